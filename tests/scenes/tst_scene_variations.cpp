// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of scene variations drawn from a seed (scene_variations.h): the start stays in its zone,
// mazes are regenerated and still solvable, candles move to distinct allowed spots; the same seed
// gives the same scene and another seed another one.
#include <QtTest>
#include <set>

#include "botlab_test.h"

#include "botlab/scenes/maze.h"
#include "botlab/scenes/scene_compiler.h"
#include "botlab/scenes/scene_document.h"
#include "botlab/scenes/scene_variations.h"

using namespace botlab::scenes;

namespace {
SceneDocument builtin(const char* name) {
    auto doc = SceneDocument::loadFile(
        QStringLiteral(":/botlab/scenes/builtin/%1.json").arg(QLatin1String(name)));
    Q_ASSERT(doc.ok());
    return doc.value();
}
}  // namespace

class TestSceneVariations : public QObject {
    Q_OBJECT
private slots:
    void noneChangesNothing();
    void startJitterStaysInZone_data();
    void startJitterStaysInZone();
    void mazesRegenerated();
    void candlesMoveToSpots();
    void errorsLeaveSceneUnchanged();
};

void TestSceneVariations::noneChangesNothing() {
    SceneDocument doc = builtin("maze");
    const SceneDocument before = doc;
    QVERIFY_OK(applyVariations(doc, SceneVariations{}, 7));
    QVERIFY(doc == before);
}

void TestSceneVariations::startJitterStaysInZone_data() {
    QTest::addColumn<double>("dx_m");
    QTest::addColumn<double>("dz_m");
    QTest::addColumn<double>("yaw_deg");
    QTest::newRow("position and yaw") << 0.05 << 0.02 << 10.0;
    QTest::newRow("x only") << 0.1 << 0.0 << 0.0;
    QTest::newRow("yaw only") << 0.0 << 0.0 << 45.0;
}

void TestSceneVariations::startJitterStaysInZone() {
    QFETCH(double, dx_m);
    QFETCH(double, dz_m);
    QFETCH(double, yaw_deg);
    const SceneDocument base = builtin("line_basic");  // start (0, 0, 0.45), yaw 0
    SceneVariations v;
    v.start_dx_m = dx_m;
    v.start_dz_m = dz_m;
    v.start_yaw_deg = yaw_deg;
    std::set<double> xs, yaws;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        SceneDocument doc = base;
        QVERIFY_OK(applyVariations(doc, v, seed));
        const StartPose& s = doc.starts.front();
        QVERIFY(std::abs(s.position_m.x() - 0.0) <= dx_m);
        QVERIFY(std::abs(s.position_m.z() - 0.45) <= dz_m);
        QCOMPARE(s.position_m.y(), 0.0);
        QVERIFY(std::abs(s.yaw_deg) <= yaw_deg);
        xs.insert(s.position_m.x());
        yaws.insert(s.yaw_deg);
        // Deterministic: the same seed gives the same start.
        SceneDocument again = base;
        QVERIFY_OK(applyVariations(again, v, seed));
        QVERIFY(again == doc);
        QVERIFY(doc.floor == base.floor && doc.goals == base.goals);
    }
    // 200 seeds spread over the zone (a uniform draw fills both halves).
    QCOMPARE(xs.size(), dx_m > 0 ? std::size_t{200} : std::size_t{1});
    QCOMPARE(yaws.size(), yaw_deg > 0 ? std::size_t{200} : std::size_t{1});
    if (dx_m > 0) {
        QVERIFY(*xs.begin() < -0.8 * dx_m);
        QVERIFY(*xs.rbegin() > 0.8 * dx_m);
    }
}

void TestSceneVariations::mazesRegenerated() {
    const SceneDocument base = builtin("maze");
    SceneVariations v;
    v.regenerate_mazes = true;
    std::set<std::uint64_t> seeds;
    std::set<std::vector<bool>> layouts;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        SceneDocument doc = base;
        QVERIFY_OK(applyVariations(doc, v, seed));
        const MazeSpec& m = doc.mazes.front();
        QCOMPARE(m.start, base.mazes.front().start);
        QCOMPARE(m.exit, base.mazes.front().exit);
        seeds.insert(m.seed);
        const Maze maze = generateMaze(m.rows, m.cols, m.seed);
        QCOMPARE(maze.passageCount(), m.rows * m.cols - 1);  // still a perfect maze
        QVERIFY(!maze.solve(m.start.row * m.cols + m.start.col, m.exit.row * m.cols + m.exit.col)
                     .empty());
        layouts.insert(maze.open_east);
        QVERIFY_OK(compileScene(doc));
        // The variant is a valid scene file too (what a replay file holds).
        const auto reread =
            SceneDocument::fromJson(doc.toJson(), QStringLiteral("v.json"), QString());
        QVERIFY_OK(reread);
        QCOMPARE(reread->mazes.front().seed, m.seed);
    }
    QCOMPARE(seeds.size(), std::size_t{20});
    QVERIFY(layouts.size() >= 15);  // different fields, not one field renamed
}

void TestSceneVariations::candlesMoveToSpots() {
    SceneDocument base = builtin("fire_fighting");
    Flame second = base.flames.front();
    second.name = QStringLiteral("second");
    base.flames.push_back(second);
    SceneVariations v;
    v.candle_spots = {{0.85, -0.45}, {0.8, 0.45}, {-0.5, -0.5}, {0.3, -0.5}};
    std::set<std::pair<double, double>> first_spots;
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        SceneDocument doc = base;
        QVERIFY_OK(applyVariations(doc, v, seed));
        QCOMPARE(doc.flames.size(), std::size_t{2});
        std::set<std::pair<double, double>> used;
        for (const Flame& f : doc.flames) {
            const std::pair<double, double> p{f.position_m.x(), f.position_m.z()};
            QVERIFY(std::any_of(
                v.candle_spots.begin(), v.candle_spots.end(),
                [&](const FloorPoint& s) { return s.x_m == p.first && s.z_m == p.second; }));
            QCOMPARE(f.position_m.y(), base.flames.front().position_m.y());
            used.insert(p);
        }
        QCOMPARE(used.size(), std::size_t{2});  // distinct spots
        first_spots.insert({doc.flames[0].position_m.x(), doc.flames[0].position_m.z()});
    }
    QCOMPARE(first_spots.size(), std::size_t{4});  // every spot is drawn for some seed
}

void TestSceneVariations::errorsLeaveSceneUnchanged() {
    SceneDocument doc = builtin("fire_fighting");
    const SceneDocument before = doc;
    SceneDocument two = doc;
    two.flames.push_back(two.flames.front());
    const SceneDocument two_before = two;
    SceneVariations few;
    few.start_dx_m = 0.1;  // checked before anything changes
    few.candle_spots = {{0.1, 0.1}};
    const botlab::Status st = applyVariations(two, few, 1);
    QVERIFY(!st.ok());
    QCOMPARE(QString::fromStdString(st.message()),
             QStringLiteral(
                 "variations.candle_spots_m: 1 spots for 2 candles: give at least one per candle"));
    QVERIFY(two == two_before);
    SceneVariations negative;
    negative.start_yaw_deg = -1;
    QVERIFY(!applyVariations(doc, negative, 1).ok());
    QVERIFY(doc == before);
}

QTEST_GUILESS_MAIN(TestSceneVariations)
#include "tst_scene_variations.moc"
