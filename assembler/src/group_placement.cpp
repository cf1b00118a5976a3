// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/group_placement.h"

#include <QCoreApplication>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <numbers>

#include "botlab/assembler/robot_check.h"
#include "flip_axis.h"
#include "tr.h"

namespace botlab::assembler {

namespace {

constexpr double kDegToRad = std::numbers::pi / 180.0;
constexpr double kContactToleranceM = 2e-4;
constexpr int kMaxTries = 600;  ///< Snaps nearestFit tries at most.

double threadCpuMs() {
#if defined(__unix__) || defined(__APPLE__)
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
#else
    return std::chrono::duration<double, std::milli>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
#endif
}

/// Connections that hold parts together (a gear meshing with another holds nothing).
std::vector<std::vector<std::pair<int, int>>> holdingGraph(const RobotDocument& doc,
                                                           const std::vector<Connection>& conns) {
    // For each part: (neighbour, own connector index).
    std::vector<std::vector<std::pair<int, int>>> adj(doc.parts.size());
    for (const Connection& c : conns) {
        if (c.kind == ConnectionKind::GearMesh || c.part_a == c.part_b) continue;
        adj[std::size_t(c.part_a)].emplace_back(c.part_b, c.connector_a);
        adj[std::size_t(c.part_b)].emplace_back(c.part_a, c.connector_b);
    }
    return adj;
}

bool isController(const RobotDocument& doc, const parts_library::PartsLibrary& lib, int i) {
    const auto* def = lib.find(doc.parts[std::size_t(i)].part_id);
    return def && def->device.kind == parts_library::DeviceKind::Controller;
}

bool contains(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

sim::Pose turnedAbout(const sim::Pose& X, const sim::Quat& q, const Vec3& pivot) {
    sim::Pose out;
    out.rotation = (q * X.rotation).normalized();
    out.translation = pivot + q * (X.translation - pivot);
    return out;
}

}  // namespace

std::vector<int> partsHangingOff(const RobotDocument& doc, const parts_library::PartsLibrary& lib,
                                 int part) {
    const int n = static_cast<int>(doc.parts.size());
    if (part < 0 || part >= n) return {};
    const auto adj = holdingGraph(doc, findConnections(doc, lib));
    // The pieces the part's neighbours fall into without it.
    std::vector<int> piece(std::size_t(n), -1);
    std::vector<std::vector<int>> pieces;
    for (const auto& [start, con] : adj[std::size_t(part)]) {
        (void)con;
        if (piece[std::size_t(start)] >= 0) continue;
        const int id = static_cast<int>(pieces.size());
        pieces.emplace_back();
        std::vector<int> todo{start};
        piece[std::size_t(start)] = id;
        while (!todo.empty()) {
            const int i = todo.back();
            todo.pop_back();
            pieces.back().push_back(i);
            for (const auto& [j, c] : adj[std::size_t(i)]) {
                (void)c;
                if (j == part || piece[std::size_t(j)] >= 0) continue;
                piece[std::size_t(j)] = id;
                todo.push_back(j);
            }
        }
    }
    std::vector<int> out{part};
    if (pieces.empty()) return out;
    int root = -1;
    bool controller_elsewhere = false;
    for (int i = 0; i < n; ++i) {
        if (i == part || !isController(doc, lib, i)) continue;
        if (piece[std::size_t(i)] >= 0) {
            root = piece[std::size_t(i)];
            break;
        }
        controller_elsewhere = true;
    }
    if (root < 0 && !(controller_elsewhere && !isController(doc, lib, part))) {
        // No controller joined to it: the biggest piece is what it hangs on.
        for (int k = 0; k < static_cast<int>(pieces.size()); ++k)
            if (root < 0 || pieces[std::size_t(k)].size() > pieces[std::size_t(root)].size())
                root = k;
    }
    // root < 0 here: a loose group, not joined to the controller; all of it goes with the part.
    // More hangs off the part than it hangs on: it is the robot's base (a chassis plate with
    // everything on it), and the whole robot goes with it.
    if (root >= 0) {
        std::size_t off = 1;
        for (int k = 0; k < static_cast<int>(pieces.size()); ++k)
            if (k != root) off += pieces[std::size_t(k)].size();
        if (off > pieces[std::size_t(root)].size()) root = -1;
    }
    std::vector<int> rest;
    for (int k = 0; k < static_cast<int>(pieces.size()); ++k)
        if (k != root)
            rest.insert(rest.end(), pieces[std::size_t(k)].begin(), pieces[std::size_t(k)].end());
    std::sort(rest.begin(), rest.end());
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

Result<GroupTurn> turnWithAttached(Assembler& assembler, const RobotDocument& doc, int part,
                                   int steps, bool flip) {
    const parts_library::PartsLibrary& lib = assembler.library();
    if (part < 0 || part >= static_cast<int>(doc.parts.size()))
        return Error{Tr::tr("no part %1 (the robot has %2 parts)")
                         .arg(part)
                         .arg(doc.parts.size())
                         .toStdString()};
    const PartInstance& p = doc.parts[std::size_t(part)];
    const parts_library::PartDefinition* def = lib.find(p.part_id);
    if (!def) return Error{Tr::tr("unknown part '%1'").arg(p.part_id).toStdString()};
    GroupTurn out;
    out.parts = partsHangingOff(doc, lib, part);
    // The connector by which the part sits on the rest of the robot.
    int own = -1;
    for (const Connection& c : findConnections(doc, lib)) {
        if (c.kind == ConnectionKind::GearMesh) continue;
        if (c.part_a == part && !contains(out.parts, c.part_b)) own = c.connector_a;
        if (c.part_b == part && !contains(out.parts, c.part_a)) own = c.connector_b;
        if (own >= 0) break;
    }
    sim::Quat q = sim::Quat::Identity();
    Vec3 pivot = p.X_MP.translation;
    if (own >= 0) {
        const auto& con = def->connectors[std::size_t(own)];
        const Vec3 axis = (p.X_MP.rotation * con.axis_P).normalized();
        pivot = p.X_MP * con.position_P;
        if (flip) {
            const Vec3 across = flipAxisAcross(p.X_MP.rotation.toRotationMatrix(), axis);
            q = sim::Quat(Eigen::AngleAxisd(std::numbers::pi, across));
        } else {
            const double step_deg = con.rotation_step_deg > 0 ? con.rotation_step_deg : 90.0;
            q = sim::Quat(Eigen::AngleAxisd(steps * step_deg * kDegToRad, axis));
        }
        out.about_connector = true;
    } else {
        q = flip ? sim::Quat(Eigen::AngleAxisd(std::numbers::pi, Vec3::UnitX()))
                 : sim::Quat(Eigen::AngleAxisd(steps * 90.0 * kDegToRad, Vec3::UnitY()));
    }
    for (int i : out.parts)
        out.X_MP.push_back(turnedAbout(doc.parts[std::size_t(i)].X_MP, q, pivot));
    // Overlaps with parts outside the group that were not there before the turn.
    for (std::size_t k = 0; k < out.parts.size() && out.blocker < 0; ++k) {
        const int i = out.parts[k];
        const QString& id = doc.parts[std::size_t(i)].part_id;
        std::vector<int> before, after;
        assembler.overlapsOthers(doc, id, doc.parts[std::size_t(i)].X_MP, kContactToleranceM, i,
                                 &before);
        assembler.overlapsOthers(doc, id, out.X_MP[k], kContactToleranceM, i, &after);
        for (int j : after) {
            if (contains(out.parts, j) || contains(before, j)) continue;
            out.blocker = j;
            out.blocked_member = i;
            break;
        }
    }
    return out;
}

std::optional<GroupCopy> copyGroupBeside(Assembler& assembler, const RobotDocument& doc,
                                         const std::vector<int>& group) {
    const parts_library::PartsLibrary& lib = assembler.library();
    const int n = static_cast<int>(doc.parts.size());
    for (int i : group)
        if (i < 0 || i >= n || !lib.find(doc.parts[std::size_t(i)].part_id)) return std::nullopt;
    // The group's parts joined to parts outside it.
    std::vector<int> anchors;
    for (const Connection& c : findConnections(doc, lib)) {
        if (c.kind == ConnectionKind::GearMesh) continue;
        const bool a = contains(group, c.part_a), b = contains(group, c.part_b);
        if (a && !b && !contains(anchors, c.part_a)) anchors.push_back(c.part_a);
        if (b && !a && !contains(anchors, c.part_b)) anchors.push_back(c.part_b);
    }
    if (anchors.empty()) return std::nullopt;
    // The group's own pieces (parts joined within it): each piece's copy must be joined to the
    // robot, so no copy hangs in the air.
    std::vector<int> piece(group.size());
    for (std::size_t k = 0; k < group.size(); ++k) piece[k] = static_cast<int>(k);
    const auto root = [&](int k) {
        while (piece[std::size_t(k)] != k) k = piece[std::size_t(k)];
        return k;
    };
    for (const Connection& c : findConnections(doc, lib)) {
        if (c.kind == ConnectionKind::GearMesh) continue;
        const auto a = std::find(group.begin(), group.end(), c.part_a);
        const auto b = std::find(group.begin(), group.end(), c.part_b);
        if (a == group.end() || b == group.end()) continue;
        piece[std::size_t(root(int(a - group.begin())))] = root(int(b - group.begin()));
    }
    const auto allPiecesJoined = [&](const std::vector<PartInstance>& copies) {
        std::vector<bool> joined(group.size(), false);
        std::vector<Connection> found;
        for (std::size_t k = 0; k < copies.size(); ++k) {
            if (joined[std::size_t(root(int(k)))]) continue;
            const auto* dk = lib.find(copies[k].part_id);
            for (int j = 0; j < n && !joined[std::size_t(root(int(k)))]; ++j) {
                const auto* dj = lib.find(doc.parts[std::size_t(j)].part_id);
                if (!dj) continue;
                found.clear();
                connectionsBetween(*dk, copies[k].X_MP, -1, *dj, doc.parts[std::size_t(j)].X_MP, j,
                                   found);
                for (const Connection& c : found)
                    if (c.kind != ConnectionKind::GearMesh)
                        joined[std::size_t(root(int(k)))] = true;
            }
        }
        for (std::size_t k = 0; k < group.size(); ++k)
            if (!joined[std::size_t(root(int(k)))]) return false;
        return true;
    };
    PlaceOptions opt;
    opt.max_lift_steps = 0;
    const double pitch_m = opt.grid_unit_m;
    const Vec3 dirs[] = {Vec3::UnitZ(),  -Vec3::UnitZ(), Vec3::UnitX(),
                         -Vec3::UnitX(), Vec3::UnitY(),  -Vec3::UnitY()};
    std::vector<Connection> tmp;
    for (int k = 1; k <= 16; ++k) {
        for (const Vec3& d : dirs) {
            const sim::Pose shift = sim::Pose::fromTranslation(d * (pitch_m * k));
            for (int a : anchors) {
                const PartInstance& pa = doc.parts[std::size_t(a)];
                const sim::Pose X = shift * pa.X_MP;
                auto r = assembler.place(doc, pa.part_id, X, opt);
                if (!r || !r->snapped || !r->free || r->lift_steps > 0) continue;
                if (contains(group, r->target_part)) continue;
                if (r->X_MP.rotation.angularDistance(pa.X_MP.rotation) > 1e-3) continue;
                if ((r->X_MP.translation - pa.X_MP.translation).norm() < 1e-4) continue;
                // Joined to the part it snapped onto (holes lined up are not joined).
                const PartInstance& t = doc.parts[std::size_t(r->target_part)];
                tmp.clear();
                connectionsBetween(*lib.find(pa.part_id), r->X_MP, -1, *lib.find(t.part_id), t.X_MP,
                                   r->target_part, tmp);
                if (tmp.empty()) continue;
                const sim::Pose delta = r->X_MP * pa.X_MP.inverse();
                GroupCopy copy;
                copy.anchor = a;
                copy.target_part = r->target_part;
                bool free = true;
                for (int i : group) {
                    PartInstance c = doc.parts[std::size_t(i)];
                    c.X_MP = delta * c.X_MP;
                    c.label.clear();
                    c.port = 0;
                    if (assembler.overlapsOthers(doc, c.part_id, c.X_MP, kContactToleranceM)) {
                        free = false;
                        break;
                    }
                    copy.parts.push_back(c);
                }
                if (free && allPiecesJoined(copy.parts)) return copy;
            }
        }
    }
    return std::nullopt;
}

std::optional<FitPlace> nearestFit(Assembler& assembler, const RobotDocument& doc,
                                   const QString& part_id, const sim::Pose& X_MP_wanted,
                                   int ignore_part, double budget_ms) {
    const parts_library::PartsLibrary& lib = assembler.library();
    const parts_library::PartDefinition* def = lib.find(part_id);
    if (!def || def->connectors.empty()) return std::nullopt;
    // CPU time of this thread (a busy machine does not cut the search short), and at most
    // kMaxTries snaps, so the answer does not depend on the machine.
    const double start_ms = threadCpuMs();
    auto elapsedMs = [&] { return threadCpuMs() - start_ms; };
    int tries = 0;
    struct Candidate {
        double dist;
        int part;
        WorldConnector w;
    };
    std::vector<Candidate> candidates;
    for (int j = 0; j < static_cast<int>(doc.parts.size()); ++j) {
        if (j == ignore_part) continue;
        const auto* dj = lib.find(doc.parts[std::size_t(j)].part_id);
        if (!dj) continue;
        for (const WorldConnector& w : worldConnectors(*dj, doc.parts[std::size_t(j)].X_MP)) {
            const bool any = std::any_of(def->connectors.begin(), def->connectors.end(),
                                         [&](const auto& c) { return canSnap(c.type, w.type); });
            if (any) candidates.push_back({(w.p_M - X_MP_wanted.translation).norm(), j, w});
        }
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.dist < b.dist; });
    // One of the part's connectors per type and axis: place() snaps the others by itself.
    std::vector<const parts_library::Connector*> own;
    for (const auto& con : def->connectors) {
        const bool seen = std::any_of(own.begin(), own.end(), [&](const auto* o) {
            return o->type == con.type && std::abs(o->axis_P.dot(con.axis_P)) > 0.999;
        });
        if (!seen) own.push_back(&con);
    }
    PlaceOptions opt;
    opt.max_lift_steps = 0;
    const sim::Quat R0 = X_MP_wanted.rotation.normalized();
    for (const Candidate& cand : candidates) {
        for (const parts_library::Connector* c : own) {
            const parts_library::Connector& con = *c;
            if (!canSnap(con.type, cand.w.type)) continue;
            const Vec3 a = (R0 * con.axis_P).normalized();
            for (const double sign : {1.0, -1.0}) {
                if (++tries > kMaxTries || elapsedMs() > budget_ms) return std::nullopt;
                Vec3 target = sign * cand.w.axis_M;
                if (a.dot(cand.w.axis_M) < 0) target = -target;  // the nearer direction first
                const sim::Quat R = (sim::Quat::FromTwoVectors(a, target) * R0).normalized();
                sim::Pose X;
                X.rotation = R;
                X.translation = cand.w.p_M - R * con.position_P;
                auto r = assembler.place(doc, part_id, X, opt, ignore_part);
                if (!r || !r->snapped || !r->free || r->lift_steps > 0) continue;
                return FitPlace{r->X_MP, r->target_part, r->target_connector};
            }
        }
    }
    return std::nullopt;
}

QString sideOfPart(const RobotDocument& doc, const parts_library::PartsLibrary& lib, int part,
                   int connector) {
    if (part < 0 || part >= static_cast<int>(doc.parts.size())) return {};
    const auto* def = lib.find(doc.parts[std::size_t(part)].part_id);
    if (!def || connector < 0 || connector >= static_cast<int>(def->connectors.size())) return {};
    const auto ws = worldConnectors(*def, doc.parts[std::size_t(part)].X_MP);
    Vec3 lo = Vec3::Constant(1e300), hi = Vec3::Constant(-1e300);
    for (const WorldConnector& w : ws) {
        lo = lo.cwiseMin(w.p_M);
        hi = hi.cwiseMax(w.p_M);
    }
    const Vec3 centre = (lo + hi) / 2;
    const Vec3 half = ((hi - lo) / 2).cwiseMax(1e-3);
    const Vec3 d = ws[std::size_t(connector)].p_M - centre;
    const Vec3 rel = d.cwiseQuotient(half);
    int k = 0;
    rel.cwiseAbs().maxCoeff(&k);
    if (std::abs(rel[k]) < 0.34 || d.norm() < 0.002) return Tr::tr("in the middle");
    if (k == 0) return rel[k] > 0 ? Tr::tr("at the front") : Tr::tr("at the back");
    if (k == 1) return rel[k] > 0 ? Tr::tr("on top") : Tr::tr("underneath");
    return rel[k] > 0 ? Tr::tr("on the right side") : Tr::tr("on the left side");
}

QString doesNotFitText(const RobotDocument& doc, const parts_library::PartsLibrary& lib,
                       const QString& what, int hit, const std::optional<FitPlace>& fit) {
    const bool known = hit >= 0 && hit < static_cast<int>(doc.parts.size());
    const QString in_way = known ? partNameForUser(doc, lib, hit) : QString();
    if (fit) {
        const QString on = partNameForUser(doc, lib, fit->target_part);
        const QString side = sideOfPart(doc, lib, fit->target_part, fit->target_connector);
        return known ? Tr::tr("%1 does not fit here: it hits %2 — it fits on %3, %4.")
                           .arg(what, in_way, on, side)
                     : Tr::tr("%1 does not fit here — it fits on %2, %3.").arg(what, on, side);
    }
    return known ? Tr::tr(
                       "%1 does not fit here: it hits %2, and there is no free place for it "
                       "on the robot.")
                       .arg(what, in_way)
                 : Tr::tr("%1 does not fit here, and there is no free place for it on the robot.")
                       .arg(what);
}

}  // namespace botlab::assembler
