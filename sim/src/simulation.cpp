// Simulation: the ODE world built from a WorldModel and RobotModels.
//
// Layout of the collision spaces (all ODE simple spaces, so pairs are visited in a fixed order):
//   top ── static space   (ground plane or terrain, static world bodies; never collided inside)
//       ├─ movable space  (movable world bodies; collided inside)
//       └─ one space per robot (its links' shapes and touch sensors; never collided inside, so a
//          robot's own links do not collide with each other)
// Each link is one ODE body whose frame has the link's axes and its origin at the link's centre of
// mass; geoms are offset accordingly, and every pose the API returns is the link frame's.
#include "botlab/sim/simulation.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <deque>
#include <mutex>
#include <numbers>
#include <string>

#include <ode/ode.h>

#include "ode_support.h"
#include "validation.h"

namespace botlab::sim {

using detail::OdeFailure;

namespace {

constexpr int kMaxContacts = 4;
// Bodies at rest are put to sleep by ODE's auto-disable: the iterative quick-step solver leaves a
// small residual that let a parked wheeled robot creep about 0.2 mm/s. A robot that is commanded
// (motor on, servo off target, torque, force, teleport) is woken every step, and ODE wakes
// sleeping bodies that an awake body touches. Speeds below these for kSleepSteps steps count as
// rest.
constexpr double kSleepLinear_m_s = 0.001;
constexpr double kSleepAngular_rad_s = 0.01;
constexpr int kSleepSteps = 20;
constexpr double kPi = std::numbers::pi;
constexpr double kImuWindow_s = 0.02;

enum class GeomKind : std::uint8_t { Ground, Terrain, WorldBody, Link, Touch };

struct GeomInfo {
    GeomKind kind = GeomKind::Ground;
    int robot = -1;
    int link = -1;
    int body = -1;    // world body index
    int sensor = -1;  // touch sensor index
    bool customGround = false;
    Material material;
};

// xoshiro256** seeded with splitmix64: fixed algorithm, identical on every platform.
struct Rng {
    std::uint64_t s[4] = {};
    void seed(std::uint64_t x) {
        for (auto& v : s) {
            x += 0x9e3779b97f4a7c15ULL;
            std::uint64_t z = x;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            v = z ^ (z >> 31);
        }
    }
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t next() {
        const std::uint64_t result = rotl(s[1] * 5, 7) * 9;
        const std::uint64_t t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = rotl(s[3], 45);
        return result;
    }
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }  // [0, 1)
    double gaussian() {
        const double u1 = 1.0 - uniform();  // (0, 1]
        const double u2 = uniform();
        return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * kPi * u2);
    }
};

struct Fnv {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    void bytes(const void* p, std::size_t n) {
        const auto* b = static_cast<const unsigned char*>(p);
        for (std::size_t i = 0; i < n; ++i) {
            h ^= b[i];
            h *= 0x100000001b3ULL;
        }
    }
    template <typename T>
    void add(const T& v) {
        bytes(&v, sizeof v);
    }
};

double wrapPi(double a) {
    while (a > kPi) a -= 2 * kPi;
    while (a < -kPi) a += 2 * kPi;
    return a;
}

Pose bodyPose(dBodyID b) {
    const dReal* p = dBodyGetPosition(b);
    const dReal* q = dBodyGetQuaternion(b);
    return {Vec3(p[0], p[1], p[2]), Quat(q[0], q[1], q[2], q[3])};
}

Pose normalised(Pose p) {
    p.rotation.normalize();
    return p;
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

void setBodyPose(dBodyID b, const Pose& X) {
    dBodySetPosition(b, X.translation.x(), X.translation.y(), X.translation.z());
    dQuaternion dq = {X.rotation.w(), X.rotation.x(), X.rotation.y(), X.rotation.z()};
    dBodySetQuaternion(b, dq);
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

// Per-body constants for the runaway check, kept in the body's user data.
struct BodyInfo {
    double invMass = 0.0;
    double invInertiaMin = 0.0;  // 1 / smallest diagonal inertia
};

void setMass(dBodyID b, double mass, const Mat3& I, std::deque<BodyInfo>& infos) {
    dMass m;
    dMassSetZero(&m);
    dMassSetParameters(&m, mass, 0, 0, 0, I(0, 0), I(1, 1), I(2, 2), I(0, 1), I(0, 2), I(1, 2));
    dBodySetMass(b, &m);
    infos.push_back({1.0 / mass, 1.0 / std::min({I(0, 0), I(1, 1), I(2, 2)})});
    dBodySetData(b, &infos.back());
}

std::mutex& odeRandMutex() {
    static std::mutex m;
    return m;
}

// Unit-area sample points (sunflower pattern) for averaging the floor under a line sensor.
constexpr int kLineSamples = 16;

}  // namespace

struct Simulation::Impl {
    // --- models (immutable after create) ---
    WorldModel world;
    std::vector<RobotSpawn> spawns;
    std::uint64_t seed = 0;

    // --- ODE objects ---
    dWorldID odeWorld = nullptr;
    dSpaceID top = nullptr;
    dSpaceID staticSpace = nullptr;
    dSpaceID movableSpace = nullptr;
    dJointGroupID contactGroup = nullptr;
    dHeightfieldDataID hfData = nullptr;
    dGeomID terrainGeom = nullptr;
    dGeomID ray = nullptr;
    std::vector<std::unique_ptr<GeomInfo>> infos;
    std::deque<BodyInfo> bodyInfos;
    std::vector<dBodyID> worldBodies;  // nullptr for static bodies
    std::vector<dGeomID> worldGeoms;

    struct HingeRt {
        dJointID joint = nullptr;
        dJointFeedback fb{};
        double angle = 0.0;  // unwrapped
        double prevRaw = 0.0;
        bool effort = false;
        double effortTorque = 0.0;
        double appliedEffort = 0.0;
        int motor = -1;
        int servo = -1;
    };
    struct SensorRt {
        double yaw0 = 0.0;
        double yawPrev = 0.0;
        double yawUnwrapped = 0.0;
        bool touching = false;
        // IMU: vertical velocities (m/s) of the sensor point after the last steps, a ring of
        // imuWindowSteps() + 1 entries, oldest at imuHead once full; empty for other sensors.
        std::vector<double> imuVy;
        int imuCount = 0;
        int imuHead = 0;
    };
    struct RobotRt {
        dSpaceID space = nullptr;
        std::vector<dBodyID> bodies;
        std::vector<Vec3> com_L;
        std::vector<HingeRt> hinges;
        std::vector<dJointID> fixed;
        std::vector<dJointID> gears;
        std::vector<double> motorCmd, servoTarget, fanCmd;
        std::vector<SensorRt> sensorState;
        std::vector<SensorReading> readings;
        std::vector<char> touchedFlags;
        std::vector<int> touched;
        bool wakeUp = false;  // wake the bodies at the next step (a force or teleport)
    };
    std::vector<RobotRt> robots;

    std::vector<char> flameLit;
    std::vector<double> flameTimer;

    // --- state ---
    std::int64_t steps = 0;
    Rng rng;
    unsigned long odeRandSeed = 0;
    std::optional<Error> failure;
    double texScaleX = 0.0, texScaleZ = 0.0;  // floor texture pixels per metre
    SensorReading emptyReading;
    std::vector<int> emptyList;
    std::array<Vec3, kLineSamples> lineSamples;
    dContact contacts[kMaxContacts];

    Impl() {
        const double golden = kPi * (3.0 - std::sqrt(5.0));
        for (int k = 0; k < kLineSamples; ++k) {
            const double r = std::sqrt((k + 0.5) / kLineSamples);
            lineSamples[static_cast<std::size_t>(k)] =
                Vec3(r * std::cos(k * golden), 0.0, r * std::sin(k * golden));
        }
    }
    ~Impl() { destroy(); }

    GeomInfo* newInfo(GeomInfo info) {
        infos.push_back(std::make_unique<GeomInfo>(info));
        return infos.back().get();
    }

    const RobotModel& model(int r) const { return spawns[static_cast<std::size_t>(r)].model; }

    // ---------------------------------------------------------------- build / destroy
    void destroy() {
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

    Status build() {
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
            dGeomHeightfieldDataBuildDouble(hfData, h.heights_m.data(), 1, width, depth,
                                            h.samples_x, h.samples_z, 1.0, 0.0, h.thickness_m, 0);
            const auto [lo, hi] = std::minmax_element(h.heights_m.begin(), h.heights_m.end());
            dGeomHeightfieldDataSetBounds(hfData, *lo, *hi);
            terrainGeom = dCreateHeightfield(staticSpace, hfData, 1);
            dGeomSetPosition(terrainGeom, h.min_x_m + width / 2, 0.0, h.min_z_m + depth / 2);
            dGeomSetData(terrainGeom,
                         newInfo({GeomKind::Terrain, -1, -1, -1, -1, false, h.material}));
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
        steps = 0;
        rng.seed(seed);
        odeRandSeed = static_cast<unsigned long>(seed & 0xffffffffu) ^ 0x5eedu;
        failure.reset();
        updateHingeAngles(true);
        for (std::size_t r = 0; r < robots.size(); ++r) initGyros(static_cast<int>(r));
        updateSensors();
        return {};
    }

    Status buildRobot(int r) {
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
            if (axA.cross(axB).norm() > 1e-6)
                return Error{item + "the hinges' axes must be parallel"};
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
            rt.servoTarget[i] =
                std::clamp(0.0, m.servos[i].min_angle_rad, m.servos[i].max_angle_rad);
        rt.fanCmd.assign(m.fans.size(), 0.0);
        rt.sensorState.assign(m.sensors.size(), SensorRt{});
        rt.readings.assign(m.sensors.size(), SensorReading{});
        rt.touchedFlags.assign(world.bodies.size(), 0);
        rt.touched.clear();
        return {};
    }

    // ---------------------------------------------------------------- helpers
    Pose linkPose(int r, int l) const {
        const RobotRt& rt = robots[static_cast<std::size_t>(r)];
        const Pose X_WB = bodyPose(rt.bodies[static_cast<std::size_t>(l)]);
        return {X_WB.translation - X_WB.rotation * rt.com_L[static_cast<std::size_t>(l)],
                X_WB.rotation};
    }

    bool validRobot(int r) const { return r >= 0 && r < static_cast<int>(robots.size()); }

    void updateHingeAngles(bool init) {
        for (RobotRt& rt : robots) {
            for (HingeRt& h : rt.hinges) {
                const double raw = dJointGetHingeAngle(h.joint);
                if (init) {
                    h.angle = raw;
                    h.prevRaw = raw;
                } else {
                    h.angle += wrapPi(raw - h.prevRaw);
                    h.prevRaw = raw;
                }
            }
        }
    }

    static double yawOf(const Pose& X_WS) {
        const Vec3 f = X_WS.rotation * Vec3::UnitX();
        return std::atan2(-f.z(), f.x());
    }

    void initGyros(int r) {
        const RobotModel& m = model(r);
        RobotRt& rt = robots[static_cast<std::size_t>(r)];
        for (std::size_t i = 0; i < m.sensors.size(); ++i) {
            if (m.sensors[i].type != SensorType::Gyro) continue;
            const double y = yawOf(linkPose(r, m.sensors[i].link) * m.sensors[i].X_LS);
            rt.sensorState[i] = SensorRt{y, y, 0.0, false};
        }
    }

    /// Velocity (world frame) of the point of link l at X_WS.translation.
    Vec3 pointVelocity(int r, int l, const Vec3& p_W) const {
        dVector3 v;
        dBodyGetPointVel(robots[static_cast<std::size_t>(r)].bodies[static_cast<std::size_t>(l)],
                         p_W.x(), p_W.y(), p_W.z(), v);
        return {v[0], v[1], v[2]};
    }

    /// Steps over which an IMU averages its vertical acceleration: 20 ms, like a MEMS IMU's
    /// digital low-pass filter. Per step the contact solver leaves the velocity of a standing
    /// robot a jitter of up to 5 m/s^2; over 20 ms it stays below about 0.6 m/s^2.
    int imuWindowSteps() const {
        return std::max(1, static_cast<int>(std::lround(kImuWindow_s / world.step_s)));
    }

    /// After a teleport (velocities zeroed), IMUs average from the new velocity on.
    void restartImus(int r) {
        const RobotModel& m = model(r);
        RobotRt& rt = robots[static_cast<std::size_t>(r)];
        for (std::size_t i = 0; i < m.sensors.size(); ++i) {
            const Sensor& s = m.sensors[i];
            if (s.type != SensorType::Imu) continue;
            SensorRt& st = rt.sensorState[i];
            st.imuVy.assign(static_cast<std::size_t>(imuWindowSteps() + 1), 0.0);
            st.imuVy[0] = pointVelocity(r, s.link, (linkPose(r, s.link) * s.X_LS).translation).y();
            st.imuCount = 1;
            st.imuHead = 0;
        }
    }

    /// Pitch (nose up > 0) and roll (right side down > 0) of a sensor frame whose +X is forward,
    /// +Y up and +Z right: the yaw-pitch-roll (Y, Z, X) angles of X_WS.
    static std::pair<double, double> pitchRollOf(const Pose& X_WS) {
        const Vec3 f = X_WS.rotation * Vec3::UnitX();
        const Vec3 u = X_WS.rotation * Vec3::UnitY();
        const Vec3 right = X_WS.rotation * Vec3::UnitZ();
        return {std::asin(std::clamp(f.y(), -1.0, 1.0)), std::atan2(-right.y(), u.y())};
    }

    // ---------------------------------------------------------------- collision
    static void nearCallback(void* data, dGeomID a, dGeomID b) {
        if (dGeomIsSpace(a) || dGeomIsSpace(b)) {
            dSpaceCollide2(a, b, data, &nearCallback);
            return;
        }
        static_cast<Impl*>(data)->handlePair(a, b);
    }

    void handlePair(dGeomID a, dGeomID b) {
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

    /// A wheel: a cylinder on a plane whose body turns on a hinge along the cylinder's axis (so
    /// the hinge, not the contacts, holds the wheel's camber).
    static bool isWheelOnPlane(dGeomID a, dGeomID b) {
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

    /// A cylinder lying on a plane touches it along a line that ODE reports as its two end
    /// points with one normal. For a wheel, one contact at the line's middle (the mean depth is
    /// the depth there) carries the same normal force, rolling friction and traction with a third
    /// fewer solver rows; the moments the end points added (camber, and scrub about the normal)
    /// are held by its axle hinge.
    int mergeLineContact() {
        dContactGeom& g0 = contacts[0].geom;
        const dContactGeom& g1 = contacts[1].geom;
        for (int k = 0; k < 3; ++k) g0.pos[k] = 0.5 * (g0.pos[k] + g1.pos[k]);
        g0.depth = 0.5 * (g0.depth + g1.depth);
        return 1;
    }

    void markTouched(int r, int body) {
        RobotRt& rt = robots[static_cast<std::size_t>(r)];
        char& f = rt.touchedFlags[static_cast<std::size_t>(body)];
        if (!f) {
            f = 1;
            rt.touched.push_back(body);
        }
    }

    void collide() {
        for (RobotRt& rt : robots) {
            for (int b : rt.touched) rt.touchedFlags[static_cast<std::size_t>(b)] = 0;
            rt.touched.clear();
            for (SensorRt& s : rt.sensorState) s.touching = false;
        }
        dSpaceCollide(top, this, &nearCallback);
        dSpaceCollide(movableSpace, this, &nearCallback);
        for (RobotRt& rt : robots) std::sort(rt.touched.begin(), rt.touched.end());
    }

    // ---------------------------------------------------------------- rays
    struct RayQuery {
        Impl* self;
        dSpaceID skip;
        double best;
        dContactGeom hit;
    };

    static void rayCallback(void* data, dGeomID rayGeom, dGeomID g) {
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

    /// Nearest hit distance along a unit direction, or +inf.
    double rayCast(const Vec3& o, const Vec3& d, double maxLen, int ignoreRobot,
                   dContactGeom* hit = nullptr) {
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

    // ---------------------------------------------------------------- sensors
    double floorReflectance(double x, double z) const {
        const FloorTexture& f = world.floor;
        const std::uint8_t* px = f.outside_rgba.data();
        if (f.width_px > 0 && f.height_px > 0) {
            const double u = (x - f.min_x_m) * texScaleX;
            const double v = (z - f.min_z_m) * texScaleZ;
            if (u >= 0 && v >= 0 && u < f.width_px && v < f.height_px) {
                const auto i = static_cast<std::size_t>(u);
                const auto j = static_cast<std::size_t>(v);
                px = &f.rgba[(j * static_cast<std::size_t>(f.width_px) + i) * 4];
            }
        }
        // Rec. 709 luminance, alpha-blended over white, scaled to 0..100.
        const double a = px[3] * (1.0 / 255.0);
        const double lum = 0.2126 * px[0] + 0.7152 * px[1] + 0.0722 * px[2];
        return (a * lum + (1.0 - a) * 255.0) * (100.0 / 255.0);
    }

    double noisy(double v, const Sensor& s) {
        return s.noise_stddev > 0.0 ? v + s.noise_stddev * rng.gaussian() : v;
    }

    void updateSensors() {
        for (std::size_t r = 0; r < robots.size(); ++r) {
            const RobotModel& m = model(static_cast<int>(r));
            RobotRt& rt = robots[r];
            int cachedLink = -1;
            Pose X_WL;
            auto linkPoseCached = [&](int l) -> const Pose& {
                if (l != cachedLink) {
                    X_WL = linkPose(static_cast<int>(r), l);
                    cachedLink = l;
                }
                return X_WL;
            };
            for (std::size_t i = 0; i < m.sensors.size(); ++i) {
                const Sensor& s = m.sensors[i];
                SensorReading& out = rt.readings[i];
                SensorRt& st = rt.sensorState[i];
                switch (s.type) {
                    case SensorType::Distance: {
                        const Pose X_WS = linkPoseCached(s.link) * s.X_LS;
                        const Vec3 o = X_WS.translation;
                        double best = rayCast(o, X_WS.rotation * Vec3::UnitX(), s.max_range_m,
                                              static_cast<int>(r));
                        for (int k = 1; k < s.rays; ++k) {
                            const double phi = 2.0 * kPi * (k - 1) / (s.rays - 1);
                            const double a = s.cone_half_angle_rad;
                            const Vec3 d_S(std::cos(a), std::sin(a) * std::cos(phi),
                                           std::sin(a) * std::sin(phi));
                            best = std::min(best, rayCast(o, X_WS.rotation * d_S, s.max_range_m,
                                                          static_cast<int>(r)));
                        }
                        double v =
                            std::isfinite(best) ? std::max(best, s.min_range_m) : s.max_range_m;
                        v = std::clamp(noisy(v, s), s.min_range_m, s.max_range_m);
                        out.values = {v, 0.0};
                        break;
                    }
                    case SensorType::Line: {
                        const Vec3 p = linkPoseCached(s.link) * s.X_LS.translation;
                        double sum = 0.0;
                        if (s.spot_radius_m > 0.0) {
                            for (const Vec3& q : lineSamples)
                                sum += floorReflectance(p.x() + s.spot_radius_m * q.x(),
                                                        p.z() + s.spot_radius_m * q.z());
                            sum /= kLineSamples;
                        } else {
                            sum = floorReflectance(p.x(), p.z());
                        }
                        out.values = {std::clamp(noisy(sum, s), 0.0, 100.0), 0.0};
                        break;
                    }
                    case SensorType::Touch:
                        out.values = {st.touching ? 1.0 : 0.0, 0.0};
                        break;
                    case SensorType::Compass: {
                        const Pose X_WS = linkPoseCached(s.link) * s.X_LS;
                        const Vec3 f = X_WS.rotation * Vec3::UnitX();
                        double h = noisy(std::atan2(f.x(), -f.z()), s);
                        h = std::fmod(h, 2 * kPi);
                        if (h < 0) h += 2 * kPi;
                        if (h >= 2 * kPi) h = 0.0;
                        out.values = {h, 0.0};
                        break;
                    }
                    case SensorType::Gyro: {
                        const Pose X_WS = linkPoseCached(s.link) * s.X_LS;
                        const double y = yawOf(X_WS);
                        st.yawUnwrapped += wrapPi(y - st.yawPrev);
                        st.yawPrev = y;
                        const dReal* w =
                            dBodyGetAngularVel(rt.bodies[static_cast<std::size_t>(s.link)]);
                        out.values = {noisy(st.yawUnwrapped, s), noisy(w[1], s)};
                        break;
                    }
                    case SensorType::Flame: {
                        const Pose X_WS = linkPoseCached(s.link) * s.X_LS;
                        out.values = {
                            std::clamp(noisy(flameAt(X_WS, s, static_cast<int>(r)), s), 0.0, 100.0),
                            0.0};
                        break;
                    }
                    case SensorType::Imu: {
                        // Vertical acceleration: the mean over the last imuWindowSteps() steps
                        // (fewer just after the start), i.e. the sensor point's world vertical
                        // velocity change over that time divided by it. Gravity is not added
                        // back: 0 at rest, -9.81 m/s^2 in free fall.
                        const Pose X_WS = linkPoseCached(s.link) * s.X_LS;
                        const double vy =
                            pointVelocity(static_cast<int>(r), s.link, X_WS.translation).y();
                        if (st.imuVy.empty())  // the first reading, when the world is built
                            st.imuVy.assign(static_cast<std::size_t>(imuWindowSteps() + 1), 0.0);
                        const int n = static_cast<int>(st.imuVy.size());
                        double oldest = st.imuVy[0];
                        int span = st.imuCount;
                        if (st.imuCount < n) {
                            st.imuVy[static_cast<std::size_t>(st.imuCount++)] = vy;
                        } else {
                            // The new velocity replaces the oldest; the next one is N steps old.
                            st.imuVy[static_cast<std::size_t>(st.imuHead)] = vy;
                            st.imuHead = (st.imuHead + 1) % n;
                            oldest = st.imuVy[static_cast<std::size_t>(st.imuHead)];
                            span = n - 1;
                        }
                        const double ay = span > 0 ? (vy - oldest) / (span * world.step_s) : 0.0;
                        const auto [pitch, roll] = pitchRollOf(X_WS);
                        const dReal* w =
                            dBodyGetAngularVel(rt.bodies[static_cast<std::size_t>(s.link)]);
                        const double p = noisy(pitch, s);
                        const double rl = noisy(roll, s);
                        const double yr = noisy(w[1], s);
                        out.values = {p, rl, yr, noisy(ay, s)};
                        break;
                    }
                }
            }
        }
    }

    double flameAt(const Pose& X_WS, const Sensor& s, int r) {
        const Vec3 o = X_WS.translation;
        const Vec3 fwd = X_WS.rotation * Vec3::UnitX();
        const double cosFov = std::cos(s.fov_half_angle_rad);
        double total = 0.0;
        for (std::size_t i = 0; i < world.flames.size(); ++i) {
            if (!flameLit[i]) continue;
            const FlameSource& fl = world.flames[i];
            const Vec3 d = fl.p_W - o;
            const double dist = d.norm();
            if (dist < 1e-6) {
                total += 100.0 * fl.intensity;
                continue;
            }
            const Vec3 u = d / dist;
            const double c = u.dot(fwd);
            if (c < cosFov - 1e-12) continue;
            if (dist > 0.03 && std::isfinite(rayCast(o, u, dist - 0.02, r))) continue;
            const double falloff = (0.1 * 0.1) / (dist * dist);
            total += 100.0 * fl.intensity * falloff * (0.5 + 0.5 * c);
        }
        return total;
    }

    void updateFans(double h) {
        if (world.flames.empty()) return;
        std::vector<char> blown(world.flames.size(), 0);
        const double cos30 = std::cos(kPi / 6);
        for (std::size_t r = 0; r < robots.size(); ++r) {
            const RobotModel& m = model(static_cast<int>(r));
            for (std::size_t f = 0; f < m.fans.size(); ++f) {
                if (robots[r].fanCmd[f] < 30.0) continue;
                const Pose X_WF = linkPose(static_cast<int>(r), m.fans[f].link) * m.fans[f].X_LF;
                const Vec3 fwd = X_WF.rotation * Vec3::UnitX();
                for (std::size_t i = 0; i < world.flames.size(); ++i) {
                    const Vec3 d = world.flames[i].p_W - X_WF.translation;
                    const double dist = d.norm();
                    if (dist <= world.fan_reach_m && (dist < 1e-9 || d.dot(fwd) >= cos30 * dist))
                        blown[i] = 1;
                }
            }
        }
        for (std::size_t i = 0; i < world.flames.size(); ++i) {
            if (!flameLit[i]) continue;
            if (blown[i]) {
                flameTimer[i] += h;
                if (flameTimer[i] >= world.fan_time_s - 1e-12) flameLit[i] = 0;
            } else {
                flameTimer[i] = 0.0;
            }
        }
    }

    // ---------------------------------------------------------------- stepping
    void wake(RobotRt& rt) {
        for (dBodyID b : rt.bodies) dBodyEnable(b);
    }

    void applyCommands() {
        for (std::size_t r = 0; r < robots.size(); ++r) {
            const RobotModel& m = model(static_cast<int>(r));
            RobotRt& rt = robots[r];
            bool active = rt.wakeUp;
            rt.wakeUp = false;
            for (std::size_t i = 0; i < rt.hinges.size(); ++i) {
                HingeRt& h = rt.hinges[i];
                h.appliedEffort = 0.0;
                if (h.effort) {
                    dJointSetHingeParam(h.joint, dParamFMax, 0.0);
                    dJointAddHingeTorque(h.joint, h.effortTorque);
                    h.appliedEffort = h.effortTorque;
                    active = active || h.effortTorque != 0.0;
                } else if (h.motor >= 0) {
                    const DcMotor& d = m.motors[static_cast<std::size_t>(h.motor)];
                    const double sign = d.reversed ? -1.0 : 1.0;
                    const double v = rt.motorCmd[static_cast<std::size_t>(h.motor)] / 100.0;
                    active = active || v != 0.0;
                    const double w = sign * dJointGetHingeAngleRate(h.joint);
                    // DC torque-speed line: torque = stall * (v - w / w0), applied as a speed
                    // controller toward v * w0 whose torque limit is that line's value now. A small
                    // floor keeps a stopped geared motor holding (gearbox friction).
                    const double frac =
                        std::clamp(std::abs(v - w / d.no_load_speed_rad_s), 0.05, 2.0);
                    dJointSetHingeParam(h.joint, dParamVel, sign * v * d.no_load_speed_rad_s);
                    dJointSetHingeParam(h.joint, dParamFMax, d.stall_torque_Nm * frac);
                } else if (h.servo >= 0) {
                    const Servo& s = m.servos[static_cast<std::size_t>(h.servo)];
                    const double err = rt.servoTarget[static_cast<std::size_t>(h.servo)] - h.angle;
                    active = active || std::abs(err) > 1e-4;
                    const double vel =
                        std::clamp(s.gain_per_s * err, -s.max_speed_rad_s, s.max_speed_rad_s);
                    dJointSetHingeParam(h.joint, dParamVel, vel);
                    dJointSetHingeParam(h.joint, dParamFMax, s.max_torque_Nm);
                } else {
                    dJointSetHingeParam(h.joint, dParamVel, 0.0);
                    dJointSetHingeParam(h.joint, dParamFMax, m.hinges[i].friction_Nm);
                }
            }
            if (active) wake(rt);
        }
    }

    // A body whose state is not finite or runs away (faster than these) ends the run. Catching
    // runaway values before they overflow also keeps ODE's internal checks from firing.
    static constexpr double kMaxSpeed_m_s = 1e4;
    static constexpr double kMaxSpin_rad_s = 1e5;
    static constexpr double kMaxDistance_m = 1e6;

    /// Empty when the body is sane; else what is wrong. With `predict`, also checks the forces
    /// accumulated for the coming step.
    const char* bodyProblem(dBodyID b, bool predict) const {
        const dReal* p = dBodyGetPosition(b);
        const dReal* q = dBodyGetQuaternion(b);
        const dReal* lv = dBodyGetLinearVel(b);
        const dReal* av = dBodyGetAngularVel(b);
        const Vec3 pos(p[0], p[1], p[2]), v(lv[0], lv[1], lv[2]), w(av[0], av[1], av[2]);
        if (!pos.allFinite() || !v.allFinite() || !w.allFinite() || !std::isfinite(q[0]) ||
            !std::isfinite(q[1]) || !std::isfinite(q[2]) || !std::isfinite(q[3]))
            return "has a non-finite position or velocity";
        if (pos.squaredNorm() > kMaxDistance_m * kMaxDistance_m) return "is more than 1000 km away";
        if (v.squaredNorm() > kMaxSpeed_m_s * kMaxSpeed_m_s ||
            w.squaredNorm() > kMaxSpin_rad_s * kMaxSpin_rad_s)
            return "is running away";
        if (!predict) return nullptr;
        const dReal* f = dBodyGetForce(b);
        const dReal* t = dBodyGetTorque(b);
        const Vec3 F(f[0], f[1], f[2]), T(t[0], t[1], t[2]);
        if (!F.allFinite() || !T.allFinite()) return "has a non-finite force on it";
        const auto* info = static_cast<const BodyInfo*>(dBodyGetData(b));
        const double h = world.step_s;
        if ((v + F * (h * info->invMass)).norm() > kMaxSpeed_m_s ||
            w.norm() + T.norm() * h * info->invInertiaMin > kMaxSpin_rad_s)
            return "has forces on it that would make it run away";
        return nullptr;
    }

    std::optional<Error> checkState(bool predict) const {
        for (std::size_t r = 0; r < robots.size(); ++r) {
            for (std::size_t l = 0; l < robots[r].bodies.size(); ++l) {
                if (const char* e = bodyProblem(robots[r].bodies[l], predict)) {
                    const RobotModel& m = model(static_cast<int>(r));
                    return Error{"the simulation became unstable: robot '" + m.name + "' link '" +
                                 m.links[l].name + "' " + e};
                }
            }
        }
        for (std::size_t i = 0; i < worldBodies.size(); ++i) {
            if (!worldBodies[i]) continue;
            if (const char* e = bodyProblem(worldBodies[i], predict))
                return Error{"the simulation became unstable: world body '" + world.bodies[i].name +
                             "' " + e};
        }
        return std::nullopt;
    }

    Status step() {
        if (failure) return *failure;
        detail::ensureOde();
        try {
            applyCommands();
            if (auto e = checkState(true)) {
                failure = std::move(e);
                return *failure;
            }
            collide();
            {
                // ODE's quick-step reorders constraints with its one process-wide random seed;
                // each simulation keeps its own seed, swapped in under a lock, so simulations on
                // different threads stay deterministic (their solver phases take turns).
                std::lock_guard<std::mutex> lock(odeRandMutex());
                dRandSetSeed(odeRandSeed);
                dWorldQuickStep(odeWorld, world.step_s);
                odeRandSeed = dRandGetSeed();
            }
            dJointGroupEmpty(contactGroup);
        } catch (const OdeFailure& e) {
            dJointGroupEmpty(contactGroup);
            // Usually a body's state overflowed inside the step; name it if we can.
            if (auto bad = checkState(false))
                failure = Error{bad->message + " (" + e.what() + ")"};
            else
                failure = Error{std::string("the physics engine failed: ") + e.what()};
            return *failure;
        }
        ++steps;
        if (auto e = checkState(false)) {
            failure = std::move(e);
            return *failure;
        }
        updateHingeAngles(false);
        updateFans(world.step_s);
        updateSensors();
        return {};
    }

    std::uint64_t hash() const {
        Fnv f;
        f.add(steps);
        auto body = [&f](dBodyID b) {
            f.bytes(dBodyGetPosition(b), 3 * sizeof(dReal));
            f.bytes(dBodyGetQuaternion(b), 4 * sizeof(dReal));
            f.bytes(dBodyGetLinearVel(b), 3 * sizeof(dReal));
            f.bytes(dBodyGetAngularVel(b), 3 * sizeof(dReal));
            f.add(dBodyIsEnabled(b));
        };
        for (dBodyID b : worldBodies)
            if (b) body(b);
        for (const RobotRt& rt : robots) {
            for (dBodyID b : rt.bodies) body(b);
            for (const HingeRt& h : rt.hinges) {
                f.add(h.angle);
                f.add(h.prevRaw);
                f.add(h.effort);
                f.add(h.effortTorque);
            }
            for (double v : rt.motorCmd) f.add(v);
            for (double v : rt.servoTarget) f.add(v);
            for (double v : rt.fanCmd) f.add(v);
            for (const SensorRt& s : rt.sensorState) {
                f.add(s.yawPrev);
                f.add(s.yawUnwrapped);
                f.add(s.touching);
                for (double v : s.imuVy) f.add(v);  // IMUs only (empty for other sensors)
                if (!s.imuVy.empty()) {
                    f.add(s.imuCount);
                    f.add(s.imuHead);
                }
            }
            for (const SensorReading& s : rt.readings) f.add(s.values);
            for (int b : rt.touched) f.add(b);
        }
        for (char c : flameLit) f.add(c);
        for (double t : flameTimer) f.add(t);
        f.add(rng.s);
        f.add(odeRandSeed);
        f.add(failure.has_value());
        return f.h;
    }
};

// ==================================================================== public API

Simulation::Simulation() : d_(std::make_unique<Impl>()) {}
Simulation::~Simulation() = default;

Result<std::unique_ptr<Simulation>> Simulation::create(const WorldModel& world,
                                                       std::vector<RobotSpawn> robots,
                                                       std::uint64_t seed) {
    if (Status st = validate(world); !st) return st.error();
    for (std::size_t i = 0; i < robots.size(); ++i) {
        const RobotSpawn& sp = robots[i];
        const std::string prefix =
            "robot '" + sp.model.name + "' (index " + std::to_string(i) + ")";
        if (Status st = validate(sp.model); !st) return Error{prefix + ": " + st.message()};
        if (std::string e = detail::checkPose(sp.X_WM); !e.empty())
            return Error{prefix + ": start pose: " + e};
    }
    std::unique_ptr<Simulation> sim(new Simulation());
    Impl& d = *sim->d_;
    d.world = world;
    d.spawns = std::move(robots);
    d.seed = seed;
    try {
        if (Status st = d.build(); !st) {
            d.destroy();
            return st.error();
        }
    } catch (const OdeFailure& e) {
        d.destroy();
        return Error{std::string("the physics engine refused the model: ") + e.what()};
    }
    return sim;
}

Status Simulation::step() {
    return d_->step();
}

Status Simulation::run(double duration_s) {
    if (!std::isfinite(duration_s) || duration_s <= 0.0) return {};
    const auto n = static_cast<std::int64_t>(std::ceil(duration_s / d_->world.step_s - 1e-9));
    for (std::int64_t i = 0; i < n; ++i) {
        if (Status st = d_->step(); !st) return st;
    }
    return {};
}

void Simulation::reset() {
    d_->destroy();
    try {
        // The models were validated and built once already, so this cannot fail.
        (void)d_->build();
    } catch (const OdeFailure& e) {
        d_->failure = Error{std::string("the physics engine failed on reset: ") + e.what()};
    }
}

double Simulation::time_s() const {
    return static_cast<double>(d_->steps) * d_->world.step_s;
}
std::int64_t Simulation::stepCount() const {
    return d_->steps;
}
double Simulation::step_s() const {
    return d_->world.step_s;
}
std::uint64_t Simulation::stateHash() const {
    return d_->hash();
}

const WorldModel& Simulation::world() const {
    return d_->world;
}
int Simulation::robotCount() const {
    return static_cast<int>(d_->spawns.size());
}
const RobotModel& Simulation::robot(int robot) const {
    return d_->spawns[static_cast<std::size_t>(robot)].model;
}

namespace {
template <typename V>
bool inRange(const V& v, int i) {
    return i >= 0 && i < static_cast<int>(v.size());
}
}  // namespace

void Simulation::setMotorCommand(int robot, int motor, double percent) {
    if (!d_->validRobot(robot) || !std::isfinite(percent)) return;
    auto& v = d_->robots[static_cast<std::size_t>(robot)].motorCmd;
    if (inRange(v, motor)) v[static_cast<std::size_t>(motor)] = std::clamp(percent, -100.0, 100.0);
}

double Simulation::motorCommand(int robot, int motor) const {
    if (!d_->validRobot(robot)) return 0.0;
    const auto& v = d_->robots[static_cast<std::size_t>(robot)].motorCmd;
    return inRange(v, motor) ? v[static_cast<std::size_t>(motor)] : 0.0;
}

void Simulation::setServoTarget(int robot, int servo, double angle_rad) {
    if (!d_->validRobot(robot) || !std::isfinite(angle_rad)) return;
    auto& v = d_->robots[static_cast<std::size_t>(robot)].servoTarget;
    if (!inRange(v, servo)) return;
    const Servo& s = d_->model(robot).servos[static_cast<std::size_t>(servo)];
    v[static_cast<std::size_t>(servo)] = std::clamp(angle_rad, s.min_angle_rad, s.max_angle_rad);
}

double Simulation::servoTarget(int robot, int servo) const {
    if (!d_->validRobot(robot)) return 0.0;
    const auto& v = d_->robots[static_cast<std::size_t>(robot)].servoTarget;
    return inRange(v, servo) ? v[static_cast<std::size_t>(servo)] : 0.0;
}

void Simulation::setFanCommand(int robot, int fan, double percent) {
    if (!d_->validRobot(robot) || !std::isfinite(percent)) return;
    auto& v = d_->robots[static_cast<std::size_t>(robot)].fanCmd;
    if (inRange(v, fan)) v[static_cast<std::size_t>(fan)] = std::clamp(percent, 0.0, 100.0);
}

void Simulation::setHingeEffortMode(int robot, int hinge, bool on) {
    if (!d_->validRobot(robot)) return;
    auto& v = d_->robots[static_cast<std::size_t>(robot)].hinges;
    if (inRange(v, hinge)) v[static_cast<std::size_t>(hinge)].effort = on;
}

void Simulation::setHingeTorque(int robot, int hinge, double torque_Nm) {
    if (!d_->validRobot(robot) || !std::isfinite(torque_Nm)) return;
    auto& v = d_->robots[static_cast<std::size_t>(robot)].hinges;
    if (inRange(v, hinge)) v[static_cast<std::size_t>(hinge)].effortTorque = torque_Nm;
}

void Simulation::addForceAtPoint(int robot, int link, const Vec3& f_W, const Vec3& p_W) {
    if (!d_->validRobot(robot) || !f_W.allFinite() || !p_W.allFinite() || d_->failure) return;
    auto& v = d_->robots[static_cast<std::size_t>(robot)].bodies;
    if (!inRange(v, link)) return;
    detail::ensureOde();
    d_->robots[static_cast<std::size_t>(robot)].wakeUp = true;
    dBodyAddForceAtPos(v[static_cast<std::size_t>(link)], f_W.x(), f_W.y(), f_W.z(), p_W.x(),
                       p_W.y(), p_W.z());
}

void Simulation::setRobotPose(int robot, const Pose& X_WM) {
    if (!d_->validRobot(robot) || !detail::checkPose(X_WM).empty() || d_->failure) return;
    detail::ensureOde();
    Impl::RobotRt& rt = d_->robots[static_cast<std::size_t>(robot)];
    const RobotModel& m = d_->model(robot);
    // Current model frame, implied by link 0.
    const Pose X_WM_now = d_->linkPose(robot, 0) * normalised(m.links[0].X_ML).inverse();
    const Pose delta = normalised(X_WM) * X_WM_now.inverse();
    rt.wakeUp = true;
    for (std::size_t l = 0; l < rt.bodies.size(); ++l) {
        const Pose X_WL = delta * d_->linkPose(robot, static_cast<int>(l));
        setBodyPose(rt.bodies[l], {X_WL * rt.com_L[l], X_WL.rotation});
        dBodySetLinearVel(rt.bodies[l], 0, 0, 0);
        dBodySetAngularVel(rt.bodies[l], 0, 0, 0);
    }
    for (std::size_t i = 0; i < m.sensors.size(); ++i) {
        if (m.sensors[i].type != SensorType::Gyro) continue;
        Impl::SensorRt& st = rt.sensorState[i];
        const double y = Impl::yawOf(d_->linkPose(robot, m.sensors[i].link) * m.sensors[i].X_LS);
        st.yawUnwrapped += wrapPi(y - st.yawPrev);
        st.yawPrev = y;
    }
    d_->restartImus(robot);  // the teleport zeroed the velocities
}

Pose Simulation::linkPose(int robot, int link) const {
    if (!d_->validRobot(robot) ||
        !inRange(d_->robots[static_cast<std::size_t>(robot)].bodies, link))
        return {};
    return d_->linkPose(robot, link);
}

Vec3 Simulation::linkVelocity(int robot, int link) const {
    if (!d_->validRobot(robot) ||
        !inRange(d_->robots[static_cast<std::size_t>(robot)].bodies, link))
        return Vec3::Zero();
    const Pose X = d_->linkPose(robot, link);
    dVector3 v;
    dBodyGetPointVel(
        d_->robots[static_cast<std::size_t>(robot)].bodies[static_cast<std::size_t>(link)],
        X.translation.x(), X.translation.y(), X.translation.z(), v);
    return {v[0], v[1], v[2]};
}

Vec3 Simulation::linkAngularVelocity(int robot, int link) const {
    if (!d_->validRobot(robot) ||
        !inRange(d_->robots[static_cast<std::size_t>(robot)].bodies, link))
        return Vec3::Zero();
    const dReal* w = dBodyGetAngularVel(
        d_->robots[static_cast<std::size_t>(robot)].bodies[static_cast<std::size_t>(link)]);
    return {w[0], w[1], w[2]};
}

double Simulation::hingeAngle(int robot, int hinge) const {
    if (!d_->validRobot(robot)) return 0.0;
    const auto& v = d_->robots[static_cast<std::size_t>(robot)].hinges;
    return inRange(v, hinge) ? v[static_cast<std::size_t>(hinge)].angle : 0.0;
}

double Simulation::hingeRate(int robot, int hinge) const {
    if (!d_->validRobot(robot)) return 0.0;
    const auto& v = d_->robots[static_cast<std::size_t>(robot)].hinges;
    return inRange(v, hinge) ? dJointGetHingeAngleRate(v[static_cast<std::size_t>(hinge)].joint)
                             : 0.0;
}

double Simulation::hingeTorque(int robot, int hinge) const {
    if (!d_->validRobot(robot)) return 0.0;
    const auto& v = d_->robots[static_cast<std::size_t>(robot)].hinges;
    if (!inRange(v, hinge)) return 0.0;
    const Impl::HingeRt& h = v[static_cast<std::size_t>(hinge)];
    dVector3 a, ax;
    dJointGetHingeAnchor(h.joint, a);
    dJointGetHingeAxis(h.joint, ax);
    const Hinge& hm = d_->model(robot).hinges[static_cast<std::size_t>(hinge)];
    const dReal* c = dBodyGetPosition(
        d_->robots[static_cast<std::size_t>(robot)].bodies[static_cast<std::size_t>(hm.child)]);
    const Vec3 f(h.fb.f1[0], h.fb.f1[1], h.fb.f1[2]);
    const Vec3 t(h.fb.t1[0], h.fb.t1[1], h.fb.t1[2]);
    const Vec3 r = Vec3(a[0], a[1], a[2]) - Vec3(c[0], c[1], c[2]);
    const Vec3 aboutAnchor = t - r.cross(f);
    return aboutAnchor.dot(Vec3(ax[0], ax[1], ax[2])) + h.appliedEffort;
}

double Simulation::motorAngle(int robot, int motor) const {
    if (!d_->validRobot(robot)) return 0.0;
    const RobotModel& m = d_->model(robot);
    if (!inRange(m.motors, motor)) return 0.0;
    const DcMotor& dm = m.motors[static_cast<std::size_t>(motor)];
    const double a = d_->robots[static_cast<std::size_t>(robot)]
                         .hinges[static_cast<std::size_t>(dm.hinge)]
                         .angle;
    return dm.reversed ? -a : a;
}

const SensorReading& Simulation::sensorReading(int robot, int sensor) const {
    if (!d_->validRobot(robot)) return d_->emptyReading;
    const auto& v = d_->robots[static_cast<std::size_t>(robot)].readings;
    return inRange(v, sensor) ? v[static_cast<std::size_t>(sensor)] : d_->emptyReading;
}

const std::vector<int>& Simulation::touchedBodies(int robot) const {
    if (!d_->validRobot(robot)) return d_->emptyList;
    return d_->robots[static_cast<std::size_t>(robot)].touched;
}

Pose Simulation::worldBodyPose(int body) const {
    if (!inRange(d_->worldGeoms, body)) return {};
    const auto i = static_cast<std::size_t>(body);
    if (d_->worldBodies[i]) return bodyPose(d_->worldBodies[i]);
    return normalised(d_->world.bodies[i].X_WB);
}

bool Simulation::flameLit(int flame) const {
    return inRange(d_->flameLit, flame) && d_->flameLit[static_cast<std::size_t>(flame)];
}

double Simulation::groundHeight(double x_m, double z_m) const {
    if (!d_->world.terrain) return 0.0;
    const Heightfield& h = *d_->world.terrain;
    // ODE splits each cell along the diagonal from (ix+1, iz) to (ix, iz+1).
    double u = (x_m - h.min_x_m) / h.cell_m;
    double v = (z_m - h.min_z_m) / h.cell_m;
    u = std::clamp(u, 0.0, static_cast<double>(h.samples_x - 1));
    v = std::clamp(v, 0.0, static_cast<double>(h.samples_z - 1));
    int ix = std::min(static_cast<int>(u), h.samples_x - 2);
    int iz = std::min(static_cast<int>(v), h.samples_z - 2);
    const double fx = u - ix, fz = v - iz;
    auto H = [&](int i, int k) {
        return h.heights_m[static_cast<std::size_t>(k) * static_cast<std::size_t>(h.samples_x) +
                           static_cast<std::size_t>(i)];
    };
    const double h00 = H(ix, iz), h10 = H(ix + 1, iz), h01 = H(ix, iz + 1), h11 = H(ix + 1, iz + 1);
    if (fx + fz <= 1.0) return h00 + (h10 - h00) * fx + (h01 - h00) * fz;
    return h11 + (h01 - h11) * (1.0 - fx) + (h10 - h11) * (1.0 - fz);
}

Vec3 Simulation::groundNormal(double x_m, double z_m) const {
    if (!d_->world.terrain) return Vec3::UnitY();
    const Heightfield& h = *d_->world.terrain;
    double u = std::clamp((x_m - h.min_x_m) / h.cell_m, 0.0, static_cast<double>(h.samples_x - 1));
    double v = std::clamp((z_m - h.min_z_m) / h.cell_m, 0.0, static_cast<double>(h.samples_z - 1));
    int ix = std::min(static_cast<int>(u), h.samples_x - 2);
    int iz = std::min(static_cast<int>(v), h.samples_z - 2);
    const double fx = u - ix, fz = v - iz;
    auto H = [&](int i, int k) {
        return h.heights_m[static_cast<std::size_t>(k) * static_cast<std::size_t>(h.samples_x) +
                           static_cast<std::size_t>(i)];
    };
    const double c = h.cell_m;
    double dhdx, dhdz;
    if (fx + fz <= 1.0) {
        dhdx = (H(ix + 1, iz) - H(ix, iz)) / c;
        dhdz = (H(ix, iz + 1) - H(ix, iz)) / c;
    } else {
        dhdx = (H(ix + 1, iz + 1) - H(ix, iz + 1)) / c;
        dhdz = (H(ix + 1, iz + 1) - H(ix + 1, iz)) / c;
    }
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
