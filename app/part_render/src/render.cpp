// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/part_render/render.h"

#include <QHash>
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <mutex>

namespace botlab::part_render {

namespace {

using sim::Vec3;

struct Item {
    std::shared_ptr<const parts_library::TriangleMesh> mesh;
    sim::Pose X_MP;
    Vec3 rgb;  ///< 0..1
    bool dimmed = false;
    bool strong = false;
    int doc_index = -1;  ///< Which document part (robots), for pixel counts.
};

/// What rasterise() leaves besides the picture: per item, the pixels (at the output size) its
/// silhouette covers and those where it is the nearest part.
struct Coverage {
    std::vector<double> covered, visible;
};

/// Optional framing: the projected bounds to frame on (instead of the items' own).
struct Frame {
    double lo_x = 1e300, hi_x = -1e300, lo_y = 1e300, hi_y = -1e300;
};

struct Camera {
    Vec3 right, up, forward;  ///< forward points from the eye into the scene
};

Camera cameraFor(View view) {
    Vec3 f = -Vec3::UnitX(), up_hint = Vec3::UnitY();
    switch (view) {
        case View::ThreeQuarter:
            f = -Vec3(0.85, 0.7, 1.0).normalized();
            break;
        case View::Front:
            f = -Vec3::UnitX();
            break;
        case View::Side:
            f = -Vec3::UnitZ();
            break;
        case View::Top:
            f = -Vec3::UnitY();
            up_hint = Vec3::UnitX();
            break;
        case View::Below:
            f = -Vec3(0.85, -0.7, 1.0).normalized();
            break;
        case View::BackThreeQuarter:
            f = -Vec3(-0.85, 0.7, -1.0).normalized();
            break;
    }
    Camera c;
    c.forward = f;
    c.right = f.cross(up_hint).normalized();
    c.up = c.right.cross(f);
    return c;
}

/// Draws the items into an image of `size` (supersampled twice, then scaled down).
/// The projected bounds of the items seen from `view`.
Frame frameOf(const std::vector<Item>& items, View view) {
    const Camera cam = cameraFor(view);
    Frame f;
    for (const Item& item : items) {
        const auto& m = *item.mesh;
        for (int v = 0; v < m.vertexCount(); ++v) {
            const Vec3 p = item.X_MP * m.vertex(v);
            const double x = p.dot(cam.right), y = p.dot(cam.up);
            f.lo_x = std::min(f.lo_x, x);
            f.hi_x = std::max(f.hi_x, x);
            f.lo_y = std::min(f.lo_y, y);
            f.hi_y = std::max(f.hi_y, y);
        }
    }
    return f;
}

/// Draws the items into an image of `size` (supersampled twice, then scaled down), framed on
/// `frame` when given (else on the items), counting each item's pixels into `coverage`.
QImage rasterise(const std::vector<Item>& items, const QSize& size, View view,
                 const Frame* frame = nullptr, Coverage* coverage = nullptr) {
    if (size.isEmpty()) return {};
    constexpr int kSuper = 2;
    const int W = size.width() * kSuper, H = size.height() * kSuper;
    const Camera cam = cameraFor(view);
    // Project every vertex; frame the picture on the projected bounds.
    std::vector<std::vector<Vec3>> projected(items.size());  // (x, y, depth) in model units
    double lo_x = 1e300, hi_x = -1e300, lo_y = 1e300, hi_y = -1e300;
    if (frame) {
        lo_x = frame->lo_x;
        hi_x = frame->hi_x;
        lo_y = frame->lo_y;
        hi_y = frame->hi_y;
    }
    for (size_t k = 0; k < items.size(); ++k) {
        const auto& m = *items[k].mesh;
        auto& out = projected[k];
        out.resize(m.vertexCount());
        for (int v = 0; v < m.vertexCount(); ++v) {
            const Vec3 p = items[k].X_MP * m.vertex(v);
            out[v] = Vec3(p.dot(cam.right), p.dot(cam.up), p.dot(cam.forward));
            if (frame) continue;
            lo_x = std::min(lo_x, out[v].x());
            hi_x = std::max(hi_x, out[v].x());
            lo_y = std::min(lo_y, out[v].y());
            hi_y = std::max(hi_y, out[v].y());
        }
    }
    QImage image(W, H, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    if (lo_x > hi_x) return image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    const double margin = 0.06;
    const double scale = std::min(W * (1 - 2 * margin) / std::max(hi_x - lo_x, 1e-9),
                                  H * (1 - 2 * margin) / std::max(hi_y - lo_y, 1e-9));
    const double cx = (lo_x + hi_x) / 2, cy = (lo_y + hi_y) / 2;
    auto toScreen = [&](const Vec3& p) {
        return Vec3(W / 2.0 + (p.x() - cx) * scale, H / 2.0 - (p.y() - cy) * scale, p.z());
    };
    std::vector<float> depth(static_cast<size_t>(W) * H, std::numeric_limits<float>::infinity());
    std::vector<int> id(static_cast<size_t>(W) * H, -1);
    std::vector<QRgb> colour(static_cast<size_t>(W) * H, 0);
    std::vector<int> stamp(coverage ? static_cast<size_t>(W) * H : 0, -1);
    if (coverage) {
        coverage->covered.assign(items.size(), 0.0);
        coverage->visible.assign(items.size(), 0.0);
    }
    const Vec3 light =
        (-0.45 * cam.right + 0.75 * cam.up - 0.5 * cam.forward + 0.3 * Vec3::UnitY()).normalized();
    for (size_t k = 0; k < items.size(); ++k) {
        const auto& m = *items[k].mesh;
        const auto& P = projected[k];
        Vec3 base = items[k].rgb;
        if (items[k].dimmed) base = 0.35 * base + 0.65 * Vec3(0.93, 0.93, 0.95);
        for (int t = 0; t < m.triangleCount(); ++t) {
            const int i0 = m.indices[3 * t], i1 = m.indices[3 * t + 1], i2 = m.indices[3 * t + 2];
            const Vec3 w0 = items[k].X_MP * m.vertex(i0), w1 = items[k].X_MP * m.vertex(i1),
                       w2 = items[k].X_MP * m.vertex(i2);
            Vec3 n = (w1 - w0).cross(w2 - w0);
            if (n.squaredNorm() < 1e-30) continue;
            n.normalize();
            if (n.dot(cam.forward) > 0) n = -n;  // two-sided
            const double shade = 0.38 + 0.62 * std::max(0.0, n.dot(light));
            const Vec3 c = (base * shade).cwiseMin(Vec3::Ones());
            const QRgb rgb =
                qRgb(int(c.x() * 255 + 0.5), int(c.y() * 255 + 0.5), int(c.z() * 255 + 0.5));
            const Vec3 a = toScreen(P[i0]), b = toScreen(P[i1]), d = toScreen(P[i2]);
            const double area =
                (b.x() - a.x()) * (d.y() - a.y()) - (b.y() - a.y()) * (d.x() - a.x());
            if (std::abs(area) < 1e-12) continue;
            const int x0 = std::max(0, int(std::floor(std::min({a.x(), b.x(), d.x()}))));
            const int x1 = std::min(W - 1, int(std::ceil(std::max({a.x(), b.x(), d.x()}))));
            const int y0 = std::max(0, int(std::floor(std::min({a.y(), b.y(), d.y()}))));
            const int y1 = std::min(H - 1, int(std::ceil(std::max({a.y(), b.y(), d.y()}))));
            for (int y = y0; y <= y1; ++y) {
                const double py = y + 0.5;
                for (int x = x0; x <= x1; ++x) {
                    const double px = x + 0.5;
                    double e0 = (d.x() - b.x()) * (py - b.y()) - (d.y() - b.y()) * (px - b.x());
                    double e1 = (a.x() - d.x()) * (py - d.y()) - (a.y() - d.y()) * (px - d.x());
                    double e2 = (b.x() - a.x()) * (py - a.y()) - (b.y() - a.y()) * (px - a.x());
                    if (area < 0) {
                        e0 = -e0;
                        e1 = -e1;
                        e2 = -e2;
                    }
                    if (e0 < 0 || e1 < 0 || e2 < 0) continue;
                    const double s = std::abs(area);
                    const float z = static_cast<float>((e0 * a.z() + e1 * b.z() + e2 * d.z()) / s);
                    const size_t at = static_cast<size_t>(y) * W + x;
                    if (coverage && stamp[at] != static_cast<int>(k)) {
                        stamp[at] = static_cast<int>(k);
                        coverage->covered[k] += 1.0 / (kSuper * kSuper);
                    }
                    if (z >= depth[at]) continue;
                    depth[at] = z;
                    id[at] = static_cast<int>(k);
                    colour[at] = rgb;
                }
            }
        }
    }
    // Outlines where the part changes (or the background begins): darker for strong parts.
    for (int y = 0; y < H; ++y) {
        for (int x = 0; x < W; ++x) {
            const size_t at = static_cast<size_t>(y) * W + x;
            const int me = id[at];
            if (me < 0) continue;
            if (coverage) coverage->visible[me] += 1.0 / (kSuper * kSuper);
            bool edge = false;
            for (int dy = -1; dy <= 1 && !edge; ++dy) {
                for (int dx = -1; dx <= 1 && !edge; ++dx) {
                    const int nx = x + dx, ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= W || ny >= H) {
                        edge = true;
                        continue;
                    }
                    const size_t o = static_cast<size_t>(ny) * W + nx;
                    // The nearer part draws the line between two parts.
                    if (id[o] != me && (id[o] < 0 || depth[o] > depth[at])) edge = true;
                }
            }
            QRgb c = colour[at];
            if (edge) {
                const double f = items[me].dimmed ? 0.75 : (items[me].strong ? 0.15 : 0.35);
                c = qRgb(int(qRed(c) * f), int(qGreen(c) * f), int(qBlue(c) * f));
            }
            image.setPixel(x, y, c | 0xff000000u);
        }
    }
    return image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
}

Vec3 rgbOf(const parts_library::PartDefinition& def) {
    return Vec3(def.rgba[0], def.rgba[1], def.rgba[2]);
}

}  // namespace

QImage renderPart(const parts_library::PartsLibrary& library, const QString& part_id,
                  const QSize& size, View view) {
    const parts_library::PartDefinition* def = library.find(part_id);
    if (!def || size.isEmpty()) return {};
    auto mesh = library.mesh(part_id);
    if (!mesh) return {};
    static std::mutex mutex;
    static QHash<QString, QImage> cache;
    const QString key = QStringLiteral("%1|%2|%3x%4|%5|%6")
                            .arg(reinterpret_cast<quintptr>(mesh.value().get()))
                            .arg(part_id)
                            .arg(size.width())
                            .arg(size.height())
                            .arg(int(view))
                            .arg(QString::number(def->rgba[0]) + QString::number(def->rgba[1]) +
                                 QString::number(def->rgba[2]));
    {
        std::lock_guard<std::mutex> lock(mutex);
        auto it = cache.constFind(key);
        if (it != cache.constEnd()) return it.value();
    }
    std::vector<Item> items{{mesh.value(), sim::Pose{}, rgbOf(*def), false, true}};
    QImage image = rasterise(items, size, view);
    std::lock_guard<std::mutex> lock(mutex);
    if (cache.size() > 2000) cache.clear();
    cache.insert(key, image);
    return image;
}

namespace {

std::vector<Item> robotItems(const parts_library::PartsLibrary& library,
                             const assembler::RobotDocument& doc,
                             const std::vector<int>& highlighted, int part_count) {
    const int n = part_count < 0 ? static_cast<int>(doc.parts.size())
                                 : std::min(part_count, static_cast<int>(doc.parts.size()));
    std::vector<Item> items;
    for (int i = 0; i < n; ++i) {
        const parts_library::PartDefinition* def = library.find(doc.parts[i].part_id);
        if (!def) continue;
        auto mesh = library.mesh(doc.parts[i].part_id);
        if (!mesh) continue;
        const bool strong =
            std::find(highlighted.begin(), highlighted.end(), i) != highlighted.end();
        items.push_back({mesh.value(), doc.parts[i].X_MP, rgbOf(*def),
                         !highlighted.empty() && !strong, strong, i});
    }
    return items;
}

}  // namespace

QImage renderRobot(const parts_library::PartsLibrary& library, const assembler::RobotDocument& doc,
                   const QSize& size, const std::vector<int>& highlighted, View view,
                   int part_count, bool fade_others) {
    if (size.isEmpty()) return {};
    const std::vector<Item> items = robotItems(library, doc, highlighted, part_count);
    if (!fade_others || highlighted.empty()) return rasterise(items, size, view);
    // The robot as usual, then the highlighted parts alone in the same framing laid over it
    // (70 %), so they show through whatever is in front of them.
    const Frame frame = frameOf(items, view);
    const QImage all =
        rasterise(items, size, view, &frame).convertToFormat(QImage::Format_ARGB32_Premultiplied);
    std::vector<Item> strong;
    for (const Item& item : items) {
        if (item.strong) strong.push_back(item);
    }
    const QImage mine =
        rasterise(strong, size, view, &frame).convertToFormat(QImage::Format_ARGB32_Premultiplied);
    QImage out = all;
    for (int y = 0; y < out.height(); ++y) {
        auto* o = reinterpret_cast<QRgb*>(out.scanLine(y));
        const auto* m = reinterpret_cast<const QRgb*>(mine.constScanLine(y));
        for (int x = 0; x < out.width(); ++x) {
            const double a = 0.7 * qAlpha(m[x]) / 255.0;
            if (a <= 0) continue;
            auto mix = [&](int under, int over) { return int(under * (1 - a) + over * a + 0.5); };
            o[x] = qRgba(mix(qRed(o[x]), qRed(m[x])), mix(qGreen(o[x]), qGreen(m[x])),
                         mix(qBlue(o[x]), qBlue(m[x])), mix(qAlpha(o[x]), qAlpha(m[x])));
        }
    }
    return out;
}

std::vector<PartPixels> partPixels(const parts_library::PartsLibrary& library,
                                   const assembler::RobotDocument& doc, const QSize& size,
                                   View view, int part_count) {
    const int n = part_count < 0 ? static_cast<int>(doc.parts.size())
                                 : std::min(part_count, static_cast<int>(doc.parts.size()));
    std::vector<PartPixels> out(std::max(0, n));
    if (size.isEmpty()) return out;
    const std::vector<Item> items = robotItems(library, doc, {}, part_count);
    Coverage coverage;
    (void)rasterise(items, size, view, nullptr, &coverage);  // only the counts are wanted
    for (size_t k = 0; k < items.size(); ++k) {
        out[items[k].doc_index] = {int(std::lround(coverage.visible[k])),
                                   int(std::lround(coverage.covered[k]))};
    }
    return out;
}

}  // namespace botlab::part_render
