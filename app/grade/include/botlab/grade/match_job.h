// SPDX-License-Identifier: GPL-3.0-or-later
// One tournament match: its exact inputs (the match replay, "*.botlab-match",
// "format": "botlab.match-replay", docs/formats/assignment.md) and running it in this process
// (botlab-grade's hidden match-worker mode; the app's replay of a match). Both programs, robots,
// owners and starts, the arena scene and the seed: the simulation is deterministic, so these and
// the expected final state hash are the whole record of a match.
#pragma once

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <string>

#include "botlab/core/result.h"
#include "botlab/grade/run_job.h"
#include "botlab/grade/tournament.h"

namespace botlab::grade {

inline constexpr const char* kMatchReplayFormatName = "botlab.match-replay";
inline constexpr int kMatchReplayFormatVersion = 1;

/// One side of a match.
struct MatchSide {
    QString student;
    QString robot;  ///< A built-in robot name or an absolute robot file path.
    QString robot_sha256;
    std::string program;  ///< The program's text (UTF-8).
    QString program_label;
    int start = 0;  ///< Index into the arena's starts (home 0, away 1).
};

/// The inputs of one match (a match replay file's contents).
struct MatchJob {
    int round = 1;
    std::uint64_t seed = 1;
    double time_limit_s = 60.0;
    QString arena_name;
    /// The arena scene with the match time limit as its time limit, file names absolute.
    QJsonObject scene;
    MatchSide home;
    MatchSide away;
    std::optional<std::uint64_t> expected_state_hash;

    QJsonObject toJson() const;
    static Result<MatchJob> fromJson(const QJsonObject& json, const QString& file_label);
    static Result<MatchJob> loadFile(const QString& path);
    Status saveFile(const QString& path) const;
};

/// What a match gave (the match worker's answer, one JSON object).
struct MatchOutcome {
    /// Completed: the match ran (its result below); Timeout / Crashed / LoadError: it did not
    /// finish (NotPlayed, both marked).
    RunStatus status = RunStatus::Completed;
    MatchResult::Kind result = MatchResult::Kind::Draw;
    int home_goals = 0;
    int away_goals = 0;
    double end_time_s = 0.0;
    QString reason;  ///< Short key: "pushed_out", "time_up", "forfeit", "timeout", "crashed", ...
    QString home_error;  ///< "line N: message" of a program that failed, else "".
    QString away_error;
    QString error;  ///< Why the match did not finish (status != Completed).
    std::optional<std::uint64_t> state_hash;
    double wall_time_s = 0.0;

    QJsonObject toJson() const;
    static Result<MatchOutcome> fromJson(const QJsonObject& json);
};

/// Runs `job` here and now: both robots in the arena, stopping when the match is decided or at
/// its time limit; given up after `wall_limit_s` seconds of real time (> 0). Never fails: a load
/// error is an outcome. A program that fails (error, memory cap, guard) forfeits: the other wins.
MatchOutcome runMatch(const MatchJob& job, double wall_limit_s = 0.0);

}  // namespace botlab::grade
