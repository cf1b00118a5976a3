// SPDX-License-Identifier: GPL-3.0-or-later
// WorldModel: the immutable, plain-data description of the world a robot runs in.
// The scenes module compiles a scene document into one. SI units, Y up; the floor is the plane
// y = 0 unless a terrain heightfield replaces it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/sim/types.h"

namespace botlab::sim {

/// A static or movable body in the world (wall, obstacle, ball).
struct WorldBody {
    std::string name;  ///< Used in error messages and collision reports.
    Shape shape;       ///< Its X_LS is ignored; the pose is X_WB. mass_kg is used when movable.
    Pose X_WB;
    bool movable = false;
    std::array<float, 4> rgba = {0.8f, 0.8f, 0.8f, 1.0f};
    bool is_wall = false;  ///< Counted as a wall collision in run reports.
};

/// The floor's picture as line sensors see it: RGBA8, row-major, `width_px * height_px * 4` bytes.
/// Pixel (column i, row j) covers x in [min_x_m + i*size_x_m/width_px, ...) and
/// z in [min_z_m + j*size_z_m/height_px, ...). Outside the texture the floor reads `outside_rgba`.
struct FloorTexture {
    int width_px = 0;
    int height_px = 0;
    std::vector<std::uint8_t> rgba;
    double min_x_m = -1.0;
    double min_z_m = -1.0;
    double size_x_m = 2.0;
    double size_z_m = 2.0;
    std::array<std::uint8_t, 4> outside_rgba = {255, 255, 255, 255};
};

/// Terrain as a grid of heights (a digital elevation model). Sample (ix, iz) is at
/// x = min_x_m + ix * cell_m, z = min_z_m + iz * cell_m, height heights_m[iz * samples_x + ix].
struct Heightfield {
    int samples_x = 0;  ///< >= 2
    int samples_z = 0;  ///< >= 2
    double cell_m = 0.1;
    double min_x_m = 0.0;
    double min_z_m = 0.0;
    std::vector<double> heights_m;
    Material material;
    double thickness_m = 1.0;  ///< Solid depth below the lowest sample.
    /// Soft-ground type of the scene (seed 000, Table 1): "concrete", "wood", "gravel", "sand",
    /// "hard_soil", "loose_soil", "peat"; empty = rigid. The simulation itself does not read it:
    /// the runner passes it to legged::LeggedOptions::soft_terrain, whose feet then use it.
    std::string soft_terrain;
};

/// Height of the ground surface of `h` at (x_m, z_m), in metres: the surface the engine collides
/// with and casts rays against. ODE splits each cell along its diagonal from sample (ix + 1, iz) to
/// (ix, iz + 1) into two flat triangles; the height is on the plane of the triangle the point is
/// in (fx + fz <= 1 for the first, with fx, fz the point's fractions in the cell). So it is exact
/// at the samples, linear along cell edges, and not bilinear inside a cell. Points outside the
/// grid take the height at the nearest point of its edge. A malformed heightfield (fewer than
/// 2 x 2 samples, heights_m of another size, cell_m not > 0) gives 0.
double heightAt(const Heightfield& h, double x_m, double z_m);

/// Upward unit normal of the triangle heightAt uses at (x_m, z_m); +Y for a malformed heightfield.
Vec3 normalAt(const Heightfield& h, double x_m, double z_m);

/// A point light source (a candle). Reading falls off with the square of the distance.
struct FlameSource {
    std::string name;
    Vec3 p_W = Vec3::Zero();
    double intensity = 1.0;  ///< A sensor 0.1 m away, facing it, reads 100 * intensity (clamped).
    bool lit = true;
};

/// A sound source (a buzzer) that sound sensors hear; see SensorType::Sound for the falloff.
struct SoundSource {
    std::string name;
    Vec3 p_W = Vec3::Zero();  ///< Where the sound comes from at the start (m).
    /// What a sound sensor kSoundReference_m away reads from it alone, in percent, 0..1000
    /// (above 100 the sensor saturates within that distance).
    double level_percent = 80.0;
    bool on = true;  ///< A source that is off makes no sound.
    /// Index of the world body the source sits in, or -1. A movable body carries the source
    /// along (p_W is then the source's place at the body's start pose).
    int body = -1;
};

/// The distance at which SoundSource::level_percent is read (m).
inline constexpr double kSoundReference_m = 0.1;

struct WorldModel {
    /// Bounds of step_s, in seconds. sim owns them; scene files are checked against them.
    static constexpr double kMinStep_s = 1e-4;
    static constexpr double kMaxStep_s = 0.02;
    double step_s = 0.001;  ///< Fixed physics step, in [kMinStep_s, kMaxStep_s].
    /// Iterations of ODE's quick-step constraint solver per step, 1..1000. More make long joint
    /// chains stiffer and cost time linearly (20 meets the sim tests' 1 % figures).
    int solver_iterations = 20;
    /// Bounds of contact_layer_m, in metres.
    static constexpr double kMinContactLayer_m = 0.0;
    static constexpr double kMaxContactLayer_m = 0.005;
    /// Depth shapes may sink into each other before their contact pushes them apart (ODE's
    /// contact surface layer), in [kMinContactLayer_m, kMaxContactLayer_m]. 0.2 mm suits the 1 ms
    /// step; a 2 ms step wants about twice that, or two robots pushing nose to nose jitter about
    /// the layer and creep (the arenas: scenes/builtin/sumo.json).
    double contact_layer_m = 2e-4;
    Vec3 gravity_m_s2 = Vec3(0.0, -9.81, 0.0);
    bool ground_plane = true;  ///< The plane y = 0 (ignored where a terrain is given).
    Material ground_material;
    FloorTexture floor;
    std::vector<WorldBody> bodies;
    std::optional<Heightfield> terrain;
    std::vector<FlameSource> flames;
    std::vector<SoundSource> sounds;
    /// Brightness of the scene's overhead and ambient light, 0..100 %: what a light sensor
    /// facing up reads, or one facing down over a white floor (see SensorType::Light).
    double ambient_light_percent = 50.0;
    /// A running fan (>= 30 %) within this distance, pointing at a flame (within 30 degrees),
    /// for this long puts it out.
    double fan_reach_m = 0.3;
    double fan_time_s = 1.5;
};

/// Checks a world before the engine sees it; the message names the offending item.
Status validate(const WorldModel& world);

}  // namespace botlab::sim
