// SPDX-License-Identifier: GPL-3.0-or-later
// The 3D views' camera mathematics (app/gui/src/camera_rig.h), checked with numbers: zoom toward
// the cursor keeps the point under it within a pixel; framing puts the robot's bounding sphere
// inside the view frustum with a margin; the orbit camera stays above the floor or terrain and in
// front of the walls between it and its target; the spring arm moves in at once and eases out
// as e^(-t/tau).
#include <QMatrix4x4>
#include <QRect>
#include <QTest>
#include <QVector3D>
#include <cmath>

#include "view3d/camera_rig.h"

using namespace botlab;
using namespace botlab::gui;

namespace {

constexpr double kFovY = 45.0;
const QRect kViewport(0, 0, 800, 450);

QVector3D q(const sim::Vec3& v) {
    return QVector3D(float(v.x()), float(v.y()), float(v.z()));
}

/// Pixel (x right, y down) of a world point seen from `v` (the views' projection).
QPointF project(const camera::View& v, const sim::Vec3& p) {
    QMatrix4x4 view, proj;
    view.lookAt(q(v.eye_W), q(v.target_W), QVector3D(0, 1, 0));
    proj.perspective(float(kFovY), float(kViewport.width()) / kViewport.height(), 0.02f, 100.0f);
    const QVector3D w = q(p).project(view, proj, kViewport);
    return QPointF(w.x(), kViewport.height() - w.y());
}

/// The ray through a pixel: origin on the near plane and unit direction.
void rayThrough(const camera::View& v, const QPointF& px, sim::Vec3& o, sim::Vec3& d) {
    QMatrix4x4 view, proj;
    view.lookAt(q(v.eye_W), q(v.target_W), QVector3D(0, 1, 0));
    proj.perspective(float(kFovY), float(kViewport.width()) / kViewport.height(), 0.02f, 100.0f);
    const float wy = float(kViewport.height() - px.y());
    const QVector3D n = QVector3D(float(px.x()), wy, 0).unproject(view, proj, kViewport);
    const QVector3D f = QVector3D(float(px.x()), wy, 1).unproject(view, proj, kViewport);
    o = sim::Vec3(n.x(), n.y(), n.z());
    d = sim::Vec3(f.x() - n.x(), f.y() - n.y(), f.z() - n.z()).normalized();
}

sim::WorldBody box(const sim::Vec3& centre, const sim::Vec3& size) {
    sim::WorldBody b;
    b.shape.type = sim::ShapeType::Box;
    b.shape.size_m = size;
    b.X_WB = sim::Pose::fromTranslation(centre);
    b.is_wall = true;
    return b;
}

/// Whether a point lies inside a world body (boxes and upright cylinders of these tests).
bool inside(const sim::WorldBody& b, const sim::Vec3& p_W) {
    const sim::Vec3 p = b.X_WB.inverse() * p_W;
    if (b.shape.type == sim::ShapeType::Box)
        return (p.cwiseAbs() - b.shape.size_m / 2).maxCoeff() < 0;
    if (b.shape.type == sim::ShapeType::Cylinder)
        return std::hypot(p.x(), p.y()) < b.shape.radius_m &&
               std::abs(p.z()) < b.shape.length_m / 2;
    return p.norm() < b.shape.radius_m;
}

sim::WorldModel mazeCorner() {
    // A maze's walls, 0.2 m high and 0.02 m thick, around a robot at the origin.
    sim::WorldModel w;
    w.bodies.push_back(box(sim::Vec3(0.35, 0.1, 0), sim::Vec3(0.02, 0.2, 0.8)));   // east
    w.bodies.push_back(box(sim::Vec3(0, 0.1, -0.35), sim::Vec3(0.8, 0.2, 0.02)));  // north
    sim::WorldBody post;  // a post (cylinder, axis up) to the south-west
    post.shape.type = sim::ShapeType::Cylinder;
    post.shape.radius_m = 0.06;
    post.shape.length_m = 0.5;
    post.X_WB = {sim::Vec3(-0.3, 0.25, 0.3),
                 sim::Quat(Eigen::AngleAxisd(M_PI / 2, sim::Vec3::UnitX()))};
    w.bodies.push_back(post);
    return w;
}

sim::WorldModel hill() {
    // Terrain: a ridge rising to 0.5 m at x = 1 (10 cm cells, 3 m square).
    sim::WorldModel w;
    sim::Heightfield h;
    h.samples_x = h.samples_z = 31;
    h.cell_m = 0.1;
    h.min_x_m = h.min_z_m = -1.5;
    for (int iz = 0; iz < 31; ++iz)
        for (int ix = 0; ix < 31; ++ix) {
            const double x = h.min_x_m + ix * h.cell_m;
            h.heights_m.push_back(0.5 * std::exp(-(x - 1.0) * (x - 1.0) / 0.08));
        }
    w.terrain = h;
    return w;
}

}  // namespace

class TestCameraRig : public QObject {
    Q_OBJECT
private slots:
    void zoomKeepsPointUnderCursor_data() {
        QTest::addColumn<double>("yaw");
        QTest::addColumn<double>("pitch");
        QTest::addColumn<double>("distance");
        QTest::addColumn<QPointF>("pixel");
        QTest::addColumn<double>("depth");  // fraction of the way to the floor ("on the robot")
        QTest::addColumn<double>("steps");  // wheel notches, + = in
        QTest::newRow("floor, in 1") << 0.8 << 0.6 << 2.0 << QPointF(600, 300) << 1.0 << 1.0;
        QTest::newRow("floor, in 5") << 0.8 << 0.6 << 2.0 << QPointF(120, 400) << 1.0 << 5.0;
        QTest::newRow("floor, out 3") << 2.0 << 0.9 << 1.0 << QPointF(700, 80) << 1.0 << -3.0;
        QTest::newRow("robot, in 2") << -1.0 << 0.4 << 0.8 << QPointF(400, 225) << 0.9 << 2.0;
        QTest::newRow("robot off-centre, in 4")
            << 3.0 << 1.2 << 5.0 << QPointF(30, 430) << 0.5 << 4.0;
        QTest::newRow("steep, out 6") << 0.1 << 1.5 << 3.0 << QPointF(790, 10) << 1.0 << -6.0;
    }
    void zoomKeepsPointUnderCursor() {
        QFETCH(double, yaw);
        QFETCH(double, pitch);
        QFETCH(double, distance);
        QFETCH(QPointF, pixel);
        QFETCH(double, depth);
        QFETCH(double, steps);
        camera::View v;
        v.target_W = sim::Vec3(0.2, 0.0, -0.1);
        v.eye_W =
            v.target_W + distance * sim::Vec3(std::cos(pitch) * std::cos(yaw), std::sin(pitch),
                                              std::cos(pitch) * std::sin(yaw));
        sim::Vec3 o, d;
        rayThrough(v, pixel, o, d);
        QVERIFY(d.y() < 0);
        const sim::Vec3 p = o + d * (depth * -o.y() / d.y());
        const QPointF before = project(v, p);
        QVERIFY(std::abs(before.x() - pixel.x()) < 0.5 && std::abs(before.y() - pixel.y()) < 0.5);
        const double factor = std::pow(0.85, steps);
        const camera::View z = camera::zoomToward(v, p, factor, 0.08, 60.0);
        // Zoomed by the factor (not clamped in these rows), the view direction kept.
        QVERIFY(std::abs(z.distance_m() - factor * distance) < 1e-9 * distance);
        QVERIFY(((z.eye_W - z.target_W).normalized() - (v.eye_W - v.target_W).normalized()).norm() <
                1e-12);
        QVERIFY(std::abs((z.eye_W - p).norm() - factor * (v.eye_W - p).norm()) < 1e-9);
        const QPointF after = project(z, p);
        QVERIFY2(std::hypot(after.x() - pixel.x(), after.y() - pixel.y()) < 1.0,
                 qPrintable(QStringLiteral("(%1, %2) -> (%3, %4)")
                                .arg(pixel.x())
                                .arg(pixel.y())
                                .arg(after.x())
                                .arg(after.y())));
    }

    void zoomStopsShortOfThePoint() {
        camera::View v;
        v.target_W = sim::Vec3(0, 0, 0);
        v.eye_W = sim::Vec3(0, 0.3, 0.4);  // 0.5 m away
        const camera::View z = camera::zoomToward(v, v.target_W, 0.01, 0.08, 60.0);
        QCOMPARE(z.distance_m(), 0.08);
        const camera::View far = camera::zoomToward(v, v.target_W, 1000.0, 0.08, 60.0);
        QCOMPARE(far.distance_m(), 60.0);
    }

    void frameRobotFitsSphere_data() {
        QTest::addColumn<double>("radius");
        QTest::addColumn<double>("aspect");
        QTest::addColumn<double>("elevation");  // of the view before framing, rad
        QTest::newRow("small robot, wide view") << 0.08 << 16.0 / 9.0 << 0.6;
        QTest::newRow("hexapod, tall view") << 0.45 << 0.6 << 0.3;
        QTest::newRow("from straight above") << 0.2 << 1.0 << 1.57;
        QTest::newRow("from below the floor") << 0.2 << 1.5 << -0.7;
        QTest::newRow("point robot") << 0.0 << 1.33 << 0.5;
    }
    void frameRobotFitsSphere() {
        QFETCH(double, radius);
        QFETCH(double, aspect);
        QFETCH(double, elevation);
        camera::View v;
        v.target_W = sim::Vec3(3, 0, 3);
        v.eye_W = v.target_W +
                  7.0 * sim::Vec3(std::cos(elevation), std::sin(elevation), 0.3).normalized();
        const camera::Sphere s{sim::Vec3(-1.0, 0.1, 0.5), radius};
        const double margin = 1.25;
        const camera::View f = camera::frameSphere(v, s, kFovY, aspect, margin);
        QVERIFY((f.target_W - s.centre_W).norm() < 1e-12);
        // Seen from above the floor (elevation clamped to 15..80 degrees).
        const double el = std::asin((f.eye_W - f.target_W).normalized().y());
        QVERIFY(el >= 0.26 - 1e-9 && el <= 80 * M_PI / 180 + 1e-9);
        // Inside the frustum: the sphere's angular radius within the narrower half field over
        // the margin (vertical: fov / 2; horizontal: atan(tan(fov / 2) * aspect)).
        const double r = std::max(radius, 0.05);
        const double seen = std::asin(r / f.distance_m());
        const double halfY = kFovY * M_PI / 360.0;
        const double halfX = std::atan(std::tan(halfY) * aspect);
        QVERIFY2(seen * 1.2 < std::min(halfX, halfY),
                 qPrintable(QStringLiteral("%1 rad of %2").arg(seen).arg(std::min(halfX, halfY))));
        // ... and not lost in it: at least 1 / (margin * 1.1) of the narrower field.
        QVERIFY(std::sin(seen) > std::sin(std::min(halfX, halfY)) / (margin * 1.1));
    }

    void orbitStaysClear_data() {
        QTest::addColumn<int>("world");  // 0: maze corner, 1: terrain hill
        QTest::addColumn<double>("yaw");
        QTest::addColumn<double>("pitch");
        QTest::addColumn<bool>("blocked");  // a wall or the ground lies between
        // Target at the robot (0, 0.05, 0), desired distance 1 m.
        QTest::newRow("east, low: wall") << 0 << 0.0 << 0.1 << true;
        QTest::newRow("east, high: over the wall") << 0 << 0.0 << 0.8 << false;
        QTest::newRow("north, low: wall") << 0 << -M_PI / 2 << 0.15 << true;
        QTest::newRow("north-east corner") << 0 << -M_PI / 4 << 0.12 << true;
        QTest::newRow("south, open") << 0 << M_PI / 2 << 0.1 << false;
        QTest::newRow("south-west: post") << 0 << 3 * M_PI / 4 << 0.05 << true;
        QTest::newRow("west, grazing the floor") << 0 << M_PI << 0.0 << false;
        QTest::newRow("below the floor") << 0 << 2.0 << -0.4 << true;
        QTest::newRow("hill ahead") << 1 << 0.0 << 0.2 << true;
        QTest::newRow("hill, from above") << 1 << 0.0 << 1.0 << false;
        QTest::newRow("away from the hill") << 1 << M_PI << 0.2 << false;
    }
    void orbitStaysClear() {
        QFETCH(int, world);
        QFETCH(double, yaw);
        QFETCH(double, pitch);
        QFETCH(bool, blocked);
        const sim::WorldModel w = world == 0 ? mazeCorner() : hill();
        camera::View desired;
        desired.target_W = sim::Vec3(0, 0.05, 0);
        desired.eye_W =
            desired.target_W + sim::Vec3(std::cos(pitch) * std::cos(yaw), std::sin(pitch),
                                         std::cos(pitch) * std::sin(yaw));
        const double clearance = 0.05;
        double allowed = 0;
        const camera::View v = camera::keepClear(w, desired, clearance, 0.08, &allowed);
        QCOMPARE((v.target_W - desired.target_W).norm(), 0.0);
        // Above the ground by the clearance.
        QVERIFY(v.eye_W.y() >=
                camera::groundHeight(w, v.eye_W.x(), v.eye_W.z()) + clearance - 1e-9);
        // Pulled in exactly when something is in the way, and then the line of sight from the
        // eye to the target crosses no body and stays above the ground (sampled every 2 mm).
        QCOMPARE(allowed < 1.0 - 1e-9, blocked);
        const sim::Vec3 dir = (desired.eye_W - desired.target_W).normalized();
        const sim::Vec3 eye = desired.target_W + dir * allowed;
        for (double t = 0; t <= allowed; t += 0.002) {
            const sim::Vec3 p = desired.target_W + dir * t;
            for (const sim::WorldBody& b : w.bodies)
                QVERIFY2(!inside(b, p), qPrintable(QStringLiteral("inside at t = %1").arg(t)));
            QVERIFY(p.y() >= camera::groundHeight(w, p.x(), p.z()) - 1e-9);
        }
        // In front of the wall by the clearance: the first surface along the ray is that far on.
        if (blocked && allowed > 0.08 + 1e-9) {
            const double hit = camera::rayHit(w, desired.target_W, dir, 2.0);
            QVERIFY(std::abs(hit - (allowed + clearance)) < 1e-6);
            QVERIFY((eye - desired.target_W).norm() <= hit - clearance + 1e-9);
        }
    }

    void eyeOnlyKeepsEyeOutOfWalls_data() {
        QTest::addColumn<double>("yaw");
        QTest::addColumn<double>("pitch");
        QTest::addColumn<double>("distance");
        QTest::addColumn<double>("expected");  // allowed distance
        // Target on the floor (0, 0, 0) beside the maze corner's east wall (x 0.34..0.36, 0.2 m
        // high); clearance 0.05 m.
        QTest::newRow("overview over the wall: kept") << 0.0 << 0.8 << 2.0 << 2.0;
        QTest::newRow("eye inside the wall: in front")
            << 0.0 << 0.1 << 0.35 << 0.34 / std::cos(0.1) - 0.05;
        QTest::newRow("eye just behind it: in front")
            << 0.0 << 0.1 << 0.38 << 0.34 / std::cos(0.1) - 0.05;
        QTest::newRow("eye well behind it: kept") << 0.0 << 0.1 << 1.0 << 1.0;
    }
    void eyeOnlyKeepsEyeOutOfWalls() {
        QFETCH(double, yaw);
        QFETCH(double, pitch);
        QFETCH(double, distance);
        QFETCH(double, expected);
        const sim::WorldModel w = mazeCorner();
        camera::View desired;
        desired.target_W = sim::Vec3(0, 0, 0);
        desired.eye_W = distance * sim::Vec3(std::cos(pitch) * std::cos(yaw), std::sin(pitch),
                                             std::cos(pitch) * std::sin(yaw));
        double allowed = 0;
        camera::keepClear(w, desired, 0.05, 0.08, &allowed, camera::Clear::Eye);
        QVERIFY2(std::abs(allowed - expected) < 1e-9, qPrintable(QString::number(allowed)));
        // The line of sight would have pulled every row but the first in front of the wall.
        camera::keepClear(w, desired, 0.05, 0.08, &allowed, camera::Clear::LineOfSight);
        QCOMPARE(allowed < distance, distance < 1.9);
    }

    void risesOverANearWall_data() {
        QTest::addColumn<double>("yaw");
        QTest::addColumn<double>("pitch");
        QTest::addColumn<bool>("rises");
        // A corridor: walls 0.2 m high at z = +-0.12 (the robot 0.1 m across between them).
        QTest::newRow("along the corridor") << 0.0 << 0.1 << false;
        QTest::newRow("across, low") << M_PI / 2 << 0.1 << true;
        QTest::newRow("across, diagonal") << M_PI / 4 << 0.2 << true;
        QTest::newRow("across, high") << -M_PI / 2 << 1.2 << false;
    }
    void risesOverANearWall() {
        QFETCH(double, yaw);
        QFETCH(double, pitch);
        QFETCH(bool, rises);
        sim::WorldModel w;
        w.bodies.push_back(box(sim::Vec3(0, 0.1, 0.13), sim::Vec3(3, 0.2, 0.02)));
        w.bodies.push_back(box(sim::Vec3(0, 0.1, -0.13), sim::Vec3(3, 0.2, 0.02)));
        camera::View desired;
        desired.target_W = sim::Vec3(0, 0.05, 0);
        desired.eye_W =
            desired.target_W + sim::Vec3(std::cos(pitch) * std::cos(yaw), std::sin(pitch),
                                         std::cos(pitch) * std::sin(yaw));
        const double need = 0.15;
        double allowed = 0;
        const camera::View v = camera::riseOverWalls(w, desired, 0.05, 0.08, need, &allowed);
        QVERIFY(allowed >= need);  // never into the robot
        QVERIFY(std::abs(v.distance_m() - 1.0) < 1e-9);
        const double e0 = std::asin(desired.eye_W.y() - 0.05);
        const double e = std::asin((v.eye_W.y() - 0.05) / v.distance_m());
        QCOMPARE(e > e0 + 1e-9, rises);
        // The lowest such elevation: 0.05 rad lower was blocked nearer than `need`.
        if (rises) {
            camera::View lower = v;
            const sim::Vec3 h(v.eye_W.x(), 0, v.eye_W.z());
            lower.eye_W = v.target_W + (h.normalized() * std::cos(e - 0.05) +
                                        sim::Vec3::UnitY() * std::sin(e - 0.05));
            double a = 0;
            camera::keepClear(w, lower, 0.05, 0.08, &a);
            QVERIFY(e - 0.05 < e0 + 1e-9 || a < need);
        }
    }

    void orbitSweepIsContinuousInFreeSpace() {
        // Sweeping the yaw around the maze corner, the allowed distance never jumps out
        // (a wall appearing pulls in at once; the spring arm eases back out).
        const sim::WorldModel w = mazeCorner();
        camera::SpringArm arm(0.12);
        double shown_prev = -1;
        for (int i = 0; i <= 360; ++i) {
            const double yaw = i * M_PI / 180.0;
            camera::View d;
            d.target_W = sim::Vec3(0, 0.05, 0);
            d.eye_W = d.target_W + sim::Vec3(std::cos(0.1) * std::cos(yaw), std::sin(0.1),
                                             std::cos(0.1) * std::sin(yaw));
            double allowed = 0;
            camera::keepClear(w, d, 0.05, 0.08, &allowed);
            const double shown = arm.update(allowed, 1.0 / 60);  // one frame at 60 Hz
            QVERIFY(shown <= allowed + 1e-12);                   // never beyond a wall
            // Out by at most the eased share of the gap (plus the final 0.1 mm snap).
            if (shown_prev >= 0 && shown > shown_prev)
                QVERIFY(shown - shown_prev <=
                        (1.0 - shown_prev) * (1 - std::exp(-1.0 / 60 / 0.12)) + 1e-4);
            shown_prev = shown;
        }
    }

    void springArm_data() {
        QTest::addColumn<double>("from");
        QTest::addColumn<double>("to");
        QTest::addColumn<double>("dt");
        QTest::addColumn<double>("expected");
        const double tau = 0.12;
        QTest::newRow("in: at once") << 1.0 << 0.3 << 0.016 << 0.3;
        QTest::newRow("out: one tau") << 0.3 << 1.0 << tau << 0.3 + 0.7 * (1 - std::exp(-1.0));
        QTest::newRow("out: three tau")
            << 0.3 << 1.0 << 3 * tau << 0.3 + 0.7 * (1 - std::exp(-3.0));
        QTest::newRow("out: no time") << 0.3 << 1.0 << 0.0 << 0.3;
    }
    void springArm() {
        QFETCH(double, from);
        QFETCH(double, to);
        QFETCH(double, dt);
        QFETCH(double, expected);
        camera::SpringArm arm(0.12);
        QCOMPARE(arm.update(from, 0.016), from);  // the first value at once
        QVERIFY(std::abs(arm.update(to, dt) - expected) < 1e-12);
        QCOMPARE(arm.easing(), to > from && dt < 1.0);
    }

    void rayHitsShapes_data() {
        QTest::addColumn<int>("shape");  // 0 box, 1 sphere, 2 cylinder (axis up)
        QTest::addColumn<double>("expected");
        QTest::newRow("box") << 0 << 1.0 - 0.1;
        QTest::newRow("sphere") << 1 << 1.0 - 0.1;
        QTest::newRow("cylinder") << 2 << 1.0 - 0.1;
    }
    void rayHitsShapes() {
        QFETCH(int, shape);
        QFETCH(double, expected);
        sim::WorldModel w;
        sim::WorldBody b;
        b.shape.type = shape == 0
                           ? sim::ShapeType::Box
                           : (shape == 1 ? sim::ShapeType::Sphere : sim::ShapeType::Cylinder);
        b.shape.size_m = sim::Vec3(0.2, 0.2, 0.2);
        b.shape.radius_m = 0.1;
        b.shape.length_m = 0.4;
        b.X_WB = {sim::Vec3(1.0, 0.2, 0.0),
                  shape == 2 ? sim::Quat(Eigen::AngleAxisd(M_PI / 2, sim::Vec3::UnitX()))
                             : sim::Quat::Identity()};
        w.bodies.push_back(b);
        const sim::Vec3 o(0, 0.2, 0);
        QVERIFY(std::abs(camera::rayHit(w, o, sim::Vec3::UnitX(), 5.0) - expected) < 1e-9);
        // From inside the body the ray passes through it (then meets nothing).
        QCOMPARE(camera::rayHit(w, sim::Vec3(1.0, 0.2, 0.0), sim::Vec3::UnitX(), 5.0), 5.0);
        // Down to the floor plane from 0.2 m.
        QVERIFY(std::abs(camera::rayHit(w, o, -sim::Vec3::UnitY(), 5.0) - 0.2) < 1e-12);
    }
};

QTEST_APPLESS_MAIN(TestCameraRig)
#include "tst_camera_rig.moc"
