#include "ghost_adapter.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "botlab/assembler/connections.h"

namespace botlab::gui::ghost {

namespace {

constexpr double kPitch_m = 0.008;

bool rayObb(const assembler::Obb& box, const sim::Vec3& o, const sim::Vec3& d, double& t_hit,
            sim::Vec3& normal) {
    const sim::Vec3 lo = box.axes.transpose() * (o - box.centre);
    const sim::Vec3 dl = box.axes.transpose() * d;
    double t0 = -1e300, t1 = 1e300;
    int axis = 0;
    double sign = 1;
    for (int k = 0; k < 3; ++k) {
        const double h = box.half_extents[k];
        if (std::abs(dl[k]) < 1e-15) {
            if (std::abs(lo[k]) > h) return false;
            continue;
        }
        double a = (-h - lo[k]) / dl[k], b = (h - lo[k]) / dl[k];
        double s = -1;
        if (a > b) {
            std::swap(a, b);
            s = 1;
        }
        if (a > t0) {
            t0 = a;
            axis = k;
            sign = s;
        }
        t1 = std::min(t1, b);
        if (t0 > t1) return false;
    }
    if (t1 < 0) return false;
    t_hit = std::max(0.0, t0);
    normal = box.axes.col(axis) * sign;
    return true;
}

}  // namespace

GhostDrag::GhostDrag(assembler::Assembler& assembler, const parts_library::PartsLibrary& library,
                     const QString& part_id, int moving_part, const sim::Quat& rotation)
    : asm_(assembler),
      lib_(library),
      part_id_(part_id),
      moving_part_(moving_part),
      rotation_(rotation) {}

Result<GhostState> GhostDrag::updateFromRay(const assembler::RobotDocument& doc, const sim::Vec3& o,
                                            const sim::Vec3& d) {
    double best = 1e300;
    sim::Vec3 n_best = sim::Vec3::UnitY();
    for (int i = 0; i < int(doc.parts.size()); ++i) {
        if (i == moving_part_) continue;
        const assembler::ObbTree* tree = asm_.partTree(doc.parts[i].part_id);
        if (!tree || tree->empty()) continue;
        const assembler::Obb root = tree->nodes[0].box.transformed(doc.parts[i].X_MP);
        double t = 0;
        sim::Vec3 n;
        if (!rayObb(root, o, d, t, n) || t >= best) continue;
        // Descend to the leaves for a closer surface.
        double leaf_best = 1e300;
        sim::Vec3 leaf_n = n;
        for (const auto& node : tree->nodes) {
            if (!node.leaf()) continue;
            double tl = 0;
            sim::Vec3 nl;
            if (rayObb(node.box.transformed(doc.parts[i].X_MP), o, d, tl, nl) && tl < leaf_best) {
                leaf_best = tl;
                leaf_n = nl;
            }
        }
        if (leaf_best < best) {
            best = leaf_best;
            n_best = leaf_n;
        }
    }
    if (best < 1e299) {
        surface_p_ = o + d * best;
        surface_n_ = n_best;
        on_floor_ = false;
    } else if (d.y() < -1e-9) {
        surface_p_ = o + d * (-o.y() / d.y());
        surface_n_ = sim::Vec3::UnitY();
        on_floor_ = true;
    } else if (!has_surface_) {
        return Error{"the mouse points at neither a part nor the floor"};
    }
    has_surface_ = true;
    return update(doc);
}

Result<GhostState> GhostDrag::update(const assembler::RobotDocument& doc) {
    const parts_library::PartDefinition* def = lib_.find(part_id_);
    const assembler::ObbTree* tree = asm_.partTree(part_id_);
    if (!def || !tree || tree->empty())
        return Error{QCoreApplication::translate("botlab::gui", "unknown part '%1'")
                         .arg(part_id_)
                         .toStdString()};
    // Set the ghost on the surface: its box touches the surface point from the outside.
    const sim::Pose X_rot{sim::Vec3::Zero(), rotation_};
    const auto corners = tree->nodes[0].box.transformed(X_rot).corners();
    double support = 0;
    for (const sim::Vec3& c : corners) support = std::max(support, -c.dot(surface_n_));
    sim::Vec3 p = surface_p_ + surface_n_ * support;
    if (on_floor_) {
        p.x() = std::round(p.x() / kPitch_m) * kPitch_m;
        p.z() = std::round(p.z() / kPitch_m) * kPitch_m;
    }
    assembler::PlaceOptions opt;
    opt.max_lift_steps = 0;
    auto placed = asm_.place(doc, part_id_, sim::Pose{p, rotation_}, opt, moving_part_);
    if (!placed) return placed.error();
    GhostState s;
    s.part_id = part_id_;
    s.X_MP = placed->X_MP;
    s.snapped = placed->snapped;
    s.target_part = placed->target_part;
    s.target_connector = placed->target_connector;
    s.overlaps = !placed->free;
    if (s.overlaps)
        asm_.overlapsOthers(doc, part_id_, s.X_MP, opt.contact_tolerance_m, moving_part_,
                            &s.overlapping_parts);
    s.X_MP_drop = s.X_MP;
    if (s.overlaps) {
        assembler::PlaceOptions lift;
        lift.snap = false;
        auto lifted = asm_.place(doc, part_id_, s.X_MP, lift, moving_part_);
        if (!lifted) return lifted.error();
        s.X_MP_drop = lifted->X_MP;
        s.lift_steps = lifted->lift_steps;
        s.can_drop = lifted->free;
    }
    // Markers: connectors of other parts near the ghost's connectors that it could join.
    const auto own = assembler::worldConnectors(*def, s.X_MP);
    for (int i = 0; i < int(doc.parts.size()) && s.markers.size() < 48; ++i) {
        if (i == moving_part_) continue;
        const parts_library::PartDefinition* other = lib_.find(doc.parts[i].part_id);
        if (!other) continue;
        if ((doc.parts[i].X_MP.translation - s.X_MP.translation).norm() > 0.12) continue;
        const auto theirs = assembler::worldConnectors(*other, doc.parts[i].X_MP);
        for (const auto& t : theirs) {
            bool near = false;
            for (const auto& c : own) {
                if (!assembler::connectionKind(c.type, t.type)) continue;
                if ((c.p_M - t.p_M).norm() < 0.032) near = true;
            }
            if (!near) continue;
            const bool target = i == s.target_part && t.index == s.target_connector;
            if (target) s.target_marker = int(s.markers.size());
            s.markers.push_back({i, t.index, t.p_M, target});
        }
    }
    state_ = s;
    return s;
}

Result<GhostState> GhostDrag::turn(const assembler::RobotDocument& doc, int steps) {
    sim::Vec3 axis = sim::Vec3::UnitY();
    double step = 90.0;
    if (state_.snapped && state_.target_part >= 0 && state_.target_part < int(doc.parts.size())) {
        const auto* def = lib_.find(doc.parts[state_.target_part].part_id);
        if (def && state_.target_connector >= 0) {
            const auto& c = def->connectors[state_.target_connector];
            axis = doc.parts[state_.target_part].X_MP.rotation * c.axis_P;
            if (c.rotation_step_deg > 0) step = c.rotation_step_deg;
        }
    }
    rotation_ =
        (sim::Quat(Eigen::AngleAxisd(steps * step * std::numbers::pi / 180.0, axis)) * rotation_)
            .normalized();
    if (!has_surface_) return state_;
    return update(doc);
}

Result<GhostState> GhostDrag::flip(const assembler::RobotDocument& doc) {
    rotation_ = (sim::Quat(Eigen::AngleAxisd(std::numbers::pi, sim::Vec3::UnitX())) * rotation_)
                    .normalized();
    if (!has_surface_) return state_;
    return update(doc);
}

}  // namespace botlab::gui::ghost
