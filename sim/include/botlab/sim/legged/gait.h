// SPDX-License-Identifier: GPL-3.0-or-later
// Periodic leg gaits (seed 002 for the hexapod, seed 001 for the trot): a gait clock, per-leg
// phase offsets and a duty factor; support feet move with the commanded body twist (a straight
// line, an arc around the turn centre when turning), swing feet follow a parabola (hexapod) or a
// half ellipse (trot) to the next foothold. Works in the body frame; pure Eigen.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "botlab/sim/types.h"

namespace botlab::sim::legged {

enum class SwingShape { Parabola, Ellipse };

/// A periodic gait pattern. Leg i swings while frac(t / period + offset_i) < 1 - duty.
struct GaitPattern {
    std::string name;
    double period_s = 1.0;        ///< One full cycle.
    double duty = 0.5;            ///< Fraction of the cycle a leg is on the ground.
    std::vector<double> offsets;  ///< Phase offset per leg, in [0, 1).
    /// Body advance per cycle at the top speed (m). The gait's top speed is stride / period: with
    /// the same swing time and stride, wave is 1/3 and ripple 2/3 of tripod (seed 002).
    double stride_m = 0.1;
    double lift_m = 0.03;
    SwingShape swing = SwingShape::Parabola;

    double topSpeed_m_s() const { return stride_m / period_s; }
    double swingTime_s() const { return (1.0 - duty) * period_s; }
};

/// Hexapod gaits of seed 002 (legs 0..5 = paper legs 1..6: 1/2 front left/right, 3/4 middle,
/// 5/6 rear): "tripod" (legs 1,4,5 vs 2,3,6; period 2 swing times), "ripple" (three phases,
/// 4 legs down; period 3 swing times), "wave" (one leg at a time; period 6 swing times).
/// nullopt for another name.
std::optional<GaitPattern> hexapodGait(std::string_view name, double swing_time_s, double stride_m,
                                       double lift_m);

/// Trot (seed 001): legs LF, RF, LH, RH; diagonal pairs LF+RH and RF+LH in antiphase, elliptical
/// swing (a half ellipse in height; along the ground the foot leaves and lands at the support
/// feet's speed). `duty` > 0.5 overlaps the pairs' support (all four feet down between swings).
GaitPattern trotGait(double frequency_hz, double stride_m, double lift_m, double duty = 0.5);

/// Runs a gait pattern over n feet.
class GaitEngine {
public:
    GaitEngine() = default;
    /// `neutral_B`: each foot's neutral position in the body frame (y = height below the body).
    GaitEngine(GaitPattern pattern, std::vector<Vec3> neutral_B);

    /// Changes the pattern; feet keep their positions (the next swings retarget).
    void setPattern(GaitPattern pattern);
    const GaitPattern& pattern() const { return pattern_; }
    /// Moves all neutral footholds (e.g. to raise or lower the body). Support feet follow.
    void setNeutral(std::vector<Vec3> neutral_B);
    const std::vector<Vec3>& neutral() const { return neutral_; }

    /// Body twist command in the body frame: forward x and sideways z (m/s), turn about +y
    /// (rad/s). The speed is clamped to the gait's top speed and the turn rate to the rate that
    /// moves the farthest neutral foot at that speed.
    void setCommand(double forward_m_s, double sideways_m_s, double turn_rad_s);
    /// Per-leg scale of the forward stride (turning on a circle by unequal strides, seed 002).
    void setStrideScale(int leg, double scale);

    /// Advances by dt: the clock, support feet and swing feet.
    void step(double dt_s);

    int legCount() const { return static_cast<int>(feet_.size()); }
    const Vec3& foot(int leg) const { return feet_[static_cast<std::size_t>(leg)]; }
    bool inSwing(int leg) const { return swing_[static_cast<std::size_t>(leg)]; }
    /// True while the gait is stepping (not idle with the feet at their footholds).
    bool active() const { return active_; }
    double forward_m_s() const { return v_.x(); }
    double sideways_m_s() const { return v_.z(); }
    double turn_rad_s() const { return omega_; }

private:
    Vec3 supportVelocity(int leg, const Vec3& p) const;

    GaitPattern pattern_;
    std::vector<Vec3> neutral_;
    std::vector<Vec3> feet_;
    std::vector<Vec3> from_, to_;
    std::vector<bool> swing_;
    std::vector<double> scale_;
    Vec3 v_ = Vec3::Zero();
    double omega_ = 0.0;
    double clock_ = 0.0;
    bool active_ = false;
};

}  // namespace botlab::sim::legged
