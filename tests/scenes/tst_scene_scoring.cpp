// SPDX-License-Identifier: GPL-3.0-or-later
// Scoring as a pure function of a run log: deviation from the centreline, wall touch events,
// checkpoints in order, finish time, time limit, candles out, objects in the zones that want them.
#include <QPointF>
#include <QtTest>
#include <cmath>

#include "botlab/scenes/scene_compiler.h"
#include "botlab/scenes/scene_document.h"
#include "botlab/scenes/scene_loading.h"
#include "botlab_test.h"

using namespace botlab::scenes;
using botlab::sim::Vec3;

namespace {

RunSample at(double t, double x, double z, std::vector<int> touched = {}) {
    RunSample s;
    s.t_s = t;
    s.X_WB.translation = Vec3(x, 0.05, z);
    s.touched_bodies = std::move(touched);
    return s;
}

SceneDocument baseScene() {
    SceneDocument doc;
    doc.starts.push_back({});
    return doc;
}

}  // namespace

class TestSceneScoring : public QObject {
    Q_OBJECT
private slots:
    void distanceToPolylineExact_data();
    void distanceToPolylineExact();
    void deviationMetric_data();
    void deviationMetric();
    void centrelineFromStrokes();
    void wallTouchEvents();
    void checkpointsInOrderThenFinish();
    void timeLimit();
    void candlesOut();
    void emptyLog();
    void objectsInZones_data();
    void objectsInZones();
    void objectGoalNeedsCheckpoints();
};

void TestSceneScoring::distanceToPolylineExact_data() {
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("z");
    QTest::addColumn<double>("expected");
    // Path: (0,0) -> (1,0) -> (1,1)
    QTest::newRow("above first segment") << 0.3 << -0.25 << 0.25;
    QTest::newRow("on the path") << 1.0 << 0.5 << 0.0;
    QTest::newRow("beyond start") << -0.3 << -0.4 << 0.5;
    QTest::newRow("outside corner") << 1.3 << -0.4 << 0.5;
    QTest::newRow("inside corner, nearer second") << 0.9 << 0.5 << 0.1;
    QTest::newRow("beyond end") << 1.0 << 1.75 << 0.75;
}

void TestSceneScoring::distanceToPolylineExact() {
    QFETCH(double, x);
    QFETCH(double, z);
    QFETCH(double, expected);
    const std::vector<FloorPoint> path = {{0, 0}, {1, 0}, {1, 1}};
    QVERIFY(std::abs(distanceToPolyline(path, x, z) - expected) < 1e-15);
}

void TestSceneScoring::deviationMetric_data() {
    QTest::addColumn<QVector<double>>("offsets");  // robot z offsets from the line z = 0
    QTest::addColumn<double>("max");
    QTest::addColumn<double>("mean");
    QTest::newRow("on the line") << QVector<double>{0, 0, 0} << 0.0 << 0.0;
    QTest::newRow("constant 3 cm") << QVector<double>{0.03, -0.03, 0.03, 0.03} << 0.03 << 0.03;
    QTest::newRow("mixed") << QVector<double>{0.01, -0.02, 0.06, 0.0, 0.01} << 0.06 << 0.02;
}

void TestSceneScoring::deviationMetric() {
    QFETCH(QVector<double>, offsets);
    QFETCH(double, max);
    QFETCH(double, mean);
    SceneDocument doc = baseScene();
    doc.centreline = Centreline{{{-1, 0}, {1, 0}}, {}, false};
    RunLog log;
    for (int i = 0; i < offsets.size(); ++i)
        log.samples.push_back(at(0.1 * i, -0.5 + 0.2 * i, offsets[i]));
    const Report r = score(doc, log);
    QVERIFY(r.line_deviation_max_m.has_value());
    QCOMPARE(*r.line_deviation_max_m, max);
    QVERIFY(std::abs(*r.line_deviation_mean_m - mean) < 1e-15);
    // Without a centreline there is no deviation.
    doc.centreline.reset();
    QVERIFY(!score(doc, log).line_deviation_max_m.has_value());
}

void TestSceneScoring::centrelineFromStrokes() {
    // A closed circle of radius 0.5: a robot on a circle of radius 0.6 strays 0.1 m everywhere.
    SceneDocument doc = baseScene();
    Stroke s;
    s.kind = StrokeKind::Arc;
    s.radius_m = 0.5;
    s.sweep_deg = 360;
    doc.floor.strokes.push_back(s);
    doc.centreline = Centreline{{}, {0}, true};
    RunLog log;
    for (int i = 0; i < 100; ++i)
        log.samples.push_back(at(i * 0.1, 0.6 * std::cos(i * 0.1), 0.6 * std::sin(i * 0.1)));
    const Report r = score(doc, log);
    QVERIFY(std::abs(*r.line_deviation_max_m - 0.1) < 1e-4);  // chords within 0.1 mm of the arc
    QVERIFY(std::abs(*r.line_deviation_mean_m - 0.1) < 1e-4);
}

void TestSceneScoring::wallTouchEvents() {
    SceneDocument doc = baseScene();
    doc.walls.push_back({{0, 0}, {1, 0}});  // body 0
    doc.walls.push_back({{1, 0}, {1, 1}});  // body 1
    Obstacle box;
    box.position_m = Vec3(0.5, 0.05, 0.5);
    doc.obstacles.push_back(box);  // body 2: not a wall
    const auto bodies = compileBodies(doc);
    QCOMPARE(bodies.size(), std::size_t(3));
    QVERIFY(bodies[0].is_wall && bodies[1].is_wall && !bodies[2].is_wall);
    RunLog log;
    // touch wall 0 for three ticks (1 event), slide onto wall 1 without a free tick (same event),
    // free, obstacle only (no event), wall 1 again (event), free, both walls (event).
    const std::vector<std::vector<int>> touches = {{},  {0}, {0}, {0, 1}, {1},    {},
                                                   {2}, {2}, {1}, {},     {0, 1}, {0}};
    for (std::size_t i = 0; i < touches.size(); ++i)
        log.samples.push_back(at(i * 0.02, 0, 0, touches[i]));
    QCOMPARE(score(doc, log).wall_collisions, 3);
    // Out-of-range body indices are ignored, not a crash.
    log.samples.push_back(at(1.0, 0, 0, {-4, 99}));
    QCOMPARE(score(doc, log).wall_collisions, 3);
}

void TestSceneScoring::checkpointsInOrderThenFinish() {
    SceneDocument doc = baseScene();
    doc.goals.checkpoints = {Zone{{1, 0}, 0, 0, 0.1}, Zone{{2, 0}, 0, 0, 0.1}};
    doc.goals.finish = Zone{{3, 0}, 0.2, 0.2, 0};
    RunLog log;
    // Visits checkpoint 2 first (does not count), reaches the finish early (does not count while
    // checkpoints are missing), then 1, 2 and the finish at t = 7.
    const double xs[] = {0.0, 2.0, 3.0, 1.05, 1.5, 2.0, 2.5, 3.05, 3.0};
    for (int i = 0; i < 9; ++i) log.samples.push_back(at(i, xs[i], 0.0));
    const Report r = score(doc, log);
    QCOMPARE(r.checkpoints_total, 2);
    QCOMPARE(r.checkpoints_passed, 2);
    QVERIFY(r.goal_reached);
    QCOMPARE(*r.goal_time_s, 7.0);
    // Stop the log before checkpoint 2: one checkpoint, no finish.
    log.samples.resize(5);
    const Report partial = score(doc, log);
    QCOMPARE(partial.checkpoints_passed, 1);
    QVERIFY(!partial.goal_reached);
    QVERIFY(!partial.goal_time_s.has_value());
}

void TestSceneScoring::timeLimit() {
    SceneDocument doc = baseScene();
    doc.goals.finish = Zone{{1, 0}, 0.2, 0.2, 0};
    RunLog log;
    log.samples = {at(0, 0, 0), at(5.0, 0.5, 0), at(10.5, 1.0, 0)};
    QCOMPARE(*score(doc, log).goal_time_s, 10.5);
    doc.goals.time_limit_s = 10.0;
    QVERIFY(!score(doc, log).goal_reached);
    doc.goals.time_limit_s = 10.5;
    QVERIFY(score(doc, log).goal_reached);
}

void TestSceneScoring::candlesOut() {
    SceneDocument doc = baseScene();
    doc.flames = {Flame{QStringLiteral("a"), Vec3(0, 0.1, 0), 1.0, true},
                  Flame{QStringLiteral("b"), Vec3(1, 0.1, 0), 1.0, true},
                  Flame{QStringLiteral("c"), Vec3(2, 0.1, 0), 1.0, false}};
    RunLog log;
    log.samples = {at(0, 0, 0), at(1, 0, 0), at(2, 0, 0)};
    log.samples[0].flames_lit = {true, true, true};
    log.samples[1].flames_lit = {false, true, true};
    log.samples[2].flames_lit = {false, true, false};
    Report r = score(doc, log);
    QCOMPARE(r.candles_out, 2);
    QVERIFY(!r.goal_reached);
    // With candles and no finish zone, the goal is every candle out.
    log.samples.push_back(at(3.5, 0, 0));
    log.samples.back().flames_lit = {false, false, false};
    r = score(doc, log);
    QCOMPARE(r.candles_out, 3);
    QVERIFY(r.goal_reached);
    QCOMPARE(*r.goal_time_s, 3.5);
    // A finish zone takes precedence over the candles.
    doc.goals.finish = Zone{{5, 5}, 0.2, 0.2, 0};
    QVERIFY(!score(doc, log).goal_reached);
}

void TestSceneScoring::emptyLog() {
    SceneDocument doc = baseScene();
    doc.centreline = Centreline{{{0, 0}, {1, 0}}, {}, false};
    doc.goals.finish = Zone{};
    const Report r = score(doc, RunLog{});
    QVERIFY(!r.goal_reached);
    QVERIFY(!r.line_deviation_max_m.has_value());
    QCOMPARE(r.wall_collisions, 0);
    QCOMPARE(r.candles_out, 0);
}

namespace {
/// Positions (x, z) of a scene's movable obstacles, in document order, as a run log holds them.
using Places = QList<QPointF>;
}  // namespace

void TestSceneScoring::objectsInZones_data() {
    QTest::addColumn<QString>("scene");
    QTest::addColumn<Places>("places");  // empty: an old log without object positions
    QTest::addColumn<int>("in_zones");
    QTest::addColumn<int>("total");
    QTest::addColumn<bool>("goal");
    // ball_chase: the goal is x in [0.4, 0.9] (the wall), z in [-0.3, 0.3]; the ball starts at
    // (0, 0.08).
    QTest::newRow("ball at the start") << "ball_chase" << Places{{0.0, 0.08}} << 0 << 1 << false;
    QTest::newRow("ball in the goal") << "ball_chase" << Places{{0.6, 0.1}} << 1 << 1 << true;
    QTest::newRow("ball on the goal's edge")
        << "ball_chase" << Places{{0.4, -0.3}} << 1 << 1 << true;
    QTest::newRow("ball 1 cm short") << "ball_chase" << Places{{0.39, 0.0}} << 0 << 1 << false;
    QTest::newRow("ball past the side") << "ball_chase" << Places{{0.6, 0.31}} << 0 << 1 << false;
    QTest::newRow("old log: objects where they started")
        << "ball_chase" << Places{} << 0 << 1 << false;
    // colour_sort: rings of r = 0.15 m at red (0.68, 0), green (-0.34, -0.589), blue (-0.34,
    // 0.589); the cubes are red, green, blue in that order.
    const QPointF red(0.68, 0.0), green(-0.34, -0.589), blue(-0.34, 0.589);
    QTest::newRow("cubes at the start")
        << "colour_sort" << Places{{0.32, 0}, {-0.16, -0.277}, {-0.16, 0.277}} << 0 << 3 << false;
    QTest::newRow("each cube in its colour")
        << "colour_sort" << Places{red, green, blue} << 3 << 3 << true;
    QTest::newRow("each cube near its ring's edge")
        << "colour_sort"
        << Places{red + QPointF(0.14, 0), green + QPointF(0, 0.149), blue - QPointF(0.1, 0.1)} << 3
        << 3 << true;
    QTest::newRow("red and green swapped")
        << "colour_sort" << Places{green, red, blue} << 1 << 3 << false;
    QTest::newRow("two of three") << "colour_sort" << Places{red, green, {0, 0}} << 2 << 3 << false;
    QTest::newRow("all in the red ring")
        << "colour_sort" << Places{red, red, red} << 1 << 3 << false;
}

void TestSceneScoring::objectsInZones() {
    QFETCH(QString, scene);
    QFETCH(Places, places);
    QFETCH(int, in_zones);
    QFETCH(int, total);
    QFETCH(bool, goal);
    const auto doc = SceneDocument::loadFile(":/botlab/scenes/builtin/" + scene + ".json");
    QVERIFY_OK(doc);
    // Two samples: the robot at its start with the objects where they started, then the objects
    // at `places` (the robot stays at the start, far from any zone).
    RunLog log;
    RunSample first = at(1.0, doc->starts[0].position_m.x(), doc->starts[0].position_m.z());
    for (const Obstacle& o : doc->obstacles)
        if (o.movable) first.objects_m.push_back(o.position_m);
    RunSample second = first;
    second.t_s = 2.0;
    second.objects_m.clear();
    for (const QPointF& p : places) second.objects_m.push_back(Vec3(p.x(), 0.03, p.y()));
    log.samples = {first, second};
    const ObjectCount n = countObjectsInZones(doc.value(), second);
    QCOMPARE(n.in_zones, in_zones);
    QCOMPARE(n.total, total);
    const Report r = score(doc.value(), log);
    QCOMPARE(r.goal_reached, goal);
    QCOMPARE(r.objects_in_zones, in_zones);
    QCOMPARE(r.objects_total, total);
    if (goal) QCOMPARE(r.goal_time_s.value_or(-1.0), 2.0);
    QCOMPARE(r.objects_m.size(), std::size_t(places.size()));
}

void TestSceneScoring::objectGoalNeedsCheckpoints() {
    // The objects count only after the checkpoints, like a finish zone; a fixed obstacle is
    // counted where the scene puts it.
    SceneDocument doc = baseScene();
    Obstacle post;
    post.name = QStringLiteral("post");
    post.position_m = Vec3(1.0, 0.05, 0.0);
    Obstacle ball;
    ball.shape = botlab::sim::ShapeType::Sphere;
    ball.movable = true;
    ball.colour_name = QStringLiteral("red");
    doc.obstacles = {post, ball};
    doc.goals.checkpoints = {Zone{{0.5, 0.5}, 0.2, 0.2, 0}};
    doc.goals.object_zones = {ObjectZone{Zone{{1, 0}, 0.2, 0.2, 0}, {}, QStringLiteral("post")},
                              ObjectZone{Zone{{0, 1}, 0.2, 0.2, 0}, QStringLiteral("red"), {}}};
    QVERIFY_OK(doc.validate());
    RunSample a = at(1.0, 0.0, 0.0), b = at(2.0, 0.5, 0.5), c = at(3.0, 0.0, 0.0);
    a.objects_m = {Vec3(0, 0.05, 1)};
    b.objects_m = c.objects_m = a.objects_m;
    Report r = score(doc, RunLog{{a}});
    QVERIFY(!r.goal_reached);  // both objects in, but the checkpoint not yet passed
    QCOMPARE(r.objects_in_zones, 2);
    r = score(doc, RunLog{{a, b, c}});
    QVERIFY(r.goal_reached);
    QCOMPARE(r.goal_time_s.value_or(-1.0), 2.0);
}

QTEST_GUILESS_MAIN(TestSceneScoring)
#include "tst_scene_scoring.moc"
