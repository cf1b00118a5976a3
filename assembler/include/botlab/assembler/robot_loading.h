// SPDX-License-Identifier: GPL-3.0-or-later
// Facade used by the runner and the app: load a robot by built-in name or file and compile it.
#pragma once

#include <QString>
#include <QStringList>
#include <string>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/sim/robot_model.h"

namespace botlab::assembler {

/// A robot ready for the simulation, plus non-fatal findings (disconnected parts, unwired
/// devices) in words for a person.
struct CompiledRobot {
    sim::RobotModel model;
    std::vector<std::string> warnings;
};

/// Names of the built-in robots ("line_follower", "maze_explorer", "fire_fighter", "gear_demo").
QStringList builtinRobotNames();

/// Loads a robot document from a built-in name or a robot file path and compiles it.
/// Errors name the file and the JSON path or the part ("robot.json: parts[3].connector: ...").
Result<CompiledRobot> loadAndCompileRobot(const QString& name_or_path);

}  // namespace botlab::assembler
