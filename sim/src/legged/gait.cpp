// SPDX-License-Identifier: GPL-3.0-or-later
// Periodic gait engine (see gait.h).
#include "botlab/sim/legged/gait.h"

#include <algorithm>
#include <cmath>

#include "botlab/sim/legged/kinematics.h"

namespace botlab::sim::legged {

std::optional<GaitPattern> hexapodGait(std::string_view name, double swing_time_s, double stride_m,
                                       double lift_m) {
    GaitPattern g;
    g.name = std::string(name);
    g.stride_m = stride_m;
    g.lift_m = lift_m;
    g.swing = SwingShape::Parabola;
    int phases = 0;
    if (name == "tripod") {
        phases = 2;  // legs 1,4,5 | 2,3,6
        g.offsets = {0.0, 0.5, 0.5, 0.0, 0.0, 0.5};
    } else if (name == "ripple") {
        phases = 3;  // {1,4} {2,5} {3,6}: four legs always down
        g.offsets = {0.0, 1.0 / 3.0, 2.0 / 3.0, 0.0, 1.0 / 3.0, 2.0 / 3.0};
    } else if (name == "wave") {
        phases = 6;  // one leg at a time, back to front on each side: 5 3 1 6 4 2
        g.offsets = {2.0 / 6.0, 5.0 / 6.0, 1.0 / 6.0, 4.0 / 6.0, 0.0, 3.0 / 6.0};
    } else {
        return std::nullopt;
    }
    // A leg swings at phase in [0, 1 - duty); offsets are the start of each leg's swing, so a
    // leg with offset o swings when frac(t/T + o) < 1 - duty. Convert "swing start at o" into
    // that form: frac(t/T - o).
    for (double& o : g.offsets) o = std::fmod(1.0 - o, 1.0);
    g.period_s = phases * swing_time_s;
    g.duty = 1.0 - 1.0 / phases;
    return g;
}

GaitPattern trotGait(double frequency_hz, double stride_m, double lift_m, double duty) {
    GaitPattern g;
    g.name = "trot";
    g.period_s = 1.0 / frequency_hz;
    g.duty = std::clamp(duty, 0.5, 0.95);
    g.offsets = {0.0, 0.5, 0.5, 0.0};  // LF, RF, LH, RH
    g.stride_m = stride_m;
    g.lift_m = lift_m;
    g.swing = SwingShape::Ellipse;
    return g;
}

GaitEngine::GaitEngine(GaitPattern pattern, std::vector<Vec3> neutral_B)
    : pattern_(std::move(pattern)), neutral_(std::move(neutral_B)) {
    const std::size_t n = neutral_.size();
    feet_ = neutral_;
    from_ = neutral_;
    to_ = neutral_;
    swing_.assign(n, false);
    scale_.assign(n, 1.0);
    pattern_.offsets.resize(n, 0.0);
}

void GaitEngine::setPattern(GaitPattern pattern) {
    pattern_ = std::move(pattern);
    pattern_.offsets.resize(feet_.size(), 0.0);
    // Land any swinging foot where it is heading and restart the clock cleanly.
    for (std::size_t i = 0; i < feet_.size(); ++i) {
        if (swing_[i]) {
            feet_[i] = to_[i];
            swing_[i] = false;
        }
    }
    clock_ = 0.0;
    setCommand(v_.x(), v_.z(), omega_);
}

void GaitEngine::setNeutral(std::vector<Vec3> neutral_B) {
    for (std::size_t i = 0; i < feet_.size() && i < neutral_B.size(); ++i) {
        const double dy = neutral_B[i].y() - neutral_[i].y();
        feet_[i].y() += dy;
        from_[i].y() += dy;
        to_[i].y() += dy;
    }
    neutral_ = std::move(neutral_B);
}

void GaitEngine::setCommand(double forward_m_s, double sideways_m_s, double turn_rad_s) {
    Vec3 v(forward_m_s, 0.0, sideways_m_s);
    const double vmax = pattern_.topSpeed_m_s();
    if (v.norm() > vmax) v *= vmax / v.norm();
    double rmax = 0.0;
    for (const Vec3& p : neutral_) rmax = std::max(rmax, std::hypot(p.x(), p.z()));
    const double wmax = rmax > 0.0 ? vmax / rmax : 0.0;
    v_ = v;
    omega_ = std::clamp(turn_rad_s, -wmax, wmax);
}

void GaitEngine::setStrideScale(int leg, double scale) {
    if (leg >= 0 && leg < legCount()) scale_[static_cast<std::size_t>(leg)] = scale;
}

Vec3 GaitEngine::supportVelocity(int leg, const Vec3& p) const {
    // Velocity of a ground point seen from the body moving with (v, omega about +y):
    // dp/dt = -v - omega x p, with omega x p = omega (p_z, 0, -p_x).
    const double s = scale_[static_cast<std::size_t>(leg)];
    Vec3 v(v_.x() * s, 0.0, v_.z());
    return -(v + Vec3(omega_ * p.z(), 0.0, -omega_ * p.x()));
}

void GaitEngine::step(double dt_s) {
    const int n = legCount();
    const bool commanded = v_.norm() > 1e-6 || std::abs(omega_) > 1e-6;
    if (!commanded && active_) {
        // At rest when every foot is at its neutral foothold. Some leg is always in the air in
        // every gait, so a swinging foot counts too when it is still (or again) within 3 mm of
        // its foothold: at the start of a swing from neutral to neutral; it is put down there.
        bool settled = true;
        for (int i = 0; i < n; ++i) {
            const auto k = static_cast<std::size_t>(i);
            if ((feet_[k] - neutral_[k]).norm() > 0.003) settled = false;
        }
        if (settled) {
            active_ = false;
            clock_ = 0.0;
            for (int i = 0; i < n; ++i) {
                const auto k = static_cast<std::size_t>(i);
                swing_[k] = false;
                feet_[k] = from_[k] = to_[k] = neutral_[k];
            }
        }
    }
    if (!commanded && !active_) return;
    active_ = true;
    clock_ += dt_s / pattern_.period_s;
    clock_ -= std::floor(clock_);
    const double swing_frac = 1.0 - pattern_.duty;
    const double t_support = pattern_.duty * pattern_.period_s;
    for (int i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        double phase = clock_ + pattern_.offsets[k];
        phase -= std::floor(phase);
        const bool swinging = phase < swing_frac;
        if (swinging) {
            if (!swing_[k]) {
                swing_[k] = true;
                from_[k] = feet_[k];
                // Next foothold: half a support stroke ahead of the neutral point.
                to_[k] = neutral_[k] - supportVelocity(i, neutral_[k]) * (0.5 * t_support);
                to_[k].y() = neutral_[k].y();
            }
            const double u = phase / swing_frac;
            // Along the ground: a cubic Hermite path whose end velocities are the support
            // velocity, so the foot leaves and lands at rest on the ground instead of at the
            // body's speed (which made the tripod's feet slip at touchdown, and the trot's).
            // Height over the quintic blend (lands with no vertical speed): the parabola
            // (hexapod) or the half ellipse (trot; ellipticalSwing's height).
            const double t_swing = swing_frac * pattern_.period_s;
            const Vec3 m0 = supportVelocity(i, from_[k]) * t_swing;
            const Vec3 m1 = supportVelocity(i, to_[k]) * t_swing;
            const double u2 = u * u, u3 = u2 * u;
            const Vec3 along = (2 * u3 - 3 * u2 + 1) * from_[k] + (u3 - 2 * u2 + u) * m0 +
                               (-2 * u3 + 3 * u2) * to_[k] + (u3 - u2) * m1;
            const double s = quintic(u);
            const double lift = pattern_.swing == SwingShape::Parabola
                                    ? 4.0 * pattern_.lift_m * s * (1.0 - s)
                                    : pattern_.lift_m * std::sin(M_PI * s);
            feet_[k] = along;
            feet_[k].y() = from_[k].y() + s * (to_[k].y() - from_[k].y()) + lift;
        } else {
            if (swing_[k]) {
                swing_[k] = false;
                feet_[k] = to_[k];
            }
            feet_[k] += supportVelocity(i, feet_[k]) * dt_s;
            feet_[k].y() = neutral_[k].y();
        }
    }
}

}  // namespace botlab::sim::legged
