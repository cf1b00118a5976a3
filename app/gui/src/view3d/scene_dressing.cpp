// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/scene_dressing.h"

#include "view3d/view_look.h"

#include <QPainter>
#include <QPainterPath>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRenderPass>
#include <algorithm>
#include <cmath>
#include <cstring>

#include "botlab/scenes/scene_document.h"

namespace botlab::gui::dressing {

namespace {

constexpr double kPi = 3.14159265358979323846;
using Rgb = std::array<float, 3>;
using Rgba = std::array<float, 4>;

// ---- Deterministic noise (no random generator: the same scene always looks the same) ----------

std::uint32_t hash(std::uint32_t a, std::uint32_t b, std::uint32_t c = 0) {
    std::uint32_t h = a * 0x8da6b343u ^ b * 0xd8163841u ^ c * 0xcb1ab31fu;
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    h *= 0x297a2d39u;
    h ^= h >> 15;
    return h;
}

/// Uniform in [-1, 1] from a lattice point.
float lattice(int x, int y, std::uint32_t seed) {
    return float(hash(std::uint32_t(x), std::uint32_t(y), seed) & 0xffffffu) / float(0xffffff) *
               2.f -
           1.f;
}

/// Smooth value noise in [-1, 1].
float valueNoise(double x, double y, std::uint32_t seed) {
    const double fx = std::floor(x), fy = std::floor(y);
    const int ix = int(fx), iy = int(fy);
    double tx = x - fx, ty = y - fy;
    tx = tx * tx * (3 - 2 * tx);
    ty = ty * ty * (3 - 2 * ty);
    const double a = lattice(ix, iy, seed), b = lattice(ix + 1, iy, seed);
    const double c = lattice(ix, iy + 1, seed), d = lattice(ix + 1, iy + 1, seed);
    return float((1 - ty) * ((1 - tx) * a + tx * b) + ty * ((1 - tx) * c + tx * d));
}

std::uint8_t clampByte(double v) {
    return std::uint8_t(std::clamp(std::lround(v), 0L, 255L));
}

float clamp01(float v) {
    return std::clamp(v, 0.f, 1.f);
}

Rgba scaled(const Rgb& c, float k, float alpha = 1.f) {
    return {clamp01(c[0] * k), clamp01(c[1] * k), clamp01(c[2] * k), alpha};
}

double smoothstep(double e0, double e1, double x) {
    const double t = std::clamp((x - e0) / (e1 - e0), 0.0, 1.0);
    return t * t * (3 - 2 * t);
}

void pushVertex(ColoredMesh& m, const QVector3D& p, const QVector3D& n, const Rgba& c) {
    m.vertices.insert(m.vertices.end(),
                      {p.x(), p.y(), p.z(), n.x(), n.y(), n.z(), c[0], c[1], c[2], c[3]});
}

/// A quad a-b-c-d (counter-clockwise seen from outside) with one colour per corner.
void addQuad(ColoredMesh& m, const QVector3D& a, const QVector3D& b, const QVector3D& c,
             const QVector3D& d, const QVector3D& n, const Rgba& ca, const Rgba& cb, const Rgba& cc,
             const Rgba& cd) {
    pushVertex(m, a, n, ca);
    pushVertex(m, b, n, cb);
    pushVertex(m, c, n, cc);
    pushVertex(m, a, n, ca);
    pushVertex(m, c, n, cc);
    pushVertex(m, d, n, cd);
}

// ---- Floor ------------------------------------------------------------------------------------

bool textureUsable(const sim::FloorTexture& f) {
    return f.width_px > 0 && f.height_px > 0 &&
           f.rgba.size() >= std::size_t(f.width_px) * std::size_t(f.height_px) * 4;
}

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
            const double band = std::sin(z_m * 110.0 + warp * kPi);
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
        const double yaw = std::atan2(fwd.z(), fwd.x()) * 180.0 / kPi;  // +x towards +z
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

// ---- Unlit material ---------------------------------------------------------------------------

const char* kUnlitVertexMain = R"(void main() {
    color = vertexColor;
    gl_Position = mvp * vec4(vertexPosition, 1.0);
}
)";
const char* kUnlitFragmentMain = R"(void main() {
    fragColor = vec4(color.rgb * tint.rgb, color.a * tint.a);
}
)";
const char* kUnlitVertexGl = R"(#version 150 core
in vec3 vertexPosition;
in vec4 vertexColor;
out vec4 color;
uniform mat4 mvp;
)";
const char* kUnlitFragmentGl = R"(#version 150 core
in vec4 color;
out vec4 fragColor;
uniform vec4 tint;
)";
// Qt 3D's RHI renderer: the same uniform blocks as the view's lit material (view_look.cpp).
const char* kUnlitVertexRhi = R"(#version 450
layout(location = 0) in vec3 vertexPosition;
layout(location = 1) in vec3 vertexNormal;
layout(location = 2) in vec4 vertexColor;
layout(location = 0) out vec4 color;
)";
const char* kUnlitFragmentRhi = R"(#version 450
layout(location = 0) in vec4 color;
layout(location = 0) out vec4 fragColor;
layout(std140, binding = 2) uniform botlab_material_uniforms {
  vec4 tint;
};
)";

// ---- Candle meshes ----------------------------------------------------------------------------

constexpr double kCandleRadius_m = 0.012;
constexpr double kFlameHeight_m = 0.032;
constexpr double kFlameRadius_m = 0.0075;

/// A surface of revolution about +y from (radius, height, colour) rings, base at the origin.
void addRevolved(ColoredMesh& m, const std::vector<std::pair<double, double>>& rings,
                 const std::vector<Rgba>& colours, int segs) {
    for (std::size_t r = 0; r + 1 < rings.size(); ++r) {
        const auto [r0, y0] = rings[r];
        const auto [r1, y1] = rings[r + 1];
        for (int s = 0; s < segs; ++s) {
            const double a0 = 2 * kPi * s / segs, a1 = 2 * kPi * (s + 1) / segs;
            const QVector3D p00(float(r0 * std::cos(a0)), float(y0), float(r0 * std::sin(a0)));
            const QVector3D p01(float(r0 * std::cos(a1)), float(y0), float(r0 * std::sin(a1)));
            const QVector3D p10(float(r1 * std::cos(a0)), float(y1), float(r1 * std::sin(a0)));
            const QVector3D p11(float(r1 * std::cos(a1)), float(y1), float(r1 * std::sin(a1)));
            const QVector3D n0(float(std::cos(a0)), 0.f, float(std::sin(a0)));
            const QVector3D n1(float(std::cos(a1)), 0.f, float(std::sin(a1)));
            // Outward winding: a0 -> a1 runs clockwise seen from +y.
            pushVertex(m, p00, n0, colours[r]);
            pushVertex(m, p11, n1, colours[r + 1]);
            pushVertex(m, p01, n1, colours[r]);
            pushVertex(m, p00, n0, colours[r]);
            pushVertex(m, p10, n0, colours[r + 1]);
            pushVertex(m, p11, n1, colours[r + 1]);
        }
    }
}

/// The flame: a teardrop, blue at its root, white-yellow in its body, orange at the tip.
ColoredMesh flameMesh() {
    std::vector<std::pair<double, double>> rings;
    std::vector<Rgba> colours;
    const int n = 10;
    for (int k = 0; k <= n; ++k) {
        const double s = double(k) / n;
        const double r = kFlameRadius_m * 1.75 * std::sqrt(s) * std::pow(1.0 - s, 0.85);
        rings.emplace_back(r, s * kFlameHeight_m);
        Rgba c;
        if (s < 0.12)
            c = {0.45f, 0.55f, 1.0f, 1.f};
        else if (s < 0.45)
            c = {1.0f, 0.96f, 0.78f, 1.f};
        else if (s < 0.8)
            c = {1.0f, 0.78f, 0.28f, 1.f};
        else
            c = {1.0f, 0.45f, 0.08f, 1.f};
        colours.push_back(c);
    }
    ColoredMesh m;
    addRevolved(m, rings, colours, 12);
    // The wick's glowing ember at the flame's root.
    std::vector<std::pair<double, double>> ember = {
        {0.0, -0.004}, {0.0013, -0.0035}, {0.0013, -0.001}, {0.0, 0.0}};
    addRevolved(m, ember,
                {{1.f, 0.35f, 0.05f, 1.f},
                 {1.f, 0.4f, 0.08f, 1.f},
                 {1.f, 0.55f, 0.1f, 1.f},
                 {1.f, 0.6f, 0.1f, 1.f}},
                6);
    return m;
}

/// A soft glow around the flame: a translucent ellipsoid, brightest at its middle ring.
ColoredMesh haloMesh() {
    std::vector<std::pair<double, double>> rings;
    std::vector<Rgba> colours;
    const int n = 8;
    for (int k = 0; k <= n; ++k) {
        const double th = kPi * k / n;
        rings.emplace_back(0.016 * std::sin(th), kFlameHeight_m * 0.45 - 0.028 * std::cos(th));
        colours.push_back({1.f, 0.75f, 0.35f, float(0.1 * std::sin(th) * std::sin(th))});
    }
    ColoredMesh m;
    addRevolved(m, rings, colours, 12);
    return m;
}

/// The smoke wisp: three grey puffs one above the other, fading upwards.
ColoredMesh smokeMesh() {
    ColoredMesh m;
    for (int k = 0; k < 3; ++k) {
        sim::Shape s;
        s.type = sim::ShapeType::Sphere;
        s.radius_m = 0.005 + 0.003 * k;
        const float a = 0.8f - 0.2f * k;
        addShape(m, s,
                 sim::Pose::fromTranslation(sim::Vec3(0.002 * (k % 2 ? 1 : -1), 0.014 * k, 0)),
                 {0.55f, 0.55f, 0.56f, a});
    }
    return m;
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

void addFloorSlab(ColoredMesh& mesh, const runner::LoadedModels& models) {
    const sim::WorldModel& w = models.scene.world;
    if (w.terrain || !textureUsable(w.floor)) return;
    const sim::FloorTexture& f = w.floor;
    Rgb c{};
    switch (floorLook(models)) {
        case FloorLook::PrintedMat:
            c = {0.86f, 0.85f, 0.82f};  // the vinyl's cut edge
            break;
        case FloorLook::Plywood:
            c = {0.74f, 0.62f, 0.44f};
            break;
        case FloorLook::Board:
            c = {f.outside_rgba[0] / 255.f * 0.8f, f.outside_rgba[1] / 255.f * 0.8f,
                 f.outside_rgba[2] / 255.f * 0.8f};
            break;
    }
    const double top = 0.0004, bottom = -0.0015;
    sim::Shape slab;
    slab.type = sim::ShapeType::Box;
    slab.size_m = sim::Vec3(f.size_x_m + 0.002, top - bottom, f.size_z_m + 0.002);
    addShape(mesh, slab,
             sim::Pose::fromTranslation(sim::Vec3(f.min_x_m + f.size_x_m / 2, (top + bottom) / 2,
                                                  f.min_z_m + f.size_z_m / 2)),
             {c[0], c[1], c[2], 1.f});
}

// ---- Walls ------------------------------------------------------------------------------------

void addWoodenWall(ColoredMesh& mesh, const sim::WorldBody& body, int index) {
    if (body.shape.type != sim::ShapeType::Box) {
        addShape(mesh, body.shape, body.X_WB, body.rgba);
        return;
    }
    const std::uint32_t seed = std::uint32_t(index) * 7919u + 17u;
    const double L = body.shape.size_m.x(), H = body.shape.size_m.y(), T = body.shape.size_m.z();
    // The whole wall's tone: +-6 % from its index.
    const float tone = 1.f + 0.06f * lattice(index, 1, 99u);
    const Rgb base = {body.rgba[0] * tone, body.rgba[1] * tone, body.rgba[2] * tone};
    const float alpha = body.rgba[3];
    const int planks = std::max(1, int(std::lround(H / 0.05)));
    const int segs = std::clamp(int(std::ceil(L / 0.02)), 1, 400);
    auto W = [&](double x, double y, double z) { return toQt(body.X_WB * sim::Vec3(x, y, z)); };
    auto N = [&](double x, double y, double z) {
        return toQt(body.X_WB.rotation * sim::Vec3(x, y, z));
    };
    // Grain of plank k at u (0..L): long streaks from a stretched noise plus a slow wave; in
    // -0.10 .. +0.08 of the plank's colour.
    auto grain = [&](int k, double u) {
        const double n = 0.6 * valueNoise(u * 9.0, k * 3.1, seed + 1u) +
                         0.4 * std::sin(u * 55.0 + 4.0 * valueNoise(u * 2.5, k * 1.7, seed + 2u));
        return float(std::clamp(-0.01 + 0.085 * n, -0.10, 0.08));
    };
    for (int side : {-1, 1}) {
        const QVector3D n = N(0, 0, side);
        for (int k = 0; k < planks; ++k) {
            const double y0 = -H / 2 + H * k / planks, y1 = -H / 2 + H * (k + 1) / planks;
            const float plankTone = 1.f + 0.035f * lattice(index * 31 + k, side, 5u);
            for (int s = 0; s < segs; ++s) {
                const double u0 = L * s / segs, u1 = L * (s + 1) / segs;
                const double x0 = -L / 2 + u0, x1 = -L / 2 + u1;
                const float g0 = plankTone * (1.f + grain(k, u0 + side * 0.37));
                const float g1 = plankTone * (1.f + grain(k, u1 + side * 0.37));
                // The seam: the plank's lower edge a little darker.
                const float seam = planks > 1 && k > 0 ? 0.9f : 1.f;
                const Rgba a = scaled(base, g0 * seam, alpha), b = scaled(base, g1 * seam, alpha);
                const Rgba c = scaled(base, g1, alpha), d = scaled(base, g0, alpha);
                const double z = side * T / 2;
                if (side > 0)
                    addQuad(mesh, W(x0, y0, z), W(x1, y0, z), W(x1, y1, z), W(x0, y1, z), n, a, b,
                            c, d);
                else
                    addQuad(mesh, W(x1, y0, z), W(x0, y0, z), W(x0, y1, z), W(x1, y1, z), n, b, a,
                            d, c);
            }
        }
    }
    // End grain on the top edge and the ends: lighter, in plies across the thickness.
    const int plies = 5;
    auto ply = [&](int p) {
        const float k = (p % 2 == 0) ? 1.2f : 1.05f;
        return scaled({base[0] + 0.05f, base[1] + 0.045f, base[2] + 0.035f}, k, alpha);
    };
    const QVector3D up = N(0, 1, 0);
    for (int p = 0; p < plies; ++p) {
        const double z0 = -T / 2 + T * p / plies, z1 = -T / 2 + T * (p + 1) / plies;
        const Rgba c = ply(p);
        addQuad(mesh, W(-L / 2, H / 2, z0), W(-L / 2, H / 2, z1), W(L / 2, H / 2, z1),
                W(L / 2, H / 2, z0), up, c, c, c, c);
        for (int end : {-1, 1}) {
            const QVector3D n = N(end, 0, 0);
            const double x = end * L / 2;
            if (end > 0)
                addQuad(mesh, W(x, -H / 2, z0), W(x, H / 2, z0), W(x, H / 2, z1), W(x, -H / 2, z1),
                        n, c, c, c, c);
            else
                addQuad(mesh, W(x, -H / 2, z1), W(x, H / 2, z1), W(x, H / 2, z0), W(x, -H / 2, z0),
                        n, c, c, c, c);
        }
    }
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
    const double s = smoothstep(8.0 * kPi / 180.0, 35.0 * kPi / 180.0, slope_rad);
    const Rgb rock = rockColour();
    const float k = float((0.87 + 0.26 * std::clamp(height_t, 0.0, 1.0)) * (1.0 + noise));
    Rgba c;
    for (int i = 0; i < 3; ++i) c[i] = clamp01(float((1 - s) * flat[i] + s * rock[i]) * k);
    c[3] = 1.f;
    return c;
}

void addShadedTerrain(ColoredMesh& mesh, const sim::Heightfield& hf,
                      const std::array<std::uint8_t, 4>& fallback) {
    if (hf.samples_x < 2 || hf.samples_z < 2 ||
        hf.heights_m.size() < std::size_t(hf.samples_x) * hf.samples_z)
        return;
    const auto [lo, hi] = std::minmax_element(hf.heights_m.begin(), hf.heights_m.end());
    const double range = std::max(1e-6, *hi - *lo);
    const Rgb flat = soilColour(hf.soft_terrain, fallback);
    const float amplitude = hf.soft_terrain == "gravel" ? 0.10f : 0.04f;
    auto height = [&](int ix, int iz) { return hf.heights_m[std::size_t(iz) * hf.samples_x + ix]; };
    auto P = [&](int ix, int iz) {
        return QVector3D(float(hf.min_x_m + ix * hf.cell_m), float(height(ix, iz)),
                         float(hf.min_z_m + iz * hf.cell_m));
    };
    // Per sample: normal and colour, computed once.
    const std::size_t n = std::size_t(hf.samples_x) * hf.samples_z;
    std::vector<QVector3D> normals(n);
    std::vector<Rgba> colours(n);
    for (int iz = 0; iz < hf.samples_z; ++iz)
        for (int ix = 0; ix < hf.samples_x; ++ix) {
            const int x0 = std::max(0, ix - 1), x1 = std::min(hf.samples_x - 1, ix + 1);
            const int z0 = std::max(0, iz - 1), z1 = std::min(hf.samples_z - 1, iz + 1);
            const QVector3D dx = P(x1, iz) - P(x0, iz), dz = P(ix, z1) - P(ix, z0);
            const QVector3D nn = QVector3D::crossProduct(dz, dx).normalized();
            const std::size_t k = std::size_t(iz) * hf.samples_x + ix;
            normals[k] = nn;
            const double slope = std::acos(std::clamp(double(nn.y()), -1.0, 1.0));
            const float noise = amplitude * (0.25f * lattice(ix, iz, 21u) +
                                             0.75f * valueNoise(ix * 0.15, iz * 0.15, 22u));
            colours[k] = terrainColour(flat, slope, (height(ix, iz) - *lo) / range, noise);
            // Patches a metre or two across, a little redder (bare) or greener (grown over).
            const float patch = 0.06f * valueNoise(ix * hf.cell_m * 0.7, iz * hf.cell_m * 0.7, 23u);
            colours[k][0] = clamp01(colours[k][0] * (1.f + patch));
            colours[k][1] = clamp01(colours[k][1] * (1.f + 0.3f * patch));
            colours[k][2] = clamp01(colours[k][2] * (1.f - 0.5f * patch));
        }
    auto V = [&](int ix, int iz) {
        const std::size_t k = std::size_t(iz) * hf.samples_x + ix;
        pushVertex(mesh, P(ix, iz), normals[k], colours[k]);
    };
    mesh.vertices.reserve(mesh.vertices.size() +
                          std::size_t(hf.samples_x - 1) * (hf.samples_z - 1) * 6 * 10);
    for (int iz = 0; iz + 1 < hf.samples_z; ++iz)
        for (int ix = 0; ix + 1 < hf.samples_x; ++ix) {
            V(ix, iz);
            V(ix, iz + 1);
            V(ix + 1, iz + 1);
            V(ix, iz);
            V(ix + 1, iz + 1);
            V(ix + 1, iz);
        }
}

// ---- Candles ----------------------------------------------------------------------------------

FlameLook flameLook(double t, int index, bool lit, double out_s) {
    FlameLook look;
    if (lit) {
        const double phi = 1.7 * index;
        const double w = 2 * kPi;
        const double dy = 0.10 * std::sin(w * 5.3 * t + phi) +
                          0.05 * std::sin(w * 11.7 * t + 2.3 * phi) +
                          0.03 * std::sin(w * 17.9 * t + 0.7 * phi);
        look.visible = true;
        look.scale_y = float(1.0 + dy);
        look.scale_xz = float(1.0 - 0.35 * dy);
        look.tilt_x_rad =
            float(0.06 * std::sin(w * 1.3 * t + phi) + 0.03 * std::sin(w * 3.7 * t + 2.0 * phi));
        look.tilt_z_rad =
            float(0.06 * std::sin(w * 1.1 * t + 0.5 + phi) + 0.03 * std::sin(w * 4.1 * t + phi));
        return look;
    }
    const double age = t - out_s;
    if (out_s >= 0 && age >= 0 && age < kSmokeDuration_s) {
        const double u = age / kSmokeDuration_s;
        // Full at once: a run that ends as the last candle goes out (the fire-fighting goal)
        // still shows a puff above the black wick.
        look.smoke_opacity = float(0.6 * (1.0 - u));
        look.smoke_rise_m = float(0.004 + 0.05 * age);
        look.smoke_scale = float(1.0 + 1.5 * u);
    }
    return look;
}

Qt3DRender::QMaterial* makeUnlitMaterial(Qt3DCore::QNode* parent, const QVector4D& tint,
                                         bool translucent) {
    auto* material = makeMaterial(
        parent, QByteArray(kUnlitVertexGl) + kUnlitVertexMain,
        QByteArray(kUnlitFragmentGl) + kUnlitFragmentMain,
        QByteArray(kUnlitVertexRhi) + qt3dCommandUniformsRhi() + kUnlitVertexMain,
        QByteArray(kUnlitFragmentRhi) + kUnlitFragmentMain,
        translucent ? std::function<void(Qt3DRender::QRenderPass*)>(addAlphaBlending) : nullptr);
    material->addParameter(new Qt3DRender::QParameter(QStringLiteral("tint"), tint, material));
    return material;
}

CandleSet::CandleSet(Qt3DCore::QEntity* parent, const sim::WorldModel& world) {
    if (world.flames.empty()) return;
    const ColoredMesh flame = flameMesh(), halo = haloMesh(), smoke = smokeMesh();
    auto* flameMaterial = makeUnlitMaterial(parent, QVector4D(1, 1, 1, 1), false);
    auto* haloMaterial = makeUnlitMaterial(parent, QVector4D(1, 1, 1, 1), true);
    ColoredMesh wax;
    for (std::size_t i = 0; i < world.flames.size(); ++i) {
        const sim::FlameSource& f = world.flames[i];
        // The wax body up to 1 cm below the flame's point (as the scene's candle body), with a
        // slightly darker, melted rim; the wick above it.
        const double top = std::max(0.01, f.p_W.y() - 0.01);
        const double x = f.p_W.x(), z = f.p_W.z();
        const Rgba ivory = {0.96f, 0.93f, 0.84f, 1.f}, rim = {0.9f, 0.86f, 0.76f, 1.f};
        ColoredMesh body;
        addRevolved(body,
                    {{kCandleRadius_m, 0.0},
                     {kCandleRadius_m, top - 0.002},
                     {kCandleRadius_m * 0.92, top},
                     {kCandleRadius_m * 0.6, top - 0.0015},
                     {0.0, top - 0.001}},
                    {ivory, ivory, rim, rim, rim}, 20);
        addRevolved(
            body, {{0.0012, top - 0.002}, {0.0012, top + 0.007}, {0.0, top + 0.0075}},
            {{0.12f, 0.1f, 0.09f, 1.f}, {0.05f, 0.04f, 0.04f, 1.f}, {0.03f, 0.03f, 0.03f, 1.f}}, 6);
        // Wax lets light through: drawn unlit with a soft shading baked in (brighter towards
        // the view's sun), so it never turns the grey of a lit matte cylinder.
        const QVector3D sun = QVector3D(0.35f, 0.85f, 0.4f).normalized();
        for (std::size_t v = 0; v + 9 < body.vertices.size(); v += 10) {
            body.vertices[v] += float(x);
            body.vertices[v + 2] += float(z);
            const QVector3D n(body.vertices[v + 3], body.vertices[v + 4], body.vertices[v + 5]);
            const float k = 0.8f + 0.2f * std::max(0.f, QVector3D::dotProduct(n, sun));
            for (int c = 6; c < 9; ++c) body.vertices[v + c] *= k;
        }
        wax.append(body);

        Candle c;
        c.base_W = QVector3D(float(x), float(top + 0.006), float(z));
        c.lit = f.lit;
        c.flame = new Qt3DCore::QEntity(parent);
        c.flame->setObjectName(QStringLiteral("candleFlame"));
        c.flameTransform = new Qt3DCore::QTransform(c.flame);
        c.flameTransform->setTranslation(c.base_W);
        c.flame->addComponent(c.flameTransform);
        auto* core = new Qt3DCore::QEntity(c.flame);
        core->addComponent(makeRenderer(flame, core));
        core->addComponent(flameMaterial);
        auto* glow = new Qt3DCore::QEntity(c.flame);
        glow->addComponent(makeRenderer(halo, glow));
        glow->addComponent(haloMaterial);

        c.smoke = new Qt3DCore::QEntity(parent);
        c.smoke->setObjectName(QStringLiteral("candleSmoke"));
        c.smokeTransform = new Qt3DCore::QTransform(c.smoke);
        c.smokeTransform->setTranslation(c.base_W);
        c.smoke->addComponent(c.smokeTransform);
        c.smoke->addComponent(makeRenderer(smoke, c.smoke));
        auto* smokeMaterial = makeUnlitMaterial(c.smoke, QVector4D(1, 1, 1, 0), true);
        c.smokeTint = smokeMaterial->parameters().constFirst();
        c.smoke->addComponent(smokeMaterial);
        candles_.push_back(c);
        show(candles_.back(), flameLook(0.0, int(i), f.lit, -1.0));
    }
    auto* waxEntity = new Qt3DCore::QEntity(parent);
    waxEntity->setObjectName(QStringLiteral("candleWax"));
    waxEntity->addComponent(makeRenderer(wax, waxEntity));
    waxEntity->addComponent(makeUnlitMaterial(waxEntity, QVector4D(1, 1, 1, 1), false));
}

void CandleSet::show(Candle& c, const FlameLook& look) {
    if (c.flame->isEnabled() != look.visible) c.flame->setEnabled(look.visible);
    if (look.visible) {
        c.flameTransform->setScale3D(QVector3D(look.scale_xz, look.scale_y, look.scale_xz));
        c.flameTransform->setRotation(QQuaternion::fromEulerAngles(
            look.tilt_x_rad * float(180.0 / kPi), 0.f, look.tilt_z_rad * float(180.0 / kPi)));
    }
    const bool smoking = look.smoke_opacity > 0.f;
    if (c.smoke->isEnabled() != smoking) c.smoke->setEnabled(smoking);
    if (smoking) {
        c.smokeTransform->setTranslation(c.base_W + QVector3D(0, look.smoke_rise_m, 0));
        c.smokeTransform->setScale(look.smoke_scale);
        c.smokeTint->setValue(QVector4D(1, 1, 1, look.smoke_opacity));
    }
}

void CandleSet::apply(const runner::Snapshot& s) {
    bool changed = s.sim_time_s != lastTime_s_;
    for (std::size_t i = 0; i < candles_.size() && i < s.flames_lit.size(); ++i)
        changed = changed || candles_[i].lit != bool(s.flames_lit[i]);
    if (!changed) return;
    lastTime_s_ = s.sim_time_s;
    for (std::size_t i = 0; i < candles_.size(); ++i) {
        Candle& c = candles_[i];
        if (i < s.flames_lit.size()) c.lit = s.flames_lit[i];
        const double out = i < s.flames_out_s.size() ? s.flames_out_s[i] : -1.0;
        show(c, flameLook(s.sim_time_s, int(i), c.lit, out));
    }
}

}  // namespace botlab::gui::dressing
