// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-run --check ROBOT [--report FILE]: the robot check from the command line (issue 23) —
// the static findings (assembler::checkRobot) and the test drive's (assembler::testDrive), one a
// line; the report format is docs/formats/robot-check.md.
#pragma once

#include <QByteArray>
#include <QString>

namespace botlab::cli {

/// Checks the robot `robot` (a robot file, or a built-in robot's name) and prints the findings,
/// one a line: "<problem|note> <id>: <message>". With `report_path` set, also writes the JSON
/// report there ("-" = standard output, after the lines). Returns the exit status: 0 nothing to
/// fix, 1 something to fix, 2 a robot it cannot read (or a report it cannot write; one line on
/// stderr).
int runRobotCheck(const QString& robot, const QString& report_path);

}  // namespace botlab::cli
