// SPDX-License-Identifier: GPL-3.0-or-later
// The Scene mode's document logic: every kind of edit undoes and redoes exactly, item operations
// (move, rotate, copy/paste, delete, maze to walls) give computed positions, the checks find what
// they should with the numbers they say, and an edited scene saves and loads back identical.
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <functional>

#include "botlab_test.h"

#include "botlab/scenes/floor_raster.h"
#include "botlab/scenes/maze.h"
#include "botlab/scenes/scene_check.h"
#include "botlab/scenes/scene_compiler.h"
#include "botlab/scenes/scene_editor.h"
#include "botlab/scenes/scene_loading.h"

using namespace botlab::scenes;

using Edit = std::function<void(SceneDocument&)>;
Q_DECLARE_METATYPE(Edit)

namespace {

/// A scene with one of everything, so that edits have something to act on.
SceneDocument richScene() {
    SceneDocument d = emptyScene(3.0, 2.0);
    Stroke s;
    s.points = {{-1.0, 0.5}, {0.0, 0.5}, {0.5, 0.0}};
    d.floor.strokes.push_back(s);
    Stroke arc;
    arc.kind = StrokeKind::Arc;
    arc.centre = {0.5, -0.5};
    arc.radius_m = 0.4;
    arc.sweep_deg = 90;
    d.floor.strokes.push_back(arc);
    d.walls.push_back({{-1.2, -0.8}, {-0.2, -0.8}});
    MazeSpec m;
    m.rows = m.cols = 3;
    m.origin = {0.8, 0.2};
    m.exit = {2, 2};
    d.mazes.push_back(m);
    Obstacle o;
    o.position_m = {1.0, 0.05, -0.8};
    d.obstacles.push_back(o);
    Flame f;
    f.position_m = {-1.0, 0.12, -0.3};
    d.flames.push_back(f);
    d.goals.finish = Zone{{1.2, 0.8}, 0.2, 0.2, 0.0};
    d.goals.checkpoints.push_back(Zone{{0.0, 0.5}, 0.2, 0.2, 0.0});
    d.goals.object_zones.push_back({Zone{{-1.0, -0.5}, 0.3, 0.3, 0.0}, "blue", {}});
    return d;
}

double dist(const FloorPoint& a, const FloorPoint& b) {
    return std::hypot(a.x_m - b.x_m, a.z_m - b.z_m);
}

}  // namespace

class TestSceneEditor : public QObject {
    Q_OBJECT
private slots:
    // Every tool's edit is one undo step: undo gives back the document before it exactly, redo
    // the edited one exactly.
    void everyEditUndoesAndRedoesExactly_data() {
        QTest::addColumn<Edit>("edit");
        auto row = [](const char* name, Edit e) { QTest::newRow(name) << e; };
        row("line", [](SceneDocument& d) {
            Stroke s;
            s.points = {{0, 0}, {0.3, 0.1}, {0.6, 0.0}};
            d.floor.strokes.push_back(s);
        });
        row("curve", [](SceneDocument& d) {
            Stroke s;
            s.kind = StrokeKind::Bezier;
            s.points = smoothCurveThrough({{0, 0}, {0.3, 0.2}, {0.6, 0.0}});
            d.floor.strokes.push_back(s);
        });
        row("freehand", [](SceneDocument& d) {
            std::vector<FloorPoint> raw;
            for (int i = 0; i <= 50; ++i) raw.push_back({i * 0.01, 0.05 * std::sin(i * 0.1)});
            Stroke s;
            s.kind = StrokeKind::Bezier;
            s.points = smoothCurveThrough(simplifyPath(raw, 0.004));
            d.floor.strokes.push_back(s);
        });
        row("arc", [](SceneDocument& d) {
            Stroke s;
            s.kind = StrokeKind::Arc;
            s.radius_m = 0.35;
            s.sweep_deg = -120;
            d.floor.strokes.push_back(s);
        });
        row("gap", [](SceneDocument& d) { d.floor.strokes[0].gaps.push_back({0.5, 0.535}); });
        row("dash", [](SceneDocument& d) { d.floor.strokes[0].dashes.push_back({0.7}); });
        row("width and colour", [](SceneDocument& d) {
            d.floor.strokes[0].width_m = 0.03;
            d.floor.strokes[0].colour = Qt::blue;
        });
        row("floor picture", [](SceneDocument& d) {
            d.floor.images.push_back({QStringLiteral("/tmp/track.png"), {0, 0}, 1.5, 1.0});
        });
        row("floor size and colour", [](SceneDocument& d) {
            d.floor.size_x_m = 10.0;
            d.floor.colour = QColor(200, 220, 200);
        });
        row("wall", [](SceneDocument& d) { d.walls.push_back({{0, 0}, {0, 0.5}, 0.2, 0.03}); });
        row("room", [](SceneDocument& d) {
            const FloorPoint c[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
            for (int k = 0; k < 4; ++k) d.walls.push_back({c[k], c[(k + 1) % 4]});
        });
        row("maze", [](SceneDocument& d) {
            MazeSpec m;
            m.rows = m.cols = 6;
            m.exit = {5, 5};
            d.mazes.push_back(m);
            placeMazeStartAndFinish(d, int(d.mazes.size()) - 1);
        });
        row("regenerate maze", [](SceneDocument& d) { d.mazes[0].seed += 1; });
        row("maze to walls", [](SceneDocument& d) { mazeToWalls(d, 0); });
        row("box", [](SceneDocument& d) {
            Obstacle o;
            o.movable = true;
            o.mass_kg = 0.3;
            d.obstacles.push_back(o);
        });
        row("cylinder", [](SceneDocument& d) {
            Obstacle o;
            o.shape = botlab::sim::ShapeType::Cylinder;
            d.obstacles.push_back(o);
        });
        row("candle", [](SceneDocument& d) { d.flames.push_back({}); });
        row("start", [](SceneDocument& d) {
            d.starts[0].position_m = {0.3, 0, 0.2};
            d.starts[0].yaw_deg = 45;
        });
        row("finish", [](SceneDocument& d) { d.goals.finish = Zone{{0.1, 0.1}, 0.3, 0.25, 0}; });
        row("checkpoint", [](SceneDocument& d) { d.goals.checkpoints.push_back({}); });
        row("object zone", [](SceneDocument& d) {
            d.goals.object_zones.push_back({Zone{{-0.5, 0.5}, 0.3, 0.2, 0}, "red", {}});
        });
        row("move object zone", [](SceneDocument& d) {
            moveItems(d, {{ItemKind::ObjectZone, 0}}, 0.1, -0.2);
        });
        row("delete object zone", [](SceneDocument& d) {
            removeItems(d, {{ItemKind::ObjectZone, 0}});
        });
        row("paste object zone", [](SceneDocument& d) {
            pasteItems(d, extractItems(d, {{ItemKind::ObjectZone, 0}}), 0.3, 0.0);
        });
        row("time limit", [](SceneDocument& d) { d.goals.time_limit_s = 45; });
        row("terrain and ground", [](SceneDocument& d) {
            Terrain t;
            t.function = HeightFunction::Random;
            t.soft_terrain = QStringLiteral("sand");
            d.terrain = t;
        });
        row("move", [](SceneDocument& d) { moveItems(d, allItems(d), 0.1, -0.2); });
        row("rotate", [](SceneDocument& d) { rotateItems(d, allItems(d), 30, {0.1, 0.1}); });
        row("delete", [](SceneDocument& d) {
            removeItems(d, {{ItemKind::Wall, 0}, {ItemKind::Stroke, 1}, {ItemKind::Finish, 0}});
        });
        row("paste", [](SceneDocument& d) {
            pasteItems(d, extractItems(d, {{ItemKind::Obstacle, 0}, {ItemKind::Stroke, 0}}), 0.05,
                       0.05);
        });
    }
    void everyEditUndoesAndRedoesExactly() {
        QFETCH(Edit, edit);
        SceneEditor editor;
        editor.setDocument(richScene());
        int changes = 0;
        editor.on_changed = [&] { ++changes; };
        const SceneDocument before = editor.document();
        QVERIFY_OK(editor.edit(QStringLiteral("edit"), edit));
        QCOMPARE(editor.undoStack()->count(), 1);
        const SceneDocument after = editor.document();
        QVERIFY(!(after == before));
        editor.undoStack()->undo();
        QVERIFY(editor.document() == before);
        editor.undoStack()->redo();
        QVERIFY(editor.document() == after);
        QCOMPARE(changes, 3);  // edit, undo, redo
        QVERIFY_OK(editor.document().validate());
    }

    void dragMergesIntoOneStep() {
        SceneEditor editor;
        editor.setDocument(richScene());
        const SceneDocument start = editor.document();
        for (int i = 1; i <= 10; ++i) {
            SceneDocument d = start;
            moveItems(d, {{ItemKind::Wall, 0}}, 0.01 * i, 0.0);
            QVERIFY_OK(editor.apply(d, QStringLiteral("Move"), 7));
        }
        QCOMPARE(editor.undoStack()->count(), 1);
        QCOMPARE(editor.document().walls[0].from.x_m, -1.2 + 0.1);
        editor.undoStack()->undo();
        QVERIFY(editor.document() == start);
        // An edit that changes nothing is no step.
        QVERIFY_OK(editor.apply(start, QStringLiteral("nothing")));
        QCOMPARE(editor.undoStack()->index(), 0);
    }

    void centrelineFollowsTheStrokes() {
        SceneEditor editor;
        QVERIFY_OK(editor.edit(QStringLiteral("line"), [](SceneDocument& d) {
            Stroke s;
            s.points = {{0, 0}, {1, 0}};
            d.floor.strokes.push_back(s);
        }));
        QVERIFY(editor.document().centreline.has_value());
        QCOMPARE(editor.document().centreline->strokes, std::vector<int>{0});
        QVERIFY_OK(editor.edit(QStringLiteral("line 2"), [](SceneDocument& d) {
            d.floor.strokes.push_back(d.floor.strokes[0]);
        }));
        QCOMPARE(editor.document().centreline->strokes, (std::vector<int>{0, 1}));
        QVERIFY_OK(editor.edit(QStringLiteral("delete"), [](SceneDocument& d) {
            removeItems(d, {{ItemKind::Stroke, 1}});
        }));
        QVERIFY_OK(editor.edit(QStringLiteral("delete"), [](SceneDocument& d) {
            removeItems(d, {{ItemKind::Stroke, 0}});
        }));
        QVERIFY(!editor.document().centreline.has_value());
        // A scene's own centreline (here: none although it has a stroke) is kept.
        SceneDocument own = richScene();
        editor.setDocument(own);
        QVERIFY_OK(editor.edit(QStringLiteral("wall"), [](SceneDocument& d) {
            d.walls.push_back({{0.0, 0.0}, {0.5, 0.0}});
        }));
        QVERIFY(!editor.document().centreline.has_value());
    }

    void rotateTurnsCounterClockwiseSeenFromAbove() {
        SceneDocument d = emptyScene();
        d.walls.push_back({{1.0, 0.0}, {2.0, 0.0}});
        d.starts[0].position_m = {1.0, 0, 0};
        d.starts[0].yaw_deg = 0;
        rotateItems(d, {{ItemKind::Wall, 0}, {ItemKind::Start, 0}}, 90.0, {0, 0});
        // +X turns towards -Z (up the page).
        QVERIFY(dist(d.walls[0].from, {0.0, -1.0}) < 1e-12);
        QVERIFY(dist(d.walls[0].to, {0.0, -2.0}) < 1e-12);
        QCOMPARE(d.starts[0].yaw_deg, 90.0);
        QVERIFY(std::abs(d.starts[0].position_m.z() + 1.0) < 1e-12);
        // Four quarter turns give the start back.
        for (int i = 0; i < 3; ++i)
            rotateItems(d, {{ItemKind::Wall, 0}, {ItemKind::Start, 0}}, 90.0, {0, 0});
        QVERIFY(dist(d.walls[0].from, {1.0, 0.0}) < 1e-12);
        QCOMPARE(d.starts[0].yaw_deg, 0.0);
    }

    void removeKeepsIndicesAndOneStart() {
        SceneDocument d = richScene();
        d.walls.push_back({{5, 5}, {6, 5}});
        removeItems(d, {{ItemKind::Wall, 0}, {ItemKind::Wall, 0}, {ItemKind::Start, 0}});
        QCOMPARE(int(d.walls.size()), 1);
        QCOMPARE(d.walls[0].from.x_m, 5.0);
        QCOMPARE(int(d.starts.size()), 1);  // a scene keeps one start
    }

    void curveGoesThroughItsPoints() {
        const std::vector<FloorPoint> pts = {{0, 0}, {0.4, 0.3}, {0.8, 0.0}, {1.2, 0.4}};
        const auto c = smoothCurveThrough(pts);
        QCOMPARE(int(c.size()), 3 * 3 + 1);
        for (int i = 0; i < 4; ++i) QVERIFY(c[std::size_t(3 * i)] == pts[std::size_t(i)]);
        // Catmull-Rom: at an inner point the handles are (p[i+1] - p[i-1]) / 6 either side.
        QVERIFY(dist(c[4], {0.4 + 0.8 / 6, 0.3}) < 1e-12);
        QVERIFY(dist(c[2], {0.4 - 0.8 / 6, 0.3}) < 1e-12);
        Stroke s;
        s.kind = StrokeKind::Bezier;
        s.points = c;
        QVERIFY(SceneDocument().floor.strokes.empty());
        const auto flat = flattenStroke(s, 1e-4);
        QVERIFY(flat.size() > 10);
    }

    void freehandSimplifies() {
        std::vector<FloorPoint> raw;
        for (int i = 0; i <= 100; ++i) raw.push_back({i * 0.01, 0.0005 * ((i % 2) ? 1 : -1)});
        const auto s = simplifyPath(raw, 0.002);
        QCOMPARE(int(s.size()), 2);  // a straight stroke with 0.5 mm jitter is one segment
        raw.push_back({1.0, 0.5});
        QCOMPARE(int(simplifyPath(raw, 0.002).size()), 3);
    }

    void mazeStartAndFinishSitAtTheOpenings() {
        SceneDocument d = emptyScene(3, 3);
        MazeSpec m;
        m.rows = m.cols = 6;
        m.cell_m = 0.3;
        m.origin = {-0.9, -0.9};
        m.start = {0, 0};
        m.exit = {5, 5};
        d.mazes.push_back(m);
        placeMazeStartAndFinish(d, 0);
        // Start in the centre of the north-west cell facing east (into the maze, away from its
        // west opening); finish one cell east of the south-east cell.
        QCOMPARE(d.starts[0].position_m.x(), -0.75);
        QCOMPARE(d.starts[0].position_m.z(), -0.75);
        QCOMPARE(d.starts[0].yaw_deg, 0.0);
        QVERIFY(d.goals.finish.has_value());
        QVERIFY(dist(d.goals.finish->centre, {1.05, 0.75}) < 1e-12);
        QCOMPARE(d.goals.finish->size_z_m, 0.3);
        QVERIFY(checkScene(d).empty());
        // The maze has a path from start to exit: a perfect maze of 36 cells has 35 passages.
        const Maze maze = generateMaze(6, 6, m.seed);
        QCOMPARE(maze.passageCount(), 35);
        QVERIFY(!maze.solve(0, 35).empty());
        // Its walls made editable: same bodies, now plain walls.
        const auto before = compileBodies(d);
        const auto walls = mazeToWalls(d, 0);
        QVERIFY(d.mazes.empty());
        QCOMPARE(int(walls.size()), int(before.size()));
        const auto after = compileBodies(d);
        QCOMPARE(after.size(), before.size());
        for (std::size_t i = 0; i < after.size(); ++i)
            QVERIFY((after[i].X_WB.translation - before[i].X_WB.translation).norm() < 1e-12);
    }

    void checksFindProblems_data() {
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("words");
        auto row = [](const char* name, Edit e, ItemKind k, const char* words) {
            QTest::newRow(name) << e << int(k) << QString::fromUtf8(words);
        };
        // Start at (0, 0); the robot's radius is 7 cm.
        row(
            "start inside a wall",
            [](SceneDocument& d) {
                d.walls.push_back({{-0.5, 0}, {0.5, 0}});
            },
            ItemKind::Start, "0.0 cm away");
        row(
            "start 5 cm from a wall's face",
            [](SceneDocument& d) {
                d.walls.push_back({{-0.5, 0.06}, {0.5, 0.06}});
            },
            ItemKind::Start, "5.0 cm away");
        row(
            "start inside a box", [](SceneDocument& d) { d.obstacles.push_back({}); },
            ItemKind::Start, "obstacle 1");
        row(
            "start off the floor",
            [](SceneDocument& d) {
                d.starts[0].position_m = {2.0, 0, 0};
            },
            ItemKind::Start, "off the floor");
        row(
            "finish off the floor",
            [](SceneDocument& d) {
                d.goals.finish = Zone{{3.0, 0}, 0.2, 0.2, 0};
            },
            ItemKind::Finish, "off the floor");
        // A 10 cm wide corridor between two walls 2 cm thick: 8 cm free, the robot needs 14.
        row(
            "finish too narrow for the robot",
            [](SceneDocument& d) {
                d.goals.finish = Zone{{0.5, 0.5}, 0.3, 0.3, 0};
                d.walls.push_back({{0.2, 0.45}, {0.8, 0.45}});
                d.walls.push_back({{0.2, 0.55}, {0.8, 0.55}});
                d.walls.push_back({{0.2, 0.35}, {0.8, 0.35}});
                d.walls.push_back({{0.2, 0.65}, {0.8, 0.65}});
            },
            ItemKind::Finish, "at most 8.0 cm");
        row(
            "line thinner than the sensor's spot",
            [](SceneDocument& d) {
                Stroke s;
                s.points = {{-0.5, 0.5}, {0.5, 0.5}};
                s.width_m = 0.006;
                d.floor.strokes.push_back(s);
            },
            ItemKind::Stroke, "0.6 cm");
        row(
            "overlapping walls",
            [](SceneDocument& d) {
                d.walls.push_back({{-1.0, 0.5}, {0.0, 0.5}});
                d.walls.push_back({{-0.3, 0.505}, {0.5, 0.505}});
            },
            ItemKind::Wall, "30.0 cm");
        // Object zones (issue 26): what they want must be there to be pushed in.
        auto ball = [](SceneDocument& d, const char* name, const char* colour, bool movable) {
            Obstacle o;
            o.name = QString::fromUtf8(name);
            o.shape = botlab::sim::ShapeType::Sphere;
            o.radius_m = 0.03;
            o.position_m = {-0.8, 0.03, -0.5};
            o.movable = movable;
            o.colour_name = QString::fromUtf8(colour);
            if (!o.colour_name.isEmpty()) o.colour = objectColour(o.colour_name);
            d.obstacles.push_back(o);
        };
        row(
            "object zone wants a colour no object has",
            [=](SceneDocument& d) {
                ball(d, "ball", "red", true);
                d.goals.object_zones.push_back({Zone{{0.5, 0.5}, 0.3, 0.3, 0}, "red", {}});
                d.goals.object_zones.push_back({Zone{{-0.5, 0.5}, 0.3, 0.3, 0}, "green", {}});
            },
            ItemKind::ObjectZone, "object zone 2 wants green");
        row(
            "object zone wants a colour only a fixed object has",
            [=](SceneDocument& d) {
                ball(d, "ball", "blue", false);
                d.goals.object_zones.push_back({Zone{{0.5, 0.5}, 0.3, 0.3, 0}, "blue", {}});
            },
            ItemKind::ObjectZone, "object zone 1 wants blue");
        row(
            "object zone wants a missing object",
            [=](SceneDocument& d) {
                ball(d, "ball", "red", true);
                d.goals.object_zones.push_back({Zone{{0.5, 0.5}, 0.3, 0.3, 0}, {}, "puck"});
            },
            ItemKind::ObjectZone, "'puck', but there is no object");
        row(
            "object zone wants a fixed object",
            [=](SceneDocument& d) {
                ball(d, "post", "", false);
                d.goals.object_zones.push_back({Zone{{0.5, 0.5}, 0.3, 0.3, 0}, {}, "post"});
            },
            ItemKind::ObjectZone, "cannot be moved");
    }
    void checksFindProblems() {
        QFETCH(Edit, edit);
        QFETCH(int, kind);
        QFETCH(QString, words);
        SceneDocument d = emptyScene();
        QVERIFY(checkScene(d).empty());
        edit(d);
        const auto issues = checkScene(d);
        QCOMPARE(int(issues.size()), 1);
        QCOMPARE(int(issues[0].item.kind), kind);
        QVERIFY2(issues[0].message.contains(words), qPrintable(issues[0].message));
    }

    void wallsMeetingAtACornerAreFine() {
        SceneDocument d = emptyScene();
        d.starts[0].position_m = {0.3, 0, 0.3};
        const FloorPoint c[4] = {{-0.6, -0.6}, {0.6, -0.6}, {0.6, 0.6}, {-0.6, 0.6}};
        for (int k = 0; k < 4; ++k) d.walls.push_back({c[k], c[(k + 1) % 4]});
        d.walls.push_back({{0.0, -0.6}, {0.0, -0.2}});  // a T joint
        QVERIFY(checkScene(d).empty());
    }

    // Issue 30 (the monkey test): the editor never makes a scene its own reader refuses. Each
    // row breaks one rule of SceneDocument::validate (what fromJson runs); the edit is refused
    // with the reason naming the JSON path, the document and its undo history stay as they were.
    void editBreakingAReaderRuleIsRefused_data() {
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<QString>("path");
        auto row = [](const char* name, const char* path, Edit e) {
            QTest::newRow(name) << e << QString::fromLatin1(path);
        };
        // richScene: a painted 3 x 2 m floor at 0.0025 m per pixel; reach x +-6.5, z +-6 m.
        row("wall dragged out of the floor's reach (seed 1)", "walls[0].from_m",
            [](SceneDocument& d) {
                d.walls[0].from = {-6.6, -0.8};
            });
        row("floor made smaller, the wall left behind (seed 1)", "walls[0].from_m",
            [](SceneDocument& d) {
                d.walls[0].from = {-6.0, -0.8};
                d.floor.size_x_m = 0.4;
            });
        row("painted floor 11.6 m deep (seed 2)", "floor.size_m",
            [](SceneDocument& d) { d.floor.size_z_m = 11.6; });
        row("painted floor 10.25 m wide", "floor.size_m",
            [](SceneDocument& d) { d.floor.size_x_m = 10.25; });
        row("floor resolution 0", "floor.resolution_m",
            [](SceneDocument& d) { d.floor.resolution_m = 0.0; });
        row("wall of no length", "walls[0]",
            [](SceneDocument& d) { d.walls[0].to = d.walls[0].from; });
        row("wall of no height", "walls[0].height_m",
            [](SceneDocument& d) { d.walls[0].height_m = 0.0; });
        row("1001 walls", "walls", [](SceneDocument& d) {
            d.walls.resize(1001, Wall{{0.0, 0.0}, {0.1, 0.0}});
        });
        row("maze exit on its start", "mazes[0].exit",
            [](SceneDocument& d) { d.mazes[0].exit = d.mazes[0].start; });
        row("maze walls as thick as a cell", "mazes[0].wall_thickness_m",
            [](SceneDocument& d) { d.mazes[0].wall_thickness_m = d.mazes[0].cell_m; });
        row("obstacle out of reach", "obstacles[0].position_m", [](SceneDocument& d) {
            d.obstacles[0].position_m = {20.0, 0.05, 0.0};
        });
        row("stroke of no width", "floor.strokes[0].width_m",
            [](SceneDocument& d) { d.floor.strokes[0].width_m = 0.0; });
        row("polyline of one point", "floor.strokes[0].points_m",
            [](SceneDocument& d) { d.floor.strokes[0].points.resize(1); });
        row("no start pose", "starts", [](SceneDocument& d) { d.starts.clear(); });
        row("finish zone out of reach", "goals.finish.centre_m", [](SceneDocument& d) {
            d.goals.finish->centre = {0.0, 30.0};
        });
        row("flame at NaN", "flames[0].position_m[0]", [](SceneDocument& d) {
            d.flames[0].position_m = {std::nan(""), 0.12, 0.0};
        });
        row("centreline naming a missing stroke", "centreline.strokes[0]", [](SceneDocument& d) {
            d.centreline = Centreline{{}, {5}, false};
        });
        row("ambient light 150 %", "lighting.ambient_percent",
            [](SceneDocument& d) { d.lighting.ambient_percent = 150.0; });
        row("physics step of 1 s", "physics.step_s",
            [](SceneDocument& d) { d.physics.step_s = 1.0; });
    }
    void editBreakingAReaderRuleIsRefused() {
        QFETCH(Edit, edit);
        QFETCH(QString, path);
        SceneDocument broken = richScene();
        edit(broken);
        // The rule is the reader's: the scene written by the edit would not open again.
        QVERIFY(!SceneDocument::fromJson(broken.toJson(), QStringLiteral("x.scene.json"), {}).ok());

        SceneEditor editor;
        editor.setDocument(richScene());
        const SceneDocument before = editor.document();
        QString reason;
        int changes = 0;
        editor.on_refused = [&](const QString& r) { reason = r; };
        editor.on_changed = [&] { ++changes; };
        const botlab::Status st = editor.edit(QStringLiteral("break"), edit);
        QVERIFY(editor.document() == before);
        QCOMPARE(editor.undoStack()->count(), 0);
        QCOMPARE(changes, 0);
        QVERIFY(!st.ok());
        const QString message = QString::fromStdString(st.message());
        QVERIFY2(message.startsWith(path + QStringLiteral(": ")), qPrintable(message));
        QCOMPARE(reason, message);
        QVERIFY_OK(SceneDocument::fromJson(editor.document().toJson(), QStringLiteral("x"), {}));
        // A drag (merged steps) that goes too far keeps its last good position.
        QVERIFY_OK(editor.edit(
            QStringLiteral("Move"), [](SceneDocument& d) { d.walls[0].from.x_m += 0.1; }, 3));
        const SceneDocument moved = editor.document();
        QVERIFY(!editor.edit(QStringLiteral("Move"), edit, 3).ok());
        QVERIFY(editor.document() == moved);
        QCOMPARE(editor.undoStack()->count(), 1);
    }

    void paintedFloorSideStopsAtItsLimit() {
        SceneDocument d = richScene();
        QCOMPARE(maxFloorSide_m(d.floor), 10.24);  // 4096 px at 0.0025 m
        d.floor.resolution_m = 0.002;
        QCOMPARE(maxFloorSide_m(d.floor), 8.192);
        d.floor.strokes.clear();
        d.floor.images.clear();
        QVERIFY(std::isinf(maxFloorSide_m(d.floor)));
        SceneEditor editor;
        editor.setDocument(richScene());
        QVERIFY_OK(editor.edit(QStringLiteral("deep"), [](SceneDocument& e) {
            e.floor.size_z_m = maxFloorSide_m(e.floor);
        }));
        QCOMPARE(editor.document().floor.size_z_m, 10.24);
        QVERIFY(!editor
                     .edit(QStringLiteral("deeper"),
                           [](SceneDocument& e) { e.floor.size_z_m += 0.001; })
                     .ok());
    }

    void editedSceneRoundTrips() {
        SceneEditor editor;
        editor.setDocument(richScene());
        QVERIFY_OK(editor.edit(QStringLiteral("curve"), [](SceneDocument& d) {
            Stroke s;
            s.kind = StrokeKind::Bezier;
            s.points = smoothCurveThrough({{-1, 0.7}, {-0.5, 0.8}, {0.0, 0.62}, {0.31, 0.77}});
            s.gaps.push_back({0.2, 0.235});
            d.floor.strokes.push_back(s);
            rotateItems(d, {{ItemKind::Obstacle, 0}}, 33.3, {0.1, 0.2});
        }));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("edited.scene.json"));
        QVERIFY_OK(editor.document().saveFile(path));
        auto loaded = SceneDocument::loadFile(path);
        QVERIFY_OK(loaded);
        QVERIFY(loaded.value() == editor.document());
        QVERIFY_OK(compileScene(loaded.value()));
    }

    // The goal rule and the penalties of the Scoring settings, on a hand-made run: the robot
    // drives along z = 0 from x = -1 m to 1 m (0.1 m per 0.1 s), leaves the line at samples 5-7
    // and 12-13, touches the wall at samples 3-4 and 9, and the candle goes out at sample 16.
    void scoringRulesAndPenalties_data() {
        QTest::addColumn<int>("rule");
        QTest::addColumn<double>("goalTime");
        QTest::addColumn<int>("collisions");
        QTest::addColumn<int>("offLine");
        QTest::newRow("auto: finish zone") << int(GoalRule::Auto) << 1.8 << 2 << 2;
        QTest::newRow("zone") << int(GoalRule::Zone) << 1.8 << 2 << 2;
        QTest::newRow("checkpoints") << int(GoalRule::Checkpoints) << 0.9 << 2 << 1;
        QTest::newRow("candles") << int(GoalRule::Candles) << 1.6 << 2 << 2;
    }
    void scoringRulesAndPenalties() {
        QFETCH(int, rule);
        QFETCH(double, goalTime);
        QFETCH(int, collisions);
        QFETCH(int, offLine);
        SceneDocument d = emptyScene();
        d.walls.push_back({{-1, 0.5}, {1, 0.5}});
        d.flames.push_back({});
        d.centreline = Centreline{{{-1, 0}, {1, 0}}, {}, false};
        d.goals.finish = Zone{{0.9, 0}, 0.2, 0.2, 0};
        d.goals.checkpoints.push_back(Zone{{0, 0}, 0.2, 0.2, 0});
        d.goals.rule = GoalRule(rule);
        d.goals.penalties = {5.0, 0.03, 2.0};
        // The settings survive a save and load.
        auto back = SceneDocument::fromJson(d.toJson(), QStringLiteral("t"), {});
        QVERIFY_OK(back);
        QVERIFY(back.value() == d);
        RunLog log;
        for (int i = 0; i <= 20; ++i) {
            RunSample s;
            s.t_s = 0.1 * i;
            const double z = (i >= 5 && i <= 7) ? 0.05 : (i >= 12 && i <= 13) ? 0.1 : 0.0;
            s.X_WB.translation = botlab::sim::Vec3(-1.0 + 0.1 * i, 0.05, z);
            if (i == 3 || i == 4 || i == 9) s.touched_bodies = {0};
            s.flames_lit = {i < 16};
            log.samples.push_back(s);
        }
        const Report r = score(d, log);
        QVERIFY(r.goal_reached);
        QVERIFY(std::abs(*r.goal_time_s - goalTime) < 1e-9);
        QCOMPARE(r.checkpoints_passed, 1);
        QCOMPARE(r.wall_collisions, collisions);
        QCOMPARE(r.off_line_count, offLine);
        QCOMPARE(r.penalty_s, collisions * 5.0 + offLine * 2.0);
    }

    void unknownGoalRuleIsRefused() {
        SceneDocument d = emptyScene();
        QJsonObject json = d.toJson();
        QJsonObject goals;
        goals.insert(QStringLiteral("goal"), QStringLiteral("finsh"));
        json.insert(QStringLiteral("goals"), goals);
        auto r = SceneDocument::fromJson(json, QStringLiteral("x.json"), {});
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.message()).contains(QStringLiteral("goals.goal")),
                 r.message().c_str());
    }

    void previewCompilesABigFloorCoarsely() {
        SceneDocument d = emptyScene(10.0, 10.0);
        Stroke s;
        s.points = {{-4, 0}, {4, 0}};
        d.floor.strokes.push_back(s);
        CompileOptions o;
        o.max_floor_texture_px = 1024;
        auto preview = compileScene(d, o);
        QVERIFY_OK(preview);
        QVERIFY(preview->world.floor.width_px <= 1024);
        QVERIFY(preview->world.floor.width_px >= 1000);
        auto full = compileScene(d);
        QVERIFY_OK(full);
        QCOMPARE(full->world.floor.width_px, 4000);  // 10 m at 2.5 mm
    }
};

QTEST_GUILESS_MAIN(TestSceneEditor)
#include "tst_scene_editor.moc"
