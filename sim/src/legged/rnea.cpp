// SPDX-License-Identifier: GPL-3.0-or-later
// Recursive Newton-Euler inverse dynamics, everything expressed in base axes.
#include "botlab/sim/legged/rnea.h"

#include <cassert>

namespace botlab::sim::legged {

namespace {

struct Kin {
    Mat3 R;  // rotation of the link relative to its reference orientation
    Vec3 p;  // joint origin
    Vec3 z;  // joint axis
};

}  // namespace

Eigen::VectorXd rnea(const RneaChain& chain, const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                     const Eigen::VectorXd& qdd, const Vec3& gravity_B, const Vec3& f_tip_B) {
    const int n = static_cast<int>(chain.joints.size());
    assert(q.size() == n && qd.size() == n && qdd.size() == n);
    // Small fixed buffers keep it allocation-free for legs (n <= 8).
    constexpr int kMax = 8;
    assert(n <= kMax);
    Vec3 p[kMax], z[kMax], w[kMax], dw[kMax], a[kMax], c[kMax], ac[kMax];
    Mat3 Iw[kMax];
    Mat3 R = Mat3::Identity();
    Vec3 prev_p = Vec3::Zero();
    Vec3 prev_w = Vec3::Zero(), prev_dw = Vec3::Zero(), prev_a = -gravity_B;
    // Forward pass: velocities and accelerations from the base out.
    for (int i = 0; i < n; ++i) {
        const RneaJoint& j = chain.joints[i];
        p[i] = prev_p + R * j.p_parent_m;
        z[i] = R * j.axis;
        const Vec3 r = p[i] - prev_p;
        a[i] = prev_a + prev_dw.cross(r) + prev_w.cross(prev_w.cross(r));
        R = R * Eigen::AngleAxisd(q[i], j.axis).toRotationMatrix();
        w[i] = prev_w + z[i] * qd[i];
        dw[i] = prev_dw + z[i] * qdd[i] + prev_w.cross(z[i] * qd[i]);
        c[i] = R * j.com_m;  // relative to p[i]
        ac[i] = a[i] + dw[i].cross(c[i]) + w[i].cross(w[i].cross(c[i]));
        Iw[i] = R * j.inertia * R.transpose();
        prev_p = p[i];
        prev_w = w[i];
        prev_dw = dw[i];
        prev_a = a[i];
    }
    const Vec3 tip = prev_p + R * chain.tip_m;
    // Backward pass: forces from the tip to the base. f = force the parent exerts on link i,
    // nm = moment about p[i].
    Eigen::VectorXd tau(n);
    Vec3 f_child = -f_tip_B;  // the "child" of the last link is the environment
    Vec3 child_p = tip;
    Vec3 n_child = Vec3::Zero();
    for (int i = n - 1; i >= 0; --i) {
        const RneaJoint& j = chain.joints[i];
        const Vec3 fi = j.mass_kg * ac[i] + f_child;
        const Vec3 ni = Iw[i] * dw[i] + w[i].cross(Iw[i] * w[i]) + c[i].cross(j.mass_kg * ac[i]) +
                        n_child + (child_p - p[i]).cross(f_child);
        tau[i] = z[i].dot(ni);
        f_child = fi;
        n_child = ni;
        child_p = p[i];
    }
    return tau;
}

Vec3 rneaTipPosition(const RneaChain& chain, const Eigen::VectorXd& q) {
    Mat3 R = Mat3::Identity();
    Vec3 p = Vec3::Zero();
    for (std::size_t i = 0; i < chain.joints.size(); ++i) {
        p += R * chain.joints[i].p_parent_m;
        R = R * Eigen::AngleAxisd(q[static_cast<int>(i)], chain.joints[i].axis).toRotationMatrix();
    }
    return p + R * chain.tip_m;
}

}  // namespace botlab::sim::legged
