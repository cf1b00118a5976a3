// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/scenes/item_handles.h"

#include <algorithm>
#include <cmath>

namespace botlab::scenes {

namespace {

constexpr double kPi = 3.14159265358979323846;
/// How far ahead of a start pose its heading handle is drawn (m).
constexpr double kHeadingHandle_m = 0.14;
/// How far beyond an obstacle's side its turn handle is drawn (m).
constexpr double kYawHandleGap_m = 0.05;

FloorPoint add(const FloorPoint& a, const FloorPoint& b) {
    return {a.x_m + b.x_m, a.z_m + b.z_m};
}
FloorPoint sub(const FloorPoint& a, const FloorPoint& b) {
    return {a.x_m - b.x_m, a.z_m - b.z_m};
}
FloorPoint scaled(double k, const FloorPoint& a) {
    return {k * a.x_m, k * a.z_m};
}
double dot(const FloorPoint& a, const FloorPoint& b) {
    return a.x_m * b.x_m + a.z_m * b.z_m;
}
double length(const FloorPoint& a) {
    return std::hypot(a.x_m, a.z_m);
}

/// Direction of a yaw on the plan (x right, z down): yaw 0 = +x, 90 = -z (up the page).
FloorPoint yawDirection(double yaw_deg) {
    const double a = yaw_deg * kPi / 180.0;
    return {std::cos(a), -std::sin(a)};
}
double yawOfDirection(const FloorPoint& d) {
    return std::atan2(-d.z_m, d.x_m) * 180.0 / kPi;
}

FloorPoint groundPoint(const sim::Vec3& p) {
    return {p.x(), p.z()};
}

/// Top-left and bottom-right corners of a zone's bounding square or rectangle.
std::pair<FloorPoint, FloorPoint> zoneCorners(const Zone& z) {
    const double hx = z.radius_m > 0 ? z.radius_m : 0.5 * z.size_x_m;
    const double hz = z.radius_m > 0 ? z.radius_m : 0.5 * z.size_z_m;
    return {{z.centre.x_m - hx, z.centre.z_m - hz}, {z.centre.x_m + hx, z.centre.z_m + hz}};
}

/// The box's first footprint corner: +x and +z half sizes along its own axes.
FloorPoint boxCorner(const Obstacle& o) {
    const FloorPoint ux = yawDirection(o.yaw_deg), uz{-ux.z_m, ux.x_m};
    return add(groundPoint(o.position_m),
               add(scaled(0.5 * o.size_x_m, ux), scaled(0.5 * o.size_z_m, uz)));
}

void reshapeStroke(Stroke& s, const ItemHandle& h, const FloorPoint& q, const HandleOptions& opt) {
    switch (h.kind) {
        case HandleKind::ArcStart: {
            const FloorPoint d = sub(q, s.centre);
            s.radius_m = std::max(opt.min_arc_radius_m, length(d));
            const double end = s.start_deg + s.sweep_deg;
            s.start_deg = std::round(yawOfDirection(d));
            s.sweep_deg = end - s.start_deg;
            break;
        }
        case HandleKind::ArcEnd: {
            const FloorPoint d = sub(q, s.centre);
            double sweep = std::remainder(yawOfDirection(d) - s.start_deg, 360.0);
            if (s.sweep_deg > 0 && sweep <= 0) sweep += 360;
            if (s.sweep_deg < 0 && sweep >= 0) sweep -= 360;
            s.sweep_deg = std::clamp(std::round(sweep), -360.0, 360.0);
            if (s.sweep_deg == 0) s.sweep_deg = 1;
            break;
        }
        case HandleKind::BezierAnchor: {
            // Moving an anchor carries its two control points along.
            const FloorPoint d = sub(q, s.points[std::size_t(h.index)]);
            for (int k = h.index - 1; k <= h.index + 1; ++k)
                if (k >= 0 && k < int(s.points.size()))
                    s.points[std::size_t(k)] = add(s.points[std::size_t(k)], d);
            break;
        }
        case HandleKind::StrokePoint:
        case HandleKind::BezierControl:
            s.points[std::size_t(h.index)] = q;
            break;
        default:
            break;
    }
}

void reshapeZone(Zone& z, const FloorPoint& q, const HandleOptions& opt) {
    const FloorPoint tl = zoneCorners(z).first;
    const double w = std::max(opt.min_zone_size_m, q.x_m - tl.x_m);
    const double h = std::max(opt.min_zone_size_m, q.z_m - tl.z_m);
    if (z.radius_m > 0) {
        z.radius_m = 0.5 * std::max(w, h);
        z.centre = add(tl, {z.radius_m, z.radius_m});
    } else {
        z.size_x_m = w;
        z.size_z_m = h;
        z.centre = add(tl, {0.5 * w, 0.5 * h});
    }
}

void reshapeObstacle(Obstacle& o, const ItemHandle& h, const FloorPoint& q,
                     const HandleOptions& opt) {
    const FloorPoint d = sub(q, groundPoint(o.position_m));
    switch (h.kind) {
        case HandleKind::ObstacleYaw:
            o.yaw_deg = std::round(yawOfDirection(d) / opt.obstacle_yaw_step_deg) *
                        opt.obstacle_yaw_step_deg;
            break;
        case HandleKind::BoxCorner: {
            // The corner in the box's own axes.
            const FloorPoint ux = yawDirection(o.yaw_deg), uz{-ux.z_m, ux.x_m};
            o.size_x_m = std::max(opt.min_box_size_m, 2 * std::abs(dot(d, ux)));
            o.size_z_m = std::max(opt.min_box_size_m, 2 * std::abs(dot(d, uz)));
            break;
        }
        case HandleKind::ObstacleRadius:
            o.radius_m = std::max(opt.min_obstacle_radius_m, length(d));
            break;
        default:
            break;
    }
}

}  // namespace

FloorPoint snapToGrid(const FloorPoint& p, double grid_m) {
    if (!(grid_m > 0)) return p;
    return {std::round(p.x_m / grid_m) * grid_m, std::round(p.z_m / grid_m) * grid_m};
}

std::vector<ItemHandle> itemHandles(const SceneDocument& doc, const ItemRef& r) {
    std::vector<ItemHandle> out;
    if (!itemExists(doc, r)) return out;
    const auto i = std::size_t(r.index);
    auto put = [&](HandleKind kind, const FloorPoint& at, bool round = false, int index = 0) {
        out.push_back({r, kind, index, at, round});
    };
    switch (r.kind) {
        case ItemKind::Stroke: {
            const Stroke& s = doc.floor.strokes[i];
            if (s.kind == StrokeKind::Arc) {
                put(HandleKind::ArcStart,
                    add(s.centre, scaled(s.radius_m, yawDirection(s.start_deg))));
                put(HandleKind::ArcEnd,
                    add(s.centre, scaled(s.radius_m, yawDirection(s.start_deg + s.sweep_deg))));
            } else {
                for (std::size_t k = 0; k < s.points.size(); ++k) {
                    const bool bezier = s.kind == StrokeKind::Bezier;
                    const bool control = bezier && k % 3 != 0;
                    put(!bezier   ? HandleKind::StrokePoint
                        : control ? HandleKind::BezierControl
                                  : HandleKind::BezierAnchor,
                        s.points[k], control, int(k));
                }
            }
            break;
        }
        case ItemKind::Wall:
            put(HandleKind::WallFrom, doc.walls[i].from);
            put(HandleKind::WallTo, doc.walls[i].to);
            break;
        case ItemKind::Start: {
            const StartPose& s = doc.starts[i];
            put(HandleKind::StartHeading,
                add(groundPoint(s.position_m), scaled(kHeadingHandle_m, yawDirection(s.yaw_deg))),
                true);
            break;
        }
        case ItemKind::Finish:
            put(HandleKind::ZoneCorner, zoneCorners(*doc.goals.finish).second);
            break;
        case ItemKind::Checkpoint:
            put(HandleKind::ZoneCorner, zoneCorners(doc.goals.checkpoints[i]).second);
            break;
        case ItemKind::ObjectZone:
            put(HandleKind::ZoneCorner, zoneCorners(doc.goals.object_zones[i].zone).second);
            break;
        case ItemKind::FloorImage: {
            const FloorImage& im = doc.floor.images[i];
            put(HandleKind::ImageCorner,
                {im.centre.x_m + 0.5 * im.size_x_m, im.centre.z_m + 0.5 * im.size_z_m});
            break;
        }
        case ItemKind::Obstacle: {
            const Obstacle& o = doc.obstacles[i];
            const FloorPoint c = groundPoint(o.position_m);
            const bool box = o.shape == sim::ShapeType::Box;
            if (box)
                put(HandleKind::BoxCorner, boxCorner(o));
            else
                put(HandleKind::ObstacleRadius, add(c, {o.radius_m, 0.0}));
            const double reach_m = (box ? 0.5 * o.size_x_m : o.radius_m) + kYawHandleGap_m;
            put(HandleKind::ObstacleYaw, add(c, scaled(reach_m, yawDirection(o.yaw_deg))), true);
            break;
        }
        default:
            break;
    }
    return out;
}

ItemHandles::ItemHandles(SceneDocument start, ItemHandle handle, HandleOptions options)
    : start_(std::move(start)), handle_(handle), opt_(options) {}

SceneDocument ItemHandles::update(const FloorPoint& to, const HandleModifiers& modifiers) const {
    SceneDocument doc = start_;
    reshape(doc, modifiers.snap_to_grid ? snapToGrid(to, opt_.grid_m) : to, modifiers);
    return doc;
}

void ItemHandles::reshape(SceneDocument& doc, const FloorPoint& q,
                          const HandleModifiers& modifiers) const {
    const ItemHandle& h = handle_;
    if (!itemExists(doc, h.item)) return;
    const auto i = std::size_t(h.item.index);
    switch (h.item.kind) {
        case ItemKind::Stroke: {
            Stroke& s = doc.floor.strokes[i];
            const bool arcHandle = h.kind == HandleKind::ArcStart || h.kind == HandleKind::ArcEnd;
            if (arcHandle != (s.kind == StrokeKind::Arc)) return;
            if (!arcHandle && (h.index < 0 || h.index >= int(s.points.size()))) return;
            reshapeStroke(s, h, q, opt_);
            break;
        }
        case ItemKind::Wall:
            if (h.kind == HandleKind::WallFrom) doc.walls[i].from = q;
            if (h.kind == HandleKind::WallTo) doc.walls[i].to = q;
            break;
        case ItemKind::Start: {
            StartPose& s = doc.starts[i];
            const FloorPoint d = sub(q, groundPoint(s.position_m));
            if (length(d) > 1e-4) {
                double yaw = yawOfDirection(d);
                if (modifiers.angle_steps)
                    yaw = std::round(yaw / opt_.start_yaw_step_deg) * opt_.start_yaw_step_deg;
                s.yaw_deg = yaw == -180.0 ? 180.0 : yaw;
            }
            break;
        }
        case ItemKind::Finish:
            reshapeZone(*doc.goals.finish, q, opt_);
            break;
        case ItemKind::Checkpoint:
            reshapeZone(doc.goals.checkpoints[i], q, opt_);
            break;
        case ItemKind::ObjectZone:
            reshapeZone(doc.goals.object_zones[i].zone, q, opt_);
            break;
        case ItemKind::FloorImage: {
            FloorImage& im = doc.floor.images[i];
            const FloorPoint tl{im.centre.x_m - 0.5 * im.size_x_m,
                                im.centre.z_m - 0.5 * im.size_z_m};
            im.size_x_m = std::max(opt_.min_zone_size_m, q.x_m - tl.x_m);
            im.size_z_m = std::max(opt_.min_zone_size_m, q.z_m - tl.z_m);
            im.centre = add(tl, {0.5 * im.size_x_m, 0.5 * im.size_z_m});
            break;
        }
        case ItemKind::Obstacle:
            reshapeObstacle(doc.obstacles[i], h, q, opt_);
            break;
        default:
            break;
    }
}

}  // namespace botlab::scenes
