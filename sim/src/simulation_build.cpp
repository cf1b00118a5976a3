// Building the ODE world from the models: bodies, joints, geoms and spaces (see
// simulation_impl.h).
#include "simulation_impl.h"
#include "validation.h"

namespace botlab::sim {

namespace {

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
    dWorldSetQuickStepNumIterations(odeWorld, world.solver_iterations);
    dWorldSetContactSurfaceLayer(odeWorld, 2e-4);
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
    for (std::size_t r = 0; r < spawns.size(); ++r) {
        if (Status st = buildRobot(static_cast<int>(r)); !st) return st;
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
        Vec3 sep = pB - pA;
        sep -= axA * axA.dot(sep);
        const double dist = sep.norm();
        if (dist < 1e-4)
            return Error{item + "the hinges must not share one axis line (their axes are " +
                         detail::num(dist) + " m apart)"};
        // Speeds about the common axis A: w_b = s * ratio * w_a.
        const double s = axA.dot(axB) > 0 ? 1.0 : -1.0;
        const double k = s * gc.ratio;
        dJointID j = dJointCreateTransmission(odeWorld, nullptr);
        dBodyID bodyA = rt.bodies[static_cast<std::size_t>(ha.child)];
        dBodyID bodyB = rt.bodies[static_cast<std::size_t>(hb.child)];
        const Vec3 pB2 = pA + sep;  // anchor B moved onto the plane through A
        if (k < 0) {
            dJointAttach(j, bodyA, bodyB);
            dJointSetTransmissionMode(j, dTransmissionParallelAxes);
            dJointSetTransmissionRatio(j, std::abs(k));  // ODE: |w_b / w_a|
            dJointSetTransmissionAnchor1(j, pA.x(), pA.y(), pA.z());
            dJointSetTransmissionAnchor2(j, pB2.x(), pB2.y(), pB2.z());
        } else {
            // Chain drive: sprocket radii give the ratio, w_2 / w_1 = r_1 / r_2. ODE's chain
            // turned at the wrong ratio in our tests when the first sprocket was the larger
            // one, so the faster (smaller) sprocket goes first.
            const bool aFirst = k <= 1.0;
            const double big = 0.25 * dist;
            dJointAttach(j, aFirst ? bodyA : bodyB, aFirst ? bodyB : bodyA);
            dJointSetTransmissionMode(j, dTransmissionChainDrive);
            dJointSetTransmissionRadius1(j, aFirst ? big * k : big / k);
            dJointSetTransmissionRadius2(j, big);
            const Vec3 p1 = aFirst ? pA : pB2, p2 = aFirst ? pB2 : pA;
            dJointSetTransmissionAnchor1(j, p1.x(), p1.y(), p1.z());
            dJointSetTransmissionAnchor2(j, p2.x(), p2.y(), p2.z());
        }
        dJointSetTransmissionAxis(j, axA.x(), axA.y(), axA.z());
        // ODE's position correction of the chain mode makes the driven sprocket's speed ripple
        // by up to 30 % (measured); without it (ERP 0) the chain is a pure velocity-level
        // coupling that holds the ratio to 0.1 %. Spur pairs keep ODE's correction.
        dJointSetTransmissionParam(j, dParamERP, k < 0 ? 0.2 : 0.0);
        dJointSetTransmissionParam(j, dParamCFM, 1e-8);
        rt.gears.push_back(j);
    }
    rt.motorCmd.assign(m.motors.size(), 0.0);
    rt.servoTarget.assign(m.servos.size(), 0.0);
    for (std::size_t i = 0; i < m.servos.size(); ++i)
        rt.servoTarget[i] = std::clamp(0.0, m.servos[i].min_angle_rad, m.servos[i].max_angle_rad);
    rt.fanCmd.assign(m.fans.size(), 0.0);
    rt.sensorState.assign(m.sensors.size(), SensorRt{});
    rt.readings.assign(m.sensors.size(), SensorReading{});
    rt.touchedFlags.assign(world.bodies.size(), 0);
    rt.touched.clear();
    return {};
}

}  // namespace botlab::sim
