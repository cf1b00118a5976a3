// SPDX-License-Identifier: GPL-3.0-or-later
// Facade used by the runner and the app: load a scene by built-in name or file, compile it to a
// sim world, and score a run from its log.
#pragma once

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/sim/world_model.h"

namespace botlab::scenes {

class SceneDocument;  // defined in scene_document.h

/// A scene ready to run.
struct LoadedScene {
    std::shared_ptr<const SceneDocument> document;
    sim::WorldModel world;
    std::vector<sim::Pose> robot_starts;  ///< X_WM of each robot start pose; at least one.
    /// Team of each start (StartPose::team; 0 = none), same size and order as robot_starts.
    std::vector<int> start_teams;
    double time_limit_s = 0.0;  ///< 0 = none.
    /// World body index of each movable obstacle, in document order: where the runner reads the
    /// positions it logs in RunSample::objects_m.
    std::vector<int> object_bodies;
};

/// Names of the built-in scenes ("line_basic", "line_challenge", "maze", ...).
QStringList builtinSceneNames();

/// Loads a scene from a built-in name or a scene file and compiles it. Errors name the file and
/// the item.
Result<LoadedScene> loadScene(const QString& name_or_path);

/// One sample of a run, taken by the runner every control tick (or less often).
struct RunSample {
    double t_s = 0.0;
    sim::Pose X_WB;                   ///< Pose of the robot's main body (link 0).
    std::vector<int> touched_bodies;  ///< World body indices touched during this tick.
    std::vector<bool> flames_lit;     ///< One per world flame.
    /// Centre of each movable obstacle (LoadedScene::object_bodies), in document order, world
    /// frame, metres. Empty in old logs: scoring then takes the obstacles' start positions.
    std::vector<sim::Vec3> objects_m;
};

struct RunLog {
    std::vector<RunSample> samples;
};

/// Scores a run; a pure function of the scene and the log.
struct Report {
    bool goal_reached = false;
    std::optional<double> goal_time_s;
    int checkpoints_passed = 0;  ///< In order.
    int checkpoints_total = 0;
    std::optional<double> line_deviation_max_m;  ///< Set when the scene has a centreline.
    std::optional<double> line_deviation_mean_m;
    int wall_collisions = 0;  ///< Number of distinct touch events with walls.
    int candles_out = 0;
    /// Times the robot left the line (a sample farther than goals.penalties.off_line_m from the
    /// centreline after one within it); 0 when that penalty is off.
    int off_line_count = 0;
    /// Objects in the zones that want them (goals.object_zones), at the goal or at the end of
    /// the run, and how many the zones want in all.
    int objects_in_zones = 0;
    int objects_total = 0;
    /// Centre of each movable obstacle in the last sample (RunSample::objects_m), metres.
    std::vector<sim::Vec3> objects_m;
    /// wall_collisions * wall_hit_s + off_line_count * off_line_s (goals.penalties).
    double penalty_s = 0.0;
};

/// Rules (docs/formats/scene.md, "Scoring"): samples are read in order up to the goal. Checkpoints
/// count when the body origin (x, z) is inside the next one; the goal (goals.rule; by default the
/// finish zone; without one, every wanted object in its object zone when there are object zones,
/// else every candle out) is reached after all checkpoints and within the time limit. Deviation:
/// distance from the body origin to the centreline, max and mean over the samples. A wall collision
/// is a tick touching a wall after a tick touching none. candles_out is read from the last sample;
/// objects_in_zones from the goal's sample, or the last one.
Report score(const SceneDocument& scene, const RunLog& log);

/// Objects counted by the scene's object zones in one sample.
struct ObjectCount {
    int in_zones = 0;  ///< Wanted objects whose centre (x, z) is in the zone that wants them.
    int total = 0;     ///< Objects the zones want (an object wanted by two zones counts twice).
    bool all() const { return total > 0 && in_zones == total; }
};

/// Counts the objects in their zones in `sample` (fixed obstacles, and movable ones when the
/// sample has no positions, are taken where the scene puts them).
ObjectCount countObjectsInZones(const SceneDocument& scene, const RunSample& sample);

/// Where obstacle `index` of `scene` is in `sample` (its centre, world frame, metres).
sim::Vec3 obstaclePosition(const SceneDocument& scene, const RunSample& sample, int index);

}  // namespace botlab::scenes
