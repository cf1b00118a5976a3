// SPDX-License-Identifier: GPL-3.0-or-later
// Match scoring of arenas (arena.h): the referee that reads the robots' samples tick by tick.
#include "botlab/scenes/arena.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "tr.h"

namespace botlab::scenes {

QString arenaKindName(ArenaKind kind) {
    switch (kind) {
        case ArenaKind::Sumo:
            return QStringLiteral("sumo");
        case ArenaKind::Soccer:
            return QStringLiteral("soccer");
        case ArenaKind::Race:
            return QStringLiteral("race");
    }
    return {};
}

std::optional<ArenaKind> arenaKindFromName(const QString& name) {
    for (ArenaKind k : {ArenaKind::Sumo, ArenaKind::Soccer, ArenaKind::Race})
        if (arenaKindName(k) == name) return k;
    return std::nullopt;
}

QString matchReasonKey(MatchReason reason) {
    switch (reason) {
        case MatchReason::NotAnArena:
            return QStringLiteral("not_an_arena");
        case MatchReason::PushedOut:
            return QStringLiteral("pushed_out");
        case MatchReason::BothOut:
            return QStringLiteral("both_out");
        case MatchReason::TimeUp:
            return QStringLiteral("time_up");
        case MatchReason::MoreGoals:
            return QStringLiteral("more_goals");
        case MatchReason::EqualGoals:
            return QStringLiteral("equal_goals");
        case MatchReason::FinishedFirst:
            return QStringLiteral("finished_first");
        case MatchReason::SameFinish:
            return QStringLiteral("same_finish");
        case MatchReason::OthersOut:
            return QStringLiteral("others_out");
        case MatchReason::Forfeit:
            return QStringLiteral("forfeit");
    }
    return {};
}

QString matchReasonText(MatchReason reason) {
    switch (reason) {
        case MatchReason::NotAnArena:
            return Tr::tr("The scene is not an arena.");
        case MatchReason::PushedOut:
            return Tr::tr("Pushed the other robot out of the ring.");
        case MatchReason::BothOut:
            return Tr::tr("Both robots went out at the same time: a draw.");
        case MatchReason::TimeUp:
            return Tr::tr("Time is up: a draw.");
        case MatchReason::MoreGoals:
            return Tr::tr("Scored more goals.");
        case MatchReason::EqualGoals:
            return Tr::tr("As many goals on both sides: a draw.");
        case MatchReason::FinishedFirst:
            return Tr::tr("Reached the finish first.");
        case MatchReason::SameFinish:
            return Tr::tr("Reached the finish at the same time: a draw.");
        case MatchReason::OthersOut:
            return Tr::tr("The other robot left its lane.");
        case MatchReason::Forfeit:
            return Tr::tr("The other robot's program stopped with an error.");
    }
    return {};
}

QString startLabelText(const QString& label) {
    static const char* const kLabels[] = {QT_TRANSLATE_NOOP("botlab::scenes", "Blue"),
                                          QT_TRANSLATE_NOOP("botlab::scenes", "Red"),
                                          QT_TRANSLATE_NOOP("botlab::scenes", "Yellow")};
    for (const char* l : kLabels)
        if (label == QLatin1String(l)) return Tr::tr(l);
    return label;
}

std::vector<int> matchTeams(const SceneDocument& scene, int robot_count,
                            const std::vector<int>& robot_teams) {
    std::vector<int> teams(static_cast<std::size_t>(std::max(0, robot_count)), 0);
    for (std::size_t i = 0; i < teams.size(); ++i) {
        if (i < robot_teams.size())
            teams[i] = std::max(0, robot_teams[i]);
        else if (i < scene.starts.size())
            teams[i] = scene.starts[i].team;
    }
    return teams;
}

namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();
/// Samples this much after the match time still count (rounding of the tick times).
constexpr double kTimeSlack_s = 1e-9;

/// A side: one team, or one robot without a team.
struct Side {
    int team = 0;  ///< 0: a robot without team.
    std::vector<int> robots;
};

}  // namespace

struct MatchReferee::Impl {
    const SceneDocument* scene = nullptr;
    int n = 0;
    std::vector<int> teams;    // per robot
    std::vector<int> side_of;  // per robot
    std::vector<Side> sides;
    int ball = -1;              // obstacle index of the soccer ball
    std::vector<bool> ball_in;  // per arena goal
    std::map<int, int> team_goals;
    std::map<int, std::vector<int>> team_goals_by_half;
    // Per robot:
    std::vector<std::optional<double>> out_s;
    std::vector<bool> forfeited;
    std::vector<std::optional<double>> finish_s;
    std::vector<std::optional<double>> pending_forfeit_s;
    double t_s = 0.0;
    bool any_sample = false;
    std::optional<double> decided_s;
    // The result, fixed when decided (or computed at the end).
    bool draw = false;
    std::vector<int> winners;  // sides
    MatchReason reason = MatchReason::TimeUp;

    const Arena& arena() const { return *scene->arena; }
    bool isOut(int r) const { return out_s[std::size_t(r)].has_value(); }
    bool sideAlive(const Side& s) const {
        return std::any_of(s.robots.begin(), s.robots.end(), [&](int r) { return !isOut(r); });
    }
    double sideOut_s(const Side& s) const {  // when its last robot went out; kNever if alive
        double t = -kNever;
        for (int r : s.robots) t = std::max(t, out_s[std::size_t(r)].value_or(kNever));
        return t;
    }
    bool sideForfeited(const Side& s) const {
        return std::all_of(s.robots.begin(), s.robots.end(),
                           [&](int r) { return forfeited[std::size_t(r)]; });
    }

    void applyForfeits(double up_to_s) {
        for (int r = 0; r < n; ++r) {
            auto& f = pending_forfeit_s[std::size_t(r)];
            if (!f || *f > up_to_s) continue;
            if (!isOut(r) && !finish_s[std::size_t(r)]) {
                out_s[std::size_t(r)] = *f;
                forfeited[std::size_t(r)] = true;
            }
            f.reset();
        }
    }

    /// The sides with the latest out time (all alive sides when some are alive).
    std::vector<int> lastStanding() const {
        double best = -kNever;
        for (const Side& s : sides) best = std::max(best, sideOut_s(s));
        std::vector<int> w;
        for (std::size_t i = 0; i < sides.size(); ++i)
            if (sideOut_s(sides[i]) == best) w.push_back(int(i));
        return w;
    }

    /// Decides by who stays in when at most one side is left in (sumo, race, forfeits).
    bool decideByStaying(double t, MatchReason win_reason) {
        if (sides.size() < 2) return false;
        int alive = 0;
        for (const Side& s : sides) alive += sideAlive(s) ? 1 : 0;
        if (alive > 1) return false;
        winners = lastStanding();
        draw = winners.size() != 1;
        if (draw) {
            reason = MatchReason::BothOut;
        } else {
            // Forfeit when every losing side is out because its programs failed.
            bool all_forfeit = true;
            for (std::size_t i = 0; i < sides.size(); ++i)
                if (int(i) != winners[0] && !sideForfeited(sides[i])) all_forfeit = false;
            reason = all_forfeit ? MatchReason::Forfeit : win_reason;
        }
        decided_s = t;
        return true;
    }

    void sample(const std::vector<RunSample>& samples) {
        if (decided_s || samples.empty()) return;
        const double t = samples[0].t_s;
        if (t > arena().matchTime_s() + kTimeSlack_s) return;
        t_s = t;
        any_sample = true;
        applyForfeits(t);
        const Arena& a = arena();
        switch (a.kind) {
            case ArenaKind::Sumo:
                for (int r = 0; r < n && r < int(samples.size()); ++r) {
                    if (isOut(r)) continue;
                    const sim::Vec3& p = samples[std::size_t(r)].X_WB.translation;
                    const bool off_ring = std::hypot(p.x() - a.ring_centre.x_m,
                                                     p.z() - a.ring_centre.z_m) > a.ring_radius_m;
                    const bool fallen = a.ring_top_m > 0.0 && p.y() < a.ring_top_m;
                    if (off_ring || fallen) out_s[std::size_t(r)] = t;
                }
                decideByStaying(t, MatchReason::PushedOut);
                break;
            case ArenaKind::Race: {
                for (int r = 0; r < n && r < int(samples.size()); ++r) {
                    if (isOut(r) || finish_s[std::size_t(r)]) continue;
                    const sim::Vec3& p = samples[std::size_t(r)].X_WB.translation;
                    if (a.finish.contains(p.x(), p.z())) {
                        finish_s[std::size_t(r)] = t;
                    } else if (std::size_t(r) < a.lanes.size() &&
                               !a.lanes[std::size_t(r)].contains(p.x(), p.z())) {
                        out_s[std::size_t(r)] = t;
                    }
                }
                std::vector<int> finished;
                for (std::size_t i = 0; i < sides.size(); ++i)
                    for (int r : sides[i].robots)
                        if (finish_s[std::size_t(r)]) {
                            finished.push_back(int(i));
                            break;
                        }
                if (!finished.empty()) {  // all of them finished in this sample
                    winners = finished;
                    draw = winners.size() != 1;
                    reason = draw ? MatchReason::SameFinish : MatchReason::FinishedFirst;
                    decided_s = t;
                } else {
                    decideByStaying(t, MatchReason::OthersOut);
                }
                break;
            }
            case ArenaKind::Soccer: {
                if (ball >= 0) {
                    const RunSample* with_objects = &samples[0];
                    for (const RunSample& s : samples)
                        if (!s.objects_m.empty()) {
                            with_objects = &s;
                            break;
                        }
                    const sim::Vec3 b = obstaclePosition(*scene, *with_objects, ball);
                    const int half = std::clamp(int(std::floor(t / a.time_s)), 0, a.halves - 1);
                    for (std::size_t g = 0; g < a.goals.size(); ++g) {
                        const bool in = a.goals[g].contains(b.x(), b.z());
                        if (in && !ball_in[g]) {
                            for (auto& [team, goals] : team_goals) {
                                if (team == a.goals[g].team) continue;
                                ++goals;
                                ++team_goals_by_half[team][std::size_t(half)];
                            }
                        }
                        ball_in[g] = in;
                    }
                }
                decideByStaying(t, MatchReason::Forfeit);
                break;
            }
        }
    }

    /// The result when the time is up (or the logs end) without a decision.
    void decideAtEnd() {
        if (decided_s || sides.empty()) return;
        if (arena().kind == ArenaKind::Soccer && !decideByStaying(t_s, MatchReason::Forfeit)) {
            int best = std::numeric_limits<int>::min();
            auto goalsOf = [&](const Side& s) { return s.team > 0 ? team_goals[s.team] : 0; };
            for (const Side& s : sides) best = std::max(best, goalsOf(s));
            winners.clear();
            for (std::size_t i = 0; i < sides.size(); ++i)
                if (goalsOf(sides[i]) == best) winners.push_back(int(i));
            draw = winners.size() != 1;
            reason = draw ? MatchReason::EqualGoals : MatchReason::MoreGoals;
            return;
        }
        if (decided_s) return;
        winners = lastStanding();
        draw = winners.size() != 1;
        reason = draw ? MatchReason::TimeUp
                      : (arena().kind == ArenaKind::Sumo ? MatchReason::PushedOut
                                                         : MatchReason::OthersOut);
    }
};

MatchReferee::MatchReferee(const SceneDocument& scene, int robot_count,
                           const std::vector<int>& robot_teams)
    : d_(std::make_shared<Impl>()) {
    Impl& d = *d_;
    d.scene = &scene;
    d.n = std::max(0, robot_count);
    d.teams = matchTeams(scene, d.n, robot_teams);
    d.side_of.assign(std::size_t(d.n), -1);
    for (int r = 0; r < d.n; ++r) {
        const int team = d.teams[std::size_t(r)];
        int side = -1;
        if (team > 0)
            for (std::size_t i = 0; i < d.sides.size(); ++i)
                if (d.sides[i].team == team) side = int(i);
        if (side < 0) {
            d.sides.push_back({team, {}});
            side = int(d.sides.size()) - 1;
        }
        d.sides[std::size_t(side)].robots.push_back(r);
        d.side_of[std::size_t(r)] = side;
        if (team > 0) d.team_goals[team] = 0;
    }
    d.out_s.assign(std::size_t(d.n), std::nullopt);
    d.forfeited.assign(std::size_t(d.n), false);
    d.finish_s.assign(std::size_t(d.n), std::nullopt);
    d.pending_forfeit_s.assign(std::size_t(d.n), std::nullopt);
    if (!scene.arena) return;
    const Arena& a = *scene.arena;
    for (auto& [team, goals] : d.team_goals)
        d.team_goals_by_half[team].assign(std::size_t(std::max(1, a.halves)), 0);
    if (a.kind == ArenaKind::Soccer) {
        for (std::size_t i = 0; i < scene.obstacles.size(); ++i)
            if (scene.obstacles[i].name == a.ball && scene.obstacles[i].movable) d.ball = int(i);
        // A ball that starts in a goal is not a goal until it has left it.
        d.ball_in.assign(a.goals.size(), false);
        if (d.ball >= 0) {
            const sim::Vec3& b = scene.obstacles[std::size_t(d.ball)].position_m;
            for (std::size_t g = 0; g < a.goals.size(); ++g)
                d.ball_in[g] = a.goals[g].contains(b.x(), b.z());
        }
    }
}

void MatchReferee::addSamples(const std::vector<RunSample>& samples) {
    if (!d_->scene->arena) return;
    d_->sample(samples);
}

void MatchReferee::forfeit(int robot, double t_s) {
    if (robot < 0 || robot >= d_->n) return;
    auto& f = d_->pending_forfeit_s[std::size_t(robot)];
    if (!f || t_s < *f) f = t_s;
    // A failure at or before the last sample applies at once (the runner reports it between
    // ticks), so decided() can stop the match now.
    if (d_->scene->arena && d_->any_sample && !d_->decided_s && t_s <= d_->t_s) {
        d_->applyForfeits(d_->t_s);
        Impl& d = *d_;
        d.decideByStaying(d.t_s, d.arena().kind == ArenaKind::Race ? MatchReason::OthersOut
                                                                   : MatchReason::PushedOut);
    }
}

bool MatchReferee::decided() const {
    if (!d_->scene->arena) return false;
    return d_->decided_s.has_value() ||
           (d_->any_sample && d_->t_s >= d_->arena().matchTime_s() - kTimeSlack_s);
}

MatchReport MatchReferee::report() const {
    MatchReport rep;
    if (!d_->scene->arena) return rep;
    Impl d = *d_;  // a copy: forfeits after the last sample and the end decision apply to it
    rep.is_arena = true;
    rep.kind = d.arena().kind;
    if (!d.decided_s) {
        // The time (or the logs) ran out: forfeits after the last sample count, then the end
        // rule. Either way the match was not decided early.
        d.applyForfeits(kNever);
        if (!d.decideByStaying(d.t_s, d.arena().kind == ArenaKind::Race ? MatchReason::OthersOut
                                                                        : MatchReason::PushedOut))
            d.decideAtEnd();
        d.decided_s.reset();
    }
    rep.decided_at_s = d.decided_s;
    rep.end_time_s = d.t_s;
    rep.draw = d.draw;
    rep.reason = d.reason;
    std::vector<MatchOutcome> side_outcome(d.sides.size(), MatchOutcome::Lost);
    for (int w : d.winners)
        side_outcome[std::size_t(w)] = d.draw ? MatchOutcome::Drawn : MatchOutcome::Won;
    if (!d.draw && d.winners.size() == 1) {
        const Side& w = d.sides[std::size_t(d.winners[0])];
        rep.winner_team = w.team;
        rep.winner_robot = w.robots.size() == 1 ? w.robots[0] : -1;
    }
    for (int r = 0; r < d.n; ++r) {
        RobotResult rr;
        rr.team = d.teams[std::size_t(r)];
        rr.out = d.out_s[std::size_t(r)].has_value();
        rr.out_time_s = d.out_s[std::size_t(r)];
        rr.forfeit = d.forfeited[std::size_t(r)];
        rr.goals = rr.team > 0 ? d.team_goals[rr.team] : 0;
        rr.finish_time_s = d.finish_s[std::size_t(r)];
        rr.outcome = side_outcome[std::size_t(d.side_of[std::size_t(r)])];
        rr.points = rr.outcome == MatchOutcome::Won     ? kPointsWin
                    : rr.outcome == MatchOutcome::Drawn ? kPointsDraw
                                                        : 0;
        rep.robots.push_back(rr);
    }
    for (std::size_t i = 0; i < d.sides.size(); ++i) {
        if (d.sides[i].team <= 0) continue;
        TeamResult t;
        t.team = d.sides[i].team;
        t.goals = d.team_goals[t.team];
        t.goals_by_half = d.team_goals_by_half[t.team];
        t.outcome = side_outcome[i];
        rep.teams.push_back(t);
    }
    std::sort(rep.teams.begin(), rep.teams.end(),
              [](const TeamResult& a, const TeamResult& b) { return a.team < b.team; });
    return rep;
}

MatchReport scoreMatch(const SceneDocument& scene, const std::vector<RunLog>& robot_logs,
                       const std::vector<int>& robot_teams,
                       const std::vector<MatchEntrantState>& states) {
    const int n = int(robot_logs.size());
    MatchReferee ref(scene, n, robot_teams);
    for (int r = 0; r < n && r < int(states.size()); ++r)
        if (states[std::size_t(r)].forfeit_at_s)
            ref.forfeit(r, *states[std::size_t(r)].forfeit_at_s);
    std::size_t longest = 0;
    for (const RunLog& l : robot_logs) longest = std::max(longest, l.samples.size());
    std::vector<RunSample> tick(static_cast<std::size_t>(n));
    for (std::size_t k = 0; k < longest; ++k) {
        // The time of tick k: the first log that has sample k.
        double t = 0.0;
        for (const RunLog& l : robot_logs)
            if (k < l.samples.size()) {
                t = l.samples[k].t_s;
                break;
            }
        for (int r = 0; r < n; ++r) {
            const auto& s = robot_logs[std::size_t(r)].samples;
            if (s.empty()) continue;
            tick[std::size_t(r)] = s[std::min(k, s.size() - 1)];
            tick[std::size_t(r)].t_s = t;
        }
        ref.addSamples(tick);
        if (ref.decided()) break;
    }
    return ref.report();
}

bool matchDecided(const SceneDocument& scene, const std::vector<RunLog>& robot_logs,
                  const std::vector<int>& robot_teams,
                  const std::vector<MatchEntrantState>& states) {
    return scoreMatch(scene, robot_logs, robot_teams, states).decided_at_s.has_value();
}

}  // namespace botlab::scenes
