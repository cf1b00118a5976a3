// SPDX-License-Identifier: GPL-3.0-or-later
// The 3-DOF motion platform: formula 10, its inverse and the washout filter (motion_platform.h).
#include "botlab/sim/motion_platform.h"

#include <Eigen/Dense>
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

namespace botlab::sim {

namespace {

bool finite(const PlatformPose& p) {
    return std::isfinite(p.heave_m) && std::isfinite(p.roll_rad) && std::isfinite(p.pitch_rad);
}

std::string describe(const PlatformPose& p) {
    return "heave " + std::to_string(p.heave_m) + " m, roll " + std::to_string(p.roll_rad) +
           " rad, pitch " + std::to_string(p.pitch_rad) + " rad";
}

}  // namespace

Result<ActuatorLengths> platformInverseKinematics(const PlatformGeometry& g,
                                                  const PlatformPose& p) {
    if (!finite(p)) return Error{"motion platform: pose is not finite"};
    const double ca = std::cos(p.roll_rad), sa = std::sin(p.roll_rad);
    const double cb = std::cos(p.pitch_rad), sb = std::sin(p.pitch_rad);
    const double L2 = g.length_m / 2.0, W2 = g.width_m / 2.0, l2 = g.rod_m * g.rod_m;
    // Horizontal offsets of each seat joint from its neutral position (under which its cylinder
    // stands), squared: the rod's vertical extent is sqrt(l^2 - offset^2).
    const double dx2 = L2 * L2 * (1.0 - cb) * (1.0 - cb);
    const double r1 = l2 - dx2 - (L2 * sa * sb) * (L2 * sa * sb);
    const double y2 = L2 * sa * sb + W2 * (1.0 - ca);
    const double y3 = L2 * sa * sb - W2 * (1.0 - ca);
    const double r2 = l2 - dx2 - y2 * y2;
    const double r3 = l2 - dx2 - y3 * y3;
    if (r1 < 0.0 || r2 < 0.0 || r3 < 0.0)
        return Error{"motion platform: a rod cannot reach its joint at " + describe(p)};
    return ActuatorLengths{p.heave_m - L2 * ca * sb - std::sqrt(r1),
                           p.heave_m + L2 * ca * sb + W2 * sa - std::sqrt(r2),
                           p.heave_m + L2 * ca * sb - W2 * sa - std::sqrt(r3)};
}

Result<PlatformPose> platformForwardKinematics(const PlatformGeometry& g,
                                               const ActuatorLengths& d) {
    if (!std::isfinite(d[0]) || !std::isfinite(d[1]) || !std::isfinite(d[2]))
        return Error{"motion platform: cylinder lengths are not finite"};
    Eigen::Vector3d x((d[0] + d[1] + d[2]) / 3.0 + g.rod_m, 0.0, 0.0);
    const Eigen::Vector3d target(d[0], d[1], d[2]);
    auto f = [&](const Eigen::Vector3d& v) -> std::optional<Eigen::Vector3d> {
        Result<ActuatorLengths> r = platformInverseKinematics(g, {v.x(), v.y(), v.z()});
        if (!r.ok()) return std::nullopt;
        return Eigen::Vector3d((*r)[0], (*r)[1], (*r)[2]);
    };
    constexpr double kLimit = 1.0472;  // 60 degrees
    for (int it = 0; it < 50; ++it) {
        const std::optional<Eigen::Vector3d> fx = f(x);
        if (!fx) break;
        const Eigen::Vector3d r = *fx - target;
        if (r.cwiseAbs().maxCoeff() < 1e-12) return PlatformPose{x.x(), x.y(), x.z()};
        Eigen::Matrix3d J;
        constexpr double h = 1e-7;
        bool ok = true;
        for (int k = 0; k < 3 && ok; ++k) {
            Eigen::Vector3d xp = x, xm = x;
            xp[k] += h;
            xm[k] -= h;
            const auto fp = f(xp), fm = f(xm);
            if (!fp || !fm) ok = false;
            if (ok) J.col(k) = (*fp - *fm) / (2.0 * h);
        }
        if (!ok) break;
        const Eigen::Vector3d step = J.fullPivLu().solve(r);
        if (!step.allFinite()) break;
        x -= step;
        if (std::abs(x.y()) > kLimit || std::abs(x.z()) > kLimit) break;
    }
    return Error{"motion platform: no seat pose gives cylinder lengths " + std::to_string(d[0]) +
                 ", " + std::to_string(d[1]) + ", " + std::to_string(d[2]) + " m"};
}

MotionCueing::MotionCueing(CueingSettings settings) : s_(settings) {
    reset();
}

PlatformCommand MotionCueing::neutral() const {
    PlatformCommand c;
    c.pose.heave_m = s_.limits.neutral_heave_m;
    Result<ActuatorLengths> d = platformInverseKinematics(s_.geometry, c.pose);
    if (d.ok()) c.lengths = *d;
    return c;
}

void MotionCueing::reset() {
    cmd_ = neutral();
    roll_lp_ = pitch_lp_ = accel_lp_ = heave_ = heave_v_ = 0.0;
}

const PlatformCommand& MotionCueing::update(double dt, double body_roll_rad, double body_pitch_rad,
                                            double vertical_accel_m_s2) {
    if (!(dt > 0.0)) return cmd_;
    auto clean = [](double v) { return std::isfinite(v) ? v : 0.0; };
    const PlatformLimits& lim = s_.limits;
    // Attitude: the seat follows the body (roll as is, pitch with the platform's sign: nose up =
    // front up = pitch < 0), through a first-order high-pass when washout is on.
    double roll = s_.attitude_gain * clean(body_roll_rad);
    double pitch = -s_.attitude_gain * clean(body_pitch_rad);
    if (s_.attitude_washout_s > 0.0) {
        const double a = dt / (s_.attitude_washout_s + dt);  // backward Euler low-pass
        roll_lp_ += a * (roll - roll_lp_);
        pitch_lp_ += a * (pitch - pitch_lp_);
        roll -= roll_lp_;
        pitch -= pitch_lp_;
    }
    // Heave: gain * a -> first-order high-pass -> second-order (position) filter; the position
    // state is the double integral of the third-order high-passed acceleration.
    const double u = s_.heave_gain * clean(vertical_accel_m_s2);
    const double ab = dt * s_.heave_break_rad_s / (1.0 + dt * s_.heave_break_rad_s);
    accel_lp_ += ab * (u - accel_lp_);
    const double a_hp = u - accel_lp_;
    const double wn = s_.heave_natural_rad_s, z = s_.heave_damping;
    // Semi-implicit Euler, stable for dt * wn << 1.
    heave_v_ += dt * (a_hp - 2.0 * z * wn * heave_v_ - wn * wn * heave_);
    heave_ += dt * heave_v_;

    std::uint32_t clamp = kClampNone;
    PlatformPose want{heave_, roll, pitch};  // heave as an offset from neutral here
    if (std::abs(want.heave_m) > lim.heave_travel_m) {
        want.heave_m = std::clamp(want.heave_m, -lim.heave_travel_m, lim.heave_travel_m);
        clamp |= kClampHeave;
    }
    if (std::abs(want.roll_rad) > lim.roll_max_rad) {
        want.roll_rad = std::clamp(want.roll_rad, -lim.roll_max_rad, lim.roll_max_rad);
        clamp |= kClampRoll;
    }
    if (std::abs(want.pitch_rad) > lim.pitch_max_rad) {
        want.pitch_rad = std::clamp(want.pitch_rad, -lim.pitch_max_rad, lim.pitch_max_rad);
        clamp |= kClampPitch;
    }
    auto absolute = [&](const PlatformPose& offset, double k) {
        return PlatformPose{lim.neutral_heave_m + k * offset.heave_m, k * offset.roll_rad,
                            k * offset.pitch_rad};
    };
    auto inStroke = [&](const PlatformPose& p) {
        Result<ActuatorLengths> d = platformInverseKinematics(s_.geometry, p);
        if (!d.ok()) return false;
        for (double v : *d)
            if (v < lim.stroke_min_m - 1e-12 || v > lim.stroke_max_m + 1e-12) return false;
        return true;
    };
    PlatformPose target = absolute(want, 1.0);
    if (!inStroke(target)) {
        // Scale the offsets from neutral down until every cylinder is within its stroke.
        double lo = 0.0, hi = 1.0;
        for (int i = 0; i < 40; ++i) {
            const double mid = 0.5 * (lo + hi);
            (inStroke(absolute(want, mid)) ? lo : hi) = mid;
        }
        target = absolute(want, lo);
        clamp |= kClampStroke;
    }
    // Rate limits from the previous command.
    auto rateLimit = [&](double from, double to, double rate) {
        const double max = rate * dt;
        if (std::abs(to - from) > max) {
            clamp |= kClampRate;
            return from + std::clamp(to - from, -max, max);
        }
        return to;
    };
    const PlatformPose& prev = cmd_.pose;
    PlatformPose out{rateLimit(prev.heave_m, target.heave_m, lim.heave_rate_m_s),
                     rateLimit(prev.roll_rad, target.roll_rad, lim.angle_rate_rad_s),
                     rateLimit(prev.pitch_rad, target.pitch_rad, lim.angle_rate_rad_s)};
    Result<ActuatorLengths> d = platformInverseKinematics(s_.geometry, out);
    if (d.ok()) {
        cmd_.pose = out;
        cmd_.lengths = *d;
    }
    cmd_.clamp = clamp;
    return cmd_;
}

}  // namespace botlab::sim
