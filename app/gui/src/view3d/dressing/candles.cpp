// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/dressing/candles.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRenderPass>
#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>

#include "view3d/dressing/common.h"
#include "view3d/materials.h"
#include "view3d/mesh_builder.h"

namespace botlab::gui::dressing {

using namespace detail;

namespace {

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
            const double a0 = 2 * std::numbers::pi * s / segs,
                         a1 = 2 * std::numbers::pi * (s + 1) / segs;
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
        const double th = std::numbers::pi * k / n;
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

// ---- Candles ----------------------------------------------------------------------------------

FlameLook flameLook(double t, int index, bool lit, double out_s) {
    FlameLook look;
    if (lit) {
        const double phi = 1.7 * index;
        const double w = 2 * std::numbers::pi;
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
        parent, QStringLiteral("unlit"),
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
        c.flameTransform->setRotation(
            QQuaternion::fromEulerAngles(look.tilt_x_rad * float(180.0 / std::numbers::pi), 0.f,
                                         look.tilt_z_rad * float(180.0 / std::numbers::pi)));
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
