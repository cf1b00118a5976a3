// SPDX-License-Identifier: GPL-3.0-or-later
// Small hand-built models shared by the sim tests.
#pragma once

#include <QtGlobal>
#include <cmath>
#include <cstdint>
#include <memory>
#include <vector>

#include "botlab/sim/simulation.h"

namespace simtest {

using namespace botlab::sim;
using botlab::Error;
using botlab::Status;

/// A simulation of `w` with `robots`, or nullptr (with a warning naming the error) on failure.
inline std::unique_ptr<Simulation> make(const WorldModel& w, std::vector<RobotSpawn> robots,
                                        std::uint64_t seed = 0) {
    auto r = Simulation::create(w, std::move(robots), seed);
    if (!r.ok()) qWarning("create failed: %s", r.message().c_str());
    return r.ok() ? std::move(r).value() : nullptr;
}

inline Shape box(const Vec3& size, double mass, const Vec3& at = Vec3::Zero()) {
    Shape s;
    s.type = ShapeType::Box;
    s.size_m = size;
    s.mass_kg = mass;
    s.X_LS = Pose::fromTranslation(at);
    return s;
}

inline Shape sphere(double r, double mass, const Vec3& at = Vec3::Zero()) {
    Shape s;
    s.type = ShapeType::Sphere;
    s.radius_m = r;
    s.mass_kg = mass;
    s.X_LS = Pose::fromTranslation(at);
    return s;
}

inline Shape cylinder(double r, double len, double mass, const Vec3& at = Vec3::Zero()) {
    Shape s;
    s.type = ShapeType::Cylinder;
    s.radius_m = r;
    s.length_m = len;
    s.mass_kg = mass;
    s.X_LS = Pose::fromTranslation(at);
    return s;
}

/// A static wall: a box of full extents `size` centred at `centre`, counted as a wall.
inline WorldBody wall(const std::string& name, const Vec3& size, const Vec3& centre) {
    WorldBody b;
    b.name = name;
    b.shape = box(size, 1.0);
    b.X_WB = Pose::fromTranslation(centre);
    b.is_wall = true;
    return b;
}

inline Link link(const std::string& name, const Vec3& at, std::vector<Shape> shapes) {
    Link l;
    l.name = name;
    l.X_ML = Pose::fromTranslation(at);
    l.shapes = std::move(shapes);
    return l;
}

constexpr double kWheelRadius = 0.03;

/// A differential-drive robot: chassis (link 0) with a low-friction caster ball, wheels 1 (left,
/// -Z) and 2 (right, +Z) on hinges 0 and 1 driven by motors 0 and 1 (positive = forward).
inline RobotModel diffDrive(double no_load_rad_s = 10.0) {
    RobotModel m;
    m.name = "diff";
    Shape caster = sphere(0.015, 0.02, Vec3(-0.06, -0.025, 0.0));
    caster.material.friction = 0.0;
    m.links.push_back(
        link("chassis", Vec3(0, 0.04, 0), {box(Vec3(0.16, 0.04, 0.12), 0.5), caster}));
    m.links.push_back(
        link("wheel_l", Vec3(0.03, kWheelRadius, -0.075), {cylinder(kWheelRadius, 0.02, 0.05)}));
    m.links.push_back(
        link("wheel_r", Vec3(0.03, kWheelRadius, 0.075), {cylinder(kWheelRadius, 0.02, 0.05)}));
    for (int w = 1; w <= 2; ++w) {
        Hinge h;
        h.name = w == 1 ? "axle_l" : "axle_r";
        h.parent = 0;
        h.child = w;
        h.anchor_M = m.links[static_cast<std::size_t>(w)].X_ML.translation;
        h.axis_M = -Vec3::UnitZ();  // positive rotation rolls forward (+X)
        m.hinges.push_back(h);
        DcMotor d;
        d.name = w == 1 ? "motor_l" : "motor_r";
        d.port = w;
        d.hinge = w - 1;
        d.no_load_speed_rad_s = no_load_rad_s;
        d.stall_torque_Nm = 0.5;
        m.motors.push_back(d);
    }
    return m;
}

/// A floor texture: black where x < 0, white where x >= 0, over [-1, 1] x [-1, 1].
inline FloorTexture halfBlackFloor() {
    FloorTexture f;
    f.width_px = 200;
    f.height_px = 4;
    f.rgba.resize(static_cast<std::size_t>(f.width_px * f.height_px * 4));
    for (int j = 0; j < f.height_px; ++j)
        for (int i = 0; i < f.width_px; ++i) {
            const std::uint8_t c = i < f.width_px / 2 ? 0 : 255;
            std::uint8_t* p = &f.rgba[static_cast<std::size_t>((j * f.width_px + i) * 4)];
            p[0] = p[1] = p[2] = c;
            p[3] = 255;
        }
    return f;
}

/// One link fixed to the world at `at` (for sensor tests).
inline RobotModel fixedProbe(const Vec3& at) {
    RobotModel m;
    m.name = "probe";
    m.links.push_back(link("body", at, {box(Vec3(0.02, 0.02, 0.02), 0.1)}));
    m.links[0].shapes[0].collides = false;
    FixedJoint f;
    f.name = "mount";
    f.parent = -1;
    f.child = 0;
    m.fixed_joints.push_back(f);
    return m;
}

constexpr double kTrackPitchRadius = 0.02;
constexpr double kTrackThickness = 0.004;
constexpr double kTrackGauge = 0.14;  ///< Between the tracks' middles (m).

/// A tracked robot: chassis (link 0) with two tracks (loops 0 left at -Z, 1 right at +Z), each
/// over a rear wheel (driven: motor 0 left, motor 1 right, positive = forward) and a front idler
/// wheel, 12 cm apart, pitch radius 2 cm, tread 4 mm thick. No caster: only the tracks touch
/// the floor.
inline RobotModel tracked(double no_load_rad_s = 10.0) {
    RobotModel m;
    m.name = "tracked";
    const double axleY = kTrackPitchRadius + kTrackThickness;  // tread on the floor
    const Vec3 chassisAt(0, 0.05, 0);
    m.links.push_back(link("chassis", chassisAt, {box(Vec3(0.16, 0.03, 0.10), 0.5)}));
    for (int side = 0; side < 2; ++side) {
        const double z = side == 0 ? -kTrackGauge / 2 : kTrackGauge / 2;
        DriveLoop loop;
        loop.name = side == 0 ? "track_l" : "track_r";
        loop.kind = LoopKind::Track;
        loop.link = 0;
        loop.axis_L = -Vec3::UnitZ();  // travel > 0 moves the robot forward
        loop.width_m = 0.015;
        loop.thickness_m = kTrackThickness;
        for (int w = 0; w < 2; ++w) {
            const Vec3 at(w == 0 ? -0.06 : 0.06, axleY, z);
            const int li = static_cast<int>(m.links.size());
            m.links.push_back(
                link(std::string(side == 0 ? "l" : "r") + (w == 0 ? "_rear" : "_front"), at,
                     {cylinder(kTrackPitchRadius, 0.015, 0.03)}));
            Hinge h;
            h.name = m.links.back().name + "_axle";
            h.parent = 0;
            h.child = li;
            h.anchor_M = at;
            h.axis_M = -Vec3::UnitZ();
            loop.hinges.push_back(static_cast<int>(m.hinges.size()));
            loop.centres_L.push_back(at - chassisAt);
            loop.radii_m.push_back(kTrackPitchRadius);
            if (w == 0) {
                DcMotor d;
                d.name = side == 0 ? "motor_l" : "motor_r";
                d.port = side + 1;
                d.hinge = static_cast<int>(m.hinges.size());
                d.no_load_speed_rad_s = no_load_rad_s;
                d.stall_torque_Nm = 0.5;
                m.motors.push_back(d);
            }
            m.hinges.push_back(h);
        }
        m.loops.push_back(loop);
    }
    return m;
}

}  // namespace simtest
