// SPDX-License-Identifier: GPL-3.0-or-later
// Hexapod template (seed 002): model and controller.
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

constexpr double kDeg = M_PI / 180.0;
// Rubber feet: with the ground's 0.8 the contact's mu is sqrt(1.5 x 0.8) = 1.1. At 1.0 (mu 0.89)
// the tripod's three support feet slipped and it made 88 % of its top speed, now 94 %.
constexpr double kFootFriction = 1.5;

struct LegFrame {
    Vec3 coxa_M;  // coxa joint
    Vec3 x;       // radially out
    Vec3 y;       // tangential (z x x)
};

LegFrame legFrame(const HexapodConfig& c, int leg) {
    const double a = hexapodMountAngle(leg);
    LegFrame f;
    f.x = Vec3(std::cos(a), 0.0, std::sin(a));
    f.y = Vec3(std::sin(a), 0.0, -std::cos(a));
    if (c.body_length_m > 0.0 && c.body_width_m > 0.0)
        f.coxa_M = Vec3(0.5 * c.body_length_m * std::cos(a) / std::cos(30.0 * kDeg), 0.0,
                        0.5 * c.body_width_m * std::sin(a));
    else
        f.coxa_M = c.body_radius_m * f.x;
    return f;
}

Vec3 standAnglesOf(const HexapodConfig& c) {
    const auto q = hexapodLegIk(c.leg, Vec3(c.stand_reach_m, 0.0, -c.stand_height_m));
    return q ? *q : Vec3(0.0, 0.0, -M_PI / 2);
}

}  // namespace

double hexapodMountAngle(int leg) {
    static constexpr double kAngles[6] = {-30.0, 30.0, -90.0, 90.0, -150.0, 150.0};
    return kAngles[std::clamp(leg, 0, 5)] * kDeg;
}

RobotModel hexapodModel(const HexapodConfig& c) {
    RobotModel m;
    m.name = c.name;
    const std::array<float, 4> body_rgba = {0.25f, 0.45f, 0.8f, 1.0f};
    const std::array<float, 4> leg_rgba = {0.85f, 0.85f, 0.88f, 1.0f};
    std::vector<Shape> body;
    if (c.body_length_m > 0.0 && c.body_width_m > 0.0) {
        // Stretched hexagon (corners at the coxa joints): the rectangle between the front and
        // rear corners, L x W/2, and a box L/2 x W across the middle corners.
        const double L = c.body_length_m, W = c.body_width_m;
        for (const Vec3& size :
             {Vec3(L, c.body_thickness_m, 0.5 * W), Vec3(0.5 * L, c.body_thickness_m, W)}) {
            Shape s;
            s.type = ShapeType::Box;
            s.size_m = size;
            s.mass_kg = c.body_mass_kg * 0.5;
            body.push_back(s);
        }
    } else {
        // Hexagonal body: the union of three boxes R x h x sqrt(3) R turned by 30, 90, 150 deg.
        for (double deg : {30.0, 90.0, 150.0}) {
            Shape s;
            s.type = ShapeType::Box;
            s.size_m = Vec3(c.body_radius_m, c.body_thickness_m, std::sqrt(3.0) * c.body_radius_m);
            s.X_LS.rotation = Quat(Eigen::AngleAxisd(deg * kDeg, Vec3::UnitY()));
            s.mass_kg = c.body_mass_kg / 3.0;
            body.push_back(s);
        }
    }
    addLink(m, "body", Vec3::Zero(), body, body_rgba);
    const Vec3 q = standAnglesOf(c);
    const HexapodLegGeometry& g = c.leg;
    for (int i = 0; i < 6; ++i) {
        const LegFrame f = legFrame(c, i);
        const std::string n = "leg" + std::to_string(i + 1);
        const Vec3 femur_M = f.coxa_M + g.l1_m * f.x;
        const Vec3 knee_M =
            femur_M + g.l2_m * (std::cos(q[1]) * f.x + std::sin(q[1]) * Vec3::UnitY());
        const Vec3 foot_M =
            knee_M + g.l3_m * (std::cos(q[1] + q[2]) * f.x + std::sin(q[1] + q[2]) * Vec3::UnitY());
        const double k = c.section_scale;
        const Shape coxa =
            detail::massBox(Vec3(0.02, 0.02, 0.02) * k, c.coxa_mass_kg, 0.5 * (femur_M - f.coxa_M));
        const int lc = addLink(m, n + "_coxa", f.coxa_M, {coxa}, leg_rgba);
        const int lf = addLink(
            m, n + "_femur", femur_M,
            {detail::segmentBox(Vec3::Zero(), knee_M - femur_M, 0.018 * k, c.femur_mass_kg, false)},
            leg_rgba);
        const int lt = addLink(m, n + "_tibia", knee_M,
                               {detail::segmentBox(Vec3::Zero(), foot_M - knee_M, 0.014 * k,
                                                   c.tibia_mass_kg * 0.8, false),
                                detail::sphereAt(foot_M - knee_M, c.foot_radius_m,
                                                 c.tibia_mass_kg * 0.2, kFootFriction)},
                               leg_rgba, !c.soft_terrain.empty());
        const int hc = addHinge(m, n + "_coxa", 0, lc, f.coxa_M, Vec3::UnitY());
        const int hf = addHinge(m, n + "_femur", lc, lf, femur_M, -f.y);
        const int ht = addHinge(m, n + "_tibia", lf, lt, knee_M, -f.y);
        const double w = c.servo_speed_rad_s, t = c.servo_torque_Nm, kp = c.servo_gain_per_s;
        addServo(m, n + "_coxa", hc, t, w, kp, -1.0, 1.0);
        addServo(m, n + "_femur", hf, t, w, kp, -1.5, 1.5);
        addServo(m, n + "_tibia", ht, t, w, kp, -1.5, 1.5);
    }
    detail::addBodyImu(m);
    detail::dressHexapod(m, c);
    return m;
}

HexapodController::HexapodController(HexapodConfig c) : c_(std::move(c)) {
    q_stand_ = standAnglesOf(c_);
    height_m_ = target_height_m_ = c_.stand_height_m;
    gait_ = GaitEngine(*hexapodGait("tripod", c_.swing_time_s, c_.stride_m, c_.lift_m),
                       neutral(height_m_));
    if (!c_.soft_terrain.empty()) {
        // Tibia links 3 + 3i; shape 1 is the foot sphere.
        soft_feet_ = std::make_shared<detail::SoftFeet>(c_.soft_terrain,
                                                        std::vector<int>{3, 6, 9, 12, 15, 18}, 1);
    }
}

std::vector<Vec3> HexapodController::neutral(double height_m) const {
    std::vector<Vec3> n;
    for (int i = 0; i < 6; ++i) {
        const LegFrame f = legFrame(c_, i);
        n.push_back(f.coxa_M + c_.stand_reach_m * f.x - height_m * Vec3::UnitY());
    }
    return n;
}

std::vector<std::string> HexapodController::gaits() const {
    return {"tripod", "ripple", "wave"};
}

Status HexapodController::setGait(std::string_view name) {
    auto g = hexapodGait(name, c_.swing_time_s, c_.stride_m, c_.lift_m);
    if (!g) {
        return Error{"hexapod: unknown gait '" + std::string(name) +
                     "' (known: tripod, ripple, wave)"};
    }
    if (g->name != gait_.pattern().name) {
        gait_.setPattern(*g);
        applyCommand();
    }
    return {};
}

void HexapodController::move(double forward_m_s, double sideways_m_s, double turn_rad_s) {
    if (target_height_m_ != c_.stand_height_m) target_height_m_ = c_.stand_height_m;
    command_ = Vec3(forward_m_s, sideways_m_s, turn_rad_s);
    applyCommand();
}

void HexapodController::applyCommand() {
    double turn = command_.z();
    if (ratio_ != 1.0) {
        // Unequal strides: the right feet move ratio times as far as the left ones. With the
        // mean half track b of the feet, v_R / v_L = (v + w b) / (v - w b) = ratio gives
        // w = v (ratio - 1) / ((ratio + 1) b): a circle of radius b (ratio + 1) / (ratio - 1).
        const double v = std::min(std::abs(command_.x()), gait_.pattern().topSpeed_m_s()) *
                         (command_.x() < 0.0 ? -1.0 : 1.0);
        turn += v * (ratio_ - 1.0) / ((ratio_ + 1.0) * halfTrack_m());
    }
    gait_.setCommand(command_.x(), command_.y(), turn);
}

double HexapodController::halfTrack_m() const {
    double sum = 0.0;
    for (const Vec3& p : gait_.neutral()) sum += std::abs(p.z());
    return sum / 6.0;
}

void HexapodController::stand() {
    command_ = Vec3::Zero();
    gait_.setCommand(0.0, 0.0, 0.0);
    target_height_m_ = c_.stand_height_m;
}

void HexapodController::sit() {
    command_ = Vec3::Zero();
    gait_.setCommand(0.0, 0.0, 0.0);
    target_height_m_ = c_.sit_height_m;
}

void HexapodController::setStrideRatio(double right_over_left) {
    ratio_ = right_over_left > 0.0 && std::isfinite(right_over_left) ? right_over_left : 1.0;
    applyCommand();
}

std::optional<Vec3> HexapodController::legIk(int leg, const Vec3& p_B) const {
    const LegFrame f = legFrame(c_, leg);
    const Vec3 d = p_B - f.coxa_M;
    return hexapodLegIk(c_.leg, Vec3(d.dot(f.x), d.dot(f.y), d.y()));
}

Vec3 HexapodController::legFk(int leg, const Vec3& q) const {
    const LegFrame f = legFrame(c_, leg);
    const Vec3 p = hexapodLegFk(c_.leg, q);
    return f.coxa_M + p.x() * f.x + p.y() * f.y + p.z() * Vec3::UnitY();
}

void HexapodController::update(Simulation& sim, int robot) {
    const double dt = sim.step_s();
    if (height_m_ != target_height_m_ && !gait_.active()) {
        const double step = 0.08 * dt;
        height_m_ += std::clamp(target_height_m_ - height_m_, -step, step);
        gait_.setNeutral(neutral(height_m_));
    }
    gait_.step(dt);
    for (int i = 0; i < 6; ++i) {
        const auto q = legIk(i, gait_.foot(i));
        if (!q) continue;
        for (int j = 0; j < 3; ++j) sim.setServoTarget(robot, 3 * i + j, (*q)[j] - q_stand_[j]);
    }
    if (soft_feet_) soft_feet_->apply(sim, robot);
}

std::vector<FootContact> HexapodController::footContacts() const {
    return soft_feet_ ? soft_feet_->contacts() : std::vector<FootContact>{};
}

}  // namespace botlab::sim::legged
