// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers to build legged robot models (internal to sim/src/legged).
#pragma once

#include <string>

#include "botlab/sim/robot_model.h"
#include "botlab/sim/simulation.h"

namespace botlab::sim::legged::detail {

/// A box from a to b (link frame), with a square cross-section.
inline Shape segmentBox(const Vec3& a, const Vec3& b, double thickness_m, double mass_kg,
                        bool collides) {
    Shape s;
    s.type = ShapeType::Box;
    const Vec3 d = b - a;
    const double len = std::max(d.norm(), 1e-3);
    s.size_m = Vec3(len, thickness_m, thickness_m);
    s.X_LS.translation = 0.5 * (a + b);
    s.X_LS.rotation = Quat::FromTwoVectors(Vec3::UnitX(), d.normalized());
    s.mass_kg = mass_kg;
    s.collides = collides;
    return s;
}

/// A box that carries mass only (a joint housing between two hinges): no contacts.
inline Shape massBox(const Vec3& size_m, double mass_kg, const Vec3& centre_L = Vec3::Zero()) {
    Shape s;
    s.type = ShapeType::Box;
    s.size_m = size_m;
    s.X_LS.translation = centre_L;
    s.mass_kg = mass_kg;
    s.collides = false;
    return s;
}

inline Shape sphereAt(const Vec3& c, double r, double mass_kg, double friction) {
    Shape s;
    s.type = ShapeType::Sphere;
    s.radius_m = r;
    s.X_LS.translation = c;
    s.mass_kg = mass_kg;
    s.material.friction = friction;
    return s;
}

/// A visual drawing the shape where it is: the app draws a primitive at X_LV * primitive.X_LS,
/// so X_LV stays the identity (the shape's own X_LS places it).
inline Visual visualOf(const Shape& s, std::array<float, 4> rgba) {
    Visual v;
    v.primitive = s;
    v.rgba = rgba;
    return v;
}

/// Adds a link whose frame is at `origin_M` with model axes; every shape also becomes a visual.
inline int addLink(RobotModel& m, std::string name, const Vec3& origin_M, std::vector<Shape> shapes,
                   std::array<float, 4> rgba, bool custom_contact = false) {
    Link l;
    l.name = std::move(name);
    l.X_ML = Pose::fromTranslation(origin_M);
    l.shapes = std::move(shapes);
    for (const Shape& s : l.shapes) l.visuals.push_back(visualOf(s, rgba));
    l.custom_ground_contact = custom_contact;
    m.links.push_back(std::move(l));
    return static_cast<int>(m.links.size()) - 1;
}

inline int addHinge(RobotModel& m, std::string name, int parent, int child, const Vec3& anchor_M,
                    const Vec3& axis_M) {
    Hinge h;
    h.name = std::move(name);
    h.parent = parent;
    h.child = child;
    h.anchor_M = anchor_M;
    h.axis_M = axis_M.normalized();
    m.hinges.push_back(std::move(h));
    return static_cast<int>(m.hinges.size()) - 1;
}

inline void addServo(RobotModel& m, const std::string& name, int hinge, double torque_Nm,
                     double speed_rad_s, double gain_per_s, double min_rad, double max_rad) {
    Servo s;
    s.name = name;
    s.hinge = hinge;
    s.max_torque_Nm = torque_Nm;
    s.max_speed_rad_s = speed_rad_s;
    s.gain_per_s = gain_per_s;
    s.min_angle_rad = min_rad;
    s.max_angle_rad = max_rad;
    m.servos.push_back(s);
}

/// The templates' inertial unit: "imu" on the body (link 0) at its frame, on sensor port 1 (the
/// templates wire nothing else to sensor ports), without noise.
inline void addBodyImu(RobotModel& m) {
    Sensor s;
    s.type = SensorType::Imu;
    s.name = "imu";
    s.port = 1;
    s.link = 0;
    m.sensors.push_back(s);
}

/// Velocity (world) of a point fixed to a link.
inline Vec3 pointVelocity(const Simulation& sim, int robot, int link, const Vec3& p_W) {
    const Pose X = sim.linkPose(robot, link);
    return sim.linkVelocity(robot, link) +
           sim.linkAngularVelocity(robot, link).cross(p_W - X.translation);
}

/// Total mass of a model (kg).
inline double totalMass(const RobotModel& m) {
    double t = 0.0;
    for (const Link& l : m.links) t += massProperties(l).mass_kg;
    return t;
}

}  // namespace botlab::sim::legged::detail
