// SPDX-License-Identifier: GPL-3.0-or-later
// Physics behaviour of botlab::sim against numbers that can be computed.
#include <QtTest>

#include "botlab_test.h"

#include <cmath>
#include <limits>
#include <numbers>
#include <thread>

#include "sim_test_models.h"

using namespace simtest;

namespace {

/// A fixed base (link 0) with gear/servo links hinged to it about Z.
RobotModel gearRig(double ratio) {
    RobotModel m;
    m.name = "gears";
    m.links.push_back(link("base", Vec3(0, 0.5, 0), {box(Vec3(0.3, 0.02, 0.02), 1.0)}));
    m.links[0].shapes[0].collides = false;
    m.links.push_back(link("gear_a", Vec3(0, 0.5, 0.05), {cylinder(0.02, 0.01, 0.05)}));
    m.links.push_back(link("gear_b", Vec3(0.06, 0.5, 0.05), {cylinder(0.04, 0.01, 0.1)}));
    FixedJoint f;
    f.name = "mount";
    f.child = 0;
    m.fixed_joints.push_back(f);
    for (int i = 1; i <= 2; ++i) {
        Hinge h;
        h.name = i == 1 ? "axle_a" : "axle_b";
        h.parent = 0;
        h.child = i;
        h.anchor_M = m.links[static_cast<std::size_t>(i)].X_ML.translation;
        h.axis_M = Vec3::UnitZ();
        m.hinges.push_back(h);
    }
    GearCoupling g;
    g.name = "pair";
    g.hinge_a = 0;
    g.hinge_b = 1;
    g.ratio = ratio;
    m.gears.push_back(g);
    DcMotor d;
    d.name = "drive";
    d.hinge = 0;
    d.no_load_speed_rad_s = 8.0;
    d.stall_torque_Nm = 0.5;
    m.motors.push_back(d);
    return m;
}

}  // namespace

class TestSimPhysics : public QObject {
    Q_OBJECT

private slots:
    void freeFall_data() {
        QTest::addColumn<double>("step_s");
        QTest::addColumn<double>("duration_s");
        QTest::newRow("1 ms, 0.5 s") << 0.001 << 0.5;
        QTest::newRow("1 ms, 1 s") << 0.001 << 1.0;
        QTest::newRow("5 ms, 1 s") << 0.005 << 1.0;
    }
    void freeFall() {
        QFETCH(double, step_s);
        QFETCH(double, duration_s);
        WorldModel w;
        w.step_s = step_s;
        w.ground_plane = false;
        RobotModel m;
        m.name = "ball";
        m.links.push_back(link("ball", Vec3::Zero(), {sphere(0.05, 0.2)}));
        auto sim = make(w, {{m, Pose::fromTranslation(Vec3(0, 10, 0))}});
        QVERIFY(sim);
        QVERIFY_OK(sim->run(duration_s));
        const double t = sim->time_s();
        QCOMPARE_LE(std::abs(t - duration_s), 1e-9);
        const double expected = 10.0 - 0.5 * 9.81 * t * t;
        // Semi-implicit Euler is off by g h t / 2.
        QCOMPARE_LE(std::abs(sim->linkPose(0, 0).translation.y() - expected),
                    9.81 * step_s * t / 2 + 1e-6);
        QCOMPARE_LE(std::abs(sim->linkVelocity(0, 0).y() + 9.81 * t), 1e-6);
    }

    void wheelRollsAtOmegaR_data() {
        QTest::addColumn<double>("percent");
        QTest::newRow("30 %") << 30.0;
        QTest::newRow("60 %") << 60.0;
        QTest::newRow("100 %") << 100.0;
        QTest::newRow("-50 %") << -50.0;
    }
    void wheelRollsAtOmegaR() {
        QFETCH(double, percent);
        WorldModel w;
        auto sim = make(w, {{diffDrive(10.0), Pose::identity()}});
        QVERIFY(sim);
        sim->setMotorCommand(0, 0, percent);
        sim->setMotorCommand(0, 1, percent);
        QVERIFY_OK(sim->run(1.0));  // reach steady speed
        const double x0 = sim->linkPose(0, 0).translation.x();
        const double a0 = sim->motorAngle(0, 0);
        QVERIFY_OK(sim->run(1.0));
        const double dx = sim->linkPose(0, 0).translation.x() - x0;
        const double dAngle = sim->motorAngle(0, 0) - a0;
        const double omega = dAngle / 1.0;
        // The wheel turns at about the commanded speed (the load is small)...
        QCOMPARE_LE(std::abs(omega - percent / 100.0 * 10.0), 0.05 * std::abs(percent / 10.0));
        // ...and the robot rolls at v = w r within 3 %.
        QCOMPARE_LE(std::abs(dx - omega * kWheelRadius), 0.03 * std::abs(omega * kWheelRadius));
        // It drives straight: no sideways drift or yaw.
        QCOMPARE_LE(std::abs(sim->linkPose(0, 0).translation.z()), 0.005);
    }

    void wheelAtRestDoesNotCreep() {
        WorldModel w;
        auto sim = make(w, {{diffDrive(), Pose::identity()}});
        QVERIFY(sim);
        QVERIFY_OK(sim->run(0.5));  // settle onto the ground
        const Vec3 p0 = sim->linkPose(0, 0).translation;
        const double a0 = sim->hingeAngle(0, 0);
        QVERIFY_OK(sim->run(5.0));
        const Vec3 p1 = sim->linkPose(0, 0).translation;
        QCOMPARE_LE((p1 - p0).norm(), 0.001);
        QCOMPARE_LE(std::abs(sim->hingeAngle(0, 0) - a0), 0.01);
        QCOMPARE_LE(sim->linkVelocity(0, 0).norm(), 1e-3);
        // A parked robot sleeps; a command wakes it and it drives off.
        sim->setMotorCommand(0, 0, 50);
        sim->setMotorCommand(0, 1, 50);
        QVERIFY_OK(sim->run(0.5));
        QCOMPARE_GT(sim->linkPose(0, 0).translation.x() - p1.x(), 0.03);
    }

    void gearPairTurnsAtRatio_data() {
        QTest::addColumn<double>("ratio");
        QTest::newRow("spur -0.5") << -0.5;
        QTest::newRow("spur -2") << -2.0;
        QTest::newRow("spur -1") << -1.0;
        QTest::newRow("chain +0.5") << 0.5;
        QTest::newRow("chain +3") << 3.0;
        QTest::newRow("chain +1") << 1.0;
        QTest::newRow("spur -3.5") << -3.5;
    }
    void gearPairTurnsAtRatio() {
        QFETCH(double, ratio);
        WorldModel w;
        auto sim = make(w, {{gearRig(ratio), Pose::identity()}});
        QVERIFY(sim);
        sim->setMotorCommand(0, 0, 50.0);
        QVERIFY_OK(sim->run(0.5));
        const double a0 = sim->hingeAngle(0, 0), b0 = sim->hingeAngle(0, 1);
        QVERIFY_OK(sim->run(1.0));
        const double da = sim->hingeAngle(0, 0) - a0, db = sim->hingeAngle(0, 1) - b0;
        QCOMPARE_GT(std::abs(da), 1.0);
        QCOMPARE_LE(std::abs(db / da - ratio), 0.01 * std::abs(ratio));
        QCOMPARE_LE(std::abs(sim->hingeRate(0, 1) / sim->hingeRate(0, 0) - ratio),
                    0.01 * std::abs(ratio));
    }

    void servoSettles_data() {
        QTest::addColumn<double>("target_rad");
        QTest::newRow("0.5") << 0.5;
        QTest::newRow("-1.0") << -1.0;
        QTest::newRow("1.4") << 1.4;
        QTest::newRow("clamped 3.0 -> 1.5708") << 3.0;
    }
    void servoSettles() {
        QFETCH(double, target_rad);
        RobotModel m;
        m.name = "arm";
        m.links.push_back(link("base", Vec3(0, 0.5, 0), {box(Vec3(0.05, 0.05, 0.05), 1.0)}));
        // A 10 cm arm sticking out along +X: gravity loads the servo.
        m.links.push_back(
            link("arm", Vec3(0, 0.5, 0.05), {box(Vec3(0.1, 0.02, 0.02), 0.1, Vec3(0.05, 0, 0))}));
        FixedJoint f;
        f.name = "mount";
        f.child = 0;
        m.fixed_joints.push_back(f);
        Hinge h;
        h.name = "shoulder";
        h.parent = 0;
        h.child = 1;
        h.anchor_M = Vec3(0, 0.5, 0.05);
        h.axis_M = Vec3::UnitZ();
        m.hinges.push_back(h);
        Servo s;
        s.name = "servo";
        s.hinge = 0;
        m.servos.push_back(s);
        auto sim = make(WorldModel{}, {{m, Pose::identity()}});
        QVERIFY(sim);
        sim->setServoTarget(0, 0, target_rad);
        const double expected = std::min(target_rad, s.max_angle_rad);
        QCOMPARE(sim->servoTarget(0, 0), expected);
        QVERIFY_OK(sim->run(2.0));
        QCOMPARE_LE(std::abs(sim->hingeAngle(0, 0) - expected), std::numbers::pi / 180.0);
        // The arm really is there: its tip direction matches the angle.
        const Vec3 tip = sim->linkPose(0, 1) * Vec3(0.1, 0, 0) - Vec3(0, 0.5, 0.05);
        QCOMPARE_LE(std::abs(std::atan2(tip.y(), tip.x()) - expected), std::numbers::pi / 180.0);
        // Holding the arm against gravity takes m g l cos(angle) at the hinge.
        const double hold = 0.1 * 9.81 * 0.05 * std::cos(expected);
        QCOMPARE_LE(std::abs(sim->hingeTorque(0, 0) - hold), 0.02 * 0.1 * 9.81 * 0.05 + 1e-4);
    }

    void hingeLimitsHold() {
        RobotModel m;
        m.name = "pendulum";
        m.links.push_back(link("bob", Vec3(0.1, 0.5, 0), {sphere(0.02, 0.1)}));
        Hinge h;
        h.name = "pivot";
        h.parent = -1;
        h.child = 0;
        h.anchor_M = Vec3(0, 0.5, 0);
        h.axis_M = Vec3::UnitZ();
        h.lower_rad = -0.5;
        h.upper_rad = 0.5;
        m.hinges.push_back(h);
        auto sim = make(WorldModel{}, {{m, Pose::identity()}});
        QVERIFY(sim);
        QVERIFY_OK(sim->run(2.0));
        // Gravity swings it clockwise (negative about +Z) onto the lower stop.
        QCOMPARE_LE(std::abs(sim->hingeAngle(0, 0) + 0.5), 0.02);
    }

    void effortModeAppliesTorque() {
        // A free wheel on a world hinge: torque T on inertia I accelerates at T / I.
        RobotModel m;
        m.name = "flywheel";
        m.links.push_back(link("disc", Vec3(0, 1, 0), {cylinder(0.1, 0.02, 1.0)}));
        Hinge h;
        h.name = "axle";
        h.parent = -1;
        h.child = 0;
        h.anchor_M = Vec3(0, 1, 0);
        h.axis_M = Vec3::UnitZ();
        m.hinges.push_back(h);
        auto sim = make(WorldModel{}, {{m, Pose::identity()}});
        QVERIFY(sim);
        sim->setHingeEffortMode(0, 0, true);
        sim->setHingeTorque(0, 0, 0.01);
        QVERIFY_OK(sim->run(1.0));
        const double inertia = 0.5 * 1.0 * 0.1 * 0.1;
        QCOMPARE_LE(std::abs(sim->hingeRate(0, 0) - 0.01 / inertia * 1.0), 0.01 * 2.0);
    }

    void multiShapeLinkKeepsLinkFrame() {
        // A link whose mass centre is far from its frame origin: poses are still of the frame.
        WorldModel w;
        w.gravity_m_s2 = Vec3::Zero();
        RobotModel m;
        m.name = "lopsided";
        m.links.push_back(link(
            "body", Vec3(0.3, 0.2, -0.1),
            {box(Vec3(0.1, 0.1, 0.1), 1.0, Vec3(0.2, 0, 0)), sphere(0.05, 3.0, Vec3(0, 0.1, 0))}));
        const MassProperties mp = massProperties(m.links[0]);
        QCOMPARE(mp.mass_kg, 4.0);
        QVERIFY((mp.com_L - Vec3(0.05, 0.075, 0)).norm() < 1e-12);
        const Pose X_WM{Vec3(1, 0, 2), Quat(Eigen::AngleAxisd(0.7, Vec3::UnitY()))};
        auto sim = make(w, {{m, X_WM}});
        QVERIFY(sim);
        QVERIFY_OK(sim->run(0.1));
        const Pose X_WL = sim->linkPose(0, 0);
        const Pose expected = X_WM * m.links[0].X_ML;
        QCOMPARE_LE((X_WL.translation - expected.translation).norm(), 1e-9);
        QCOMPARE_LE(X_WL.rotation.angularDistance(expected.rotation), 1e-9);
    }

    void customGroundContactSkipsGround() {
        RobotModel m;
        m.name = "foot";
        m.links.push_back(link("foot", Vec3::Zero(), {sphere(0.02, 0.1)}));
        m.links[0].custom_ground_contact = true;
        auto sim = make(WorldModel{}, {{m, Pose::fromTranslation(Vec3(0, 0.1, 0))}});
        QVERIFY(sim);
        QVERIFY_OK(sim->run(0.5));
        QCOMPARE_LT(sim->linkPose(0, 0).translation.y(), -0.5);
        // The caller's foot force holds it instead.
        sim->reset();
        for (int i = 0; i < 500; ++i) {
            sim->addForceAtPoint(0, 0, Vec3(0, 0.1 * 9.81, 0), sim->linkPose(0, 0).translation);
            QVERIFY_OK(sim->step());
        }
        QCOMPARE_LE(std::abs(sim->linkPose(0, 0).translation.y() - 0.1), 1e-6);
    }

    void movableBodyRestsOnGround() {
        WorldModel w;
        WorldBody b;
        b.name = "ball";
        b.movable = true;
        b.shape = sphere(0.05, 0.2);
        b.X_WB = Pose::fromTranslation(Vec3(0, 0.3, 0));
        w.bodies.push_back(b);
        auto sim = make(w, {});
        QVERIFY(sim);
        QVERIFY_OK(sim->run(1.5));
        QCOMPARE_LE(std::abs(sim->worldBodyPose(0).translation.y() - 0.05), 0.001);
    }

    void nonFiniteStateStopsTheRun_data() {
        QTest::addColumn<double>("force_N");
        QTest::newRow("huge force") << 1e308;
        QTest::newRow("infinite force") << std::numeric_limits<double>::infinity();
        QTest::newRow("runaway force") << 1e9;
    }
    void nonFiniteStateStopsTheRun() {
        QFETCH(double, force_N);
        auto sim = make(WorldModel{}, {{diffDrive(), Pose::identity()}});
        QVERIFY(sim);
        QVERIFY_OK(sim->step());
        // addForceAtPoint ignores non-finite forces; finite ones that overflow the state end the
        // run with an error naming the link, before ODE sees the values.
        sim->addForceAtPoint(0, 2, Vec3(force_N, force_N, 0), sim->linkPose(0, 2).translation);
        const Status st = sim->step();
        if (std::isinf(force_N)) {
            QVERIFY_OK(st);
            return;
        }
        QVERIFY(!st.ok());
        QVERIFY2(st.message().find("link 'wheel_r'") != std::string::npos, st.message().c_str());
        const std::int64_t n = sim->stepCount();
        QVERIFY(!sim->step().ok());  // stays failed
        QCOMPARE(sim->step().message(), st.message());
        QCOMPARE(sim->stepCount(), n);
        sim->reset();
        QCOMPARE(sim->stepCount(), 0);
        QVERIFY_OK(sim->run(0.1));
    }

    void stateHashIsDeterministic_data() {
        QTest::addColumn<bool>("noise");
        QTest::addColumn<bool>("imu");
        // Another seed changes the state even without sensor noise: the seed also drives ODE's
        // constraint ordering and is part of the state.
        QTest::newRow("noisy IR") << true << false;
        QTest::newRow("noiseless IR") << false << false;
        QTest::newRow("noisy IR and IMU") << true << true;
    }
    void stateHashIsDeterministic() {
        QFETCH(bool, noise);
        QFETCH(bool, imu);
        struct Runs {
            std::vector<std::uint64_t> hashes;
            bool ok = true;  // every run() succeeded
        };
        auto run = [&](std::uint64_t seed) {
            RobotModel m = diffDrive();
            Sensor s;
            s.type = SensorType::Distance;
            s.name = "ir";
            s.link = 0;
            s.X_LS = Pose::fromTranslation(Vec3(0.08, 0, 0));
            s.noise_stddev = noise ? 0.01 : 0.0;
            m.sensors.push_back(s);
            if (imu) {
                s.type = SensorType::Imu;
                s.name = "imu";
                m.sensors.push_back(s);
            }
            WorldModel w;
            WorldBody wall;
            wall.name = "wall";
            wall.shape = box(Vec3(0.05, 0.2, 1.0), 1.0);
            wall.X_WB = Pose::fromTranslation(Vec3(0.5, 0.1, 0));
            w.bodies.push_back(wall);
            Runs out;
            auto sim = Simulation::create(w, {{m, Pose::identity()}}, seed);
            if (!sim.ok()) {
                out.ok = false;
                return out;
            }
            sim.value()->setMotorCommand(0, 0, 80);
            sim.value()->setMotorCommand(0, 1, 60);
            for (int i = 0; i < 3; ++i) {
                out.ok = sim.value()->run(0.3).ok() && out.ok;
                out.hashes.push_back(sim.value()->stateHash());
            }
            sim.value()->reset();
            sim.value()->setMotorCommand(0, 0, 80);
            sim.value()->setMotorCommand(0, 1, 60);
            out.ok = sim.value()->run(0.3).ok() && out.ok;
            out.hashes.push_back(sim.value()->stateHash());
            return out;
        };
        const Runs a = run(7), b = run(7), c = run(8);
        QVERIFY(a.ok && b.ok && c.ok);
        QCOMPARE(a.hashes.size(), std::size_t(4));
        QCOMPARE(a.hashes, b.hashes);
        for (std::size_t i = 0; i < a.hashes.size(); ++i)
            QVERIFY(a.hashes[i] != c.hashes[i]);  // another seed, another state
        QCOMPARE(a.hashes[3], a.hashes[0]);       // reset gives the same run again
        QVERIFY(a.hashes[0] != a.hashes[1]);
    }

    void worksOnWorkerThreads() {
        // The app steps simulations on worker threads: two at once give the same states as one
        // on the main thread (ODE's per-thread data and its shared random seed are handled).
        auto runOne = [] {
            auto sim = Simulation::create(WorldModel{}, {{diffDrive(), Pose::identity()}}, 5);
            sim.value()->setMotorCommand(0, 0, 90);
            sim.value()->setMotorCommand(0, 1, 30);
            // A failed run has no meaningful hash: 0 never equals the expected one below.
            if (!sim.value()->run(1.0).ok()) return std::uint64_t(0);
            return sim.value()->stateHash();
        };
        const std::uint64_t expected = runOne();
        QVERIFY(expected != 0);
        std::uint64_t a = 0, b = 0;
        std::thread ta([&] { a = runOne(); });
        std::thread tb([&] { b = runOne(); });
        ta.join();
        tb.join();
        QCOMPARE(a, expected);
        QCOMPARE(b, expected);
    }
};

QTEST_GUILESS_MAIN(TestSimPhysics)
#include "tst_sim_physics.moc"
