// Loads robots and scenes for the app, by built-in name or file, through the assembler and scenes
// facades. Until those modules are built, a small built-in line track and two-wheeled robot stand
// in so the window still has something to show.
#pragma once

#include <QString>
#include <QStringList>
#include <memory>

#include "botlab/sim/result.h"
#include "botlab/sim/robot_model.h"
#include "botlab/sim/world_model.h"

namespace botlab::gui {

/// A robot and a world ready to simulate and draw.
struct LoadedModels {
    QString robot_name;  ///< As given to loadModels (built-in name or path).
    QString scene_name;
    bool fallback_robot = false;  ///< The stand-in robot replaced a missing built-in one.
    bool fallback_scene = false;
    sim::WorldModel world;
    sim::RobotModel robot;
    sim::Pose X_WM;  ///< Start pose of the robot's model frame.
    double time_limit_s = 0.0;
    QStringList warnings;
};

/// Names of the built-in robots and scenes that can be opened.
QStringList builtinRobots();
QStringList builtinScenes();

/// Loads `robot` and `scene` (built-in names or file paths). Errors name the file and item.
Result<LoadedModels> loadModels(const QString& robot, const QString& scene);

/// The stand-in models used when the assembler/scenes modules are not available (also used by
/// tests of the view that must not depend on other modules).
sim::WorldModel fallbackLineWorld();
sim::RobotModel fallbackLineRobot();

/// Absolute path of the examples/ folder (Lua programs), or empty if not found.
QString examplesDir();

}  // namespace botlab::gui
