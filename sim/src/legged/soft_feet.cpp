// SPDX-License-Identifier: GPL-3.0-or-later
// Soft-terrain feet of the legged controllers (see soft_feet.h).
#include "soft_feet.h"

#include <algorithm>
#include <cassert>
#include <cmath>

#include "build_util.h"

namespace botlab::sim::legged::detail {

SoftFeet::SoftFeet(std::string ground, std::vector<int> foot_links, int sphere_shape)
    : ground_(std::move(ground)), links_(std::move(foot_links)), sphere_(sphere_shape) {
    assert(ground_.empty() || softTerrain(ground_));  // makeLeggedTemplate checks the name
}

SoftFeet SoftFeet::wheels(std::string ground, std::vector<int> wheel_links, int cylinder_shape) {
    SoftFeet f(std::move(ground), std::move(wheel_links), cylinder_shape);
    f.wheels_ = true;
    return f;
}

void SoftFeet::apply(Simulation& sim, int robot) {
    if (ground_.empty()) return;
    const RobotModel& model = sim.robot(robot);
    if (!init_) {
        const auto params = softTerrain(ground_).value_or(*softTerrain("concrete"));
        // Effective mass of the implicit contact: the foot link's own mass, the smallest mass the
        // foot can have (a swing leg whose servos saturate); stable for anything heavier.
        const double mass = totalMass(model);
        mass_kg_ = mass;
        feet_.clear();
        for (int link : links_) {
            const Link& l = model.links[static_cast<std::size_t>(link)];
            const double radius = l.shapes[static_cast<std::size_t>(sphere_)].radius_m;
            const double foot_kg = massProperties(l).mass_kg;
            feet_.emplace_back(params, radius, foot_kg, 20.0 * mass * 9.81);
            if (wheels_) {
                // Damping ratio 0.2 for the wheel's share of the robot on the ground's stiffness:
                // the law's own damping, c_N d, vanishes at the sub-millimetre sinkage of a
                // wheel, and undamped the 200 kg robot bounced on its servo-held legs.
                const double load_kg = mass / static_cast<double>(links_.size());
                feet_.back().setExtraNormalDamping(0.4 * std::sqrt(params.k_N * load_kg));
            }
        }
        init_ = true;
    }
    const double dt = sim.step_s();
    // Each foot carries its share of the robot's weight (all feet standing): the implicit normal
    // step assumes that load on the foot's own mass (SoftFootContact::setSupport), so a robot
    // standing on all its feet sinks by Table 1's load / k_N. (Counting only the feet on the
    // ground made the load jump as a foot lifted; the share's mass instead of the foot's, or
    // more, threw the robot up from the stiff grounds.)
    const double share_kg = mass_kg_ / static_cast<double>(std::max<std::size_t>(1, links_.size()));
    for (SoftFootContact& f : feet_) f.setSupport(share_kg * 9.81, 0.0);
    contacts_.resize(links_.size());
    for (std::size_t i = 0; i < links_.size(); ++i) {
        const int link = links_[i];
        contacts_[i] = FootContact{};
        contacts_[i].link = link;
        const Link& l = model.links[static_cast<std::size_t>(link)];
        const Pose X = sim.linkPose(robot, link);
        const Shape& shape = l.shapes[static_cast<std::size_t>(sphere_)];
        Vec3 centre = X * shape.X_LS.translation;
        Vec3 v = pointVelocity(sim, robot, link, centre);
        Vec3 normal = sim.groundNormal(centre.x(), centre.z());
        if (wheels_) {
            // The wheel's lowest point: from the axle straight down the wheel's plane. The
            // contact sees a sphere of the wheel's radius resting on that point, moving with
            // the wheel's material there (at rest on the ground when the wheel rolls), and
            // forgets its touchdown point every step.
            const Vec3 axle = (X.rotation * shape.X_LS.rotation * Vec3::UnitZ()).normalized();
            Vec3 down = -(normal - normal.dot(axle) * axle);
            if (down.norm() < 1e-6) continue;  // the wheel lies flat: no rolling contact
            down.normalize();
            const Vec3 lowest = centre + shape.radius_m * down;
            normal = sim.groundNormal(lowest.x(), lowest.z());
            v = pointVelocity(sim, robot, link, lowest);
            centre = lowest + shape.radius_m * normal;
            feet_[i].reset();
        }
        const auto out =
            feet_[i].compute(centre, v, sim.groundHeight(centre.x(), centre.z()), normal, dt);
        if (out.in_contact) sim.addForceAtPoint(robot, link, out.force_W, out.point_W);
        FootContact& fc = contacts_[i];
        fc.link = link;
        fc.position_W = out.in_contact ? out.point_W : centre - shape.radius_m * normal;
        fc.depth_m = out.in_contact ? std::max(0.0, out.depth_m) : 0.0;
        fc.normal_force_N = out.normal_force_N;
        fc.in_contact = out.in_contact;
    }
}

}  // namespace botlab::sim::legged::detail
