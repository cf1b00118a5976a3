// SPDX-License-Identifier: GPL-3.0-or-later
// Scene dressing: what makes the built-in scenes look like their real counterparts in the 3D view
// (issue 17, deliverable 6) without changing what the simulation sees.
//  - the floor as printed: a competition mat (matte off-white vinyl, a printed frame, start and
//    finish marks), a plywood board under a maze, or a painted board; the pixels the line sensors
//    read as lines are copied unchanged (the sensors keep reading sim::FloorTexture);
//  - the mat's edge with a little thickness on the ground;
//  - walls of wooden planks (grain in vertex colours, lighter end grain on the top edge, a little
//    variation from wall to wall, seeded by the wall's index: no randomness per run);
//  - candles with a wax body, a wick and a flame that flickers as a function of the simulated
//    time (a paused simulation shows a still flame and changes nothing), glows (unlit, with a
//    translucent halo) and goes out visibly: flame gone, a smoke wisp for two seconds, a black
//    wick;
//  - terrain coloured by slope and height in the colour of the scene's soil (seed 000's seven
//    soils), rock on steep faces.
// Everything except CandleSet is a pure function of the models, so tests check it without a
// display.
#pragma once

#include <QImage>
#include <QVector4D>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "botlab/runner/models.h"
#include "botlab/runner/snapshot.h"
#include "view3d/mesh_builder.h"

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

// ---- Floor ----------------------------------------------------------------------------------

/// How a flat floor is drawn.
enum class FloorLook {
    PrintedMat,  ///< Painted lines (strokes or images): a printed competition mat.
    Plywood,     ///< A maze without floor paint: the maze's plywood base board.
    Board,       ///< Anything else: a matte painted board.
};

/// The look of the models' floor: PrintedMat when the floor has strokes or images, else Plywood
/// when the scene has a maze, else Board.
FloorLook floorLook(const runner::LoadedModels& models);

/// The floor picture the view draws (RGBA8888). Its pixel (i, j) covers the same floor area as
/// the sensor texture's pixel (i, j) when that texture is at least 64 x 64 px and at most
/// 2048 px wide and high (larger ones are scaled down, smaller ones (a plain floor) are drawn at
/// 5 mm per pixel). Every "ink" pixel of the sensor texture (one that differs from the floor
/// colour, such as a line and its antialiased edge) is copied unchanged; the background gets
/// the look's material, and decoration (a printed frame, start boxes, a chequered finish) is
/// drawn only more than 12 mm away from any ink pixel, so no line is touched.
QImage floorPicture(const runner::LoadedModels& models);

/// Appends the floor's slab: the mat (or board) as a thin box under the texture's rectangle,
/// 1 mm wider on each side, from y = -1.5 mm (on the ground) to y = 0.4 mm (just under the
/// picture drawn at 0.5 mm), so its edge shows a little thickness. Nothing for a terrain.
void addFloorSlab(ColoredMesh& mesh, const runner::LoadedModels& models);

// ---- Walls ----------------------------------------------------------------------------------

/// Appends a wall (a box body, its x along the wall, y up) as wooden planks: both faces in
/// horizontal planks about 5 cm high whose vertex colours carry a grain (within -10 % .. +8 % of
/// the plank's colour) with a darker seam at each plank's lower edge, plywood plies of lighter
/// end grain on the top edge and the ends, and the whole wall's tone varied by up to +-6 % from
/// `index`. The wall's own colour (`body.rgba`) is the wood's base colour. Deterministic.
void addWoodenWall(ColoredMesh& mesh, const sim::WorldBody& body, int index);

// ---- Terrain --------------------------------------------------------------------------------

/// The flat-ground colour (RGB 0..1) of one of seed 000's soils: "concrete", "wood", "gravel",
/// "sand", "hard_soil", "loose_soil", "peat"; any other name (a rigid terrain) gives `fallback`
/// (the scene's floor colour, RGBA 0..255).
std::array<float, 3> soilColour(const std::string& soil,
                                const std::array<std::uint8_t, 4>& fallback);

/// The colour of bare rock and earth on steep faces (RGB 0..1).
std::array<float, 3> rockColour();

/// A terrain vertex's colour: `flat` up to a slope of 8 degrees, rockColour() from 35 degrees,
/// blended (smoothstep) between; multiplied by 0.87 + 0.26 * height_t (height_t in 0..1 from
/// the lowest to the highest sample: hollows darker, tops lighter) and by (1 + noise).
std::array<float, 4> terrainColour(const std::array<float, 3>& flat, double slope_rad,
                                   double height_t, float noise);

/// Appends the heightfield's surface with smooth normals and per-vertex colours from
/// terrainColour() (soil from hf.soft_terrain, else `fallback`), with a small deterministic noise
/// per sample (+-4 %, gravel +-10 %) and patches a metre or two across, up to 6 % redder (bare
/// ground) or greener.
void addShadedTerrain(ColoredMesh& mesh, const sim::Heightfield& hf,
                      const std::array<std::uint8_t, 4>& fallback);

// ---- Candles --------------------------------------------------------------------------------

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
