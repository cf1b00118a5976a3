// SPDX-License-Identifier: GPL-3.0-or-later
// Stroke geometry and floor rasterisation (QPainter on a QImage; no GUI application needed).
#include <QBuffer>
#include <QImageReader>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <limits>

#include "botlab/core/files.h"
#include "botlab/scenes/floor_raster.h"
#include "scenes_text.h"
#include "tr.h"

namespace botlab::scenes {

bool isPaintedFloor(const Floor& floor) {
    return !floor.strokes.empty() || !floor.images.empty();
}

bool floorSideFits(const Floor& floor, double side_m) {
    return !isPaintedFloor(floor) || std::ceil(side_m / floor.resolution_m) <= kMaxFloorTexturePx;
}

double maxFloorSide_m(const Floor& floor) {
    if (!isPaintedFloor(floor)) return std::numeric_limits<double>::infinity();
    // The largest side in whole millimetres that fits (what a field with 3 decimals can show).
    double side_m = std::floor(kMaxFloorTexturePx * floor.resolution_m * 1000.0) / 1000.0;
    while (side_m > 0.0 && !floorSideFits(floor, side_m)) side_m -= 0.001;
    return side_m;
}

using detail::makeError;

namespace {

constexpr int kMaxSegmentsPerPiece = 20000;

FloorPoint lerp(const FloorPoint& a, const FloorPoint& b, double t) {
    return {a.x_m + (b.x_m - a.x_m) * t, a.z_m + (b.z_m - a.z_m) * t};
}
double dist(const FloorPoint& a, const FloorPoint& b) {
    return std::hypot(b.x_m - a.x_m, b.z_m - a.z_m);
}

void pushUnique(std::vector<FloorPoint>& out, const FloorPoint& p) {
    if (out.empty() || dist(out.back(), p) > 1e-12) out.push_back(p);
}

FloorPoint bezier(const FloorPoint& p0, const FloorPoint& c1, const FloorPoint& c2,
                  const FloorPoint& p1, double t) {
    const double u = 1.0 - t;
    const double a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
    return {a * p0.x_m + b * c1.x_m + c * c2.x_m + d * p1.x_m,
            a * p0.z_m + b * c1.z_m + c * c2.z_m + d * p1.z_m};
}

QPainterPath toPath(const std::vector<FloorPoint>& pts, bool close) {
    QPainterPath path;
    if (pts.empty()) return path;
    path.moveTo(pts[0].x_m, pts[0].z_m);
    const std::size_t n = close ? pts.size() - 1 : pts.size();  // closed paths repeat point 0
    for (std::size_t i = 1; i < n; ++i) path.lineTo(pts[i].x_m, pts[i].z_m);
    if (close) path.closeSubpath();
    return path;
}

}  // namespace

std::vector<FloorPoint> flattenStroke(const Stroke& s, double tolerance_m) {
    std::vector<FloorPoint> out;
    tolerance_m = std::max(tolerance_m, 1e-7);
    switch (s.kind) {
        case StrokeKind::Polyline:
            if (s.points.size() < 2) return {};
            for (const FloorPoint& p : s.points) pushUnique(out, p);
            if (s.closed) pushUnique(out, s.points.front());
            break;
        case StrokeKind::Arc: {
            if (!(s.radius_m > 0) || s.sweep_deg == 0.0) return {};
            const double sweep = s.sweep_deg * M_PI / 180.0;
            const double start = s.start_deg * M_PI / 180.0;
            const double ratio = std::min(1.0, tolerance_m / s.radius_m);
            const double max_step = 2.0 * std::acos(1.0 - ratio);  // chord sagitta <= tolerance
            const int n = std::clamp(static_cast<int>(std::ceil(std::abs(sweep) / max_step)), 2,
                                     kMaxSegmentsPerPiece);
            for (int k = 0; k <= n; ++k) {
                const double a = start + sweep * k / n;
                pushUnique(out, {s.centre.x_m + s.radius_m * std::cos(a),
                                 s.centre.z_m - s.radius_m * std::sin(a)});
            }
            break;
        }
        case StrokeKind::Bezier: {
            if (s.points.size() < 4 || (s.points.size() - 1) % 3 != 0) return {};
            for (std::size_t i = 0; i + 3 < s.points.size(); i += 3) {
                const FloorPoint &p0 = s.points[i], &c1 = s.points[i + 1], &c2 = s.points[i + 2],
                                 &p1 = s.points[i + 3];
                // |B''| <= 6 max(|p0 - 2c1 + c2|, |c1 - 2c2 + p1|); chord error <= |B''| / (8 n^2).
                const double m1 =
                    std::hypot(p0.x_m - 2 * c1.x_m + c2.x_m, p0.z_m - 2 * c1.z_m + c2.z_m);
                const double m2 =
                    std::hypot(c1.x_m - 2 * c2.x_m + p1.x_m, c1.z_m - 2 * c2.z_m + p1.z_m);
                const double second = 6.0 * std::max(m1, m2);
                const int n =
                    std::clamp(static_cast<int>(std::ceil(std::sqrt(second / (8.0 * tolerance_m)))),
                               1, kMaxSegmentsPerPiece);
                for (int k = 0; k <= n; ++k) pushUnique(out, bezier(p0, c1, c2, p1, double(k) / n));
            }
            break;
        }
    }
    if (out.size() < 2) return {};
    return out;
}

double polylineLength(const std::vector<FloorPoint>& pts) {
    double len = 0.0;
    for (std::size_t i = 1; i < pts.size(); ++i) len += dist(pts[i - 1], pts[i]);
    return len;
}

std::vector<FloorPoint> subPolyline(const std::vector<FloorPoint>& pts, double from_m,
                                    double to_m) {
    std::vector<FloorPoint> out;
    if (pts.size() < 2 || to_m <= from_m) return out;
    double s = 0.0;
    for (std::size_t i = 1; i < pts.size(); ++i) {
        const double len = dist(pts[i - 1], pts[i]);
        const double s0 = s, s1 = s + len;
        s = s1;
        if (s1 < from_m || s0 > to_m || len <= 0.0) continue;
        const double a = std::clamp((from_m - s0) / len, 0.0, 1.0);
        const double b = std::clamp((to_m - s0) / len, 0.0, 1.0);
        pushUnique(out, lerp(pts[i - 1], pts[i], a));
        pushUnique(out, lerp(pts[i - 1], pts[i], b));
    }
    if (out.size() < 2) out.clear();
    return out;
}

void pointAt(const std::vector<FloorPoint>& pts, double s_m, FloorPoint* p, FloorPoint* dir) {
    *p = pts.empty() ? FloorPoint{} : pts.front();
    *dir = {1.0, 0.0};
    double s = 0.0;
    for (std::size_t i = 1; i < pts.size(); ++i) {
        const double len = dist(pts[i - 1], pts[i]);
        if (len <= 0.0) continue;
        *dir = {(pts[i].x_m - pts[i - 1].x_m) / len, (pts[i].z_m - pts[i - 1].z_m) / len};
        if (s + len >= s_m || i + 1 == pts.size()) {
            *p = lerp(pts[i - 1], pts[i], std::clamp((s_m - s) / len, 0.0, 1.0));
            return;
        }
        s += len;
    }
}

Result<QImage> renderFloor(const Floor& floor, const SceneDocument& doc) {
    const double r = floor.resolution_m;
    const int w = std::max(1, static_cast<int>(std::ceil(floor.size_x_m / r - 1e-9)));
    const int h = std::max(1, static_cast<int>(std::ceil(floor.size_z_m / r - 1e-9)));
    if (w > kMaxFloorTexturePx || h > kMaxFloorTexturePx)
        return makeError(QStringLiteral("floor.size_m"),
                         Tr::tr("the floor texture would be too large"));
    QImage img(w, h, QImage::Format_RGBA8888);
    if (img.isNull())
        return makeError(QStringLiteral("floor"), Tr::tr("out of memory for the floor texture"));
    img.fill(floor.colour);

    const double min_x = floor.centre.x_m - 0.5 * w * r;
    const double min_z = floor.centre.z_m - 0.5 * h * r;
    QPainter painter(&img);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, true);
    // World (x, z) metres -> pixels: column = (x - min_x) / r, row = (z - min_z) / r.
    painter.scale(1.0 / r, 1.0 / r);
    painter.translate(-min_x, -min_z);

    for (std::size_t i = 0; i < floor.images.size(); ++i) {
        const FloorImage& fi = floor.images[i];
        const QString path = doc.resolvePath(fi.file);
        Result<QByteArray> bytes = core::readFile(path, core::FileKind::FloorImage);
        if (!bytes)
            return makeError(QStringLiteral("floor.images[%1].file").arg(i),
                             QString::fromStdString(bytes.message()));
        QBuffer buffer(&bytes.value());
        buffer.open(QIODevice::ReadOnly);
        QImageReader reader(&buffer);
        const QImage picture = reader.read();
        if (picture.isNull())
            return makeError(QStringLiteral("floor.images[%1].file").arg(i),
                             Tr::tr("cannot read image '%1': %2").arg(path, reader.errorString()));
        painter.drawImage(QRectF(fi.centre.x_m - 0.5 * fi.size_x_m,
                                 fi.centre.z_m - 0.5 * fi.size_z_m, fi.size_x_m, fi.size_z_m),
                          picture);
    }

    const double tol = std::min(1e-4, r / 8.0);
    for (const Stroke& s : floor.strokes) {
        const std::vector<FloorPoint> centre = flattenStroke(s, tol);
        if (centre.size() < 2) continue;
        QPen pen(s.colour);
        pen.setWidthF(s.width_m);
        pen.setCapStyle(s.round_caps ? Qt::RoundCap : Qt::FlatCap);
        pen.setJoinStyle(Qt::RoundJoin);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        const double len = polylineLength(centre);
        const bool closed = dist(centre.front(), centre.back()) < 1e-9;
        if (s.gaps.empty()) {
            painter.drawPath(toPath(centre, closed));
        } else {
            std::vector<StrokeGap> gaps = s.gaps;
            std::sort(gaps.begin(), gaps.end(),
                      [](const StrokeGap& a, const StrokeGap& b) { return a.from_m < b.from_m; });
            double from = 0.0;
            for (const StrokeGap& g : gaps) {
                if (g.from_m > from)
                    painter.drawPath(toPath(subPolyline(centre, from, g.from_m), false));
                from = std::max(from, g.to_m);
            }
            if (from < len) painter.drawPath(toPath(subPolyline(centre, from, len), false));
        }
        for (const CrossDash& d : s.dashes) {
            FloorPoint p, dir;
            pointAt(centre, d.at_m, &p, &dir);
            const double a = d.angle_deg * M_PI / 180.0;  // CCW seen from above
            const double dx = dir.x_m * std::cos(a) + dir.z_m * std::sin(a);
            const double dz = -dir.x_m * std::sin(a) + dir.z_m * std::cos(a);
            QPen dash_pen(s.colour);
            dash_pen.setWidthF(d.width_m);
            dash_pen.setCapStyle(Qt::FlatCap);
            painter.setPen(dash_pen);
            const double half = 0.5 * d.length_m;
            painter.drawLine(QPointF(p.x_m - dx * half, p.z_m - dz * half),
                             QPointF(p.x_m + dx * half, p.z_m + dz * half));
        }
    }
    painter.end();
    return img;
}

Result<sim::FloorTexture> compileFloor(const SceneDocument& doc) {
    const Floor& floor = doc.floor;
    sim::FloorTexture tex;
    const QColor base = floor.colour.toRgb();
    tex.outside_rgba = {
        static_cast<std::uint8_t>(base.red()), static_cast<std::uint8_t>(base.green()),
        static_cast<std::uint8_t>(base.blue()), static_cast<std::uint8_t>(base.alpha())};
    if (floor.strokes.empty() && floor.images.empty()) {
        tex.width_px = 2;
        tex.height_px = 2;
        tex.rgba.resize(16);
        for (int i = 0; i < 4; ++i)
            std::copy(tex.outside_rgba.begin(), tex.outside_rgba.end(), tex.rgba.begin() + 4 * i);
        tex.size_x_m = floor.size_x_m;
        tex.size_z_m = floor.size_z_m;
        tex.min_x_m = floor.centre.x_m - 0.5 * floor.size_x_m;
        tex.min_z_m = floor.centre.z_m - 0.5 * floor.size_z_m;
        return tex;
    }
    Result<QImage> img = renderFloor(floor, doc);
    if (!img.ok()) return img.error();
    const QImage& im = img.value();
    tex.width_px = im.width();
    tex.height_px = im.height();
    tex.size_x_m = im.width() * floor.resolution_m;
    tex.size_z_m = im.height() * floor.resolution_m;
    tex.min_x_m = floor.centre.x_m - 0.5 * tex.size_x_m;
    tex.min_z_m = floor.centre.z_m - 0.5 * tex.size_z_m;
    tex.rgba.resize(static_cast<std::size_t>(tex.width_px) * tex.height_px * 4);
    const std::size_t row_bytes = static_cast<std::size_t>(tex.width_px) * 4;
    for (int j = 0; j < tex.height_px; ++j)
        std::copy_n(im.constScanLine(j), row_bytes, tex.rgba.data() + j * row_bytes);
    return tex;
}

}  // namespace botlab::scenes
