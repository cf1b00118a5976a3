// SPDX-License-Identifier: GPL-3.0-or-later
// The 3-DOF motion platform under the cockpit seat (seed 000, section 2.4): three vertical electric
// cylinders, each joined to the seat frame by a rod, move the seat in heave, roll and pitch.
// platformInverseKinematics() is the paper's formula 10; platformForwardKinematics() its
// numerical inverse; MotionCueing is the washout filter that turns the robot body's attitude and
// vertical acceleration into platform commands within the platform's travel and rate limits.
// Plain C++ and Eigen, no Qt.
//
// Frames and signs. The platform frame P has +x forward, +y to the driver's left, +z up. The seat
// frame is P rotated by R = Rx(roll) * Ry(pitch) and raised to the heave z_h. Roll > 0 lifts the
// left side (the seat leans right, as the robot body does when its right side is down); pitch > 0
// lowers the front (the paper's sign: d1 = z_h - L/2 cos(roll) sin(pitch) - ...). The rods are
// joined to the seat at P1 = (L/2, 0, 0) (front centre), P2 = (-L/2, W/2, 0) (rear left) and
// P3 = (-L/2, -W/2, 0) (rear right); each cylinder is vertical under its joint's neutral position,
// and d_i is the height of its top above the base (the cylinder's length).
//
// Formula 10 as printed has (1 - s_alpha s_beta)^2 in d1's root; with that term d1 != d2 on a
// level platform. The geometry above (and d2, d3 as printed) gives (s_alpha s_beta)^2, which is
// what is implemented: on a level platform d1 = d2 = d3 = z_h - l (docs/cockpit.md).
#pragma once

#include <array>
#include <cstdint>

#include "botlab/core/result.h"

namespace botlab::sim {

/// The platform's geometry (formula 10's L, W and l), metres.
struct PlatformGeometry {
    double length_m = 0.80;  ///< L: front joint P1 to the line of the rear joints P2, P3.
    double width_m = 0.70;   ///< W: rear left joint P2 to rear right joint P3.
    double rod_m = 0.25;     ///< l: length of each rod between a cylinder top and its seat joint.
    bool operator==(const PlatformGeometry&) const = default;
};

/// The seat's pose: heave = height of the seat centre above the base (m), roll and pitch (rad).
struct PlatformPose {
    double heave_m = 0.0;
    double roll_rad = 0.0;
    double pitch_rad = 0.0;
};

/// The three cylinders' lengths d1 (front), d2 (rear left), d3 (rear right), metres.
using ActuatorLengths = std::array<double, 3>;

/// Formula 10 (seed 000): cylinder lengths for a seat pose. An Error when a rod cannot reach
/// (the root's argument is negative: roll or pitch far beyond what the geometry allows) or an
/// input is not finite.
Result<ActuatorLengths> platformInverseKinematics(const PlatformGeometry& g, const PlatformPose& p);

/// The platform's forward kinematics: the seat pose whose formula-10 lengths are `d` (Newton's
/// method from the level pose at the mean length + l; converges to 1e-12 m in a few steps
/// within the working range). An Error when it does not converge (no such pose within
/// +-60 degrees).
Result<PlatformPose> platformForwardKinematics(const PlatformGeometry& g, const ActuatorLengths& d);

/// The platform's working limits (defaults: an electric 3-DOF seat with 200 mm stroke cylinders).
struct PlatformLimits {
    double neutral_heave_m = 0.55;   ///< Seat height at rest (cylinders at mid-stroke: 0.30 m).
    double heave_travel_m = 0.08;    ///< Heave allowed either side of neutral.
    double roll_max_rad = 0.2094;    ///< 12 degrees either way.
    double pitch_max_rad = 0.2094;   ///< 12 degrees either way.
    double heave_rate_m_s = 0.30;    ///< Fastest heave.
    double angle_rate_rad_s = 0.70;  ///< Fastest roll and pitch (40 degrees/s).
    double stroke_min_m = 0.20;      ///< Shortest cylinder.
    double stroke_max_m = 0.40;      ///< Longest cylinder.
    bool operator==(const PlatformLimits&) const = default;
};

/// Why a platform command was changed from what the cueing asked for (bit flags).
enum PlatformClamp : std::uint32_t {
    kClampNone = 0,
    kClampHeave = 1u << 0,   ///< Heave beyond heave_travel_m.
    kClampRoll = 1u << 1,    ///< Roll beyond roll_max_rad.
    kClampPitch = 1u << 2,   ///< Pitch beyond pitch_max_rad.
    kClampRate = 1u << 3,    ///< A rate limit slowed the motion.
    kClampStroke = 1u << 4,  ///< A cylinder would leave [stroke_min_m, stroke_max_m].
};

/// One command for the platform.
struct PlatformCommand {
    PlatformPose pose;                 ///< Heave (absolute, m), roll, pitch (rad).
    ActuatorLengths lengths{};         ///< Formula 10 of `pose`.
    std::uint32_t clamp = kClampNone;  ///< PlatformClamp bits; 0 = exactly what was asked.
};

/// Settings of the motion-cueing (washout) filter.
struct CueingSettings {
    PlatformGeometry geometry;
    PlatformLimits limits;
    /// Seat angle per body angle (1 = the seat tilts as much as the body).
    double attitude_gain = 1.0;
    /// Attitude washout time constant (s): a held tilt fades back to level with this time
    /// constant (a first-order high-pass); 0 = no washout (a held tilt is held).
    double attitude_washout_s = 4.0;
    /// Heave per vertical acceleration: the acceleration times this gain goes through the
    /// third-order high-pass s^3 / ((s + w_b)(s^2 + 2 zeta w_n s + w_n^2)) and is integrated
    /// twice, so a held acceleration moves the seat and brings it back to neutral.
    double heave_gain = 0.5;
    double heave_break_rad_s = 1.0;    ///< w_b, the first-order washout break.
    double heave_natural_rad_s = 5.0;  ///< w_n.
    double heave_damping = 1.0;        ///< zeta.
    bool operator==(const CueingSettings&) const = default;
};

/// The washout filter: body attitude and vertical acceleration in, platform commands out.
/// Deterministic, a plain value; step it at a fixed dt (the physics step).
class MotionCueing {
public:
    explicit MotionCueing(CueingSettings settings = {});
    const CueingSettings& settings() const { return s_; }
    /// Back to the neutral pose with every filter state at rest.
    void reset();
    /// Advances by dt_s (> 0): `body_roll_rad` (right side down > 0), `body_pitch_rad` (nose up >
    /// 0) and `vertical_accel_m_s2` (world up, gravity removed) of the robot's body. Returns the
    /// command, clamped to the limits (clamp flags say which); non-finite inputs count as 0.
    const PlatformCommand& update(double dt_s, double body_roll_rad, double body_pitch_rad,
                                  double vertical_accel_m_s2);
    const PlatformCommand& command() const { return cmd_; }
    /// The neutral command (level, neutral heave).
    PlatformCommand neutral() const;

private:
    CueingSettings s_;
    PlatformCommand cmd_;
    double roll_lp_ = 0.0, pitch_lp_ = 0.0;  // attitude washout states (low-pass of the input)
    double accel_lp_ = 0.0;                  // first-order washout state
    double heave_ = 0.0, heave_v_ = 0.0;     // second-order heave state (offset from neutral)
};

}  // namespace botlab::sim
