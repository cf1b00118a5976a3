// SPDX-License-Identifier: GPL-3.0-or-later
// The three legged templates: model builders and their controllers. makeLeggedTemplate()
// (legged.h) is the usual entry point; these give tests, benchmarks and advanced users the
// concrete types and their extra knobs.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "botlab/sim/legged/gait.h"
#include "botlab/sim/legged/kinematics.h"
#include "botlab/sim/legged/legged.h"
#include "botlab/sim/legged/rnea.h"
#include "botlab/sim/legged/soft_contact.h"

namespace botlab::sim::legged {

namespace detail {
class SoftFeet;  // soft-terrain foot forces (sim/src/legged/soft_feet.h)
}

// =============================================================================================
// Hexapod (seed 002), built at the paper's scale (1 model metre = 1 m; L1 = 5 mm, L2 = 100 mm,
// L3 = 130 mm; servos 16 kgf cm = 1.57 N m, 0.16 s / 60 deg = 6.5 rad/s, unscaled).
// Links: 0 body; then per leg i (0..5 = paper legs 1..6): 1 + 3i coxa, 2 + 3i femur, 3 + 3i tibia
// (with the foot sphere). Hinges and servos 3i, 3i+1, 3i+2 in the same order.
// =============================================================================================
struct HexapodConfig {
    std::string name = "hexapod";  ///< The model's name (RobotModel::name).
    HexapodLegGeometry leg;
    double body_radius_m = 0.10;  ///< Hexagon circumradius = distance of the coxa joints.
    /// A stretched hexagon instead of the regular one (both > 0): tip-to-tip length along +X and
    /// width along Z. The coxa joints stay at the hexagon's corners: leg i at mount angle a sits
    /// at (length / 2 cos a / cos 30 deg, 0, width / 2 sin a), i.e. front and rear legs at
    /// x = +-length / 2, z = +-width / 4, middle legs at z = +-width / 2; legs still point out
    /// along their mount angle.
    double body_length_m = 0.0, body_width_m = 0.0;
    double body_thickness_m = 0.03;
    /// Cross-sections of the leg links (coxa housing, femur and tibia bars) relative to the
    /// classroom hexapod's (2, 1.8 and 1.4 cm).
    double section_scale = 1.0;
    double stand_reach_m = 0.16;   ///< Horizontal coxa-joint-to-foot-centre distance standing.
    double stand_height_m = 0.10;  ///< Coxa joint above the foot centre standing.
    double sit_height_m = 0.035;   ///< The same when sitting (body nearly on the ground).
    double foot_radius_m = 0.012;
    double body_mass_kg = 1.2;
    double coxa_mass_kg = 0.03, femur_mass_kg = 0.06, tibia_mass_kg = 0.06;
    double servo_torque_Nm = 1.57;     ///< 16 kgf cm.
    double servo_speed_rad_s = 6.545;  ///< 0.16 s / 60 deg.
    double servo_gain_per_s = 100.0;   ///< Position gain: small lag at walking joint rates.
    double swing_time_s = 0.3;
    double stride_m = 0.12;  ///< Body advance per gait cycle at top speed.
    double lift_m = 0.03;
    /// Ground model of the feet: "" = rigid (the engine's contacts), or a softTerrainNames()
    /// name: the tibia links get custom_ground_contact and the controller applies the seed 000
    /// contact forces of that ground. An unknown name is a programmer error (asserts);
    /// makeLeggedTemplate() checks it and returns an Error instead.
    std::string soft_terrain;
};

RobotModel hexapodModel(const HexapodConfig& c = {});

// =============================================================================================
// Manned hexapod (seed 000 at full scale): "manned_hexapod". Seed 002's hexapod scaled to seed
// 000's vehicle: a stretched hexagonal body 3 m x 1.5 m, legs 6 x seed 002's (L1 = 30 mm,
// L2 = 0.6 m, L3 = 0.78 m), a cab on the front half of the body with the driver's seat and
// window frames, 3000 kg in all, 1.8 m from the ground to the cab roof standing. Same link,
// hinge and servo layout as the hexapod (links 0 body with the cab, 1 + 3i coxa, 2 + 3i femur,
// 3 + 3i tibia with the foot sphere; hinges and servos 3i .. 3i + 2), same controller
// (HexapodController) and gaits (tripod, ripple, wave) with seed 002's trajectories scaled.
// Made for seed 000's 500 Hz physics (the manned_field scene's step is 2 ms).
// =============================================================================================

/// The manned hexapod's configuration (see docs/legged.md for the actuator limits' reasoning).
HexapodConfig mannedHexapodConfig();

/// Where the cab is, in the body frame (link 0; model axes: +X forward, +Y up, +Z right), for
/// whoever draws it and for the cab camera. The cab is part of the body link: its shapes are
/// the roof, four corner pillars, the rear wall, the lower panels (front, left, right; the
/// windows are the openings above them, up to the roof) and the seat.
struct MannedCab {
    Vec3 centre_B = Vec3::Zero();     ///< Centre of the cab's outer box.
    Vec3 size_m = Vec3::Zero();       ///< Outer length (X), height (Y), width (Z).
    double floor_y_m = 0.0;           ///< Cab floor (body frame y).
    double roof_y_m = 0.0;            ///< Top of the roof (body frame y).
    double frame_m = 0.0;             ///< Thickness of the pillars, roof, walls and panels.
    double sill_y_m = 0.0;            ///< Top of the lower panels = bottom of the windows.
    double window_top_y_m = 0.0;      ///< Top of the windows = underside of the roof.
    Vec3 seat_B = Vec3::Zero();       ///< Centre of the seat (cushion and back as one box).
    Vec3 seat_size_m = Vec3::Zero();  ///< Seat box: depth (X), height (Y), width (Z).
    Vec3 eye_B = Vec3::Zero();        ///< The driver's eye (seated).
    Vec3 look_B = Vec3::Zero();       ///< A point ahead on the ground the driver looks toward.
};

/// The manned hexapod's cab for a configuration (mannedHexapodConfig() by default).
MannedCab mannedHexapodCab(const HexapodConfig& c = mannedHexapodConfig());

/// The manned hexapod's model: hexapodModel(c) plus the cab on the body, named "manned_hexapod".
RobotModel mannedHexapodModel(const HexapodConfig& c = mannedHexapodConfig());

/// Mount angle of leg i (rad, from +X toward +Z): front +-30, middle +-90, rear +-150 degrees;
/// even i (paper's odd legs) on the left (-Z).
double hexapodMountAngle(int leg);

class HexapodController : public LeggedController {
public:
    explicit HexapodController(HexapodConfig c = {});
    std::vector<std::string> gaits() const override;
    Status setGait(std::string_view name) override;
    void move(double forward_m_s, double sideways_m_s, double turn_rad_s) override;
    void stand() override;
    void sit() override;
    void update(Simulation& sim, int robot) override;
    std::vector<FootContact> footContacts() const override;

    /// Turning on a circle by unequal strides (seed 002): right stride / left stride (> 0; 1 =
    /// straight). The mean stride is kept; the support feet move on arcs whose speeds on the
    /// two sides differ by the ratio, so the body walks a circle of radius
    /// halfTrack_m() (ratio + 1) / (ratio - 1) (counter-clockwise for ratio > 1).
    void setStrideRatio(double right_over_left);
    /// Mean lateral distance of the neutral footholds from the body centre (m).
    double halfTrack_m() const;
    const GaitEngine& gait() const { return gait_; }
    /// Joint angles (paper convention) of leg i for a foot centre in the body frame; nullopt if
    /// unreachable.
    std::optional<Vec3> legIk(int leg, const Vec3& p_B) const;
    Vec3 legFk(int leg, const Vec3& q) const;
    /// The paper's joint angles at the model's configuration (sim hinge angle 0).
    const Vec3& standAngles() const { return q_stand_; }

private:
    std::vector<Vec3> neutral(double height_m) const;
    void applyCommand();

    HexapodConfig c_;
    Vec3 command_ = Vec3::Zero();  // forward, sideways, turn as last commanded
    GaitEngine gait_;
    Vec3 q_stand_;
    double height_m_ = 0.0, target_height_m_ = 0.0;
    double ratio_ = 1.0;
    std::shared_ptr<detail::SoftFeet> soft_feet_;  // null when the ground is rigid
};

// =============================================================================================
// Quadruped (seed 001): legs LF, RF, LH, RH (index 0..3), 4 DOF each (hip abduction, hip flexion,
// knee, ankle). Links: 0 body; per leg i: 1 + 4i abduction link, 2 + 4i thigh, 3 + 4i shank,
// 4 + 4i foot. Hinges and servos 4i .. 4i + 3. Built at q0 = (0, 1.0472, 2.0944, 1.0472).
// =============================================================================================
struct QuadrupedConfig {
    QuadrupedLegGeometry leg;
    double body_length_m = 0.5, body_width_m = 0.22, body_height_m = 0.08;
    double hip_x_m = 0.2, hip_z_m = 0.13;
    double body_mass_kg = 6.0;
    double abduction_mass_kg = 0.2, thigh_mass_kg = 0.4, shank_mass_kg = 0.25, foot_mass_kg = 0.1;
    double foot_radius_m = 0.015;
    double servo_torque_Nm = 25.0, servo_speed_rad_s = 12.0, servo_gain_per_s = 80.0;
    double trot_hz = 1.5;
    double stride_m = 0.15;  ///< Body advance per cycle at top speed (0.225 m/s at 1.5 Hz).
    double lift_m = 0.04;
    double sit_drop_m = 0.08;
    /// Ground model of the feet, as HexapodConfig::soft_terrain (the foot links, 4 + 4i, get
    /// custom_ground_contact; their sphere carries the seed 000 contact forces).
    std::string soft_terrain;
};

RobotModel quadrupedModel(const QuadrupedConfig& c = {});

class QuadrupedController : public LeggedController {
public:
    enum class Mode { Position, Force };
    explicit QuadrupedController(QuadrupedConfig c = {});
    std::vector<std::string> gaits() const override;
    Status setGait(std::string_view name) override;
    void move(double forward_m_s, double sideways_m_s, double turn_rad_s) override;
    void stand() override;
    void sit() override;
    void update(Simulation& sim, int robot) override;
    std::vector<FootContact> footContacts() const override;

    /// Position control (servos) or force control (RNEA torques + PD in hinge effort mode).
    void setMode(Mode mode) { mode_ = mode; }
    Mode mode() const { return mode_; }
    const GaitEngine& gait() const { return gait_; }
    /// The RNEA chain of leg i in the body frame, joint angles relative to q0 (= sim angles).
    const RneaChain& chain(int leg) const { return chains_[static_cast<std::size_t>(leg)]; }
    /// Last joint torques commanded in force mode (N m), per hinge.
    const std::array<double, 16>& lastTorques() const { return tau_; }

    static constexpr std::array<double, 4> kInitialAngles = {0.0, 1.0472, 2.0944, 1.0472};

private:
    void holdHeading(const Simulation& sim, int robot, double dt_s);

    QuadrupedConfig c_;
    GaitEngine gait_;
    Mode mode_ = Mode::Position;
    std::array<RneaChain, 4> chains_;
    std::array<Vec3, 4> hips_;
    std::array<double, 16> q_prev_{}, qd_prev_{}, tau_{};
    bool have_prev_ = false;
    bool effort_on_ = false;
    double height_m_ = 0.0, target_height_m_ = 0.0;
    std::shared_ptr<detail::SoftFeet> soft_feet_;  // null when the ground is rigid
    // Heading hold while walking without a turn command (see update()).
    Vec3 command_ = Vec3::Zero();  // forward, sideways, turn as last commanded
    bool hold_ = false;            // a heading to hold has been taken
    double heading_ref_rad_ = 0.0, heading_mean_rad_ = 0.0;
};

// =============================================================================================
// Wheel-legged quadruped (seed 004): 200 kg, thigh 0.4 m, shank 0.3 m, wheel radius 0.1 m.
// Legs LF, RF, LH, RH; joints yaw, hip pitch, knee (servos) and a wheel (DC motor).
// Links: 0 body; per leg i: 1 + 4i yaw link, 2 + 4i thigh, 3 + 4i shank, 4 + 4i wheel.
// Hinges 4i .. 4i + 3 (the last is the wheel); servos 3i .. 3i + 2; motor i drives wheel i.
// =============================================================================================
struct WheelLeggedConfig {
    WheelLegGeometry leg;
    double total_mass_kg = 200.0;
    double body_length_m = 1.2, body_width_m = 0.6, body_height_m = 0.2;
    double hip_x_m = 0.5, hip_z_m = 0.36;
    double wheel_radius_m = 0.1, wheel_width_m = 0.08;
    double stand_height_m = 0.40;  ///< Hip above the wheel centre.
    double yaw_mass_kg = 2.0, thigh_mass_kg = 5.0, shank_mass_kg = 4.0, wheel_mass_kg = 4.0;
    double servo_torque_Nm = 4000.0, servo_speed_rad_s = 3.0, servo_gain_per_s = 60.0;
    double wheel_torque_Nm = 3000.0, wheel_speed_rad_s = 15.0;
    double roll_speed_m_s = 0.3;     ///< Top rolling speed.
    double step_clearance_m = 0.08;  ///< Wheel bottom above the highest ground under a step.
    /// Ground model of the wheels, as HexapodConfig::soft_terrain (the wheel links, 4 + 4i, get
    /// custom_ground_contact; the soft-ground law acts at each wheel's lowest point, so the
    /// wheels sink into soft soils).
    std::string soft_terrain;
};

RobotModel wheelLeggedModel(const WheelLeggedConfig& c = {});

class WheelLeggedController : public LeggedController {
public:
    explicit WheelLeggedController(WheelLeggedConfig c = {});
    /// "roll" (wheels only, stops in front of obstacles) and "obstacle" (rolls, and crosses
    /// gullies and steps it finds ahead with the seed 004 step sequence).
    std::vector<std::string> gaits() const override;
    Status setGait(std::string_view name) override;
    void move(double forward_m_s, double sideways_m_s, double turn_rad_s) override;
    void stand() override;
    void sit() override;
    void update(Simulation& sim, int robot) override;
    std::vector<FootContact> footContacts() const override;

    /// What the robot is doing, for tests and the UI: "roll", "reposition", "lift", "swing",
    /// "lower", "level", "stopped".
    std::string phaseName() const;
    /// Number of completed leg steps.
    int stepsDone() const;

    struct Impl;

private:
    WheelLeggedConfig c_;
    std::shared_ptr<Impl> d_;
    std::shared_ptr<detail::SoftFeet> soft_wheels_;  // null when the ground is rigid
};

}  // namespace botlab::sim::legged
