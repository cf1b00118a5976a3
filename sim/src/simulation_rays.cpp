// SPDX-License-Identifier: GPL-3.0-or-later
// Rays: the ray cast behind distance and flame sensors and Simulation::castRay, and the ground
// queries (see simulation_impl.h).
#include "simulation_impl.h"

namespace botlab::sim {

void Simulation::Impl::rayCallback(void* data, dGeomID rayGeom, dGeomID g) {
    auto* q = static_cast<RayQuery*>(data);
    if (dGeomIsSpace(g)) {
        if (reinterpret_cast<dSpaceID>(g) == q->skip) return;
        dSpaceCollide2(rayGeom, g, data, &rayCallback);
        return;
    }
    auto* info = static_cast<GeomInfo*>(dGeomGetData(g));
    if (info->kind == GeomKind::Touch) return;
    dContactGeom cg;
    if (dCollide(rayGeom, g, 1, &cg, sizeof(dContactGeom)) > 0 && cg.depth < q->best) {
        q->best = cg.depth;
        q->hit = cg;
    }
}

double Simulation::Impl::rayCast(const Vec3& o, const Vec3& d, double maxLen, int ignoreRobot,
                                 dContactGeom* hit) {
    dGeomRaySet(ray, o.x(), o.y(), o.z(), d.x(), d.y(), d.z());
    dGeomRaySetLength(ray, maxLen);
    RayQuery q{
        this,
        validRobot(ignoreRobot) ? robots[static_cast<std::size_t>(ignoreRobot)].space : nullptr,
        INFINITY,
        {}};
    // The top space's children directly, in their fixed order (static, movable, robots).
    auto visit = [&](dSpaceID sp) {
        if (sp != q.skip && dSpaceGetNumGeoms(sp) > 0)
            dSpaceCollide2(ray, reinterpret_cast<dGeomID>(sp), &q, &rayCallback);
    };
    visit(staticSpace);
    visit(movableSpace);
    for (const RobotRt& rt : robots) visit(rt.space);
    if (hit && std::isfinite(q.best)) *hit = q.hit;
    return q.best;
}

// ==================================================================== public API

namespace {

/// The heightfield cell under (x, z) and the point's place in it: the corner samples h00 (ix, iz),
/// h10, h01, h11 and the fractions fx, fz in [0, 1]. ODE splits each cell along the diagonal from
/// (ix+1, iz) to (ix, iz+1): the point is in the first triangle when fx + fz <= 1.
struct TerrainCell {
    double h00, h10, h01, h11, fx, fz;
    bool firstTriangle() const { return fx + fz <= 1.0; }
};

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

double Simulation::groundHeight(double x_m, double z_m) const {
    if (!d_->world.terrain) return 0.0;
    const TerrainCell t = terrainCell(*d_->world.terrain, x_m, z_m);
    if (t.firstTriangle()) return t.h00 + (t.h10 - t.h00) * t.fx + (t.h01 - t.h00) * t.fz;
    return t.h11 + (t.h01 - t.h11) * (1.0 - t.fx) + (t.h10 - t.h11) * (1.0 - t.fz);
}

Vec3 Simulation::groundNormal(double x_m, double z_m) const {
    if (!d_->world.terrain) return Vec3::UnitY();
    const double c = d_->world.terrain->cell_m;
    const TerrainCell t = terrainCell(*d_->world.terrain, x_m, z_m);
    const double dhdx = (t.firstTriangle() ? t.h10 - t.h00 : t.h11 - t.h01) / c;
    const double dhdz = (t.firstTriangle() ? t.h01 - t.h00 : t.h11 - t.h10) / c;
    return Vec3(-dhdx, 1.0, -dhdz).normalized();
}

std::optional<RayHit> Simulation::castRay(const Vec3& from_W, const Vec3& dir_W, double max_m,
                                          int ignore_robot) const {
    if (!from_W.allFinite() || !dir_W.allFinite() || !(dir_W.norm() > 1e-12) ||
        !std::isfinite(max_m) || !(max_m > 0.0))
        return std::nullopt;
    detail::ensureOde();
    const Vec3 d = dir_W.normalized();
    dContactGeom cg{};
    const double dist = d_->rayCast(from_W, d, max_m, ignore_robot, &cg);
    if (!std::isfinite(dist) || dist > max_m) return std::nullopt;
    RayHit hit;
    hit.distance_m = dist;
    hit.p_W = from_W + dist * d;
    hit.normal_W = Vec3(cg.normal[0], cg.normal[1], cg.normal[2]);
    if (hit.normal_W.dot(d) > 0) hit.normal_W = -hit.normal_W;
    if (hit.normal_W.norm() > 1e-12) hit.normal_W.normalize();
    return hit;
}

}  // namespace botlab::sim
