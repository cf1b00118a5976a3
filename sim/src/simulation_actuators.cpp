// SPDX-License-Identifier: GPL-3.0-or-later
// Actuators: DC motors, servos and effort hinges before the step; hinge angles and fans (the
// flames they blow out) after it (see simulation_impl.h).
#include "simulation_impl.h"

namespace botlab::sim {

void Simulation::Impl::updateHingeAngles(bool init) {
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

void Simulation::Impl::wake(RobotRt& rt) {
    for (dBodyID b : rt.bodies) dBodyEnable(b);
    for (dBodyID b : rt.extraBodies) dBodyEnable(b);
}

void Simulation::Impl::applyCommands() {
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
                const double frac = std::clamp(std::abs(v - w / d.no_load_speed_rad_s), 0.05, 2.0);
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

void Simulation::Impl::updateFans(double h) {
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

}  // namespace botlab::sim
