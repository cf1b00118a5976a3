// SPDX-License-Identifier: GPL-3.0-or-later
// Arenas: scenes where several robots play a match (sumo, soccer, race), and the match scoring.
//
// A scene with an "arena" section (docs/formats/scene.md, "Arena") is a match: each start pose is
// one robot's place (robot index = start index), the starts' `team` says who plays with whom, and
// scoreMatch() turns the robots' run logs into a MatchReport (who is out and when, goals, finish
// times, the winner or a draw). The rules:
//
// - sumo: a robot is out when its main body origin (link 0's) is outside the ring (farther than
//   `ring_radius_m` from `ring_centre`, seen from above) or, on a raised ring (`ring_top_m` > 0),
//   lower than the ring top (standing on it, the origin is above it). The side (team) that stays
//   in longest wins: pushing the other out wins at once; both out in the same sample, or no one
//   out when the time (`time_s`, 60 s) is up, is a draw. (Both out one after the other: the one
//   out later wins — the match is decided when the first one goes out, so that is the same rule.)
// - soccer: a goal counts when the ball's centre (the movable obstacle named `ball`) enters a goal
//   box from outside it; it counts for the team that does NOT defend that goal (ArenaGoal::team is
//   the defender). A ball that stays in the box is not counted again; it must leave the box first.
//   The ball is not put back on the centre spot after a goal. Two halves of `time_s` each (2 x 60
//   s); the teams do NOT swap ends at half time (that would mean moving the robots mid-match; a
//   tournament plays every pair both ways round instead); halves only split the goal count
//   (TeamResult::goals_by_half). More goals wins; equal goals is a draw. Never decided early.
// - race: a robot finishes when its main body origin is in the `finish` zone; it is out when the
//   origin leaves its own lane (lanes[start index]; when the scene gives lanes) before it
//   finishes. The side that finishes first wins (same sample: a draw); when the time is up and no
//   one finished, it is a draw. When all sides but one are out, the remaining side wins then.
// - every kind: a robot whose program failed (error, endless loop, memory) forfeits at that time
//   (MatchEntrantState::forfeit_at_s): it is out then, and a side whose robots all forfeited loses
//   (both sides forfeit: the one that failed later wins, at the same time a draw).
//
// Sides: robots with the same team number > 0 play together; a robot with team 0 is a side of
// its own. Points per robot: kPointsWin for the winning side, kPointsDraw for each side in a draw
// (with more than two sides: each side tied for the best place), 0 otherwise.
//
// Samples: robot_logs[i] is robot i's log, sampled at the same times as the others (the runner
// takes one sample per robot per control tick, so sample k of every log has the same t_s). A log
// that ends earlier than the others keeps its last sample. Samples later than the match time
// (kind's time, soccer: halves x time_s) are ignored.
#pragma once

#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "botlab/scenes/scene_document.h"
#include "botlab/scenes/scene_loading.h"

namespace botlab::scenes {

/// The name of a kind in the scene file ("sumo", "soccer", "race").
QString arenaKindName(ArenaKind kind);
/// The kind a scene file names; nothing for an unknown name.
std::optional<ArenaKind> arenaKindFromName(const QString& name);

/// Points of a win and of a draw (football's 3 / 1).
inline constexpr int kPointsWin = 3;
inline constexpr int kPointsDraw = 1;

/// The outcome of a match for one robot or side.
enum class MatchOutcome { Won, Drawn, Lost };

/// Why the match ended as it did: a short key (stable, for files and tests) and its text.
enum class MatchReason {
    NotAnArena,     ///< The scene has no arena section: nothing to score.
    PushedOut,      ///< sumo: the other side went out first.
    BothOut,        ///< sumo: both sides out in the same sample (draw).
    TimeUp,         ///< No one out / no one finished when the time was up (draw).
    MoreGoals,      ///< soccer: more goals.
    EqualGoals,     ///< soccer: as many goals (draw).
    FinishedFirst,  ///< race: reached the finish first.
    SameFinish,     ///< race: finished in the same sample (draw).
    OthersOut,      ///< race: every other side left its lane (or forfeited).
    Forfeit,        ///< The other side's program failed.
};

/// The key of a reason ("pushed_out", "both_out", "time_up", "more_goals", "equal_goals",
/// "finished_first", "same_finish", "others_out", "forfeit", "not_an_arena").
QString matchReasonKey(MatchReason reason);
/// A sentence for a person, translated (context "botlab::scenes").
QString matchReasonText(MatchReason reason);

/// What the runner knows about a robot besides its log.
struct MatchEntrantState {
    /// Set when the robot's program failed (error, endless loop, out of memory) at that time: it
    /// forfeits (counts as out from then on).
    std::optional<double> forfeit_at_s;
};

/// One robot's result.
struct RobotResult {
    int team = 0;  ///< Its team (0 = a side of its own).
    bool out = false;
    std::optional<double> out_time_s;     ///< sumo / race: when it went out (or forfeited).
    bool forfeit = false;                 ///< Its program failed.
    int goals = 0;                        ///< soccer: its team's goals.
    std::optional<double> finish_time_s;  ///< race: when it reached the finish.
    MatchOutcome outcome = MatchOutcome::Drawn;
    int points = 0;  ///< kPointsWin, kPointsDraw or 0.
};

/// One team's result (teams >= 1 that have robots, in increasing number).
struct TeamResult {
    int team = 1;
    int goals = 0;                   ///< soccer: goals scored.
    std::vector<int> goals_by_half;  ///< soccer: goals scored in each half.
    MatchOutcome outcome = MatchOutcome::Drawn;
};

/// The result of a match: a pure function of the scene, the logs and the teams.
struct MatchReport {
    bool is_arena = false;  ///< False: the scene has no arena section (the rest is empty).
    ArenaKind kind = ArenaKind::Sumo;
    std::vector<RobotResult> robots;  ///< Index = robot = start index.
    std::vector<TeamResult> teams;
    bool draw = false;
    /// The winning side's team number (0 when it is a robot without team, or a draw).
    int winner_team = 0;
    /// The winning robot when the winning side is one robot; -1 otherwise (draw, or a team of
    /// several robots: see winner_team).
    int winner_robot = -1;
    MatchReason reason = MatchReason::NotAnArena;
    /// Set when the match was decided before its time was up (sumo: someone out; race: someone
    /// finished; any: a side forfeited): the runner may stop then.
    std::optional<double> decided_at_s;
    double end_time_s = 0.0;  ///< Time of the last sample scored.
};

/// Scores a match from the robots' logs (index = robot = start index; see the header comment for
/// the rules and how samples are read). `robot_teams[i]` is robot i's team; when shorter than
/// the logs the rest take the scene's starts' teams. `states` (optional, index = robot) says which
/// programs failed. A scene without an arena gives a report with is_arena false.
MatchReport scoreMatch(const SceneDocument& scene, const std::vector<RunLog>& robot_logs,
                       const std::vector<int>& robot_teams,
                       const std::vector<MatchEntrantState>& states = {});

/// True when the match of these logs is decided (scoreMatch(...).decided_at_s is set), so the
/// runner may stop. Prefer MatchReferee inside a running loop: this rescans the logs.
bool matchDecided(const SceneDocument& scene, const std::vector<RunLog>& robot_logs,
                  const std::vector<int>& robot_teams,
                  const std::vector<MatchEntrantState>& states = {});

/// The incremental referee the runner feeds one sample per robot per tick; report() equals
/// scoreMatch() of the same samples. Cheap per tick (no rescans).
class MatchReferee {
public:
    /// `scene` must outlive the referee. `robot_teams` as for scoreMatch; `robot_count` robots.
    MatchReferee(const SceneDocument& scene, int robot_count, const std::vector<int>& robot_teams);
    /// One sample per robot, all at time `samples[0].t_s` (size must be robot_count).
    void addSamples(const std::vector<RunSample>& samples);
    /// Robot `robot`'s program failed at `t_s`: it forfeits from then on.
    void forfeit(int robot, double t_s);
    /// True once the match is decided (report().decided_at_s set) or its time is up.
    bool decided() const;
    MatchReport report() const;

private:
    struct Impl;
    std::shared_ptr<Impl> d_;
};

/// A start's label to show (StartPose::label): the translation (context "botlab::scenes") of the
/// built-in arenas' labels ("Blue", "Red", "Yellow"), any other label unchanged.
QString startLabelText(const QString& label);

/// The effective team of each robot: robot_teams[i], or the scene's start i's team when
/// robot_teams is shorter; 0 when neither says.
std::vector<int> matchTeams(const SceneDocument& scene, int robot_count,
                            const std::vector<int>& robot_teams);

}  // namespace botlab::scenes
