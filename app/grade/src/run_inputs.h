// SPDX-License-Identifier: GPL-3.0-or-later
// What grading and tournaments record of a run's inputs: the file a built-in scene name stands
// for, a robot's SHA-256 and a state hash as text. Internal to botlab::grade.
#pragma once

#include <QString>

#include <cstdint>

#include "botlab/core/files.h"
#include "botlab/grade/assignment.h"
#include "botlab/grade/grading.h"
#include "botlab/grade/run_job.h"
#include "botlab/grade/submissions.h"
#include "botlab/runner/models.h"
#include "botlab/runner/program_file.h"
#include "tr.h"

namespace botlab::grade::detail {

/// The resource or file a built-in scene name or a path stands for.
inline QString sceneFile(const QString& name_or_path) {
    return runner::builtinSceneNames().contains(name_or_path)
               ? QStringLiteral(":/botlab/scenes/builtin/%1.json").arg(name_or_path)
               : name_or_path;
}

/// Hex SHA-256 of a robot: of its file (or the built-in's resource), of the name for a legged
/// template; empty for an empty name.
inline QString robotSha256(const QString& robot) {
    if (robot.isEmpty()) return {};
    if (runner::leggedRobotNames().contains(robot)) return sha256Hex(robot.toUtf8());
    const QString path = runner::builtinRobotNames().contains(robot)
                             ? QStringLiteral(":/botlab/robots/%1.json").arg(robot)
                             : robot;
    return fileSha256(path);
}

/// A state hash as 16 lower-case hex digits.
inline QString hashText(std::uint64_t h) {
    return QStringLiteral("%1").arg(static_cast<qulonglong>(h), 16, 16, QLatin1Char('0'));
}

/// Reads a submission's program into `st` (its text and SHA-256) and picks its robot (the
/// assignment's, or the student's own file); returns the problem that keeps it from running, or
/// an empty string.
inline QString readSubmission(const Assignment& a, const Submission& sub, StudentResult& st,
                              QString& robot) {
    st.submission = sub;
    QString problem = sub.problem;
    if (problem.isEmpty()) {
        const Result<QByteArray> read = core::readFile(sub.program_path, core::FileKind::Program);
        if (!read.ok()) {
            problem = QString::fromStdString(read.message());
        } else {
            const QByteArray& bytes = read.value();
            if (bytes.trimmed().isEmpty()) problem = Tr::tr("the program is empty");
            // A .blocks program runs as the Lua its blocks generate; the hash is the file's.
            Result<std::string> lua = runner::programSource(sub.program_path, bytes.toStdString());
            if (!lua.ok() && problem.isEmpty()) problem = QString::fromStdString(lua.message());
            st.program = lua.ok() ? std::move(lua.value()) : bytes.toStdString();
            st.program_sha256 = sha256Hex(bytes);
        }
    }
    robot = a.robot_path;
    if (problem.isEmpty() && a.studentRobot()) {
        robot = sub.robot_path;
        if (robot.isEmpty())
            problem = Tr::tr(
                "the assignment asks for your own robot file (.json) in "
                "your folder, and there is none");
    }
    return problem;
}

}  // namespace botlab::grade::detail
