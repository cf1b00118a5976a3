// SPDX-License-Identifier: GPL-3.0-or-later
// Class tournaments (an assignment of kind "tournament", docs/formats/assignment.md): the pairings
// (round robin: every ordered pair of students, so each pair plays both sides; Swiss: R rounds
// paired by points, no repeated pairing, a bye by rule), the matches' results and the standings.
// Pure functions of the students and the results so far, so the app's Grade a Class dialog can
// show the standings live (Grader::matchFinished, then computeStandings()) and a merge of shards
// gives the same tables as one run.
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace botlab::grade {

/// The exact columns of standings.csv and matches.csv, in order.
inline constexpr const char* kStandingsCsvHeader =
    "rank,student,played,won,drawn,lost,points,goals_for,goals_against,goal_difference";
inline constexpr const char* kMatchesCsvHeader =
    "round,home,away,seed,result,home_goals,away_goals,end_time_s,reason,state_hash,replay";

/// Points for a match's result (the assignment's "points"; win 3, draw 1, loss 0 by default).
struct Points {
    int win = 3;
    int draw = 1;
    int loss = 0;
    bool operator==(const Points&) const = default;
};

/// How the students are paired.
struct Rounds {
    enum class Kind { RoundRobin, Swiss };
    Kind kind = Kind::RoundRobin;
    int swiss_rounds = 0;  ///< Swiss: the number of rounds (>= 1).
    bool operator==(const Rounds&) const = default;
};

/// Two students paired for a match: `home` starts at the arena's first start, `away` at its
/// second. `away` is -1 for a bye (Swiss, an odd number of students).
struct Pairing {
    int round = 1;  ///< 1-based.
    int home = 0;   ///< Index into the students (sorted by name).
    int away = 0;
    bool operator==(const Pairing&) const = default;
};

/// Round robin: every ordered pair (a, b), a != b, once: n (n - 1) matches, so each pair plays
/// both sides. Rounds by the circle method: the first n - 1 (or n with an odd n) rounds have each
/// pair once, the same number again with the sides swapped; in a round no student plays twice.
/// Ordered by round, then home, then away.
std::vector<Pairing> roundRobinPairings(int students);

/// One finished match, as standings need it.
struct MatchResult {
    enum class Kind {
        HomeWin,
        AwayWin,
        Draw,
        Bye,       ///< `home` had a bye: counted as a win without goals.
        NotPlayed  ///< The match's process crashed (or grading was cancelled): marked, not lost,
                   ///< counted for nobody.
    };
    int round = 1;
    int home = 0;
    int away = -1;
    Kind kind = Kind::Draw;
    int home_goals = 0;
    int away_goals = 0;
};

/// One student's line in the standings.
struct Standing {
    int student = 0;  ///< Index into the students.
    int played = 0;   ///< Matches that counted (a bye counts as played and won).
    int won = 0;
    int drawn = 0;
    int lost = 0;
    int points = 0;
    int goals_for = 0;
    int goals_against = 0;
    int goalDifference() const { return goals_for - goals_against; }
    bool operator==(const Standing&) const = default;
};

/// The standings of `names.size()` students from the results so far (any order, any subset):
/// sorted by points, then goal difference, then goals for, then name (Unicode code points), all
/// students listed (those without a match with zeros).
std::vector<Standing> computeStandings(const std::vector<QString>& names,
                                       const std::vector<MatchResult>& results,
                                       const Points& points);

/// Swiss pairing of the next round (`round`, 1-based) from the results so far: students ordered
/// as the standings order them (points, goal difference, goals for, name); with an odd number,
/// the lowest-ranked student who has not had a bye yet gets it (if all have had one, the lowest);
/// then, from the top, each unpaired student meets the highest-ranked unpaired student they have
/// not met yet (backtracking when the rest cannot be paired; a repeat only when no pairing
/// without one exists). Each pairing plays both sides: the returned list has both (a, b) and
/// (b, a) for each pair, and (bye, -1) for the bye. Deterministic.
std::vector<Pairing> swissPairings(const std::vector<QString>& names,
                                   const std::vector<MatchResult>& results, const Points& points,
                                   int round);

/// One match of a tournament: its pairing, seed, result and record (a row of matches.csv).
struct MatchRecord {
    Pairing pairing;
    std::uint64_t seed = 1;
    bool done = false;        ///< The result is in (false: not run yet).
    MatchResult result;       ///< Valid when done.
    double end_time_s = 0.0;  ///< Simulated time the match ended (decided, or the time limit).
    /// Why it ended, as a short key ("out", "time", "goals", "finish", "forfeit", "crashed",
    /// "bye", ...), plus the losing program's error when it forfeited.
    QString reason;
    QString home_error;  ///< The home program's error ("line N: message"), or "".
    QString away_error;
    std::optional<std::uint64_t> state_hash;  ///< Final state; absent when it did not finish.
    QString
        replay_file;  ///< Relative to the output folder ("matches/r01_anna_vs_ben.botlab-match").
};

/// The results of the matches done so far (for computeStandings()).
std::vector<MatchResult> doneResults(const std::vector<MatchRecord>& matches);

/// matches.csv: kMatchesCsvHeader, then one row per match in order (round, home, away): the
/// result key, goals, end time, reason, state hash (16 hex digits) and the replay's path.
QByteArray matchesCsv(const std::vector<QString>& names, const std::vector<MatchRecord>& matches);

/// Key of a result in matches.csv ("home", "away", "draw", "bye", "not_played").
QString matchResultKey(MatchResult::Kind kind);

/// standings.csv: kStandingsCsvHeader, then one row per standing in order (RFC 4180, UTF-8, "\n").
QByteArray standingsCsv(const std::vector<QString>& names, const std::vector<Standing>& standings);

}  // namespace botlab::grade
