// SPDX-License-Identifier: GPL-3.0-or-later
// A class's submissions: a folder with one .lua file per student, or one subfolder per student
// holding a program and optionally a robot file. The student's name is the file's base name or the
// folder's name (UTF-8, any script).
#pragma once

#include <QString>

#include <vector>

#include "botlab/core/result.h"

namespace botlab::grade {

/// One student's submission.
struct Submission {
    QString name;          ///< The student: file base name or folder name.
    QString program_path;  ///< Absolute path of the Lua program; empty when `problem` is set.
    QString robot_path;    ///< Absolute path of the student's robot file, or empty.
    /// Why this submission cannot run (no program, two programs, two robot files), in words for
    /// the teacher; empty when it can. Such a student is graded 0 with this as the error.
    QString problem;
};

/// Lists the submissions in `dir`, sorted by name (Unicode code points). Hidden entries (".x") and
/// other files are ignored. A subfolder's program is its only .lua file (or main.lua when it has
/// several); its robot is its only .json file. Errors: the folder does not exist or holds no
/// submission ("<dir>: ...").
Result<std::vector<Submission>> findSubmissions(const QString& dir);

}  // namespace botlab::grade
