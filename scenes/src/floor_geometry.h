// SPDX-License-Identifier: GPL-3.0-or-later
// Internal floor-plan geometry shared by the scene editor and the scene checks.
#pragma once

#include <algorithm>
#include <cmath>

#include "botlab/scenes/scene_document.h"

namespace botlab::scenes::detail {

/// Distance (m) from (x, z) to the segment from a to b (to a when the segment has no length).
inline double segmentDistance(const FloorPoint& a, const FloorPoint& b, double x, double z) {
    const double vx = b.x_m - a.x_m, vz = b.z_m - a.z_m;
    const double len2 = vx * vx + vz * vz;
    double t = len2 > 0 ? ((x - a.x_m) * vx + (z - a.z_m) * vz) / len2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    return std::hypot(a.x_m + t * vx - x, a.z_m + t * vz - z);
}

}  // namespace botlab::scenes::detail
