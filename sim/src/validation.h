// SPDX-License-Identifier: GPL-3.0-or-later
// Internal validation helpers shared by models.cpp and simulation.cpp.
#pragma once

#include <string>

#include "botlab/sim/types.h"

namespace botlab::sim::detail {

/// Formats a number for an error message.
std::string num(double v);
/// Empty when the pose is finite with a non-zero quaternion, else what is wrong.
std::string checkPose(const Pose& p);
std::string checkMaterial(const Material& m);
/// Empty when the shape is valid; `needMass` also requires a positive finite mass.
std::string checkShape(const Shape& s, bool needMass);

}  // namespace botlab::sim::detail
