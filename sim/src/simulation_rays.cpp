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
    // A robot whose bounding box (the union of its shapes' boxes) the ray's box misses cannot be
    // hit: ODE would test each of its shapes' boxes against the ray's and reject every one. In
    // an arena the other robots are mostly out of a sensor's reach; skipping them whole is
    // exact (the margin only ever keeps a robot in).
    const Vec3 e = o + d * maxLen;
    constexpr double kMargin_m = 1e-6;
    const double rayBox[6] = {
        std::min(o.x(), e.x()) - kMargin_m, std::max(o.x(), e.x()) + kMargin_m,
        std::min(o.y(), e.y()) - kMargin_m, std::max(o.y(), e.y()) + kMargin_m,
        std::min(o.z(), e.z()) - kMargin_m, std::max(o.z(), e.z()) + kMargin_m};
    for (const RobotRt& rt : robots) {
        if (rt.space == q.skip || dSpaceGetNumGeoms(rt.space) == 0) continue;
        dSpaceClean(rt.space);  // the shapes' boxes after the last step (ODE would do it too)
        dReal box[6];
        dGeomGetAABB(reinterpret_cast<dGeomID>(rt.space), box);
        if (box[0] > rayBox[1] || box[1] < rayBox[0] || box[2] > rayBox[3] || box[3] < rayBox[2] ||
            box[4] > rayBox[5] || box[5] < rayBox[4])
            continue;
        visit(rt.space);
    }
    if (hit && std::isfinite(q.best)) *hit = q.hit;
    return q.best;
}

// ==================================================================== public API

double Simulation::groundHeight(double x_m, double z_m) const {
    return d_->world.terrain ? heightAt(*d_->world.terrain, x_m, z_m) : 0.0;
}

Vec3 Simulation::groundNormal(double x_m, double z_m) const {
    return d_->world.terrain ? normalAt(*d_->world.terrain, x_m, z_m) : Vec3::UnitY();
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
