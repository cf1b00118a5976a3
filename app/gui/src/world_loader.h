// Loads robots and scenes for the app, by built-in name or file, through the assembler and scenes
// facades.
#pragma once

#include <QString>
#include <QStringList>
#include <memory>

#include "botlab/core/result.h"
#include "botlab/sim/robot_model.h"
#include "botlab/sim/world_model.h"

namespace botlab::gui {

/// A robot and a world ready to simulate and draw.
struct LoadedModels {
    QString robot_name;  ///< As given to loadModels (built-in name or path).
    QString scene_name;
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

/// Absolute path of the examples/ folder (Lua programs), or empty if not found.
QString examplesDir();

}  // namespace botlab::gui
