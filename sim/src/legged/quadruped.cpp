// SPDX-License-Identifier: GPL-3.0-or-later
// Quadruped template (seed 001): model, trot, position and force (RNEA) control.
#include <algorithm>
#include <cmath>

#include "botlab/sim/legged/robots.h"
#include "build_util.h"
#include "looks.h"
#include "soft_feet.h"

namespace botlab::sim::legged {

using detail::addHinge;
using detail::addLink;
using detail::addServo;

namespace {

Eigen::Vector4d q0() {
    const auto& a = QuadrupedController::kInitialAngles;
    return {a[0], a[1], a[2], a[3]};
}

Vec3 hipOf(const QuadrupedConfig& c, int leg) {
    const double x = leg < 2 ? c.hip_x_m : -c.hip_x_m;
    const double z = (leg % 2 == 0) ? -c.hip_z_m : c.hip_z_m;
    return {x, 0.0, z};
}

// Joint points of a leg at q0, relative to the hip (sagittal plane).
struct LegPoints {
    Vec3 knee, ankle, foot;
};

LegPoints pointsAtQ0(const QuadrupedConfig& c) {
    const Eigen::Vector4d q = q0();
    const double p1 = q[1], p2 = q[1] - q[2];
    LegPoints p;
    p.knee = -c.leg.thigh_m * Vec3(std::sin(p1), std::cos(p1), 0.0);
    p.ankle = p.knee - c.leg.shank_m * Vec3(std::sin(p2), std::cos(p2), 0.0);
    p.foot = quadrupedLegFk(c.leg, q);
    return p;
}

const char* kLegNames[4] = {"LF", "RF", "LH", "RH"};

}  // namespace

RobotModel quadrupedModel(const QuadrupedConfig& c) {
    RobotModel m;
    m.name = "quadruped";
    const std::array<float, 4> body_rgba = {0.8f, 0.5f, 0.2f, 1.0f};
    const std::array<float, 4> leg_rgba = {0.3f, 0.3f, 0.32f, 1.0f};
    Shape body;
    body.type = ShapeType::Box;
    body.size_m = Vec3(c.body_length_m, c.body_height_m, c.body_width_m);
    body.mass_kg = c.body_mass_kg;
    addLink(m, "body", Vec3::Zero(), {body}, body_rgba);
    const LegPoints p = pointsAtQ0(c);
    const Vec3 sphere_c = p.foot + Vec3(0.0, c.foot_radius_m, 0.0);
    for (int i = 0; i < 4; ++i) {
        const std::string n = kLegNames[i];
        const Vec3 hip = hipOf(c, i);
        const Shape abd = detail::massBox(Vec3(0.05, 0.04, 0.04), c.abduction_mass_kg);
        const int la = addLink(m, n + "_abduction", hip, {abd}, leg_rgba);
        const int lt = addLink(
            m, n + "_thigh", hip,
            {detail::segmentBox(Vec3::Zero(), p.knee, 0.03, c.thigh_mass_kg, false)}, leg_rgba);
        const int ls = addLink(
            m, n + "_shank", hip + p.knee,
            {detail::segmentBox(Vec3::Zero(), p.ankle - p.knee, 0.025, c.shank_mass_kg, false)},
            leg_rgba);
        const int lf = addLink(
            m, n + "_foot", hip + p.ankle,
            {detail::segmentBox(Vec3::Zero(), sphere_c - p.ankle, 0.02, c.foot_mass_kg * 0.6,
                                false),
             detail::sphereAt(sphere_c - p.ankle, c.foot_radius_m, c.foot_mass_kg * 0.4, 1.0)},
            leg_rgba, !c.soft_terrain.empty());
        const int h1 = addHinge(m, n + "_hip_abduction", 0, la, hip, Vec3::UnitX());
        const int h2 = addHinge(m, n + "_hip_flexion", la, lt, hip, -Vec3::UnitZ());
        const int h3 = addHinge(m, n + "_knee", lt, ls, hip + p.knee, Vec3::UnitZ());
        const int h4 = addHinge(m, n + "_ankle", ls, lf, hip + p.ankle, -Vec3::UnitZ());
        const double t = c.servo_torque_Nm, w = c.servo_speed_rad_s, g = c.servo_gain_per_s;
        addServo(m, n + "_hip_abduction", h1, t, w, g, -0.6, 0.6);
        addServo(m, n + "_hip_flexion", h2, t, w, g, -1.5, 1.5);
        addServo(m, n + "_knee", h3, t, w, g, -1.5, 1.0);
        addServo(m, n + "_ankle", h4, t, w, g, -1.5, 1.5);
    }
    detail::addBodyImu(m);
    detail::dressQuadruped(m, c);
    return m;
}

QuadrupedController::QuadrupedController(QuadrupedConfig c) : c_(std::move(c)) {
    const LegPoints p = pointsAtQ0(c_);
    height_m_ = target_height_m_ = -p.foot.y();
    std::vector<Vec3> neutral;
    for (int i = 0; i < 4; ++i) {
        hips_[static_cast<std::size_t>(i)] = hipOf(c_, i);
        neutral.push_back(hipOf(c_, i) + Vec3(0.0, -height_m_, 0.0));
    }
    gait_ = GaitEngine(trotGait(c_.trot_hz, c_.stride_m, c_.lift_m, c_.trot_duty), neutral);
    // RNEA chains from the model's links (link frames have model axes, origins at the joints).
    const RobotModel m = quadrupedModel(c_);
    for (int i = 0; i < 4; ++i) {
        RneaChain& ch = chains_[static_cast<std::size_t>(i)];
        Vec3 prev = Vec3::Zero();
        for (int j = 0; j < 4; ++j) {
            const Hinge& h = m.hinges[static_cast<std::size_t>(4 * i + j)];
            const Link& l = m.links[static_cast<std::size_t>(h.child)];
            const MassProperties mp = massProperties(l);
            RneaJoint rj;
            rj.p_parent_m = h.anchor_M - prev;
            rj.axis = h.axis_M.normalized();
            rj.mass_kg = mp.mass_kg;
            rj.com_m = l.X_ML.translation + mp.com_L - h.anchor_M;
            rj.inertia = mp.inertia_L;
            ch.joints.push_back(rj);
            prev = h.anchor_M;
        }
        ch.tip_m = hipOf(c_, i) + p.foot - prev;
    }
    if (!c_.soft_terrain.empty()) {
        // Foot links 4 + 4i; shape 1 is the foot sphere.
        soft_feet_ =
            std::make_shared<detail::SoftFeet>(c_.soft_terrain, std::vector<int>{4, 8, 12, 16}, 1);
    }
}

std::vector<std::string> QuadrupedController::gaits() const {
    return {"trot"};
}

Status QuadrupedController::setGait(std::string_view name) {
    if (name != "trot") {
        return Error{"quadruped: unknown gait '" + std::string(name) + "' (known: trot)"};
    }
    return {};
}

void QuadrupedController::move(double forward_m_s, double sideways_m_s, double turn_rad_s) {
    target_height_m_ = -pointsAtQ0(c_).foot.y();
    const Vec3 command(forward_m_s, sideways_m_s, turn_rad_s);
    // A new turn, or standing still, lets go of the held heading; the same command again (the
    // Cockpit repeats it at 25 Hz) keeps it.
    if (turn_rad_s != 0.0 || (forward_m_s == 0.0 && sideways_m_s == 0.0)) hold_ = false;
    command_ = command;
    gait_.setCommand(forward_m_s, sideways_m_s, turn_rad_s);
}

void QuadrupedController::stand() {
    command_ = Vec3::Zero();
    hold_ = false;
    gait_.setCommand(0.0, 0.0, 0.0);
    target_height_m_ = -pointsAtQ0(c_).foot.y();
}

void QuadrupedController::sit() {
    command_ = Vec3::Zero();
    hold_ = false;
    gait_.setCommand(0.0, 0.0, 0.0);
    target_height_m_ = -pointsAtQ0(c_).foot.y() - c_.sit_drop_m;
}

void QuadrupedController::holdHeading(const Simulation& sim, int robot, double dt_s) {
    // Walking without a turn command, the trot keeps the heading it had when the command came.
    // The trot itself is symmetric, but its yaw swings by +-40 deg/s at every step (the diagonal
    // pairs' swing legs) and the engine's contact solver does not cancel these swings exactly:
    // left alone the heading drifts by about 1 deg/s, to either side. A small correction of the
    // turn command (at most 10 deg/s) toward the held heading, from the heading averaged over
    // about one gait period so that the step-to-step swing does not enter, keeps it straight.
    // Position control only: the softer force-controlled legs do not follow the correction
    // (it made them lose most of their forward speed).
    const bool walking = command_.x() != 0.0 || command_.y() != 0.0;
    if (!walking || command_.z() != 0.0 || mode_ != Mode::Position) {
        if (hold_) gait_.setCommand(command_.x(), command_.y(), command_.z());
        hold_ = false;
        return;
    }
    const Vec3 f = sim.linkPose(robot, 0).rotation * Vec3::UnitX();
    const double yaw = std::atan2(-f.z(), f.x());
    if (!hold_) {
        hold_ = true;
        heading_ref_rad_ = heading_mean_rad_ = yaw;
    }
    const double period_s = gait_.pattern().period_s;
    heading_mean_rad_ += std::remainder(yaw - heading_mean_rad_, 2.0 * M_PI) * (dt_s / period_s);
    constexpr double kGain_per_s = 2.0;
    constexpr double kMaxTurn_rad_s = 10.0 * M_PI / 180.0;
    const double error = std::remainder(heading_ref_rad_ - heading_mean_rad_, 2.0 * M_PI);
    gait_.setCommand(command_.x(), command_.y(),
                     std::clamp(kGain_per_s * error, -kMaxTurn_rad_s, kMaxTurn_rad_s));
}

void QuadrupedController::update(Simulation& sim, int robot) {
    const double dt = sim.step_s();
    if (soft_feet_) soft_feet_->apply(sim, robot);
    if (height_m_ != target_height_m_ && !gait_.active()) {
        const double step = 0.08 * dt;
        height_m_ += std::clamp(target_height_m_ - height_m_, -step, step);
        std::vector<Vec3> n;
        for (const Vec3& h : hips_) n.push_back(h + Vec3(0.0, -height_m_, 0.0));
        gait_.setNeutral(n);
    }
    holdHeading(sim, robot, dt);
    gait_.step(dt);
    const Eigen::Vector4d qinit = q0();
    std::array<double, 16> q_des{};
    for (int i = 0; i < 4; ++i) {
        const auto q = quadrupedLegIk(c_.leg, gait_.foot(i) - hips_[static_cast<std::size_t>(i)]);
        for (int j = 0; j < 4; ++j) {
            const auto k = static_cast<std::size_t>(4 * i + j);
            q_des[k] = q ? (*q)[j] - qinit[j] : q_prev_[k];
        }
    }
    if (mode_ == Mode::Position) {
        if (effort_on_) {
            for (int k = 0; k < 16; ++k) sim.setHingeEffortMode(robot, k, false);
            effort_on_ = false;
        }
        for (int k = 0; k < 16; ++k)
            sim.setServoTarget(robot, k, q_des[static_cast<std::size_t>(k)]);
        q_prev_ = q_des;
        have_prev_ = false;
        return;
    }
    // Force control: tau = RNEA(q, qd_des, qdd_des; gravity, ground force on support feet)
    //                      + Kp (q_des - q) + Kd (qd_des - qd).
    if (!effort_on_) {
        for (int k = 0; k < 16; ++k) sim.setHingeEffortMode(robot, k, true);
        effort_on_ = true;
    }
    if (!have_prev_) {
        q_prev_ = q_des;
        qd_prev_.fill(0.0);
        have_prev_ = true;
    }
    const Quat R_WB = sim.linkPose(robot, 0).rotation;
    const Vec3 g_B = R_WB.conjugate() * sim.world().gravity_m_s2;
    int support = 0;
    for (int i = 0; i < 4; ++i) support += gait_.inSwing(i) ? 0 : 1;
    const double mass = detail::totalMass(sim.robot(robot));
    const Vec3 f_support_B =
        support > 0 ? Vec3(R_WB.conjugate() * (-sim.world().gravity_m_s2 * mass / support))
                    : Vec3::Zero();
    // PD gains (N m / rad, N m s / rad) per joint: abduction, flexion, knee, ankle. Stable at a
    // 1 ms step for the swing leg's small inertias (kd dt / I < 2).
    static constexpr double kp[4] = {300.0, 300.0, 200.0, 20.0};
    static constexpr double kd[4] = {2.0, 2.0, 1.5, 0.08};
    for (int i = 0; i < 4; ++i) {
        Eigen::VectorXd q(4), qd(4), qd_des(4), qdd_des(4);
        for (int j = 0; j < 4; ++j) {
            const auto k = static_cast<std::size_t>(4 * i + j);
            q[j] = sim.hingeAngle(robot, 4 * i + j);
            qd[j] = sim.hingeRate(robot, 4 * i + j);
            qd_des[j] = (q_des[k] - q_prev_[k]) / dt;
            qdd_des[j] = std::clamp((qd_des[j] - qd_prev_[k]) / dt, -200.0, 200.0);
        }
        const Vec3 f_tip = gait_.inSwing(i) ? Vec3::Zero() : f_support_B;
        const Eigen::VectorXd ff =
            rnea(chains_[static_cast<std::size_t>(i)], q, qd_des, qdd_des, g_B, f_tip);
        for (int j = 0; j < 4; ++j) {
            const auto k = static_cast<std::size_t>(4 * i + j);
            double tau = ff[j] + kp[j] * (q_des[k] - q[j]) + kd[j] * (qd_des[j] - qd[j]);
            tau = std::clamp(tau, -c_.servo_torque_Nm, c_.servo_torque_Nm);
            tau_[k] = tau;
            sim.setHingeTorque(robot, 4 * i + j, tau);
            qd_prev_[k] = qd_des[j];
        }
    }
    q_prev_ = q_des;
}

std::vector<FootContact> QuadrupedController::footContacts() const {
    return soft_feet_ ? soft_feet_->contacts() : std::vector<FootContact>{};
}

}  // namespace botlab::sim::legged
