// SPDX-License-Identifier: GPL-3.0-or-later
// Simulation: the public API and the step pipeline. The stages live in their own files; see
// simulation_impl.h for the layout.
#include "botlab/sim/simulation.h"

#include <mutex>

#include "simulation_impl.h"
#include "validation.h"

namespace botlab::sim {

namespace {

std::mutex& odeRandMutex() {
    static std::mutex m;
    return m;
}

}  // namespace

const char* Simulation::Impl::bodyProblem(dBodyID b, bool predict) const {
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

std::optional<Error> Simulation::Impl::checkState(bool predict) const {
    for (std::size_t r = 0; r < robots.size(); ++r) {
        for (std::size_t l = 0; l < robots[r].bodies.size(); ++l) {
            if (const char* e = bodyProblem(robots[r].bodies[l], predict)) {
                const RobotModel& m = model(static_cast<int>(r));
                return Error{"the simulation became unstable: robot '" + m.name + "' link '" +
                             m.links[l].name + "' " + e};
            }
        }
        for (std::size_t l = 0; l < robots[r].extraBodies.size(); ++l) {
            if (const char* e = bodyProblem(robots[r].extraBodies[l], predict)) {
                return Error{"the simulation became unstable: robot '" +
                             model(static_cast<int>(r)).name + "' " + robots[r].extraNames[l] +
                             " " + e};
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

Status Simulation::Impl::step() {
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
    d_->settleReadings();  // the readings are part of the state
    return d_->hash();
}

const WorldModel& Simulation::world() const {
    return d_->world;
}
int Simulation::robotCount() const {
    return static_cast<int>(d_->spawns.size());
}
const RobotModel& Simulation::robot(int robot) const {
    const RobotSpawn* sp = Impl::checked(d_->spawns, robot);
    return sp ? sp->model : d_->emptyModel;
}

// Every robot and device index below goes through Impl::checked (asserts; ignored in release).

void Simulation::setMotorCommand(int robot, int motor, double percent) {
    Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    double* v = rt ? Impl::checked(rt->motorCmd, motor) : nullptr;
    if (v && std::isfinite(percent)) *v = std::clamp(percent, -100.0, 100.0);
}

double Simulation::motorCommand(int robot, int motor) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    const double* v = rt ? Impl::checked(rt->motorCmd, motor) : nullptr;
    return v ? *v : 0.0;
}

void Simulation::setServoTarget(int robot, int servo, double angle_rad) {
    Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    double* v = rt ? Impl::checked(rt->servoTarget, servo) : nullptr;
    if (!v || !std::isfinite(angle_rad)) return;
    const Servo& s = d_->model(robot).servos[static_cast<std::size_t>(servo)];
    *v = std::clamp(angle_rad, s.min_angle_rad, s.max_angle_rad);
}

double Simulation::servoTarget(int robot, int servo) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    const double* v = rt ? Impl::checked(rt->servoTarget, servo) : nullptr;
    return v ? *v : 0.0;
}

void Simulation::setFanCommand(int robot, int fan, double percent) {
    Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    double* v = rt ? Impl::checked(rt->fanCmd, fan) : nullptr;
    if (v && std::isfinite(percent)) *v = std::clamp(percent, 0.0, 100.0);
}

double Simulation::fanCommand(int robot, int fan) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    const double* v = rt ? Impl::checked(rt->fanCmd, fan) : nullptr;
    return v ? *v : 0.0;
}

void Simulation::setHingeEffortMode(int robot, int hinge, bool on) {
    Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    Impl::HingeRt* h = rt ? Impl::checked(rt->hinges, hinge) : nullptr;
    if (h) h->effort = on;
}

void Simulation::setHingeTorque(int robot, int hinge, double torque_Nm) {
    Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    Impl::HingeRt* h = rt ? Impl::checked(rt->hinges, hinge) : nullptr;
    if (h && std::isfinite(torque_Nm)) h->effortTorque = torque_Nm;
}

void Simulation::addForceAtPoint(int robot, int link, const Vec3& f_W, const Vec3& p_W) {
    Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    dBodyID* b = rt ? Impl::checked(rt->bodies, link) : nullptr;
    if (!b || !f_W.allFinite() || !p_W.allFinite() || d_->failure) return;
    detail::ensureOde();
    rt->wakeUp = true;
    dBodyAddForceAtPos(*b, f_W.x(), f_W.y(), f_W.z(), p_W.x(), p_W.y(), p_W.z());
}

void Simulation::setRobotPose(int robot, const Pose& X_WM) {
    Impl::RobotRt* rtp = Impl::checked(d_->robots, robot);
    if (!rtp || !detail::checkPose(X_WM).empty() || d_->failure) return;
    detail::ensureOde();
    Impl::RobotRt& rt = *rtp;
    const RobotModel& m = d_->model(robot);
    d_->settleReadings();  // this step's readings see the world before the teleport
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
    for (dBodyID b : rt.extraBodies) {
        setBodyPose(b, delta * bodyPose(b));
        dBodySetLinearVel(b, 0, 0, 0);
        dBodySetAngularVel(b, 0, 0, 0);
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
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    if (!rt || !Impl::checked(rt->bodies, link)) return {};
    return d_->linkPose(robot, link);
}

Vec3 Simulation::linkVelocity(int robot, int link) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    if (!rt || !Impl::checked(rt->bodies, link)) return Vec3::Zero();
    return d_->pointVelocity(robot, link, d_->linkPose(robot, link).translation);
}

Vec3 Simulation::linkAngularVelocity(int robot, int link) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    dBodyID const* b = rt ? Impl::checked(rt->bodies, link) : nullptr;
    if (!b) return Vec3::Zero();
    const dReal* w = dBodyGetAngularVel(*b);
    return {w[0], w[1], w[2]};
}

double Simulation::hingeAngle(int robot, int hinge) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    const Impl::HingeRt* h = rt ? Impl::checked(rt->hinges, hinge) : nullptr;
    return h ? h->angle : 0.0;
}

double Simulation::hingeRate(int robot, int hinge) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    const Impl::HingeRt* h = rt ? Impl::checked(rt->hinges, hinge) : nullptr;
    return h ? dJointGetHingeAngleRate(h->joint) : 0.0;
}

double Simulation::hingeTorque(int robot, int hinge) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    const Impl::HingeRt* hp = rt ? Impl::checked(rt->hinges, hinge) : nullptr;
    if (!hp) return 0.0;
    const Impl::HingeRt& h = *hp;
    dVector3 a, ax;
    dJointGetHingeAnchor(h.joint, a);
    dJointGetHingeAxis(h.joint, ax);
    const Hinge& hm = d_->model(robot).hinges[static_cast<std::size_t>(hinge)];
    const dReal* c = dBodyGetPosition(rt->bodies[static_cast<std::size_t>(hm.child)]);
    const Vec3 f(h.fb.f1[0], h.fb.f1[1], h.fb.f1[2]);
    const Vec3 t(h.fb.t1[0], h.fb.t1[1], h.fb.t1[2]);
    const Vec3 r = Vec3(a[0], a[1], a[2]) - Vec3(c[0], c[1], c[2]);
    const Vec3 aboutAnchor = t - r.cross(f);
    return aboutAnchor.dot(Vec3(ax[0], ax[1], ax[2])) + h.appliedEffort;
}

double Simulation::couplingTorque(int robot, int gear) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    const Impl::RobotRt::CouplingRt* c = rt ? Impl::checked(rt->couplings, gear) : nullptr;
    if (!c) return 0.0;
    const RobotModel& m = d_->model(robot);
    const GearCoupling& gc = m.gears[static_cast<std::size_t>(gear)];
    const Impl::HingeRt& hb = rt->hinges[static_cast<std::size_t>(gc.hinge_b)];
    dVector3 a, ax;
    dJointGetHingeAnchor(hb.joint, a);
    dJointGetHingeAxis(hb.joint, ax);
    const dReal* cm = dBodyGetPosition(
        rt->bodies[static_cast<std::size_t>(m.hinges[static_cast<std::size_t>(gc.hinge_b)].child)]);
    const dReal* fp = c->bIsBody1 ? c->fb.f1 : c->fb.f2;
    const dReal* tp = c->bIsBody1 ? c->fb.t1 : c->fb.t2;
    const Vec3 f(fp[0], fp[1], fp[2]), t(tp[0], tp[1], tp[2]);
    const Vec3 r = Vec3(a[0], a[1], a[2]) - Vec3(cm[0], cm[1], cm[2]);
    return (t - r.cross(f)).dot(Vec3(ax[0], ax[1], ax[2]));
}

double Simulation::loopTravel(int robot, int loop) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    if (!rt) return 0.0;
    const RobotModel& m = d_->model(robot);
    const DriveLoop* lp = Impl::checked(m.loops, loop);
    if (!lp) return 0.0;
    const Hinge& h = m.hinges[static_cast<std::size_t>(lp->hinges[0])];
    const Vec3 ax_L =
        normalised(m.links[static_cast<std::size_t>(lp->link)].X_ML).rotation.conjugate() *
        h.axis_M;
    const double sign = ax_L.dot(lp->axis_L) >= 0.0 ? 1.0 : -1.0;
    return sign * rt->hinges[static_cast<std::size_t>(lp->hinges[0])].angle * lp->radii_m[0];
}

double Simulation::motorAngle(int robot, int motor) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    const double* cmd = rt ? Impl::checked(rt->motorCmd, motor) : nullptr;
    if (!cmd) return 0.0;
    const DcMotor& dm = d_->model(robot).motors[static_cast<std::size_t>(motor)];
    const double a = rt->hinges[static_cast<std::size_t>(dm.hinge)].angle;
    return dm.reversed ? -a : a;
}

const SensorReading& Simulation::sensorReading(int robot, int sensor) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    const SensorReading* r = rt ? Impl::checked(rt->readings, sensor) : nullptr;
    if (!r) return d_->emptyReading;
    d_->settleReading(robot, static_cast<std::size_t>(sensor));
    return *r;
}

const CameraImage& Simulation::cameraImage(int robot, int sensor) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    const CameraImage* im = rt ? Impl::checked(rt->images, sensor) : nullptr;
    return im ? *im : d_->emptyImage;
}

const LidarScan& Simulation::lidarScan(int robot, int sensor) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    const LidarScan* sc = rt ? Impl::checked(rt->scans, sensor) : nullptr;
    return sc ? *sc : d_->emptyScan;
}

const std::vector<int>& Simulation::touchedBodies(int robot) const {
    const Impl::RobotRt* rt = Impl::checked(d_->robots, robot);
    return rt ? rt->touched : d_->emptyList;
}

Pose Simulation::worldBodyPose(int body) const {
    dBodyID const* b = Impl::checked(d_->worldBodies, body);
    if (!b) return {};
    if (*b) return bodyPose(*b);
    return normalised(d_->world.bodies[static_cast<std::size_t>(body)].X_WB);
}

bool Simulation::flameLit(int flame) const {
    const char* lit = Impl::checked(d_->flameLit, flame);
    return lit && *lit;
}

}  // namespace botlab::sim
