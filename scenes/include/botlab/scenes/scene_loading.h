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
    double time_limit_s = 0.0;            ///< 0 = none.
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
    /// wall_collisions * wall_hit_s + off_line_count * off_line_s (goals.penalties).
    double penalty_s = 0.0;
};

/// Rules (docs/formats/scene.md, "Scoring"): samples are read in order up to the goal. Checkpoints
/// count when the body origin (x, z) is inside the next one; the goal (goals.rule; by default the
/// finish zone, or, in a scene with candles and no finish zone, every candle out) is reached after
/// all checkpoints and within the time limit. Deviation: distance from the body origin to the
/// centreline, max and mean over the samples. A wall collision is a tick touching a wall after a
/// tick touching none. candles_out is read from the last sample.
Report score(const SceneDocument& scene, const RunLog& log);

}  // namespace botlab::scenes
