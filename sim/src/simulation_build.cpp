// SPDX-License-Identifier: GPL-3.0-or-later
// Building the ODE world from the models: bodies, joints, geoms and spaces (see
// simulation_impl.h).
#include "simulation_impl.h"
#include "validation.h"

namespace botlab::sim {

namespace {

/// The order in which the robots' bodies and joints are created, drawn from the seed. ODE's
/// quick-step solver sweeps the constraints of touching robots in the order of their bodies in
/// the world (the last created first) for its first sweeps, which gives one robot of a dead-even
/// push (two identical sumo robots nose to nose) a slight edge: the last created one. Created in
/// start order, the robot on the highest start won every decided push of identical programs; a
/// seeded order keeps every run deterministic while no start is favoured over seeds (and a
/// tournament, which plays each pairing from both starts with the same seed, gives each side the
/// favoured start once). One robot: always {0}, so single-robot runs are unchanged.
std::vector<int> creationOrder(std::size_t robots, std::uint64_t seed) {
    std::vector<int> order(robots);
    for (std::size_t i = 0; i < robots; ++i) order[i] = static_cast<int>(i);
    core::SplitMix64 sm(seed ^ 0x6f72646572ull);  // "order": a stream of its own
    for (std::size_t i = robots; i > 1; --i)
        std::swap(order[i - 1], order[static_cast<std::size_t>(sm.next() % i)]);
    return order;
}

void setGeomOffset(dGeomID g, const Vec3& t, const Quat& q) {
    dGeomSetOffsetPosition(g, t.x(), t.y(), t.z());
    dQuaternion dq = {q.w(), q.x(), q.y(), q.z()};
    dGeomSetOffsetQuaternion(g, dq);
}

void setGeomPose(dGeomID g, const Pose& X) {
    dGeomSetPosition(g, X.translation.x(), X.translation.y(), X.translation.z());
    dQuaternion dq = {X.rotation.w(), X.rotation.x(), X.rotation.y(), X.rotation.z()};
    dGeomSetQuaternion(g, dq);
}

dGeomID createShapeGeom(dSpaceID space, const Shape& s) {
    switch (s.type) {
        case ShapeType::Box:
            return dCreateBox(space, s.size_m.x(), s.size_m.y(), s.size_m.z());
        case ShapeType::Sphere:
            return dCreateSphere(space, s.radius_m);
        case ShapeType::Cylinder:
            return dCreateCylinder(space, s.radius_m, s.length_m);
    }
    return nullptr;
}

void setMass(dBodyID b, double mass, const Mat3& I, std::deque<BodyInfo>& infos) {
    dMass m;
    dMassSetZero(&m);
    dMassSetParameters(&m, mass, 0, 0, 0, I(0, 0), I(1, 1), I(2, 2), I(0, 1), I(0, 2), I(1, 2));
    dBodySetMass(b, &m);
    infos.push_back({1.0 / mass, 1.0 / std::min({I(0, 0), I(1, 1), I(2, 2)})});
    dBodySetData(b, &infos.back());
}

}  // namespace

Simulation::Impl::Impl() {
    const double golden = kPi * (3.0 - std::sqrt(5.0));
    for (int k = 0; k < kLineSamples; ++k) {
        const double r = std::sqrt((k + 0.5) / kLineSamples);
        lineSamples[static_cast<std::size_t>(k)] =
            Vec3(r * std::cos(k * golden), 0.0, r * std::sin(k * golden));
    }
}

void Simulation::Impl::destroy() {
    if (!odeWorld) return;
    detail::ensureOde();
    if (ray) dGeomDestroy(ray);
    if (contactGroup) dJointGroupDestroy(contactGroup);
    if (top) dSpaceDestroy(top);  // destroys sub-spaces and their geoms
    if (hfData) dGeomHeightfieldDataDestroy(hfData);
    dWorldDestroy(odeWorld);  // destroys bodies and joints
    odeWorld = nullptr;
    top = staticSpace = movableSpace = nullptr;
    contactGroup = nullptr;
    hfData = nullptr;
    terrainGeom = nullptr;
    ray = nullptr;
    infos.clear();
    bodyInfos.clear();
    worldBodies.clear();
    worldGeoms.clear();
    robots.clear();
}

Status Simulation::Impl::build() {
    detail::ensureOde();
    odeWorld = dWorldCreate();
    dWorldSetGravity(odeWorld, world.gravity_m_s2.x(), world.gravity_m_s2.y(),
                     world.gravity_m_s2.z());
    dWorldSetERP(odeWorld, 0.2);
    dWorldSetCFM(odeWorld, 1e-9);
    // Tracks and belts chain several coupled wheels to one motor; ODE's iterative solver needs
    // more sweeps to hold them (a tracked robot's heading drifted 1.7 degrees per metre at 20,
    // 0.5 at 40; see tests/sim/tst_sim_drives.cpp).
    bool drives = false;
    for (const RobotSpawn& sp : spawns) {
        drives = drives || !sp.model.loops.empty() ||
                 std::any_of(sp.model.gears.begin(), sp.model.gears.end(),
                             [](const GearCoupling& g) { return g.max_torque_Nm.has_value(); });
    }
    dWorldSetQuickStepNumIterations(
        odeWorld, drives ? std::max(world.solver_iterations, kDriveSolverIterations)
                         : world.solver_iterations);
    dWorldSetContactSurfaceLayer(odeWorld, world.contact_layer_m);
    dWorldSetContactMaxCorrectingVel(odeWorld, 1.0);
    dWorldSetAutoDisableFlag(odeWorld, 1);
    dWorldSetAutoDisableLinearThreshold(odeWorld, kSleepLinear_m_s);
    dWorldSetAutoDisableAngularThreshold(odeWorld, kSleepAngular_rad_s);
    dWorldSetAutoDisableSteps(odeWorld, kSleepSteps);
    dWorldSetAutoDisableTime(odeWorld, 0);
    dWorldSetAutoDisableAverageSamplesCount(odeWorld, 1);
    contactGroup = dJointGroupCreate(0);
    top = dSimpleSpaceCreate(nullptr);
    staticSpace = dSimpleSpaceCreate(top);
    movableSpace = dSimpleSpaceCreate(top);
    ray = dCreateRay(nullptr, 1.0);
    dGeomRaySetFirstContact(ray, 0);
    dGeomRaySetBackfaceCull(ray, 0);
    dGeomRaySetClosestHit(ray, 1);

    // Ground.
    if (world.terrain) {
        const Heightfield& h = *world.terrain;
        hfData = dGeomHeightfieldDataCreate();
        const double width = (h.samples_x - 1) * h.cell_m;
        const double depth = (h.samples_z - 1) * h.cell_m;
        dGeomHeightfieldDataBuildDouble(hfData, h.heights_m.data(), 1, width, depth, h.samples_x,
                                        h.samples_z, 1.0, 0.0, h.thickness_m, 0);
        const auto [lo, hi] = std::minmax_element(h.heights_m.begin(), h.heights_m.end());
        dGeomHeightfieldDataSetBounds(hfData, *lo, *hi);
        terrainGeom = dCreateHeightfield(staticSpace, hfData, 1);
        dGeomSetPosition(terrainGeom, h.min_x_m + width / 2, 0.0, h.min_z_m + depth / 2);
        dGeomSetData(terrainGeom, newInfo({GeomKind::Terrain, -1, -1, -1, -1, false, h.material}));
    } else if (world.ground_plane) {
        dGeomID plane = dCreatePlane(staticSpace, 0, 1, 0, 0);
        dGeomSetData(plane,
                     newInfo({GeomKind::Ground, -1, -1, -1, -1, false, world.ground_material}));
    }

    // World bodies.
    for (std::size_t i = 0; i < world.bodies.size(); ++i) {
        const WorldBody& wb = world.bodies[i];
        const Pose X = normalised(wb.X_WB);
        dGeomID g = createShapeGeom(wb.movable ? movableSpace : staticSpace, wb.shape);
        dBodyID b = nullptr;
        if (wb.movable) {
            b = dBodyCreate(odeWorld);
            setMass(b, wb.shape.mass_kg, shapeInertia(wb.shape), bodyInfos);
            setBodyPose(b, X);
            dGeomSetBody(g, b);
        } else {
            setGeomPose(g, X);
        }
        dGeomSetData(g, newInfo({GeomKind::WorldBody, -1, -1, static_cast<int>(i), -1, false,
                                 wb.shape.material}));
        worldBodies.push_back(b);
        worldGeoms.push_back(g);
    }

    // Robots.
    robots.resize(spawns.size());
    for (int r : creationOrder(spawns.size(), seed)) {
        if (Status st = buildRobot(r); !st) return st;
    }

    if (world.floor.width_px > 0 && world.floor.height_px > 0) {
        texScaleX = world.floor.width_px / world.floor.size_x_m;
        texScaleZ = world.floor.height_px / world.floor.size_z_m;
    }
    flameLit.assign(world.flames.size(), 0);
    for (std::size_t i = 0; i < world.flames.size(); ++i) flameLit[i] = world.flames[i].lit;
    flameTimer.assign(world.flames.size(), 0.0);
    sound_p_B.assign(world.sounds.size(), Vec3::Zero());
    for (std::size_t i = 0; i < world.sounds.size(); ++i) {
        const SoundSource& so = world.sounds[i];
        if (so.body >= 0 && worldBodies[static_cast<std::size_t>(so.body)])
            sound_p_B[i] =
                normalised(world.bodies[static_cast<std::size_t>(so.body)].X_WB).inverse() * so.p_W;
    }
    steps = 0;
    rng.seed(seed);
    odeRandSeed = static_cast<unsigned long>(seed & 0xffffffffu) ^ 0x5eedu;
    failure.reset();
    updateHingeAngles(true);
    for (std::size_t r = 0; r < robots.size(); ++r) initGyros(static_cast<int>(r));
    updateSensors();
    return {};
}

Status Simulation::Impl::buildRobot(int r) {
    const RobotModel& m = model(r);
    const Pose X_WM = normalised(spawns[static_cast<std::size_t>(r)].X_WM);
    RobotRt& rt = robots[static_cast<std::size_t>(r)];
    rt.space = dSimpleSpaceCreate(top);
    const std::string robotName = "robot '" + m.name + "': ";
    for (std::size_t i = 0; i < m.links.size(); ++i) {
        const Link& l = m.links[i];
        const MassProperties mp = massProperties(l);
        const Pose X_WL = X_WM * normalised(l.X_ML);
        dBodyID b = dBodyCreate(odeWorld);
        setMass(b, mp.mass_kg, mp.inertia_L, bodyInfos);
        setBodyPose(b, {X_WL * mp.com_L, X_WL.rotation});
        rt.bodies.push_back(b);
        rt.com_L.push_back(mp.com_L);
        for (const Shape& s : l.shapes) {
            if (!s.collides) continue;
            dGeomID g = createShapeGeom(rt.space, s);
            dGeomSetBody(g, b);
            setGeomOffset(g, s.X_LS.translation - mp.com_L, s.X_LS.rotation.normalized());
            dGeomSetData(g, newInfo({GeomKind::Link, r, static_cast<int>(i), -1, -1,
                                     l.custom_ground_contact, s.material}));
        }
    }
    for (std::size_t i = 0; i < m.sensors.size(); ++i) {
        const Sensor& s = m.sensors[i];
        if (s.type != SensorType::Touch) continue;
        const auto li = static_cast<std::size_t>(s.link);
        const Pose X_LT = normalised(s.X_LS) * normalised(s.touch_shape.X_LS);
        dGeomID g = createShapeGeom(rt.space, s.touch_shape);
        dGeomSetBody(g, rt.bodies[li]);
        setGeomOffset(g, X_LT.translation - rt.com_L[li], X_LT.rotation);
        dGeomSetData(g, newInfo({GeomKind::Touch, r, s.link, -1, static_cast<int>(i), false,
                                 s.touch_shape.material}));
    }
    rt.hinges.resize(m.hinges.size());
    for (std::size_t i = 0; i < m.hinges.size(); ++i) {
        const Hinge& h = m.hinges[i];
        HingeRt& hr = rt.hinges[i];
        hr.joint = dJointCreateHinge(odeWorld, nullptr);
        dJointAttach(hr.joint, rt.bodies[static_cast<std::size_t>(h.child)],
                     h.parent >= 0 ? rt.bodies[static_cast<std::size_t>(h.parent)] : nullptr);
        const Vec3 a = X_WM * h.anchor_M;
        const Vec3 ax = X_WM.rotation * h.axis_M.normalized();
        dJointSetHingeAnchor(hr.joint, a.x(), a.y(), a.z());
        dJointSetHingeAxis(hr.joint, ax.x(), ax.y(), ax.z());
        if (h.lower_rad) {
            dJointSetHingeParam(hr.joint, dParamLoStop, *h.lower_rad);
            dJointSetHingeParam(hr.joint, dParamHiStop, *h.upper_rad);
        }
        dJointSetHingeParam(hr.joint, dParamVel, 0.0);
        dJointSetHingeParam(hr.joint, dParamFMax, h.friction_Nm);
        dJointSetFeedback(hr.joint, &hr.fb);
    }
    for (std::size_t i = 0; i < m.motors.size(); ++i)
        rt.hinges[static_cast<std::size_t>(m.motors[i].hinge)].motor = static_cast<int>(i);
    for (std::size_t i = 0; i < m.servos.size(); ++i)
        rt.hinges[static_cast<std::size_t>(m.servos[i].hinge)].servo = static_cast<int>(i);
    for (const FixedJoint& f : m.fixed_joints) {
        dJointID j = dJointCreateFixed(odeWorld, nullptr);
        dJointAttach(j, rt.bodies[static_cast<std::size_t>(f.child)],
                     f.parent >= 0 ? rt.bodies[static_cast<std::size_t>(f.parent)] : nullptr);
        dJointSetFixed(j);
        rt.fixed.push_back(j);
    }
    for (std::size_t i = 0; i < m.gears.size(); ++i) {
        const GearCoupling& gc = m.gears[i];
        const Hinge& ha = m.hinges[static_cast<std::size_t>(gc.hinge_a)];
        const Hinge& hb = m.hinges[static_cast<std::size_t>(gc.hinge_b)];
        const std::string item =
            robotName + "gear coupling '" + gc.name + "' (index " + std::to_string(i) + "): ";
        const Vec3 axA = X_WM.rotation * ha.axis_M.normalized();
        const Vec3 axB = X_WM.rotation * hb.axis_M.normalized();
        if (axA.cross(axB).norm() > 1e-6) return Error{item + "the hinges' axes must be parallel"};
        const Vec3 pA = X_WM * ha.anchor_M;
        const Vec3 pB = X_WM * hb.anchor_M;
        // Speeds about the common axis A: w_b = s * ratio * w_a.
        const double s = axA.dot(axB) > 0 ? 1.0 : -1.0;
        const double k = s * gc.ratio;
        dBodyID bodyA = rt.bodies[static_cast<std::size_t>(ha.child)];
        dBodyID bodyB = rt.bodies[static_cast<std::size_t>(hb.child)];
        Impl::RobotRt::CouplingRt& cr = rt.couplings.emplace_back();
        if (!gc.max_torque_Nm) {
            auto j = couple(bodyA, pA, bodyB, pB, axA, k, item);
            if (!j) return j.error();
            cr.joint = j->first;
            cr.bIsBody1 = j->second;
        } else {
            // A belt: the transmission turns a clutch ring C on B's axle, and C holds B through
            // a hinge whose motor keeps their relative rate at 0 with at most the slip torque,
            // so above it the pulley slips (ODE's LCP clamps the row at the limit).
            dBodyID c = dBodyCreate(odeWorld);
            const MassProperties mpB = massProperties(m.links[static_cast<std::size_t>(hb.child)]);
            const double iAxis = std::max(1e-7, mpB.inertia_L.trace() / 3.0);
            setMass(c, kRingMass_kg, Mat3::Identity() * iAxis, bodyInfos);
            setBodyPose(c, {pB, X_WM.rotation});
            rt.extraBodies.push_back(c);
            rt.extraNames.push_back(item + "clutch ring");
            auto j = couple(bodyA, pA, c, pB, axA, k, item);
            if (!j) return j.error();
            dJointID clutch = dJointCreateHinge(odeWorld, nullptr);
            dJointAttach(clutch, c, bodyB);
            dJointSetHingeAnchor(clutch, pB.x(), pB.y(), pB.z());
            dJointSetHingeAxis(clutch, axB.x(), axB.y(), axB.z());
            dJointSetHingeParam(clutch, dParamVel, 0.0);
            dJointSetHingeParam(clutch, dParamFMax, *gc.max_torque_Nm);
            cr.joint = clutch;
            cr.bIsBody1 = false;
        }
        dJointSetFeedback(cr.joint, &cr.fb);
    }
    for (std::size_t i = 0; i < m.loops.size(); ++i) {
        const DriveLoop& lp = m.loops[i];
        if (lp.kind != LoopKind::Track) continue;
        const std::string item =
            robotName + "track '" + lp.name + "' (index " + std::to_string(i) + "): ";
        if (Status st = buildTrack(r, lp, item); !st) return st;
    }
    rt.motorCmd.assign(m.motors.size(), 0.0);
    rt.servoTarget.assign(m.servos.size(), 0.0);
    for (std::size_t i = 0; i < m.servos.size(); ++i)
        rt.servoTarget[i] = std::clamp(0.0, m.servos[i].min_angle_rad, m.servos[i].max_angle_rad);
    rt.fanCmd.assign(m.fans.size(), 0.0);
    rt.sensorState.assign(m.sensors.size(), SensorRt{});
    rt.readings.assign(m.sensors.size(), SensorReading{});
    rt.images.assign(m.sensors.size(), CameraImage{});
    rt.scans.assign(m.sensors.size(), LidarScan{});
    rt.touchedFlags.assign(world.bodies.size(), 0);
    rt.touched.clear();
    return {};
}

Result<std::pair<dJointID, bool>> Simulation::Impl::couple(dBodyID bodyA, const Vec3& pA,
                                                           dBodyID bodyB, const Vec3& pB,
                                                           const Vec3& axA, double k,
                                                           const std::string& item) {
    Vec3 sep = pB - pA;
    sep -= axA * axA.dot(sep);
    const double dist = sep.norm();
    if (dist < 1e-4)
        return Error{item + "the hinges must not share one axis line (their axes are " +
                     detail::num(dist) + " m apart)"};
    const Vec3 pB2 = pA + sep;  // anchor B moved onto the plane through A
    if (std::abs(k - 1.0) < 1e-3) {
        // Equal rates: an angular motor holding the relative rate about the axis at 0.
        dJointID j = dJointCreateAMotor(odeWorld, nullptr);
        dJointAttach(j, bodyA, bodyB);
        dJointSetAMotorMode(j, dAMotorUser);
        dJointSetAMotorNumAxes(j, 1);
        dJointSetAMotorAxis(j, 0, 1, axA.x(), axA.y(), axA.z());
        dJointSetAMotorParam(j, dParamVel, 0.0);
        dJointSetAMotorParam(j, dParamFMax, dInfinity);
        return std::pair<dJointID, bool>{j, false};
    }
    dJointID j = dJointCreateTransmission(odeWorld, nullptr);
    bool bFirst = false;
    if (k < 0) {
        dJointAttach(j, bodyA, bodyB);
        dJointSetTransmissionMode(j, dTransmissionParallelAxes);
        dJointSetTransmissionRatio(j, std::abs(k));  // ODE: |w_b / w_a|
        dJointSetTransmissionAnchor1(j, pA.x(), pA.y(), pA.z());
        dJointSetTransmissionAnchor2(j, pB2.x(), pB2.y(), pB2.z());
    } else {
        // Chain drive: w_2 / w_1 = r_1 / r_2 for the radii given to ODE. ODE 0.16's chain mode
        // switches to the chain's other run when its phase error turns negative and then
        // mirrors the contact points through a plane through the world origin instead of the
        // baseline, which broke the ratio (measured: a tracked robot drove 29 % too fast
        // backwards). With |r_2 - r_1| >= the axles' distance both contact points lie on the
        // baseline and the mirroring only slides them along the chain's line of action, which
        // leaves the constraint unchanged; the long lever arms also keep the constraint well
        // conditioned. The faster (smaller) wheel goes first.
        const bool aFirst = k <= 1.0;
        bFirst = !aFirst;
        const double q = aFirst ? k : 1.0 / k;  // r_1 / r_2 < 1
        const double r2 = 1.5 * dist / (1.0 - q);
        dJointAttach(j, aFirst ? bodyA : bodyB, aFirst ? bodyB : bodyA);
        dJointSetTransmissionMode(j, dTransmissionChainDrive);
        dJointSetTransmissionRadius1(j, r2 * q);
        dJointSetTransmissionRadius2(j, r2);
        const Vec3 p1 = aFirst ? pA : pB2, p2 = aFirst ? pB2 : pA;
        dJointSetTransmissionAnchor1(j, p1.x(), p1.y(), p1.z());
        dJointSetTransmissionAnchor2(j, p2.x(), p2.y(), p2.z());
    }
    dJointSetTransmissionAxis(j, axA.x(), axA.y(), axA.z());
    // ODE's position correction of the chain mode makes the driven sprocket's speed ripple
    // (measured up to 30 %); without it (ERP 0) the chain is a pure velocity-level coupling.
    // Spur pairs keep ODE's correction.
    dJointSetTransmissionParam(j, dParamERP, k < 0 ? 0.2 : 0.0);
    dJointSetTransmissionParam(j, dParamCFM, 1e-8);
    return std::pair<dJointID, bool>{j, bFirst};
}

Status Simulation::Impl::buildTrack(int r, const DriveLoop& lp, const std::string& item) {
    const RobotModel& m = model(r);
    RobotRt& rt = robots[static_cast<std::size_t>(r)];
    const Pose X_WM = normalised(spawns[static_cast<std::size_t>(r)].X_WM);
    const Pose X_ML = normalised(m.links[static_cast<std::size_t>(lp.link)].X_ML);
    const Pose X_WL = X_WM * X_ML;
    const Vec3 axis_L = lp.axis_L.normalized();
    const Vec3 axis_W = X_WL.rotation * axis_L;
    const std::size_t n = lp.hinges.size();
    // Every wheel turns with the first at rate_i = rate_0 * r_0 / r_i about the loop's axis.
    const Hinge& h0 = m.hinges[static_cast<std::size_t>(lp.hinges[0])];
    dBodyID body0 = rt.bodies[static_cast<std::size_t>(h0.child)];
    const Vec3 p0 = X_WM * h0.anchor_M;
    for (std::size_t w = 1; w < n; ++w) {
        const Hinge& h = m.hinges[static_cast<std::size_t>(lp.hinges[w])];
        auto j = couple(body0, p0, rt.bodies[static_cast<std::size_t>(h.child)], X_WM * h.anchor_M,
                        axis_W, lp.radii_m[0] / lp.radii_m[w], item);
        if (!j) return j.error();
    }
    // The bottom run: the lower common tangent of the outermost wheels along the loop's plane.
    const Vec3 down_L = X_ML.rotation.conjugate() * -Vec3::UnitY();
    Vec3 dn = down_L - axis_L * axis_L.dot(down_L);
    if (dn.norm() < 1e-6) return Error{item + "its axles must be horizontal"};
    dn.normalize();
    const Vec3 fwd = axis_L.cross(dn);
    std::size_t first = 0, last = 0;
    for (std::size_t w = 1; w < n; ++w) {
        if (lp.centres_L[w].dot(fwd) < lp.centres_L[first].dot(fwd)) first = w;
        if (lp.centres_L[w].dot(fwd) > lp.centres_L[last].dot(fwd)) last = w;
    }
    const Vec3 c1 = lp.centres_L[first], c2 = lp.centres_L[last];
    const double r1 = lp.radii_m[first], r2 = lp.radii_m[last];
    Vec3 d = c2 - c1;
    d -= axis_L * axis_L.dot(d);
    const double len = d.norm();
    if (len < 1e-3 || len < std::abs(r1 - r2))
        return Error{item + "its outermost wheels are too close together for a track"};
    d /= len;
    // Road wheels: circles interpolated between the two outermost wheels (each tangent to the
    // bottom run) grown by the tread's thickness, evenly from 1 mm inside one end of the run
    // to 1 mm inside the other (the ends themselves would share the end wheels' axles), at
    // most about 20 mm apart, so the ground carries the robot along the whole run. Each turns
    // so that its rim moves with the tread: rate = v / (r(s) + t).
    const int count = std::max(3, static_cast<int>(std::ceil(len / 0.02)) + 1);
    const double inset = std::min(0.001 / len, 0.25);
    for (int k = 0; k < count; ++k) {
        const double sPos = inset + (1.0 - 2.0 * inset) * k / (count - 1);
        const Vec3 c_L = c1 + (c2 - c1) * sPos;
        const double rim = r1 + (r2 - r1) * sPos + lp.thickness_m;
        const Vec3 c_W = X_WL * c_L;
        dBodyID b = dBodyCreate(odeWorld);
        Shape cyl;
        cyl.type = ShapeType::Cylinder;
        cyl.radius_m = rim;
        cyl.length_m = lp.width_m;
        cyl.mass_kg = 0.002;
        // Cylinder axis (local Z) along the loop's axis.
        const Quat q = (X_WL.rotation * Quat::FromTwoVectors(Vec3::UnitZ(), axis_L)).normalized();
        setMass(b, cyl.mass_kg, shapeInertia(cyl), bodyInfos);
        setBodyPose(b, {c_W, q});
        dGeomID g = dCreateCylinder(rt.space, rim, lp.width_m);
        dGeomSetBody(g, b);
        dGeomSetData(g, newInfo({GeomKind::Link, r, lp.link, -1, -1,
                                 m.links[static_cast<std::size_t>(lp.link)].custom_ground_contact,
                                 lp.material}));
        rt.extraBodies.push_back(b);
        rt.extraNames.push_back(item + "road wheel " + std::to_string(k));
        dJointID hj = dJointCreateHinge(odeWorld, nullptr);
        dJointAttach(hj, b, rt.bodies[static_cast<std::size_t>(lp.link)]);
        dJointSetHingeAnchor(hj, c_W.x(), c_W.y(), c_W.z());
        dJointSetHingeAxis(hj, axis_W.x(), axis_W.y(), axis_W.z());
        auto j = couple(body0, p0, b, c_W, axis_W, lp.radii_m[0] / rim, item);
        if (!j) return j.error();
    }
    return {};
}

}  // namespace botlab::sim
