// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/assembly.h"
#include "tr.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <numbers>
#include <tuple>

namespace botlab::assembler {

using parts_library::ConnectorType;

namespace {

bool snappable(ConnectorType a, ConnectorType b) {
    return canSnap(a, b);
}

/// Points along a connector (offsets along its axis) that may be made to coincide when snapping.
void snapOffsets(const WorldConnector& c, bool faces_only, double pitch, std::vector<double>& out) {
    out.clear();
    const double h = c.length_m / 2;
    if (c.length_m <= 0.0) {
        out.push_back(0.0);
        return;
    }
    out.push_back(-h);
    out.push_back(h);
    if (faces_only) return;
    out.push_back(0.0);
    for (int k = 1; k * pitch < h - 1e-9; ++k) {
        out.push_back(k * pitch);
        out.push_back(-k * pitch);
    }
}

/// A unit vector perpendicular to `axis` taken from a frame's columns (the first not nearly
/// parallel to the axis).
Vec3 reference(const Mat3& frame, const Vec3& axis) {
    for (int k = 0; k < 3; ++k) {
        const Vec3 v = frame.col(k);
        if (std::abs(v.dot(axis)) < 0.9) return (v - v.dot(axis) * axis).normalized();
    }
    return axis.unitOrthogonal();
}

}  // namespace

bool canSnap(ConnectorType a, ConnectorType b) {
    return connectionKind(a, b).has_value() ||
           (a == ConnectorType::Hole && b == ConnectorType::Hole);
}

Assembler::Assembler(const parts_library::PartsLibrary& library) : lib_(library) {}

const ObbTree* Assembler::partTree(const QString& part_id) {
    auto it = trees_.find(part_id);
    if (it != trees_.end()) return &it->second;
    auto mesh = lib_.mesh(part_id);
    if (!mesh) return nullptr;
    return &trees_.emplace(part_id, buildObbTree(*mesh.value())).first->second;
}

long long Assembler::key(int ix, int iy, int iz) const {
    constexpr long long kOff = 1 << 20;
    return ((ix + kOff) << 42) | ((iy + kOff) << 21) | (iz + kOff);
}

void Assembler::gridInsert(int index) {
    Entry& e = entries_[index];
    e.cells.clear();
    if (e.tree_M.empty()) return;
    const Vec3 lo = (e.box.lo / cell_m_).array().floor(), hi = (e.box.hi / cell_m_).array().floor();
    for (int x = int(lo.x()); x <= int(hi.x()); ++x) {
        for (int y = int(lo.y()); y <= int(hi.y()); ++y) {
            for (int z = int(lo.z()); z <= int(hi.z()); ++z) {
                const long long k = key(x, y, z);
                grid_[k].push_back(index);
                e.cells.push_back(k);
            }
        }
    }
}

void Assembler::sync(const RobotDocument& doc) {
    if (synced_doc_ == &doc && synced_revision_ == doc.revision() &&
        entries_.size() == doc.parts.size()) {
        return;
    }
    const int n = static_cast<int>(doc.parts.size());
    entries_.resize(n);
    grid_.clear();
    for (int i = 0; i < n; ++i) {
        const PartInstance& p = doc.parts[i];
        Entry& e = entries_[i];
        const bool same = e.def && e.part_id == p.part_id &&
                          e.X_MP.translation == p.X_MP.translation &&
                          e.X_MP.rotation.coeffs() == p.X_MP.rotation.coeffs();
        if (!same) {
            e.part_id = p.part_id;
            e.X_MP = p.X_MP;
            e.def = lib_.find(p.part_id);
            const ObbTree* tree = e.def ? partTree(p.part_id) : nullptr;
            e.tree_M = tree ? tree->transformed(p.X_MP) : ObbTree{};
            e.box = e.tree_M.empty() ? Aabb{} : aabbOf(e.tree_M.nodes[0].box);
            e.connectors = e.def ? worldConnectors(*e.def, p.X_MP) : std::vector<WorldConnector>{};
            if (!e.def) e.part_id.clear();
        }
        gridInsert(i);
    }
    stamp_.assign(n, 0);
    stamp_value_ = 0;
    synced_doc_ = &doc;
    synced_revision_ = doc.revision();
}

template <typename F>
void Assembler::forEachCandidate(const Aabb& box, int ignore, F&& f) {
    if (++stamp_value_ == 0) {
        std::fill(stamp_.begin(), stamp_.end(), 0);
        stamp_value_ = 1;
    }
    const Vec3 lo = (box.lo / cell_m_).array().floor(), hi = (box.hi / cell_m_).array().floor();
    for (int x = int(lo.x()); x <= int(hi.x()); ++x) {
        for (int y = int(lo.y()); y <= int(hi.y()); ++y) {
            for (int z = int(lo.z()); z <= int(hi.z()); ++z) {
                auto it = grid_.find(key(x, y, z));
                if (it == grid_.end()) continue;
                for (int j : it->second) {
                    if (j == ignore || stamp_[j] == stamp_value_) continue;
                    stamp_[j] = stamp_value_;
                    if (entries_[j].box.overlaps(box)) f(j);
                }
            }
        }
    }
}

bool Assembler::overlapsOthers(const RobotDocument& doc, const QString& part_id,
                               const sim::Pose& X_MP, double tol, int ignore_part,
                               std::vector<int>* hits) {
    sync(doc);
    const parts_library::PartDefinition* def = lib_.find(part_id);
    const ObbTree* tree = def ? partTree(part_id) : nullptr;
    if (!tree || tree->empty()) return false;
    const ObbTree moved = tree->transformed(X_MP);
    Aabb box = aabbOf(moved.nodes[0].box);
    bool any = false;
    std::vector<Connection> tmp;
    forEachCandidate(box, ignore_part, [&](int j) {
        if (any && !hits) return;
        const Entry& e = entries_[j];
        if (!e.def || !treeOverlap(moved, e.tree_M, tol)) return;
        tmp.clear();
        connectionsBetween(*def, X_MP, -1, *e.def, e.X_MP, j, tmp);
        if (!tmp.empty()) return;  // joined parts sit in each other (axle in a hole)
        any = true;
        if (hits) hits->push_back(j);
    });
    return any;
}

Result<PlaceResult> Assembler::place(const RobotDocument& doc, const QString& part_id,
                                     const sim::Pose& X_MP_desired, const PlaceOptions& options,
                                     int ignore_part) {
    const parts_library::PartDefinition* def = lib_.find(part_id);
    if (!def) return Error{Tr::tr("unknown part '%1'").arg(part_id).toStdString()};
    if (!partTree(part_id)) {
        auto mesh = lib_.mesh(part_id);
        return Error{mesh ? Tr::tr("part '%1' has no mesh").arg(part_id).toStdString()
                          : mesh.message()};
    }
    sync(doc);
    PlaceResult result;
    sim::Pose pose = X_MP_desired;
    pose.rotation.normalize();

    if (options.snap) {
        // Nearest compatible connector pair within the snap radius.
        double best = options.snap_radius_m;
        WorldConnector best_own, best_other;
        double best_own_t = 0, best_other_t = 0;
        std::vector<double> own_t, other_t;
        const auto own = worldConnectors(*def, pose);
        const double pitch = options.grid_unit_m;
        for (const WorldConnector& c : own) {
            const double r = options.snap_radius_m + c.length_m / 2;
            const Aabb query{c.p_M - Vec3::Constant(r), c.p_M + Vec3::Constant(r)};
            forEachCandidate(query, ignore_part, [&](int j) {
                for (const WorldConnector& d : entries_[j].connectors) {
                    if (!snappable(c.type, d.type)) continue;
                    const bool mount =
                        c.type == ConnectorType::Mount || d.type == ConnectorType::Mount;
                    const bool holes =
                        c.type == ConnectorType::Hole && d.type == ConnectorType::Hole;
                    snapOffsets(c, mount || holes, pitch, own_t);
                    snapOffsets(d, mount || holes, pitch, other_t);
                    for (double tc : own_t) {
                        const Vec3 pc = c.p_M + tc * c.axis_M;
                        for (double td : other_t) {
                            const double dist = (pc - (d.p_M + td * d.axis_M)).norm();
                            if (dist < best) {
                                best = dist;
                                best_own = c;
                                best_other = d;
                                best_own_t = tc;
                                best_other_t = td;
                                result.target_part = j;
                            }
                        }
                    }
                }
            });
        }
        if (result.target_part >= 0) {
            const Entry& target = entries_[result.target_part];
            // 1. Align the axes (the nearer of the two directions).
            const Vec3 a_c = best_own.axis_M;
            const Vec3 a_d =
                a_c.dot(best_other.axis_M) >= 0 ? best_other.axis_M : Vec3(-best_other.axis_M);
            sim::Quat R = (sim::Quat::FromTwoVectors(a_c, a_d) * pose.rotation).normalized();
            // 2. Round the turn about the axis to the allowed step.
            const double step_deg = best_own.rotation_step_deg;
            if (step_deg > 0) {
                const Vec3 u_d = reference(target.X_MP.rotation.toRotationMatrix(), a_d);
                const Vec3 u_c = reference(R.toRotationMatrix(), a_d);
                const double theta = std::atan2(a_d.dot(u_c.cross(u_d)), u_c.dot(u_d));
                const double step = step_deg * std::numbers::pi / 180.0;
                const double delta = theta - step * std::round(theta / step);
                R = (sim::Quat(Eigen::AngleAxisd(delta, a_d)) * R).normalized();
            }
            // 3. Make the chosen points coincide.
            const auto& con = def->connectors[best_own.index];
            const Vec3 pc = R * (con.position_P + best_own_t * con.axis_P) + pose.translation;
            const Vec3 pd = best_other.p_M + best_other_t * best_other.axis_M;
            pose.rotation = R;
            pose.translation += pd - pc;
            result.snapped = true;
            result.own_connector = best_own.index;
            result.target_connector = best_other.index;
        }
    }

    // Lift along +Y one grid unit at a time until free (seed 003).
    std::vector<int> hits;
    while (overlapsOthers(doc, part_id, pose, options.contact_tolerance_m, ignore_part,
                          result.lift_steps == 0 ? &hits : nullptr)) {
        if (result.lift_steps >= options.max_lift_steps) {
            result.free = false;
            break;
        }
        pose.translation.y() += options.grid_unit_m;
        ++result.lift_steps;
    }
    if (result.lift_steps > 0) result.collided_with = hits;
    result.X_MP = pose;
    return result;
}

std::vector<std::pair<int, int>> Assembler::overlappingPairs(const RobotDocument& doc, double tol) {
    sync(doc);
    std::vector<std::pair<int, int>> out;
    std::vector<Connection> tmp;
    for (int i = 0; i < static_cast<int>(entries_.size()); ++i) {
        const Entry& a = entries_[i];
        if (!a.def || a.tree_M.empty()) continue;
        forEachCandidate(a.box, i, [&](int j) {
            if (j < i) return;
            const Entry& b = entries_[j];
            if (!b.def || !treeOverlap(a.tree_M, b.tree_M, tol)) return;
            tmp.clear();
            connectionsBetween(*a.def, a.X_MP, i, *b.def, b.X_MP, j, tmp);
            if (tmp.empty()) out.emplace_back(i, j);
        });
    }
    return out;
}

namespace {

/// Ray (origin o, direction d) against an oriented box: entry distance and the entry face's
/// outward normal, or false. A ray starting inside reports distance 0.
bool rayBox(const Obb& box, const Vec3& o, const Vec3& d, double& t_hit, Vec3& normal) {
    const Vec3 lo = box.axes.transpose() * (o - box.centre);
    const Vec3 ld = box.axes.transpose() * d;
    double t0 = 0.0, t1 = 1e300;
    int axis = -1;
    double sign = 1.0;
    for (int k = 0; k < 3; ++k) {
        const double e = box.half_extents[k];
        if (std::abs(ld[k]) < 1e-15) {
            if (std::abs(lo[k]) > e) return false;
            continue;
        }
        double ta = (-e - lo[k]) / ld[k], tb = (e - lo[k]) / ld[k];
        double s = -1.0;  // entering through the -e face when ta < tb
        if (ta > tb) {
            std::swap(ta, tb);
            s = 1.0;
        }
        if (ta > t0) {
            t0 = ta;
            axis = k;
            sign = s;
        }
        t1 = std::min(t1, tb);
        if (t0 > t1) return false;
    }
    t_hit = t0;
    normal = axis < 0 ? Vec3(-d) : Vec3(sign * box.axes.col(axis));
    return true;
}

}  // namespace

std::optional<RayHit> Assembler::raycast(const RobotDocument& doc, const Vec3& origin_M,
                                         const Vec3& dir_M, int ignore_part) {
    sync(doc);
    if (dir_M.squaredNorm() <= 0.0) return std::nullopt;
    const Vec3 d = dir_M.normalized();
    std::optional<RayHit> best;
    for (int i = 0; i < static_cast<int>(entries_.size()); ++i) {
        const Entry& e = entries_[i];
        if (i == ignore_part || e.tree_M.empty()) continue;
        double t;
        Vec3 n;
        if (!rayBox(e.tree_M.nodes[0].box, origin_M, d, t, n)) continue;
        if (best && t >= best->distance_m) continue;
        // Descend to the leaves: the nearest leaf hit is the part's hit.
        int stack[64];
        int top = 0;
        stack[top++] = 0;
        while (top > 0) {
            const auto& node = e.tree_M.nodes[stack[--top]];
            if (!rayBox(node.box, origin_M, d, t, n)) continue;
            if (best && t >= best->distance_m) continue;
            if (node.leaf() || top > 60) {
                best = RayHit{i, t, origin_M + t * d, n.normalized()};
            } else {
                stack[top++] = node.left;
                stack[top++] = node.right;
            }
        }
    }
    return best;
}

void Assembler::snapCandidates(const RobotDocument& doc, const QString& part_id,
                               const sim::Pose& X_MP, double radius_m, int max_count,
                               int ignore_part, std::vector<SnapMarker>& out) {
    const parts_library::PartDefinition* def = lib_.find(part_id);
    if (!def || max_count <= 0 || def->connectors.empty()) return;
    sync(doc);
    // Per connector type, the box (in the part's frame) around the ghost's connectors of that
    // type: one point-to-box distance per target connector instead of one per pair.
    constexpr int kTypes = 7;
    Aabb type_box[kTypes];
    unsigned own_mask = 0;
    for (const auto& c : def->connectors) {
        const int t = static_cast<int>(c.type);
        const Vec3 h = c.axis_P * (c.length_m / 2);
        type_box[t].extend({(c.position_P - h).cwiseMin(c.position_P + h),
                            (c.position_P - h).cwiseMax(c.position_P + h)});
        own_mask |= 1u << t;
    }
    unsigned snaps_to[kTypes] = {};
    for (int a = 0; a < kTypes; ++a) {
        for (int b = 0; b < kTypes; ++b) {
            if ((own_mask & (1u << b)) &&
                canSnap(static_cast<ConnectorType>(a), static_cast<ConnectorType>(b)))
                snaps_to[a] |= 1u << b;
        }
    }
    // The query: the part-frame boxes moved to X_MP, widened by the radius.
    Aabb query;
    const Mat3 R = X_MP.rotation.toRotationMatrix();
    for (int t = 0; t < kTypes; ++t) {
        if (!(own_mask & (1u << t))) continue;
        const Vec3 c = X_MP * ((type_box[t].lo + type_box[t].hi) / 2);
        const Vec3 r =
            R.cwiseAbs() * ((type_box[t].hi - type_box[t].lo) / 2) + Vec3::Constant(radius_m);
        query.extend({c - r, c + r});
    }
    const sim::Pose X_PM = X_MP.inverse();
    struct Found {
        double dist, centre;
        SnapMarker marker;
    };
    std::vector<Found> found;
    forEachCandidate(query, ignore_part, [&](int j) {
        for (const WorldConnector& w : entries_[j].connectors) {
            const unsigned mask = snaps_to[static_cast<unsigned>(w.type) % kTypes];
            if (!mask) continue;
            const Vec3 p_P = X_PM * w.p_M;
            double dist = 1e300;
            for (int t = 0; t < kTypes; ++t) {
                if (!(mask & (1u << t))) continue;
                const Vec3 out_of =
                    (type_box[t].lo - p_P).cwiseMax(p_P - type_box[t].hi).cwiseMax(0.0);
                dist = std::min(dist, out_of.norm());
            }
            dist = std::max(0.0, dist - w.length_m / 2);
            if (dist > radius_m) continue;
            found.push_back({dist, (w.p_M - X_MP.translation).norm(),
                             SnapMarker{j, w.index, w.type, w.p_M, w.axis_M, w.length_m, false}});
        }
    });
    const size_t n = std::min(found.size(), static_cast<size_t>(max_count));
    std::partial_sort(found.begin(), found.begin() + n, found.end(),
                      [](const Found& a, const Found& b) {
                          return std::tie(a.dist, a.centre, a.marker.part, a.marker.connector) <
                                 std::tie(b.dist, b.centre, b.marker.part, b.marker.connector);
                      });
    for (size_t k = 0; k < n; ++k) out.push_back(found[k].marker);
}

void Assembler::connectorsNear(const RobotDocument& doc, const Vec3& p_M, double radius_m,
                               int max_count, int ignore_part, std::vector<SnapMarker>& out) {
    if (max_count <= 0) return;
    sync(doc);
    std::vector<std::pair<double, SnapMarker>> found;
    const Aabb query{p_M - Vec3::Constant(radius_m), p_M + Vec3::Constant(radius_m)};
    forEachCandidate(query, ignore_part, [&](int j) {
        for (const WorldConnector& w : entries_[j].connectors) {
            const double t =
                std::clamp((p_M - w.p_M).dot(w.axis_M), -w.length_m / 2, w.length_m / 2);
            const double dist = (p_M - (w.p_M + t * w.axis_M)).norm();
            if (dist > radius_m) continue;
            found.push_back(
                {dist, SnapMarker{j, w.index, w.type, w.p_M, w.axis_M, w.length_m, false}});
        }
    });
    std::stable_sort(found.begin(), found.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (size_t k = 0; k < found.size() && static_cast<int>(k) < max_count; ++k)
        out.push_back(found[k].second);
}

}  // namespace botlab::assembler
