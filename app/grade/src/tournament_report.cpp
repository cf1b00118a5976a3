// SPDX-License-Identifier: GPL-3.0-or-later
// A tournament's report.html (see botlab/grade/grading.h): one self-contained page with the
// leaderboard, the cross table (rows: home, columns: away; a cell links to its match's section)
// and a section per match (result, reason, errors, state hash, the replay file to open in the app).
#include <QStringList>

#include "botlab/grade/grading.h"
#include "tr.h"

namespace botlab::grade {

namespace {

QString esc(const QString& s) {
    return s.toHtmlEscaped();
}

constexpr const char* kTournamentStyle =
    "body{font-family:sans-serif;margin:1.5em;color:#222}"
    "table{border-collapse:collapse;margin:0.5em 0 1.5em}"
    "th,td{border:1px solid #bbb;padding:3px 7px;text-align:center}"
    "td.name{text-align:left}th{background:#eee}"
    "td.win{background:#c8efc8}td.loss{background:#f6c9c9}td.draw{background:#f3eec0}"
    "td.np{background:#ddd}td.self{background:#444}"
    "td a{color:inherit;text-decoration:none;display:block}"
    ".match{border-top:1px solid #ccc;padding:0.3em 0}.meta{color:#666}"
    ".err{color:#a00}\n";

/// The cell text of a match for one side: W/D/L and the goals from that side.
QString cellFor(const MatchRecord& m, bool home_side, QString* cls) {
    if (!m.done) {
        *cls = QStringLiteral("np");
        return QStringLiteral("…");
    }
    const int mine = home_side ? m.result.home_goals : m.result.away_goals;
    const int theirs = home_side ? m.result.away_goals : m.result.home_goals;
    const QString goals = QStringLiteral(" %1:%2").arg(mine).arg(theirs);
    switch (m.result.kind) {
        case MatchResult::Kind::HomeWin:
        case MatchResult::Kind::AwayWin: {
            const bool won = (m.result.kind == MatchResult::Kind::HomeWin) == home_side;
            *cls = won ? QStringLiteral("win") : QStringLiteral("loss");
            return (won ? Tr::tr("W") : Tr::tr("L")) + goals;
        }
        case MatchResult::Kind::Draw:
            *cls = QStringLiteral("draw");
            return Tr::tr("D") + goals;
        default:
            *cls = QStringLiteral("np");
            return QStringLiteral("—");
    }
}

}  // namespace

QByteArray tournamentReportHtml(const ClassResults& res) {
    const Assignment& a = res.assignment;
    const std::vector<QString> names = res.names();
    const std::size_t n = names.size();
    QString h;
    h +=
        QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n<title>%1</title>\n")
            .arg(esc(a.title));
    h += QStringLiteral("<style>") + QLatin1String(kTournamentStyle) +
         QStringLiteral("</style></head><body>\n");
    h += QStringLiteral("<h1>%1</h1>\n").arg(esc(a.title));
    const QString rounds = a.rounds.kind == Rounds::Kind::Swiss
                               ? Tr::tr("Swiss, %1 rounds").arg(a.rounds.swiss_rounds)
                               : Tr::tr("round robin, both sides");
    h += QStringLiteral("<p class=\"meta\">%1</p>\n")
             .arg(esc(Tr::tr("%1 students, arena %2, %3, %4 matches; points: win %5, draw %6, "
                             "loss %7; Botlab %8.")
                          .arg(n)
                          .arg(a.arena, rounds)
                          .arg(res.matches.size())
                          .arg(a.points.win)
                          .arg(a.points.draw)
                          .arg(a.points.loss)
                          .arg(res.botlab_version)));

    // The leaderboard.
    h += QStringLiteral("<h2>%1</h2>\n<table class=\"standings\"><thead><tr>")
             .arg(esc(Tr::tr("Leaderboard")));
    for (const QString& c :
         {Tr::tr("Rank"), Tr::tr("Student"), Tr::tr("Played"), Tr::tr("Won"), Tr::tr("Drawn"),
          Tr::tr("Lost"), Tr::tr("Goals"), Tr::tr("Goal difference"), Tr::tr("Points")})
        h += QStringLiteral("<th>%1</th>").arg(esc(c));
    h += QStringLiteral("</tr></thead><tbody>\n");
    int rank = 0;
    for (const Standing& s : res.standings()) {
        const StudentResult& st = res.students[static_cast<std::size_t>(s.student)];
        h += QStringLiteral(
                 "<tr><td>%1</td><td class=\"name\" title=\"%2\">%3%4</td><td>%5</td><td>%6</td>"
                 "<td>%7</td><td>%8</td><td>%9:%10</td><td>%11</td><td><b>%12</b></td></tr>\n")
                 .arg(++rank)
                 .arg(esc(st.problem), esc(st.submission.name),
                      st.problem.isEmpty() ? QString() : QStringLiteral(" \u26A0"))
                 .arg(s.played)
                 .arg(s.won)
                 .arg(s.drawn)
                 .arg(s.lost)
                 .arg(s.goals_for)
                 .arg(s.goals_against)
                 .arg(s.goalDifference())
                 .arg(s.points);
    }
    h += QStringLiteral("</tbody></table>\n");

    // The cross table: row = the student, column = the opponent; a cell lists the row student's
    // matches against that opponent (home first), each linking to its section.
    h += QStringLiteral("<h2>%1</h2>\n<p class=\"meta\">%2</p>\n")
             .arg(esc(Tr::tr("Cross table")),
                  esc(Tr::tr("Row: the student; column: the opponent; H at home (first start), "
                             "A away. Click a result for the match.")));
    std::vector<std::vector<std::vector<int>>> cell(n, std::vector<std::vector<int>>(n));
    for (std::size_t i = 0; i < res.matches.size(); ++i) {
        const Pairing& p = res.matches[i].pairing;
        if (p.away < 0) continue;
        cell[static_cast<std::size_t>(p.home)][static_cast<std::size_t>(p.away)].push_back(
            static_cast<int>(i));
        cell[static_cast<std::size_t>(p.away)][static_cast<std::size_t>(p.home)].push_back(
            static_cast<int>(i));
    }
    h += QStringLiteral("<table class=\"cross\"><thead><tr><th></th>");
    for (const QString& name : names) h += QStringLiteral("<th>%1</th>").arg(esc(name));
    h += QStringLiteral("</tr></thead><tbody>\n");
    for (std::size_t r = 0; r < n; ++r) {
        h += QStringLiteral("<tr><th class=\"name\">%1</th>").arg(esc(names[r]));
        for (std::size_t c = 0; c < n; ++c) {
            if (r == c) {
                h += QStringLiteral("<td class=\"self\"></td>");
                continue;
            }
            QStringList parts;
            QString last_cls = QStringLiteral("np");
            for (int i : cell[r][c]) {
                const MatchRecord& m = res.matches[static_cast<std::size_t>(i)];
                const bool home_side = m.pairing.home == static_cast<int>(r);
                QString cls;
                const QString text = cellFor(m, home_side, &cls);
                last_cls = cls;
                parts << QStringLiteral("<a class=\"%1\" href=\"#m%2\">%3 %4</a>")
                             .arg(cls)
                             .arg(i)
                             .arg(home_side ? Tr::tr("H") : Tr::tr("A"), esc(text));
            }
            h += QStringLiteral("<td class=\"%1\">%2</td>")
                     .arg(parts.size() == 1 ? last_cls : QStringLiteral("multi"),
                          parts.join(QString()));
        }
        h += QStringLiteral("</tr>\n");
    }
    h += QStringLiteral("</tbody></table>\n");

    // Near-identical programs.
    if (!res.similar.empty()) {
        h += QStringLiteral("<h2>%1</h2>\n<ul>\n").arg(esc(Tr::tr("Near-identical programs")));
        for (const SimilarPair& p : res.similar)
            h += QStringLiteral("<li>%1 — %2 (%3)</li>\n")
                     .arg(esc(names[static_cast<std::size_t>(p.a)]),
                          esc(names[static_cast<std::size_t>(p.b)]))
                     .arg(p.similarity, 0, 'f', 2);
        h += QStringLiteral("</ul>\n");
    }

    // One section per match.
    h += QStringLiteral("<h2>%1</h2>\n").arg(esc(Tr::tr("Matches")));
    for (std::size_t i = 0; i < res.matches.size(); ++i) {
        const MatchRecord& m = res.matches[i];
        const QString home = names[static_cast<std::size_t>(m.pairing.home)];
        const QString away =
            m.pairing.away >= 0 ? names[static_cast<std::size_t>(m.pairing.away)] : QString();
        h += QStringLiteral("<div class=\"match\" id=\"m%1\"><b>%2</b> ")
                 .arg(i)
                 .arg(esc(Tr::tr("Round %1:").arg(m.pairing.round)));
        if (m.pairing.away < 0) {
            h += esc(Tr::tr("%1 has a bye").arg(home)) + QStringLiteral("</div>\n");
            continue;
        }
        QString result;
        switch (m.done ? m.result.kind : MatchResult::Kind::NotPlayed) {
            case MatchResult::Kind::HomeWin:
                result = Tr::tr("%1 won").arg(home);
                break;
            case MatchResult::Kind::AwayWin:
                result = Tr::tr("%1 won").arg(away);
                break;
            case MatchResult::Kind::Draw:
                result = Tr::tr("draw");
                break;
            default:
                result = Tr::tr("not played");
                break;
        }
        h += esc(Tr::tr("%1 (home) vs %2 (away), seed %3: %4 %5:%6 at %7 s (%8)")
                     .arg(home, away)
                     .arg(static_cast<qulonglong>(m.seed))
                     .arg(result)
                     .arg(m.result.home_goals)
                     .arg(m.result.away_goals)
                     .arg(m.end_time_s, 0, 'f', 2)
                     .arg(m.reason));
        if (!m.home_error.isEmpty())
            h += QStringLiteral("<br><span class=\"err\">%1</span>")
                     .arg(esc(Tr::tr("%1: %2").arg(home, m.home_error)));
        if (!m.away_error.isEmpty())
            h += QStringLiteral("<br><span class=\"err\">%1</span>")
                     .arg(esc(Tr::tr("%1: %2").arg(away, m.away_error)));
        if (!m.replay_file.isEmpty())
            h += QStringLiteral("<br><span class=\"meta\">%1 <code>%2</code>%3</span>")
                     .arg(esc(Tr::tr("Replay:")), esc(m.replay_file),
                          m.state_hash ? QStringLiteral(" — %1 <code>%2</code>")
                                             .arg(esc(Tr::tr("state hash")))
                                             .arg(*m.state_hash, 16, 16, QLatin1Char('0'))
                                       : QString());
        h += QStringLiteral("</div>\n");
    }
    h += QStringLiteral("</body></html>\n");
    return h.toUtf8();
}

}  // namespace botlab::grade
