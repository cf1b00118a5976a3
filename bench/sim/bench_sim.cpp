// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-bench-sim: speed of the physics engine. Prints one JSON object:
//   line_follow.real_time_factor  simulated seconds per wall-clock second of a line-follow robot
//                                 (chassis, 2 motor wheels, caster, 3 line + 1 distance sensors
//                                 read every step, a proportional controller) among walls;
//   line_follow.bare_ode_ratio    its cost per step over the same bodies, joints and geoms stepped
//                                 by plain ODE calls in this process (same stepper and contacts);
//   legged.us_per_step            a 19-body, 18-hinge hexapod standing on servos.
// Each figure is the median of 5 repeats.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <numbers>
#include <vector>

#include <ode/ode.h>

#include "botlab/sim/simulation.h"

using namespace botlab::sim;

namespace {

constexpr int kRepeats = 5;
constexpr double kStep = 0.001;
constexpr double kLineRadius = 0.6;
constexpr double kWheelR = 0.03;

// CPU time of this thread: the machine may be shared, and wall time then measures the others too.
double now_s() {
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

Shape box(const Vec3& size, double mass, const Vec3& at = Vec3::Zero()) {
    Shape s;
    s.type = ShapeType::Box;
    s.size_m = size;
    s.mass_kg = mass;
    s.X_LS = Pose::fromTranslation(at);
    return s;
}

// ----------------------------------------------------------------------------- line follow
// Geometry shared by the Botlab model and the bare-ODE copy.
const Vec3 kChassisSize(0.16, 0.04, 0.12);
const Vec3 kChassisAt(0, 0.04, 0);
const Vec3 kCasterAt(-0.06, -0.025, 0);  // in the chassis frame
constexpr double kCasterR = 0.015;
const Vec3 kWheelAt[2] = {Vec3(0.03, kWheelR, -0.075), Vec3(0.03, kWheelR, 0.075)};

WorldModel lineWorld() {
    WorldModel w;
    w.step_s = kStep;
    FloorTexture& f = w.floor;
    f.width_px = f.height_px = 400;
    f.min_x_m = f.min_z_m = -1.0;
    f.size_x_m = f.size_z_m = 2.0;
    f.rgba.assign(400 * 400 * 4, 255);
    for (int j = 0; j < 400; ++j)
        for (int i = 0; i < 400; ++i) {
            const double x = -1.0 + (i + 0.5) * 0.005, z = -1.0 + (j + 0.5) * 0.005;
            if (std::abs(std::hypot(x, z) - kLineRadius) < 0.0125) {
                std::uint8_t* p = &f.rgba[static_cast<std::size_t>((j * 400 + i) * 4)];
                p[0] = p[1] = p[2] = 20;
            }
        }
    const double half = 1.1;
    const Vec3 sizes[4] = {Vec3(0.05, 0.2, 2.3), Vec3(0.05, 0.2, 2.3), Vec3(2.3, 0.2, 0.05),
                           Vec3(2.3, 0.2, 0.05)};
    const Vec3 at[4] = {Vec3(half, 0.1, 0), Vec3(-half, 0.1, 0), Vec3(0, 0.1, half),
                        Vec3(0, 0.1, -half)};
    for (int i = 0; i < 4; ++i) {
        WorldBody b;
        b.name = "wall_" + std::to_string(i);
        b.shape = box(sizes[i], 1.0);
        b.X_WB = Pose::fromTranslation(at[i]);
        b.is_wall = true;
        w.bodies.push_back(b);
    }
    return w;
}

RobotModel lineRobot() {
    RobotModel m;
    m.name = "line_follower";
    Link chassis;
    chassis.name = "chassis";
    chassis.X_ML = Pose::fromTranslation(kChassisAt);
    chassis.shapes.push_back(box(kChassisSize, 0.5));
    Shape caster;
    caster.type = ShapeType::Sphere;
    caster.radius_m = kCasterR;
    caster.mass_kg = 0.02;
    caster.X_LS = Pose::fromTranslation(kCasterAt);
    caster.material.friction = 0.0;
    chassis.shapes.push_back(caster);
    m.links.push_back(chassis);
    for (int w = 0; w < 2; ++w) {
        Link l;
        l.name = w == 0 ? "wheel_l" : "wheel_r";
        l.X_ML = Pose::fromTranslation(kWheelAt[w]);
        Shape c;
        c.type = ShapeType::Cylinder;
        c.radius_m = kWheelR;
        c.length_m = 0.02;
        c.mass_kg = 0.05;
        l.shapes.push_back(c);
        m.links.push_back(l);
        Hinge h;
        h.name = w == 0 ? "axle_l" : "axle_r";
        h.parent = 0;
        h.child = w + 1;
        h.anchor_M = kWheelAt[w];
        h.axis_M = -Vec3::UnitZ();
        m.hinges.push_back(h);
        DcMotor d;
        d.name = w == 0 ? "motor_l" : "motor_r";
        d.hinge = w;
        d.no_load_speed_rad_s = 10.0;
        d.stall_torque_Nm = 0.5;
        m.motors.push_back(d);
    }
    for (int k = 0; k < 3; ++k) {
        Sensor s;
        s.type = SensorType::Line;
        s.name = "line_" + std::to_string(k);
        s.link = 0;
        s.X_LS = Pose::fromTranslation(Vec3(0.08, -0.015, (k - 1) * 0.02));
        m.sensors.push_back(s);
    }
    Sensor d;
    d.type = SensorType::Distance;
    d.name = "front";
    d.link = 0;
    d.X_LS = Pose::fromTranslation(Vec3(0.081, 0, 0));
    m.sensors.push_back(d);
    return m;
}

// Start on the circle at (R, 0, 0) heading along it (counter-clockwise seen from above: -Z).
Pose lineStart() {
    return {Vec3(kLineRadius, 0, 0), Quat(Eigen::AngleAxisd(std::numbers::pi / 2, Vec3::UnitY()))};
}

struct LineRun {
    double cpu_s = 0;
    int steps = 0;
    int dark = 0;  // steps with the middle sensor over the line
};

// Steps the line follower `steps` times, reading all sensors and commanding the motors each step.
void runBotlab(Simulation& sim, int steps, LineRun& r) {
    const double t0 = now_s();
    for (int i = 0; i < steps; ++i) {
        const double l = sim.sensorReading(0, 0).value();
        const double c = sim.sensorReading(0, 1).value();
        const double rr = sim.sensorReading(0, 2).value();
        const double front = sim.sensorReading(0, 3).value();
        if (c < 50) ++r.dark;
        // Steer toward the darker side; slow down near a wall.
        const double base = front < 0.15 ? 20.0 : 50.0;
        const double turn = 0.6 * (rr - l);
        sim.setMotorCommand(0, 0, base - turn);
        sim.setMotorCommand(0, 1, base + turn);
        if (!sim.step().ok()) break;
        ++r.steps;
    }
    r.cpu_s += now_s() - t0;
}

// The same bodies, joints and geoms with plain ODE calls and the same space layout as the engine
// (static geoms in one simple space, the robot in another, so static pairs and the robot's own
// pairs are never tested), the same contact parameters and stepper, motors set every step.
struct Bare {
    dWorldID world;
    dSpaceID space, statics, robot;
    dJointGroupID contacts;
    dBodyID chassis, wheel[2];
    dJointID hinge[2];

    static void near(void* data, dGeomID a, dGeomID b) {
        if (dGeomIsSpace(a) || dGeomIsSpace(b)) {
            dSpaceCollide2(a, b, data, &near);
            return;
        }
        auto* self = static_cast<Bare*>(data);
        dBodyID ba = dGeomGetBody(a), bb = dGeomGetBody(b);
        // The caster is frictionless, as in the Botlab model (geometric mean of 0 and 0.8).
        const bool caster = dGeomGetData(a) == &kCasterR || dGeomGetData(b) == &kCasterR;
        dContact c[4];
        int n = dCollide(a, b, 4, &c[0].geom, sizeof(dContact));
        // As the engine does for a wheel on its axle (both cylinders here are): a cylinder's two
        // end points of its line contact on a plane become one contact at the middle with the mean
        // depth.
        const int ca = dGeomGetClass(a), cb = dGeomGetClass(b);
        if (n == 2 && ((ca == dCylinderClass && cb == dPlaneClass) ||
                       (cb == dCylinderClass && ca == dPlaneClass))) {
            for (int k = 0; k < 3; ++k)
                c[0].geom.pos[k] = 0.5 * (c[0].geom.pos[k] + c[1].geom.pos[k]);
            c[0].geom.depth = 0.5 * (c[0].geom.depth + c[1].geom.depth);
            n = 1;
        }
        for (int i = 0; i < n; ++i) {
            c[i].surface.mode = dContactApprox1 | dContactSoftERP | dContactSoftCFM;
            c[i].surface.mu = caster ? 0.0 : 0.8;
            c[i].surface.soft_erp = 0.2;
            c[i].surface.soft_cfm = 1e-5;
            dJointAttach(dJointCreateContact(self->world, self->contacts, &c[i]), ba, bb);
        }
    }

    explicit Bare(int iterations) {
        world = dWorldCreate();
        dWorldSetGravity(world, 0, -9.81, 0);
        dWorldSetERP(world, 0.2);
        dWorldSetCFM(world, 1e-9);
        dWorldSetQuickStepNumIterations(world, iterations);
        dWorldSetContactSurfaceLayer(world, 2e-4);
        dWorldSetContactMaxCorrectingVel(world, 1.0);
        space = dSimpleSpaceCreate(nullptr);
        statics = dSimpleSpaceCreate(space);
        robot = dSimpleSpaceCreate(space);
        contacts = dJointGroupCreate(0);
        dCreatePlane(statics, 0, 1, 0, 0);
        const double half = 1.1;
        dGeomSetPosition(dCreateBox(statics, 0.05, 0.2, 2.3), half, 0.1, 0);
        dGeomSetPosition(dCreateBox(statics, 0.05, 0.2, 2.3), -half, 0.1, 0);
        dGeomSetPosition(dCreateBox(statics, 2.3, 0.2, 0.05), 0, 0.1, half);
        dGeomSetPosition(dCreateBox(statics, 2.3, 0.2, 0.05), 0, 0.1, -half);
        const Pose X_WM = lineStart();
        dMass m;
        chassis = dBodyCreate(world);
        dMassSetBoxTotal(&m, 0.5, kChassisSize.x(), kChassisSize.y(), kChassisSize.z());
        dMass ms;
        dMassSetSphereTotal(&ms, 0.02, kCasterR);
        dMassTranslate(&ms, kCasterAt.x(), kCasterAt.y(), kCasterAt.z());
        dMassAdd(&m, &ms);
        const Vec3 com(m.c[0], m.c[1], m.c[2]);
        dMassTranslate(&m, -com.x(), -com.y(), -com.z());
        dBodySetMass(chassis, &m);
        const Vec3 pc = X_WM * (kChassisAt + com);
        dBodySetPosition(chassis, pc.x(), pc.y(), pc.z());
        dQuaternion q = {X_WM.rotation.w(), X_WM.rotation.x(), X_WM.rotation.y(),
                         X_WM.rotation.z()};
        dBodySetQuaternion(chassis, q);
        dGeomID g = dCreateBox(robot, kChassisSize.x(), kChassisSize.y(), kChassisSize.z());
        dGeomSetBody(g, chassis);
        dGeomSetOffsetPosition(g, -com.x(), -com.y(), -com.z());
        g = dCreateSphere(robot, kCasterR);
        dGeomSetData(g, const_cast<double*>(&kCasterR));
        dGeomSetBody(g, chassis);
        dGeomSetOffsetPosition(g, kCasterAt.x() - com.x(), kCasterAt.y() - com.y(),
                               kCasterAt.z() - com.z());
        for (int w = 0; w < 2; ++w) {
            wheel[w] = dBodyCreate(world);
            dMassSetCylinderTotal(&m, 0.05, 3, kWheelR, 0.02);
            dBodySetMass(wheel[w], &m);
            const Vec3 pw = X_WM * kWheelAt[w];
            dBodySetPosition(wheel[w], pw.x(), pw.y(), pw.z());
            dBodySetQuaternion(wheel[w], q);
            g = dCreateCylinder(robot, kWheelR, 0.02);
            dGeomSetBody(g, wheel[w]);
            hinge[w] = dJointCreateHinge(world, nullptr);
            dJointAttach(hinge[w], wheel[w], chassis);
            dJointSetHingeAnchor(hinge[w], pw.x(), pw.y(), pw.z());
            const Vec3 ax = X_WM.rotation * -Vec3::UnitZ();
            dJointSetHingeAxis(hinge[w], ax.x(), ax.y(), ax.z());
        }
    }
    ~Bare() {
        dJointGroupDestroy(contacts);
        dSpaceDestroy(space);
        dWorldDestroy(world);
    }

    double run(int steps) {
        const double t0 = now_s();
        for (int i = 0; i < steps; ++i) {
            // Drive a circle like the line follower: inner wheel slower.
            const double cmd[2] = {0.5 * 10.0 * 0.88, 0.5 * 10.0 * 1.12};
            for (int w = 0; w < 2; ++w) {
                const double rate = dJointGetHingeAngleRate(hinge[w]);
                dJointSetHingeParam(hinge[w], dParamVel, cmd[w]);
                dJointSetHingeParam(
                    hinge[w], dParamFMax,
                    0.5 * std::clamp(std::abs(cmd[w] / 10.0 - rate / 10.0), 0.05, 2.0));
            }
            dSpaceCollide(space, this, &near);
            dWorldQuickStep(world, kStep);
            dJointGroupEmpty(contacts);
        }
        return now_s() - t0;
    }
};

// ----------------------------------------------------------------------------- legged
RobotModel hexapod() {
    RobotModel m;
    m.name = "hexapod";
    const double bodyY = 0.12;
    Link body;
    body.name = "body";
    body.X_ML = Pose::fromTranslation(Vec3(0, bodyY, 0));
    body.shapes.push_back(box(Vec3(0.3, 0.05, 0.2), 1.5));
    m.links.push_back(body);
    int legIndex = 0;
    for (int side = -1; side <= 1; side += 2) {
        for (int row = 0; row < 3; ++row, ++legIndex) {
            const double x = -0.12 + 0.12 * row;
            const Vec3 out(0, 0, side);
            const Vec3 hip(x, bodyY, side * 0.1);
            const std::string leg = "leg" + std::to_string(legIndex);
            const int base = static_cast<int>(m.links.size());
            // Coxa: 4 cm outward; femur: 8 cm outward; tibia: 11 cm down with a foot ball.
            Link coxa, femur, tibia;
            coxa.name = leg + "_coxa";
            coxa.X_ML = Pose::fromTranslation(hip);
            coxa.shapes.push_back(box(Vec3(0.02, 0.02, 0.04), 0.05, out * 0.02));
            femur.name = leg + "_femur";
            femur.X_ML = Pose::fromTranslation(hip + out * 0.04);
            femur.shapes.push_back(box(Vec3(0.02, 0.02, 0.08), 0.08, out * 0.04));
            tibia.name = leg + "_tibia";
            tibia.X_ML = Pose::fromTranslation(hip + out * 0.12);
            tibia.shapes.push_back(box(Vec3(0.015, 0.11, 0.015), 0.06, Vec3(0, -0.055, 0)));
            Shape foot;
            foot.type = ShapeType::Sphere;
            foot.radius_m = 0.01;
            foot.mass_kg = 0.01;
            foot.X_LS = Pose::fromTranslation(Vec3(0, -0.11, 0));
            tibia.shapes.push_back(foot);
            m.links.push_back(coxa);
            m.links.push_back(femur);
            m.links.push_back(tibia);
            const Vec3 anchors[3] = {hip, hip + out * 0.04, hip + out * 0.12};
            const Vec3 axes[3] = {Vec3::UnitY(), Vec3::UnitX(), Vec3::UnitX()};
            for (int j = 0; j < 3; ++j) {
                Hinge h;
                h.name = leg + "_j" + std::to_string(j);
                h.parent = j == 0 ? 0 : base + j - 1;
                h.child = base + j;
                h.anchor_M = anchors[j];
                h.axis_M = axes[j];
                m.hinges.push_back(h);
                Servo s;
                s.name = h.name + "_servo";
                s.hinge = static_cast<int>(m.hinges.size()) - 1;
                m.servos.push_back(s);
            }
        }
    }
    return m;
}

}  // namespace

int main() {
    // --- line follow
    auto created = Simulation::create(lineWorld(), {{lineRobot(), lineStart()}}, 1);
    if (!created.ok()) {
        std::fprintf(stderr, "botlab-bench-sim: %s\n", created.message().c_str());
        return 1;
    }
    Simulation& sim = *created.value();
    const int lineSteps = 10000;
    std::vector<double> rtf, ratio, simUs, bareUs;
    double onLine = 0;
    // Botlab and bare ODE take turns in chunks of 500 steps, so that a change in the machine's
    // load hits both alike.
    for (int rep = 0; rep < kRepeats; ++rep) {
        sim.reset();
        Bare bare(sim.world().solver_iterations);
        LineRun r;
        double bareCpu = 0;
        for (int done = 0; done < lineSteps; done += 500) {
            runBotlab(sim, 500, r);
            bareCpu += bare.run(500);
        }
        onLine = static_cast<double>(r.dark) / lineSteps;
        rtf.push_back(r.steps * kStep / r.cpu_s);
        simUs.push_back(r.cpu_s / r.steps * 1e6);
        bareUs.push_back(bareCpu / lineSteps * 1e6);
        ratio.push_back((r.cpu_s / r.steps) / (bareCpu / lineSteps));
    }
    const Vec3 end = sim.linkPose(0, 0).translation;

    // --- legged
    auto legged = Simulation::create(WorldModel{}, {{hexapod(), Pose::identity()}}, 1);
    if (!legged.ok()) {
        std::fprintf(stderr, "botlab-bench-sim: %s\n", legged.message().c_str());
        return 1;
    }
    Simulation& hex = *legged.value();
    std::vector<double> legUs;
    const int legSteps = 3000;
    for (int rep = 0; rep < kRepeats; ++rep) {
        hex.reset();
        const double t0 = now_s();
        for (int i = 0; i < legSteps; ++i) {
            if (!hex.step().ok()) break;
        }
        legUs.push_back((now_s() - t0) / legSteps * 1e6);
    }
    const double bodyHeight = hex.linkPose(0, 0).translation.y();

    std::printf(
        "{\"line_follow\": {\"real_time_factor\": %.1f, \"bare_ode_ratio\": %.3f, "
        "\"us_per_step\": %.2f, \"bare_ode_us_per_step\": %.2f, \"steps\": %d, "
        "\"on_line_fraction\": %.2f, \"end_radius_m\": %.3f}, "
        "\"legged\": {\"us_per_step\": %.2f, \"bodies\": %d, \"hinges\": %d, \"steps\": %d, "
        "\"body_height_m\": %.3f}, \"step_s\": %g, \"repeats\": %d}\n",
        median(rtf), median(ratio), median(simUs), median(bareUs), lineSteps, onLine,
        std::hypot(end.x(), end.z()), median(legUs), static_cast<int>(hexapod().links.size()),
        static_cast<int>(hexapod().hinges.size()), legSteps, bodyHeight, kStep, kRepeats);
    return 0;
}
