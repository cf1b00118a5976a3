// SPDX-License-Identifier: GPL-3.0-or-later
// How the legged templates look (internal to sim/src/legged): visuals built from primitives, so
// that a leg is drawn as it would be built — an actuator housing at every joint, links that reach
// into the housings at both ends, horns and brackets, rubber feet, wheels with tyres — while the
// collision shapes stay as the physics needs them. Visuals only; nothing here changes a shape,
// a mass or a joint (the state hash of a run does not depend on it).
//
// Every builder takes points in the model frame M at the model's configuration and stores the
// visual in the link's frame (the templates' links have M's axes, so that is a translation).
#pragma once

#include <array>

#include "botlab/sim/legged/robots.h"
#include "botlab/sim/robot_model.h"

namespace botlab::sim::legged::detail {

/// Colour and finish of a visual.
struct Look {
    std::array<float, 4> rgba = {0.7f, 0.7f, 0.7f, 1.0f};
    Finish finish = Finish::Plastic;
};

/// A box of full extents `size_m` along the axes of `R_M` (model frame), centred at `centre_M`.
void addBox(Link& link, const Vec3& centre_M, const Quat& R_M, const Vec3& size_m,
            const Look& look);
/// A cylinder on the axis `axis_M` (any length, not zero) through `centre_M`.
void addCylinder(Link& link, const Vec3& centre_M, const Vec3& axis_M, double radius_m,
                 double length_m, const Look& look);
void addSphere(Link& link, const Vec3& centre_M, double radius_m, const Look& look);
/// A bar from a to b, longer by `overhang_m` at both ends (so it reaches into what it joins), its
/// `thickness_m` along `across_M` (made perpendicular to the bar) and its `width_m` along the
/// third direction.
void addBar(Link& link, const Vec3& a_M, const Vec3& b_M, const Vec3& across_M, double width_m,
            double thickness_m, double overhang_m, const Look& look);

/// The templates' looks: replace the visuals the builders made from the shapes with parts that
/// look built. Each one is called at the end of its model builder, with its config.
void dressHexapod(RobotModel& m, const HexapodConfig& c);
void dressQuadruped(RobotModel& m, const QuadrupedConfig& c);
void dressWheelLegged(RobotModel& m, const WheelLeggedConfig& c);
/// The manned hexapod's cab on its body (link 0): frames, translucent glass (alpha < 1), seat,
/// dashboard and joysticks; called after its cab shapes are added (they get no visuals).
void dressMannedCab(RobotModel& m, const MannedCab& cab);

}  // namespace botlab::sim::legged::detail
