// SPDX-License-Identifier: GPL-3.0-or-later
// Scene dressing, the candles (see scene_dressing.h): a wax body, a wick and a flame that
// flickers as a function of the simulated time (a paused simulation shows a still flame and
// changes nothing), glows (unlit, with a translucent halo) and goes out visibly: flame gone, a
// smoke wisp for two seconds, a black wick.
#pragma once

#include <QVector3D>
#include <QVector4D>
#include <vector>

#include "botlab/runner/models.h"
#include "botlab/runner/snapshot.h"

namespace Qt3DCore {
class QEntity;
class QNode;
class QTransform;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QMaterial;
class QParameter;
}  // namespace Qt3DRender

namespace botlab::gui::dressing {

/// How one candle's flame and smoke look at a moment.
struct FlameLook {
    bool visible = false;                      ///< The flame (and its glow) is drawn.
    float scale_xz = 0.f;                      ///< Flame width factor (1 = rest); 0 when out.
    float scale_y = 0.f;                       ///< Flame height factor (1 = rest); 0 when out.
    float tilt_x_rad = 0.f, tilt_z_rad = 0.f;  ///< Sway about the flame's base.
    float smoke_opacity = 0.f;  ///< 0..1; > 0 for kSmokeDuration_s after the flame went out.
    float smoke_rise_m = 0.f;   ///< How far the wisp has risen above the wick.
    float smoke_scale = 1.f;    ///< The wisp's size factor (it spreads as it rises).
};

/// How long the smoke wisp shows after a flame goes out (simulated seconds).
constexpr double kSmokeDuration_s = 2.0;

/// The look of flame `index` at simulated time `sim_time_s`: a deterministic flicker (sums of
/// sines of the time, phase-shifted per index; height within 0.82..1.18, width the opposite way,
/// sway within +-0.09 rad) while `lit`; when out, scale 0 and, when it went out at `out_s` >= 0,
/// a rising, fading smoke wisp until out_s + kSmokeDuration_s.
FlameLook flameLook(double sim_time_s, int index, bool lit, double out_s);

/// An unlit material (vertex colour times `tint`, alpha included) for glowing things; with
/// `translucent` it blends by alpha and writes no depth. Its first parameter is "tint".
Qt3DRender::QMaterial* makeUnlitMaterial(Qt3DCore::QNode* parent, const QVector4D& tint,
                                         bool translucent);

/// The candles of a world in the 3D view, as entities under `parent` (which owns them; the set
/// only points at them): the wax bodies and wicks (one mesh, unlit with a soft shading baked in:
/// wax lets light through), and per candle a flame (glowing, with a halo and the wick's ember)
/// and a smoke wisp. apply() moves them to a snapshot.
class CandleSet {
public:
    CandleSet(Qt3DCore::QEntity* parent, const sim::WorldModel& world);

    /// Sets each flame's flicker and smoke from the snapshot's time, flames_lit and flames_out_s.
    /// Nothing changes (no redraw is asked for) when neither the time nor a flame's state did.
    void apply(const runner::Snapshot& s);

    int size() const { return int(candles_.size()); }

private:
    struct Candle {
        QVector3D base_W;  ///< Where the flame stands (its base, on the wick).
        bool lit = true;
        Qt3DCore::QEntity* flame = nullptr;
        Qt3DCore::QTransform* flameTransform = nullptr;
        Qt3DCore::QEntity* smoke = nullptr;
        Qt3DCore::QTransform* smokeTransform = nullptr;
        Qt3DRender::QParameter* smokeTint = nullptr;
    };
    void show(Candle& c, const FlameLook& look);

    std::vector<Candle> candles_;
    double lastTime_s_ = -1.0;
};

}  // namespace botlab::gui::dressing
