// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/connections.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "union_find.h"

namespace botlab::assembler {

using parts_library::ConnectorType;

std::optional<ConnectionKind> connectionKind(ConnectorType a, ConnectorType b) {
    auto is = [&](ConnectorType x, ConnectorType y) {
        return (a == x && b == y) || (a == y && b == x);
    };
    if (is(ConnectorType::Hole, ConnectorType::Screw)) return ConnectionKind::Rigid;
    if (is(ConnectorType::Hole, ConnectorType::Mount)) return ConnectionKind::Rigid;
    if (is(ConnectorType::Axle, ConnectorType::WheelHub)) return ConnectionKind::Rigid;
    if (is(ConnectorType::Axle, ConnectorType::GearHub)) return ConnectionKind::Rigid;
    if (is(ConnectorType::Axle, ConnectorType::Hole)) return ConnectionKind::Hinge;
    if (is(ConnectorType::Axle, ConnectorType::MotorShaft)) return ConnectionKind::Drive;
    return std::nullopt;
}

std::vector<WorldConnector> worldConnectors(const parts_library::PartDefinition& def,
                                            const sim::Pose& X_MP) {
    std::vector<WorldConnector> out;
    out.reserve(def.connectors.size());
    for (size_t i = 0; i < def.connectors.size(); ++i) {
        const auto& c = def.connectors[i];
        out.push_back({c.type, X_MP * c.position_P, X_MP.rotation * c.axis_P, c.length_m,
                       c.rotation_step_deg, static_cast<int>(i)});
    }
    return out;
}

bool connectorsMeet(const WorldConnector& a, const WorldConnector& b,
                    const ConnectionTolerance& tol) {
    if (std::abs(a.axis_M.dot(b.axis_M)) < std::cos(tol.angle_rad)) return false;
    const sim::Vec3 d = b.p_M - a.p_M;
    const double t = d.dot(a.axis_M);
    if ((d - t * a.axis_M).norm() > tol.position_m) return false;
    return std::abs(t) <= (a.length_m + b.length_m) / 2 + tol.position_m;
}

namespace {

void orient(Connection& c, ConnectorType type_a) {
    // Hinge: the hole side first. Drive: the motor side first.
    const bool swap = (c.kind == ConnectionKind::Hinge && type_a != ConnectorType::Hole) ||
                      (c.kind == ConnectionKind::Drive && type_a != ConnectorType::MotorShaft);
    if (swap) {
        std::swap(c.part_a, c.part_b);
        std::swap(c.connector_a, c.connector_b);
    }
}

unsigned typeMask(const parts_library::PartDefinition& d) {
    unsigned m = 0;
    for (const auto& c : d.connectors) m |= 1u << static_cast<unsigned>(c.type);
    return m;
}

/// True if some connector type of one mask joins some type of the other.
bool joinable(unsigned ma, unsigned mb) {
    for (unsigned a = 0; a < 32; ++a) {
        if (!(ma & (1u << a))) continue;
        for (unsigned b = 0; b < 32; ++b) {
            if ((mb & (1u << b)) &&
                connectionKind(static_cast<ConnectorType>(a), static_cast<ConnectorType>(b)))
                return true;
        }
    }
    return false;
}

double reach(const parts_library::PartDefinition& d) {
    double r = d.gear.pitch_radius_m;
    for (const auto& c : d.connectors) r = std::max(r, c.position_P.norm() + c.length_m / 2);
    return r;
}

}  // namespace

void connectionsBetween(const parts_library::PartDefinition& da, const sim::Pose& X_MA, int index_a,
                        const parts_library::PartDefinition& db, const sim::Pose& X_MB, int index_b,
                        std::vector<Connection>& out, const ConnectionTolerance& tol) {
    const double dist = (X_MA.translation - X_MB.translation).norm();
    if (dist > reach(da) + reach(db) + 2 * tol.position_m + 1e-3) return;
    const bool gears = da.gear.teeth > 0 && db.gear.teeth > 0;
    // No pair of connector types that join (e.g. two beams: holes only): nothing to look at.
    if (!gears && !joinable(typeMask(da), typeMask(db))) return;
    const auto ca = worldConnectors(da, X_MA);
    const auto cb = worldConnectors(db, X_MB);
    for (const auto& a : ca) {
        for (const auto& b : cb) {
            auto kind = connectionKind(a.type, b.type);
            if (!kind || !connectorsMeet(a, b, tol)) continue;
            Connection c{*kind, index_a, a.index, index_b, b.index};
            orient(c, a.type);
            out.push_back(c);
        }
    }
    if (da.gear.teeth > 0 && db.gear.teeth > 0 && da.gear.hub_connector >= 0 &&
        db.gear.hub_connector >= 0) {
        const auto& ha = ca[da.gear.hub_connector];
        const auto& hb = cb[db.gear.hub_connector];
        if (std::abs(ha.axis_M.dot(hb.axis_M)) >= std::cos(tol.angle_rad)) {
            const sim::Vec3 d = hb.p_M - ha.p_M;
            const double t = d.dot(ha.axis_M);
            const double radial = (d - t * ha.axis_M).norm();
            if (std::abs(t) <= (ha.length_m + hb.length_m) / 2 &&
                std::abs(radial - da.gear.pitch_radius_m - db.gear.pitch_radius_m) <=
                    tol.gear_gap_m) {
                out.push_back({ConnectionKind::GearMesh, index_a, ha.index, index_b, hb.index});
            }
        }
    }
}

std::vector<Connection> findConnections(const RobotDocument& doc,
                                        const parts_library::PartsLibrary& lib,
                                        const ConnectionTolerance& tol) {
    std::vector<Connection> out;
    const int n = static_cast<int>(doc.parts.size());
    std::vector<const parts_library::PartDefinition*> defs(n);
    for (int i = 0; i < n; ++i) defs[i] = lib.find(doc.parts[i].part_id);
    for (int i = 0; i < n; ++i) {
        if (!defs[i]) continue;
        for (int j = i + 1; j < n; ++j) {
            if (!defs[j]) continue;
            connectionsBetween(*defs[i], doc.parts[i].X_MP, i, *defs[j], doc.parts[j].X_MP, j, out,
                               tol);
        }
    }
    return out;
}

std::vector<DriveGroup> findDriveGroups(const RobotDocument& doc,
                                        const parts_library::PartsLibrary& lib,
                                        const ConnectionTolerance& tol) {
    using parts_library::DriveWheelKind;
    struct Wheel {
        int part;
        DriveWheelKind kind;
        WorldConnector hub;
        double radius;
    };
    std::vector<Wheel> wheels;
    for (int i = 0; i < static_cast<int>(doc.parts.size()); ++i) {
        const parts_library::PartDefinition* d = lib.find(doc.parts[i].part_id);
        if (!d || d->drive.kind == DriveWheelKind::None || d->drive.hub_connector < 0) continue;
        const auto& c = d->connectors[d->drive.hub_connector];
        const sim::Pose& X = doc.parts[i].X_MP;
        wheels.push_back({i,
                          d->drive.kind,
                          {c.type, X * c.position_P, X.rotation * c.axis_P, c.length_m,
                           c.rotation_step_deg, d->drive.hub_connector},
                          d->drive.pitch_radius_m});
    }
    const int n = static_cast<int>(wheels.size());
    // 0: not in one plane; 1: in one plane; 2: in one plane but too close.
    auto pairing = [&](const Wheel& A, const Wheel& B) {
        if (A.kind != B.kind) return 0;
        if (std::abs(A.hub.axis_M.dot(B.hub.axis_M)) < std::cos(tol.angle_rad)) return 0;
        const sim::Vec3 d = B.hub.p_M - A.hub.p_M;
        const double t = d.dot(A.hub.axis_M);
        if (std::abs(t) > (A.hub.length_m + B.hub.length_m) / 2 + tol.position_m) return 0;
        const double radial = (d - t * A.hub.axis_M).norm();
        if (radial < tol.position_m) return 0;  // one axle: not a pair
        return radial < A.radius + B.radius - tol.gear_gap_m ? 2 : 1;
    };
    std::vector<DriveGroup> out;
    // Chains and belts laid by hand first; their wheels take no part in the automatic laying.
    std::vector<char> used(static_cast<std::size_t>(n), 0);
    auto wheelOf = [&](int part) {
        for (int w = 0; w < n; ++w)
            if (wheels[w].part == part) return w;
        return -1;
    };
    for (const DriveLink& link : doc.drives) {
        const int a = wheelOf(link.part_a), b = wheelOf(link.part_b);
        if (a < 0 || b < 0 || a == b || used[a] || used[b]) continue;
        if (wheels[a].kind == DriveWheelKind::TrackWheel) continue;
        if (pairing(wheels[a], wheels[b]) != 1) continue;
        used[a] = used[b] = 1;
        out.push_back({wheels[a].kind, {link.part_a, link.part_b}, true});
    }
    detail::UnionFind uf(n);
    std::vector<char> tooClose(static_cast<std::size_t>(n), 0);
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b) {
            if (used[a] || used[b]) continue;
            const int k = pairing(wheels[a], wheels[b]);
            if (k == 0) continue;
            uf.unite(a, b);
            if (k == 2) tooClose[a] = tooClose[b] = 1;
        }
    }
    std::map<int, std::vector<int>> sets;  // root -> wheel indices (ascending)
    for (int w = 0; w < n; ++w)
        if (!used[w]) sets[uf.find(w)].push_back(w);
    for (const auto& [root, members] : sets) {
        DriveGroup g;
        g.kind = wheels[root].kind;
        bool close = false;
        for (int w : members) {
            g.parts.push_back(wheels[w].part);
            close = close || tooClose[w];
        }
        if (g.kind == DriveWheelKind::TrackWheel) {
            g.laid = members.size() >= 2 && !close;
            // Loop order: by angle about the first hub's axis around the wheels' centroid.
            const sim::Vec3 ax = wheels[members[0]].hub.axis_M;
            sim::Vec3 c = sim::Vec3::Zero();
            for (int w : members) c += wheels[w].hub.p_M;
            c /= static_cast<double>(members.size());
            const sim::Vec3 u = (std::abs(ax.y()) < 0.9 ? sim::Vec3::UnitY() : sim::Vec3::UnitX())
                                    .cross(ax)
                                    .normalized();
            const sim::Vec3 v = ax.cross(u);
            std::vector<std::pair<double, int>> order;
            for (int w : members) {
                const sim::Vec3 d = wheels[w].hub.p_M - c;
                order.push_back({std::atan2(d.dot(v), d.dot(u)), wheels[w].part});
            }
            std::sort(order.begin(), order.end());
            // Start at the first wheel in document order (the one a motor usually drives).
            const auto first =
                std::min_element(order.begin(), order.end(),
                                 [](const auto& a, const auto& b) { return a.second < b.second; });
            std::rotate(order.begin(), first, order.end());
            g.parts.clear();
            for (const auto& [angle, part] : order) g.parts.push_back(part);
        } else {
            g.laid = members.size() == 2 && !close;
        }
        out.push_back(std::move(g));
    }
    std::sort(out.begin(), out.end(), [](const DriveGroup& a, const DriveGroup& b) {
        return *std::min_element(a.parts.begin(), a.parts.end()) <
               *std::min_element(b.parts.begin(), b.parts.end());
    });
    return out;
}

bool driveLinkFits(const RobotDocument& doc, const parts_library::PartsLibrary& lib, int a, int b,
                   const ConnectionTolerance& tol) {
    const int n = static_cast<int>(doc.parts.size());
    if (a < 0 || b < 0 || a >= n || b >= n || a == b) return false;
    RobotDocument pair;
    pair.parts = {doc.parts[static_cast<std::size_t>(a)], doc.parts[static_cast<std::size_t>(b)]};
    pair.drives = {{0, 1}};
    const auto groups = findDriveGroups(pair, lib, tol);
    return groups.size() == 1 && groups[0].laid && groups[0].parts.size() == 2 &&
           groups[0].kind != parts_library::DriveWheelKind::TrackWheel;
}

}  // namespace botlab::assembler
