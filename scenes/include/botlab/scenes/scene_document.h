// SPDX-License-Identifier: GPL-3.0-or-later
// SceneDocument: the editable, plain-data description of a scene (floor paint, walls, mazes,
// obstacles and buzzers, candles, terrain, start poses, goals, centreline, lighting) and its
// versioned JSON form (docs/formats/scene.md). A scene file is data only: nothing in it is ever
// executed.
//
// Conventions: SI units, world Y up, the floor is the XZ plane y = 0. Points on the floor are
// (x, z) pairs. Angles in the floor plane (arcs, yaw) are measured from +X towards -Z, i.e.
// counter-clockwise seen from above, the same sense as a rotation about +Y. Seen from above with
// +X to the right, +Z points down the page (and floor images are drawn that way: image rows grow
// with z).
#pragma once

#include <QColor>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/sim/types.h"
#include "botlab/sim/world_model.h"

class QJsonObject;

namespace botlab::scenes {

/// Current version of the scene file format written by toJson(). Files with a newer version are
/// refused.
inline constexpr int kSceneFormatVersion = 1;
/// The "format" value of every scene file.
inline constexpr const char* kSceneFormatName = "botlab-scene";

/// Limits of a scene (docs/formats/scene.md, "Limits"), so that no file can make the world
/// builder or the physics step run without end. The counts are checked while the file is read
/// (before the items are read, so 100,000 obstacles are refused at once) and again by
/// SceneDocument::validate(); a breach is an error naming the JSON path.
struct SceneLimits {
    /// The physics step's bounds, in seconds: sim's (physics.step_s is in [kMinStep_s,
    /// kMaxStep_s]; sim::validate refuses any other step).
    static constexpr double kMinStep_s = sim::WorldModel::kMinStep_s;
    static constexpr double kMaxStep_s = sim::WorldModel::kMaxStep_s;
    /// physics.contact_layer_m's bounds, in metres: sim's.
    static constexpr double kMinContactLayer_m = sim::WorldModel::kMinContactLayer_m;
    static constexpr double kMaxContactLayer_m = sim::WorldModel::kMaxContactLayer_m;
    static constexpr int kMaxWalls = 1000;
    static constexpr int kMaxMazes = 16;
    /// Maze cells of all mazes together (one 100 x 100 maze).
    static constexpr int kMaxMazeCells = 10000;
    static constexpr int kMaxObstacles = 1000;
    /// Obstacles with "movable": true (each is a body the physics steps).
    static constexpr int kMaxMovableObstacles = 200;
    /// Bodies that do not move: walls, maze walls (a maze of r x c cells counts r c + r + c + 1)
    /// and fixed obstacles.
    static constexpr int kMaxStaticBodies = 5000;
    static constexpr int kMaxFlames = 100;
    static constexpr int kMaxStrokes = 1000;
    /// Points of all strokes together (and of the centreline).
    static constexpr int kMaxStrokePoints = 100000;
    /// Gaps and dashes of one stroke, each.
    static constexpr int kMaxStrokeMarks = 10000;
    static constexpr int kMaxFloorImages = 64;
    static constexpr int kMaxStarts = 64;
    static constexpr int kMaxCheckpoints = 256;
    /// Highest team number of a start pose.
    static constexpr int kMaxTeam = 64;
    /// Goals of a soccer arena and lanes of a race.
    static constexpr int kMaxArenaZones = 64;
    /// Every item (wall ends, obstacles, flames, starts, zones, mazes, floor images) lies within
    /// the floor's rectangle, joined with the terrain's when there is one, grown by this margin.
    static constexpr double kReachMargin_m = 5.0;
};

/// A point on the floor plane (metres).
struct FloorPoint {
    double x_m = 0.0;
    double z_m = 0.0;
    bool operator==(const FloorPoint&) const = default;
};

/// What a painted stroke's geometry is.
enum class StrokeKind {
    Polyline,  ///< `points`: >= 2 points joined by straight segments (`closed` joins last to
               ///< first).
    Arc,  ///< `centre`, `radius_m`, `start_deg`, `sweep_deg` (signed; positive = CCW from above).
    Bezier,  ///< `points`: a chain of cubic Bezier curves p0 c1 c2 p1 c1 c2 p2 ... (3n + 1 points).
};

/// A short dash painted across a stroke (seed 003's distractors), centred on the stroke.
struct CrossDash {
    double at_m = 0.0;        ///< Arc length along the stroke where the dash crosses it.
    double length_m = 0.1;    ///< Full length of the dash.
    double width_m = 0.02;    ///< Width of the dash's paint.
    double angle_deg = 90.0;  ///< Angle between the stroke's direction and the dash.
    bool operator==(const CrossDash&) const = default;
};

/// A stretch of a stroke left unpainted, by arc length along the stroke.
struct StrokeGap {
    double from_m = 0.0;
    double to_m = 0.0;
    bool operator==(const StrokeGap&) const = default;
};

/// A line painted on the floor.
struct Stroke {
    StrokeKind kind = StrokeKind::Polyline;
    std::vector<FloorPoint> points;  ///< Polyline and Bezier.
    bool closed = false;             ///< Polyline only.
    FloorPoint centre;               ///< Arc only.
    double radius_m = 0.0;           ///< Arc only, > 0.
    double start_deg = 0.0;          ///< Arc only.
    double sweep_deg = 0.0;          ///< Arc only, non-zero, |sweep| <= 360.
    double width_m = 0.02;           ///< Width of the paint, > 0.
    QColor colour = QColor(0, 0, 0);
    bool round_caps = false;  ///< Round (true) or flat (false) ends.
    std::vector<StrokeGap> gaps;
    std::vector<CrossDash> dashes;
    bool operator==(const Stroke&) const = default;
};

/// A picture laid on the floor, scaled to `size` and centred on `centre`.
struct FloorImage {
    QString file;  ///< Absolute, or relative to the scene file's folder.
    FloorPoint centre;
    double size_x_m = 1.0;
    double size_z_m = 1.0;
    bool operator==(const FloorImage&) const = default;
};

/// The floor: a rectangle centred on `centre`, a base colour, then images and strokes on top.
struct Floor {
    double size_x_m = 2.4;
    double size_z_m = 1.6;
    FloorPoint centre;
    QColor colour = QColor(255, 255, 255);
    /// Texture resolution in metres per pixel, in (0, 0.0025] so a 2 cm line is >= 8 px wide.
    double resolution_m = 0.002;
    std::vector<FloorImage> images;
    std::vector<Stroke> strokes;
    bool operator==(const Floor&) const = default;
};

/// A straight wall from `from` to `to` on the floor, standing on y = 0. It becomes a static box
/// `length + thickness` long (so corners close), marked as a wall for scoring.
struct Wall {
    FloorPoint from;
    FloorPoint to;
    double height_m = 0.15;
    double thickness_m = 0.02;
    QColor colour = QColor(200, 200, 200);
    bool operator==(const Wall&) const = default;
};

/// A cell of a maze (row grows with z, column with x).
struct MazeCell {
    int row = 0;
    int col = 0;
    bool operator==(const MazeCell&) const = default;
};

/// A generated perfect maze (see maze.h). Start and exit cells must be on the border; the border
/// wall is left open on their outer side.
struct MazeSpec {
    int rows = 5;
    int cols = 5;
    double cell_m = 0.3;
    std::uint64_t seed = 1;
    FloorPoint origin;  ///< Corner of cell (0, 0) with the smallest x and z.
    MazeCell start;
    MazeCell exit{4, 4};
    /// True: the border wall is open on the start cell's outer side (an entrance). False: closed,
    /// for a robot that starts inside the maze.
    bool entrance = true;
    double wall_height_m = 0.15;
    double wall_thickness_m = 0.02;
    QColor colour = QColor(200, 200, 200);
    bool operator==(const MazeSpec&) const = default;
};

/// A buzzer inside an obstacle: a sound source that the robot's sound sensors hear (see
/// sim::SoundSource and sim::SensorType::Sound).
struct Buzzer {
    /// What a sound sensor 10 cm from it reads, in percent, 0..1000 (half that at 20 cm).
    double loudness_percent = 80.0;
    bool on = true;  ///< A buzzer that is off is silent.
    bool operator==(const Buzzer&) const = default;
};

/// The colour names a camera knows (red, green, blue, yellow, black, white, orange, purple), in
/// that order: what an object's "colour" may name and what an object zone may want.
const QStringList& objectColourNames();
/// The RGB an object of a named colour is painted with; an invalid QColor for an unknown name.
QColor objectColour(const QString& name);

/// A box, cylinder or sphere placed in the world. Coloured objects to find and push (a ball, a
/// cube, a puck: a short cylinder) are obstacles with a `colour_name`, usually movable.
struct Obstacle {
    QString name;
    sim::ShapeType shape = sim::ShapeType::Box;
    double size_x_m = 0.1, size_y_m = 0.1, size_z_m = 0.1;  ///< Box: full extents.
    double radius_m = 0.05;                                 ///< Cylinder and sphere.
    double length_m = 0.1;                     ///< Cylinder: height (its axis is vertical).
    sim::Vec3 position_m = sim::Vec3::Zero();  ///< Centre of the shape in the world.
    double yaw_deg = 0.0;                      ///< Rotation about +Y.
    bool movable = false;
    double mass_kg = 0.5;  ///< Movable only, > 0.
    double friction = 0.8;
    QColor colour = QColor(180, 120, 60);
    /// One of objectColourNames(), or empty (then `colour` is any RGB). When set, `colour` is
    /// objectColour(colour_name) and object zones that want that colour count this obstacle.
    QString colour_name;
    /// Set: the obstacle buzzes (a sound source at its centre, carried along when movable).
    std::optional<Buzzer> buzzer;
    bool operator==(const Obstacle&) const = default;
};

/// A candle: a flame source the robot's flame sensors see and its fan can blow out.
struct Flame {
    QString name;
    sim::Vec3 position_m = sim::Vec3(0.0, 0.12, 0.0);  ///< Where the flame is.
    double intensity = 1.0;                            ///< > 0; see sim::FlameSource.
    bool candle_body = true;  ///< Adds a thin static candle (not a wall) under the flame.
    bool operator==(const Flame&) const = default;
};

/// Named height functions a terrain may use (a scene never runs code; these are the only ones).
enum class HeightFunction {
    Flat,    ///< h = 0.
    Random,  ///< Smooth value noise: `seed`, `roughness_m` (peak amplitude), `feature_m`.
    Gully,   ///< A trench across x: near edge at `at_m`, `width_m` wide, `depth_m` deep.
    Step,    ///< h = `height_m` for x >= `at_m` (a one-cell ramp), else 0.
    Sine,    ///< h = amplitude_m * (sin(2 pi x / wavelength_x_m) + sin(2 pi z / wavelength_z_m)).
};

/// Where a terrain's heights come from.
enum class TerrainSource { Function, DemCsv, DemPng };

/// A heightfield replacing the flat floor.
struct Terrain {
    TerrainSource source = TerrainSource::Function;
    FloorPoint origin;     ///< Position of sample (0, 0) (smallest x and z).
    double cell_m = 0.05;  ///< Spacing of the samples, > 0.
    // Function terrain:
    double size_x_m = 4.0;  ///< Extent along x (samples = round(size / cell) + 1).
    double size_z_m = 4.0;
    HeightFunction function = HeightFunction::Flat;
    std::uint64_t seed = 1;
    double roughness_m = 0.05;
    double feature_m = 0.5;
    double at_m = 1.5;
    double width_m = 0.4;
    double depth_m = 0.3;
    double height_m = 0.2;
    double amplitude_m = 0.05;
    double wavelength_x_m = 1.0;  ///< 0 = no variation along x.
    double wavelength_z_m = 0.0;  ///< 0 = no variation along z.
    double flat_before_x_m =
        -1e9;  ///< Random only: heights ramp in from 0 over 0.5 m after this x.
    // DEM terrain:
    QString file;                  ///< CSV or 16-bit greyscale PNG, relative to the scene file.
    double height_scale_m = 1.0;   ///< PNG: height of grey level 65535 above `height_offset_m`.
    double height_offset_m = 0.0;  ///< PNG: height of grey level 0.
    // Ground:
    double friction = 0.8;
    double bounce = 0.0;
    QString soft_terrain;  ///< "" (rigid) or a seed 000 ground type, e.g. "hard_soil".
    double thickness_m = 1.0;
    bool operator==(const Terrain&) const = default;
};

/// A robot start pose: position of the model frame M and its yaw about +Y. In an arena (Arena)
/// each start is one robot's place: robot index = start index.
struct StartPose {
    sim::Vec3 position_m = sim::Vec3::Zero();
    double yaw_deg = 0.0;
    /// The team of the robot starting here: 0 = none (a side of its own), 1.. = team number
    /// (JSON "team", optional; at most kMaxTeam).
    int team = 0;
    /// Who plays from here, shown beside the robot ("Blue", "Team A"; JSON "label", optional).
    QString label;
    bool operator==(const StartPose&) const = default;
    /// X_WM for this start.
    sim::Pose pose() const;
};

/// A goal region on the floor: an axis-aligned rectangle (`size`) or a circle (`radius_m` > 0).
struct Zone {
    FloorPoint centre;
    double size_x_m = 0.2;
    double size_z_m = 0.2;
    double radius_m = 0.0;  ///< > 0 makes it a circle.
    bool operator==(const Zone&) const = default;
    bool contains(double x_m, double z_m) const;
};

/// A zone that wants objects in it: every obstacle whose colour_name is `colour`, or the obstacle
/// named `object` (exactly one of the two is set). An object is in when its centre (x, z) is.
struct ObjectZone {
    Zone zone;
    QString colour;  ///< One of objectColourNames(), or empty.
    QString object;  ///< An obstacle's name, or empty.
    bool operator==(const ObjectZone&) const = default;
};

/// What reaching the goal means (the "goal" key of "goals").
enum class GoalRule {
    Auto,         ///< The finish zone after the checkpoints; no finish zone: every candle out.
    Zone,         ///< The finish zone, after all checkpoints in order.
    Checkpoints,  ///< All checkpoints passed in order (no finish zone needed).
    Candles,      ///< Every candle out (after all checkpoints).
    Objects,      ///< Every object an object zone wants is in it (after all checkpoints).
};

/// Penalties a report adds up (penalty_s); they do not stop a run.
struct Penalties {
    double wall_hit_s = 0.0;  ///< Seconds per wall collision event, >= 0.
    double off_line_m = 0.0;  ///< Leaving the line: farther than this from the centreline (> 0 on).
    double off_line_s = 0.0;  ///< Seconds each time the robot leaves the line, >= 0.
    bool operator==(const Penalties&) const = default;
};

/// Goals of a run. The finish counts once all checkpoints have been passed in order.
struct Goals {
    std::optional<Zone> finish;
    std::vector<Zone> checkpoints;
    /// Zones that want objects (goals "objects"; by default the goal when there is no finish).
    std::vector<ObjectZone> object_zones;
    double time_limit_s = 0.0;  ///< 0 = none.
    GoalRule rule = GoalRule::Auto;
    Penalties penalties;
    bool operator==(const Goals&) const = default;
};

/// The centre of a painted track, for measuring how far a robot strays. Either explicit points,
/// or the concatenated geometry of floor strokes (gaps ignored).
struct Centreline {
    std::vector<FloorPoint> points;
    std::vector<int> strokes;  ///< Indices into Floor::strokes; used when `points` is empty.
    bool closed = false;
    bool operator==(const Centreline&) const = default;
};

/// The scene's light, as light sensors see it.
struct Lighting {
    /// Brightness of the room's overhead light, 0..100 %: what a light sensor facing up reads
    /// (see sim::WorldModel::ambient_light_percent).
    double ambient_percent = 50.0;
    bool operator==(const Lighting&) const = default;
};

/// The kinds of arena.
enum class ArenaKind {
    Sumo,    ///< Push the other robot out of the ring.
    Soccer,  ///< Push the ball into the other team's goal.
    Race,    ///< First to the finish, each in its own lane.
};

/// A soccer goal box: the ball's centre in `zone` is in the goal. `team` defends it (the other
/// team scores by getting the ball in).
struct ArenaGoal {
    FloorPoint centre;
    double size_x_m = 0.1;
    double size_z_m = 0.3;
    int team = 1;  ///< >= 1.
    bool operator==(const ArenaGoal&) const = default;
    bool contains(double x_m, double z_m) const;
};

/// A race lane: an axis-aligned rectangle on the floor (the robot of the start with the same
/// index drives in it).
struct ArenaLane {
    FloorPoint centre;
    double size_x_m = 2.0;
    double size_z_m = 0.4;
    bool operator==(const ArenaLane&) const = default;
    bool contains(double x_m, double z_m) const;
};

/// The "arena" section of a scene: which match is played and its parameters. The painted ring,
/// field lines and lanes, the goal walls and the ball are ordinary scene items (floor strokes,
/// walls, a movable obstacle); this section says what they mean.
struct Arena {
    ArenaKind kind = ArenaKind::Sumo;
    /// Match time (sumo, race), or the time of one half (soccer), seconds, > 0.
    double time_s = 60.0;

    // ---- sumo ----
    FloorPoint ring_centre;
    double ring_radius_m = 0.5;  ///< Outer radius of the ring, edge line included, > 0.
    double edge_width_m = 0.04;  ///< Width of the white edge line inside the rim, >= 0.
    double ring_top_m = 0.0;     ///< Height of the ring's top; 0 = painted on the floor.

    // ---- soccer ----
    /// The field (a rectangle; informative: the walls keep the ball in).
    FloorPoint field_centre;
    double field_size_x_m = 1.8;
    double field_size_z_m = 1.2;
    std::vector<ArenaGoal> goals;  ///< Two: one per team.
    QString ball;                  ///< Name of the movable obstacle that is the ball.
    int halves = 2;                ///< >= 1.

    // ---- race ----
    std::vector<ArenaLane> lanes;  ///< One per start (index = start index), or none.
    Zone finish;                   ///< Reaching it finishes.

    bool operator==(const Arena&) const = default;

    /// The whole match time: time_s, or halves x time_s for soccer.
    double matchTime_s() const;
};

/// Physics settings of the world.
struct PhysicsSettings {
    double step_s = 0.001;
    double fan_reach_m = 0.3;
    double fan_time_s = 1.5;
    double ground_friction = 0.8;
    /// Sweeps of the physics engine's constraint solver per step (sim::WorldModel's
    /// solver_iterations, 1..1000). Arenas, where a few simple wheeled robots push each other,
    /// use fewer than the default to run matches faster.
    int solver_iterations = 20;
    /// How deep shapes may sink into each other before their contact pushes back (sim::
    /// WorldModel's contact_layer_m, 0..0.005 m). The arenas' 2 ms step uses 0.4 mm.
    double contact_layer_m = 2e-4;
    bool operator==(const PhysicsSettings&) const = default;
};

/// A whole scene. Plain data: copy it, compare it, edit it; compile it with scene_compiler.h.
class SceneDocument {
public:
    QString name;
    QString description;
    Floor floor;
    std::vector<Wall> walls;
    std::vector<MazeSpec> mazes;
    std::vector<Obstacle> obstacles;
    std::vector<Flame> flames;
    std::optional<Terrain> terrain;
    std::vector<StartPose> starts;  ///< At least one.
    Goals goals;
    std::optional<Centreline> centreline;
    PhysicsSettings physics;
    Lighting lighting;
    /// Set: the scene is an arena where several robots play a match (arena.h scores it).
    std::optional<Arena> arena;
    /// Folder against which relative file names (floor images, DEMs) are resolved. Not saved.
    QString base_dir;

    bool operator==(const SceneDocument& o) const;

    /// Parses a scene from JSON. `file_label` names the file in error messages, which also give
    /// the JSON path of the item ("walls[2].height_m: must be > 0"). `base_dir` is stored.
    static Result<SceneDocument> fromJson(const QJsonObject& json, const QString& file_label,
                                          const QString& base_dir);
    /// Reads a scene file (also Qt resource paths ":/..."). Errors name the file.
    static Result<SceneDocument> loadFile(const QString& path);
    /// The JSON form (format "botlab-scene", version kSceneFormatVersion).
    QJsonObject toJson() const;
    /// Writes the scene atomically (QSaveFile): on failure the old file is untouched.
    Status saveFile(const QString& path) const;
    /// Checks values that do not depend on other files (sizes, counts, indices, the limits of
    /// SceneLimits, positions within the floor's reach); the message names the item by its JSON
    /// path. fromJson() and compileScene() run it.
    Status validate() const;
    /// Resolves a file name from the scene against base_dir.
    QString resolvePath(const QString& file) const;
};

}  // namespace botlab::scenes
