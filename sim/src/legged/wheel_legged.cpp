// SPDX-License-Identifier: GPL-3.0-or-later
// Wheel-legged quadruped template (seed 004): model, rolling mode and the obstacle gait.
//
// The controller plans in the body frame B (level, x forward): rel_[i] is wheel centre i relative
// to the body origin. Stance wheels roll at (v_body + d rel_x / dt) / r, which keeps them rolling
// without slip while the legs move them relative to the body ("wheel speeds matched to foot
// motion"). Ground heights come from Simulation::groundHeight (the terrain heightfield): the
// robot scans the ground ahead of each wheel, the same information a downward range sensor
// array would give.
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

const char* kWheelLegNames[4] = {"LF", "RF", "LH", "RH"};

Vec3 wheelHip(const WheelLeggedConfig& c, int leg) {
    return {leg < 2 ? c.hip_x_m : -c.hip_x_m, 0.0, (leg % 2 == 0) ? -c.hip_z_m : c.hip_z_m};
}

Vec3 standAnglesOf(const WheelLeggedConfig& c) {
    const auto q = wheelLegIk(c.leg, Vec3(0.0, -c.stand_height_m, 0.0));
    return q ? *q : Vec3::Zero();
}

constexpr double kMargin = 0.12;  // required stability margin of a step (m)
// How far a wheel may be behind / ahead of its hip along the body (m).
constexpr double kReachBack_m = 0.45;
constexpr double kReachFront_m = 0.45;

double cross2(double ax, double az, double bx, double bz) {
    return ax * bz - az * bx;
}

// Smallest signed distance of p to the edges of triangle (a, b, c) in the x-z plane; > 0 inside.
double triangleMargin(const Vec3& p, const Vec3& a, const Vec3& b, const Vec3& c) {
    const Vec3* v[3] = {&a, &b, &c};
    const double area = cross2(b.x() - a.x(), b.z() - a.z(), c.x() - a.x(), c.z() - a.z());
    const double sign = area >= 0.0 ? 1.0 : -1.0;
    double m = 1e9;
    for (int k = 0; k < 3; ++k) {
        const Vec3& s = *v[k];
        const Vec3& e = *v[(k + 1) % 3];
        const double ex = e.x() - s.x(), ez = e.z() - s.z();
        const double len = std::hypot(ex, ez);
        if (len < 1e-9) continue;
        m = std::min(m, sign * cross2(ex, ez, p.x() - s.x(), p.z() - s.z()) / len);
    }
    return m;
}

}  // namespace

RobotModel wheelLeggedModel(const WheelLeggedConfig& c) {
    RobotModel m;
    m.name = "wheel_legged";
    const std::array<float, 4> body_rgba = {0.35f, 0.55f, 0.35f, 1.0f};
    const std::array<float, 4> leg_rgba = {0.4f, 0.4f, 0.42f, 1.0f};
    const std::array<float, 4> wheel_rgba = {0.1f, 0.1f, 0.1f, 1.0f};
    const double legs_mass =
        4.0 * (c.yaw_mass_kg + c.thigh_mass_kg + c.shank_mass_kg + c.wheel_mass_kg);
    Shape body;
    body.type = ShapeType::Box;
    body.size_m = Vec3(c.body_length_m, c.body_height_m, c.body_width_m);
    body.mass_kg = std::max(1.0, c.total_mass_kg - legs_mass);
    addLink(m, "body", Vec3::Zero(), {body}, body_rgba);
    const Vec3 q = standAnglesOf(c);
    const Vec3 knee_rel = c.leg.thigh_m * Vec3(std::sin(q[1]), -std::cos(q[1]), 0.0);
    const Vec3 wheel_rel(0.0, -c.stand_height_m, 0.0);
    for (int i = 0; i < 4; ++i) {
        const std::string n = kWheelLegNames[i];
        const Vec3 hip = wheelHip(c, i);
        const Shape yaw = detail::massBox(Vec3(0.08, 0.08, 0.08), c.yaw_mass_kg);
        const int ly = addLink(m, n + "_yaw", hip, {yaw}, leg_rgba);
        const int lt = addLink(
            m, n + "_thigh", hip,
            {detail::segmentBox(Vec3::Zero(), knee_rel, 0.07, c.thigh_mass_kg, false)}, leg_rgba);
        const int ls = addLink(
            m, n + "_shank", hip + knee_rel,
            {detail::segmentBox(Vec3::Zero(), wheel_rel - knee_rel, 0.06, c.shank_mass_kg, false)},
            leg_rgba);
        Shape wheel;
        wheel.type = ShapeType::Cylinder;
        wheel.radius_m = c.wheel_radius_m;
        wheel.length_m = c.wheel_width_m;
        wheel.mass_kg = c.wheel_mass_kg;
        wheel.material.friction = 1.0;
        const int lw =
            addLink(m, n + "_wheel", hip + wheel_rel, {wheel}, wheel_rgba, !c.soft_terrain.empty());
        const int h1 = addHinge(m, n + "_yaw", 0, ly, hip, Vec3::UnitY());
        const int h2 = addHinge(m, n + "_hip", ly, lt, hip, Vec3::UnitZ());
        const int h3 = addHinge(m, n + "_knee", lt, ls, hip + knee_rel, -Vec3::UnitZ());
        const int h4 = addHinge(m, n + "_wheel", ls, lw, hip + wheel_rel, -Vec3::UnitZ());
        const double t = c.servo_torque_Nm, w = c.servo_speed_rad_s, g = c.servo_gain_per_s;
        addServo(m, n + "_yaw", h1, t, w, g, -0.8, 0.8);
        addServo(m, n + "_hip", h2, t, w, g, -2.0, 2.0);
        addServo(m, n + "_knee", h3, t, w, g, -1.5, 2.0);
        DcMotor motor;
        motor.name = n + "_wheel";
        motor.hinge = h4;
        motor.no_load_speed_rad_s = c.wheel_speed_rad_s;
        motor.stall_torque_Nm = c.wheel_torque_Nm;
        m.motors.push_back(motor);
    }
    detail::addBodyImu(m);
    detail::dressWheelLegged(m, c);
    return m;
}

// ---------------------------------------------------------------------------------------------

struct WheelLeggedController::Impl {
    enum class Phase { Roll, Reposition, Lift, Swing, Lower, Level, Stopped };

    WheelLeggedConfig c;
    Vec3 q_stand;
    bool obstacle_mode = true;
    double v_cmd = 0.0, w_cmd = 0.0;
    double height = 0.0;                 // hip above the wheel centres' mean (stand or sit)
    std::array<Vec3, 4> rel;             // wheel centres in B
    std::array<double, 4> ground;        // ground height under each stance wheel
    std::array<double, 4> rel_rate{};    // d rel_x / dt (m/s)
    std::array<double, 4> leg_offset{};  // attitude-hold leg extension (m)
    double yaw_ref = 0.0;                // heading to hold (rad)
    double x_plan = 0.0;                 // planned body position along the heading (m)
    Vec3 start_W = Vec3::Zero();
    double body_y = 0.0;  // planned body height (world)
    bool init = false;
    Phase phase = Phase::Roll;
    double t = 0.0, T = 1.0;  // phase clock
    int leg = -1;             // stepping leg
    int helper = -1;          // support leg repositioned for stability
    std::array<double, 4> x_from{}, x_to{};
    double y_from = 0.0, y_to = 0.0;  // swing: world wheel-centre heights
    double land_x_W = 0.0, land_ground = 0.0;
    double advance = 0.0;  // body advance of the current pose adjustment (m)
    double margin = 0.0;   // planned stability margin of the current step (m)
    int steps_done = 0;
    int scan_countdown = 0;

    double heightAt(const Simulation& sim, double x, double z) const {
        return sim.groundHeight(x, z);
    }
    // Highest ground under a wheel centred at x (its footprint +- r).
    double footprint(const Simulation& sim, double x, double z) const {
        double h = -1e9;
        for (int k = -2; k <= 2; ++k)
            h = std::max(h, heightAt(sim, x + 0.5 * c.wheel_radius_m * k, z));
        return h;
    }

    Vec3 wheelWorld(const Pose& X_WB, int i) const {
        // Heading only (the plan is level): rotate rel by the body yaw.
        return X_WB.translation + X_WB.rotation * rel[static_cast<std::size_t>(i)];
    }
    double hipX(int i) const { return wheelHip(c, i).x(); }

    /// The body's pose this step and the level frame the plan is made in.
    struct Frame {
        Pose X_WB;   ///< The body in the world.
        Vec3 fwd;    ///< The body's forward (x) axis in the world.
        double yaw;  ///< Heading (rad), counter-clockwise seen from above.
        Pose X_WH;   ///< Heading-only frame: the body's origin, turned by yaw alone.
    };
    static Frame frameOf(const Simulation& sim, int robot) {
        Frame f;
        f.X_WB = sim.linkPose(robot, 0);
        f.fwd = f.X_WB.rotation * Vec3::UnitX();
        f.yaw = std::atan2(-f.fwd.z(), f.fwd.x());
        f.X_WH = Pose{f.X_WB.translation, Quat(Eigen::AngleAxisd(f.yaw, Vec3::UnitY()))};
        return f;
    }

    /// First update: the ground under each wheel, the body height, heading and start.
    void start(const Simulation& sim, const Frame& f) {
        for (int i = 0; i < 4; ++i) {
            const Vec3 w = wheelWorld(f.X_WH, i);
            ground[static_cast<std::size_t>(i)] = footprint(sim, w.x(), w.z());
        }
        body_y = f.X_WB.translation.y();
        yaw_ref = f.yaw;
        x_plan = 0.0;
        start_W = f.X_WB.translation;
        init = true;
    }

    /// Scans ahead of wheel i for a height change; returns the distance from the wheel centre to
    /// the first edge within `look_m` (and its world x in *edge_x_W), or -1.
    double hazardAhead(const Simulation& sim, const Frame& f, int i, double look_m,
                       double* edge_x_W) const {
        const Vec3 w = wheelWorld(f.X_WH, i);
        const double g0 = ground[static_cast<std::size_t>(i)];
        for (double s = 0.0; s <= look_m; s += 0.02) {
            const double x = w.x() + s * f.fwd.x();
            const double z = w.z() + s * f.fwd.z();
            if (std::abs(heightAt(sim, x, z) - g0) > 0.04) {
                if (edge_x_W) *edge_x_W = x;
                return s;
            }
        }
        return -1.0;
    }

    /// Landing of a step of wheel i over the edge at edge_x (world x): the first place beyond the
    /// edge where the ground under the whole wheel is flat, and that ground's height.
    std::pair<double, double> findLanding(const Simulation& sim, const Frame& f, int i,
                                          double edge_x) const {
        const double r = c.wheel_radius_m;
        const auto k = static_cast<std::size_t>(i);
        const Vec3 w = wheelWorld(f.X_WH, i);
        // A gully (ground that comes back up) is stepped over; only a lasting drop is stepped
        // down into.
        const double g0 = ground[k];
        double land = edge_x + r + 0.06;
        double land_g = footprint(sim, land, w.z());
        for (int pass = 0; pass < 2; ++pass) {
            bool found = false;
            for (double x = edge_x + r + 0.04; x < edge_x + 1.0; x += 0.02) {
                double lo = 1e9, hi = -1e9;
                for (double s = -r - 0.04; s <= r + 0.04; s += 0.02) {
                    const double h = heightAt(sim, x + s, w.z());
                    lo = std::min(lo, h);
                    hi = std::max(hi, h);
                }
                if (hi - lo < 0.01 && (pass == 1 || hi > g0 - 0.04)) {
                    land = x;
                    land_g = hi;
                    found = true;
                    break;
                }
            }
            if (found) break;
        }
        return {land, land_g};
    }

    /// Plans a step of wheel i over the edge at edge_x: the landing, then the pose adjustment
    /// that precedes it (Phase::Reposition).
    void startStep(const Simulation& sim, const Frame& f, int i, double edge_x) {
        const auto [land, land_g] = findLanding(sim, f, i, edge_x);
        leg = i;
        land_x_W = land;
        land_ground = land_g;
        planPoseAdjustment(sim, f, i, land - wheelWorld(f.X_WH, i).x());
    }

    /// Plans the pose adjustment before wheel i steps `step_len` forward: x_from, x_to, the
    /// helper leg, the body's advance and the step's stability margin.
    void planPoseAdjustment(const Simulation& sim, const Frame& f, int i, double step_len) {
        const double r = c.wheel_radius_m;
        const auto k = static_cast<std::size_t>(i);
        // Pose adjustment on wheels (seed 004): (1) the body rolls toward the obstacle until the
        // stepping leg can reach the landing point; legs with an edge close ahead stay braked
        // (their wheel stands still while the body passes over it); (2) the same-side support
        // leg rolls toward the stepping leg until the body centre is well inside the triangle of
        // the three support wheels (equalising the front and back stability margins).
        x_from = {rel[0].x(), rel[1].x(), rel[2].x(), rel[3].x()};
        const double need = std::max(0.0, rel[k].x() + step_len - (hipX(i) + kReachFront_m));
        // Mode 0: the other legs roll with the body (only the stepping leg and legs facing an
        // edge stay put). Mode 1: every wheel stays put and the legs carry the body forward
        // (a pure shift of the centre of mass over the support wheels).
        // Mode 2: the wheels at the stepping leg's end (front or rear pair) stay put, the other
        // pair rolls along.
        std::array<std::array<bool, 4>, 3> brakedModes{};
        std::array<double, 3> maxAdv{1.0, 1.0, 1.0};
        for (int mode = 0; mode < 3; ++mode) {
            for (int j = 0; j < 4; ++j) {
                const auto kj = static_cast<std::size_t>(j);
                const bool b = mode == 1 || j == i || (mode == 2 && (j < 2) == (i < 2)) ||
                               hazardAhead(sim, f, j, need + 0.4 + r + 0.06, nullptr) >= 0.0;
                brakedModes[static_cast<std::size_t>(mode)][kj] = b;
                if (b)
                    maxAdv[static_cast<std::size_t>(mode)] =
                        std::min(maxAdv[static_cast<std::size_t>(mode)],
                                 rel[kj].x() - (hipX(j) - kReachBack_m));
            }
        }
        helper = i ^ 2;
        const auto h = static_cast<std::size_t>(helper);
        const double leg_mass = c.yaw_mass_kg + c.thigh_mass_kg + c.shank_mass_kg + c.wheel_mass_kg;
        std::array<Vec3, 4> p = rel;
        auto marginOf = [&]() {
            // Centre of mass in B: the body at its origin, each leg's mass halfway to its wheel.
            Vec3 com = Vec3::Zero();
            for (int j = 0; j < 4; ++j) {
                // The stepping leg counts where it will land (its farthest place in the swing).
                Vec3 pj = p[static_cast<std::size_t>(j)];
                if (j == i) pj.x() += step_len;
                com += leg_mass * 0.5 * (wheelHip(c, j) + pj) / c.total_mass_kg;
            }
            std::array<Vec3, 3> tri;
            int n = 0;
            for (int j = 0; j < 4; ++j)
                if (j != i) tri[static_cast<std::size_t>(n++)] = p[static_cast<std::size_t>(j)];
            return triangleMargin(com, tri[0], tri[1], tri[2]);
        };
        double best_margin = -1e9, best_adv = need, best_helper = rel[h].x();
        int best_mode = 0;
        for (int mode : {0, 2, 1}) {
            const auto& braked = brakedModes[static_cast<std::size_t>(mode)];
            const double max_adv = maxAdv[static_cast<std::size_t>(mode)];
            bool done = false;
            for (double adv = std::min(need, std::max(0.0, max_adv));
                 adv <= std::max(0.0, max_adv) + 1e-9; adv += 0.02) {
                for (int j = 0; j < 4; ++j) {
                    const auto kj = static_cast<std::size_t>(j);
                    p[kj].x() = x_from[kj] - (braked[kj] ? adv : 0.0);
                }
                const double dir = (p[k].x() > p[h].x()) ? 1.0 : -1.0;  // toward leg i
                double lim = dir > 0 ? hipX(helper) + kReachFront_m : hipX(helper) - kReachBack_m;
                // Never roll the helper's wheel toward an edge.
                const Vec3 wh = wheelWorld(f.X_WH, helper);
                const double moved =
                    braked[h] ? 0.0 : adv;  // it already rolls forward with the body
                for (double sb = 0.0; sb < 1.0; sb += 0.02) {
                    const double xw = wh.x() + moved + dir * sb;
                    if (std::abs(footprint(sim, xw + dir * (0.5 * r + 0.05), wh.z()) - ground[h]) >
                        0.03) {
                        lim = dir > 0 ? std::min(lim, p[h].x() + sb) : std::max(lim, p[h].x() - sb);
                        break;
                    }
                }
                while (marginOf() < kMargin && dir * (lim - p[h].x()) > 0.02)
                    p[h].x() += dir * 0.02;
                const double mg = marginOf();
                if (mg > best_margin + 1e-6 && (adv >= need - 1e-9 || best_margin < -1e8)) {
                    best_margin = mg;
                    best_adv = adv;
                    best_helper = p[h].x();
                    best_mode = mode;
                }
                if (mg >= kMargin && adv >= need - 1e-9) {
                    done = true;
                    break;
                }
            }
            if (done) break;
        }
        const auto& braked = brakedModes[static_cast<std::size_t>(best_mode)];
        advance = best_adv;
        for (int j = 0; j < 4; ++j) {
            const auto kj = static_cast<std::size_t>(j);
            x_to[kj] = x_from[kj] - (braked[kj] ? advance : 0.0);
        }
        x_to[h] = best_helper;
        margin = best_margin;
        double dist = advance;
        for (int j = 0; j < 4; ++j)
            dist = std::max(dist, std::abs(x_to[static_cast<std::size_t>(j)] -
                                           x_from[static_cast<std::size_t>(j)]));
        phase = Phase::Reposition;
        t = 0.0;
        T = std::max(0.5, dist / 0.2);
    }

    /// Body height plan: a level body at `height` above the mean stance ground, approached at
    /// 8 cm/s. Returns the goal.
    double planBodyHeight(double dt) {
        double mean_ground = 0.0;
        for (double g : ground) mean_ground += 0.25 * g;
        const double body_y_goal = mean_ground + c.wheel_radius_m + height;
        const double dy = std::clamp(body_y_goal - body_y, -0.08 * dt, 0.08 * dt);
        body_y += dy;
        return body_y_goal;
    }

    /// Phase::Roll and Phase::Stopped: roll at the commanded speed; stop in front of an edge
    /// (roll mode) or start a step (obstacle mode); bring legs back to their neutral place.
    /// Returns the body speed along the heading (m/s).
    double roll(const Simulation& sim, const Frame& f, double dt) {
        const double r = c.wheel_radius_m;
        double v_body = v_cmd;
        // Stop in front of an edge (roll mode) or start a step (obstacle mode).
        if (--scan_countdown <= 0 && v_body > 0.0) {
            scan_countdown = 10;
            int best = -1;
            double best_s = 1e9, best_edge = 0.0;
            for (int i = 0; i < 4; ++i) {
                double edge = 0.0;
                const double s = hazardAhead(sim, f, i, r + 0.05, &edge);
                if (s >= 0.0 && s < best_s - 1e-6) {
                    best = i;
                    best_s = s;
                    best_edge = edge;
                }
            }
            if (best >= 0) {
                v_body = 0.0;
                if (obstacle_mode) {
                    startStep(sim, f, best, best_edge);
                } else {
                    phase = Phase::Stopped;
                }
            }
        } else if (phase == Phase::Stopped) {
            v_body = 0.0;
        }
        // Bring legs back toward their neutral place on wheels when the ground is flat there.
        if (phase == Phase::Roll) {
            for (int i = 0; i < 4; ++i) {
                const auto k = static_cast<std::size_t>(i);
                const double err = hipX(i) - rel[k].x();
                if (std::abs(err) < 1e-4) continue;
                const Vec3 w = wheelWorld(f.X_WH, i);
                const double probe = footprint(sim, w.x() + (err > 0 ? 0.03 : -0.03), w.z());
                if (std::abs(probe - ground[k]) > 0.01) continue;
                const double step = std::clamp(err, -0.25 * dt, 0.25 * dt);
                rel[k].x() += step;
                rel_rate[k] = step / dt;
            }
        }
        return v_body;
    }

    /// Phase::Reposition: the wheels move to the planned pose; at its end the step's lift is
    /// planned. Returns the body speed along the heading (m/s).
    double reposition(const Simulation& sim, const Frame& f, double u) {
        const double r = c.wheel_radius_m;
        const double s = quintic(u), sd = quinticRate(u) / T;
        for (int i = 0; i < 4; ++i) {
            const auto k = static_cast<std::size_t>(i);
            rel[k].x() = x_from[k] + s * (x_to[k] - x_from[k]);
            rel_rate[k] = sd * (x_to[k] - x_from[k]);
        }
        const double v_body = sd * advance;
        if (u >= 1.0) {
            const auto k = static_cast<std::size_t>(leg);
            const Vec3 w = wheelWorld(f.X_WH, leg);
            double top = std::max(ground[k], land_ground);
            for (double x = w.x() - r; x <= land_x_W + r; x += 0.02)
                top = std::max(top, heightAt(sim, x, w.z()));
            y_from = ground[k] + r;
            y_to = top + r + c.step_clearance_m;
            phase = Phase::Lift;
            t = 0.0;
            T = 0.8;
        }
        return v_body;
    }

    /// Phase::Lift, Swing and Lower of the stepping wheel, planned in the world.
    void stepLeg(const Frame& f, double u) {
        const double r = c.wheel_radius_m;
        const auto k = static_cast<std::size_t>(leg);
        double y_world = y_to;
        if (phase == Phase::Lift) {
            y_world = y_from + quintic(u) * (y_to - y_from);
            if (u >= 1.0) {
                const Vec3 w = wheelWorld(f.X_WH, leg);
                x_from[k] = rel[k].x();
                x_to[k] = rel[k].x() + (land_x_W - w.x());
                phase = Phase::Swing;
                t = 0.0;
                T = std::max(0.8, std::abs(x_to[k] - x_from[k]) / 0.4);
            }
        } else if (phase == Phase::Swing) {
            rel[k].x() = x_from[k] + quintic(u) * (x_to[k] - x_from[k]);
            if (u >= 1.0) {
                y_from = y_to;
                phase = Phase::Lower;
                t = 0.0;
                T = 0.8;
            }
        } else {
            const double goal = land_ground + r - 0.005;
            y_world = y_from + quintic(u) * (goal - y_from);
            if (u >= 1.0) {
                ground[k] = land_ground;
                phase = Phase::Level;
                t = 0.0;
                T = 0.3;
                ++steps_done;
            }
        }
        // The swing wheel's height is planned in the world; express it in B.
        rel[k].y() = y_world - body_y;
    }

    /// Phase::Level: back to rolling once the body has reached its height.
    void level(double u, double body_y_goal) {
        if (u >= 1.0 && std::abs(body_y_goal - body_y) < 1e-3) {
            phase = Phase::Roll;
            leg = -1;
        }
    }

    /// Wheel-speed corrections that hold the heading and the planned position (Phase::Roll).
    struct Corrections {
        double yaw_rad_s = 0.0;
        double x_m_s = 0.0;
    };
    Corrections holdHeadingAndPosition(const Frame& f, double v_body, double dt) {
        Corrections fix;
        // Heading hold: the reference follows the turn command; wheels correct any drift.
        if (std::abs(w_cmd) > 1e-9) yaw_ref = f.yaw;
        double yaw_err = yaw_ref - f.yaw;
        yaw_err = std::atan2(std::sin(yaw_err), std::cos(yaw_err));
        fix.yaw_rad_s = phase == Phase::Roll ? std::clamp(1.5 * yaw_err, -0.2, 0.2) : 0.0;
        // Position hold along the heading: the plan integrates the body speed; wheels correct drift
        // (braking slips, the stop in front of an edge).
        x_plan += v_body * dt;
        const Vec3 moved = f.X_WB.translation - start_W;
        const double x_act = moved.dot(Vec3(std::cos(yaw_ref), 0.0, -std::sin(yaw_ref)));
        if (std::abs(x_plan - x_act) > 0.3) x_plan = x_act;  // after a turn or a push
        if (phase != Phase::Roll) x_plan = x_act;
        fix.x_m_s = phase == Phase::Roll ? std::clamp(2.0 * (x_plan - x_act), -0.1, 0.1) : 0.0;
        return fix;
    }

    /// Every leg's joints (inverse kinematics of its wheel centre) and wheel speed.
    void driveLegs(Simulation& sim, int robot, const Frame& f, double v_body,
                   const Corrections& fix, double dt) {
        const double r = c.wheel_radius_m;
        // Stance wheels: vertical place from the ground under them.
        for (int i = 0; i < 4; ++i) {
            const auto k = static_cast<std::size_t>(i);
            const bool swinging = (i == leg) && (phase == Phase::Lift || phase == Phase::Swing ||
                                                 phase == Phase::Lower);
            if (!swinging) {
                // Attitude and height hold: each stance leg extends where its hip sits lower than
                // the level plan (PI on the hip height error), which keeps pitch and roll near zero
                // despite joint compliance under the 200 kg body.
                const double hip_err = body_y - (f.X_WB * wheelHip(c, i)).y();
                leg_offset[k] = std::clamp(leg_offset[k] + 8.0 * hip_err * dt, -0.05, 0.05);
                rel[k].y() = ground[k] + r - body_y - leg_offset[k] - 1.0 * hip_err;
            }
            const auto q = wheelLegIk(c.leg, rel[k] - wheelHip(c, i));
            if (q) {
                for (int j = 0; j < 3; ++j)
                    sim.setServoTarget(robot, 3 * i + j, (*q)[j] - q_stand[j]);
            }
            // Wheel speed: rolling with the body plus the leg's own motion relative to the body.
            double w = 0.0;
            if (!swinging) {
                const double side = wheelHip(c, i).z();
                w = (v_body + fix.x_m_s + rel_rate[k] + (w_cmd + fix.yaw_rad_s) * side) / r;
            }
            sim.setMotorCommand(robot, i, 100.0 * w / c.wheel_speed_rad_s);
        }
    }

    /// Roll along: the stance ground under each wheel is re-read as it rolls on flat ground.
    void rereadGround(const Simulation& sim, const Frame& f, double v_body) {
        if (phase != Phase::Roll || !(v_body > 0.0)) return;
        for (int i = 0; i < 4; ++i) {
            const Vec3 w = wheelWorld(f.X_WH, i);
            const double g = footprint(sim, w.x(), w.z());
            if (std::abs(g - ground[static_cast<std::size_t>(i)]) < 0.03)
                ground[static_cast<std::size_t>(i)] = g;
        }
    }
};

WheelLeggedController::WheelLeggedController(WheelLeggedConfig c)
    : c_(std::move(c)), d_(std::make_shared<Impl>()) {
    d_->c = c_;
    d_->q_stand = standAnglesOf(c_);
    d_->height = c_.stand_height_m;
    for (int i = 0; i < 4; ++i) {
        d_->rel[static_cast<std::size_t>(i)] = wheelHip(c_, i) + Vec3(0.0, -c_.stand_height_m, 0.0);
        d_->ground[static_cast<std::size_t>(i)] = 0.0;
    }
    if (!c_.soft_terrain.empty()) {
        // Wheel links 4 + 4i; shape 0 is the wheel's cylinder.
        soft_wheels_ = std::make_shared<detail::SoftFeet>(
            detail::SoftFeet::wheels(c_.soft_terrain, std::vector<int>{4, 8, 12, 16}, 0));
    }
}

std::vector<std::string> WheelLeggedController::gaits() const {
    return {"obstacle", "roll"};
}

Status WheelLeggedController::setGait(std::string_view name) {
    if (name == "obstacle") {
        d_->obstacle_mode = true;
    } else if (name == "roll") {
        d_->obstacle_mode = false;
    } else {
        return Error{"wheel_legged: unknown gait '" + std::string(name) +
                     "' (known: obstacle, roll)"};
    }
    return {};
}

void WheelLeggedController::move(double forward_m_s, double /*sideways_m_s*/, double turn_rad_s) {
    d_->v_cmd = std::clamp(forward_m_s, -c_.roll_speed_m_s, c_.roll_speed_m_s);
    d_->w_cmd = std::clamp(turn_rad_s, -0.5, 0.5);
    d_->height = c_.stand_height_m;
    if (d_->phase == Impl::Phase::Stopped) d_->phase = Impl::Phase::Roll;
}

void WheelLeggedController::stand() {
    d_->v_cmd = 0.0;
    d_->w_cmd = 0.0;
    d_->height = c_.stand_height_m;
}

void WheelLeggedController::sit() {
    d_->v_cmd = 0.0;
    d_->w_cmd = 0.0;
    d_->height = c_.stand_height_m - 0.12;
}

int WheelLeggedController::stepsDone() const {
    return d_->steps_done;
}

std::string WheelLeggedController::phaseName() const {
    switch (d_->phase) {
        case Impl::Phase::Roll:
            return "roll";
        case Impl::Phase::Reposition:
            return "reposition";
        case Impl::Phase::Lift:
            return "lift";
        case Impl::Phase::Swing:
            return "swing";
        case Impl::Phase::Lower:
            return "lower";
        case Impl::Phase::Level:
            return "level";
        case Impl::Phase::Stopped:
            return "stopped";
    }
    return "?";
}

void WheelLeggedController::update(Simulation& sim, int robot) {
    Impl& d = *d_;
    using Phase = Impl::Phase;
    const double dt = sim.step_s();
    const Impl::Frame f = Impl::frameOf(sim, robot);
    if (!d.init) d.start(sim, f);
    d.rel_rate.fill(0.0);
    const double body_y_goal = d.planBodyHeight(dt);

    d.t += dt;
    const double u = std::clamp(d.t / d.T, 0.0, 1.0);
    double v_body = 0.0;
    switch (d.phase) {
        case Phase::Stopped:
        case Phase::Roll:
            v_body = d.roll(sim, f, dt);
            break;
        case Phase::Reposition:
            v_body = d.reposition(sim, f, u);
            break;
        case Phase::Lift:
        case Phase::Swing:
        case Phase::Lower:
            d.stepLeg(f, u);
            break;
        case Phase::Level:
            d.level(u, body_y_goal);
            break;
    }
    const Impl::Corrections fix = d.holdHeadingAndPosition(f, v_body, dt);
    d.driveLegs(sim, robot, f, v_body, fix, dt);
    d.rereadGround(sim, f, v_body);
    if (soft_wheels_) soft_wheels_->apply(sim, robot);
}

std::vector<FootContact> WheelLeggedController::footContacts() const {
    return soft_wheels_ ? soft_wheels_->contacts() : std::vector<FootContact>{};
}

}  // namespace botlab::sim::legged
