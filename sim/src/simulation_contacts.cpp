// SPDX-License-Identifier: GPL-3.0-or-later
// Contacts: the collision callback, contact joints and their surface parameters, touch
// sensors and the world bodies robots touch (see simulation_impl.h).
#include "simulation_impl.h"

namespace botlab::sim {

void Simulation::Impl::nearCallback(void* data, dGeomID a, dGeomID b) {
    if (dGeomIsSpace(a) || dGeomIsSpace(b)) {
        dSpaceCollide2(a, b, data, &nearCallback);
        return;
    }
    static_cast<Impl*>(data)->handlePair(a, b);
}

void Simulation::Impl::handlePair(dGeomID a, dGeomID b) {
    auto* ia = static_cast<GeomInfo*>(dGeomGetData(a));
    auto* ib = static_cast<GeomInfo*>(dGeomGetData(b));
    if (ia->kind == GeomKind::Touch || ib->kind == GeomKind::Touch) {
        if (ia->kind == GeomKind::Touch && ib->kind == GeomKind::Touch) return;
        GeomInfo* t = ia->kind == GeomKind::Touch ? ia : ib;
        bool& touching = robots[static_cast<std::size_t>(t->robot)]
                             .sensorState[static_cast<std::size_t>(t->sensor)]
                             .touching;
        if (touching) return;
        dContactGeom cg;
        if (dCollide(a, b, 1, &cg, sizeof(dContactGeom)) > 0) touching = true;
        return;
    }
    const bool groundA = ia->kind == GeomKind::Ground || ia->kind == GeomKind::Terrain;
    const bool groundB = ib->kind == GeomKind::Ground || ib->kind == GeomKind::Terrain;
    if ((ia->customGround && groundB) || (ib->customGround && groundA)) return;
    int n = dCollide(a, b, kMaxContacts, &contacts[0].geom, sizeof(dContact));
    if (n <= 0) return;
    if (n == 2 && isWheelOnPlane(a, b)) n = mergeLineContact();
    if (ia->kind == GeomKind::Link && ib->kind == GeomKind::WorldBody)
        markTouched(ia->robot, ib->body);
    else if (ib->kind == GeomKind::Link && ia->kind == GeomKind::WorldBody)
        markTouched(ib->robot, ia->body);
    const double mu = std::sqrt(ia->material.friction * ib->material.friction);
    const double bounce = std::max(ia->material.bounce, ib->material.bounce);
    dBodyID ba = dGeomGetBody(a);
    dBodyID bb = dGeomGetBody(b);
    for (int i = 0; i < n; ++i) {
        dContact& c = contacts[i];
        c.surface.mode = dContactApprox1 | dContactSoftERP | dContactSoftCFM;
        c.surface.mu = mu;
        c.surface.soft_erp = 0.2;
        c.surface.soft_cfm = 1e-5;
        if (bounce > 0.0) {
            c.surface.mode |= dContactBounce;
            c.surface.bounce = bounce;
            c.surface.bounce_vel = 0.05;
        }
        dJointID j = dJointCreateContact(odeWorld, contactGroup, &c);
        dJointAttach(j, ba, bb);
    }
}

bool Simulation::Impl::isWheelOnPlane(dGeomID a, dGeomID b) {
    const int ca = dGeomGetClass(a), cb = dGeomGetClass(b);
    dGeomID cyl = nullptr;
    if (ca == dCylinderClass && cb == dPlaneClass) cyl = a;
    if (cb == dCylinderClass && ca == dPlaneClass) cyl = b;
    if (!cyl) return false;
    dBodyID body = dGeomGetBody(cyl);
    if (!body) return false;
    const dReal* R = dGeomGetRotation(cyl);  // the cylinder's axis is its local Z
    const int joints = dBodyGetNumJoints(body);
    for (int i = 0; i < joints; ++i) {
        dJointID j = dBodyGetJoint(body, i);
        if (dJointGetType(j) != dJointTypeHinge) continue;
        dVector3 axis;
        dJointGetHingeAxis(j, axis);
        if (std::abs(axis[0] * R[2] + axis[1] * R[6] + axis[2] * R[10]) > 0.999) return true;
    }
    return false;
}

int Simulation::Impl::mergeLineContact() {
    dContactGeom& g0 = contacts[0].geom;
    const dContactGeom& g1 = contacts[1].geom;
    for (int k = 0; k < 3; ++k) g0.pos[k] = 0.5 * (g0.pos[k] + g1.pos[k]);
    g0.depth = 0.5 * (g0.depth + g1.depth);
    return 1;
}

void Simulation::Impl::markTouched(int r, int body) {
    RobotRt& rt = robots[static_cast<std::size_t>(r)];
    char& f = rt.touchedFlags[static_cast<std::size_t>(body)];
    if (!f) {
        f = 1;
        rt.touched.push_back(body);
    }
}

void Simulation::Impl::collide() {
    for (RobotRt& rt : robots) {
        for (int b : rt.touched) rt.touchedFlags[static_cast<std::size_t>(b)] = 0;
        rt.touched.clear();
        for (SensorRt& s : rt.sensorState) s.touching = false;
    }
    dSpaceCollide(top, this, &nearCallback);
    dSpaceCollide(movableSpace, this, &nearCallback);
    for (RobotRt& rt : robots) std::sort(rt.touched.begin(), rt.touched.end());
}

}  // namespace botlab::sim
