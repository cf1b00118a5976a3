// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of class tournaments and sharding in botlab::grade (issue 27): standings from hand-made
// results (points, goal difference, ties), round robin pairings (n (n - 1), both sides), Swiss
// pairings (by points, no repeat, the bye), shard slices and shard sets, and botlab-grade itself:
// a small sumo tournament end to end, and shards merged byte-identical to one run.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <set>

#include "botlab_test.h"

#include "botlab/grade/grader.h"
#include "botlab/grade/shard.h"
#include "botlab/grade/tournament.h"

using namespace botlab;
using namespace botlab::grade;

Q_DECLARE_METATYPE(std::vector<botlab::grade::MatchResult>)

namespace {

using K = MatchResult::Kind;

MatchResult res(int home, int away, K kind, int hg = 0, int ag = 0, int round = 1) {
    MatchResult r;
    r.round = round;
    r.home = home;
    r.away = away;
    r.kind = kind;
    r.home_goals = hg;
    r.away_goals = ag;
    return r;
}

std::vector<QString> names(int n) {
    std::vector<QString> out;
    for (int i = 0; i < n; ++i)
        out.push_back(QStringLiteral("s%1").arg(i, 2, 10, QLatin1Char('0')));
    return out;
}

/// "name:played/won/drawn/lost/points/gf-ga" per standing, in order.
QString table(const std::vector<QString>& ns, const std::vector<Standing>& t) {
    QStringList rows;
    for (const Standing& s : t)
        rows << QStringLiteral("%1:%2/%3/%4/%5/%6/%7-%8")
                    .arg(ns[static_cast<std::size_t>(s.student)])
                    .arg(s.played)
                    .arg(s.won)
                    .arg(s.drawn)
                    .arg(s.lost)
                    .arg(s.points)
                    .arg(s.goals_for)
                    .arg(s.goals_against);
    return rows.join(QLatin1Char(' '));
}

QString gradeExe() {
    return qEnvironmentVariable("BOTLAB_GRADE");
}

QString sourceDir() {
    return QStringLiteral(BOTLAB_TESTS_GRADE_DIR);
}

/// Runs botlab-grade with `args`; returns its exit code (stderr in *err).
int runGrade(const QStringList& args, QString* err = nullptr) {
    QProcess p;
    p.setProgram(gradeExe());
    p.setArguments(args);
    p.start();
    if (!p.waitForFinished(600000)) return -1;
    if (err) *err = QString::fromUtf8(p.readAllStandardError());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestTournament : public QObject {
    Q_OBJECT
private slots:
    void standings_data() {
        QTest::addColumn<int>("students");
        QTest::addColumn<std::vector<MatchResult>>("results");
        QTest::addColumn<QString>("expected");
        QTest::newRow("nothing played: all zero, by name")
            << 3 << std::vector<MatchResult>{}
            << "s00:0/0/0/0/0/0-0 s01:0/0/0/0/0/0-0 s02:0/0/0/0/0/0-0";
        QTest::newRow("win 3, draw 1, loss 0")
            << 3 << std::vector<MatchResult>{res(0, 1, K::HomeWin, 2, 0), res(1, 2, K::Draw, 1, 1)}
            << "s00:1/1/0/0/3/2-0 s02:1/0/1/0/1/1-1 s01:2/0/1/1/1/1-3";
        QTest::newRow("away win counts for the away side")
            << 2 << std::vector<MatchResult>{res(0, 1, K::AwayWin, 0, 1)}
            << "s01:1/1/0/0/3/1-0 s00:1/0/0/1/0/0-1";
        QTest::newRow("same points: goal difference decides")
            << 4
            << std::vector<MatchResult>{res(0, 2, K::HomeWin, 1, 0), res(1, 3, K::HomeWin, 5, 0)}
            << "s01:1/1/0/0/3/5-0 s00:1/1/0/0/3/1-0 s02:1/0/0/1/0/0-1 s03:1/0/0/1/0/0-5";
        QTest::newRow("same points and difference: goals for, then name")
            << 4
            << std::vector<MatchResult>{res(3, 0, K::HomeWin, 3, 2), res(2, 1, K::HomeWin, 1, 0),
                                        res(1, 2, K::HomeWin, 1, 0)}
            << "s03:1/1/0/0/3/3-2 s01:2/1/0/1/3/1-1 s02:2/1/0/1/3/1-1 s00:1/0/0/1/0/2-3";
        QTest::newRow("a bye is a win without goals")
            << 3 << std::vector<MatchResult>{res(2, -1, K::Bye), res(0, 1, K::Draw, 0, 0)}
            << "s02:1/1/0/0/3/0-0 s00:1/0/1/0/1/0-0 s01:1/0/1/0/1/0-0";
        QTest::newRow("a crashed match counts for nobody")
            << 2 << std::vector<MatchResult>{res(0, 1, K::NotPlayed, 3, 0)}
            << "s00:0/0/0/0/0/0-0 s01:0/0/0/0/0/0-0";
        QTest::newRow("both sides of a pair")
            << 2
            << std::vector<MatchResult>{res(0, 1, K::HomeWin, 1, 0, 1),
                                        res(1, 0, K::HomeWin, 2, 0, 2)}
            << "s01:2/1/0/1/3/2-1 s00:2/1/0/1/3/1-2";
    }
    void standings() {
        QFETCH(int, students);
        QFETCH(std::vector<MatchResult>, results);
        QFETCH(QString, expected);
        const std::vector<QString> ns = names(students);
        QCOMPARE(table(ns, computeStandings(ns, results, Points{})), expected);
    }

    void standingsCsvColumns() {
        const std::vector<QString> ns{QStringLiteral("=evil"), QStringLiteral("bo")};
        const QByteArray csv =
            standingsCsv(ns, computeStandings(ns, {res(1, 0, K::HomeWin, 2, 1)}, Points{}));
        QCOMPARE(csv, QByteArray("rank,student,played,won,drawn,lost,points,goals_for,"
                                 "goals_against,goal_difference\n"
                                 "1,bo,1,1,0,0,3,2,1,1\n"
                                 "2,\"'=evil\",1,0,0,1,0,1,2,-1\n"));
    }

    void customPoints() {
        const std::vector<QString> ns = names(2);
        const std::vector<Standing> t =
            computeStandings(ns, {res(0, 1, K::Draw), res(1, 0, K::AwayWin)}, Points{2, 1, -1});
        QCOMPARE(table(ns, t), QStringLiteral("s00:2/1/1/0/3/0-0 s01:2/0/1/1/0/0-0"));
    }

    void roundRobin_data() {
        QTest::addColumn<int>("students");
        for (int n : {0, 1, 2, 3, 4, 5, 7, 30}) QTest::addRow("%d students", n) << n;
    }
    void roundRobin() {
        QFETCH(int, students);
        const std::vector<Pairing> p = roundRobinPairings(students);
        QCOMPARE(static_cast<int>(p.size()),
                 students * (students - 1) < 0 ? 0 : students * (students - 1));
        std::set<std::pair<int, int>> ordered;
        std::map<int, std::set<int>> in_round;
        int last_round = 0;
        for (const Pairing& m : p) {
            QVERIFY(m.home != m.away);
            QVERIFY(m.home >= 0 && m.home < students && m.away >= 0 && m.away < students);
            QVERIFY2(ordered.insert({m.home, m.away}).second, "an ordered pair twice");
            QVERIFY2(in_round[m.round].insert(m.home).second, "a student twice in a round");
            QVERIFY2(in_round[m.round].insert(m.away).second, "a student twice in a round");
            QVERIFY(m.round >= last_round);  // ordered by round
            last_round = m.round;
        }
        // Every ordered pair: each pair plays both sides.
        for (int a = 0; a < students; ++a)
            for (int b = 0; b < students; ++b)
                if (a != b) QVERIFY(ordered.count({a, b}));
        // Deterministic.
        QCOMPARE(roundRobinPairings(students), p);
    }

    void swiss_data() {
        QTest::addColumn<int>("students");
        QTest::addColumn<int>("rounds");
        for (int n : {2, 3, 4, 5, 8, 9, 30})
            for (int r : {1, 3}) QTest::addRow("%d students, %d rounds", n, r) << n << r;
    }
    void swiss() {
        QFETCH(int, students);
        QFETCH(int, rounds);
        const std::vector<QString> ns = names(students);
        std::vector<MatchResult> results;
        std::set<std::pair<int, int>> met;
        std::map<int, int> byes;
        for (int round = 1; round <= rounds; ++round) {
            const std::vector<Pairing> p = swissPairings(ns, results, Points{}, round);
            QCOMPARE(swissPairings(ns, results, Points{}, round), p);  // deterministic
            std::set<int> seen;
            int bye_count = 0;
            for (const Pairing& m : p) {
                QCOMPARE(m.round, round);
                if (m.away < 0) {
                    ++bye_count;
                    QVERIFY(seen.insert(m.home).second);
                    ++byes[m.home];
                    results.push_back(res(m.home, -1, K::Bye, 0, 0, round));
                    continue;
                }
                seen.insert(m.home);
                seen.insert(m.away);
                // Both sides: (a, b) and (b, a) both listed.
                QVERIFY(std::count_if(p.begin(), p.end(), [&](const Pairing& q) {
                            return q.home == m.away && q.away == m.home;
                        }) == 1);
                if (m.home < m.away) {
                    // No repeat while there are fewer rounds than opponents.
                    if (round < students)
                        QVERIFY2(!met.count({m.home, m.away}), "a repeat pairing");
                    met.insert({m.home, m.away});
                }
                // The lower index wins at home, draws away: a spread of points.
                results.push_back(res(m.home, m.away, m.home < m.away ? K::HomeWin : K::Draw,
                                      m.home < m.away ? 1 : 0, 0, round));
            }
            QCOMPARE(static_cast<int>(seen.size()), students);  // everyone plays or has the bye
            QCOMPARE(bye_count, students % 2);
        }
        for (const auto& [student, count] : byes)
            QVERIFY2(count == 1 || rounds > students, "a second bye before everyone had one");
    }

    void swissPairsByPoints() {
        // After round 1 (s00 beat s01, s02 beat s03), the winners meet and the losers meet.
        const std::vector<QString> ns = names(4);
        const std::vector<MatchResult> r1{res(0, 1, K::HomeWin, 1, 0), res(2, 3, K::HomeWin, 1, 0)};
        const std::vector<Pairing> p = swissPairings(ns, r1, Points{}, 2);
        const std::vector<Pairing> expected{{2, 0, 2}, {2, 1, 3}, {2, 2, 0}, {2, 3, 1}};
        QCOMPARE(p, expected);
    }

    void swissByeGoesToTheLowestWithoutOne() {
        const std::vector<QString> ns = names(3);
        // s02 had the bye already and is last: the bye goes to the next lowest, s01.
        const std::vector<MatchResult> r{res(2, -1, K::Bye), res(0, 1, K::HomeWin, 1, 0)};
        const std::vector<Pairing> p = swissPairings(ns, r, Points{}, 2);
        QVERIFY(std::find(p.begin(), p.end(), Pairing{2, 1, -1}) != p.end());
    }

    void shardSlices_data() {
        QTest::addColumn<int>("count");
        for (int n : {1, 2, 3, 4, 7}) QTest::addRow("N=%d", n) << n;
    }
    void shardSlices() {
        QFETCH(int, count);
        for (int task = 0; task < 50; ++task) {
            int owners = 0;
            for (int k = 1; k <= count; ++k) owners += ShardSpec{k, count}.has(task) ? 1 : 0;
            QCOMPARE(owners, 1);  // disjoint and covering
        }
    }

    void parseShardSpec_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::newRow("1/1") << "1/1" << true;
        QTest::newRow("3/4") << "3/4" << true;
        QTest::newRow("0/4") << "0/4" << false;
        QTest::newRow("5/4") << "5/4" << false;
        QTest::newRow("x") << "x" << false;
        QTest::newRow("4") << "4" << false;
        QTest::newRow("-1/2") << "-1/2" << false;
    }
    void parseShardSpec() {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QCOMPARE(parseShard(text).ok(), ok);
    }

    void shardSets_data() {
        QTest::addColumn<QString>("shards");  // "K/N@hash,..."
        QTest::addColumn<QString>("error");   // a part of the message, "" = fine
        QTest::newRow("all four") << "1/4@a,2/4@a,3/4@a,4/4@a"
                                  << "";
        QTest::newRow("any order") << "3/3@a,1/3@a,2/3@a"
                                   << "";
        QTest::newRow("one missing") << "1/4@a,2/4@a,4/4@a"
                                     << "shards missing: 3/4";
        QTest::newRow("twice") << "1/2@a,1/2@a,2/2@a"
                               << "given twice";
        QTest::newRow("other assignment") << "1/2@a,2/2@b"
                                          << "another assignment";
        QTest::newRow("other N") << "1/2@a,2/3@a"
                                 << "same N";
    }
    void shardSets() {
        QFETCH(QString, shards);
        QFETCH(QString, error);
        std::vector<ShardManifest> ms;
        for (const QString& s : shards.split(QLatin1Char(','))) {
            ShardManifest m;
            const QStringList kn = s.section(QLatin1Char('@'), 0, 0).split(QLatin1Char('/'));
            m.shard = {kn[0].toInt(), kn[1].toInt()};
            m.assignment_sha256 = s.section(QLatin1Char('@'), 1);
            m.dir = QStringLiteral("/shards/") + s;
            ms.push_back(m);
        }
        const Status st = checkShardSet(ms);
        if (error.isEmpty()) {
            QVERIFY2(st.ok(), st.message().c_str());
        } else {
            QVERIFY(!st.ok());
            QVERIFY2(QString::fromStdString(st.message()).contains(error), st.message().c_str());
        }
    }

    // A small sumo tournament with botlab-grade: both sides of every pair, a program that fails
    // forfeits (loses), the tables and the report, and a match replay that reproduces its hash.
    void tournamentEndToEnd() {
        QTemporaryDir tmp;
        QString err;
        const QString out = tmp.filePath(QStringLiteral("out"));
        QCOMPARE(
            runGrade({QStringLiteral("--assignment"),
                      sourceDir() + QStringLiteral("/tournament/assignment.json"),
                      QStringLiteral("--submissions"),
                      sourceDir() + QStringLiteral("/tournament/submissions"),
                      QStringLiteral("--out"), out, QStringLiteral("--jobs"), QStringLiteral("2")},
                     &err),
            0);
        QCOMPARE(readAll(out + QStringLiteral("/standings.csv")),
                 readAll(sourceDir() + QStringLiteral("/tournament/expected_standings.csv")));
        const QList<QByteArray> matches = readAll(out + QStringLiteral("/matches.csv")).split('\n');
        QCOMPARE(matches.size(), 1 + 12 + 1);  // header, 4 x 3 matches, the last line end
        QCOMPARE(matches.front(), QByteArray(kMatchesCsvHeader));
        // dan fails on line 4 after a second: every match of dan's is the other side's.
        for (const QByteArray& row : matches) {
            const QList<QByteArray> c = row.split(',');
            if (c.size() < 9 || c[0] == "round") continue;
            // (bert backs out of the ring before dan fails: bert loses those.)
            const bool bert = c[1] == "bert" || c[2] == "bert";
            if (c[1] == "dan" && !bert) QCOMPARE(c[4], QByteArray("away"));
            if (c[2] == "dan" && !bert) QCOMPARE(c[4], QByteArray("home"));
            if ((c[1] == "dan" || c[2] == "dan") && !bert) QCOMPARE(c[8], QByteArray("forfeit"));
            if (bert) QCOMPARE(c[4], QByteArray(c[1] == "bert" ? "away" : "home"));
            QCOMPARE(c[9].size(), 16);  // every match finished with a state hash
        }
        const QJsonObject t =
            QJsonDocument::fromJson(readAll(out + QStringLiteral("/tournament.json"))).object();
        QCOMPARE(t.value("format").toString(), QStringLiteral("botlab.tournament"));
        const QJsonObject first = t.value("matches").toArray().at(0).toObject();
        QVERIFY(first.value("home_error").toString().contains(QStringLiteral("line 4")) ||
                first.value("away_error").toString().contains(QStringLiteral("line 4")) ||
                first.value("reason").toString() != QStringLiteral("forfeit"));
        // The report: leaderboard, cross table whose cells link to match sections.
        const QByteArray html = readAll(out + QStringLiteral("/report.html"));
        QVERIFY(html.contains("class=\"standings\""));
        QVERIFY(html.contains("class=\"cross\""));
        for (int i = 0; i < 12; ++i) {
            QVERIFY(html.contains(QStringLiteral("href=\"#m%1\"").arg(i).toUtf8()));
            QVERIFY(html.contains(QStringLiteral("id=\"m%1\"").arg(i).toUtf8()));
        }
        // A match replay gives its recorded state hash again.
        const QString replay = out + QStringLiteral("/") + first.value("replay").toString();
        const QJsonObject rj = QJsonDocument::fromJson(readAll(replay)).object();
        QCOMPARE(rj.value("format").toString(), QStringLiteral("botlab.match-replay"));
        QProcess w;
        w.start(gradeExe(), {QStringLiteral("--match-worker"), replay});
        QVERIFY(w.waitForFinished(120000));
        const QJsonObject answer = QJsonDocument::fromJson(w.readAllStandardOutput()).object();
        QCOMPARE(answer.value("state_hash").toString(), rj.value("expected_state_hash").toString());
        QCOMPARE(answer.value("state_hash").toString(), first.value("state_hash").toString());
    }

    // --shard K/N then merge gives byte-identical tables to one run (and the same flags).
    void shardsMergeLikeOneRun_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("shards");
        for (const char* kind : {"assignment", "tournament"})
            for (int n : {1, 2, 4}) QTest::addRow("%s, %d shards", kind, n) << kind << n;
    }
    void shardsMergeLikeOneRun() {
        QFETCH(QString, kind);
        QFETCH(int, shards);
        QTemporaryDir tmp;
        QString assignment, submissions;
        QStringList files;
        if (kind == QLatin1String("tournament")) {
            assignment = sourceDir() + QStringLiteral("/tournament/assignment.json");
            submissions = sourceDir() + QStringLiteral("/tournament/submissions");
            files = {QStringLiteral("standings.csv"), QStringLiteral("matches.csv")};
        } else {
            // The test class but the program given up at its wall-time limit (whose reason
            // depends on the machine's load, not on sharding).
            assignment = sourceDir() + QStringLiteral("/class/assignment.json");
            submissions = tmp.filePath(QStringLiteral("class"));
            QDir().mkpath(submissions);
            const QDir from(sourceDir() + QStringLiteral("/class/submissions"));
            for (const QString& f : from.entryList(QDir::Files))
                if (f != QLatin1String("dave.lua"))
                    QVERIFY(QFile::copy(from.filePath(f), submissions + QLatin1Char('/') + f));
            files = {QStringLiteral("grades.csv")};
        }
        static std::map<QString, QString> whole;  // one unsharded run per kind
        if (!whole.count(kind)) {
            static QTemporaryDir keep;
            const QString out = keep.filePath(kind);
            QString err;
            QCOMPARE(
                runGrade({QStringLiteral("--assignment"), assignment,
                          QStringLiteral("--submissions"), submissions, QStringLiteral("--out"),
                          out, QStringLiteral("--jobs"), QStringLiteral("2")},
                         &err),
                0);
            whole[kind] = out;
        }
        QStringList dirs;
        for (int k = 1; k <= shards; ++k) {
            const QString out = tmp.filePath(QStringLiteral("shard%1").arg(k));
            QString err;
            QCOMPARE(
                runGrade({QStringLiteral("--assignment"), assignment,
                          QStringLiteral("--submissions"), submissions, QStringLiteral("--out"),
                          out, QStringLiteral("--jobs"), QStringLiteral("2"),
                          QStringLiteral("--shard"), QStringLiteral("%1/%2").arg(k).arg(shards)},
                         &err),
                0);
            QVERIFY(QFile::exists(out + QStringLiteral("/shard.json")));
            QVERIFY(!QFile::exists(out + QLatin1Char('/') + files.front()));  // partial only
            dirs << out;
        }
        std::reverse(dirs.begin(), dirs.end());  // the order they are given in does not matter
        const QString merged = tmp.filePath(QStringLiteral("merged"));
        QString err;
        QCOMPARE(runGrade(QStringList{QStringLiteral("merge")} + dirs +
                              QStringList{QStringLiteral("--out"), merged},
                          &err),
                 0);
        for (const QString& f : files) {
            const QByteArray a = readAll(whole[kind] + QLatin1Char('/') + f);
            QVERIFY(!a.isEmpty());
            QCOMPARE(readAll(merged + QLatin1Char('/') + f), a);
        }
        // The near-identical pairs are computed over all programs at the merge.
        const QString json = kind == QLatin1String("tournament") ? QStringLiteral("tournament.json")
                                                                 : QStringLiteral("grades.json");
        auto pairs = [&](const QString& dir) {
            return QJsonDocument::fromJson(readAll(dir + QLatin1Char('/') + json))
                .object()
                .value("similar_pairs");
        };
        QCOMPARE(pairs(merged), pairs(whole[kind]));
        if (shards > 1) {
            // Refused, exit 2 with one line: a shard missing, a shard twice.
            QCOMPARE(
                runGrade(QStringList{QStringLiteral("merge")} + dirs.mid(1) +
                             QStringList{QStringLiteral("--out"), merged + QStringLiteral("2")},
                         &err),
                2);
            QVERIFY2(err.contains(QStringLiteral("missing")), qPrintable(err));
            QCOMPARE(err.count(QLatin1Char('\n')), 1);
            QCOMPARE(
                runGrade(QStringList{QStringLiteral("merge")} + dirs + dirs.mid(0, 1) +
                             QStringList{QStringLiteral("--out"), merged + QStringLiteral("3")},
                         &err),
                2);
            QVERIFY2(err.contains(QStringLiteral("twice")), qPrintable(err));
        }
    }

    void mergeRefusesOtherAssignments() {
        if (!QFile::exists(gradeExe())) QSKIP("no botlab-grade");
        QTemporaryDir tmp;
        // Two one-shard runs of different assignments (the tournament and a copy with another
        // time limit) cannot be merged.
        const QString a2 = tmp.filePath(QStringLiteral("other.json"));
        QByteArray text = readAll(sourceDir() + QStringLiteral("/tournament/assignment.json"));
        text.replace("\"time_limit_s\": 6", "\"time_limit_s\": 2");
        QFile f(a2);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        QString err;
        const QString subs = sourceDir() + QStringLiteral("/tournament/submissions");
        QCOMPARE(runGrade({"--assignment", sourceDir() + "/tournament/assignment.json",
                           "--submissions", subs, "--out", tmp.filePath("a"), "--shard", "1/2"},
                          &err),
                 0);
        QCOMPARE(runGrade({"--assignment", a2, "--submissions", subs, "--out", tmp.filePath("b"),
                           "--shard", "2/2"},
                          &err),
                 0);
        QCOMPARE(
            runGrade({"merge", tmp.filePath("a"), tmp.filePath("b"), "--out", tmp.filePath("m")},
                     &err),
            2);
        QVERIFY2(err.contains(QStringLiteral("another assignment")), qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QCOMPARE(runGrade({"--assignment", a2, "--submissions", subs, "--out", tmp.filePath("c"),
                           "--shard", "5/4"},
                          &err),
                 2);
    }
};

QTEST_GUILESS_MAIN(TestTournament)
#include "tst_tournament.moc"
