// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/forward_speed.h"

#include <cmath>

namespace botlab::gui {

void ForwardSpeed::add(double t_s, const sim::Pose& X_WB) {
    if (!samples_.empty() && t_s < samples_.back().t_s) samples_.clear();
    const sim::Vec3 f = X_WB.rotation * sim::Vec3::UnitX();
    const double n = std::hypot(f.x(), f.z());
    Sample s{t_s, X_WB.translation.x(), X_WB.translation.z(), n > 1e-9 ? f.x() / n : 0.0,
             n > 1e-9 ? f.z() / n : 0.0};
    samples_.push_back(s);
    // Keep the newest sample at least kWindow_s old, so that the window spans it.
    while (samples_.size() > 2 && samples_[1].t_s <= t_s - kWindow_s) samples_.pop_front();
}

double ForwardSpeed::speed_m_s() const {
    if (samples_.size() < 2) return 0.0;
    const Sample& a = samples_.front();
    const Sample& b = samples_.back();
    const double dt = b.t_s - a.t_s;
    if (dt <= 0.0) return 0.0;
    return ((b.x_m - a.x_m) * b.hx + (b.z_m - a.z_m) * b.hz) / dt;
}

double ForwardSpeed::yawRate_rad_s() const {
    if (samples_.size() < 2) return 0.0;
    const Sample& a = samples_.front();
    const Sample& b = samples_.back();
    const double dt = b.t_s - a.t_s;
    if (dt <= 0.0) return 0.0;
    // The angle from heading a to heading b (less than half a turn in the window).
    const double turned = std::atan2(a.hx * (-b.hz) - (-a.hz) * b.hx, a.hx * b.hx + a.hz * b.hz);
    return turned / dt;
}

}  // namespace botlab::gui
