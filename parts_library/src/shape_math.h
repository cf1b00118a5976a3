// SPDX-License-Identifier: GPL-3.0-or-later
// Volume of sim shapes, computed here so the parts library does not need the sim's sources.
#pragma once

#include <numbers>

#include "botlab/sim/types.h"

namespace botlab::parts_library::detail {

inline double volumeOf(const sim::Shape& s) {
    switch (s.type) {
        case sim::ShapeType::Box:
            return s.size_m.x() * s.size_m.y() * s.size_m.z();
        case sim::ShapeType::Sphere:
            return 4.0 / 3.0 * std::numbers::pi * s.radius_m * s.radius_m * s.radius_m;
        case sim::ShapeType::Cylinder:
            return std::numbers::pi * s.radius_m * s.radius_m * s.length_m;
    }
    return 0.0;
}

}  // namespace botlab::parts_library::detail
