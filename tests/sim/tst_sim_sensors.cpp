// SPDX-License-Identifier: GPL-3.0-or-later
// Sensors, fans, terrain and ray queries of botlab::sim against computed numbers.
#include <QtTest>

#include "botlab_test.h"

#include <cmath>
#include <numbers>

#include "sim_test_models.h"

using namespace simtest;

namespace {

constexpr double kPi = std::numbers::pi;

Sensor sensor(SensorType type, const std::string& name, const Pose& X_LS = Pose::identity()) {
    Sensor s;
    s.type = type;
    s.name = name;
    s.link = 0;
    s.X_LS = X_LS;
    return s;
}

}  // namespace

class TestSimSensors : public QObject {
    Q_OBJECT

private slots:
    void distanceToBox_data() {
        QTest::addColumn<double>("distance_m");  // to the box face; < 0 = no box
        QTest::addColumn<int>("rays");
        QTest::addColumn<double>("expected_m");
        QTest::newRow("IR 0.1 m") << 0.1 << 1 << 0.1;
        QTest::newRow("IR 0.5 m") << 0.5 << 1 << 0.5;
        QTest::newRow("IR 1.234 m") << 1.234 << 1 << 1.234;
        QTest::newRow("ultrasonic 0.75 m") << 0.75 << 9 << 0.75;
        QTest::newRow("nothing -> max range") << -1.0 << 1 << 1.5;
        QTest::newRow("beyond max range") << 2.0 << 1 << 1.5;
        QTest::newRow("closer than min range") << 0.01 << 1 << 0.02;
    }
    void distanceToBox() {
        QFETCH(double, distance_m);
        QFETCH(int, rays);
        QFETCH(double, expected_m);
        WorldModel w;
        if (distance_m > 0)
            w.bodies.push_back(
                wall("target", Vec3(0.02, 0.6, 0.6), Vec3(distance_m + 0.01, 0.3, 0.0)));
        // 0.3 m up, so that the ultrasonic cone's lower rays do not reach the floor first.
        RobotModel m = fixedProbe(Vec3(0, 0.3, 0));
        Sensor s = sensor(SensorType::Distance, "ir");
        s.rays = rays;
        m.sensors.push_back(s);
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        QVERIFY_OK(sim->step());
        QCOMPARE_LE(std::abs(sim->sensorReading(0, 0).value() - expected_m), 0.001);
    }

    // A noiseless distance sensor casts its rays only when its reading is read after a step (the
    // arena speed-up, issue 27). Whether and when a program reads it must change nothing: the
    // readings seen, the state hash (which covers every reading), and a teleport between steps
    // (the reading of the step before it still shows the world before it).
    void distanceReadWhenRead_data() {
        QTest::addColumn<int>("read_every");  // read the sensor every N steps; 0 = never
        QTest::addColumn<bool>("teleport");   // move the robot back after step 150
        for (bool teleport : {false, true}) {
            const char* t = teleport ? ", teleport" : "";
            QTest::addRow("every step%s", t) << 1 << teleport;
            QTest::addRow("every 7th step%s", t) << 7 << teleport;
            QTest::addRow("never%s", t) << 0 << teleport;
        }
    }
    void distanceReadWhenRead() {
        QFETCH(int, read_every);
        QFETCH(bool, teleport);
        WorldModel w;
        w.bodies.push_back(wall("target", Vec3(0.02, 0.3, 1.0), Vec3(0.8, 0.15, 0.0)));
        RobotModel m = diffDrive();
        Sensor ir = sensor(SensorType::Distance, "ir", Pose::fromTranslation(Vec3(0.09, 0, 0)));
        m.sensors.push_back(ir);
        Sensor noisy = ir;  // a noisy one draws from the run's random stream every step
        noisy.name = "noisy";
        noisy.noise_stddev = 0.01;
        m.sensors.push_back(noisy);
        auto eager = make(w, {{m, Pose::identity()}}, 5);  // reads every step before anything
        auto lazy = make(w, {{m, Pose::identity()}}, 5);
        QVERIFY(eager && lazy);
        for (Simulation* s : {eager.get(), lazy.get()}) {
            s->setMotorCommand(0, 0, 60);
            s->setMotorCommand(0, 1, 60);
        }
        double before_teleport_m = 0.0, first_m = 0.0;
        for (int k = 1; k <= 300; ++k) {
            QVERIFY_OK(eager->step());
            QVERIFY_OK(lazy->step());
            const double seen_m = eager->sensorReading(0, 0).value();
            if (k == 1) first_m = seen_m;
            if (read_every > 0 && k % read_every == 0)
                QCOMPARE(lazy->sensorReading(0, 0).value(), seen_m);
            if (teleport && k == 150) {
                before_teleport_m = seen_m;
                for (Simulation* s : {eager.get(), lazy.get()})
                    s->setRobotPose(0, Pose::fromTranslation(Vec3(-0.3, 0, 0)));
                QCOMPARE(lazy->sensorReading(0, 0).value(), before_teleport_m);
            }
        }
        // The robot drove toward the wall (and was moved back): the readings changed.
        const double last_m = eager->sensorReading(0, 0).value();
        QVERIFY2(std::abs(last_m - first_m) > 0.01, qPrintable(QString::number(last_m)));
        if (teleport) QVERIFY(before_teleport_m < first_m - 0.005 && last_m > first_m);
        QCOMPARE(lazy->stateHash(), eager->stateHash());
        QCOMPARE(lazy->sensorReading(0, 0).value(), last_m);
        QCOMPARE(lazy->sensorReading(0, 1).value(), eager->sensorReading(0, 1).value());
    }

    void ultrasonicConeSeesOffAxis() {
        // A narrow box beside the beam: the IR ray misses it, the ultrasonic cone does not.
        WorldModel w;
        w.bodies.push_back(wall("post", Vec3(0.02, 0.6, 0.1), Vec3(0.5, 0.3, 0.12)));
        RobotModel m = fixedProbe(Vec3(0, 0.3, 0));
        m.sensors.push_back(sensor(SensorType::Distance, "ir"));
        Sensor us = sensor(SensorType::Distance, "sonar");
        us.rays = 9;
        us.cone_half_angle_rad = 0.26;
        m.sensors.push_back(us);
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        QVERIFY_OK(sim->step());
        QCOMPARE(sim->sensorReading(0, 0).value(), 1.5);
        // The cone's edge ray at 0.26 rad reaches the face x = 0.49 after 0.49 / cos(0.26).
        QCOMPARE_LE(std::abs(sim->sensorReading(0, 1).value() - 0.49 / std::cos(0.26)), 0.001);
    }

    void castRayHitsBox() {
        WorldModel w;
        w.bodies.push_back(wall("target", Vec3(0.2, 0.2, 0.2), Vec3(1.0, 0.1, 0.0)));
        auto sim = make(w, {});
        QVERIFY(sim);
        auto hit = sim->castRay(Vec3(0, 0.1, 0), Vec3(2, 0, 0), 5.0);
        QVERIFY(hit.has_value());
        QCOMPARE_LE(std::abs(hit->distance_m - 0.9), 1e-9);
        QCOMPARE_LE((hit->normal_W - Vec3(-1, 0, 0)).norm(), 1e-9);
        QVERIFY(!sim->castRay(Vec3(0, 0.1, 0), Vec3(1, 0, 0), 0.5).has_value());
        // Straight down hits the ground plane.
        auto down = sim->castRay(Vec3(0.3, 0.7, 0.2), Vec3(0, -1, 0), 5.0);
        QVERIFY(down.has_value());
        QCOMPARE_LE(std::abs(down->distance_m - 0.7), 1e-9);
    }

    // Rays skip a robot whose bounding box they miss (the arena speed-up, issue 27); what they
    // hit must not change: another robot's chassis ahead, just out of reach, beside the ray, or
    // ignored. Robot 0 at the origin, robot 1 at x = 1 m: its chassis' face is at x = 0.92.
    void castRayAtOtherRobots_data() {
        QTest::addColumn<double>("from_x_m");
        QTest::addColumn<double>("from_z_m");
        QTest::addColumn<double>("max_m");
        QTest::addColumn<int>("ignore");
        QTest::addColumn<double>("expected_m");  // < 0: no hit
        QTest::newRow("robot 1 ahead") << 0.3 << 0.0 << 1.0 << -1 << 0.62;
        QTest::newRow("just within reach") << 0.3 << 0.0 << 0.621 << 0 << 0.62;
        QTest::newRow("just out of reach") << 0.3 << 0.0 << 0.619 << 0 << -1.0;
        QTest::newRow("beside it") << 0.3 << 0.2 << 2.0 << 0 << -1.0;
        QTest::newRow("along its side") << 0.3 << 0.059 << 2.0 << 0 << 0.62;
        QTest::newRow("ignored") << 0.3 << 0.0 << 2.0 << 1 << -1.0;
        QTest::newRow("through robot 0 to robot 1") << -0.5 << 0.0 << 2.0 << -1 << 0.42;
        QTest::newRow("robot 0 ignored") << -0.5 << 0.0 << 2.0 << 0 << 1.42;
    }
    void castRayAtOtherRobots() {
        QFETCH(double, from_x_m);
        QFETCH(double, from_z_m);
        QFETCH(double, max_m);
        QFETCH(int, ignore);
        QFETCH(double, expected_m);
        auto sim = make(WorldModel{}, {{diffDrive(), Pose::identity()},
                                       {diffDrive(), Pose::fromTranslation(Vec3(1, 0, 0))}});
        QVERIFY(sim);
        QVERIFY_OK(sim->step());
        const Vec3 c1 = sim->linkPose(1, 0).translation;  // settled a little in the step
        const auto hit =
            sim->castRay(Vec3(from_x_m, c1.y(), from_z_m), Vec3(1, 0, 0), max_m, ignore);
        if (expected_m < 0) {
            QVERIFY2(!hit, hit ? qPrintable(QString::number(hit->distance_m)) : "");
        } else {
            QVERIFY(hit.has_value());
            QCOMPARE_LE(std::abs(hit->distance_m - expected_m), 2e-4);
        }
    }

    void lineSensor_data() {
        QTest::addColumn<double>("x_m");
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        QTest::newRow("over black") << -0.2 << 0.0 << 10.0;
        QTest::newRow("over white") << 0.2 << 90.0 << 100.0;
        QTest::newRow("on the edge") << 0.0 << 35.0 << 65.0;
        QTest::newRow("mostly black") << -0.003 << 10.0 << 40.0;
        QTest::newRow("outside the texture") << 3.0 << 99.99 << 100.0;
    }
    void lineSensor() {
        QFETCH(double, x_m);
        QFETCH(double, lo);
        QFETCH(double, hi);
        WorldModel w;
        w.floor = halfBlackFloor();
        RobotModel m = fixedProbe(Vec3(x_m, 0.01, 0.0));
        m.sensors.push_back(sensor(SensorType::Line, "line"));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        QVERIFY_OK(sim->step());
        const double v = sim->sensorReading(0, 0).value();
        QVERIFY2(v >= lo && v <= hi, qPrintable(QString::number(v)));
    }

    void lineSensorGrey() {
        WorldModel w;
        w.floor.width_px = w.floor.height_px = 1;
        w.floor.rgba = {128, 128, 128, 255};
        RobotModel m = fixedProbe(Vec3(0, 0.01, 0));
        m.sensors.push_back(sensor(SensorType::Line, "line"));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        QCOMPARE_LE(std::abs(sim->sensorReading(0, 0).value() - 100.0 * 128 / 255), 1e-9);
    }

    void touchToggles() {
        WorldModel w;
        w.bodies.push_back(wall("wall", Vec3(0.05, 0.2, 1.0), Vec3(0.325, 0.1, 0.0)));
        RobotModel m = diffDrive();
        Sensor t = sensor(SensorType::Touch, "bumper", Pose::fromTranslation(Vec3(0.085, 0, 0)));
        t.touch_shape = box(Vec3(0.01, 0.03, 0.1), 0.0);
        m.sensors.push_back(t);
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        QVERIFY_OK(sim->step());
        QCOMPARE(sim->sensorReading(0, 0).value(), 0.0);
        QVERIFY(sim->touchedBodies(0).empty());
        sim->setMotorCommand(0, 0, 50);
        sim->setMotorCommand(0, 1, 50);
        bool touched = false;
        for (int i = 0; i < 3000 && !touched; ++i) {
            QVERIFY_OK(sim->step());
            touched = sim->sensorReading(0, 0).value() == 1.0;
        }
        QVERIFY(touched);
        QVERIFY_OK(sim->run(0.3));
        QCOMPARE(sim->sensorReading(0, 0).value(), 1.0);
        // Pushing into the wall: the chassis touches it too.
        QCOMPARE(sim->touchedBodies(0), std::vector<int>{0});
        sim->setMotorCommand(0, 0, -50);
        sim->setMotorCommand(0, 1, -50);
        QVERIFY_OK(sim->run(0.5));
        QCOMPARE(sim->sensorReading(0, 0).value(), 0.0);
        QVERIFY(sim->touchedBodies(0).empty());
    }

    void flame_data() {
        QTest::addColumn<double>("flame_x_m");
        QTest::addColumn<bool>("wall");
        QTest::addColumn<bool>("lit");
        QTest::addColumn<double>("expected");
        // 100 * intensity * (0.1 / d)^2 when facing the flame.
        QTest::newRow("0.1 m") << 0.1 << false << true << 100.0;
        QTest::newRow("0.2 m") << 0.2 << false << true << 25.0;
        QTest::newRow("0.5 m") << 0.5 << false << true << 4.0;
        QTest::newRow("1 m") << 1.0 << false << true << 1.0;
        QTest::newRow("behind a wall") << 0.5 << true << true << 0.0;
        QTest::newRow("behind the sensor") << -0.5 << false << true << 0.0;
        QTest::newRow("put out") << 0.5 << false << false << 0.0;
    }
    void flame() {
        QFETCH(double, flame_x_m);
        QFETCH(bool, wall);
        QFETCH(bool, lit);
        QFETCH(double, expected);
        WorldModel w;
        if (wall) w.bodies.push_back(::wall("wall", Vec3(0.02, 0.3, 0.3), Vec3(0.25, 0.1, 0)));
        FlameSource f;
        f.name = "candle";
        f.p_W = Vec3(flame_x_m, 0.1, 0);
        f.lit = lit;
        w.flames.push_back(f);
        RobotModel m = fixedProbe(Vec3(0, 0.1, 0));
        m.sensors.push_back(sensor(SensorType::Flame, "flame"));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        QVERIFY_OK(sim->step());
        QCOMPARE_LE(std::abs(sim->sensorReading(0, 0).value() - expected), 1e-6);
    }

    void fanPutsOutFlame_data() {
        QTest::addColumn<double>("percent");
        QTest::addColumn<bool>("outAfter2s");
        QTest::newRow("full power") << 100.0 << true;
        QTest::newRow("too weak") << 20.0 << false;
    }
    void fanPutsOutFlame() {
        QFETCH(double, percent);
        QFETCH(bool, outAfter2s);
        WorldModel w;
        FlameSource f;
        f.name = "candle";
        f.p_W = Vec3(0.2, 0.1, 0.02);
        w.flames.push_back(f);
        RobotModel m = fixedProbe(Vec3(0, 0.1, 0));
        Fan fan;
        fan.name = "fan";
        m.fans.push_back(fan);
        m.sensors.push_back(sensor(SensorType::Flame, "flame"));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        sim->setFanCommand(0, 0, percent);
        QVERIFY_OK(sim->run(1.4));
        QVERIFY(sim->flameLit(0));  // fan_time_s = 1.5 s not reached yet
        QCOMPARE_GT(sim->sensorReading(0, 0).value(), 10.0);
        QVERIFY_OK(sim->run(0.6));
        QCOMPARE(sim->flameLit(0), !outAfter2s);
        QCOMPARE(sim->sensorReading(0, 0).value() == 0.0, outAfter2s);
    }

    void compassHeading_data() {
        QTest::addColumn<double>("yaw_rad");
        QTest::addColumn<double>("heading_rad");
        // Facing +X is east (pi/2); turning counter-clockwise seen from above faces north (-Z).
        QTest::newRow("east") << 0.0 << kPi / 2;
        QTest::newRow("north") << kPi / 2 << 0.0;
        QTest::newRow("west") << kPi << 3 * kPi / 2;
        QTest::newRow("south") << -kPi / 2 << kPi;
        QTest::newRow("north-east") << kPi / 4 << kPi / 4;
    }
    void compassHeading() {
        QFETCH(double, yaw_rad);
        QFETCH(double, heading_rad);
        RobotModel m = fixedProbe(Vec3(0, 0.1, 0));
        m.sensors.push_back(sensor(SensorType::Compass, "compass"));
        const Pose X_WM{Vec3::Zero(), Quat(Eigen::AngleAxisd(yaw_rad, Vec3::UnitY()))};
        auto sim = make(WorldModel{}, {{m, X_WM}});
        QVERIFY(sim);
        QVERIFY_OK(sim->step());
        const double v = sim->sensorReading(0, 0).value();
        const double diff = std::remainder(v - heading_rad, 2 * kPi);
        QCOMPARE_LE(std::abs(diff), 1e-9);
        QVERIFY(v >= 0.0 && v < 2 * kPi);
    }

    void gyroFollowsTurn() {
        RobotModel m = diffDrive();
        m.sensors.push_back(sensor(SensorType::Gyro, "gyro"));
        m.sensors.push_back(sensor(SensorType::Compass, "compass"));
        auto sim = make(WorldModel{}, {{m, Pose::identity()}});
        QVERIFY(sim);
        // Left wheel back, right wheel forward: a left (counter-clockwise) turn on the spot.
        sim->setMotorCommand(0, 0, -60);
        sim->setMotorCommand(0, 1, 60);
        double yaw = 0.0;
        double prev = 0.0;
        for (int i = 0; i < 4000; ++i) {
            QVERIFY_OK(sim->step());
            const Vec3 f = sim->linkPose(0, 0).rotation * Vec3::UnitX();
            const double y = std::atan2(-f.z(), f.x());
            yaw += std::remainder(y - prev, 2 * kPi);
            prev = y;
        }
        const SensorReading& g = sim->sensorReading(0, 0);
        QCOMPARE_GT(g.values[0], 2 * kPi);  // more than a full turn, unwrapped
        QCOMPARE_LE(std::abs(g.values[0] - yaw), 1e-9);
        QCOMPARE_LE(std::abs(g.values[1] - sim->linkAngularVelocity(0, 0).y()), 1e-9);
        // Wheel speed v = 6 rad/s * 0.03 m; yaw rate 2 v / track, where the track lies between
        // the wheels' inner rims (0.13 m) and outer rims (0.17 m), less a little for the rims
        // sinking into the soft contact: about 2.1 .. 2.9 rad/s.
        const double v = 0.5 * (sim->hingeRate(0, 1) - sim->hingeRate(0, 0)) * kWheelRadius;
        QCOMPARE_GE(g.values[1], 2 * v / 0.17);
        QCOMPARE_LE(g.values[1], 2 * v / 0.125);
        const double heading = sim->sensorReading(0, 1).value();
        QCOMPARE_LE(std::abs(std::remainder(heading - (kPi / 2 - yaw), 2 * kPi)), 1e-9);
    }

    // ---------------------------------------------------------------- IMU
    void imuTilt_data() {
        QTest::addColumn<double>("yaw_deg");
        QTest::addColumn<double>("pitch_deg");
        QTest::addColumn<double>("roll_deg");
        QTest::newRow("level") << 0.0 << 0.0 << 0.0;
        QTest::newRow("nose up 10") << 0.0 << 10.0 << 0.0;
        QTest::newRow("nose down 25") << 0.0 << -25.0 << 0.0;
        QTest::newRow("right side down 15") << 0.0 << 0.0 << 15.0;
        QTest::newRow("left side down 40") << 0.0 << 0.0 << -40.0;
        QTest::newRow("heading 120, up 12, right down 7") << 120.0 << 12.0 << 7.0;
        QTest::newRow("heading -60, down 30, left down 20") << -60.0 << -30.0 << -20.0;
    }
    void imuTilt() {
        // A body fixed to the world in the attitude yaw about +Y, then pitch about its right axis
        // (+Z, nose up), then roll about its forward axis (+X, right side down) reads those
        // angles, no yaw rate, and no vertical acceleration (at rest).
        QFETCH(double, yaw_deg);
        QFETCH(double, pitch_deg);
        QFETCH(double, roll_deg);
        const double d = kPi / 180.0;
        RobotModel m = fixedProbe(Vec3::Zero());
        m.sensors.push_back(sensor(SensorType::Imu, "imu"));
        const Quat q = Quat(Eigen::AngleAxisd(yaw_deg * d, Vec3::UnitY())) *
                       Quat(Eigen::AngleAxisd(pitch_deg * d, Vec3::UnitZ())) *
                       Quat(Eigen::AngleAxisd(roll_deg * d, Vec3::UnitX()));
        auto sim = make(WorldModel{}, {{m, Pose{Vec3(0, 0.5, 0), q}}});
        QVERIFY(sim);
        QVERIFY_OK(sim->run(0.1));
        const SensorReading& r = sim->sensorReading(0, 0);
        QCOMPARE_LE(std::abs(r.values[0] - pitch_deg * d), 1e-6);
        QCOMPARE_LE(std::abs(r.values[1] - roll_deg * d), 1e-6);
        QCOMPARE_LE(std::abs(r.values[2]), 1e-6);
        QCOMPARE_LE(std::abs(r.values[3]), 1e-6);
    }

    void imuVerticalAcceleration_data() {
        QTest::addColumn<double>("gravity");
        QTest::addColumn<double>("push_up");  // upward acceleration added by a force, m/s^2
        QTest::addColumn<double>("expected");
        // Gravity removed: free fall reads -g, a body pushed up with m (g + a) reads +a.
        QTest::newRow("free fall, earth") << -9.81 << 0.0 << -9.81;
        QTest::newRow("free fall, moon") << -1.62 << 0.0 << -1.62;
        QTest::newRow("held against gravity") << -9.81 << 9.81 << 0.0;
        QTest::newRow("pushed up at 2 m/s^2") << -9.81 << 11.81 << 2.0;
        QTest::newRow("weightless, pushed up at 3") << 0.0 << 3.0 << 3.0;
    }
    void imuVerticalAcceleration() {
        QFETCH(double, gravity);
        QFETCH(double, push_up);
        QFETCH(double, expected);
        WorldModel w;
        w.ground_plane = false;
        w.gravity_m_s2 = Vec3(0, gravity, 0);
        RobotModel m;
        m.name = "ball";
        m.links.push_back(link("ball", Vec3::Zero(), {sphere(0.05, 0.4)}));
        // Off the centre of mass and tilted: the reading is still along world +Y.
        m.sensors.push_back(sensor(
            SensorType::Imu, "imu",
            Pose{Vec3(0.03, 0.0, 0.02), Quat(Eigen::AngleAxisd(0.3, Vec3(1, 1, 0).normalized()))}));
        auto sim = make(w, {{m, Pose::fromTranslation(Vec3(0, 10, 0))}});
        QVERIFY(sim);
        for (int i = 0; i < 200; ++i) {
            const Vec3 c = sim->linkPose(0, 0).translation;
            sim->addForceAtPoint(0, 0, Vec3(0, 0.4 * push_up, 0), c);
            QVERIFY_OK(sim->step());
            QCOMPARE_LE(std::abs(sim->sensorReading(0, 0).values[3] - expected), 1e-6);
        }
        // Consistent with the motion: v = a t.
        QCOMPARE_LE(std::abs(sim->linkVelocity(0, 0).y() - expected * sim->time_s()), 1e-9);
    }

    void imuAtRestOnGround() {
        // A box dropped 2 cm onto the floor: about -9.81 while falling, 0 once it rests.
        RobotModel m;
        m.name = "box";
        m.links.push_back(link("box", Vec3(0, 0.07, 0), {box(Vec3(0.2, 0.1, 0.2), 1.0)}));
        m.sensors.push_back(sensor(SensorType::Imu, "imu"));
        auto sim = make(WorldModel{}, {{m, Pose::identity()}});
        QVERIFY(sim);
        QVERIFY_OK(sim->run(0.03));  // falls for sqrt(2 * 0.02 / 9.81) = 64 ms
        QCOMPARE_LE(std::abs(sim->sensorReading(0, 0).values[3] + 9.81), 1e-6);
        QVERIFY_OK(sim->run(1.0));
        const SensorReading& r = sim->sensorReading(0, 0);
        QCOMPARE_LE(std::abs(r.values[3]), 0.01);
        QCOMPARE_LE(std::abs(r.values[0]), 1e-3);
        QCOMPARE_LE(std::abs(r.values[1]), 1e-3);
    }

    void imuYawRate_data() {
        QTest::addColumn<double>("torque_Nm");
        QTest::addColumn<double>("seconds");
        QTest::newRow("counter-clockwise") << 0.01 << 0.5;
        QTest::newRow("clockwise") << -0.02 << 0.3;
        QTest::newRow("none") << 0.0 << 0.2;
    }
    void imuYawRate() {
        // A 0.2 x 0.02 x 0.1 m, 1 kg plate on a vertical axle (no gravity, no friction) driven by
        // a constant torque: yaw rate = torque t / I_yy, I_yy = m (x^2 + z^2) / 12.
        QFETCH(double, torque_Nm);
        QFETCH(double, seconds);
        WorldModel w;
        w.gravity_m_s2 = Vec3::Zero();
        w.ground_plane = false;
        RobotModel m;
        m.name = "turntable";
        m.links.push_back(link("plate", Vec3(0, 0.5, 0), {box(Vec3(0.2, 0.02, 0.1), 1.0)}));
        Hinge h;
        h.name = "axle";
        h.parent = -1;
        h.child = 0;
        h.anchor_M = Vec3(0, 0.5, 0);
        h.axis_M = Vec3::UnitY();
        m.hinges.push_back(h);
        m.sensors.push_back(
            sensor(SensorType::Imu, "imu", Pose::fromTranslation(Vec3(0.05, 0, 0))));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        sim->setHingeEffortMode(0, 0, true);
        sim->setHingeTorque(0, 0, torque_Nm);
        QVERIFY_OK(sim->run(seconds));
        const double I = 1.0 * (0.2 * 0.2 + 0.1 * 0.1) / 12.0;
        const double expected = torque_Nm * sim->time_s() / I;
        const SensorReading& r = sim->sensorReading(0, 0);
        QCOMPARE_LE(std::abs(r.values[2] - expected), 1e-3 * std::max(1.0, std::abs(expected)));
        QCOMPARE_LE(std::abs(r.values[2] - sim->linkAngularVelocity(0, 0).y()), 1e-12);
        QCOMPARE_LE(std::abs(r.values[0]), 1e-6);  // stays level
        QCOMPARE_LE(std::abs(r.values[1]), 1e-6);
        QCOMPARE_LE(std::abs(r.values[3]), 1e-6);  // the point turns on a level circle
    }

    void imuNoiseIsSeeded() {
        RobotModel m = fixedProbe(Vec3(0, 0.5, 0));
        Sensor s = sensor(SensorType::Imu, "imu");
        s.noise_stddev = 0.02;
        m.sensors.push_back(s);
        auto readings = [&](std::uint64_t seed) {
            auto sim = make(WorldModel{}, {{m, Pose::identity()}}, seed);
            std::vector<double> v;
            for (int i = 0; i < 1000; ++i) {
                if (!sim->step().ok()) return std::vector<double>{};
                for (double x : sim->sensorReading(0, 0).values) v.push_back(x);
            }
            return v;
        };
        const auto a = readings(5), b = readings(5), c = readings(6);
        QCOMPARE(a.size(), std::size_t(4000));
        QCOMPARE(a, b);
        QVERIFY(a != c);
        double var = 0;  // every channel reads 0 without noise
        for (double x : a) var += x * x;
        QCOMPARE_LE(std::abs(std::sqrt(var / a.size()) - 0.02), 0.002);
    }

    void encoderCountsShaftTurns_data() {
        QTest::addColumn<bool>("reversed");
        QTest::newRow("normal") << false;
        QTest::newRow("reversed") << true;
    }
    void encoderCountsShaftTurns() {
        QFETCH(bool, reversed);
        RobotModel m = diffDrive(10.0);
        m.motors[0].reversed = reversed;
        auto sim = make(WorldModel{}, {{m, Pose::identity()}});
        QVERIFY(sim);
        sim->setMotorCommand(0, 0, 50);
        QVERIFY_OK(sim->run(2.0));
        // Positive command, positive encoder; about 5 rad/s for most of 2 s.
        QCOMPARE_GT(sim->motorAngle(0, 0), 8.0);
        QCOMPARE_LT(sim->motorAngle(0, 0), 10.5);
        QCOMPARE(sim->hingeAngle(0, 0), reversed ? -sim->motorAngle(0, 0) : sim->motorAngle(0, 0));
        QCOMPARE_GT(sim->hingeAngle(0, 0) * (reversed ? -1 : 1), 2 * kPi);  // unwrapped
        sim->reset();
        QCOMPARE(sim->motorAngle(0, 0), 0.0);
        QCOMPARE(sim->motorCommand(0, 0), 0.0);
    }

    void noiseIsSeeded() {
        RobotModel m = fixedProbe(Vec3(0, 0.1, 0));
        Sensor s = sensor(SensorType::Distance, "ir");
        s.noise_stddev = 0.01;
        m.sensors.push_back(s);
        WorldModel w;
        w.bodies.push_back(wall("target", Vec3(0.02, 0.2, 0.4), Vec3(0.51, 0.1, 0.0)));
        auto readings = [&](std::uint64_t seed) {
            auto sim = make(w, {{m, Pose::identity()}}, seed);
            std::vector<double> v;
            for (int i = 0; i < 2000; ++i) {
                if (!sim->step().ok()) return std::vector<double>{};  // a failed step: no readings
                v.push_back(sim->sensorReading(0, 0).value());
            }
            return v;
        };
        const auto a = readings(1), b = readings(1), c = readings(2);
        QCOMPARE(a.size(), std::size_t(2000));
        QCOMPARE(c.size(), std::size_t(2000));
        QCOMPARE(a, b);
        QVERIFY(a != c);
        double mean = 0, var = 0;
        for (double x : a) mean += x;
        mean /= a.size();
        for (double x : a) var += (x - mean) * (x - mean);
        var /= a.size();
        QCOMPARE_LE(std::abs(mean - 0.5), 0.002);
        QCOMPARE_LE(std::abs(std::sqrt(var) - 0.01), 0.001);
    }

    void heightfieldQueries_data() {
        QTest::addColumn<double>("x_m");
        QTest::addColumn<double>("z_m");
        QTest::newRow("sample (0,0)") << -1.0 << -1.0;
        QTest::newRow("sample (3,1)") << 0.5 << -0.5;
        QTest::newRow("sample (3,2)") << 0.5 << 0.0;
        QTest::newRow("lower triangle") << -0.4 << -0.9;
        QTest::newRow("upper triangle") << -0.1 << -0.6;
        QTest::newRow("middle") << 0.37 << 0.21;
        QTest::newRow("near the far corner") << 0.93 << 0.41;
    }
    void heightfieldQueries() {
        QFETCH(double, x_m);
        QFETCH(double, z_m);
        WorldModel w;
        Heightfield h;
        h.samples_x = 5;
        h.samples_z = 4;
        h.cell_m = 0.5;
        h.min_x_m = -1.0;
        h.min_z_m = -1.0;
        auto height = [](int ix, int iz) {
            return 0.1 * ix + 0.03 * iz * iz + 0.05 * (ix * iz % 3);
        };
        for (int iz = 0; iz < h.samples_z; ++iz)
            for (int ix = 0; ix < h.samples_x; ++ix) h.heights_m.push_back(height(ix, iz));
        w.terrain = h;
        auto sim = make(w, {});
        QVERIFY(sim);
        const double gh = sim->groundHeight(x_m, z_m);
        // The query is sim::heightAt of the world's heightfield, the function the app uses too.
        QCOMPARE(gh, heightAt(h, x_m, z_m));
        QCOMPARE(sim->groundNormal(x_m, z_m), normalAt(h, x_m, z_m));
        // At the samples the height is the sample's.
        const double u = (x_m + 1.0) / 0.5, v = (z_m + 1.0) / 0.5;
        if (std::abs(u - std::round(u)) < 1e-12 && std::abs(v - std::round(v)) < 1e-12)
            QCOMPARE_LE(std::abs(gh - height(static_cast<int>(std::round(u)),
                                             static_cast<int>(std::round(v)))),
                        1e-12);
        // ODE's collision surface agrees with the query (layout and cell diagonals).
        auto hit = sim->castRay(Vec3(x_m, 5.0, z_m), Vec3(0, -1, 0), 10.0);
        QVERIFY(hit.has_value());
        QCOMPARE_LE(std::abs(hit->p_W.y() - gh), 1e-6);
        const Vec3 n = sim->groundNormal(x_m, z_m);
        QCOMPARE_LE(std::abs(n.norm() - 1.0), 1e-12);
        QCOMPARE_GT(n.y(), 0.0);
        QCOMPARE_LE((hit->normal_W - n).norm(), 1e-6);
    }

    void heightAtOneRaisedCorner_data() {
        // One 1 m cell with its far corner (ix + 1, iz + 1) raised 1 m. ODE's two triangles give
        // 0 on the first triangle (fx + fz <= 1) and 1 - (1 - fx) - (1 - fz) on the other; the
        // bilinear blend (fx * fz) the camera used before differs inside the cell.
        QTest::addColumn<double>("fx");
        QTest::addColumn<double>("fz");
        QTest::addColumn<double>("expected_m");
        QTest::addColumn<double>("bilinear_m");
        QTest::newRow("centre (on the diagonal)") << 0.5 << 0.5 << 0.0 << 0.25;
        QTest::newRow("first triangle") << 0.25 << 0.25 << 0.0 << 0.0625;
        QTest::newRow("second triangle") << 0.75 << 0.75 << 0.5 << 0.5625;
        QTest::newRow("second triangle, off the middle") << 0.9 << 0.3 << 0.2 << 0.27;
    }
    void heightAtOneRaisedCorner() {
        QFETCH(double, fx);
        QFETCH(double, fz);
        QFETCH(double, expected_m);
        QFETCH(double, bilinear_m);
        Heightfield h;
        h.samples_x = h.samples_z = 2;
        h.cell_m = 1.0;
        h.min_x_m = 2.0;
        h.min_z_m = -3.0;
        h.heights_m = {0.0, 0.0, 0.0, 1.0};
        const double x = 2.0 + fx, z = -3.0 + fz;
        QCOMPARE_LE(std::abs(heightAt(h, x, z) - expected_m), 1e-12);
        if (expected_m != bilinear_m) QCOMPARE_GT(std::abs(heightAt(h, x, z) - bilinear_m), 0.01);
        // The engine agrees: a ray straight down hits the same height.
        WorldModel w;
        w.terrain = h;
        auto sim = make(w, {});
        QVERIFY(sim);
        QCOMPARE(sim->groundHeight(x, z), heightAt(h, x, z));
        auto hit = sim->castRay(Vec3(x, 5.0, z), Vec3(0, -1, 0), 10.0);
        QVERIFY(hit.has_value());
        QCOMPARE_LE(std::abs(hit->p_W.y() - expected_m), 1e-6);
    }

    void heightAtMalformed_data() {
        QTest::addColumn<int>("samples_x");
        QTest::addColumn<int>("samples_z");
        QTest::addColumn<double>("cell_m");
        QTest::addColumn<int>("heights");
        QTest::newRow("well formed (control)") << 2 << 2 << 1.0 << 4;
        QTest::newRow("one column") << 1 << 2 << 1.0 << 2;
        QTest::newRow("too few heights") << 2 << 2 << 1.0 << 3;
        QTest::newRow("zero cell") << 2 << 2 << 0.0 << 4;
        QTest::newRow("NaN cell") << 2 << 2 << std::nan("") << 4;
    }
    void heightAtMalformed() {
        // Never reads past heights_m nor divides by zero: 0 and +Y instead.
        QFETCH(int, samples_x);
        QFETCH(int, samples_z);
        QFETCH(double, cell_m);
        QFETCH(int, heights);
        Heightfield h;
        h.samples_x = samples_x;
        h.samples_z = samples_z;
        h.cell_m = cell_m;
        h.heights_m.assign(static_cast<std::size_t>(heights), 0.7);
        const bool ok = QByteArray(QTest::currentDataTag()).startsWith("well formed");
        QCOMPARE(heightAt(h, 0.3, 0.4), ok ? 0.7 : 0.0);
        QCOMPARE(normalAt(h, 0.3, 0.4), Vec3::UnitY());
    }

    void bodiesRestOnTerrain_data() {
        QTest::addColumn<bool>("customGround");
        QTest::newRow("engine contact") << false;
        QTest::newRow("custom ground contact") << true;
    }
    void bodiesRestOnTerrain() {
        QFETCH(bool, customGround);
        // A plateau at 0.25 m with one raised corner; the plane y = 0 is replaced by it.
        WorldModel w;
        Heightfield h;
        h.samples_x = h.samples_z = 5;
        h.cell_m = 0.5;
        h.min_x_m = h.min_z_m = -1.0;
        h.heights_m.assign(25, 0.25);
        h.heights_m[24] = 0.6;
        w.terrain = h;
        RobotModel m;
        m.name = "ball";
        m.links.push_back(link("ball", Vec3::Zero(), {sphere(0.05, 0.2)}));
        m.links[0].custom_ground_contact = customGround;
        auto sim = make(w, {{m, Pose::fromTranslation(Vec3(-0.2, 0.6, 0.1))}});
        QVERIFY(sim);
        QCOMPARE(sim->groundHeight(-0.2, 0.1), 0.25);
        QVERIFY_OK(sim->run(1.0));
        const double y = sim->linkPose(0, 0).translation.y();
        if (customGround)
            QCOMPARE_LT(y, 0.0);  // the engine makes no terrain contacts for it
        else
            QCOMPARE_LE(std::abs(y - (0.25 + 0.05)), 0.001);
    }

    // ---------------------------------------------------------------- light and sound (issue 17)
    // Light = A ((1 + f_y) / 2 + rho (1 - f_y) / 2) + sum 100 I (0.1 / d)^2 cos a (robot_model.h),
    // A = ambient light, f_y = world-up part of the sensor's +X, rho = floor reflectance 0..1 in
    // a 3 cm spot where the sensor looks (at most 10 cm ahead of the point under it).
    void lightOverFloor_data() {
        QTest::addColumn<double>("x_m");        // where the sensor is, 5 cm above the floor
        QTest::addColumn<double>("pitch_deg");  // 0 looks ahead (+X), -90 down, 90 up
        QTest::addColumn<double>("ambient");
        QTest::addColumn<double>("expected");
        // halfBlackFloor(): black for x < 0, white for x >= 0.
        QTest::newRow("down, white") << 0.3 << -90.0 << 50.0 << 50.0;  // A rho = 50 * 1
        QTest::newRow("down, black") << -0.3 << -90.0 << 50.0 << 0.0;  // A rho = 50 * 0
        QTest::newRow("down, white, bright room") << 0.3 << -90.0 << 80.0 << 80.0;
        QTest::newRow("ahead, white") << 0.3 << 0.0 << 50.0 << 50.0;   // 50 (1/2 + 1/2)
        QTest::newRow("ahead, black") << -0.5 << 0.0 << 50.0 << 25.0;  // 50 (1/2 + 0)
        // Over black but looking ahead: the spot is 10 cm ahead (x 0.01..0.07 m), all white.
        QTest::newRow("ahead, over black, spot on white") << -0.06 << 0.0 << 50.0 << 50.0;
        QTest::newRow("down, over black near white") << -0.06 << -90.0 << 50.0 << 0.0;
        // 45 degrees down over black: 50 (1 - sin 45) / 2 = 7.3223.
        QTest::newRow("45 down, black") << -0.5 << -45.0 << 50.0 << 25.0 * (1.0 - M_SQRT1_2);
        QTest::newRow("up, black") << -0.5 << 90.0 << 50.0 << 50.0;  // sees only the room
        QTest::newRow("dark room") << 0.3 << -90.0 << 0.0 << 0.0;
    }
    void lightOverFloor() {
        QFETCH(double, x_m);
        QFETCH(double, pitch_deg);
        QFETCH(double, ambient);
        QFETCH(double, expected);
        WorldModel w;
        w.floor = halfBlackFloor();
        w.ambient_light_percent = ambient;
        RobotModel m = fixedProbe(Vec3(x_m, 0.05, 0.0));
        Sensor s = sensor(
            SensorType::Light, "light",
            Pose{Vec3::Zero(), Quat(Eigen::AngleAxisd(pitch_deg * kPi / 180.0, Vec3::UnitZ()))});
        s.spot_radius_m = 0.03;
        m.sensors.push_back(s);
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        QVERIFY_OK(sim->step());
        QCOMPARE_LE(std::abs(sim->sensorReading(0, 0).value() - expected), 1e-9);
    }

    void lightOverGrey() {
        // A grey floor (128 of 255): rho = 0.50196; facing down 50 rho = 25.098.
        WorldModel w;
        w.floor.width_px = w.floor.height_px = 1;
        w.floor.rgba = {128, 128, 128, 255};
        RobotModel m = fixedProbe(Vec3(0, 0.05, 0));
        m.sensors.push_back(
            sensor(SensorType::Light, "light",
                   Pose{Vec3::Zero(), Quat(Eigen::AngleAxisd(-kPi / 2, Vec3::UnitZ()))}));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        QCOMPARE_LE(std::abs(sim->sensorReading(0, 0).value() - 50.0 * 128 / 255), 1e-9);
    }

    void lightFromCandle_data() {
        QTest::addColumn<double>("angle_deg");  // where the candle is, seen from the sensor
        QTest::addColumn<double>("distance_m");
        QTest::addColumn<bool>("lit");
        QTest::addColumn<bool>("wall");
        QTest::addColumn<double>("ambient");
        QTest::addColumn<double>("expected");
        // Looking ahead over the white floor outside the texture: 50 from the room, plus
        // 100 (0.1 / d)^2 cos a from the candle.
        QTest::newRow("lit, 0.2 m ahead") << 0.0 << 0.2 << true << false << 50.0 << 75.0;
        QTest::newRow("out") << 0.0 << 0.2 << false << false << 50.0 << 50.0;
        QTest::newRow("behind a wall") << 0.0 << 0.2 << true << true << 50.0 << 50.0;
        QTest::newRow("45 degrees aside")
            << 45.0 << 0.2 << true << false << 50.0 << 50.0 + 25.0 * M_SQRT1_2;  // 67.678
        QTest::newRow("0.5 m ahead") << 0.0 << 0.5 << true << false << 50.0 << 54.0;
        QTest::newRow("behind the sensor") << 180.0 << 0.2 << true << false << 50.0 << 50.0;
        QTest::newRow("dark room, 0.2 m") << 0.0 << 0.2 << true << false << 0.0 << 25.0;
        QTest::newRow("0.1 m: saturates") << 0.0 << 0.1 << true << false << 50.0 << 100.0;
    }
    void lightFromCandle() {
        QFETCH(double, angle_deg);
        QFETCH(double, distance_m);
        QFETCH(bool, lit);
        QFETCH(bool, wall);
        QFETCH(double, ambient);
        QFETCH(double, expected);
        WorldModel w;
        w.ambient_light_percent = ambient;
        if (wall) w.bodies.push_back(::wall("wall", Vec3(0.02, 0.3, 0.3), Vec3(0.1, 0.1, 0)));
        FlameSource f;
        f.name = "candle";
        const double a = angle_deg * kPi / 180.0;
        f.p_W = Vec3(distance_m * std::cos(a), 0.1, -distance_m * std::sin(a));
        f.lit = lit;
        w.flames.push_back(f);
        RobotModel m = fixedProbe(Vec3(0, 0.1, 0));
        m.sensors.push_back(sensor(SensorType::Light, "light"));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        QVERIFY_OK(sim->step());
        QCOMPARE_LE(std::abs(sim->sensorReading(0, 0).value() - expected), 1e-9);
    }

    // Sound: p = L (0.1 m / r), readings add as sqrt(sum p^2), clamped to 100 (robot_model.h).
    void soundFallsWithDistance_data() {
        QTest::addColumn<double>("distance_m");
        QTest::addColumn<bool>("on");
        QTest::addColumn<bool>("wall");
        QTest::addColumn<double>("expected");
        // Level 80 % at 0.1 m; each doubling of the distance halves it (-6.02 dB).
        QTest::newRow("0.1 m") << 0.1 << true << false << 80.0;
        QTest::newRow("0.2 m") << 0.2 << true << false << 40.0;
        QTest::newRow("0.4 m") << 0.4 << true << false << 20.0;
        QTest::newRow("0.8 m") << 0.8 << true << false << 10.0;
        QTest::newRow("0.3 m") << 0.3 << true << false << 80.0 / 3.0;
        QTest::newRow("0.05 m: saturates") << 0.05 << true << false << 100.0;
        QTest::newRow("off") << 0.2 << false << false << 0.0;
        QTest::newRow("through a wall") << 0.4 << true << true << 20.0;
    }
    void soundFallsWithDistance() {
        QFETCH(double, distance_m);
        QFETCH(bool, on);
        QFETCH(bool, wall);
        QFETCH(double, expected);
        WorldModel w;
        if (wall) w.bodies.push_back(::wall("wall", Vec3(0.02, 0.3, 0.3), Vec3(0.2, 0.1, 0)));
        SoundSource so;
        so.name = "buzzer";
        so.p_W = Vec3(distance_m, 0.1, 0);
        so.level_percent = 80.0;
        so.on = on;
        w.sounds.push_back(so);
        RobotModel m = fixedProbe(Vec3(0, 0.1, 0));
        // Facing away from the buzzer: a microphone hears in every direction.
        m.sensors.push_back(
            sensor(SensorType::Sound, "mic",
                   Pose{Vec3::Zero(), Quat(Eigen::AngleAxisd(kPi, Vec3::UnitY()))}));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        QVERIFY_OK(sim->step());
        const double v = sim->sensorReading(0, 0).value();
        QCOMPARE_LE(std::abs(v - expected), 0.01 * std::max(expected, 1e-9));
        QCOMPARE_LE(std::abs(v - expected), 1e-9);
        if (on && expected < 100.0)  // the documented -6 dB per doubling, as a level
            QCOMPARE_LE(std::abs(20.0 * std::log10(v / 80.0) + 20.0 * std::log10(distance_m / 0.1)),
                        1e-9);
    }

    void soundSourcesAdd() {
        // Two buzzers of 30 % at 0.1 m on either side: sqrt(30^2 + 30^2) = 42.426.
        WorldModel w;
        for (double z : {-0.1, 0.1}) {
            SoundSource so;
            so.p_W = Vec3(0, 0.1, z);
            so.level_percent = 30.0;
            w.sounds.push_back(so);
        }
        RobotModel m = fixedProbe(Vec3(0, 0.1, 0));
        m.sensors.push_back(sensor(SensorType::Sound, "mic"));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        QCOMPARE_LE(std::abs(sim->sensorReading(0, 0).value() - 30.0 * std::sqrt(2.0)), 1e-9);
    }

    void soundFollowsMovableBuzzer() {
        // A buzzer box dropped from 0.5 m lands 0.2 m from the sensor (both 2 cm up): the
        // reading goes from 80 * 0.1 / hypot(0.2, 0.48) = 15.38 to 80 * 0.1 / 0.2 = 40.
        WorldModel w;
        WorldBody b;
        b.name = "buzzer";
        b.shape = box(Vec3(0.04, 0.04, 0.04), 0.05);
        b.X_WB = Pose::fromTranslation(Vec3(0.2, 0.5, 0));
        b.movable = true;
        w.bodies.push_back(b);
        SoundSource so;
        so.p_W = Vec3(0.2, 0.5, 0);
        so.level_percent = 80.0;
        so.body = 0;
        w.sounds.push_back(so);
        RobotModel m = fixedProbe(Vec3(0, 0.02, 0));
        m.sensors.push_back(sensor(SensorType::Sound, "mic"));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        QCOMPARE_LE(std::abs(sim->sensorReading(0, 0).value() - 8.0 / std::hypot(0.2, 0.48)), 1e-9);
        QVERIFY_OK(sim->run(1.5));
        QCOMPARE_LE(std::abs(sim->sensorReading(0, 0).value() - 40.0), 0.1);
    }

    void lightAndSoundValidation_data() {
        QTest::addColumn<int>("what");
        QTest::addColumn<QString>("message");
        QTest::newRow("ambient > 100") << 0 << "ambient light must be in [0, 100] %";
        QTest::newRow("negative level") << 1 << "level must be in [0, 1000] %";
        QTest::newRow("no such body") << 2 << "world body 3 does not exist";
        QTest::newRow("position NaN") << 3 << "position is not finite";
        QTest::newRow("light spot") << 4 << "spot radius must be in [0, 1] m";
    }
    void lightAndSoundValidation() {
        QFETCH(int, what);
        QFETCH(QString, message);
        WorldModel w;
        SoundSource so;
        so.name = "buzzer";
        w.sounds.push_back(so);
        RobotModel m = fixedProbe(Vec3(0, 0.1, 0));
        m.sensors.push_back(sensor(SensorType::Light, "light"));
        if (what == 0) w.ambient_light_percent = 150.0;
        if (what == 1) w.sounds[0].level_percent = -1.0;
        if (what == 2) w.sounds[0].body = 3;
        if (what == 3) w.sounds[0].p_W.x() = std::nan("");
        if (what == 4) m.sensors[0].spot_radius_m = 2.0;
        const Status st = what == 4 ? validate(m) : validate(w);
        QVERIFY(!st.ok());
        QVERIFY2(QString::fromStdString(st.message()).contains(message), st.message().c_str());
        QVERIFY(!Simulation::create(w, {{m, Pose::identity()}}, 0).ok());
    }

    void noTerrainMeansFlatGround() {
        auto sim = make(WorldModel{}, {});
        QVERIFY(sim);
        QCOMPARE(sim->groundHeight(3.0, -2.0), 0.0);
        QCOMPARE(sim->groundNormal(3.0, -2.0), Vec3::UnitY());
    }
};

QTEST_GUILESS_MAIN(TestSimSensors)
#include "tst_sim_sensors.moc"
