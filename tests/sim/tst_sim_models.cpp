// SPDX-License-Identifier: GPL-3.0-or-later
// Model validation, shape geometry and mass properties of botlab::sim.
#include <QtTest>

#include "botlab_test.h"

#include <cmath>
#include <functional>
#include <limits>
#include <numbers>

#include "sim_test_models.h"

using namespace simtest;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kPi = std::numbers::pi;

RobotModel validRobot() {
    RobotModel m = diffDrive();
    Sensor s;
    s.type = SensorType::Line;
    s.name = "line_c";
    s.link = 0;
    m.sensors.push_back(s);
    return m;
}

using RobotEdit = std::function<void(RobotModel&)>;
using WorldEdit = std::function<void(WorldModel&)>;

}  // namespace

Q_DECLARE_METATYPE(RobotEdit)
Q_DECLARE_METATYPE(WorldEdit)

class TestSimModels : public QObject {
    Q_OBJECT

private slots:
    void shapeVolumeAndInertia_data() {
        QTest::addColumn<int>("type");
        QTest::addColumn<double>("volume");
        QTest::addColumn<double>("ixx");
        QTest::addColumn<double>("iyy");
        QTest::addColumn<double>("izz");
        // Box 0.1 x 0.2 x 0.3, 2 kg: I = m (b^2 + c^2) / 12, ...
        QTest::newRow("box") << 0 << 0.006 << 2 * (0.04 + 0.09) / 12 << 2 * (0.01 + 0.09) / 12
                             << 2 * (0.01 + 0.04) / 12;
        // Sphere r 0.1, 2 kg: 2/5 m r^2.
        QTest::newRow("sphere") << 1 << 4.0 / 3.0 * kPi * 0.001 << 0.008 << 0.008 << 0.008;
        // Cylinder r 0.1, length 0.3 along z, 2 kg: m (3 r^2 + l^2) / 12 and m r^2 / 2.
        QTest::newRow("cylinder") << 2 << kPi * 0.01 * 0.3 << 2 * (0.03 + 0.09) / 12
                                  << 2 * (0.03 + 0.09) / 12 << 0.01;
    }
    void shapeVolumeAndInertia() {
        QFETCH(int, type);
        QFETCH(double, volume);
        QFETCH(double, ixx);
        QFETCH(double, iyy);
        QFETCH(double, izz);
        Shape s;
        s.type = static_cast<ShapeType>(type);
        s.size_m = Vec3(0.1, 0.2, 0.3);
        s.radius_m = 0.1;
        s.length_m = 0.3;
        s.mass_kg = 2.0;
        QCOMPARE_LE(std::abs(shapeVolume(s) - volume), 1e-12);
        const Mat3 I = shapeInertia(s);
        QCOMPARE_LE(std::abs(I(0, 0) - ixx), 1e-12);
        QCOMPARE_LE(std::abs(I(1, 1) - iyy), 1e-12);
        QCOMPARE_LE(std::abs(I(2, 2) - izz), 1e-12);
        QCOMPARE_LE(std::abs(I(0, 1)) + std::abs(I(0, 2)) + std::abs(I(1, 2)), 1e-15);
    }

    void massPropertiesCombineShapes() {
        // Two 1 kg spheres (r 0.1) 0.4 m apart on x: COM in the middle,
        // Iyy = Izz = 2 (2/5 m r^2 + m 0.2^2), Ixx = 2 (2/5 m r^2).
        Link l = link("dumbbell", Vec3::Zero(),
                      {sphere(0.1, 1.0, Vec3(0.1, 0, 0)), sphere(0.1, 1.0, Vec3(0.5, 0, 0))});
        const MassProperties mp = massProperties(l);
        QCOMPARE(mp.mass_kg, 2.0);
        QCOMPARE_LE((mp.com_L - Vec3(0.3, 0, 0)).norm(), 1e-12);
        QCOMPARE_LE(std::abs(mp.inertia_L(0, 0) - 0.008), 1e-12);
        QCOMPARE_LE(std::abs(mp.inertia_L(1, 1) - 2 * (0.004 + 0.04)), 1e-12);
        QCOMPARE_LE(std::abs(mp.inertia_L(2, 2) - 2 * (0.004 + 0.04)), 1e-12);
        // A rotated box: the inertia turns with it.
        Shape b = box(Vec3(0.1, 0.2, 0.3), 2.0);
        b.X_LS.rotation = Quat(Eigen::AngleAxisd(kPi / 2, Vec3::UnitZ()));
        const MassProperties mr = massProperties(link("rot", Vec3::Zero(), {b}));
        QCOMPARE_LE(std::abs(mr.inertia_L(0, 0) - 2 * (0.01 + 0.09) / 12), 1e-12);
        QCOMPARE_LE(std::abs(mr.inertia_L(1, 1) - 2 * (0.04 + 0.09) / 12), 1e-12);
        // An explicit override wins.
        Link o = l;
        o.mass = MassProperties{5.0, Vec3(1, 2, 3), Mat3::Identity() * 0.1};
        QCOMPARE(massProperties(o).mass_kg, 5.0);
    }

    void validModelsPass() {
        QVERIFY_OK(validate(validRobot()));
        QVERIFY_OK(validate(WorldModel{}));
        auto sim = Simulation::create(WorldModel{}, {{validRobot(), Pose::identity()}});
        QVERIFY_OK(sim);
    }

    void invalidRobot_data() {
        QTest::addColumn<RobotEdit>("edit");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no links") << RobotEdit([](RobotModel& m) { m.links.clear(); })
                                  << "no links";
        QTest::newRow("zero mass")
            << RobotEdit([](RobotModel& m) { m.links[1].shapes[0].mass_kg = 0.0; }) << "wheel_l";
        QTest::newRow("negative mass")
            << RobotEdit([](RobotModel& m) { m.links[2].shapes[0].mass_kg = -1.0; }) << "wheel_r";
        QTest::newRow("NaN mass") << RobotEdit([](RobotModel& m) {
            m.links[0].shapes[0].mass_kg = kNaN;
        }) << "chassis";
        QTest::newRow("NaN pose") << RobotEdit([](RobotModel& m) {
            m.links[1].X_ML.translation.y() = kNaN;
        }) << "wheel_l";
        QTest::newRow("zero quaternion")
            << RobotEdit([](RobotModel& m) { m.links[0].X_ML.rotation.coeffs().setZero(); })
            << "chassis";
        QTest::newRow("NaN shape pose")
            << RobotEdit([](RobotModel& m) { m.links[0].shapes[1].X_LS.translation.x() = kNaN; })
            << "shape 1";
        QTest::newRow("zero box size")
            << RobotEdit([](RobotModel& m) { m.links[0].shapes[0].size_m.z() = 0.0; }) << "chassis";
        QTest::newRow("negative radius")
            << RobotEdit([](RobotModel& m) { m.links[1].shapes[0].radius_m = -0.03; }) << "wheel_l";
        QTest::newRow("negative friction")
            << RobotEdit([](RobotModel& m) { m.links[1].shapes[0].material.friction = -1.0; })
            << "friction";
        QTest::newRow("bad inertia") << RobotEdit([](RobotModel& m) {
            m.links[0].mass = MassProperties{1.0, Vec3::Zero(), Mat3::Identity() * -1.0};
        }) << "chassis";
        QTest::newRow("inertia triangle") << RobotEdit([](RobotModel& m) {
            Mat3 I = Mat3::Zero();
            I.diagonal() << 1.0, 0.1, 0.1;
            m.links[0].mass = MassProperties{1.0, Vec3::Zero(), I};
        }) << "triangle";
        QTest::newRow("joint to itself") << RobotEdit([](RobotModel& m) {
            m.hinges[0].parent = 1;
            m.hinges[0].child = 1;
        }) << "axle_l";
        QTest::newRow("hinge to missing link")
            << RobotEdit([](RobotModel& m) { m.hinges[1].child = 5; }) << "axle_r";
        QTest::newRow("zero axis")
            << RobotEdit([](RobotModel& m) { m.hinges[0].axis_M = Vec3::Zero(); }) << "axle_l";
        QTest::newRow("one limit")
            << RobotEdit([](RobotModel& m) { m.hinges[0].lower_rad = -1.0; }) << "axle_l";
        QTest::newRow("limits crossed") << RobotEdit([](RobotModel& m) {
            m.hinges[0].lower_rad = 1.0;
            m.hinges[0].upper_rad = -1.0;
        }) << "axle_l";
        QTest::newRow("fixed joint to itself") << RobotEdit([](RobotModel& m) {
            FixedJoint f;
            f.name = "screw";
            f.parent = 2;
            f.child = 2;
            m.fixed_joints.push_back(f);
        }) << "screw";
        QTest::newRow("gear on missing hinge") << RobotEdit([](RobotModel& m) {
            GearCoupling g;
            g.name = "spur";
            g.hinge_a = 0;
            g.hinge_b = 7;
            m.gears.push_back(g);
        }) << "spur";
        QTest::newRow("gear ratio zero") << RobotEdit([](RobotModel& m) {
            GearCoupling g;
            g.name = "spur";
            g.ratio = 0.0;
            m.gears.push_back(g);
        }) << "spur";
        QTest::newRow("motor on missing hinge")
            << RobotEdit([](RobotModel& m) { m.motors[0].hinge = 9; }) << "motor_l";
        QTest::newRow("motor zero stall torque")
            << RobotEdit([](RobotModel& m) { m.motors[1].stall_torque_Nm = 0.0; }) << "motor_r";
        QTest::newRow("two actuators on a hinge") << RobotEdit([](RobotModel& m) {
            Servo s;
            s.name = "extra";
            s.hinge = 0;
            m.servos.push_back(s);
        }) << "extra";
        QTest::newRow("servo range crossed") << RobotEdit([](RobotModel& m) {
            Hinge h = m.hinges[0];
            h.name = "h3";
            m.hinges.push_back(h);
            Servo s;
            s.name = "arm";
            s.hinge = 2;
            s.min_angle_rad = 1;
            s.max_angle_rad = 0;
            m.servos.push_back(s);
        }) << "arm";
        QTest::newRow("sensor on missing link")
            << RobotEdit([](RobotModel& m) { m.sensors[0].link = 3; }) << "line_c";
        QTest::newRow("sensor NaN pose")
            << RobotEdit([](RobotModel& m) { m.sensors[0].X_LS.rotation.w() = kNaN; }) << "line_c";
        QTest::newRow("distance range crossed") << RobotEdit([](RobotModel& m) {
            m.sensors[0].type = SensorType::Distance;
            m.sensors[0].min_range_m = 2.0;
        }) << "line_c";
        QTest::newRow("negative noise")
            << RobotEdit([](RobotModel& m) { m.sensors[0].noise_stddev = -0.1; }) << "line_c";
        QTest::newRow("touch shape of zero size") << RobotEdit([](RobotModel& m) {
            m.sensors[0].type = SensorType::Touch;
            m.sensors[0].touch_shape.size_m = Vec3::Zero();
        }) << "line_c";
        QTest::newRow("fan on missing link") << RobotEdit([](RobotModel& m) {
            Fan f;
            f.name = "blower";
            f.link = -1;
            m.fans.push_back(f);
        }) << "blower";
    }
    void invalidRobot() {
        QFETCH(RobotEdit, edit);
        QFETCH(QString, mentions);
        RobotModel m = validRobot();
        edit(m);
        const Status st = validate(m);
        QVERIFY(!st.ok());
        QVERIFY2(QString::fromStdString(st.message()).contains(mentions), st.message().c_str());
        // Simulation::create refuses it too, with the robot named, and never aborts.
        auto sim = Simulation::create(WorldModel{}, {{m, Pose::identity()}});
        QVERIFY(!sim.ok());
        QVERIFY2(QString::fromStdString(sim.message()).contains(mentions), sim.message().c_str());
        QVERIFY(QString::fromStdString(sim.message()).contains("robot 'diff'"));
    }

    void invalidWorld_data() {
        QTest::addColumn<WorldEdit>("edit");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("zero step") << WorldEdit([](WorldModel& w) { w.step_s = 0.0; }) << "step";
        QTest::newRow("huge step") << WorldEdit([](WorldModel& w) { w.step_s = 0.5; }) << "step";
        QTest::newRow("NaN gravity")
            << WorldEdit([](WorldModel& w) { w.gravity_m_s2.x() = kNaN; }) << "gravity";
        QTest::newRow("bounce > 1")
            << WorldEdit([](WorldModel& w) { w.ground_material.bounce = 2.0; }) << "bounce";
        QTest::newRow("texture too short") << WorldEdit([](WorldModel& w) {
            w.floor.width_px = 4;
            w.floor.height_px = 4;
            w.floor.rgba.resize(10);
        }) << "floor texture";
        QTest::newRow("wall of negative size") << WorldEdit([](WorldModel& w) {
            WorldBody b;
            b.name = "north_wall";
            b.shape.size_m = Vec3(-1, 1, 1);
            w.bodies.push_back(b);
        }) << "north_wall";
        QTest::newRow("movable ball without mass") << WorldEdit([](WorldModel& w) {
            WorldBody b;
            b.name = "ball";
            b.movable = true;
            b.shape.type = ShapeType::Sphere;
            b.shape.mass_kg = 0.0;
            w.bodies.push_back(b);
        }) << "ball";
        QTest::newRow("body NaN pose") << WorldEdit([](WorldModel& w) {
            WorldBody b;
            b.name = "crate";
            b.X_WB.translation.z() = kNaN;
            w.bodies.push_back(b);
        }) << "crate";
        QTest::newRow("terrain size mismatch") << WorldEdit([](WorldModel& w) {
            Heightfield h;
            h.samples_x = 3;
            h.samples_z = 3;
            h.heights_m.assign(8, 0.0);
            w.terrain = h;
        }) << "terrain";
        QTest::newRow("terrain NaN height") << WorldEdit([](WorldModel& w) {
            Heightfield h;
            h.samples_x = 2;
            h.samples_z = 2;
            h.heights_m = {0, 0, kNaN, 0};
            w.terrain = h;
        }) << "height 2";
        QTest::newRow("flame NaN") << WorldEdit([](WorldModel& w) {
            FlameSource f;
            f.name = "candle";
            f.p_W.x() = kNaN;
            w.flames.push_back(f);
        }) << "candle";
    }
    void invalidWorld() {
        QFETCH(WorldEdit, edit);
        QFETCH(QString, mentions);
        WorldModel w;
        edit(w);
        const Status st = validate(w);
        QVERIFY(!st.ok());
        QVERIFY2(QString::fromStdString(st.message()).contains(mentions), st.message().c_str());
        auto sim = Simulation::create(w, {});
        QVERIFY(!sim.ok());
        QVERIFY2(QString::fromStdString(sim.message()).contains(mentions), sim.message().c_str());
    }

    void invalidSpawnPose() {
        RobotSpawn sp{validRobot(), Pose::identity()};
        sp.X_WM.translation.x() = kNaN;
        auto sim = Simulation::create(WorldModel{}, {sp});
        QVERIFY(!sim.ok());
        QVERIFY2(QString::fromStdString(sim.message()).contains("start pose"),
                 sim.message().c_str());
    }

    void unsupportedGearIsRefused() {
        // Coaxial hinges cannot be geared by ODE's transmission joint: an error, not a crash.
        RobotModel m = validRobot();
        GearCoupling g;
        g.name = "coaxial";
        g.hinge_a = 0;
        g.hinge_b = 1;
        m.gears.push_back(g);
        auto sim = Simulation::create(WorldModel{}, {{m, Pose::identity()}});
        QVERIFY(!sim.ok());
        QVERIFY2(QString::fromStdString(sim.message()).contains("coaxial"), sim.message().c_str());
    }

    void outOfRangeIndicesAreIgnoredInRelease() {
        // Out-of-range indices are programmer errors that assert in debug builds; a release
        // build must still neither crash nor change anything.
#ifndef NDEBUG
        QSKIP("out-of-range indices assert in debug builds");
#endif
        auto r = Simulation::create(WorldModel{}, {{validRobot(), Pose::identity()}});
        QVERIFY_OK(r);
        Simulation& sim = *r.value();
        sim.setMotorCommand(3, 0, 50);
        sim.setMotorCommand(0, 9, 50);
        sim.setServoTarget(0, 0, 1.0);
        sim.setHingeTorque(-1, 0, 1.0);
        sim.addForceAtPoint(0, 99, Vec3::UnitX(), Vec3::Zero());
        sim.setMotorCommand(0, 0, kNaN);
        QCOMPARE(sim.motorCommand(0, 0), 0.0);
        sim.setMotorCommand(0, 0, 250);
        QCOMPARE(sim.motorCommand(0, 0), 100.0);
        QCOMPARE(sim.sensorReading(0, 42).value(), 0.0);
        QCOMPARE(sim.linkPose(7, 0).translation, Vec3::Zero());
        QVERIFY(sim.touchedBodies(5).empty());
        QVERIFY(!sim.flameLit(0));
        QVERIFY_OK(sim.step());
    }
};

QTEST_GUILESS_MAIN(TestSimModels)
#include "tst_sim_models.moc"
