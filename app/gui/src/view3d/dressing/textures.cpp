// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/dressing/textures.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <numbers>
#include <vector>

#include "botlab/scenes/scene_document.h"
#include "view3d/dressing/common.h"

namespace botlab::gui::dressing {

using namespace detail;

namespace {

// ---- Floor ------------------------------------------------------------------------------------

/// Dilates a mask by a square of radius r (separable running maximum).
std::vector<std::uint8_t> dilate(const std::vector<std::uint8_t>& in, int w, int h, int r) {
    std::vector<std::uint8_t> rows(in.size(), 0), out(in.size(), 0);
    for (int j = 0; j < h; ++j) {
        int last = -1000000;  // column of the latest set pixel seen
        std::uint8_t* row = rows.data() + std::size_t(j) * w;
        const std::uint8_t* src = in.data() + std::size_t(j) * w;
        // Forward pass covers set pixels to the left, backward to the right.
        for (int i = 0; i < w; ++i) {
            if (src[i]) last = i;
            row[i] = (i - last <= r) ? 1 : 0;
        }
        last = 1000000;
        for (int i = w - 1; i >= 0; --i) {
            if (src[i]) last = i;
            if (last - i <= r) row[i] = 1;
        }
    }
    for (int i = 0; i < w; ++i) {
        int last = -1000000;
        for (int j = 0; j < h; ++j) {
            if (rows[std::size_t(j) * w + i]) last = j;
            out[std::size_t(j) * w + i] = (j - last <= r) ? 1 : 0;
        }
        last = 1000000;
        for (int j = h - 1; j >= 0; --j) {
            if (rows[std::size_t(j) * w + i]) last = j;
            if (last - j <= r) out[std::size_t(j) * w + i] = 1;
        }
    }
    return out;
}

/// The background material's colour at a floor point (metres), 0..255.
Rgb backgroundColour(FloorLook look, const Rgb& base, double x_m, double z_m, int i, int j) {
    const float fine = lattice(i, j, 7u);  // per-pixel grain
    switch (look) {
        case FloorLook::PrintedMat: {
            // Matte off-white vinyl: the floor colour slightly warmed, a faint mottling and a
            // fine grain.
            const float mottle = valueNoise(x_m * 9.0, z_m * 9.0, 3u);
            const float k = 0.965f + 0.008f * mottle + 0.003f * fine;
            return {base[0] * k, base[1] * k * 0.995f, base[2] * k * 0.975f};
        }
        case FloorLook::Plywood: {
            // Birch plywood: grain running along x, bands distorted by a low noise; the sheets'
            // joints every 1.22 m.
            const Rgb wood = {222.f, 197.f, 155.f};
            const double warp = 1.2 * valueNoise(x_m * 1.2, z_m * 4.0, 11u) +
                                0.4 * valueNoise(x_m * 5.0, z_m * 25.0, 12u);
            const double band = std::sin(z_m * 110.0 + warp * std::numbers::pi);
            float k =
                0.935f + 0.028f * float(band) + 0.025f * valueNoise(x_m * 0.9, z_m * 0.9, 13u);
            const double sheet = std::fmod(std::abs(x_m + 0.61), 1.22);
            if (sheet < 0.0025 || sheet > 1.2175) k *= 0.75f;
            return {wood[0] * k, wood[1] * k, wood[2] * k};
        }
        case FloorLook::Board:
            break;
    }
    const float mottle = valueNoise(x_m * 5.0, z_m * 5.0, 5u);
    const float k = 0.975f + 0.012f * mottle + 0.008f * fine;
    return {base[0] * k, base[1] * k, base[2] * k};
}

/// Draws the mat's print (frame, start boxes, chequered finish) into `overlay` (transparent
/// where nothing is printed), in the floor's metre coordinates.
void paintMatPrint(QImage& overlay, const runner::LoadedModels& models, double min_x, double min_z,
                   double res_x, double res_z) {
    const sim::FloorTexture& f = models.scene.world.floor;
    QPainter p(&overlay);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.scale(1.0 / res_x, 1.0 / res_z);
    p.translate(-min_x, -min_z);
    // The printed frame: a band 12 mm wide, 3 cm in from the edge, and a hairline inside it.
    const QColor frame(46, 76, 128);
    const QRectF mat(f.min_x_m, f.min_z_m, f.size_x_m, f.size_z_m);
    QPen pen(frame);
    pen.setJoinStyle(Qt::MiterJoin);
    pen.setWidthF(0.012);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawRect(mat.adjusted(0.036, 0.036, -0.036, -0.036));
    pen.setWidthF(0.003);
    p.setPen(pen);
    p.drawRect(mat.adjusted(0.055, 0.055, -0.055, -0.055));
    // Corner ticks, as on printed field mats.
    pen.setWidthF(0.004);
    p.setPen(pen);
    for (int sx : {0, 1})
        for (int sz : {0, 1}) {
            const double x = sx ? mat.right() - 0.075 : mat.left() + 0.075;
            const double z = sz ? mat.bottom() - 0.075 : mat.top() + 0.075;
            const double dx = sx ? -0.05 : 0.05, dz = sz ? -0.05 : 0.05;
            p.drawLine(QPointF(x, z), QPointF(x + dx, z));
            p.drawLine(QPointF(x, z), QPointF(x, z + dz));
        }
    // Start boxes: a green outline around each start pose with an arrow pointing forward.
    const QColor green(38, 140, 72);
    for (const sim::Pose& X_WM : models.scene.robot_starts) {
        const sim::Vec3 fwd = X_WM.rotation * sim::Vec3::UnitX();
        const double yaw =
            std::atan2(fwd.z(), fwd.x()) * 180.0 / std::numbers::pi;  // +x towards +z
        p.save();
        p.translate(X_WM.translation.x(), X_WM.translation.z());
        p.rotate(yaw);
        QPen g(green);
        g.setWidthF(0.006);
        g.setJoinStyle(Qt::MiterJoin);
        p.setPen(g);
        p.drawRect(QRectF(-0.12, -0.1, 0.24, 0.2));
        p.setPen(Qt::NoPen);
        p.setBrush(green);
        QPainterPath arrow;
        arrow.moveTo(0.16, 0.0);
        arrow.lineTo(0.135, -0.03);
        arrow.lineTo(0.135, 0.03);
        arrow.closeSubpath();
        p.drawPath(arrow);
        p.restore();
    }
    // The finish: a chequer of 2.5 cm squares over the finish zone.
    if (const auto& doc = models.scene.document; doc && doc->goals.finish) {
        const scenes::Zone& z = *doc->goals.finish;
        QPainterPath zone;
        if (z.radius_m > 0)
            zone.addEllipse(QPointF(z.centre.x_m, z.centre.z_m), z.radius_m, z.radius_m);
        else
            zone.addRect(QRectF(z.centre.x_m - z.size_x_m / 2, z.centre.z_m - z.size_z_m / 2,
                                z.size_x_m, z.size_z_m));
        p.save();
        p.setClipPath(zone);
        const QRectF b = zone.boundingRect();
        const double sq = 0.025;
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(60, 60, 66));
        for (int a = 0; a * sq < b.width() + sq; ++a)
            for (int c = 0; c * sq < b.height() + sq; ++c)
                if ((a + c) % 2 == 0)
                    p.drawRect(QRectF(b.left() + a * sq, b.top() + c * sq, sq, sq));
        p.restore();
        QPen outline(QColor(60, 60, 66));
        outline.setWidthF(0.004);
        p.setPen(outline);
        p.setBrush(Qt::NoBrush);
        p.drawPath(zone);
    }
    p.end();
}

}  // namespace

// ---- Floor ------------------------------------------------------------------------------------

FloorLook floorLook(const runner::LoadedModels& models) {
    const auto& doc = models.scene.document;
    if (doc && (!doc->floor.strokes.empty() || !doc->floor.images.empty()))
        return FloorLook::PrintedMat;
    if (doc && !doc->mazes.empty()) return FloorLook::Plywood;
    return FloorLook::Board;
}

QImage floorPicture(const runner::LoadedModels& models) {
    const sim::FloorTexture& f = models.scene.world.floor;
    const FloorLook look = floorLook(models);
    const Rgb base = {float(f.outside_rgba[0]), float(f.outside_rgba[1]), float(f.outside_rgba[2])};
    const bool sensorSize = textureUsable(f) && f.width_px >= 64 && f.height_px >= 64;
    int w = 0, h = 0;
    if (sensorSize) {
        w = f.width_px;
        h = f.height_px;
    } else {
        // A plain floor: 5 mm per pixel (at most 1024 px), enough for the grain.
        w = std::clamp(int(std::lround(f.size_x_m / 0.005)), 2, 1024);
        h = std::clamp(int(std::lround(f.size_z_m / 0.005)), 2, 1024);
    }
    const double res_x = f.size_x_m / w, res_z = f.size_z_m / h;
    QImage img(w, h, QImage::Format_RGBA8888);
    std::vector<std::uint8_t> ink(std::size_t(w) * std::size_t(h), 0);
    if (sensorSize) {
        for (int j = 0; j < h; ++j) {
            std::memcpy(img.scanLine(j), f.rgba.data() + std::size_t(j) * w * 4,
                        std::size_t(w) * 4);
            const std::uint8_t* px = f.rgba.data() + std::size_t(j) * w * 4;
            for (int i = 0; i < w; ++i)
                ink[std::size_t(j) * w + i] =
                    std::memcmp(px + 4 * i, f.outside_rgba.data(), 4) != 0 ? 1 : 0;
        }
    }
    // Decoration keeps 12 mm clear of every ink pixel.
    const int margin = int(std::ceil(0.012 / std::min(res_x, res_z)));
    const std::vector<std::uint8_t> clear = dilate(ink, w, h, margin);
    QImage print;
    if (look == FloorLook::PrintedMat) {
        print = QImage(w, h, QImage::Format_ARGB32_Premultiplied);
        print.fill(Qt::transparent);
        paintMatPrint(print, models, f.min_x_m, f.min_z_m, res_x, res_z);
    }
    for (int j = 0; j < h; ++j) {
        std::uint8_t* row = img.scanLine(j);
        const QRgb* printRow =
            print.isNull() ? nullptr : reinterpret_cast<const QRgb*>(print.constScanLine(j));
        const double z = f.min_z_m + (j + 0.5) * res_z;
        for (int i = 0; i < w; ++i) {
            const std::size_t k = std::size_t(j) * w + i;
            if (ink[k]) continue;  // a line: exactly what the sensors read
            const double x = f.min_x_m + (i + 0.5) * res_x;
            Rgb c = backgroundColour(look, base, x, z, i, j);
            if (printRow && !clear[k]) {
                const QRgb p = printRow[i];  // premultiplied
                const float a = qAlpha(p) / 255.f;
                c = {qRed(p) + c[0] * (1 - a), qGreen(p) + c[1] * (1 - a),
                     qBlue(p) + c[2] * (1 - a)};
            }
            row[4 * i + 0] = clampByte(c[0]);
            row[4 * i + 1] = clampByte(c[1]);
            row[4 * i + 2] = clampByte(c[2]);
            row[4 * i + 3] = 255;
        }
    }
    // Large textures cost software renderers dearly; 2048 px is plenty for a classroom floor.
    if (img.width() > 2048 || img.height() > 2048)
        img = img.scaled(2048, 2048, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    return img;
}

// ---- Terrain ----------------------------------------------------------------------------------

std::array<float, 3> soilColour(const std::string& soil,
                                const std::array<std::uint8_t, 4>& fallback) {
    if (soil == "concrete") return {0.66f, 0.66f, 0.64f};    // light grey
    if (soil == "wood") return {0.62f, 0.45f, 0.28f};        // boards, warm brown
    if (soil == "gravel") return {0.56f, 0.54f, 0.50f};      // grey-beige, speckled (noise)
    if (soil == "sand") return {0.86f, 0.76f, 0.54f};        // pale yellow
    if (soil == "hard_soil") return {0.48f, 0.50f, 0.30f};   // dry grass on packed earth
    if (soil == "loose_soil") return {0.47f, 0.34f, 0.22f};  // tilled brown earth
    if (soil == "peat") return {0.24f, 0.18f, 0.13f};        // dark brown-black
    return {fallback[0] / 255.f, fallback[1] / 255.f, fallback[2] / 255.f};
}

std::array<float, 3> rockColour() {
    return {0.50f, 0.46f, 0.41f};
}

std::array<float, 4> terrainColour(const std::array<float, 3>& flat, double slope_rad,
                                   double height_t, float noise) {
    const double s =
        smoothstep(8.0 * std::numbers::pi / 180.0, 35.0 * std::numbers::pi / 180.0, slope_rad);
    const Rgb rock = rockColour();
    const float k = float((0.87 + 0.26 * std::clamp(height_t, 0.0, 1.0)) * (1.0 + noise));
    Rgba c;
    for (int i = 0; i < 3; ++i) c[i] = clamp01(float((1 - s) * flat[i] + s * rock[i]) * k);
    c[3] = 1.f;
    return c;
}

}  // namespace botlab::gui::dressing
