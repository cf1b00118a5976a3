// SPDX-License-Identifier: GPL-3.0-or-later
// Leg kinematics of the legged templates and the trajectory primitives their gaits use.
// Pure functions (Eigen only).
#pragma once

#include <optional>

#include "botlab/sim/types.h"

namespace botlab::sim::legged {

// ---------------------------------------------------------------------------------------------
// Hexapod leg (seed 002, D-H table 3): coxa yaw theta1 about the leg frame's z (up), femur pitch
// theta2 and tibia pitch theta3 about parallel horizontal axes; links L1 (coxa), L2 (femur),
// L3 (tibia). Leg frame: origin at the coxa joint, x radially out of the body, z up.
// Formula (5) of the paper:
//   x = cos t1 (L3 cos(t2 + t3) + L2 cos t2 + L1)
//   y = sin t1 (L3 cos(t2 + t3) + L2 cos t2 + L1)
//   z = L3 sin(t2 + t3) + L2 sin t2
// ---------------------------------------------------------------------------------------------
struct HexapodLegGeometry {
    double l1_m = 0.005;  ///< Paper: 5 mm.
    double l2_m = 0.100;  ///< Paper: 100 mm.
    double l3_m = 0.130;  ///< Paper: 130 mm.
};

/// Foot position in the leg frame (m) for joint angles q = (theta1, theta2, theta3) (rad).
Vec3 hexapodLegFk(const HexapodLegGeometry& g, const Vec3& q_rad);

/// Closed-form inverse kinematics (paper formulas 6-13, written with atan2): the knee-down branch
/// (theta3 <= 0, tibia below the femur line) with |theta1| < pi/2. Returns nullopt when the point
/// is out of reach.
std::optional<Vec3> hexapodLegIk(const HexapodLegGeometry& g, const Vec3& p_leg_m);

// ---------------------------------------------------------------------------------------------
// Quadruped leg (seed 001), in the hip frame of the body (x forward, y up, z right): hip
// abduction q1 about x, then in the leg plane hip flexion q2, knee q3, ankle q4. Segment angles
// from straight down, positive toward the back: phi_thigh = q2, phi_shank = q2 - q3,
// phi_foot = q2 - q3 + q4. The paper's initial pose q = (0, 1.0472, 2.0944, 1.0472) puts the
// foot straight under the hip with the foot segment vertical.
// ---------------------------------------------------------------------------------------------
struct QuadrupedLegGeometry {
    double thigh_m = 0.16;
    double shank_m = 0.16;
    double foot_m = 0.05;  ///< Ankle to the foot's contact point.
};

/// Foot contact point in the hip frame (m).
Vec3 quadrupedLegFk(const QuadrupedLegGeometry& g, const Eigen::Vector4d& q_rad);

/// IK with the foot segment kept vertical in the leg plane (phi_foot = 0) and the knee bent
/// backward (q3 > 0). nullopt when out of reach.
std::optional<Eigen::Vector4d> quadrupedLegIk(const QuadrupedLegGeometry& g, const Vec3& p_hip_m);

// ---------------------------------------------------------------------------------------------
// Wheel leg (seed 004), in the hip frame (x forward, y up, z right): yaw q1 about y, then hip
// pitch q2 and knee q3 about the (yawed) lateral axis. Thigh angle from straight down positive
// toward the front: phi_thigh = q2, phi_shank = q2 - q3 (knee bends backward for q3 > 0).
// The point is the wheel centre.
// ---------------------------------------------------------------------------------------------
struct WheelLegGeometry {
    double thigh_m = 0.4;  ///< Paper: 0.4 m.
    double shank_m = 0.3;  ///< Paper: 0.3 m.
};

Vec3 wheelLegFk(const WheelLegGeometry& g, const Vec3& q_rad);
/// The knee-back branch (q3 >= 0); yaw chosen so the leg plane contains the point (|q1| < pi/2,
/// the wheel stays in front of or behind the hip along the plane). nullopt when out of reach.
std::optional<Vec3> wheelLegIk(const WheelLegGeometry& g, const Vec3& p_hip_m);

// ---------------------------------------------------------------------------------------------
// Trajectory primitives
// ---------------------------------------------------------------------------------------------
/// Quintic blend s(u) = 10u^3 - 15u^4 + 6u^5 on u in [0, 1] (clamped): zero velocity and
/// acceleration at both ends.
double quintic(double u);
/// ds/du of the quintic blend.
double quinticRate(double u);
/// d2s/du2 of the quintic blend.
double quinticAccel(double u);

/// Swing foot path of the hexapod/quadruped: from `from` to `to` (same frame), a parabola in
/// height, 4 h s (1 - s), over a horizontal move from -> to, where s = quintic(u) so the foot
/// leaves and lands with zero velocity. `up` is the unit up vector of the frame.
Vec3 parabolicSwing(const Vec3& from, const Vec3& to, double lift_m, double u, const Vec3& up);

/// Elliptical swing (seed 001's trot): upper half of an ellipse from `from` (u = 0) to `to`
/// (u = 1) with height `lift_m`: mid - half cos(pi s) + up lift sin(pi s), s = quintic(u).
Vec3 ellipticalSwing(const Vec3& from, const Vec3& to, double lift_m, double u, const Vec3& up);

}  // namespace botlab::sim::legged
