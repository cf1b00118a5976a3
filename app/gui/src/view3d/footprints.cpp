// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/footprints.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace botlab::gui {

bool FootprintTrail::leavesPrints(std::string_view soil) {
    return soil == "gravel" || soil == "sand" || soil == "hard_soil" || soil == "loose_soil" ||
           soil == "peat";
}

void FootprintTrail::setRobot(const sim::RobotModel& robot) {
    clear();
    shapes_.assign(robot.links.size(), FootShape{});
    for (std::size_t l = 0; l < robot.links.size(); ++l) {
        for (const sim::Shape& s : robot.links[l].shapes) {
            if (!s.collides) continue;
            if (s.type == sim::ShapeType::Sphere) {
                shapes_[l] = {false, s.radius_m, 0.0, sim::Vec3::UnitZ()};
            } else if (s.type == sim::ShapeType::Cylinder) {
                shapes_[l] = {true, s.radius_m, s.length_m, s.X_LS.rotation * sim::Vec3::UnitZ()};
            }
        }
    }
}

void FootprintTrail::setSoil(std::string soil) {
    if (soil == soil_) return;
    soil_ = std::move(soil);
    clear();
}

void FootprintTrail::clear() {
    ring_.clear();
    next_ = 0;
    state_.clear();
    last_time_s_ = -1.0;
}

bool FootprintTrail::update(const std::vector<runner::FootContactView>& feet,
                            const std::vector<sim::Pose>& link_poses, double time_s) {
    bool changed = false;
    if (time_s < last_time_s_) {  // a new run: the old prints belong to another one
        changed = !ring_.empty();
        clear();
    }
    last_time_s_ = time_s;
    // Expire: keep the live prints, oldest first.
    const auto expired = [&](const Print& p) { return time_s - p.time_s >= kLifetime_s; };
    if (std::any_of(ring_.begin(), ring_.end(), expired)) {
        std::vector<Print> live = prints();
        live.erase(std::remove_if(live.begin(), live.end(), expired), live.end());
        ring_ = std::move(live);
        next_ = 0;
        changed = true;
    }
    if (!leavesPrints(soil_)) return changed;
    if (state_.size() < feet.size()) state_.resize(feet.size());
    for (std::size_t i = 0; i < feet.size(); ++i) {
        const runner::FootContactView& f = feet[i];
        FootState& st = state_[i];
        const bool foot_known = f.link >= 0 && std::size_t(f.link) < shapes_.size() &&
                                shapes_[std::size_t(f.link)].radius_m > 0.0;
        if (!f.in_contact || !(f.depth_m > 0.0) || !foot_known) {
            st.open = 0;
            continue;
        }
        const FootShape& shape = shapes_[std::size_t(f.link)];
        const double R = shape.radius_m, d = std::min(f.depth_m, R);
        Print p;
        p.centre_W = f.position_W + sim::Vec3(0.0, f.depth_m, 0.0);  // the ground surface
        p.depth_m = f.depth_m;
        p.time_s = time_s;
        p.foot = int(i);
        const double chord = std::sqrt(std::max(2.0 * R * d - d * d, 0.0));
        if (shape.wheel) {
            p.radius_along_m = std::max(chord, 0.3 * R);
            p.radius_across_m = 0.5 * shape.width_m;
            sim::Vec3 axis_W = shape.axis_L;
            if (std::size_t(f.link) < link_poses.size())
                axis_W = link_poses[std::size_t(f.link)].rotation * shape.axis_L;
            const sim::Vec3 roll = sim::Vec3::UnitY().cross(axis_W);
            p.yaw_rad = std::atan2(-roll.z(), roll.x());
        } else {
            p.radius_along_m = p.radius_across_m = std::max(chord, 0.4 * R);
        }
        // The print the foot presses now, if it is still under it.
        Print* open = nullptr;
        if (st.open != 0)
            for (Print& q : ring_)
                if (q.serial == st.open) open = &q;
        if (open) {
            const sim::Vec3 moved = p.centre_W - open->centre_W;
            if (std::hypot(moved.x(), moved.z()) < 0.5 * open->radius_along_m) {
                open->depth_m = std::max(open->depth_m, p.depth_m);
                open->radius_along_m = std::max(open->radius_along_m, p.radius_along_m);
                open->radius_across_m = std::max(open->radius_across_m, p.radius_across_m);
                open->centre_W.y() = p.centre_W.y();
                open->time_s = time_s;
                changed = true;
                continue;
            }
        }
        p.serial = ++serial_;
        st.open = p.serial;
        if (int(ring_.size()) < kCapacity) {
            ring_.push_back(p);
        } else {
            ring_[next_] = p;
            next_ = (next_ + 1) % ring_.size();
        }
        changed = true;
    }
    return changed;
}

std::vector<FootprintTrail::Print> FootprintTrail::prints() const {
    std::vector<Print> out;
    out.reserve(ring_.size());
    for (std::size_t k = 0; k < ring_.size(); ++k) out.push_back(ring_[(next_ + k) % ring_.size()]);
    return out;
}

double FootprintTrail::opacity(const Print& p, double time_s) {
    const double age = std::clamp((time_s - p.time_s) / kLifetime_s, 0.0, 1.0);
    const double depth = std::clamp(p.depth_m / 0.02, 0.35, 1.0);
    return 0.7 * depth * (1.0 - age);
}

ColoredMesh FootprintTrail::mesh(double time_s) const {
    ColoredMesh m;
    constexpr int kSegments = 16;
    const QVector3D up(0, 1, 0);
    for (const Print& p : ring_) {
        const float a = float(opacity(p, time_s));
        if (a <= 0.0f) continue;
        // Dark, wet-looking soil: the middle darker than the rim.
        const std::array<float, 4> centre{0.1f, 0.075f, 0.05f, a};
        const std::array<float, 4> rim{0.16f, 0.12f, 0.08f, 0.55f * a};
        const double c = std::cos(p.yaw_rad), s = std::sin(p.yaw_rad);
        auto at = [&](double k) {
            const double t = 2.0 * std::numbers::pi * k / kSegments;
            const double u = p.radius_along_m * std::cos(t), v = p.radius_across_m * std::sin(t);
            // Along the heading (c, -s) in x-z (yaw counter-clockwise seen from above), across
            // its right (s, c).
            return toQt(p.centre_W + sim::Vec3(u * c + v * s, 0.003, -u * s + v * c));
        };
        const QVector3D o = toQt(p.centre_W + sim::Vec3(0.0, 0.003, 0.0));
        for (int k = 0; k < kSegments; ++k) {
            // Counter-clockwise seen from above.
            m.addTriangle(o, at(k + 1), at(k), up, up, up, centre);
            // The rim's colour on the outer vertices: overwrite them.
            const std::size_t n = m.vertices.size();
            for (int v = 1; v <= 2; ++v)
                std::copy(rim.begin(), rim.end(), m.vertices.begin() + long(n - 10 * v + 6));
        }
    }
    return m;
}

}  // namespace botlab::gui
