// SPDX-License-Identifier: GPL-3.0-or-later
// Tournament pairings, standings and their tables (see botlab/grade/tournament.h).
#include "botlab/grade/tournament.h"

#include <QStringList>

#include <algorithm>
#include <functional>
#include <set>
#include <utility>

#include "botlab/core/text.h"

namespace botlab::grade {

std::vector<Pairing> roundRobinPairings(int n) {
    std::vector<Pairing> out;
    if (n < 2) return out;
    // The circle method: with an odd n a dummy player (index n) sits out each round.
    const int m = n % 2 == 0 ? n : n + 1;
    std::vector<int> pos(static_cast<std::size_t>(m));
    for (int i = 0; i < m; ++i) pos[static_cast<std::size_t>(i)] = i;
    const int half_rounds = m - 1;
    for (int r = 0; r < half_rounds; ++r) {
        for (int i = 0; i < m / 2; ++i) {
            int a = pos[static_cast<std::size_t>(i)];
            int b = pos[static_cast<std::size_t>(m - 1 - i)];
            if (a >= n || b >= n) continue;
            // Alternate the sides so that nobody is home all the first half.
            if ((r + i) % 2 == 1) std::swap(a, b);
            out.push_back({r + 1, a, b});
            out.push_back({r + 1 + half_rounds, b, a});
        }
        // Rotate all but the first.
        std::rotate(pos.begin() + 1, pos.end() - 1, pos.end());
    }
    std::sort(out.begin(), out.end(), [](const Pairing& x, const Pairing& y) {
        return std::tie(x.round, x.home, x.away) < std::tie(y.round, y.home, y.away);
    });
    return out;
}

std::vector<Standing> computeStandings(const std::vector<QString>& names,
                                       const std::vector<MatchResult>& results,
                                       const Points& points) {
    const int n = static_cast<int>(names.size());
    std::vector<Standing> table(names.size());
    for (int i = 0; i < n; ++i) table[static_cast<std::size_t>(i)].student = i;
    auto at = [&](int i) -> Standing* {
        return i >= 0 && i < n ? &table[static_cast<std::size_t>(i)] : nullptr;
    };
    auto win = [&](Standing* s) {
        ++s->played;
        ++s->won;
        s->points += points.win;
    };
    auto lose = [&](Standing* s) {
        ++s->played;
        ++s->lost;
        s->points += points.loss;
    };
    auto draw = [&](Standing* s) {
        ++s->played;
        ++s->drawn;
        s->points += points.draw;
    };
    for (const MatchResult& r : results) {
        Standing* home = at(r.home);
        Standing* away = at(r.away);
        if (r.kind == MatchResult::Kind::NotPlayed) continue;
        if (r.kind == MatchResult::Kind::Bye) {
            if (home) win(home);
            continue;
        }
        if (!home || !away) continue;
        home->goals_for += r.home_goals;
        home->goals_against += r.away_goals;
        away->goals_for += r.away_goals;
        away->goals_against += r.home_goals;
        switch (r.kind) {
            case MatchResult::Kind::HomeWin:
                win(home);
                lose(away);
                break;
            case MatchResult::Kind::AwayWin:
                lose(home);
                win(away);
                break;
            default:
                draw(home);
                draw(away);
                break;
        }
    }
    std::stable_sort(table.begin(), table.end(), [&](const Standing& a, const Standing& b) {
        if (a.points != b.points) return a.points > b.points;
        if (a.goalDifference() != b.goalDifference())
            return a.goalDifference() > b.goalDifference();
        if (a.goals_for != b.goals_for) return a.goals_for > b.goals_for;
        const QString& na = names[static_cast<std::size_t>(a.student)];
        const QString& nb = names[static_cast<std::size_t>(b.student)];
        if (na != nb) return na < nb;  // QString's < compares UTF-16 code units
        return a.student < b.student;
    });
    return table;
}

std::vector<Pairing> swissPairings(const std::vector<QString>& names,
                                   const std::vector<MatchResult>& results, const Points& points,
                                   int round) {
    const int n = static_cast<int>(names.size());
    std::vector<Pairing> out;
    if (n < 1) return out;
    const std::vector<Standing> table = computeStandings(names, results, points);
    std::vector<int> order;
    for (const Standing& s : table) order.push_back(s.student);
    std::set<std::pair<int, int>> met;
    std::set<int> had_bye;
    for (const MatchResult& r : results) {
        if (r.kind == MatchResult::Kind::Bye) {
            had_bye.insert(r.home);
        } else if (r.away >= 0) {
            met.insert({std::min(r.home, r.away), std::max(r.home, r.away)});
        }
    }
    if (order.size() % 2 == 1) {
        // The lowest-ranked student without a bye yet (else the lowest) sits this round out.
        int bye = order.back();
        for (auto it = order.rbegin(); it != order.rend(); ++it)
            if (!had_bye.count(*it)) {
                bye = *it;
                break;
            }
        order.erase(std::find(order.begin(), order.end(), bye));
        out.push_back({round, bye, -1});
    }
    std::vector<bool> used(order.size(), false);
    std::vector<std::pair<int, int>> pairs;
    // Depth-first: the highest unpaired student meets the highest one they have not met.
    std::function<bool(bool)> pairRest = [&](bool allow_repeat) -> bool {
        std::size_t first = 0;
        while (first < order.size() && used[first]) ++first;
        if (first == order.size()) return true;
        used[first] = true;
        for (std::size_t j = first + 1; j < order.size(); ++j) {
            if (used[j]) continue;
            const int a = order[first], b = order[j];
            if (!allow_repeat && met.count({std::min(a, b), std::max(a, b)})) continue;
            used[j] = true;
            pairs.emplace_back(a, b);
            if (pairRest(allow_repeat)) return true;
            pairs.pop_back();
            used[j] = false;
        }
        used[first] = false;
        return false;
    };
    if (!pairRest(false)) {
        std::fill(used.begin(), used.end(), false);
        pairs.clear();
        pairRest(true);
    }
    for (const auto& [a, b] : pairs) {
        out.push_back({round, a, b});
        out.push_back({round, b, a});
    }
    std::sort(out.begin(), out.end(), [](const Pairing& x, const Pairing& y) {
        return std::tie(x.round, x.home, x.away) < std::tie(y.round, y.home, y.away);
    });
    return out;
}

std::vector<MatchResult> doneResults(const std::vector<MatchRecord>& matches) {
    std::vector<MatchResult> out;
    for (const MatchRecord& m : matches)
        if (m.done) out.push_back(m.result);
    return out;
}

QString matchResultKey(MatchResult::Kind kind) {
    switch (kind) {
        case MatchResult::Kind::HomeWin:
            return QStringLiteral("home");
        case MatchResult::Kind::AwayWin:
            return QStringLiteral("away");
        case MatchResult::Kind::Draw:
            return QStringLiteral("draw");
        case MatchResult::Kind::Bye:
            return QStringLiteral("bye");
        case MatchResult::Kind::NotPlayed:
            break;
    }
    return QStringLiteral("not_played");
}

namespace {

QString nameOf(const std::vector<QString>& names, int i) {
    return i >= 0 && i < static_cast<int>(names.size()) ? names[static_cast<std::size_t>(i)]
                                                        : QString();
}

QString seconds(double v) {
    QString s = QString::number(v, 'f', 2);
    while (s.endsWith(QLatin1Char('0'))) s.chop(1);
    if (s.endsWith(QLatin1Char('.'))) s.chop(1);
    return s;
}

}  // namespace

QByteArray standingsCsv(const std::vector<QString>& names, const std::vector<Standing>& table) {
    QString out = QLatin1String(kStandingsCsvHeader) + QLatin1Char('\n');
    int rank = 0;
    for (const Standing& s : table) {
        ++rank;
        QStringList row;
        row << QString::number(rank) << core::csvCell(nameOf(names, s.student))
            << QString::number(s.played) << QString::number(s.won) << QString::number(s.drawn)
            << QString::number(s.lost) << QString::number(s.points) << QString::number(s.goals_for)
            << QString::number(s.goals_against) << QString::number(s.goalDifference());
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

QByteArray matchesCsv(const std::vector<QString>& names, const std::vector<MatchRecord>& matches) {
    QString out = QLatin1String(kMatchesCsvHeader) + QLatin1Char('\n');
    for (const MatchRecord& m : matches) {
        QStringList row;
        row << QString::number(m.pairing.round) << core::csvCell(nameOf(names, m.pairing.home))
            << core::csvCell(nameOf(names, m.pairing.away))
            << QString::number(static_cast<qulonglong>(m.seed))
            << (m.done ? matchResultKey(m.result.kind) : QString())
            << (m.done ? QString::number(m.result.home_goals) : QString())
            << (m.done ? QString::number(m.result.away_goals) : QString())
            << (m.done ? seconds(m.end_time_s) : QString()) << core::csvCell(m.reason)
            << (m.state_hash ? QStringLiteral("%1").arg(static_cast<qulonglong>(*m.state_hash), 16,
                                                        16, QLatin1Char('0'))
                             : QString())
            << core::csvCell(m.replay_file);
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

}  // namespace botlab::grade
