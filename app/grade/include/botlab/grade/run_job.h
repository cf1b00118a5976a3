// SPDX-License-Identifier: GPL-3.0-or-later
// One graded run: its exact inputs (the replay file, "*.botlab-replay", docs/formats/assignment.md)
// and running it in this process (botlab-grade's hidden worker mode; the app's replay). The
// simulation is deterministic, so the inputs and the expected final state hash are the whole
// record of a run: running the replay again gives the same run, and the same hash proves it.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

#include "botlab/core/result.h"
#include "botlab/runner/simulation_runner.h"

namespace botlab::grade {

/// The "format" value of replay files and their version.
inline constexpr const char* kReplayFormatName = "botlab.replay";
inline constexpr int kReplayFormatVersion = 1;

/// The inputs of one run (a replay file's contents).
struct RunJob {
    QString student;
    QString scene_name;  ///< The assignment's name of the scene.
    std::uint64_t seed = 0;
    double time_limit_s = 60.0;  ///< Simulated seconds; the run stops at the goal before that.
    /// A built-in robot name or an absolute robot file path.
    QString robot;
    QString robot_sha256;  ///< Hex SHA-256 of the robot file's bytes (of the built-in's resource).
    /// The scene with the seed's variations applied and time_limit_s as its time limit, file
    /// names made absolute: a botlab-scene document.
    QJsonObject scene;
    std::string program;    ///< The program's text (UTF-8).
    QString program_label;  ///< Its file name, for messages.
    /// The final state hash of the graded run (absent before the run).
    std::optional<std::uint64_t> expected_state_hash;

    QJsonObject toJson() const;
    /// Parses a replay; errors name `file_label` and the JSON path.
    static Result<RunJob> fromJson(const QJsonObject& json, const QString& file_label);
    static Result<RunJob> loadFile(const QString& path);
    /// Writes the replay atomically. Errors name the file.
    Status saveFile(const QString& path) const;
};

/// How a run ended.
enum class RunStatus {
    Completed,     ///< Ran to the goal, the time limit or the program's end.
    ProgramError,  ///< The program failed (syntax, runtime error, memory cap, sandbox guard).
    LoadError,     ///< The robot or scene could not be loaded; nothing ran.
    PhysicsError,  ///< The physics failed.
    Timeout,       ///< Stopped by (or killed at) the wall-time limit.
    Crashed,       ///< The run's process died (the memory cap of the process, a crash).
};

/// Stable key of a status in files ("completed", "program_error", "load_error", "physics_error",
/// "timeout", "crashed") and back (nullopt for an unknown key).
QString runStatusKey(RunStatus status);
std::optional<RunStatus> runStatusFromKey(const QString& key);

/// What one run gave.
struct RunOutcome {
    RunStatus status = RunStatus::Completed;
    runner::RunReport report;  ///< Scores, times and the final state hash (when it ran).
    QString error;             ///< The first error in words (program, load, physics, limit).
    int error_line = 0;        ///< Line of the program the error is on; 0 when none.

    /// The worker's answer: runner::reportJson()'s keys plus "status", "error", "error_line".
    QJsonObject toJson() const;
    static Result<RunOutcome> fromJson(const QJsonObject& json);
};

/// The scene a job runs in, written to `dir` as "scene.json" (an existing folder); returns its
/// path. For the app's replay, which loads robots and scenes by name or file.
Result<QString> writeJobScene(const RunJob& job, const QString& dir);

/// Runs `job` here and now (synchronously), stopping at the goal. Writes the trajectory (the
/// runner's CSV log, one row every 0.05 s) to `trajectory` when not null. Never fails: a load
/// error is an outcome. A run that reaches its time limit while the program still runs says why
/// in `error` (status Completed): timeLimitNeverWaitedText() when the program never called
/// wait(), else timeLimitText(). When `wall_limit_s` > 0 the run is given up after that many
/// seconds of real time: status Timeout, no scores, and the reason (never waited, or slow).
/// With `trace` not null, also writes the run's line-event trace there (runner::TraceRecorder,
/// docs/formats/trace.md; the program's global numbers, strings and booleans).
RunOutcome runJob(const RunJob& job, std::ostream* trajectory, double wall_limit_s = 0.0,
                  std::ostream* trace = nullptr);

/// "time limit: the program never waited — add wait() in its loop", in the user's language.
QString timeLimitNeverWaitedText();
/// "time limit: the goal was not reached in N s", in the user's language.
QString timeLimitText(double time_limit_s);
/// "stopped: the run took more than N s of real time", in the user's language.
QString wallLimitText(double wall_limit_s);
/// "stopped: used more than N MB of memory", in the user's language.
QString memoryLimitText(int memory_mb);

/// Hex SHA-256 of bytes.
QString sha256Hex(const QByteArray& bytes);
/// Hex SHA-256 of a file's bytes (also ":/" resources), or "" when it cannot be read.
QString fileSha256(const QString& path);

}  // namespace botlab::grade
