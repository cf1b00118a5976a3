// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in robots, built through the document API. The files in assembler/robots/ are made
// from these by the botlab-make-robots tool; tests check the two agree.
#pragma once

#include <QString>
#include <QStringList>

#include "botlab/assembler/document.h"
#include "botlab/core/result.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::assembler {

/// Builds a built-in robot by name ("line_follower", "maze_explorer", "fire_fighter",
/// "gear_demo", "chain_demo", "tracked", "camera_rover", "lidar_rover"). Model frame: origin on the
/// floor under the middle of the drive axle (the middle of the base plate for gear_demo and
/// chain_demo), forward +X, up +Y, right +Z. Fails for an unknown name or a library without the
/// needed parts.
Result<RobotDocument> buildBuiltinRobot(const QString& name,
                                        const parts_library::PartsLibrary& library);

/// The names buildBuiltinRobot knows.
QStringList buildableRobotNames();

/// A part's label to show: the translation (context "botlab::assembler", through the installed
/// translators) of a label the built-in robots give their parts ("left motor" -> "左电机");
/// any other label (the user's) unchanged. Documents keep the English labels.
QString builtinPartLabel(const QString& label);

}  // namespace botlab::assembler
