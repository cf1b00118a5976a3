// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/ghost.h"

#include "botlab/assembler/robot_check.h"
#include "flip_axis.h"
#include "tr.h"

#include <QCoreApplication>
#include <cmath>
#include <numbers>

namespace botlab::assembler {

namespace {

constexpr double kDegToRad = std::numbers::pi / 180.0;

}  // namespace

GhostDrag::GhostDrag(Assembler& assembler, const QString& part_id, int moving_part,
                     const sim::Quat& rotation, GhostOptions options)
    : asm_(assembler),
      part_id_(part_id),
      moving_part_(moving_part),
      rotation_(rotation.normalized()),
      opt_(options) {
    state_.part_id = part_id;
}

Result<GhostState> GhostDrag::update(const RobotDocument& doc, const Vec3& p_M) {
    last_p_M_ = p_M;
    has_last_ = true;
    auto placed = asm_.place(doc, part_id_, {p_M, rotation_}, opt_.place, moving_part_);
    if (!placed) return placed.error();
    const PlaceResult& r = placed.value();
    GhostState s;
    s.part_id = part_id_;
    s.X_MP_drop = r.X_MP;
    s.lift_steps = r.lift_steps;
    s.can_drop = r.free;
    s.X_MP = r.X_MP;
    s.X_MP.translation.y() -= r.lift_steps * opt_.place.grid_unit_m;
    s.snapped = r.snapped;
    s.target_part = r.target_part;
    s.target_connector = r.target_connector;
    s.own_connector = r.own_connector;
    s.overlaps = r.lift_steps > 0 || !r.free;
    s.overlapping_parts = r.collided_with;
    if (s.overlaps && s.overlapping_parts.empty()) {
        asm_.overlapsOthers(doc, part_id_, s.X_MP, opt_.place.contact_tolerance_m, moving_part_,
                            &s.overlapping_parts);
    }
    asm_.snapCandidates(doc, part_id_, s.X_MP, opt_.marker_radius_m, opt_.max_markers, moving_part_,
                        s.markers);
    if (s.snapped) {
        for (size_t k = 0; k < s.markers.size(); ++k) {
            if (s.markers[k].part == s.target_part &&
                s.markers[k].connector == s.target_connector) {
                s.target_marker = static_cast<int>(k);
            }
        }
        if (s.target_marker < 0) {
            // The snap point lies on the connector's segment but outside the marker radius of
            // its centre sampling: add it.
            const auto* tdef = asm_.library().find(doc.parts[s.target_part].part_id);
            if (tdef) {
                const auto w =
                    worldConnectors(*tdef, doc.parts[s.target_part].X_MP)[s.target_connector];
                s.markers.insert(s.markers.begin(),
                                 SnapMarker{s.target_part, s.target_connector, w.type, w.p_M,
                                            w.axis_M, w.length_m, false});
                s.target_marker = 0;
                if (static_cast<int>(s.markers.size()) > opt_.max_markers) s.markers.pop_back();
            }
        }
        if (s.target_marker >= 0) s.markers[s.target_marker].target = true;
    }
    state_ = s;
    return s;
}

Result<GhostState> GhostDrag::updateFromRay(const RobotDocument& doc, const Vec3& origin_M,
                                            const Vec3& dir_M) {
    const ObbTree* tree = asm_.partTree(part_id_);
    if (!tree || tree->empty()) {
        return Error{Tr::tr("unknown part '%1'").arg(part_id_).toStdString()};
    }
    if (dir_M.squaredNorm() <= 0.0)
        return Error{Tr::tr("the mouse ray has no direction").toStdString()};
    const Vec3 d = dir_M.normalized();
    const auto hit = asm_.raycast(doc, origin_M, d, moving_part_);
    double t_floor = -1.0;
    if (d.y() < -1e-9 && origin_M.y() > 0.0) t_floor = -origin_M.y() / d.y();
    const bool on_part = hit && (t_floor < 0.0 || hit->distance_m <= t_floor);
    if (!on_part && t_floor < 0.0) {
        return Error{Tr::tr("the mouse points at neither the robot nor the "
                            "floor")
                         .toStdString()};
    }
    const Vec3 p_hit = on_part ? hit->p_M : Vec3(origin_M + t_floor * d);
    const Vec3 n = on_part ? hit->normal_M : Vec3::UnitY();
    // Rest the ghost's bounding box on the surface: its origin goes out along the normal by the
    // box's extent behind the origin.
    const Obb box = tree->nodes[0].box.transformed({Vec3::Zero(), rotation_});
    double support = 0.0;
    for (const Vec3& c : box.corners()) support = std::max(support, -n.dot(c));
    Vec3 p = p_hit + support * n;
    if (!on_part && opt_.floor_pitch_m > 0) {
        p.x() = std::round(p.x() / opt_.floor_pitch_m) * opt_.floor_pitch_m;
        p.z() = std::round(p.z() / opt_.floor_pitch_m) * opt_.floor_pitch_m;
    }
    // Pointing at a connector of the robot: bring the ghost's nearest compatible connector to
    // it, so big parts (a wheel over an axle) snap although their box keeps them away.
    const parts_library::PartDefinition* def = asm_.library().find(part_id_);
    if (on_part && def) {
        std::vector<SnapMarker> near;
        asm_.connectorsNear(doc, p_hit, opt_.marker_radius_m / 2, 8, moving_part_, near);
        const auto own = worldConnectors(*def, {p, rotation_});
        for (const SnapMarker& m : near) {
            int best = -1;
            double best_d = 1e300;
            for (const WorldConnector& c : own) {
                if (!canSnap(c.type, m.type)) continue;
                const double dist = (c.p_M - m.p_M).norm();
                if (dist < best_d) {
                    best_d = dist;
                    best = c.index;
                }
            }
            if (best < 0) continue;
            const auto& con = def->connectors[best];
            // The target's end nearest the surface point (where the ghost comes from).
            const double t =
                std::clamp((p_hit - m.p_M).dot(m.axis_M), -m.length_m / 2, m.length_m / 2);
            // The ghost's connector starts at that end and runs outwards (away from the
            // surface), so the ghost sits on the part rather than in it.
            const Vec3 a = rotation_ * con.axis_P;
            const double out = a.dot(n);
            Vec3 centre = m.p_M + t * m.axis_M;
            if (std::abs(out) > 0.5) centre += (out > 0 ? 0.5 : -0.5) * con.length_m * a;
            p = centre - rotation_ * con.position_P;
            break;
        }
    }
    return update(doc, p);
}

Result<GhostState> GhostDrag::turn(const RobotDocument& doc, int steps) {
    if (state_.snapped && state_.own_connector >= 0) {
        const auto* def = asm_.library().find(part_id_);
        const auto& con = def->connectors[state_.own_connector];
        const double step_deg =
            con.rotation_step_deg > 0 ? con.rotation_step_deg : opt_.default_turn_deg;
        const Vec3 axis = (state_.X_MP.rotation * con.axis_P).normalized();
        const Vec3 pivot = state_.X_MP * con.position_P;
        const sim::Quat q(Eigen::AngleAxisd(steps * step_deg * kDegToRad, axis));
        rotation_ = (q * state_.X_MP.rotation).normalized();
        last_p_M_ = pivot + q * (state_.X_MP.translation - pivot);
    } else {
        const sim::Quat q(
            Eigen::AngleAxisd(steps * opt_.default_turn_deg * kDegToRad, Vec3::UnitY()));
        rotation_ = (q * rotation_).normalized();
    }
    return update(doc, last_p_M_);
}

Result<GhostState> GhostDrag::flip(const RobotDocument& doc) {
    if (state_.snapped && state_.own_connector >= 0) {
        const auto* def = asm_.library().find(part_id_);
        const auto& con = def->connectors[state_.own_connector];
        const Vec3 axis = (state_.X_MP.rotation * con.axis_P).normalized();
        const Vec3 pivot = state_.X_MP * con.position_P;
        const Vec3 across = flipAxisAcross(state_.X_MP.rotation.toRotationMatrix(), axis);
        const sim::Quat q(Eigen::AngleAxisd(std::numbers::pi, across));
        rotation_ = (q * state_.X_MP.rotation).normalized();
        last_p_M_ = pivot + q * (state_.X_MP.translation - pivot);
    } else {
        const sim::Quat q(Eigen::AngleAxisd(std::numbers::pi, Vec3::UnitX()));
        rotation_ = (q * rotation_).normalized();
    }
    return update(doc, last_p_M_);
}

QString ghostStatusText(const GhostState& state, const RobotDocument& doc,
                        const parts_library::PartsLibrary& library) {
    auto name = [&](int i) {
        return i >= 0 && i < static_cast<int>(doc.parts.size()) ? partNameForUser(doc, library, i)
                                                                : QString();
    };
    const int hit = state.overlapping_parts.empty() ? -1 : state.overlapping_parts.front();
    if (state.overlaps && !state.can_drop) {
        return Tr::tr("No free place here: the part overlaps %1.").arg(name(hit));
    }
    if (state.overlaps) {
        return state.lift_steps == 1
                   ? Tr::tr("Overlaps %1: dropped here it goes 1 step up, clear of it.")
                         .arg(name(hit))
                   : Tr::tr("Overlaps %1: dropped here it goes %2 steps up, clear of it.")
                         .arg(name(hit))
                         .arg(state.lift_steps);
    }
    if (state.snapped) {
        return Tr::tr("Snaps onto %1.").arg(name(state.target_part));
    }
    return {};
}

}  // namespace botlab::assembler
