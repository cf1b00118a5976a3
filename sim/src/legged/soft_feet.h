// SPDX-License-Identifier: GPL-3.0-or-later
// Soft-terrain feet (seed 000) for the legged controllers (internal to sim/src/legged): one
// SoftFootContact per foot sphere on a link with custom_ground_contact, applied with
// Simulation::addForceAtPoint before each step.
#pragma once

#include <string>
#include <vector>

#include "botlab/sim/legged/legged.h"
#include "botlab/sim/legged/soft_contact.h"
#include "botlab/sim/simulation.h"

namespace botlab::sim::legged::detail {

class SoftFeet {
public:
    SoftFeet() = default;
    /// `ground`: a softTerrainNames() name, or "" for rigid ground (apply() then does nothing).
    /// The feet are spheres: shape `sphere_shape` of each link in `foot_links`.
    SoftFeet(std::string ground, std::vector<int> foot_links, int sphere_shape);
    /// Wheels instead of feet: shape `cylinder_shape` of each link is a wheel (a cylinder, its
    /// axle along the shape's z). The contact is at the wheel's lowest point; it has no
    /// touchdown memory (the wheel rolls): the normal force is the soft-ground law, the
    /// tangential force the slip-velocity limit of the shear law, at most mu F_N.
    static SoftFeet wheels(std::string ground, std::vector<int> wheel_links, int cylinder_shape);

    bool enabled() const { return !ground_.empty(); }
    const std::string& ground() const { return ground_; }

    /// Computes and applies the contact forces for the coming step.
    void apply(Simulation& sim, int robot);
    /// Per foot, the contact computed by the last apply() (empty before it).
    const std::vector<FootContact>& contacts() const { return contacts_; }

private:
    std::string ground_;
    std::vector<int> links_;
    int sphere_ = 0;
    bool wheels_ = false;
    std::vector<SoftFootContact> feet_;
    std::vector<FootContact> contacts_;
    bool init_ = false;
    double mass_kg_ = 0.0;  // the robot's
};

}  // namespace botlab::sim::legged::detail
