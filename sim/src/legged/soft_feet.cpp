// SPDX-License-Identifier: GPL-3.0-or-later
// Soft-terrain feet of the legged controllers (see soft_feet.h).
#include "soft_feet.h"

#include <cassert>

#include "build_util.h"

namespace botlab::sim::legged::detail {

SoftFeet::SoftFeet(std::string ground, std::vector<int> foot_links, int sphere_shape)
    : ground_(std::move(ground)), links_(std::move(foot_links)), sphere_(sphere_shape) {
    assert(ground_.empty() || softTerrain(ground_));  // makeLeggedTemplate checks the name
}

void SoftFeet::apply(Simulation& sim, int robot) {
    if (ground_.empty()) return;
    const RobotModel& model = sim.robot(robot);
    if (!init_) {
        const auto params = softTerrain(ground_).value_or(*softTerrain("concrete"));
        // Effective mass of the implicit contact: the foot link's own mass, the smallest mass the
        // foot can have (a swing leg whose servos saturate); stable for anything heavier.
        const double mass = totalMass(model);
        feet_.clear();
        for (int link : links_) {
            const Link& l = model.links[static_cast<std::size_t>(link)];
            const double radius = l.shapes[static_cast<std::size_t>(sphere_)].radius_m;
            feet_.emplace_back(params, radius, massProperties(l).mass_kg, 20.0 * mass * 9.81);
        }
        init_ = true;
    }
    const double dt = sim.step_s();
    for (std::size_t i = 0; i < links_.size(); ++i) {
        const int link = links_[i];
        const Link& l = model.links[static_cast<std::size_t>(link)];
        const Pose X = sim.linkPose(robot, link);
        const Vec3 centre = X * l.shapes[static_cast<std::size_t>(sphere_)].X_LS.translation;
        const Vec3 v = pointVelocity(sim, robot, link, centre);
        const auto out = feet_[i].compute(centre, v, sim.groundHeight(centre.x(), centre.z()),
                                          sim.groundNormal(centre.x(), centre.z()), dt);
        if (out.in_contact) sim.addForceAtPoint(robot, link, out.force_W, out.point_W);
    }
}

}  // namespace botlab::sim::legged::detail
