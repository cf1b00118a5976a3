// SPDX-License-Identifier: GPL-3.0-or-later
// Compiling a robot document into the simulation's robot model (seed 003's build algorithm):
// parts joined rigidly merge into one link (combined mass and inertia), axles become hinges,
// motors and servos drive the hinge of the axle in their shaft, meshing gears couple hinges by
// their tooth ratio, and devices land on their controller ports.
#pragma once

#include <vector>

#include "botlab/assembler/document.h"
#include "botlab/assembler/robot_loading.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::assembler {

/// Extra results of a compilation, for the app (picking) and tests.
struct CompileInfo {
    std::vector<int> link_of_part;  ///< Link index for each document part; -1 = left out.
    std::vector<int> motor_part;    ///< Document part of each model DC motor (model order).
    std::vector<int> sensor_part;   ///< Document part of each model sensor (model order).
};

/// Compiles a document. Link 0 is the body holding the controller. Each link's frame has the
/// model's axes and its origin at the link's centre of mass; shapes carry their share of their
/// part's mass (Link::mass is not set), so the combined mass and inertia follow from them.
///
/// Errors (nothing is returned): an unknown part id, no controller, a motor or servo whose shaft
/// has no axle in it (naming the part), two devices on one port, a port out of range.
/// Warnings: parts not connected to the controller's body (left out of the model), devices not
/// wired to a port, gears that do not turn, closed loops of joints (extra joints left out).
Result<CompiledRobot> compileRobot(const RobotDocument& doc,
                                   const parts_library::PartsLibrary& library,
                                   CompileInfo* info = nullptr);

/// Name of a part for messages: "part 3 'left motor' (motor_dc)" or "part 3 (motor_dc)".
QString describePart(const RobotDocument& doc, int index);

}  // namespace botlab::assembler
