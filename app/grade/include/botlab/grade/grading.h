// SPDX-License-Identifier: GPL-3.0-or-later
// Grading a class: the plan (every student x scene x seed, with the seed's scene variant and its
// replay file), the rubric's score of a run, the results, and the outputs (grades.csv,
// grades.json, report.html). Running the plan's jobs in separate processes is grader.h's part.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/grade/assignment.h"
#include "botlab/grade/match_job.h"
#include "botlab/grade/run_job.h"
#include "botlab/grade/similarity.h"
#include "botlab/grade/submissions.h"
#include "botlab/grade/tournament.h"
#include "botlab/scenes/scene_document.h"

namespace botlab::grade {

/// The exact columns of grades.csv, in order.
inline constexpr const char* kGradesCsvHeader =
    "student,scene,seeds,goal_reached,goal_time_s,checkpoints,deviation_cm,wall_hits,candles_out,"
    "objects_in_zones,score,program_error";

/// What makes a run reproducible: the hashes of its inputs and of its final state.
struct Fingerprint {
    QString program_sha256;
    QString robot_sha256;  ///< Of the robot file (a legged template, which has none: of its name).
    QString scene_sha256;  ///< Of the scene file as the assignment names it (before variations).
    QString
        scene_variant_sha256;  ///< Of the scene the run used (variations applied), compact JSON.
    QString assignment_sha256;
    QString botlab_version;
    std::optional<std::uint64_t> state_hash;  ///< Final state; absent when the run did not finish.
};

/// One run: a student on a scene with a seed.
struct SeedResult {
    std::uint64_t seed = 0;
    RunOutcome outcome;
    double score = 0.0;  ///< 0..100, runScore().
    Fingerprint fingerprint;
    QString replay_file;      ///< Relative to the output folder
                              ///< ("runs/<student>/<scene>_seed1.botlab-replay").
    QString trajectory_file;  ///< Relative to the output folder (".csv").
};

/// A student on one scene, over the seeds.
struct SceneResult {
    std::vector<SeedResult> seeds;       ///< In the assignment's seed order.
    double goal_reached = 0.0;           ///< Fraction of seeds that reached the goal.
    std::optional<double> goal_time_s;   ///< Mean over the seeds that reached the goal.
    double checkpoints = 0.0;            ///< Mean checkpoints passed.
    std::optional<double> deviation_cm;  ///< Mean of the runs' mean deviations (with a centreline).
    double wall_hits = 0.0;              ///< Mean.
    double candles_out = 0.0;            ///< Mean.
    double objects_in_zones = 0.0;       ///< Mean objects in the zones that want them.
    double score = 0.0;                  ///< Mean of the seeds' scores, 0..100.
    bool passed = false;                 ///< score >= the rubric's pass mark.
    QString program_error;  ///< The first error over the seeds, "line N: message" or "".
};

/// One student.
struct StudentResult {
    Submission submission;
    QString program_sha256;
    std::string program;  ///< The program's text ("" when it could not be read).
    /// Why the student's program cannot run (submission problem, unreadable, empty), or "".
    QString problem;
    QString robot;  ///< The robot their runs use (built-in name or absolute path).
    std::vector<SceneResult> scenes;  ///< In the assignment's scene order.
    double total = 0.0;               ///< Mean of the scene scores.
};

/// A whole class graded (or being graded).
struct ClassResults {
    Assignment assignment;
    QString assignment_file;  ///< Absolute path.
    QString assignment_sha256;
    QString botlab_version;
    QString out_dir;
    /// variants[scene][seed]: the scene each run used (the same for every student).
    std::vector<std::vector<scenes::SceneDocument>> variants;
    std::vector<QString> scene_sha256;    ///< Per scene.
    std::vector<StudentResult> students;  ///< Sorted by name.
    std::vector<SimilarPair> similar;     ///< Indices into students.
    /// A tournament's matches (assignment.isTournament()), in order: round, home, away, seed.
    /// Swiss rounds are added as the previous round ends.
    std::vector<MatchRecord> matches;
    /// The tournament's arena with the match time limit applied, file names absolute.
    QJsonObject arena_scene;
    QString arena_sha256;  ///< Of the arena's scene file as named.

    /// The students' names, in order (the indices of matches and standings).
    std::vector<QString> names() const;
    /// The standings from the matches done so far (computeStandings()).
    std::vector<Standing> standings() const;
};

/// One run to do: where its result goes and its inputs.
struct PlannedRun {
    int student = 0;
    int scene = 0;
    int seed = 0;  ///< Index into the assignment's seeds.
    RunJob job;
    QString replay_path;      ///< Absolute.
    QString trajectory_path;  ///< Absolute.
};

/// Prepares grading: reads every program, makes the scene variants, fills `results` (runs not
/// done yet) and lists the runs; creates out_dir/runs/<student>/ and writes each run's replay
/// file (without the expected hash). A student whose submission has a problem or whose program
/// cannot be read gets no runs: each of their runs is a LoadError. Errors: a scene that fails to
/// load or vary, an output folder that cannot be written ("<path>: ...").
Result<std::vector<PlannedRun>> planGrading(const Assignment& assignment,
                                            const QString& assignment_file,
                                            const std::vector<Submission>& submissions,
                                            const QString& out_dir, const QString& botlab_version,
                                            ClassResults* results);

/// One match to run: its index into ClassResults::matches and its inputs.
struct PlannedMatch {
    int match = 0;
    MatchJob job;
    QString replay_path;  ///< Absolute.
};

/// Prepares a tournament: reads every program, loads the arena, fills `results` (students,
/// matches: every round robin match, or the first Swiss round) and writes each match's replay
/// (out_dir/matches/). A match with a student whose program cannot run is decided without a
/// process: that student loses (both: not played). Errors as planGrading's.
Result<std::vector<PlannedMatch>> planTournament(const Assignment& assignment,
                                                 const QString& assignment_file,
                                                 const std::vector<Submission>& submissions,
                                                 const QString& out_dir,
                                                 const QString& botlab_version,
                                                 ClassResults* results);
/// The next Swiss round (`round`, 2..R) from the results so far: appends its matches to
/// results.matches and writes their replays.
Result<std::vector<PlannedMatch>> planSwissRound(ClassResults& results, int round);
/// Records a match's outcome (and rewrites its replay with the expected state hash).
void recordMatch(ClassResults& results, const PlannedMatch& match, const MatchOutcome& outcome);
/// The number of matches a tournament will have in all (Swiss: R rounds).
int expectedMatchCount(const ClassResults& results);

/// Records a run's outcome: its score, state hash, and the replay file rewritten with the
/// expected state hash (when the run finished).
void recordRun(ClassResults& results, const PlannedRun& run, const RunOutcome& outcome);

/// The rubric's score of one run, 0..100 (docs/formats/assignment.md, "Scoring"): the weighted
/// mean of the parts that apply to the scene (goal and time always; checkpoints, line deviation,
/// wall hits and candles when the scene has them). Line deviation and wall hits are scaled by the
/// progress (1 with the goal, else the fraction of checkpoints passed, else 0), so that a robot
/// that does not move earns nothing for them. A run that did not load scores 0.
double runScore(const Rubric& rubric, const scenes::SceneDocument& scene, const RunOutcome& outcome,
                double time_limit_s);

/// Fills the per-scene aggregates and totals from the seeds' results, and the similar pairs.
void finishResults(ClassResults& results);

/// grades.csv (RFC 4180 quoting, UTF-8, "\n" line ends): the header kGradesCsvHeader, then one
/// row per student and scene, students by name, scenes in the assignment's order. Numbers with at
/// most 2 (score: 1) decimals, trailing zeros dropped; empty when not applicable.
QByteArray gradesCsv(const ClassResults& results);
/// grades.json: everything, per seed, with fingerprints (docs/formats/assignment.md).
QByteArray gradesJson(const ClassResults& results);
/// report.html: one self-contained page (inline CSS, script and pictures).
QByteArray reportHtml(const ClassResults& results);
/// tournament.json ("format": "botlab.tournament"): the assignment, the standings, every match
/// with its outcome, and the near-identical pairs.
QByteArray tournamentJson(const ClassResults& results);
/// A tournament's report.html: the leaderboard, a cross table (a click on a cell goes to the
/// match's section) and one section per match.
QByteArray tournamentReportHtml(const ClassResults& results);
/// Writes grades.csv, grades.json and report.html into results.out_dir (atomically each); for a
/// tournament standings.csv, matches.csv, tournament.json and report.html.
Status writeOutputs(const ClassResults& results);

}  // namespace botlab::grade
