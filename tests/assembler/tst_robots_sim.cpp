// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in robots in the simulation: they drive forward when both motors run, turn when the
// motors run opposite, and gear_demo turns its wheel at the gear ratio.
#include <QTest>
#include <cmath>
#include <map>

#include "botlab_test.h"

#include "botlab/assembler/robot_loading.h"
#include "botlab/sim/simulation.h"

using namespace botlab;

namespace {

int motorOnPort(const sim::RobotModel& m, int port) {
    for (size_t i = 0; i < m.motors.size(); ++i) {
        if (m.motors[i].port == port) return static_cast<int>(i);
    }
    return -1;
}

std::unique_ptr<sim::Simulation> makeSim(const sim::RobotModel& model) {
    sim::WorldModel world;
    world.step_s = 0.001;
    std::vector<sim::RobotSpawn> spawn{{model, sim::Pose::identity()}};
    auto s = sim::Simulation::create(world, std::move(spawn), 1);
    if (!s) qWarning("%s", s.message().c_str());
    return s ? std::move(s.value()) : nullptr;
}

}  // namespace

class TestRobotsSim : public QObject {
    Q_OBJECT

private slots:
    void drivesForward_data();
    void drivesForward();
    void turnsInPlace_data();
    void turnsInPlace();
    void gearDemoTurnsWheelAtGearRatio();
    void lineFollowerSeesALineAndAWall();
};

void TestRobotsSim::drivesForward_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("line_follower") << "line_follower";
    QTest::newRow("maze_explorer") << "maze_explorer";
    QTest::newRow("fire_fighter") << "fire_fighter";
}

void TestRobotsSim::drivesForward() {
    QFETCH(QString, name);
    auto robot = assembler::loadAndCompileRobot(name);
    QVERIFY_OK(robot);
    auto sim = makeSim(robot->model);
    QVERIFY(sim);
    QVERIFY_OK(sim->run(0.3));  // settle on wheels and caster
    const sim::Pose start = sim->linkPose(0, 0);
    QVERIFY2(std::abs(start.translation.y() - robot->model.links[0].X_ML.translation.y()) < 0.01,
             "the robot should rest where it was built (wheels and caster on the floor)");
    sim->setMotorCommand(0, motorOnPort(robot->model, 1), 100);
    sim->setMotorCommand(0, motorOnPort(robot->model, 2), 100);
    QVERIFY_OK(sim->run(2.0));
    const sim::Pose end = sim->linkPose(0, 0);
    const sim::Vec3 moved = end.translation - start.translation;
    // No-load wheel speed 15 rad/s x 30 mm = 0.45 m/s: at least 0.5 m in 2 s, at most 0.9 m.
    QVERIFY2(moved.x() > 0.5 && moved.x() < 0.95, qPrintable(QString::number(moved.x())));
    QVERIFY2(std::abs(moved.z()) < 0.1 * moved.x(), qPrintable(QString::number(moved.z())));
    // Upright.
    QVERIFY((end.rotation * sim::Vec3::UnitY()).y() > 0.95);
}

void TestRobotsSim::turnsInPlace_data() {
    drivesForward_data();
}

void TestRobotsSim::turnsInPlace() {
    QFETCH(QString, name);
    auto robot = assembler::loadAndCompileRobot(name);
    QVERIFY_OK(robot);
    auto sim = makeSim(robot->model);
    QVERIFY(sim);
    QVERIFY_OK(sim->run(0.3));
    const sim::Pose start = sim->linkPose(0, 0);
    // Left wheel forward, right wheel back: turning right = clockwise seen from above
    // (negative rotation about +Y).
    sim->setMotorCommand(0, motorOnPort(robot->model, 1), 60);
    sim->setMotorCommand(0, motorOnPort(robot->model, 2), -60);
    QVERIFY_OK(sim->run(0.5));
    // Wheel speeds +-0.6 x 15 rad/s x 30 mm on a 88 mm track: yaw rate about -6 rad/s
    // without slip; demand at least half of it.
    const double yaw_rate = sim->linkAngularVelocity(0, 0).y();
    QVERIFY2(yaw_rate < -3.0 && yaw_rate > -7.0, qPrintable(QString::number(yaw_rate)));
    QVERIFY((sim->linkPose(0, 0).translation - start.translation).norm() < 0.05);
}

void TestRobotsSim::gearDemoTurnsWheelAtGearRatio() {
    auto robot = assembler::loadAndCompileRobot(QStringLiteral("gear_demo"));
    QVERIFY_OK(robot);
    const auto& m = robot->model;
    QCOMPARE(m.gears.size(), size_t(1));
    auto sim = makeSim(m);
    QVERIFY(sim);
    const int motor_hinge = m.motors[0].hinge;
    const int wheel_hinge =
        m.gears[0].hinge_a == motor_hinge ? m.gears[0].hinge_b : m.gears[0].hinge_a;
    sim->setMotorCommand(0, 0, 100);
    QVERIFY_OK(sim->run(1.0));
    const double in = sim->hingeRate(0, motor_hinge);
    const double out = sim->hingeRate(0, wheel_hinge);
    // Near the motor's no-load speed, and the wheel at -8/40 of it.
    QVERIFY2(std::abs(in) > 10.0, qPrintable(QString::number(in)));
    QVERIFY2(std::abs(out / in + 0.2) < 0.004, qPrintable(QString::number(out / in)));
}

void TestRobotsSim::lineFollowerSeesALineAndAWall() {
    auto robot = assembler::loadAndCompileRobot(QStringLiteral("line_follower"));
    QVERIFY_OK(robot);
    const auto& m = robot->model;
    // A white 2 m x 2 m floor (1 cm pixels) with a 2 cm black line along X under the robot, and
    // a wall whose face is 0.3 m ahead.
    sim::WorldModel world;
    world.floor.width_px = 200;
    world.floor.height_px = 200;
    world.floor.rgba.assign(200 * 200 * 4, 255);
    for (int j = 99; j <= 100; ++j) {  // z in [-0.01, 0.01)
        for (int i = 0; i < 200; ++i) {
            for (int c = 0; c < 3; ++c) world.floor.rgba[(j * 200 + i) * 4 + c] = 0;
        }
    }
    sim::WorldBody wall;
    wall.name = "wall";
    wall.shape.type = sim::ShapeType::Box;
    wall.shape.size_m = sim::Vec3(0.02, 0.2, 1.0);
    wall.X_WB = sim::Pose::fromTranslation(sim::Vec3(0.31, 0.1, 0));
    world.bodies.push_back(wall);
    auto s = sim::Simulation::create(world, {{m, sim::Pose::identity()}}, 1);
    QVERIFY_OK(s);
    auto& sim = *s.value();
    QVERIFY_OK(sim.run(0.1));
    std::map<int, double> reading;
    for (size_t i = 0; i < m.sensors.size(); ++i) {
        reading[m.sensors[i].port] = sim.sensorReading(0, static_cast<int>(i)).value();
    }
    QVERIFY2(reading[2] < 20, qPrintable(QString::number(reading[2])));  // centre: black
    QVERIFY2(reading[1] > 80, qPrintable(QString::number(reading[1])));  // left: white
    QVERIFY2(reading[3] > 80, qPrintable(QString::number(reading[3])));  // right: white
    // The distance sensor's eye is 54 mm ahead of the axle: 0.3 - 0.054 = 0.246 m.
    QVERIFY2(std::abs(reading[4] - 0.246) < 0.01, qPrintable(QString::number(reading[4])));
}

QTEST_GUILESS_MAIN(TestRobotsSim)
#include "tst_robots_sim.moc"
