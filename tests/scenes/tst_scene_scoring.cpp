// SPDX-License-Identifier: GPL-3.0-or-later
// Scoring as a pure function of a run log: deviation from the centreline, wall touch events,
// checkpoints in order, finish time, time limit, candles out.
#include <QtTest>
#include <cmath>

#include "botlab/scenes/scene_compiler.h"
#include "botlab/scenes/scene_document.h"
#include "botlab/scenes/scene_loading.h"

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

QTEST_GUILESS_MAIN(TestSceneScoring)
#include "tst_scene_scoring.moc"
