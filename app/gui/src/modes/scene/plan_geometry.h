// SPDX-License-Identifier: GPL-3.0-or-later
// Pure geometry of the Scene mode's plan (no view, no painter): conversions between the scene's
// floor points and the plan's QPointF (x to the right, z down the page, metres), yaw directions,
// distances to segments and polylines, the footprints of zones and boxes, and ruler steps.
#pragma once

#include <QColor>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QString>
#include <algorithm>
#include <cmath>
#include <vector>

#include "botlab/scenes/scene_document.h"
#include "project/opponents.h"

namespace botlab::gui::plan {

using botlab::gui::OwnerColour;
using botlab::gui::ownerPalette;

constexpr double kPi = 3.14159265358979323846;
constexpr int kRulerPx = 20;       ///< Width of the ruler bands.
constexpr double kHandlePx = 5.0;  ///< Half the size of a handle.
constexpr double kPickPx = 6.0;    ///< How close a click must be to a thin thing.

/// A floor point as a plan point (x, z).
inline QPointF toPlan(const scenes::FloorPoint& p) {
    return {p.x_m, p.z_m};
}
/// A plan point as a floor point.
inline scenes::FloorPoint toFloor(const QPointF& p) {
    return {p.x(), p.y()};
}

/// Direction of a yaw on the plan (x right, z down): yaw 0 = +x, 90 = -z (up the page).
inline QPointF yawDir(double yaw_deg) {
    const double a = yaw_deg * kPi / 180.0;
    return {std::cos(a), -std::sin(a)};
}
/// The yaw (degrees, in (-180, 180]) of a direction on the plan.
inline double yawOf(const QPointF& d) {
    return std::atan2(-d.y(), d.x()) * 180.0 / kPi;
}

/// Distance from p to the segment a-b; `t_out` (if given) gets the nearest point's parameter
/// in [0, 1].
inline double segmentDistance(const QPointF& a, const QPointF& b, const QPointF& p,
                              double* t_out = nullptr) {
    const QPointF v = b - a;
    const double len2 = QPointF::dotProduct(v, v);
    double t = len2 > 0 ? QPointF::dotProduct(p - a, v) / len2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    if (t_out) *t_out = t;
    const QPointF q = a + t * v;
    return std::hypot(q.x() - p.x(), q.y() - p.y());
}

inline QPolygonF polygon(const std::vector<scenes::FloorPoint>& pts) {
    QPolygonF poly;
    poly.reserve(qsizetype(pts.size()));
    for (const scenes::FloorPoint& p : pts) poly << toPlan(p);
    return poly;
}

/// Distance from p to a polyline; `s_out` (if given) gets the arc length of the nearest point.
inline double polylineDistance(const std::vector<scenes::FloorPoint>& pts, const QPointF& p,
                               double* s_out) {
    double best = INFINITY, s = 0.0, best_s = 0.0;
    for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
        double t = 0;
        const QPointF a = toPlan(pts[i]), b = toPlan(pts[i + 1]);
        const double d = segmentDistance(a, b, p, &t);
        const double len = std::hypot(b.x() - a.x(), b.y() - a.y());
        if (d < best) {
            best = d;
            best_s = s + t * len;
        }
        s += len;
    }
    if (s_out) *s_out = best_s;
    return best;
}

/// The rectangle of a zone (a round zone's bounding square).
inline QRectF zoneRect(const scenes::Zone& z) {
    const double hx = z.radius_m > 0 ? z.radius_m : 0.5 * z.size_x_m;
    const double hz = z.radius_m > 0 ? z.radius_m : 0.5 * z.size_z_m;
    return {z.centre.x_m - hx, z.centre.z_m - hz, 2 * hx, 2 * hz};
}

/// The rectangle of a floor picture.
inline QRectF imageRect(const scenes::FloorImage& im) {
    return {im.centre.x_m - 0.5 * im.size_x_m, im.centre.z_m - 0.5 * im.size_z_m, im.size_x_m,
            im.size_z_m};
}

/// The four corners of a box obstacle on the floor, turned by its yaw; the first is the one
/// at +x, +z of its own axes (where scenes::itemHandles puts the size handle).
inline QPolygonF boxFootprint(const scenes::Obstacle& o) {
    const QPointF c(o.position_m.x(), o.position_m.z());
    const QPointF ux = yawDir(o.yaw_deg);
    const double hx = 0.5 * o.size_x_m, hz = 0.5 * o.size_z_m;
    // The box's own +z: its +x turned by +90 degrees on the page's (x, z) axes.
    const QPointF bz(-ux.y(), ux.x());
    return QPolygonF{c + hx * ux + hz * bz, c - hx * ux + hz * bz, c - hx * ux - hz * bz,
                     c + hx * ux - hz * bz};
}

/// The colour a start is drawn in on the plan: its team's, the colour Simulate gives the robot
/// on that start in a match (the owners' palette: team 1 blue, 2 red, 3 green, 4 orange, ...), or
/// dark grey for a start without a team.
inline QColor teamColour(int team) {
    if (team <= 0) return QColor(70, 70, 70);
    const std::vector<OwnerColour> palette = ownerPalette();
    return palette[std::size_t(team - 1) % palette.size()].colour;
}
inline QColor startColour(const scenes::StartPose& start) {
    return teamColour(start.team);
}

/// A nice ruler / grid step (1, 2 or 5 times a power of ten metres) of at least `min_m`.
inline double niceStep(double min_m) {
    const double p = std::pow(10.0, std::floor(std::log10(min_m)));
    for (double f : {1.0, 2.0, 5.0, 10.0})
        if (f * p >= min_m) return f * p;
    return 10 * p;
}

/// A ruler label: "2 m" for steps of a metre or more, else whole centimetres ("35").
inline QString lengthLabel(double v_m, double step_m) {
    // Whole steps only: no "-2.8e-17 m" from accumulated rounding.
    const double v = std::round(v_m / step_m) * step_m;
    if (step_m >= 1.0 - 1e-9) return QStringLiteral("%1 m").arg(std::round(v * 1e6) / 1e6);
    return QString::number(std::round(v * 100.0), 'f', 0);
}

}  // namespace botlab::gui::plan
