// SPDX-License-Identifier: GPL-3.0-or-later
// Match scoring of arenas (scenes/arena.h) from hand-made logs: sumo push-outs, draws and
// forfeits; soccer goals per team (counted once while the ball stays in the goal); race finish
// times and lanes; the arena section of the scene file and the starts' teams.
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>
#include <cmath>

#include "botlab/scenes/arena.h"
#include "botlab/scenes/scene_check.h"
#include "botlab/scenes/scene_document.h"
#include "botlab/scenes/scene_editor.h"
#include "botlab/scenes/scene_loading.h"
#include "botlab_test.h"

using namespace botlab::scenes;
using botlab::sim::Vec3;

namespace {

constexpr double kDt_s = 0.1;  // the logs' sample period

struct Key {
    double t_s;
    double x_m;
    double z_m;
};

/// "t:x,z; t:x,z; ..." — the position from each time on (held until the next key).
std::vector<Key> parseKeys(const QString& spec) {
    std::vector<Key> keys;
    for (const QString& part : spec.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList tp = part.trimmed().split(QLatin1Char(':'));
        const QStringList xz = tp.value(1).split(QLatin1Char(','));
        keys.push_back({tp.value(0).toDouble(), xz.value(0).toDouble(), xz.value(1).toDouble()});
    }
    return keys;
}

Key keyAt(const std::vector<Key>& keys, double t) {
    Key k = keys.front();
    for (const Key& c : keys)
        if (c.t_s <= t + 1e-9) k = c;
    return k;
}

/// A log sampled every kDt_s from 0 to end_s, following `spec`; the ball (if any) follows
/// `ball` and is logged as the only movable obstacle.
RunLog makeLog(const QString& spec, double end_s, const QString& ball = QString()) {
    const std::vector<Key> keys = parseKeys(spec);
    const std::vector<Key> ball_keys = parseKeys(ball);
    RunLog log;
    const int n = int(std::lround(end_s / kDt_s));
    for (int i = 0; i <= n; ++i) {
        RunSample s;
        s.t_s = i * kDt_s;
        const Key k = keyAt(keys, s.t_s);
        s.X_WB.translation = Vec3(k.x_m, 0.03, k.z_m);
        if (!ball_keys.empty()) {
            const Key b = keyAt(ball_keys, s.t_s);
            s.objects_m.push_back(Vec3(b.x_m, 0.04, b.z_m));
        }
        log.samples.push_back(s);
    }
    return log;
}

StartPose start(double x, double z, double yaw, int team) {
    StartPose s;
    s.position_m = Vec3(x, 0, z);
    s.yaw_deg = yaw;
    s.team = team;
    return s;
}

SceneDocument sumoScene() {
    SceneDocument doc;
    doc.floor.size_x_m = 1.6;
    doc.floor.size_z_m = 1.6;
    doc.starts = {start(-0.2, 0, 0, 1), start(0.2, 0, 180, 2)};
    Arena a;
    a.kind = ArenaKind::Sumo;
    a.time_s = 60.0;
    a.ring_radius_m = 0.5;
    a.edge_width_m = 0.04;
    doc.arena = a;
    return doc;
}

SceneDocument soccerScene() {
    SceneDocument doc;
    doc.floor.size_x_m = 2.2;
    doc.floor.size_z_m = 1.4;
    doc.starts = {start(-0.5, 0, 0, 1), start(0.5, 0, 180, 2)};
    Obstacle ball;
    ball.name = QStringLiteral("ball");
    ball.shape = botlab::sim::ShapeType::Sphere;
    ball.radius_m = 0.04;
    ball.position_m = Vec3(0, 0.04, 0);
    ball.movable = true;
    doc.obstacles.push_back(ball);
    Arena a;
    a.kind = ArenaKind::Soccer;
    a.time_s = 60.0;
    a.halves = 2;
    a.field_size_x_m = 1.8;
    a.field_size_z_m = 1.2;
    a.goals = {{{-0.95, 0}, 0.1, 0.3, 1}, {{0.95, 0}, 0.1, 0.3, 2}};  // team 1 defends x < 0
    a.ball = QStringLiteral("ball");
    doc.arena = a;
    return doc;
}

SceneDocument raceScene() {
    SceneDocument doc;
    doc.floor.size_x_m = 2.4;
    doc.floor.size_z_m = 1.0;
    doc.starts = {start(-1.0, -0.2, 0, 1), start(-1.0, 0.2, 0, 2)};
    Arena a;
    a.kind = ArenaKind::Race;
    a.time_s = 60.0;
    a.lanes = {{{0, -0.2}, 2.4, 0.4}, {{0, 0.2}, 2.4, 0.4}};
    a.finish.centre = {1.0, 0};
    a.finish.size_x_m = 0.2;
    a.finish.size_z_m = 0.8;
    doc.arena = a;
    return doc;
}

QString outcomeName(MatchOutcome o) {
    return o == MatchOutcome::Won     ? QStringLiteral("won")
           : o == MatchOutcome::Drawn ? QStringLiteral("drawn")
                                      : QStringLiteral("lost");
}

}  // namespace

class TestArenaScoring : public QObject {
    Q_OBJECT
private slots:
    void sumo_data();
    void sumo();
    void soccer_data();
    void soccer();
    void race_data();
    void race();
    void raisedRing_data();
    void raisedRing();
    void refereeStopsWhenDecided();
    void teamsFromStarts();
    void arenaFileRoundTrip_data();
    void arenaFileRoundTrip();
    void badArenaFile_data();
    void badArenaFile();
    void builtinArenas_data();
    void builtinArenas();
    void brokenArenaChecks_data();
    void brokenArenaChecks();
    void startLabels();
    void mirroredStart();
    void startTeamEdits();
};

void TestArenaScoring::sumo_data() {
    QTest::addColumn<QString>("a");           // robot 0's path
    QTest::addColumn<QString>("b");           // robot 1's path
    QTest::addColumn<double>("a_forfeit_s");  // < 0: none
    QTest::addColumn<int>("winner");          // -1 draw
    QTest::addColumn<QString>("reason");
    QTest::addColumn<double>("decided_s");  // < 0: not decided early
    QTest::addColumn<double>("b_out_s");    // < 0: not out
    QTest::addColumn<int>("a_points");
    QTest::addColumn<int>("b_points");
    QTest::newRow("pushed out at 12.3 s: robot 0 wins")
        << "0:-0.1,0"
        << "0:0.2,0; 12.3:0.55,0" << -1.0 << 0 << "pushed_out" << 12.3 << 12.3 << 3 << 0;
    QTest::newRow("both in at 60 s: draw")
        << "0:-0.2,0"
        << "0:0.2,0; 30:0.1,0.3" << -1.0 << -1 << "time_up" << -1.0 << -1.0 << 1 << 1;
    // On the white edge line (inside the outer radius) is still in.
    QTest::newRow("on the edge line is in")
        << "0:-0.2,0"
        << "0:0.2,0; 10:0,0.49" << -1.0 << -1 << "time_up" << -1.0 << -1.0 << 1 << 1;
    QTest::newRow("diagonal out counts by distance, not by x or z alone")
        << "0:-0.2,0"
        << "0:0.2,0; 20:0.37,0.37" << -1.0 << 0 << "pushed_out" << 20.0 << 20.0 << 3 << 0;
    QTest::newRow("both out, robot 1 later: robot 1 wins")
        << "0:-0.2,0; 20:-0.6,0"
        << "0:0.2,0; 30:0.7,0" << -1.0 << 1 << "pushed_out" << 20.0 << -1.0 << 0 << 3;
    QTest::newRow("both out in the same sample: draw")
        << "0:-0.2,0; 15:-0.6,0"
        << "0:0.2,0; 15:0.6,0" << -1.0 << -1 << "both_out" << 15.0 << 15.0 << 1 << 1;
    QTest::newRow("out after the 60 s are up does not count")
        << "0:-0.2,0"
        << "0:0.2,0; 60.5:0.8,0" << -1.0 << -1 << "time_up" << -1.0 << -1.0 << 1 << 1;
    QTest::newRow("robot 0's program fails at 5 s: it forfeits")
        << "0:-0.2,0"
        << "0:0.2,0" << 5.0 << 1 << "forfeit" << 5.0 << -1.0 << 0 << 3;
    QTest::newRow("a forfeit after being pushed out changes nothing")
        << "0:-0.2,0"
        << "0:0.2,0; 8:0.9,0" << 30.0 << 0 << "pushed_out" << 8.0 << 8.0 << 3 << 0;
}

void TestArenaScoring::sumo() {
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(double, a_forfeit_s);
    QFETCH(int, winner);
    QFETCH(QString, reason);
    QFETCH(double, decided_s);
    QFETCH(double, b_out_s);
    QFETCH(int, a_points);
    QFETCH(int, b_points);
    const SceneDocument scene = sumoScene();
    std::vector<MatchEntrantState> states(2);
    if (a_forfeit_s >= 0) states[0].forfeit_at_s = a_forfeit_s;
    const MatchReport r = scoreMatch(scene, {makeLog(a, 62.0), makeLog(b, 62.0)}, {1, 2}, states);
    QVERIFY(r.is_arena);
    QCOMPARE(r.kind, ArenaKind::Sumo);
    QCOMPARE(r.robots.size(), std::size_t(2));
    QCOMPARE(r.winner_robot, winner);
    QCOMPARE(r.draw, winner < 0);
    QCOMPARE(r.winner_team, winner < 0 ? 0 : winner + 1);
    QCOMPARE(matchReasonKey(r.reason), reason);
    QVERIFY(!matchReasonText(r.reason).isEmpty());
    QCOMPARE(r.decided_at_s.has_value(), decided_s >= 0);
    if (decided_s >= 0) {
        QVERIFY(std::abs(*r.decided_at_s - decided_s) < 1e-6);
        QVERIFY(std::abs(r.end_time_s - decided_s) < 1e-6);
    } else {
        QVERIFY(std::abs(r.end_time_s - 60.0) < 1e-6);  // samples after 60 s are not read
    }
    QCOMPARE(r.robots[1].out_time_s.has_value(), b_out_s >= 0);
    QCOMPARE(r.robots[1].out, b_out_s >= 0);
    if (b_out_s >= 0) QVERIFY(std::abs(*r.robots[1].out_time_s - b_out_s) < 1e-6);
    QCOMPARE(r.robots[0].forfeit, a_forfeit_s >= 0 && reason == QLatin1String("forfeit"));
    QCOMPARE(r.robots[0].points, a_points);
    QCOMPARE(r.robots[1].points, b_points);
    QCOMPARE(outcomeName(r.robots[0].outcome),
             winner < 0 ? QStringLiteral("drawn")
                        : (winner == 0 ? QStringLiteral("won") : QStringLiteral("lost")));
    // The same logs given the other way round (robot 1 first) give the mirrored result.
    std::vector<MatchEntrantState> swapped(2);
    swapped[1] = states[0];
    const MatchReport s = scoreMatch(scene, {makeLog(b, 62.0), makeLog(a, 62.0)}, {2, 1}, swapped);
    QCOMPARE(s.winner_robot, winner < 0 ? -1 : 1 - winner);
    QCOMPARE(s.robots[1].points, a_points);
}

void TestArenaScoring::soccer_data() {
    QTest::addColumn<QString>("ball");
    QTest::addColumn<int>("goals1");
    QTest::addColumn<int>("goals2");
    QTest::addColumn<QVector<int>>("by_half1");
    QTest::addColumn<int>("winner_team");  // 0 = draw
    QTest::addColumn<QString>("reason");
    QTest::newRow("no goal: draw")
        << "0:0,0; 30:0.5,0.4" << 0 << 0 << QVector<int>{0, 0} << 0 << "equal_goals";
    QTest::newRow("into team 2's goal at 30 s, stays: one goal, not one per sample")
        << "0:0,0; 30:0.95,0" << 1 << 0 << QVector<int>{1, 0} << 1 << "more_goals";
    QTest::newRow("in, out, in again: two goals") << "0:0,0; 10:0.95,0; 20:0.5,0; 30:0.96,0.05" << 2
                                                  << 0 << QVector<int>{2, 0} << 1 << "more_goals";
    QTest::newRow("own goal counts for the other team")
        << "0:0,0; 40:-0.95,0" << 0 << 1 << QVector<int>{0, 0} << 2 << "more_goals";
    QTest::newRow("one each: draw") << "0:0,0; 10:0.95,0; 20:0,0; 70:-0.95,0.1" << 1 << 1
                                    << QVector<int>{1, 0} << 0 << "equal_goals";
    QTest::newRow("second half goal")
        << "0:0,0; 75:0.95,0" << 1 << 0 << QVector<int>{0, 1} << 1 << "more_goals";
    QTest::newRow("beside the goal box is no goal")
        << "0:0,0; 30:0.95,0.3" << 0 << 0 << QVector<int>{0, 0} << 0 << "equal_goals";
    QTest::newRow("after the two halves no goal counts")
        << "0:0,0; 121:0.95,0" << 0 << 0 << QVector<int>{0, 0} << 0 << "equal_goals";
}

void TestArenaScoring::soccer() {
    QFETCH(QString, ball);
    QFETCH(int, goals1);
    QFETCH(int, goals2);
    QFETCH(QVector<int>, by_half1);
    QFETCH(int, winner_team);
    QFETCH(QString, reason);
    const SceneDocument scene = soccerScene();
    const MatchReport r = scoreMatch(
        scene, {makeLog("0:-0.5,0", 125.0, ball), makeLog("0:0.5,0", 125.0, ball)}, {1, 2});
    QVERIFY(r.is_arena);
    QCOMPARE(r.teams.size(), std::size_t(2));
    QCOMPARE(r.teams[0].team, 1);
    QCOMPARE(r.teams[0].goals, goals1);
    QCOMPARE(r.teams[1].goals, goals2);
    QCOMPARE(QVector<int>(r.teams[0].goals_by_half.begin(), r.teams[0].goals_by_half.end()),
             by_half1);
    QCOMPARE(r.robots[0].goals, goals1);
    QCOMPARE(r.robots[1].goals, goals2);
    QCOMPARE(r.winner_team, winner_team);
    QCOMPARE(r.draw, winner_team == 0);
    QCOMPARE(r.winner_robot, winner_team - 1);
    QCOMPARE(matchReasonKey(r.reason), reason);
    QVERIFY(!r.decided_at_s);  // soccer is never decided early
    QVERIFY(std::abs(r.end_time_s - 120.0) < 1e-6);
}

void TestArenaScoring::race_data() {
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("winner");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<double>("a_finish_s");  // < 0: none
    QTest::addColumn<double>("decided_s");   // < 0: not early
    QTest::newRow("robot 0 first at 8 s")
        << "0:-1,-0.2; 4:0,-0.2; 8:0.95,-0.2"
        << "0:-1,0.2; 9:0.95,0.2" << 0 << "finished_first" << 8.0 << 8.0;
    QTest::newRow("robot 1 first at 7.5 s")
        << "0:-1,-0.2; 8:0.95,-0.2"
        << "0:-1,0.2; 7.5:0.92,0.25" << 1 << "finished_first" << -1.0 << 7.5;
    QTest::newRow("same sample: draw")
        << "0:-1,-0.2; 8:1.0,-0.2"
        << "0:-1,0.2; 8:1.0,0.2" << -1 << "same_finish" << 8.0 << 8.0;
    QTest::newRow("robot 0 leaves its lane at 3 s: robot 1 wins then")
        << "0:-1,-0.2; 3:-0.5,0.1"
        << "0:-1,0.2" << 1 << "others_out" << -1.0 << 3.0;
    QTest::newRow("crossing into the other lane's finish after leaving the lane does not count")
        << "0:-1,-0.2; 3:0.5,0.3; 4:1.0,0.3"
        << "0:-1,0.2; 20:1.0,0.2" << 1 << "others_out" << -1.0 << 3.0;
    QTest::newRow("no one finishes: draw")
        << "0:-1,-0.2; 30:0.5,-0.2"
        << "0:-1,0.2; 30:0.6,0.2" << -1 << "time_up" << -1.0 << -1.0;
}

void TestArenaScoring::race() {
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, winner);
    QFETCH(QString, reason);
    QFETCH(double, a_finish_s);
    QFETCH(double, decided_s);
    const MatchReport r = scoreMatch(raceScene(), {makeLog(a, 61.0), makeLog(b, 61.0)}, {1, 2});
    QCOMPARE(r.kind, ArenaKind::Race);
    QCOMPARE(r.winner_robot, winner);
    QCOMPARE(r.draw, winner < 0);
    QCOMPARE(matchReasonKey(r.reason), reason);
    QCOMPARE(r.robots[0].finish_time_s.has_value(), a_finish_s >= 0);
    if (a_finish_s >= 0) QVERIFY(std::abs(*r.robots[0].finish_time_s - a_finish_s) < 1e-6);
    QCOMPARE(r.decided_at_s.has_value(), decided_s >= 0);
    if (decided_s >= 0) QVERIFY(std::abs(*r.decided_at_s - decided_s) < 1e-6);
}

void TestArenaScoring::raisedRing_data() {
    QTest::addColumn<double>("top_m");
    QTest::addColumn<double>("drop_to_m");  // robot 1's origin height from 10 s on
    QTest::addColumn<bool>("out");
    // Origins ride 3 cm above the surface they stand on (makeLog puts them at y = 0.03 above the
    // floor; on the ring they are at top + 0.03).
    QTest::newRow("on a 5 cm ring") << 0.05 << 0.08 << false;
    QTest::newRow("fell off a 5 cm ring inside the radius") << 0.05 << 0.03 << true;
    QTest::newRow("origin just above the top") << 0.05 << 0.0501 << false;
    QTest::newRow("painted ring: height does not count") << 0.0 << -0.2 << false;
}

void TestArenaScoring::raisedRing() {
    QFETCH(double, top_m);
    QFETCH(double, drop_to_m);
    QFETCH(bool, out);
    SceneDocument scene = sumoScene();
    scene.arena->ring_top_m = top_m;
    RunLog a = makeLog("0:-0.2,0", 20), b = makeLog("0:0.2,0", 20);
    for (RunSample& s : a.samples) s.X_WB.translation.y() = top_m + 0.03;
    for (RunSample& s : b.samples)
        s.X_WB.translation.y() = s.t_s >= 10.0 - 1e-9 ? drop_to_m : top_m + 0.03;
    const MatchReport r = scoreMatch(scene, {a, b}, {1, 2});
    QCOMPARE(r.robots[1].out, out);
    QCOMPARE(r.winner_robot, out ? 0 : -1);
}

void TestArenaScoring::refereeStopsWhenDecided() {
    const SceneDocument scene = sumoScene();
    MatchReferee ref(scene, 2, {1, 2});
    const RunLog a = makeLog("0:-0.2,0", 60.0), b = makeLog("0:0.2,0; 12.3:0.6,0", 60.0);
    std::size_t k = 0;
    for (; k < a.samples.size() && !ref.decided(); ++k)
        ref.addSamples({a.samples[k], b.samples[k]});
    QCOMPARE(k, std::size_t(124));  // samples 0..123; sample 123 is t = 12.3 s
    QVERIFY(ref.report().decided_at_s);
    QCOMPARE(ref.report().winner_robot, 0);
    // A failure reported between ticks decides at once.
    MatchReferee ref2(scene, 2, {1, 2});
    ref2.addSamples({a.samples[0], a.samples[0]});
    QVERIFY(!ref2.decided());
    ref2.forfeit(1, 0.0);
    QVERIFY(ref2.decided());
    QCOMPARE(ref2.report().winner_robot, 0);
    QCOMPARE(matchReasonKey(ref2.report().reason), QStringLiteral("forfeit"));
    // A scene without an arena scores nothing and never stops the run.
    SceneDocument plain = sumoScene();
    plain.arena.reset();
    MatchReferee none(plain, 2, {});
    none.addSamples({b.samples.back(), b.samples.back()});
    QVERIFY(!none.decided());
    QVERIFY(!none.report().is_arena);
}

void TestArenaScoring::teamsFromStarts() {
    SceneDocument scene = sumoScene();
    // Robots 0 and 2 are team 1, robot 1 team 2: team 1 wins when robot 1 goes out even though
    // robot 0 went out before.
    scene.starts.push_back(start(0, 0.3, 90, 1));
    const MatchReport r = scoreMatch(scene,
                                     {makeLog("0:-0.2,0; 5:-0.7,0", 20),
                                      makeLog("0:0.2,0; 10:0.7,0", 20), makeLog("0:0,0.3", 20)},
                                     {});
    QCOMPARE(matchTeams(scene, 3, {}), (std::vector<int>{1, 2, 1}));
    QCOMPARE(r.winner_team, 1);
    QCOMPARE(r.winner_robot, -1);  // a team of two
    QCOMPARE(r.robots[0].points, kPointsWin);
    QCOMPARE(r.robots[2].points, kPointsWin);
    QCOMPARE(r.robots[1].points, 0);
    QVERIFY(std::abs(*r.decided_at_s - 10.0) < 1e-6);
}

void TestArenaScoring::arenaFileRoundTrip_data() {
    QTest::addColumn<int>("which");
    QTest::newRow("sumo") << 0;
    QTest::newRow("soccer") << 1;
    QTest::newRow("race") << 2;
}

void TestArenaScoring::arenaFileRoundTrip() {
    QFETCH(int, which);
    SceneDocument doc = which == 0 ? sumoScene() : which == 1 ? soccerScene() : raceScene();
    doc.starts[0].label = QStringLiteral("Blue");
    const QJsonObject json = doc.toJson();
    QCOMPARE(json[QStringLiteral("starts")].toArray()[1].toObject()[QStringLiteral("team")].toInt(),
             2);
    const auto back = SceneDocument::fromJson(json, QStringLiteral("t.json"), QString());
    QVERIFY_OK(back);
    QVERIFY(back.value().arena.has_value());
    QVERIFY(back.value() == doc);
    // A scene without an arena writes no "arena" key and no "team" for team 0.
    SceneDocument plain = doc;
    plain.arena.reset();
    for (StartPose& s : plain.starts) s.team = 0;
    QVERIFY(!plain.toJson().contains(QStringLiteral("arena")));
    QVERIFY(!plain.toJson()[QStringLiteral("starts")].toArray()[0].toObject().contains(
        QStringLiteral("team")));
}

void TestArenaScoring::badArenaFile_data() {
    QTest::addColumn<QString>("arena");  // the "arena" value
    QTest::addColumn<QString>("start");  // the first start
    QTest::addColumn<QString>("path");   // expected in the message
    const QString okStart = QStringLiteral(R"({"position_m": [0, 0, 0]})");
    QTest::newRow("unknown kind") << R"({"kind": "chess"})" << okStart << "arena.kind";
    QTest::newRow("sumo without ring") << R"({"kind": "sumo"})" << okStart << "arena.ring";
    QTest::newRow("ring radius 0")
        << R"({"kind": "sumo", "ring": {"radius_m": 0}})" << okStart << "arena.ring.radius_m";
    QTest::newRow("soccer key in a sumo")
        << R"({"kind": "sumo", "ring": {"radius_m": 0.5}, "ball": "b"})" << okStart << "arena.ball";
    QTest::newRow("goal without team")
        << R"({"kind": "soccer", "field": {"size_m": [1, 1]}, "ball": "b", "goals": [{"centre_m": [0.5, 0], "size_m": [0.1, 0.3]}]})"
        << okStart << "arena.goals[0].team";
    QTest::newRow("race without finish") << R"({"kind": "race"})" << okStart << "arena.finish";
    QTest::newRow("negative team") << QString() << R"({"position_m": [0, 0, 0], "team": -1})"
                                   << "starts[0].team";
    QTest::newRow("team 1.5") << QString() << R"({"position_m": [0, 0, 0], "team": 1.5})"
                              << "starts[0].team";
}

void TestArenaScoring::badArenaFile() {
    QFETCH(QString, arena);
    QFETCH(QString, start);
    QFETCH(QString, path);
    QString text =
        QStringLiteral(R"({"format": "botlab-scene", "version": 1, "starts": [%1])").arg(start);
    if (!arena.isEmpty()) text += QStringLiteral(R"(, "arena": %1)").arg(arena);
    text += QLatin1Char('}');
    const QJsonObject json = QJsonDocument::fromJson(text.toUtf8()).object();
    QVERIFY(!json.isEmpty());
    const auto r = SceneDocument::fromJson(json, QStringLiteral("bad.json"), QString());
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.message()).contains(path), r.message().c_str());
}

void TestArenaScoring::builtinArenas_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("kind");
    QTest::addColumn<double>("time_s");
    QTest::newRow("sumo") << "sumo" << int(ArenaKind::Sumo) << 60.0;
    QTest::newRow("soccer") << "soccer" << int(ArenaKind::Soccer) << 120.0;
    QTest::newRow("race") << "race" << int(ArenaKind::Race) << 60.0;
}

void TestArenaScoring::builtinArenas() {
    QFETCH(QString, name);
    QFETCH(int, kind);
    QFETCH(double, time_s);
    QVERIFY(builtinSceneNames().contains(name));
    const auto loaded = loadScene(name);
    QVERIFY_OK(loaded);
    const SceneDocument& doc = *loaded->document;
    QVERIFY(doc.arena);
    QCOMPARE(int(doc.arena->kind), kind);
    QCOMPARE(loaded->time_limit_s, time_s);
    QCOMPARE(loaded->start_teams, (std::vector<int>{1, 2}));
    QCOMPARE(loaded->robot_starts.size(), std::size_t(2));
    // The scene check finds nothing to fix in a built-in arena.
    for (const SceneIssue& i : checkScene(doc)) QFAIL(qPrintable(i.message));
    // Nobody is out, finished or scored at the start: robots standing still draw.
    std::vector<RunLog> logs(2);
    for (int r = 0; r < 2; ++r) {
        const Vec3& p = doc.starts[std::size_t(r)].position_m;
        logs[std::size_t(r)] = makeLog(QStringLiteral("0:%1,%2").arg(p.x()).arg(p.z()), time_s);
    }
    const MatchReport m = scoreMatch(doc, logs, loaded->start_teams);
    QVERIFY(m.draw);
    QVERIFY(!m.decided_at_s);
    if (doc.arena->kind == ArenaKind::Sumo) {
        // Mirror images through the ring's centre.
        const StartPose mm = botlab::scenes::mirroredStart(doc.starts[0], doc.arena->ring_centre);
        QVERIFY((mm.position_m - doc.starts[1].position_m).norm() < 1e-9);
        QVERIFY(std::abs(std::remainder(mm.yaw_deg - doc.starts[1].yaw_deg, 360.0)) < 1e-9);
    }
}

void TestArenaScoring::brokenArenaChecks_data() {
    QTest::addColumn<QString>("scene");
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("expected");  // part of a message
    QTest::newRow("one start") << "sumo"
                               << "one start"
                               << "at least two starts";
    QTest::newRow("same team") << "sumo"
                               << "same team"
                               << "no opponent";
    QTest::newRow("start out of the ring") << "sumo"
                                           << "start out"
                                           << "not inside the sumo ring";
    QTest::newRow("unfair starts") << "sumo"
                                   << "unfair"
                                   << "not mirror images";
    QTest::newRow("no ball") << "soccer"
                             << "no ball"
                             << "has no ball";
    QTest::newRow("ball fixed") << "soccer"
                                << "ball fixed"
                                << "cannot be moved";
    QTest::newRow("one goal") << "soccer"
                              << "one goal"
                              << "needs two goals";
    QTest::newRow("no team 2") << "soccer"
                               << "no team 2"
                               << "No start plays for team 2";
    QTest::newRow("start out of its lane") << "race"
                                           << "swap lanes"
                                           << "not in its own lane";
    QTest::newRow("start in the finish") << "race"
                                         << "start at finish"
                                         << "already in the finish";
}

void TestArenaScoring::brokenArenaChecks() {
    QFETCH(QString, scene);
    QFETCH(QString, change);
    QFETCH(QString, expected);
    const auto loaded =
        SceneDocument::loadFile(QStringLiteral(":/botlab/scenes/builtin/%1.json").arg(scene));
    QVERIFY_OK(loaded);
    SceneDocument d = loaded.value();
    if (change == QLatin1String("one start")) d.starts.pop_back();
    if (change == QLatin1String("same team")) d.starts[1].team = 1;
    if (change == QLatin1String("start out")) d.starts[1].position_m.x() = 0.49;
    if (change == QLatin1String("unfair")) d.starts[1].position_m.x() = 0.3;
    if (change == QLatin1String("no ball")) d.obstacles.clear();
    if (change == QLatin1String("ball fixed")) d.obstacles[0].movable = false;
    if (change == QLatin1String("one goal")) d.arena->goals.pop_back();
    if (change == QLatin1String("no team 2")) d.starts[1].team = 3;
    if (change == QLatin1String("swap lanes")) std::swap(d.starts[0], d.starts[1]);
    if (change == QLatin1String("start at finish")) d.starts[1].position_m.x() = 1.05;
    QStringList messages;
    for (const SceneIssue& i : checkScene(d)) messages << i.message;
    QVERIFY2(messages.join(QLatin1Char('|')).contains(expected),
             qPrintable(messages.join(QLatin1Char('|'))));
}

void TestArenaScoring::startLabels() {
    // Without a translator the built-in labels come back as they are; others are left alone.
    QCOMPARE(startLabelText(QStringLiteral("Blue")), QStringLiteral("Blue"));
    QCOMPARE(startLabelText(QStringLiteral("Team Rocket")), QStringLiteral("Team Rocket"));
    // The built-in arenas' labels are the ones startLabelText knows.
    for (const QString& name :
         {QStringLiteral("sumo"), QStringLiteral("soccer"), QStringLiteral("race")}) {
        const auto d =
            SceneDocument::loadFile(QStringLiteral(":/botlab/scenes/builtin/%1.json").arg(name));
        QVERIFY_OK(d);
        for (const StartPose& s : d->starts)
            QVERIFY2(QStringList({"Blue", "Red", "Yellow"}).contains(s.label), qPrintable(s.label));
    }
}

void TestArenaScoring::mirroredStart() {
    const StartPose s = start(-0.25, 0.1, 30, 1);
    const StartPose m = botlab::scenes::mirroredStart(s, {0.1, 0.0});
    QCOMPARE(m.position_m.x(), 0.45);
    QCOMPARE(m.position_m.z(), -0.1);
    QCOMPARE(m.yaw_deg, -150.0);
    QCOMPARE(m.team, 1);
    // Mirrored twice is the start again (yaw modulo 360).
    const StartPose mm = botlab::scenes::mirroredStart(m, {0.1, 0.0});
    QVERIFY((mm.position_m - s.position_m).norm() < 1e-12);
    QVERIFY(std::abs(std::remainder(mm.yaw_deg - s.yaw_deg, 360.0)) < 1e-12);
}

void TestArenaScoring::startTeamEdits() {
    SceneEditor ed;
    ed.setDocument(sumoScene());
    QVERIFY_OK(ed.edit(QStringLiteral("team"), [](SceneDocument& d) { setStartTeam(d, 1, 3); }));
    QCOMPARE(ed.document().starts[1].team, 3);
    SceneDocument d = ed.document();
    QVERIFY(!setStartTeam(d, 2, 1));   // no start 2
    QVERIFY(!setStartTeam(d, 0, -1));  // no negative teams
    QVERIFY(!setStartTeam(d, 0, SceneLimits::kMaxTeam + 1));
    QCOMPARE(addStart(d, start(0, 0.3, 0, 2)), 2);
    QCOMPARE(d.starts.size(), std::size_t(3));
    ed.undoStack()->undo();
    QCOMPARE(ed.document().starts[1].team, 2);
}

QTEST_GUILESS_MAIN(TestArenaScoring)
#include "tst_arena_scoring.moc"
