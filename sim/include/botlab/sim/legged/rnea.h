// SPDX-License-Identifier: GPL-3.0-or-later
// Recursive Newton-Euler inverse dynamics (seed 001) of a serial chain of revolute joints on a
// base whose frame B does not accelerate (the body, for one leg). O(n): a forward pass from the
// base for velocities and accelerations, a backward pass from the tip for forces and moments;
// joint torque u_i = z_i . n_i. Gravity enters as a base acceleration of -g. A support leg adds
// the ground contact force at the tip; a swing leg only gravity (pass a zero tip force).
#pragma once

#include <vector>

#include <Eigen/Core>

#include "botlab/sim/types.h"

namespace botlab::sim::legged {

/// One joint and the link it moves, given at the chain's reference configuration (all q = 0).
struct RneaJoint {
    Vec3 p_parent_m = Vec3::Zero();  ///< Joint origin relative to the previous joint origin
                                     ///< (or to the base origin for the first), base axes at q = 0.
    Vec3 axis = Vec3::UnitZ();       ///< Unit joint axis, base axes at q = 0.
    double mass_kg = 1.0;            ///< Mass of the link moved by this joint.
    Vec3 com_m = Vec3::Zero();  ///< Link COM relative to this joint's origin, base axes, q = 0.
    Mat3 inertia = Mat3::Identity() * 1e-3;  ///< About the COM, base axes at q = 0 (kg m^2).
};

struct RneaChain {
    std::vector<RneaJoint> joints;
    Vec3 tip_m = Vec3::Zero();  ///< Tip (foot) relative to the last joint origin, q = 0.
};

/// Joint torques (N m) that produce joint accelerations `qdd` at velocities `qd` and angles `q`,
/// with gravity `gravity_B` (m/s^2, base axes) and an external force `f_tip_B` (N, base axes)
/// applied on the tip by the environment (e.g. the ground reaction on a support foot).
Eigen::VectorXd rnea(const RneaChain& chain, const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                     const Eigen::VectorXd& qdd, const Vec3& gravity_B,
                     const Vec3& f_tip_B = Vec3::Zero());

/// Tip position (base frame) at angles q.
Vec3 rneaTipPosition(const RneaChain& chain, const Eigen::VectorXd& q);

}  // namespace botlab::sim::legged
