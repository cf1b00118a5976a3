// SPDX-License-Identifier: GPL-3.0-or-later
// Assignment: what a teacher sets for a class (docs/formats/assignment.md): a robot, scenes with
// time limits and seeded variations, the seeds, a scoring rubric and the limits of each run.
// Read with core::JsonReader, so an unknown key is refused with its JSON path.
#pragma once

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/grade/tournament.h"
#include "botlab/scenes/scene_variations.h"

namespace botlab::grade {

/// Current version of the assignment format; newer files are refused.
inline constexpr int kAssignmentFormatVersion = 1;
/// The "format" value of every assignment file.
inline constexpr const char* kAssignmentFormatName = "botlab.assignment";
/// The "robot" value meaning "each student's own robot file (the .json in their folder)".
inline constexpr const char* kStudentRobot = "student";

/// Weights of the score's parts (any scale; they are normalised over the parts that apply to a
/// scene) and the pass mark. See docs/formats/assignment.md, "Scoring".
struct Rubric {
    double goal = 50.0;            ///< Goal reached (1 or 0).
    double time = 10.0;            ///< 1 - goal time / time limit (0 without the goal).
    double checkpoints = 15.0;     ///< Checkpoints passed / total (scenes with checkpoints).
    double line_deviation = 10.0;  ///< 1 - mean deviation / deviation_zero_cm (with a centreline).
    double wall_hits = 10.0;       ///< 1 - wall hits / wall_hits_zero (scenes with walls).
    double candles_out = 20.0;     ///< Candles out / candles (scenes with candles).
    /// Objects in their zones / objects the zones want (scenes with object zones).
    double objects = 20.0;
    double pass_mark = 50.0;         ///< A scene is passed with a score >= this (0..100).
    double deviation_zero_cm = 5.0;  ///< Mean deviation that scores 0 for line_deviation, > 0.
    int wall_hits_zero = 5;          ///< Wall hits that score 0 for wall_hits, >= 1.
    bool operator==(const Rubric&) const = default;
};

/// One scene of an assignment.
struct AssignmentScene {
    QString scene;       ///< As written: a built-in name or a path relative to the assignment file.
    QString scene_path;  ///< A built-in name, or the absolute path of the scene file.
    /// Short unique name for tables and file names: "name" in the file, else the built-in name or
    /// the file's base name. Letters, digits, '-' and '_' only.
    QString name;
    double time_limit_s = 0.0;  ///< > 0 from the file; 0 = the scene's own limit (else 60 s).
    scenes::SceneVariations variations;
    bool operator==(const AssignmentScene&) const = default;
};

/// A whole assignment: graded runs on scenes ("kind": "assignment", the default) or a class
/// tournament ("kind": "tournament": matches in an arena, standings instead of grades).
struct Assignment {
    enum class Kind { Assignment, Tournament };
    Kind kind = Kind::Assignment;
    QString title;
    QString robot;       ///< As written: built-in name, path, or kStudentRobot.
    QString robot_path;  ///< Built-in name or absolute robot file path; empty for kStudentRobot.
    std::vector<AssignmentScene> scenes;  ///< At least one, names unique.
    std::vector<std::uint64_t> seeds{1};  ///< At least one, distinct.
    Rubric rubric;
    double wall_limit_s = 60.0;  ///< Wall-clock limit of one run (its process is killed), > 0.
    int memory_limit_mb = 1024;  ///< Address-space cap of one run's process (MiB), 0 = none.
    double similarity_threshold = 0.9;  ///< Flag pairs of programs at least this similar (0..1].
    QString base_dir;                   ///< Folder relative paths are resolved against. Not saved.

    // Tournaments only ("kind": "tournament"; no "scenes").
    QString arena;       ///< As written: a built-in arena scene ("sumo") or a scene file.
    QString arena_path;  ///< Built-in name or absolute scene file path.
    Rounds rounds;       ///< "round_robin" or {"swiss": R}.
    Points points;       ///< "points": {"win": 3, "draw": 1, "loss": 0}.
    /// Simulated seconds a match may take ("time_limit_s"); 0 = the arena's own (else 60).
    double match_time_limit_s = 0.0;

    bool isTournament() const { return kind == Kind::Tournament; }

    bool studentRobot() const { return robot == QLatin1String(kStudentRobot); }

    /// Parses an assignment; `file_label` starts every message, which gives the JSON path
    /// ("a.json: scenes[1].time_limit_s: must be > 0 (got -3)"). Scene and robot files are
    /// resolved against `base_dir` and must exist (built-in names need not).
    static Result<Assignment> fromJson(const QJsonObject& json, const QString& file_label,
                                       const QString& base_dir);
    /// Reads an assignment file. Errors name the file.
    static Result<Assignment> loadFile(const QString& path);
    /// The JSON form (only keys that differ from their defaults, plus the required ones).
    QJsonObject toJson() const;
    /// Writes the file atomically (QSaveFile). Errors name the file.
    Status saveFile(const QString& path) const;
};

}  // namespace botlab::grade
