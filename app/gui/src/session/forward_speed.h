// SPDX-License-Identifier: GPL-3.0-or-later
// ForwardSpeed: the Cockpit's Speed gauge. A walking robot's body sways back and forth within each
// step, so its instantaneous velocity read -0.22 m/s while the manned hexapod walked forward; the
// gauge shows instead how far the body went along its heading over the last half second; the Yaw
// rate gauge likewise how far the heading turned.
#pragma once

#include <deque>

#include "botlab/sim/types.h"

namespace botlab::gui {

class ForwardSpeed {
public:
    /// Over how much simulated time the speed is averaged.
    static constexpr double kWindow_s = 0.5;

    /// The body's pose X_WB at simulated time t_s (after each physics step, or less often). Time
    /// going back (a reset, a new drive) starts afresh.
    void add(double t_s, const sim::Pose& X_WB);
    /// The horizontal displacement over the last kWindow_s (less at the start) along the body's
    /// current heading (+X of the body, flattened), divided by the time it took (m/s, > 0 ahead);
    /// 0 before two poses.
    double speed_m_s() const;
    /// The heading's change over the same window divided by its time (rad/s, counter-clockwise
    /// seen from above): the yaw rate without the ripple of each step (standing, the IMU's
    /// reading swings by several degrees per second about a mean of 0).
    double yawRate_rad_s() const;
    void clear() { samples_.clear(); }

private:
    struct Sample {
        double t_s;
        double x_m, z_m;  ///< Horizontal position (world, Y up).
        double hx, hz;    ///< Horizontal heading, unit length (0, 0 when straight up).
    };
    std::deque<Sample> samples_;
};

}  // namespace botlab::gui
