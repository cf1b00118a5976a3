// SPDX-License-Identifier: GPL-3.0-or-later
// The ground surface of a terrain heightfield, as ODE collides with it (see world_model.h).
#include <algorithm>
#include <cmath>
#include <cstddef>

#include "botlab/sim/world_model.h"

namespace botlab::sim {

namespace {

/// The heightfield cell under (x, z) and the point's place in it: the corner samples h00 (ix, iz),
/// h10, h01, h11 and the fractions fx, fz in [0, 1]. ODE splits each cell along the diagonal from
/// (ix+1, iz) to (ix, iz+1): the point is in the first triangle when fx + fz <= 1.
struct TerrainCell {
    double h00, h10, h01, h11, fx, fz;
    bool firstTriangle() const { return fx + fz <= 1.0; }
};

bool wellFormed(const Heightfield& h) {
    return h.samples_x >= 2 && h.samples_z >= 2 && h.cell_m > 0.0 &&
           h.heights_m.size() ==
               static_cast<std::size_t>(h.samples_x) * static_cast<std::size_t>(h.samples_z);
}

TerrainCell terrainCell(const Heightfield& h, double x_m, double z_m) {
    const double u =
        std::clamp((x_m - h.min_x_m) / h.cell_m, 0.0, static_cast<double>(h.samples_x - 1));
    const double v =
        std::clamp((z_m - h.min_z_m) / h.cell_m, 0.0, static_cast<double>(h.samples_z - 1));
    const int ix = std::min(static_cast<int>(u), h.samples_x - 2);
    const int iz = std::min(static_cast<int>(v), h.samples_z - 2);
    auto H = [&](int i, int k) {
        return h.heights_m[static_cast<std::size_t>(k) * static_cast<std::size_t>(h.samples_x) +
                           static_cast<std::size_t>(i)];
    };
    return {H(ix, iz), H(ix + 1, iz), H(ix, iz + 1), H(ix + 1, iz + 1), u - ix, v - iz};
}

}  // namespace

double heightAt(const Heightfield& h, double x_m, double z_m) {
    if (!wellFormed(h)) return 0.0;
    const TerrainCell t = terrainCell(h, x_m, z_m);
    if (t.firstTriangle()) return t.h00 + (t.h10 - t.h00) * t.fx + (t.h01 - t.h00) * t.fz;
    return t.h11 + (t.h01 - t.h11) * (1.0 - t.fx) + (t.h10 - t.h11) * (1.0 - t.fz);
}

Vec3 normalAt(const Heightfield& h, double x_m, double z_m) {
    if (!wellFormed(h)) return Vec3::UnitY();
    const TerrainCell t = terrainCell(h, x_m, z_m);
    const double dhdx = (t.firstTriangle() ? t.h10 - t.h00 : t.h11 - t.h01) / h.cell_m;
    const double dhdz = (t.firstTriangle() ? t.h01 - t.h00 : t.h11 - t.h10) / h.cell_m;
    return Vec3(-dhdx, 1.0, -dhdz).normalized();
}

}  // namespace botlab::sim
