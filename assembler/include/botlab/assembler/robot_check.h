// SPDX-License-Identifier: GPL-3.0-or-later
// The robot check of Build mode: the problems a student should fix before the robot can drive,
// each in plain words naming the part, with the parts involved so the view can show them.
#pragma once

#include <QString>
#include <vector>

#include "botlab/assembler/document.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::assembler {

class Assembler;

/// What kind of problem a RobotProblem is.
enum class ProblemKind {
    NotConnected,  ///< Parts not attached to the rest of the robot (to the controller's body).
    MotorDrivesNothing,  ///< A motor or servo with no axle in its shaft, or an axle carrying
                         ///< nothing.
    Unwired,             ///< A sensor, motor, servo or fan not plugged into a controller port.
    SharedPort,          ///< Two devices plugged into the same port.
    BadPort,             ///< A port number the controller does not have.
    Overlap,             ///< Two parts inside each other (not an axle in a hole, pin in a beam...).
    GearsLock,           ///< Meshing gears that cannot turn (inconsistent loop, same axle, fixed).
    DriveNotLaid,  ///< A sprocket or pulley with no partner in its plane, or too many (no chain
                   ///< or belt is laid; see findDriveGroups).
    CompileError,  ///< The robot cannot be built for the simulation (no controller, ...).
};

/// One problem. `parts` are document indices, the first being the one the message names.
struct RobotProblem {
    ProblemKind kind = ProblemKind::CompileError;
    std::vector<int> parts;
    QString message;  ///< Translated, plain words, naming the part by its label or name.
};

/// The name a part gets from its role when it has no label, translated: "left motor" and
/// "right motor" (two motors, one on each side), "motor 3"; "left wheel", "right wheel",
/// "wheel 2"; "caster"; a device by its kind, numbered when there are several of that part
/// ("line sensor 1", "controller", "battery box"). Empty for a part without a role (beams, pins,
/// plates) or that the library does not know. `translated` false gives the English words: the
/// names programs find devices by (compileRobot), the same in every language.
QString partRoleName(const RobotDocument& doc, const parts_library::PartsLibrary& library,
                     int index, bool translated = true);

/// How a part is named to the user: its label, else its role name (partRoleName), else its
/// translated display name, in quotes ("“left motor”", "“line sensor 1”", "“Beam, 7 holes”");
/// the id for a part the library does not know.
QString partNameForUser(const RobotDocument& doc, const parts_library::PartsLibrary& library,
                        int index);

/// Checks a robot. Problems come in a fixed order: compile errors (no controller, unknown
/// parts), parts not connected, motors driving nothing, unwired devices, ports that do not
/// exist, shared ports, overlaps, locked gears, sprockets and pulleys without a chain or belt;
/// within a kind by first part (shared ports:
/// motor ports, then sensor ports, by number). An empty document has no problems; the built-in
/// robots have none. `assembler` (optional) is reused for the overlap test (its OBB trees are
/// cached); without it a temporary one is made. Never fails: unknown part ids are reported as
/// problems.
std::vector<RobotProblem> checkRobot(const RobotDocument& doc,
                                     const parts_library::PartsLibrary& library,
                                     Assembler* assembler = nullptr);

}  // namespace botlab::assembler
