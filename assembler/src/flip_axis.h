// SPDX-License-Identifier: GPL-3.0-or-later
// The axis a part is flipped about on its connector (F), shared by the ghost and placed parts.
#pragma once

#include <cmath>

#include "botlab/sim/types.h"

namespace botlab::assembler {

/// Unit axis perpendicular to `axis` (a unit vector) about which a part with orientation
/// `R_MP` turns upside down on its connector: the part's own axis (a column of R_MP) nearest to
/// perpendicular to `axis`, with its part along `axis` removed.
inline sim::Vec3 flipAxisAcross(const sim::Mat3& R_MP, const sim::Vec3& axis) {
    sim::Vec3 across = axis.unitOrthogonal();
    double best = 2.0;
    for (int k = 0; k < 3; ++k) {
        const double c = std::abs(R_MP.col(k).dot(axis));
        if (c < best) {
            best = c;
            across = (R_MP.col(k) - R_MP.col(k).dot(axis) * axis).normalized();
        }
    }
    return across;
}

}  // namespace botlab::assembler
