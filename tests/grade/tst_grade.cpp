// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of botlab::grade: assignment files, submissions, token similarity, the rubric's score,
// grades.csv, and the Grader's handling of workers that crash, hang or answer.
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "botlab_test.h"

#include "botlab/grade/assignment.h"
#include "botlab/grade/grader.h"
#include "botlab/grade/grading.h"
#include "botlab/grade/similarity.h"
#include "botlab/grade/submissions.h"
#include "botlab/scenes/scene_document.h"

using namespace botlab;
using namespace botlab::grade;

namespace {

QJsonObject parse(const QByteArray& json) {
    return QJsonDocument::fromJson(json).object();
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

scenes::SceneDocument builtinScene(const QString& name) {
    auto doc = scenes::SceneDocument::loadFile(
        QStringLiteral(":/botlab/scenes/builtin/%1.json").arg(name));
    Q_ASSERT(doc.ok());
    return doc.value();
}

}  // namespace

class TestGrade : public QObject {
    Q_OBJECT
private slots:
    void minimalAssignmentHasDefaults();
    void assignmentRoundTrip();
    void badAssignment_data();
    void badAssignment();
    void submissions();
    void tokens();
    void similarity_data();
    void similarity();
    void runScore_data();
    void runScore();
    void csvQuotingAndNumbers();
    void workerOutcomes_data();
    void workerOutcomes();
    void timeLimitSaysWhy_data();
    void timeLimitSaysWhy();
    void reportEscapesScripts_data();
    void reportEscapesScripts();
    void teacherSceneFile_data();
    void teacherSceneFile();
};

void TestGrade::minimalAssignmentHasDefaults() {
    // The issue's whole assignment: every other key has its default.
    const auto a = Assignment::fromJson(
        parse(R"({"format": "botlab.assignment", "version": 1, "robot": "line_follower",
                  "scenes": [{"scene": "line_basic", "time_limit_s": 60},
                             {"scene": "line_challenge", "time_limit_s": 90}], "seeds": [1]})"),
        QStringLiteral("class.json"), QString());
    QVERIFY_OK(a);
    QCOMPARE(a->title, QStringLiteral("class"));
    QCOMPARE(a->robot_path, QStringLiteral("line_follower"));
    QCOMPARE(a->scenes.size(), std::size_t{2});
    QCOMPARE(a->scenes[1].name, QStringLiteral("line_challenge"));
    QCOMPARE(a->scenes[1].time_limit_s, 90.0);
    QVERIFY(a->scenes[0].variations.isNone());
    QCOMPARE(a->seeds, std::vector<std::uint64_t>{1});
    QCOMPARE(a->rubric, Rubric{});
    QCOMPARE(a->wall_limit_s, 60.0);
    QCOMPARE(a->memory_limit_mb, 1024);
    QCOMPARE(a->similarity_threshold, 0.9);
}

void TestGrade::assignmentRoundTrip() {
    const auto a = Assignment::fromJson(
        parse(R"({"format": "botlab.assignment", "version": 1, "title": "Maze", "robot": "student",
                  "scenes": [{"scene": "maze", "variations": {"regenerate_mazes": true,
                               "start": {"dx_m": 0.02, "dz_m": 0.01, "yaw_deg": 5}}},
                             {"scene": "fire_fighting", "name": "fire-2",
                              "variations": {"candle_spots_m": [[0.85, -0.45], [0.8, 0.4]]}}],
                  "seeds": [3, 1, 2], "rubric": {"goal": 70, "pass_mark": 60},
                  "limits": {"wall_time_s": 20, "memory_mb": 512}, "similarity_threshold": 0.8})"),
        QStringLiteral("a.json"), QString());
    QVERIFY_OK(a);
    QVERIFY(a->studentRobot());
    QVERIFY(a->robot_path.isEmpty());
    QCOMPARE(a->scenes[1].name, QStringLiteral("fire-2"));
    QCOMPARE(a->scenes[1].variations.candle_spots.size(), std::size_t{2});
    QCOMPARE(a->scenes[0].variations.start_yaw_deg, 5.0);
    QCOMPARE(a->seeds, (std::vector<std::uint64_t>{3, 1, 2}));
    QCOMPARE(a->rubric.goal, 70.0);
    QCOMPARE(a->rubric.time, 10.0);
    QCOMPARE(a->wall_limit_s, 20.0);
    const auto b = Assignment::fromJson(a->toJson(), QStringLiteral("b.json"), QString());
    QVERIFY_OK(b);
    QCOMPARE(b->scenes, a->scenes);
    QCOMPARE(b->seeds, a->seeds);
    QCOMPARE(b->rubric, a->rubric);
    QCOMPARE(b->memory_limit_mb, 512);
    QCOMPARE(b->similarity_threshold, 0.8);
}

void TestGrade::badAssignment_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    const QByteArray head =
        R"("format": "botlab.assignment", "version": 1, "robot": "line_follower", )";
    QTest::newRow("misspelt key") << head + R"("scenes": [{"scene": "maze"}], "sead": [1])"
                                  << "a.json: sead: unknown key";
    QTest::newRow("no scenes")
        << QByteArray(R"("format": "botlab.assignment", "version": 1, "robot": "line_follower")")
        << "a.json: scenes: missing array";
    QTest::newRow("negative time") << head + R"("scenes": [{"scene": "maze", "time_limit_s": -3}])"
                                   << "a.json: scenes[0].time_limit_s: must be > 0 (got -3)";
    QTest::newRow("negative jitter")
        << head + R"("scenes": [{"scene": "maze", "variations": {"start": {"dx_m": -1}}}])"
        << "a.json: scenes[0].variations.start.dx_m: must be >= 0 (got -1)";
    QTest::newRow("variation typo")
        << head + R"("scenes": [{"scene": "maze", "variations": {"regenerate_maze": true}}])"
        << "a.json: scenes[0].variations.regenerate_maze: unknown key";
    QTest::newRow("newer version")
        << QByteArray(R"("format": "botlab.assignment", "version": 2, "robot": "x", "scenes": [])")
        << "a.json: version: version 2 is newer than this Botlab reads (1)";
    QTest::newRow("wrong format")
        << QByteArray(R"("format": "botlab-scene", "version": 1, "robot": "x", "scenes": [])")
        << "a.json: format: expected \"botlab.assignment\", got \"botlab-scene\"";
    QTest::newRow("unknown scene") << head + R"("scenes": [{"scene": "nope"}])"
                                   << "a.json: scenes[0].scene: 'nope': no such file";
    QTest::newRow("unknown robot")
        << QByteArray(
               R"("format": "botlab.assignment", "version": 1, "robot": "robbie", "scenes": [{"scene": "maze"}])")
        << "a.json: robot: 'robbie': no such file";
    QTest::newRow("seed twice") << head + R"("scenes": [{"scene": "maze"}], "seeds": [1, 1])"
                                << "a.json: seeds[1]: seed 1 is given twice";
    QTest::newRow("fractional seed") << head + R"("scenes": [{"scene": "maze"}], "seeds": [1.5])"
                                     << "a.json: seeds[0]: must be a whole number";
    QTest::newRow("scene twice") << head + R"("scenes": [{"scene": "maze"}, {"scene": "maze"}])"
                                 << "a.json: scenes[1].scene: a second scene named 'maze'";
    QTest::newRow("pass mark")
        << head + R"("scenes": [{"scene": "maze"}], "rubric": {"pass_mark": 150})"
        << "a.json: rubric.pass_mark: must be from 0 to 100 (got 150)";
    QTest::newRow("memory cap")
        << head + R"("scenes": [{"scene": "maze"}], "limits": {"memory_mb": 10})"
        << "a.json: limits.memory_mb: must be 0 (no cap) or at least 64";
    QTest::newRow("bad name") << head + R"("scenes": [{"scene": "maze", "name": "a/b"}])"
                              << "a.json: scenes[0].name: 'a/b' cannot name files";
}

void TestGrade::badAssignment() {
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const auto a =
        Assignment::fromJson(parse("{" + json + "}"), QStringLiteral("a.json"), QString());
    QVERIFY(!a.ok());
    QVERIFY2(QString::fromStdString(a.message()).startsWith(message), a.message().c_str());
}

void TestGrade::submissions() {
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("zoe.lua")), "wait(1)");
    writeFile(dir.filePath(QStringLiteral("张伟.lua")), "wait(1)");
    writeFile(dir.filePath(QStringLiteral("notes.txt")), "ignored");
    writeFile(dir.filePath(QStringLiteral(".hidden.lua")), "ignored");
    writeFile(dir.filePath(QStringLiteral("amy/prog.lua")), "wait(1)");
    writeFile(dir.filePath(QStringLiteral("amy/robot.json")), "{}");
    writeFile(dir.filePath(QStringLiteral("ben/a.lua")), "");
    writeFile(dir.filePath(QStringLiteral("ben/b.lua")), "");
    writeFile(dir.filePath(QStringLiteral("cy/a.lua")), "");
    writeFile(dir.filePath(QStringLiteral("cy/main.lua")), "");
    QDir().mkpath(dir.filePath(QStringLiteral("dan")));
    const auto subs = findSubmissions(dir.path());
    QVERIFY_OK(subs);
    QStringList names;
    for (const Submission& s : subs.value()) names << s.name;
    QCOMPARE(names, (QStringList{"amy", "ben", "cy", "dan", "zoe", QStringLiteral("张伟")}));
    QCOMPARE(QFileInfo(subs.value()[0].program_path).fileName(), QStringLiteral("prog.lua"));
    QCOMPARE(QFileInfo(subs.value()[0].robot_path).fileName(), QStringLiteral("robot.json"));
    QVERIFY(subs.value()[1].problem.contains(QStringLiteral("2 .lua files")));
    QCOMPARE(QFileInfo(subs.value()[2].program_path).fileName(), QStringLiteral("main.lua"));
    QVERIFY(subs.value()[3].problem.contains(QStringLiteral("no .lua program")));
    QVERIFY(subs.value()[5].problem.isEmpty());

    QTemporaryDir empty;
    const auto none = findSubmissions(empty.path());
    QVERIFY(!none.ok());
    QVERIFY(QString::fromStdString(none.message()).contains(QStringLiteral("no submissions here")));
    QVERIFY(!findSubmissions(empty.filePath(QStringLiteral("missing"))).ok());
}

void TestGrade::tokens() {
    const std::vector<std::string> expected = {"local", "$n", "=",  "$0", "motor", ".",
                                               "speed", "(",  "$0", ",",  "$n",    ")",
                                               "print", "(",  "$s", "..", "$s",    ")"};
    QCOMPARE(normalisedTokens("local x = 1.5e3 -- speed\nmotor.speed(1, x)\n--[==[ long\n]==]"
                              "print('a' .. [[b]])"),
             expected);
}

void TestGrade::similarity_data() {
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<double>("min");
    QTest::addColumn<double>("max");
    const QString follower = QStringLiteral(
        "local base = 45\nlocal kp = 0.5\nwhile true do\n  local l, r = line.read(1), "
        "line.read(3)\n"
        "  motor.speed(1, base + kp * (l - r))\n  motor.speed(2, base - kp * (l - r))\n"
        "  wait(0.01)\nend\n");
    QString renamed = follower;
    renamed.replace(QStringLiteral("base"), QStringLiteral("speed0"))
        .replace(QStringLiteral("kp"), QStringLiteral("gain"))
        .replace(QStringLiteral("45"), QStringLiteral("60"));
    renamed.prepend(QStringLiteral("-- my own work\n\n"));
    const QString other = QStringLiteral(
        "motor.speed(1, 40)\nmotor.speed(2, 40)\nwait(2)\nmotor.stopAll()\n"
        "for i = 1, 4 do\n  motor.speed(1, -30)\n  wait(0.5)\nend\n");
    QTest::newRow("identical") << follower << follower << 1.0 << 1.0;
    QTest::newRow("renamed, renumbered, commented") << follower << renamed << 1.0 << 1.0;
    // One extra statement in 50 tokens: 4 shingles of 47 + 53 differ.
    QTest::newRow("one line more")
        << follower
        << QString(follower).replace(QStringLiteral("wait(0.01)"),
                                     QStringLiteral("wait(0.01)\n  print(l)"))
        << 0.85 << 0.99;
    QTest::newRow("different program") << follower << other << 0.0 << 0.3;
}

void TestGrade::similarity() {
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(double, min);
    QFETCH(double, max);
    const double s =
        tokenSimilarity(normalisedTokens(a.toStdString()), normalisedTokens(b.toStdString()));
    QVERIFY2(s >= min - 1e-12 && s <= max + 1e-12, qPrintable(QString::number(s)));
    const auto pairs = similarPairs({a.toStdString(), std::string(), b.toStdString()}, min);
    QCOMPARE(pairs.size(), std::size_t{1});
    QCOMPARE(pairs[0].a, 0);
    QCOMPARE(pairs[0].b, 2);  // the empty program (index 1) is never paired
}

void TestGrade::runScore_data() {
    QTest::addColumn<QString>("scene");
    QTest::addColumn<int>("status");
    QTest::addColumn<bool>("goal");
    QTest::addColumn<double>("goal_time_s");
    QTest::addColumn<int>("checkpoints");
    QTest::addColumn<double>("deviation_m");
    QTest::addColumn<int>("wall_hits");
    QTest::addColumn<int>("candles_out");
    QTest::addColumn<double>("time_limit_s");
    QTest::addColumn<double>("expected");
    QTest::addColumn<int>("objects_in");     // objects in the zones that want them
    QTest::addColumn<int>("objects_total");  // objects the zones want
    const int ok = int(RunStatus::Completed);
    // line_basic: goal 50, time 10, 3 checkpoints 15, centreline 10 (no walls, no candles): 85.
    // goal at 30 of 60 s, 1 cm mean deviation: (50 + 5 + 15 + 10 * 0.8) / 85.
    QTest::newRow("line, goal") << "line_basic" << ok << true << 30.0 << 3 << 0.01 << 0 << 0 << 60.0
                                << 100.0 * 78.0 / 85.0 << 0 << 0;
    // 2 of 3 checkpoints, 2.5 cm: (15 * 2/3 + 10 * 2/3 * 0.5) / 85.
    QTest::newRow("line, two checkpoints")
        << "line_basic" << ok << false << 0.0 << 2 << 0.025 << 0 << 0 << 60.0
        << 100.0 * (10.0 + 10.0 / 3.0) / 85.0 << 0 << 0;
    QTest::newRow("line, did not move")
        << "line_basic" << ok << false << 0.0 << 0 << 0.0 << 0 << 0 << 60.0 << 0.0 << 0 << 0;
    QTest::newRow("line, load error") << "line_basic" << int(RunStatus::LoadError) << true << 1.0
                                      << 3 << 0.0 << 0 << 0 << 60.0 << 0.0 << 0 << 0;
    // fire_fighting: goal 50, time 10, walls 10, candles 20 (no checkpoints, no line): 90.
    // candle out at 60 of 120 s with 2 wall hits: (50 + 5 + 10 * 0.6 + 20) / 90.
    QTest::newRow("fire, goal") << "fire_fighting" << ok << true << 60.0 << 0 << 0.0 << 2 << 1
                                << 120.0 << 90.0 << 0 << 0;
    QTest::newRow("fire, 9 wall hits") << "fire_fighting" << ok << true << 120.0 << 0 << 0.0 << 9
                                       << 1 << 120.0 << 100.0 * 70.0 / 90.0 << 0 << 0;
    QTest::newRow("fire, nothing")
        << "fire_fighting" << ok << false << 0.0 << 0 << 0.0 << 1 << 0 << 120.0 << 0.0 << 0 << 0;
    // ball_chase: goal 50, time 10, walls 10, objects 20 (no checkpoints, line or candles): 90.
    // The ball in the goal at 30 of 60 s with 1 wall hit: (50 + 5 + 10 * 0.8 + 20) / 90.
    QTest::newRow("ball in the goal") << "ball_chase" << ok << true << 30.0 << 0 << 0.0 << 1 << 0
                                      << 60.0 << 100.0 * 83.0 / 90.0 << 1 << 1;
    QTest::newRow("ball not in the goal")
        << "ball_chase" << ok << false << 0.0 << 0 << 0.0 << 0 << 0 << 60.0 << 0.0 << 0 << 1;
    // colour_sort: two cubes of three in their rings, no goal: 20 * 2/3 / 90.
    QTest::newRow("two cubes sorted") << "colour_sort" << ok << false << 0.0 << 0 << 0.0 << 0 << 0
                                      << 90.0 << 100.0 * (40.0 / 3.0) / 90.0 << 2 << 3;
}

void TestGrade::runScore() {
    QFETCH(QString, scene);
    QFETCH(int, status);
    QFETCH(bool, goal);
    QFETCH(double, goal_time_s);
    QFETCH(int, checkpoints);
    QFETCH(double, deviation_m);
    QFETCH(int, wall_hits);
    QFETCH(int, candles_out);
    QFETCH(double, time_limit_s);
    QFETCH(double, expected);
    QFETCH(int, objects_in);
    QFETCH(int, objects_total);
    RunOutcome o;
    o.status = RunStatus(status);
    o.report.score.goal_reached = goal;
    if (goal) o.report.score.goal_time_s = goal_time_s;
    o.report.score.checkpoints_passed = checkpoints;
    o.report.score.line_deviation_mean_m = deviation_m;
    o.report.score.wall_collisions = wall_hits;
    o.report.score.candles_out = candles_out;
    o.report.score.objects_in_zones = objects_in;
    o.report.score.objects_total = objects_total;
    QCOMPARE(grade::runScore(Rubric{}, builtinScene(scene), o, time_limit_s), expected);
}

void TestGrade::csvQuotingAndNumbers() {
    ClassResults res;
    AssignmentScene s;
    s.name = QStringLiteral("line_basic");
    res.assignment.scenes = {s};
    res.variants = {{builtinScene(QStringLiteral("line_basic"))}};
    StudentResult st;
    st.submission.name = QStringLiteral("李, \"Li\"");
    SceneResult sc;
    SeedResult a, b;
    a.outcome.report.score.goal_reached = true;
    a.outcome.report.score.goal_time_s = 20.0;
    a.outcome.report.score.checkpoints_passed = 3;
    a.outcome.report.score.line_deviation_mean_m = 0.004;
    a.score = 90.04;
    b.outcome.report.score.checkpoints_passed = 2;
    b.outcome.report.score.line_deviation_mean_m = 0.002;
    b.outcome.report.score.wall_collisions = 1;
    b.outcome.error = QStringLiteral("attempt to call a nil value (global 'wiat')");
    b.outcome.error_line = 7;
    b.score = 20.0;
    sc.seeds = {a, b};
    st.scenes = {sc};
    res.students = {st};
    finishResults(res);
    QCOMPARE(res.students[0].scenes[0].score, 55.02);
    QVERIFY(res.students[0].scenes[0].passed);  // 55.0 >= 50
    QCOMPARE(QString::fromUtf8(gradesCsv(res)),
             QStringLiteral("student,scene,seeds,goal_reached,goal_time_s,checkpoints,deviation_cm,"
                            "wall_hits,candles_out,objects_in_zones,score,program_error\n"
                            "\"李, \"\"Li\"\"\",line_basic,2,0.5,20,2.5,0.3,0.5,0,0,55,"
                            "line 7: attempt to call a nil value (global 'wiat')\n"));
    // A student cannot put a formula into the teacher's spreadsheet: a name or an error that
    // begins with = + - @ is written as text.
    res.students[0].submission.name = QStringLiteral("=HYPERLINK(\"http:__x\",\"click\")");
    res.students[0].scenes[0].program_error = QStringLiteral("-1+2");
    const QList<QByteArray> lines = gradesCsv(res).split('\n');
    QVERIFY2(lines[1].startsWith("\"'=HYPERLINK(\"\"http:__x\"\",\"\"click\"\")\",line_basic,"),
             lines[1].constData());
    QVERIFY2(lines[1].endsWith(",\"'-1+2\""), lines[1].constData());
}

void TestGrade::workerOutcomes_data() {
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("error");
    QTest::newRow("answers")
        << QStringLiteral(
               "printf '{\"status\":\"completed\",\"goal_reached\":true,\"goal_time_s\":12.5,"
               "\"checkpoints\":{\"passed\":3,\"total\":3},\"state_hash\":\"00000000000000ff\","
               "\"error\":\"\",\"error_line\":0}'")
        << "completed"
        << "";
    QTest::newRow("crashes") << QStringLiteral("kill -SEGV $$") << "crashed"
                             << "the run's process ended abnormally";
    QTest::newRow("hangs") << QStringLiteral("sleep 30") << "timeout"
                           << "stopped: the run took more than 1 s of real time";
    QTest::newRow("garbage") << QStringLiteral("echo not json") << "crashed"
                             << "the run's process ended abnormally";
}

void TestGrade::workerOutcomes() {
    // The Grader with a stand-in worker (a shell script): what a worker does is marked, never
    // lost; the run keeps its row in grades.csv and its replay file.
    QFETCH(QString, script);
    QFETCH(QString, status);
    QFETCH(QString, error);
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("a.json")),
              R"({"format": "botlab.assignment", "version": 1, "robot": "line_follower",
                  "scenes": [{"scene": "line_basic"}], "limits": {"wall_time_s": 1}})");
    writeFile(dir.filePath(QStringLiteral("class/ann.lua")), "wait(1)\n");
    Grader g;
    const Status st =
        g.prepare(dir.filePath(QStringLiteral("a.json")), dir.filePath(QStringLiteral("class")),
                  dir.filePath(QStringLiteral("out")), QStringLiteral("test"));
    QVERIFY_OK(st);
    QCOMPARE(g.totalRuns(), 1);
    QSignalSpy done(&g, &Grader::finished);
    g.start({QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script, QStringLiteral("sh")}}, 2);
    QVERIFY(done.wait(15000));
    QCOMPARE(done.first().first().toString(), QString());
    const SeedResult& r = g.results().students[0].scenes[0].seeds[0];
    QCOMPARE(runStatusKey(r.outcome.status), status);
    QVERIFY2(r.outcome.error.startsWith(error), qPrintable(r.outcome.error));
    QVERIFY(
        QFile::exists(dir.filePath(QStringLiteral("out/runs/ann/line_basic_seed1.botlab-replay"))));
    QFile csv(dir.filePath(QStringLiteral("out/grades.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    QCOMPARE(lines.size(), 3);  // header, ann, ""
    QVERIFY(lines[1].startsWith("ann,line_basic,1,"));
    if (status == QLatin1String("completed")) {
        QVERIFY(lines[1].startsWith("ann,line_basic,1,1,12.5,3,,0,0,"));
        QCOMPARE(r.fingerprint.state_hash.value_or(0), std::uint64_t{0xff});
        auto replay = RunJob::loadFile(
            dir.filePath(QStringLiteral("out/runs/ann/line_basic_seed1.botlab-replay")));
        QVERIFY_OK(replay);
        QCOMPARE(replay->expected_state_hash.value_or(0), std::uint64_t{0xff});
        QCOMPARE(replay->program, std::string("wait(1)\n"));
    } else {
        // The message is the row's last field (quoted when it holds a comma).
        QVERIFY(lines[1].contains(error.toUtf8()));
        QVERIFY(
            lines[1].endsWith(status == QLatin1String("timeout")
                                  ? QByteArray("stopped: the run took more than 1 s of real time")
                                  : QByteArray(" (over the memory cap of 1024 MB, or a crash)\"")));
        QVERIFY(!r.fingerprint.state_hash);
    }
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/report.html"))));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/grades.json"))));
}

void TestGrade::timeLimitSaysWhy_data() {
    QTest::addColumn<QByteArray>("program");
    QTest::addColumn<double>("time_limit_s");
    QTest::addColumn<double>("wall_limit_s");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("error");
    // Issue 30: `while true do end` scored 0 with an empty error column.
    QTest::newRow("never waits") << QByteArray("while true do end\n") << 2.0 << 0.0 << "completed"
                                 << "time limit: the program never waited \u2014 add wait() in its "
                                    "loop";
    QTest::newRow("never waits, counts")
        << QByteArray("local n = 0\nwhile true do n = n + 1 end\n") << 2.0 << 0.0 << "completed"
        << "time limit: the program never waited \u2014 add "
           "wait() in its loop";
    QTest::newRow("waits, no goal")
        << QByteArray("while true do wait(0.1) end\n") << 2.0 << 0.0 << "completed"
        << "time limit: the goal was not reached in 2 s";
    QTest::newRow("waits once, then busy")
        << QByteArray("wait(0.5)\nwhile true do end\n") << 2.0 << 0.0 << "completed"
        << "time limit: the goal was not reached in 2 s";
    QTest::newRow("ends by itself") << QByteArray("wait(0.5)\n") << 2.0 << 0.0 << "completed"
                                    << "";
    QTest::newRow("memory") << QByteArray(
                                   "local t = {}\nwhile true do t[#t + 1] = "
                                   "string.rep('x', 100000) .. #t end\n")
                            << 30.0 << 0.0 << "program_error"
                            << "stopped: used more than 64 MB of memory";
    // Given up by its real-time limit (the worker's share of the assignment's wall_time_s).
    QTest::newRow("wall, never waits")
        << QByteArray("while true do end\n") << 3000.0 << 0.3 << "timeout"
        << "time limit: the program never waited \u2014 add "
           "wait() in its loop";
    QTest::newRow("wall, waits") << QByteArray("while true do wait(0.01) end\n") << 3000.0 << 0.3
                                 << "timeout"
                                 << "stopped: the run took more than 0.3 s of real time";
}

void TestGrade::timeLimitSaysWhy() {
    // A run that ends by a limit says which and why (grades.csv's program_error, the dialog's
    // table and report.html all show this text).
    QFETCH(QByteArray, program);
    QFETCH(double, time_limit_s);
    QFETCH(double, wall_limit_s);
    QFETCH(QString, status);
    QFETCH(QString, error);
    RunJob job;
    job.student = QStringLiteral("dave");
    job.scene_name = QStringLiteral("line_basic");
    job.seed = 1;
    job.time_limit_s = time_limit_s;
    job.robot = QStringLiteral("line_follower");
    scenes::SceneDocument scene = builtinScene(QStringLiteral("line_basic"));
    scene.goals.time_limit_s = time_limit_s;
    job.scene = scene.toJson();
    job.program = program.toStdString();
    const RunOutcome o = runJob(job, nullptr, wall_limit_s);
    QCOMPARE(runStatusKey(o.status), status);
    if (error.isEmpty())
        QCOMPARE(o.error, QString());
    else
        QVERIFY2(o.error.startsWith(error), qPrintable(o.error));
    if (status == QLatin1String("timeout")) {
        // Given up in real time: not reproducible, so no score and no state hash.
        QVERIFY(!o.report.state_hash);
        QVERIFY(!o.report.score.goal_reached);
    }
    QVERIFY(!o.report.score.goal_reached);
}

void TestGrade::reportEscapesScripts_data() {
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("error");
    const QString attack = QStringLiteral("<script>alert(1)</script>");
    QTest::newRow("in the title") << attack << "ann"
                                  << "";
    QTest::newRow("in a file name") << "Class"
                                    << "<script>alert(1)<_script>"
                                    << "";
    QTest::newRow("in a name, with quotes") << "Class"
                                            << "\"><script>alert(1)</script>"
                                            << "line 2: x";
    QTest::newRow("in the error") << "Class"
                                  << "ann"
                                  << "line 3: " + attack;
    QTest::newRow("everywhere") << attack << attack << attack;
}

void TestGrade::reportEscapesScripts() {
    // report.html shows what students wrote as text: a file name or an error with a script tag
    // never becomes a script of the teacher's page.
    QFETCH(QString, title);
    QFETCH(QString, name);
    QFETCH(QString, error);
    ClassResults res;
    res.assignment.title = title;
    AssignmentScene s;
    s.name = QStringLiteral("line_basic");
    res.assignment.scenes = {s};
    res.variants = {{builtinScene(QStringLiteral("line_basic"))}};
    StudentResult st;
    st.submission.name = name;
    SceneResult sc;
    SeedResult a;
    a.seed = 1;
    a.outcome.error = error;
    sc.seeds = {a};
    st.scenes = {sc};
    res.students = {st, st};  // two alike: the near-identical pairs list them too
    res.students[1].submission.name = name + QStringLiteral("2");
    res.students[0].program = res.students[1].program = "while true do wait(1) end";
    finishResults(res);
    QVERIFY(!res.similar.empty());
    const QString html = QString::fromUtf8(reportHtml(res));
    QVERIFY2(!html.contains(QStringLiteral("<script>alert")), qPrintable(html.left(2000)));
    QVERIFY(!html.contains(QStringLiteral("\"><script")));
    // The page's own script is its only one.
    QCOMPARE(html.count(QStringLiteral("<script")), 1);
    for (const QString& text : {title, name, error})
        if (text.contains(QLatin1Char('<')))
            QVERIFY2(html.contains(text.toHtmlEscaped()), qPrintable(text.toHtmlEscaped()));
}

void TestGrade::teacherSceneFile_data() {
    QTest::addColumn<QString>("file");  // the teacher's scene file, beside the assignment
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");  // "" = grading starts
    const QByteArray good = QJsonDocument(builtinScene(QStringLiteral("line_basic")).toJson())
                                .toJson(QJsonDocument::Indented);
    QTest::newRow("own scene") << "scenes/my track.json" << good << "";
    QTest::newRow("botscene") << "oval.botscene" << good << "";
    QTest::newRow("not JSON") << "scenes/broken.json" << QByteArray("{ not json") << "broken.json";
    QTest::newRow("not a scene") << "scenes/robot.json"
                                 << QByteArray(R"({"format": "botlab.robot", "version": 1})")
                                 << "robot.json";
}

void TestGrade::teacherSceneFile() {
    // An assignment on the teacher's own scene file (its path relative to the assignment, as the
    // New Assignment dialog writes it): botlab-grade plans its runs, or names the file it cannot
    // read.
    QFETCH(QString, file);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QTemporaryDir dir;
    writeFile(dir.filePath(file), bytes);
    Assignment a;
    a.title = QStringLiteral("Own track");
    a.robot = QStringLiteral("line_follower");
    AssignmentScene s;
    s.scene = file;
    s.name = QStringLiteral("track");
    a.scenes = {s};
    QVERIFY_OK(a.saveFile(dir.filePath(QStringLiteral("a.json"))));
    const auto saved = parse([&] {
        QFile f(dir.filePath(QStringLiteral("a.json")));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }());
    QCOMPARE(
        saved[QStringLiteral("scenes")].toArray()[0].toObject()[QStringLiteral("scene")].toString(),
        file);
    writeFile(dir.filePath(QStringLiteral("class/ann.lua")), "wait(1)\n");
    Grader g;
    const Status st =
        g.prepare(dir.filePath(QStringLiteral("a.json")), dir.filePath(QStringLiteral("class")),
                  dir.filePath(QStringLiteral("out")), QStringLiteral("test"));
    if (message.isEmpty()) {
        QVERIFY_OK(st);
        QCOMPARE(g.totalRuns(), 1);
        QCOMPARE(g.results().assignment.scenes[0].scene_path, dir.filePath(file));
    } else {
        QVERIFY(!st.ok());
        QVERIFY2(QString::fromStdString(st.message()).contains(message), st.message().c_str());
    }
}

QTEST_GUILESS_MAIN(TestGrade)
#include "tst_grade.moc"
