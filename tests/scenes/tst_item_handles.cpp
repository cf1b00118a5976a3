// SPDX-License-Identifier: GPL-3.0-or-later
// Reshaping scene items by their handles (scenes::ItemHandles), without a view: every handle of
// every item kind sits where it should and moves what it should by amounts computed here by
// hand, with grid snapping and angle steps on and off.
#include <QTest>
#include <cmath>
#include <functional>

#include "botlab/scenes/item_handles.h"

using namespace botlab::scenes;

/// The numbers a row checks after the drag, read from the document.
using Measure = std::function<QList<double>(const SceneDocument&)>;
Q_DECLARE_METATYPE(Measure)
Q_DECLARE_METATYPE(SceneDocument)
Q_DECLARE_METATYPE(ItemRef)
Q_DECLARE_METATYPE(HandleKind)

namespace {

SceneDocument withStroke(Stroke s) {
    SceneDocument d = emptyScene(3.0, 2.0);
    d.floor.strokes.push_back(std::move(s));
    return d;
}

Stroke polyline() {
    Stroke s;
    s.points = {{0.0, 0.0}, {0.5, 0.0}, {1.0, 0.0}};
    return s;
}

/// Anchors at 0, 3 and 6, control points between.
Stroke bezier() {
    Stroke s;
    s.kind = StrokeKind::Bezier;
    s.points = {{0.0, 0.0},  {0.1, 0.1},  {0.2, 0.1}, {0.3, 0.0},
                {0.4, -0.1}, {0.5, -0.1}, {0.6, 0.0}};
    return s;
}

Stroke arc(double sweep_deg) {
    Stroke s;
    s.kind = StrokeKind::Arc;
    s.centre = {0.0, 0.0};
    s.radius_m = 0.4;
    s.start_deg = 0.0;
    s.sweep_deg = sweep_deg;
    return s;
}

SceneDocument withWall() {
    SceneDocument d = emptyScene(3.0, 2.0);
    d.walls.push_back({{0.0, 0.0}, {1.0, 0.0}});
    return d;
}

SceneDocument withStart(double yaw_deg) {
    SceneDocument d = emptyScene(3.0, 2.0);
    d.starts.front().position_m = {0.0, 0.0, 0.0};
    d.starts.front().yaw_deg = yaw_deg;
    return d;
}

SceneDocument withZones() {
    SceneDocument d = emptyScene(3.0, 2.0);
    d.goals.finish = Zone{{1.0, 1.0}, 0.2, 0.2, 0.0};
    d.goals.checkpoints.push_back(Zone{{0.0, 0.0}, 0.2, 0.2, 0.1});  // a circle, radius 10 cm
    d.goals.object_zones.push_back({Zone{{-0.9, 0.5}, 0.2, 0.2, 0.0}, QStringLiteral("red"), {}});
    return d;
}

SceneDocument withImage() {
    SceneDocument d = emptyScene(3.0, 2.0);
    FloorImage im;
    im.file = QStringLiteral("track.png");
    im.centre = {0.0, 0.0};
    d.floor.images.push_back(im);  // 1 m x 1 m
    return d;
}

SceneDocument withObstacle(botlab::sim::ShapeType shape, double yaw_deg) {
    SceneDocument d = emptyScene(3.0, 2.0);
    Obstacle o;
    o.shape = shape;
    o.position_m = {1.0, 0.05, 1.0};
    o.size_x_m = 0.1;
    o.size_z_m = 0.2;
    o.radius_m = 0.05;
    o.yaw_deg = yaw_deg;
    d.obstacles.push_back(o);
    return d;
}

QList<double> pointsOf(const SceneDocument& d) {
    QList<double> v;
    for (const FloorPoint& p : d.floor.strokes.front().points) v << p.x_m << p.z_m;
    return v;
}

}  // namespace

class TestItemHandles : public QObject {
    Q_OBJECT
private slots:
    // Each handle: where itemHandles() puts it, and what dragging it to `to` makes of the item.
    void handleMovesWhatItShould_data() {
        QTest::addColumn<SceneDocument>("doc");
        QTest::addColumn<ItemRef>("item");
        QTest::addColumn<int>("handle");  ///< Its index in itemHandles().
        QTest::addColumn<HandleKind>("kind");
        QTest::addColumn<double>("atX");  ///< Where the handle is before the drag.
        QTest::addColumn<double>("atZ");
        QTest::addColumn<double>("toX");
        QTest::addColumn<double>("toZ");
        QTest::addColumn<bool>("snap");
        QTest::addColumn<bool>("steps");
        QTest::addColumn<Measure>("measure");
        QTest::addColumn<QList<double>>("expected");

        const ItemRef stroke{ItemKind::Stroke, 0};
        // Polyline: only the dragged point moves; snapping rounds it to the 1 cm grid.
        QTest::newRow("polyline point, snapped")
            << withStroke(polyline()) << stroke << 1 << HandleKind::StrokePoint << 0.5 << 0.0
            << 0.503 << 0.206 << true << true << Measure(pointsOf)
            << QList<double>{0.0, 0.0, 0.5, 0.21, 1.0, 0.0};
        QTest::newRow("polyline point, free")
            << withStroke(polyline()) << stroke << 2 << HandleKind::StrokePoint << 1.0 << 0.0
            << 1.203 << -0.004 << false << true << Measure(pointsOf)
            << QList<double>{0.0, 0.0, 0.5, 0.0, 1.203, -0.004};
        // Bezier anchor 3 moved by (0.1, 0.1) carries control points 2 and 4 by the same.
        QTest::newRow("bezier anchor")
            << withStroke(bezier()) << stroke << 3 << HandleKind::BezierAnchor << 0.3 << 0.0 << 0.4
            << 0.1 << true << true << Measure(pointsOf)
            << QList<double>{0.0, 0.0, 0.1, 0.1, 0.3, 0.2, 0.4, 0.1, 0.5, 0.0, 0.5, -0.1, 0.6, 0.0};
        QTest::newRow("bezier first anchor")
            << withStroke(bezier()) << stroke << 0 << HandleKind::BezierAnchor << 0.0 << 0.0 << -0.1
            << 0.0 << true << true << Measure(pointsOf)
            << QList<double>{-0.1, 0.0, 0.0,  0.1, 0.2,  0.1, 0.3,
                             0.0,  0.4, -0.1, 0.5, -0.1, 0.6, 0.0};
        QTest::newRow("bezier control")
            << withStroke(bezier()) << stroke << 2 << HandleKind::BezierControl << 0.2 << 0.1
            << 0.25 << -0.1 << true << true << Measure(pointsOf)
            << QList<double>{0.0, 0.0, 0.1,  0.1, 0.25, -0.1, 0.3,
                             0.0, 0.4, -0.1, 0.5, -0.1, 0.6,  0.0};

        // Arc (centre 0, radius 0.4, from 0 degrees): the start handle sets radius and start
        // angle and keeps the end (at 90 degrees) where it was.
        const Measure arcOf = [](const SceneDocument& d) {
            const Stroke& s = d.floor.strokes.front();
            return QList<double>{s.radius_m, s.start_deg, s.sweep_deg};
        };
        // (0, 0.5) is straight down the page: yaw -90, radius 0.5, sweep 90 - (-90) = 180.
        QTest::newRow("arc start")
            << withStroke(arc(90)) << stroke << 0 << HandleKind::ArcStart << 0.4 << 0.0 << 0.0
            << 0.5 << true << true << arcOf << QList<double>{0.5, -90.0, 180.0};
        QTest::newRow("arc start, smallest radius")
            << withStroke(arc(90)) << stroke << 0 << HandleKind::ArcStart << 0.4 << 0.0 << 0.0
            << 0.0 << true << true << arcOf << QList<double>{0.01, 0.0, 90.0};
        // (-0.3, -0.3) is up and left: yaw 135, the sweep to it 135.
        QTest::newRow("arc end") << withStroke(arc(90)) << stroke << 1 << HandleKind::ArcEnd << 0.0
                                 << -0.4 << -0.3 << -0.3 << true << true << arcOf
                                 << QList<double>{0.4, 0.0, 135.0};
        // A clockwise arc stays clockwise: to yaw 90 is -270 degrees of turn.
        QTest::newRow("arc end, clockwise")
            << withStroke(arc(-90)) << stroke << 1 << HandleKind::ArcEnd << 0.0 << 0.4 << 0.0
            << -0.4 << true << true << arcOf << QList<double>{0.4, 0.0, -270.0};

        // Walls: one end moves, the other stays.
        const Measure wallOf = [](const SceneDocument& d) {
            const Wall& w = d.walls.front();
            return QList<double>{w.from.x_m, w.from.z_m, w.to.x_m, w.to.z_m};
        };
        const ItemRef wall{ItemKind::Wall, 0};
        QTest::newRow("wall from, snapped")
            << withWall() << wall << 0 << HandleKind::WallFrom << 0.0 << 0.0 << 0.2 << 0.304 << true
            << true << wallOf << QList<double>{0.2, 0.3, 1.0, 0.0};
        QTest::newRow("wall from, free")
            << withWall() << wall << 0 << HandleKind::WallFrom << 0.0 << 0.0 << 0.2 << 0.304
            << false << true << wallOf << QList<double>{0.2, 0.304, 1.0, 0.0};
        QTest::newRow("wall to") << withWall() << wall << 1 << HandleKind::WallTo << 1.0 << 0.0
                                 << 1.5 << -0.5 << true << true << wallOf
                                 << QList<double>{0.0, 0.0, 1.5, -0.5};

        // Start pose: the heading handle 14 cm ahead turns it, in 15 degree steps unless Alt.
        const Measure yawOf = [](const SceneDocument& d) {
            const auto& s = d.starts.front();
            return QList<double>{s.yaw_deg, s.position_m.x(), s.position_m.z()};
        };
        const ItemRef start{ItemKind::Start, 0};
        const double c40 = 0.2 * std::cos(40 * M_PI / 180), s40 = 0.2 * std::sin(40 * M_PI / 180);
        QTest::newRow("start heading, steps")
            << withStart(0) << start << 0 << HandleKind::StartHeading << 0.14 << 0.0 << c40 << -s40
            << false << true << yawOf << QList<double>{45.0, 0.0, 0.0};
        QTest::newRow("start heading, free")
            << withStart(0) << start << 0 << HandleKind::StartHeading << 0.14 << 0.0 << c40 << -s40
            << false << false << yawOf << QList<double>{40.0, 0.0, 0.0};
        QTest::newRow("start heading, snapped point")  // (0.15, -0.13): 40.9 degrees, step 45
            << withStart(0) << start << 0 << HandleKind::StartHeading << 0.14 << 0.0 << c40 << -s40
            << true << false << yawOf
            << QList<double>{std::atan2(0.13, 0.15) * 180 / M_PI, 0.0, 0.0};
        QTest::newRow("start heading, backwards is +180")
            << withStart(90) << start << 0 << HandleKind::StartHeading << 0.0 << -0.14 << -0.2
            << 0.0 << true << true << yawOf << QList<double>{180.0, 0.0, 0.0};
        QTest::newRow("start heading, on the pose leaves it")
            << withStart(30) << start << 0 << HandleKind::StartHeading << 0.14 * std::cos(M_PI / 6)
            << -0.07 << 0.00001 << 0.0 << false << true << yawOf << QList<double>{30.0, 0.0, 0.0};

        // Zones: the bottom-right corner moves, the top-left stays.
        const Measure finishOf = [](const SceneDocument& d) {
            const Zone& z = *d.goals.finish;
            return QList<double>{z.centre.x_m, z.centre.z_m, z.size_x_m, z.size_z_m, z.radius_m};
        };
        QTest::newRow("finish corner")
            << withZones() << ItemRef{ItemKind::Finish, 0} << 0 << HandleKind::ZoneCorner << 1.1
            << 1.1 << 1.3 << 1.05 << true << true << finishOf
            << QList<double>{1.1, 0.975, 0.4, 0.15, 0.0};
        QTest::newRow("finish corner, smallest")
            << withZones() << ItemRef{ItemKind::Finish, 0} << 0 << HandleKind::ZoneCorner << 1.1
            << 1.1 << 0.5 << 0.5 << true << true << finishOf
            << QList<double>{0.91, 0.91, 0.02, 0.02, 0.0};
        // A round checkpoint (radius 0.1 at 0): corner to (0.2, 0.1) spans 0.3 x 0.2, so the
        // circle gets radius 0.15 with its box's top-left still at (-0.1, -0.1).
        QTest::newRow("round checkpoint corner")
            << withZones() << ItemRef{ItemKind::Checkpoint, 0} << 0 << HandleKind::ZoneCorner << 0.1
            << 0.1 << 0.2 << 0.1 << true << true << Measure([](const SceneDocument& d) {
                   const Zone& z = d.goals.checkpoints.front();
                   return QList<double>{z.centre.x_m, z.centre.z_m, z.radius_m};
               })
            << QList<double>{0.05, 0.05, 0.15};
        // An object zone (issue 26) resizes by its corner like the finish zone.
        QTest::newRow("object zone corner")
            << withZones() << ItemRef{ItemKind::ObjectZone, 0} << 0 << HandleKind::ZoneCorner
            << -0.8 << 0.6 << -0.6 << 0.55 << true << true << Measure([](const SceneDocument& d) {
                   const Zone& z = d.goals.object_zones.front().zone;
                   return QList<double>{z.centre.x_m, z.centre.z_m, z.size_x_m, z.size_z_m};
               })
            << QList<double>{-0.8, 0.475, 0.4, 0.15};

        QTest::newRow("picture corner")
            << withImage() << ItemRef{ItemKind::FloorImage, 0} << 0 << HandleKind::ImageCorner
            << 0.5 << 0.5 << 1.0 << 0.25 << true << true << Measure([](const SceneDocument& d) {
                   const FloorImage& im = d.floor.images.front();
                   return QList<double>{im.centre.x_m, im.centre.z_m, im.size_x_m, im.size_z_m};
               })
            << QList<double>{0.25, -0.125, 1.5, 0.75};

        // Obstacles at (1, 1): the corner sets the size in the box's own axes (centre stays),
        // the turn handle sets the yaw in 5 degree steps.
        const Measure obstacleOf = [](const SceneDocument& d) {
            const Obstacle& o = d.obstacles.front();
            return QList<double>{o.size_x_m, o.size_z_m,       o.radius_m,
                                 o.yaw_deg,  o.position_m.x(), o.position_m.z()};
        };
        const ItemRef obstacle{ItemKind::Obstacle, 0};
        using botlab::sim::ShapeType;
        QTest::newRow("box corner")
            << withObstacle(ShapeType::Box, 0) << obstacle << 0 << HandleKind::BoxCorner << 1.05
            << 1.1 << 1.15 << 1.1 << true << true << obstacleOf
            << QList<double>{0.3, 0.2, 0.05, 0.0, 1.0, 1.0};
        // Turned 90 degrees its own x runs up the page: the same mouse point swaps the sizes.
        QTest::newRow("box corner, turned")
            << withObstacle(ShapeType::Box, 90) << obstacle << 0 << HandleKind::BoxCorner << 1.1
            << 0.95 << 1.15 << 1.1 << true << true << obstacleOf
            << QList<double>{0.2, 0.3, 0.05, 90.0, 1.0, 1.0};
        QTest::newRow("box corner, smallest")
            << withObstacle(ShapeType::Box, 0) << obstacle << 0 << HandleKind::BoxCorner << 1.05
            << 1.1 << 1.0 << 1.0 << true << true << obstacleOf
            << QList<double>{0.01, 0.01, 0.05, 0.0, 1.0, 1.0};
        QTest::newRow("box turn") << withObstacle(ShapeType::Box, 0) << obstacle << 1
                                  << HandleKind::ObstacleYaw << 1.1 << 1.0
                                  << 1.0 + 0.3 * std::cos(33 * M_PI / 180)
                                  << 1.0 - 0.3 * std::sin(33 * M_PI / 180) << false << false
                                  << obstacleOf << QList<double>{0.1, 0.2, 0.05, 35.0, 1.0, 1.0};
        QTest::newRow("cylinder radius")
            << withObstacle(ShapeType::Cylinder, 0) << obstacle << 0 << HandleKind::ObstacleRadius
            << 1.05 << 1.0 << 1.3 << 1.4 << true << true << obstacleOf
            << QList<double>{0.1, 0.2, 0.5, 0.0, 1.0, 1.0};
        QTest::newRow("cylinder turn")
            << withObstacle(ShapeType::Cylinder, 0) << obstacle << 1 << HandleKind::ObstacleYaw
            << 1.1 << 1.0 << 1.0 << 0.7 << true << true << obstacleOf
            << QList<double>{0.1, 0.2, 0.05, 90.0, 1.0, 1.0};  // up the page is +90
    }
    void handleMovesWhatItShould() {
        QFETCH(SceneDocument, doc);
        QFETCH(ItemRef, item);
        QFETCH(int, handle);
        QFETCH(HandleKind, kind);
        QFETCH(double, atX);
        QFETCH(double, atZ);
        QFETCH(double, toX);
        QFETCH(double, toZ);
        QFETCH(bool, snap);
        QFETCH(bool, steps);
        QFETCH(Measure, measure);
        QFETCH(QList<double>, expected);

        const std::vector<ItemHandle> hs = itemHandles(doc, item);
        QVERIFY(handle < int(hs.size()));
        const ItemHandle& h = hs[std::size_t(handle)];
        QCOMPARE(h.item, item);
        QCOMPARE(h.kind, kind);
        QVERIFY2(std::abs(h.at.x_m - atX) < 1e-9 && std::abs(h.at.z_m - atZ) < 1e-9,
                 qPrintable(QStringLiteral("handle at (%1, %2)").arg(h.at.x_m).arg(h.at.z_m)));

        const ItemHandles drag(doc, h);
        const SceneDocument after = drag.update({toX, toZ}, HandleModifiers{snap, steps});
        const QList<double> got = measure(after);
        QCOMPARE(got.size(), expected.size());
        for (qsizetype k = 0; k < got.size(); ++k)
            QVERIFY2(std::abs(got[k] - expected[k]) < 1e-9,
                     qPrintable(QStringLiteral("value %1: %2, expected %3")
                                    .arg(k)
                                    .arg(got[k], 0, 'g', 12)
                                    .arg(expected[k], 0, 'g', 12)));
        // Only the dragged item changes.
        SceneDocument others = after;
        SceneDocument before = doc;
        removeItems(others, {item});
        removeItems(before, {item});
        if (item.kind == ItemKind::Start) others.starts = before.starts;  // the last one stays
        QVERIFY(others == before);
        // The drag starts from the same document every time: going back undoes nothing twice.
        QVERIFY(drag.update({toX, toZ}, HandleModifiers{snap, steps}) == after);
    }

    // Which items have which handles, in order.
    void handlesOfEachItem_data() {
        QTest::addColumn<SceneDocument>("doc");
        QTest::addColumn<ItemRef>("item");
        QTest::addColumn<QList<int>>("kinds");
        QTest::addColumn<QList<bool>>("round");
        auto k = [](std::initializer_list<HandleKind> ks) {
            QList<int> v;
            for (HandleKind h : ks) v << int(h);
            return v;
        };
        const ItemRef stroke{ItemKind::Stroke, 0};
        QTest::newRow("polyline") << withStroke(polyline()) << stroke
                                  << k({HandleKind::StrokePoint, HandleKind::StrokePoint,
                                        HandleKind::StrokePoint})
                                  << QList<bool>{false, false, false};
        QTest::newRow("bezier") << withStroke(bezier()) << stroke
                                << k({HandleKind::BezierAnchor, HandleKind::BezierControl,
                                      HandleKind::BezierControl, HandleKind::BezierAnchor,
                                      HandleKind::BezierControl, HandleKind::BezierControl,
                                      HandleKind::BezierAnchor})
                                << QList<bool>{false, true, true, false, true, true, false};
        QTest::newRow("arc") << withStroke(arc(90)) << stroke
                             << k({HandleKind::ArcStart, HandleKind::ArcEnd})
                             << QList<bool>{false, false};
        QTest::newRow("box") << withObstacle(botlab::sim::ShapeType::Box, 0)
                             << ItemRef{ItemKind::Obstacle, 0}
                             << k({HandleKind::BoxCorner, HandleKind::ObstacleYaw})
                             << QList<bool>{false, true};
        QTest::newRow("sphere") << withObstacle(botlab::sim::ShapeType::Sphere, 0)
                                << ItemRef{ItemKind::Obstacle, 0}
                                << k({HandleKind::ObstacleRadius, HandleKind::ObstacleYaw})
                                << QList<bool>{false, true};
        QTest::newRow("missing item")
            << withWall() << ItemRef{ItemKind::Wall, 3} << QList<int>{} << QList<bool>{};
        SceneDocument flame = emptyScene(3.0, 2.0);
        flame.flames.push_back({});
        QTest::newRow("candle: none")
            << flame << ItemRef{ItemKind::Flame, 0} << QList<int>{} << QList<bool>{};
    }
    void handlesOfEachItem() {
        QFETCH(SceneDocument, doc);
        QFETCH(ItemRef, item);
        QFETCH(QList<int>, kinds);
        QFETCH(QList<bool>, round);
        const auto hs = itemHandles(doc, item);
        QCOMPARE(qsizetype(hs.size()), kinds.size());
        for (std::size_t i = 0; i < hs.size(); ++i) {
            QCOMPARE(int(hs[i].kind), kinds[qsizetype(i)]);
            QCOMPARE(hs[i].round, round[qsizetype(i)]);
            QCOMPARE(hs[i].item, item);
        }
    }

    // A drag whose item has gone (deleted by an undo during the drag) changes nothing.
    void dragOfAMissingItemChangesNothing() {
        const SceneDocument doc = withWall();
        ItemHandle h = itemHandles(doc, {ItemKind::Wall, 0}).front();
        h.item.index = 5;
        const ItemHandles drag(doc, h);
        QVERIFY(drag.update({0.5, 0.5}) == doc);
    }

    void snapToGridRounds_data() {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("grid");
        QTest::addColumn<double>("expected");
        QTest::newRow("1 cm down") << 0.123 << 0.01 << 0.12;
        QTest::newRow("1 cm up") << -0.127 << 0.01 << -0.13;
        QTest::newRow("5 cm") << 0.976 << 0.05 << 1.0;
        QTest::newRow("no grid") << 0.123 << 0.0 << 0.123;
    }
    void snapToGridRounds() {
        QFETCH(double, x);
        QFETCH(double, grid);
        QFETCH(double, expected);
        const FloorPoint p = snapToGrid({x, -x}, grid);
        QVERIFY(std::abs(p.x_m - expected) < 1e-12);
        QVERIFY(std::abs(p.z_m + expected) < 1e-12);
    }
};

QTEST_GUILESS_MAIN(TestItemHandles)
#include "tst_item_handles.moc"
