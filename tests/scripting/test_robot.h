// SPDX-License-Identifier: GPL-3.0-or-later
// A hand-built two-wheeled test robot and a small test world for the scripting tests and the
// Lua benchmark. Model frame M: +X forward, +Y up, +Z right.
//   motors: 1 "left", 2 "right" (positive = forward); servo 3 "arm"; fan 4 "fan"
//   sensors: 1 "floor" (line), 2 "front" (distance), 3 "bumper" (touch), 4 "compass",
//            5 "gyro", 6 "flame"; with_imu: 7 "imu" (on the chassis)
// World: 1 ms step; floor white for x < 0.3 m and black beyond; a wall whose face is at
// x = 0.75 m; a candle 0.4 m straight ahead of the flame sensor.
#pragma once

#include <memory>

#include "botlab/sim/simulation.h"

namespace botlab::testing {

inline constexpr double kWallFace_x_m = 0.75;
inline constexpr double kSensorFront_x_m = 0.10;  ///< distance / flame sensors' x in M
inline constexpr double kBlackFrom_x_m = 0.3;

inline sim::RobotModel testRobot(bool with_imu = false) {
    using namespace botlab::sim;
    RobotModel m;
    m.name = "test_bot";
    Link chassis;
    chassis.name = "chassis";
    chassis.X_ML = Pose::fromTranslation(Vec3(0, 0.05, 0));
    Shape body;
    body.type = ShapeType::Box;
    body.size_m = Vec3(0.20, 0.04, 0.14);
    body.mass_kg = 0.6;
    chassis.shapes.push_back(body);
    for (double x : {0.08, -0.08}) {
        Shape caster;
        caster.type = ShapeType::Sphere;
        caster.radius_m = 0.015;
        caster.mass_kg = 0.01;
        caster.material.friction = 0.0;
        caster.X_LS = Pose::fromTranslation(Vec3(x, -0.035, 0));
        chassis.shapes.push_back(caster);
    }
    m.links.push_back(chassis);
    for (double z : {-0.085, 0.085}) {
        Link w;
        w.name = z < 0 ? "wheel_l" : "wheel_r";
        w.X_ML = Pose::fromTranslation(Vec3(0, 0.035, z));
        Shape c;
        c.type = ShapeType::Cylinder;
        c.radius_m = 0.035;
        c.length_m = 0.02;
        c.mass_kg = 0.05;
        c.material.friction = 1.0;
        w.shapes.push_back(c);
        m.links.push_back(w);
        Hinge h;
        h.name = z < 0 ? "axle_l" : "axle_r";
        h.parent = 0;
        h.child = static_cast<int>(m.links.size()) - 1;
        h.anchor_M = Vec3(0, 0.035, z);
        h.axis_M = -Vec3::UnitZ();  // positive rotation rolls the robot forward (+X)
        m.hinges.push_back(h);
    }
    Link arm;
    arm.name = "arm";
    arm.X_ML = Pose::fromTranslation(Vec3(-0.05, 0.085, 0));
    Shape a;
    a.size_m = Vec3(0.06, 0.01, 0.01);
    a.mass_kg = 0.02;
    a.collides = false;
    arm.shapes.push_back(a);
    m.links.push_back(arm);
    Hinge ah;
    ah.name = "arm_joint";
    ah.parent = 0;
    ah.child = 3;
    ah.anchor_M = Vec3(-0.05, 0.085, 0);
    ah.axis_M = Vec3::UnitY();
    m.hinges.push_back(ah);

    m.motors.push_back(DcMotor{"left", 1, 0, 15.0, 0.5, false});
    m.motors.push_back(DcMotor{"right", 2, 1, 15.0, 0.5, false});
    Servo s;
    s.name = "arm";
    s.port = 3;
    s.hinge = 2;
    m.servos.push_back(s);
    m.fans.push_back(Fan{"fan", 4, 0, Pose::fromTranslation(Vec3(0.1, 0, 0))});

    auto sensor = [&](SensorType t, const char* name, int port, Vec3 p) {
        Sensor se;
        se.type = t;
        se.name = name;
        se.port = port;
        se.link = 0;
        se.X_LS = Pose::fromTranslation(p);
        m.sensors.push_back(se);
    };
    sensor(SensorType::Line, "floor", 1, Vec3(0.09, -0.02, 0));
    sensor(SensorType::Distance, "front", 2, Vec3(kSensorFront_x_m, 0, 0));
    sensor(SensorType::Touch, "bumper", 3, Vec3(0.11, 0, 0));
    m.sensors.back().touch_shape.size_m = Vec3(0.01, 0.03, 0.12);
    sensor(SensorType::Compass, "compass", 4, Vec3(0, 0.02, 0));
    sensor(SensorType::Gyro, "gyro", 5, Vec3(0, 0.02, 0));
    sensor(SensorType::Flame, "flame", 6, Vec3(kSensorFront_x_m, 0, 0));
    if (with_imu) sensor(SensorType::Imu, "imu", 7, Vec3(0, 0.02, 0));
    return m;
}

inline sim::WorldModel testWorld() {
    using namespace botlab::sim;
    WorldModel w;
    w.step_s = 0.001;
    w.floor.width_px = 20;
    w.floor.height_px = 1;
    w.floor.min_x_m = -1.0;
    w.floor.size_x_m = 2.0;
    w.floor.min_z_m = -1.0;
    w.floor.size_z_m = 2.0;
    for (int i = 0; i < 20; ++i) {
        const double x = -1.0 + 0.1 * i;
        const std::uint8_t v = x >= kBlackFrom_x_m - 1e-9 ? 0 : 255;
        w.floor.rgba.insert(w.floor.rgba.end(), {v, v, v, 255});
    }
    WorldBody wall;
    wall.name = "wall";
    wall.shape.type = ShapeType::Box;
    wall.shape.size_m = Vec3(0.1, 0.2, 1.0);
    wall.X_WB = Pose::fromTranslation(Vec3(kWallFace_x_m + 0.05, 0.1, 0));
    wall.is_wall = true;
    w.bodies.push_back(wall);
    FlameSource f;
    f.name = "candle";
    f.p_W = Vec3(kSensorFront_x_m + 0.4, 0.05, 0);
    w.flames.push_back(f);
    return w;
}

/// The test world with the test robot at X_WM (default: at the origin facing +X).
inline std::unique_ptr<sim::Simulation> makeTestSim(std::uint64_t seed = 1, bool with_imu = false,
                                                    const sim::Pose& X_WM = sim::Pose()) {
    auto r =
        sim::Simulation::create(testWorld(), {sim::RobotSpawn{testRobot(with_imu), X_WM}}, seed);
    if (!r.ok()) return nullptr;
    return std::move(r.value());
}

}  // namespace botlab::testing
