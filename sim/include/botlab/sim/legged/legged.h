// SPDX-License-Identifier: GPL-3.0-or-later
// Legged robot templates and their controllers (hexapod, quadruped, wheel-legged).
// A controller is a plain object driven once per physics step; Lua's legs.* calls only set its
// command. No Qt.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/sim/robot_model.h"
#include "botlab/sim/simulation.h"

namespace botlab::sim::legged {

/// One foot's contact with soft ground after the last update() (the seed 000 soft contact).
struct FootContact {
    int link = 0;                    ///< The foot's link (tibia, foot or wheel link).
    Vec3 position_W = Vec3::Zero();  ///< The foot's lowest point (m, world).
    double depth_m = 0.0;            ///< Sinkage below the ground surface (m, >= 0).
    double normal_force_N = 0.0;     ///< Normal force of the ground on the foot.
    bool in_contact = false;         ///< The foot touches the ground.
};

class LeggedController {
public:
    virtual ~LeggedController() = default;
    /// Gait names this robot supports ("tripod", "ripple", "wave", "trot", "roll", ...).
    virtual std::vector<std::string> gaits() const = 0;
    /// Selects a gait; an Error names the unknown gait and lists the known ones.
    virtual Status setGait(std::string_view name) = 0;
    /// Body velocity command in the robot frame: forward (+X) and sideways (+Z = right) in m/s,
    /// turn rate in rad/s (counter-clockwise seen from above).
    virtual void move(double forward_m_s, double sideways_m_s, double turn_rad_s) = 0;
    virtual void stand() = 0;
    virtual void sit() = 0;
    /// Called by the runner before every physics step: reads the state, sets servo targets,
    /// hinge torques and foot forces for the coming step.
    virtual void update(Simulation& sim, int robot) = 0;
    /// Per foot (in leg order), its soft-ground contact as computed by the last update(); empty
    /// when the feet use the engine's rigid contacts (no soft_terrain) or before the first update.
    virtual std::vector<FootContact> footContacts() const { return {}; }
};

/// A legged robot ready to spawn, with its controller.
struct LeggedTemplate {
    RobotModel model;
    Pose X_WM;  ///< Suggested start pose (standing on flat ground at the origin).
    std::unique_ptr<LeggedController> controller;
    /// The ground model the feet actually use: a softTerrainNames() name when the controller
    /// applies the seed 000 soft foot contact, "" when the engine's rigid contacts carry the feet
    /// (for wheel_legged the wheels: the soft-ground law at each wheel's lowest point).
    std::string soft_terrain;
};

/// "hexapod", "quadruped", "wheel_legged", "manned_hexapod".
std::vector<std::string> leggedTemplateNames();

/// Builds a template by name; an Error for an unknown name.
Result<LeggedTemplate> makeLeggedTemplate(std::string_view name);

/// Options of the templates (defaults = what makeLeggedTemplate(name) builds).
struct LeggedOptions {
    /// Ground model under the feet (a scene's `soft_terrain`): "" = rigid ground, or one of the
    /// seed 000 ground types of softTerrainNames() ("concrete", "wood", "gravel", "sand",
    /// "hard_soil", "loose_soil", "peat"). The hexapod's and the quadruped's feet then get
    /// custom_ground_contact and their controller applies that ground's Hunt-Crossley / tanh
    /// shear forces; the wheel-legged robot's wheels get the same normal law at their lowest
    /// point (they sink) with a slip-limited traction. The ground is taken from here, not from
    /// the world's Heightfield.
    std::string soft_terrain;
    /// Quadruped: start in force-control mode (RNEA joint torques) instead of servo positions.
    bool quadruped_force_control = false;
};

/// Builds a template by name with options; an Error for an unknown template name, or for an
/// unknown options.soft_terrain (naming it and listing the seven ground types).
Result<LeggedTemplate> makeLeggedTemplate(std::string_view name, const LeggedOptions& options);

}  // namespace botlab::sim::legged
