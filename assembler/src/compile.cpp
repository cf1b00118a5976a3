// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/compile.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <queue>

#include "botlab/assembler/connections.h"
#include "botlab/assembler/robot_check.h"
#include "tr.h"
#include "union_find.h"

namespace botlab::assembler {

namespace {

using detail::UnionFind;

struct Edge {
    int group_a = -1;  ///< Body side (hole or motor body).
    int group_b = -1;  ///< Axle side.
    Connection conn;
};

std::string str(const QString& s) {
    return s.toStdString();
}

/// "chain", "belt" or "track" (translated) for a kind of drive wheel.
QString driveName(parts_library::DriveWheelKind kind) {
    switch (kind) {
        case parts_library::DriveWheelKind::Sprocket:
            return Tr::tr("chain");
        case parts_library::DriveWheelKind::Pulley:
            return Tr::tr("belt");
        default:
            return Tr::tr("track");
    }
}

}  // namespace

QString describePart(const RobotDocument& doc, int index) {
    const PartInstance& p = doc.parts.at(index);
    if (p.label.isEmpty()) return Tr::tr("part %1 (%2)").arg(index).arg(p.part_id);
    return Tr::tr("part %1 '%2' (%3)").arg(index).arg(p.label, p.part_id);
}

// ---- The compilation's stages, in the order compileRobot runs them (as MuJoCo's mj_forward runs
// mj_fwdPosition, mj_fwdVelocity, ...). Each stage reads what the earlier ones left in the
// Compilation and adds its own part.

namespace {

/// A joint between two rigid groups: the edge of the kinematic tree from parent to child.
struct TreeHinge {
    int parent_group, child_group;
    const Edge* edge;
};

/// One compilation's working state, filled stage by stage. Not copied or moved (edge_list and
/// tree point into edges).
struct Compilation {
    Compilation(const RobotDocument& d, const parts_library::PartsLibrary& l)
        : doc(d), lib(l), n(static_cast<int>(d.parts.size())), uf(n) {
        who = doc.name.isEmpty() ? Tr::tr("robot") : Tr::tr("robot '%1'").arg(doc.name);
    }
    Compilation(const Compilation&) = delete;
    Compilation& operator=(const Compilation&) = delete;

    const RobotDocument& doc;
    const parts_library::PartsLibrary& lib;
    const int n;  ///< Parts in the document.
    QString who;  ///< "robot 'name'", the start of every error.
    // resolveParts
    std::vector<const parts_library::PartDefinition*> defs;  ///< Per part.
    int controller = -1;                                     ///< The first controller part.
    // groupRigidParts
    std::vector<Connection> conns;
    UnionFind uf;  ///< Parts joined rigidly share a set (a rigid group).
    // findJointEdges: one joint per pair of groups; a drive wins over a plain hinge.
    std::map<std::pair<int, int>, Edge> edges;
    std::map<int, std::vector<std::pair<int, int>>> adjacency;  // group -> (other group, key idx)
    std::vector<const Edge*> edge_list;
    // buildTree
    std::map<int, int> link_of_group;
    std::vector<int> group_order;  ///< Groups in link order (breadth-first from the controller).
    std::vector<TreeHinge> tree;
    // assignLinks
    std::vector<int> link_of_part;  ///< Per part; -1 = not connected, left out.
    // buildLinks
    std::vector<sim::Pose> X_ML;  ///< Per link.
    // buildHinges
    std::map<int, int> hinge_of_child_group;
    // buildMotors, buildDevices: the document part of each model motor and sensor.
    std::vector<int> motor_part, sensor_part;

    CompiledRobot out;
    sim::RobotModel& model = out.model;
    std::vector<std::string> warnings;

    int group(int part) { return uf.find(part); }
    Error fail(const QString& what) const { return Error{str(who + QStringLiteral(": ") + what)}; }
    /// The model's name for part i (programs find devices by it): its label, else its role
    /// name in English whatever the language ("line sensor 1", "left motor"), else
    /// "<part id>_<i>".
    std::string nameOf(int i) const {
        const PartInstance& p = doc.parts[i];
        if (!p.label.isEmpty()) return p.label.toStdString();
        const QString role = partRoleName(doc, lib, i, false);
        return (role.isEmpty() ? p.part_id + QStringLiteral("_%1").arg(i) : role).toStdString();
    }
};

/// Every part's definition; the first controller. Fails on an unknown part or no controller.
Status resolveParts(Compilation& c) {
    const RobotDocument& doc = c.doc;
    c.defs.resize(c.n);
    for (int i = 0; i < c.n; ++i) {
        c.defs[i] = c.lib.find(doc.parts[i].part_id);
        if (!c.defs[i]) {
            return c.fail(
                Tr::tr("parts[%1].part: unknown part '%2'").arg(i).arg(doc.parts[i].part_id));
        }
        if (c.controller < 0 && c.defs[i]->device.kind == parts_library::DeviceKind::Controller)
            c.controller = i;
    }
    if (c.controller < 0)
        return c.fail(Tr::tr("the robot has no controller; add one to wire its devices"));
    return {};
}

/// Ports: in range and not shared.
Status checkPorts(const Compilation& c) {
    const RobotDocument& doc = c.doc;
    std::map<int, int> motor_port_user, sensor_port_user;
    for (int i = 0; i < c.n; ++i) {
        const auto& dev = c.defs[i]->device;
        const int port = doc.parts[i].port;
        if (port == 0 || (!dev.usesMotorPort() && !dev.usesSensorPort())) continue;
        const bool motor = dev.usesMotorPort();
        const int count = motor ? 8 : 13;
        if (port < 0 || port > count) {
            return c.fail(Tr::tr("%1: %2 port %3 does not exist (1..%4)")
                              .arg(describePart(doc, i), motor ? Tr::tr("motor") : Tr::tr("sensor"))
                              .arg(port)
                              .arg(count));
        }
        auto& users = motor ? motor_port_user : sensor_port_user;
        if (auto it = users.find(port); it != users.end()) {
            return c.fail(Tr::tr("%1 and %2 are both wired to %3 port %4")
                              .arg(describePart(doc, it->second), describePart(doc, i),
                                   motor ? Tr::tr("motor") : Tr::tr("sensor"))
                              .arg(port));
        }
        users[port] = i;
    }
    return {};
}

/// Rigid groups: parts joined rigidly (pins, screws, plugs) become one body.
void groupRigidParts(Compilation& c) {
    c.conns = findConnections(c.doc, c.lib);
    for (const auto& conn : c.conns) {
        if (conn.kind == ConnectionKind::Rigid) c.uf.unite(conn.part_a, conn.part_b);
    }
}

/// Joint edges between groups; a drive wins over a plain hinge on the same pair.
void findJointEdges(Compilation& c) {
    for (const auto& conn : c.conns) {
        if (conn.kind != ConnectionKind::Hinge && conn.kind != ConnectionKind::Drive) continue;
        const int ga = c.group(conn.part_a), gb = c.group(conn.part_b);
        if (ga == gb) {
            if (conn.kind == ConnectionKind::Drive) {
                c.warnings.push_back(
                    str(Tr::tr("%1: its shaft's axle is fixed to the motor's own body, "
                               "so it cannot turn")
                            .arg(describePart(c.doc, conn.part_a))));
            }
            continue;
        }
        const auto key = std::minmax(ga, gb);
        auto it = c.edges.find(key);
        if (it == c.edges.end() ||
            (conn.kind == ConnectionKind::Drive && it->second.conn.kind != ConnectionKind::Drive)) {
            c.edges[key] = Edge{ga, gb, conn};
        }
    }
    for (const auto& [key, e] : c.edges) {
        c.adjacency[key.first].push_back({key.second, static_cast<int>(c.edge_list.size())});
        c.adjacency[key.second].push_back({key.first, static_cast<int>(c.edge_list.size())});
        c.edge_list.push_back(&e);
    }
}

/// Breadth-first from the controller's body: link order and the tree of hinges. An edge that
/// reaches a group already in the tree closes a loop and is left out.
void buildTree(Compilation& c) {
    std::vector<bool> edge_used(c.edge_list.size(), false);
    std::queue<int> q;
    const int root = c.group(c.controller);
    c.link_of_group[root] = 0;
    c.group_order.push_back(root);
    q.push(root);
    while (!q.empty()) {
        const int g = q.front();
        q.pop();
        for (const auto& [other, ei] : c.adjacency[g]) {
            if (edge_used[ei]) continue;
            edge_used[ei] = true;
            if (c.link_of_group.count(other)) {
                c.warnings.push_back(
                    str(Tr::tr("%1 closes a loop of joints; that joint is left out")
                            .arg(describePart(c.doc, c.edge_list[ei]->conn.part_b))));
                continue;
            }
            c.link_of_group[other] = static_cast<int>(c.group_order.size());
            c.group_order.push_back(other);
            c.tree.push_back({g, other, c.edge_list[ei]});
            q.push(other);
        }
    }
}

/// Each part's link; parts not connected to the controller's body are left out, with a warning.
void assignLinks(Compilation& c) {
    c.model.name = c.doc.name.toStdString();
    c.link_of_part.assign(c.n, -1);
    for (int i = 0; i < c.n; ++i) {
        auto it = c.link_of_group.find(c.group(i));
        if (it != c.link_of_group.end()) {
            c.link_of_part[i] = it->second;
        } else {
            c.warnings.push_back(str(Tr::tr("%1 is not connected to the controller's body; it is "
                                            "left out of the simulation")
                                         .arg(describePart(c.doc, i))));
        }
    }
}

/// Links: frame at the centre of mass, model axes; unique names; the parts' shapes and visuals.
void buildLinks(Compilation& c) {
    const RobotDocument& doc = c.doc;
    sim::RobotModel& model = c.model;
    model.links.resize(c.group_order.size());
    c.X_ML.resize(c.group_order.size());
    for (size_t l = 0; l < c.group_order.size(); ++l) {
        double mass = 0.0;
        sim::Vec3 com = sim::Vec3::Zero();
        int first = -1;
        for (int i = 0; i < c.n; ++i) {
            if (c.link_of_part[i] != static_cast<int>(l)) continue;
            if (first < 0) first = i;
            for (const sim::Shape& s : c.defs[i]->shapes) {
                mass += s.mass_kg;
                com += s.mass_kg * (doc.parts[i].X_MP * s.X_LS.translation);
            }
        }
        c.X_ML[l] =
            sim::Pose::fromTranslation(mass > 0 ? sim::Vec3(com / mass) : sim::Vec3::Zero());
        sim::Link& link = model.links[l];
        link.name = l == 0 ? std::string("chassis") : c.nameOf(first);
        link.X_ML = c.X_ML[l];
    }
    // Unique link names.
    for (size_t l = 0; l < model.links.size(); ++l) {
        for (size_t k = 0; k < l; ++k) {
            if (model.links[k].name == model.links[l].name) {
                model.links[l].name.append(1, '_').append(std::to_string(l));
                break;
            }
        }
    }
    for (int i = 0; i < c.n; ++i) {
        const int l = c.link_of_part[i];
        if (l < 0) continue;
        const sim::Pose X_LP = c.X_ML[l].inverse() * doc.parts[i].X_MP;
        sim::Link& link = model.links[l];
        for (sim::Shape s : c.defs[i]->shapes) {
            s.X_LS = X_LP * s.X_LS;
            link.shapes.push_back(s);
        }
        sim::Visual v;
        v.mesh_path = c.defs[i]->mesh_path.toStdString();
        v.part_id = doc.parts[i].part_id.toStdString();
        v.part_index = i;
        QString label = doc.parts[i].label;
        if (label.isEmpty()) label = partRoleName(c.doc, c.lib, i);
        if (label.isEmpty()) label = c.defs[i]->displayName();
        v.label = label.toStdString();
        v.X_LV = X_LP;
        v.rgba = c.defs[i]->rgba;
        v.finish = c.defs[i]->finish;
        link.visuals.push_back(v);
    }
}

/// Hinges: one per tree edge, at the body connector, about the axle (a drive: about the motor's
/// shaft, positive counter-clockwise looking at the shaft's end for the driven side).
void buildHinges(Compilation& c) {
    for (const TreeHinge& t : c.tree) {
        const Connection& conn = t.edge->conn;
        const PartInstance& body = c.doc.parts[conn.part_a];
        const PartInstance& axle = c.doc.parts[conn.part_b];
        const auto& body_con = c.defs[conn.part_a]->connectors[conn.connector_a];
        const auto& axle_con = c.defs[conn.part_b]->connectors[conn.connector_b];
        sim::Hinge h;
        h.parent = c.link_of_group.at(t.parent_group);
        h.child = c.link_of_group.at(t.child_group);
        h.anchor_M = body.X_MP * body_con.position_P;
        if (conn.kind == ConnectionKind::Drive) {
            // Positive = counter-clockwise looking at the shaft's end, for the driven side.
            h.axis_M = body.X_MP.rotation * body_con.axis_P;
            if (t.child_group == c.group(conn.part_a)) h.axis_M = -h.axis_M;
        } else {
            h.axis_M = axle.X_MP.rotation * axle_con.axis_P;
        }
        h.name = conn.kind == ConnectionKind::Drive
                     ? "shaft_" + c.nameOf(conn.part_a)
                     : (axle.label.isEmpty() ? "axle_" + std::to_string(conn.part_b)
                                             : axle.label.toStdString());
        c.hinge_of_child_group[t.child_group] = static_cast<int>(c.model.hinges.size());
        c.model.hinges.push_back(h);
    }
}

/// Motors and servos: each drives the hinge of the axle in its shaft. Fails when a shaft has no
/// axle; a motor whose axle cannot turn (closed loop) is left out with a warning.
Status buildMotors(Compilation& c) {
    const RobotDocument& doc = c.doc;
    for (int i = 0; i < c.n; ++i) {
        const auto& dev = c.defs[i]->device;
        if (dev.kind != parts_library::DeviceKind::DcMotor &&
            dev.kind != parts_library::DeviceKind::Servo)
            continue;
        if (c.link_of_part[i] < 0) continue;
        int hinge = -1;
        bool has_axle = false;
        for (const auto& conn : c.conns) {
            if (conn.kind != ConnectionKind::Drive || conn.part_a != i) continue;
            has_axle = true;
            for (const TreeHinge& t : c.tree) {
                if (t.edge->conn.kind == ConnectionKind::Drive && t.edge->conn.part_a == i &&
                    c.group(t.edge->conn.part_b) == c.group(conn.part_b)) {
                    hinge = c.hinge_of_child_group.at(t.child_group);
                }
            }
        }
        if (!has_axle) {
            return c.fail(
                Tr::tr("%1: the motor's shaft has no axle in it").arg(describePart(doc, i)));
        }
        if (hinge < 0) {
            c.warnings.push_back(str(Tr::tr("%1: its axle does not turn freely (closed loop); the "
                                            "motor is left out")
                                         .arg(describePart(doc, i))));
            continue;
        }
        const int port = doc.parts[i].port;
        if (port == 0) {
            c.warnings.push_back(
                str(Tr::tr("%1 is not wired to a motor port").arg(describePart(doc, i))));
        }
        if (dev.kind == parts_library::DeviceKind::DcMotor) {
            sim::DcMotor m;
            m.name = c.nameOf(i);
            m.port = port;
            m.hinge = hinge;
            m.no_load_speed_rad_s = dev.no_load_speed_rad_s;
            m.stall_torque_Nm = dev.stall_torque_Nm;
            m.reversed = doc.parts[i].reversed;
            c.model.motors.push_back(m);
            c.motor_part.push_back(i);
        } else {
            sim::Servo s;
            s.name = c.nameOf(i);
            s.port = port;
            s.hinge = hinge;
            s.max_speed_rad_s = dev.max_speed_rad_s;
            s.max_torque_Nm = dev.max_torque_Nm;
            s.min_angle_rad = dev.min_angle_rad;
            s.max_angle_rad = dev.max_angle_rad;
            c.model.servos.push_back(s);
        }
    }
    return {};
}

/// Gears: meshing gears on two turning axles couple their hinges by the tooth ratio.
void buildGears(Compilation& c) {
    sim::RobotModel& model = c.model;
    for (const auto& conn : c.conns) {
        if (conn.kind != ConnectionKind::GearMesh) continue;
        auto ha = c.hinge_of_child_group.find(c.group(conn.part_a));
        auto hb = c.hinge_of_child_group.find(c.group(conn.part_b));
        if (c.group(conn.part_a) == c.group(conn.part_b) || ha == c.hinge_of_child_group.end() ||
            hb == c.hinge_of_child_group.end()) {
            c.warnings.push_back(
                str(Tr::tr("%1 and %2 mesh but one of them is not on a turning axle")
                        .arg(describePart(c.doc, conn.part_a), describePart(c.doc, conn.part_b))));
            continue;
        }
        const bool dup = std::any_of(model.gears.begin(), model.gears.end(), [&](const auto& g) {
            return (g.hinge_a == ha->second && g.hinge_b == hb->second) ||
                   (g.hinge_a == hb->second && g.hinge_b == ha->second);
        });
        if (dup) continue;
        const auto& A = model.hinges[ha->second];
        const auto& B = model.hinges[hb->second];
        const double same = A.axis_M.normalized().dot(B.axis_M.normalized()) >= 0 ? 1.0 : -1.0;
        sim::GearCoupling g;
        g.name = "gears_" + std::to_string(conn.part_a) + "_" + std::to_string(conn.part_b);
        g.hinge_a = ha->second;
        g.hinge_b = hb->second;
        g.ratio = -same * static_cast<double>(c.defs[conn.part_a]->gear.teeth) /
                  static_cast<double>(c.defs[conn.part_b]->gear.teeth);
        model.gears.push_back(g);
    }
}

/// Chains, belts and tracks (findDriveGroups): chains and belts couple their two wheels' hinges
/// in the same direction at the ratio of the pitch radii (a belt slips above its grip times the
/// driven pulley's radius) and are drawn as loops; tracks are simulated by the loop itself.
void buildDriveLoops(Compilation& c) {
    const RobotDocument& doc = c.doc;
    const auto& defs = c.defs;
    sim::RobotModel& model = c.model;
    const auto& hinge_of_child_group = c.hinge_of_child_group;
    const auto& link_of_part = c.link_of_part;
    const auto& X_ML = c.X_ML;
    auto& warnings = c.warnings;
    auto group = [&](int part) { return c.group(part); };
    for (const DriveGroup& dg : findDriveGroups(doc, c.lib)) {
        if (!dg.laid) continue;  // the robot check names the problem
        std::vector<int> hinges;
        for (int p : dg.parts) {
            auto h = hinge_of_child_group.find(group(p));
            if (h == hinge_of_child_group.end() || link_of_part[p] < 0) break;
            hinges.push_back(h->second);
        }
        if (hinges.size() != dg.parts.size()) {
            warnings.push_back(
                str(Tr::tr("%1 does not turn on an axle, so its %2 is left out")
                        .arg(describePart(doc, dg.parts[hinges.size()]), driveName(dg.kind))));
            continue;
        }
        const int frame = model.hinges[hinges[0]].parent;
        const bool sameFrame = frame >= 0 && std::all_of(hinges.begin(), hinges.end(), [&](int h) {
                                   return model.hinges[h].parent == frame;
                               });
        const auto& spec0 = defs[dg.parts[0]]->drive;
        sim::DriveLoop loop;
        loop.name = (dg.kind == parts_library::DriveWheelKind::Sprocket ? std::string("chain_")
                     : dg.kind == parts_library::DriveWheelKind::Pulley ? std::string("belt_")
                                                                        : std::string("track_")) +
                    std::to_string(dg.parts[0]);
        loop.kind = dg.kind == parts_library::DriveWheelKind::Sprocket ? sim::LoopKind::Chain
                    : dg.kind == parts_library::DriveWheelKind::Pulley ? sim::LoopKind::Belt
                                                                       : sim::LoopKind::Track;
        loop.link = frame;
        loop.hinges = hinges;
        const sim::Vec3 axis0 = doc.parts[dg.parts[0]].X_MP.rotation *
                                defs[dg.parts[0]]->connectors[spec0.hub_connector].axis_P;
        loop.axis_L = axis0.normalized();
        for (int p : dg.parts) {
            const auto& spec = defs[p]->drive;
            const sim::Vec3 hub_M =
                doc.parts[p].X_MP * defs[p]->connectors[spec.hub_connector].position_P;
            loop.centres_L.push_back(frame >= 0 ? sim::Vec3(X_ML[frame].inverse() * hub_M) : hub_M);
            loop.radii_m.push_back(spec.pitch_radius_m);
        }
        loop.width_m =
            loop.kind == sim::LoopKind::Track
                ? spec0.width_m
                : std::max(0.002, defs[dg.parts[0]]->connectors[spec0.hub_connector].length_m);
        loop.thickness_m = loop.kind == sim::LoopKind::Track   ? spec0.thickness_m
                           : loop.kind == sim::LoopKind::Chain ? 0.002
                                                               : 0.0015;
        loop.material.friction = defs[dg.parts[0]]->material.friction;
        if (loop.kind != sim::LoopKind::Track) {
            const int a = dg.parts[0], b = dg.parts[1];
            const auto& A = model.hinges[hinges[0]];
            const auto& B = model.hinges[hinges[1]];
            const sim::Vec3 axB = doc.parts[b].X_MP.rotation *
                                  defs[b]->connectors[defs[b]->drive.hub_connector].axis_P;
            // Hinge axes and hub axes may point either way: compare the wheels' turning in the
            // world (the hub axes), then express it about the hinges' axes.
            const double hubsSame = axis0.dot(axB) >= 0 ? 1.0 : -1.0;
            const double aAlong = A.axis_M.dot(axis0) >= 0 ? 1.0 : -1.0;
            const double bAlong = B.axis_M.dot(axB) >= 0 ? 1.0 : -1.0;
            sim::GearCoupling g;
            g.name = loop.name;
            g.hinge_a = hinges[0];
            g.hinge_b = hinges[1];
            g.ratio = hubsSame * aAlong * bAlong * defs[a]->drive.pitch_radius_m /
                      defs[b]->drive.pitch_radius_m;
            if (loop.kind == sim::LoopKind::Belt)
                g.max_torque_Nm = std::min(defs[a]->drive.grip_N, defs[b]->drive.grip_N) *
                                  defs[b]->drive.pitch_radius_m;
            model.gears.push_back(g);
        }
        if (!sameFrame) {
            if (loop.kind == sim::LoopKind::Track) {
                warnings.push_back(str(Tr::tr("the track over %1 is left out: its wheels' axles "
                                              "are not all held by one frame")
                                           .arg(describePart(doc, dg.parts[0]))));
            }
            continue;  // a chain or belt still couples; it is just not drawn
        }
        model.loops.push_back(std::move(loop));
    }
}

/// Sensors and fans: on their part's link, at the device frame, wired to their port.
void buildDevices(Compilation& c) {
    const RobotDocument& doc = c.doc;
    const auto& defs = c.defs;
    const auto& link_of_part = c.link_of_part;
    const auto& X_ML = c.X_ML;
    sim::RobotModel& model = c.model;
    auto& warnings = c.warnings;
    auto nameOf = [&](int i) { return c.nameOf(i); };
    const int n = c.n;
    for (int i = 0; i < n; ++i) {
        const auto& dev = defs[i]->device;
        const int l = link_of_part[i];
        if (l < 0) continue;
        const sim::Pose X_LS = X_ML[l].inverse() * doc.parts[i].X_MP * dev.X_PS;
        if (dev.kind == parts_library::DeviceKind::Sensor) {
            sim::Sensor s = dev.sensor;
            s.name = nameOf(i);
            s.port = doc.parts[i].port;
            s.link = l;
            s.X_LS = X_LS;
            if (s.port == 0) {
                warnings.push_back(
                    str(Tr::tr("%1 is not wired to a sensor port").arg(describePart(doc, i))));
            }
            model.sensors.push_back(s);
            c.sensor_part.push_back(i);
        } else if (dev.kind == parts_library::DeviceKind::Fan) {
            sim::Fan f;
            f.name = nameOf(i);
            f.port = doc.parts[i].port;
            f.link = l;
            f.X_LF = X_LS;
            if (f.port == 0) {
                warnings.push_back(
                    str(Tr::tr("%1 is not wired to a motor port").arg(describePart(doc, i))));
            }
            model.fans.push_back(f);
        }
    }
}

}  // namespace

Result<CompiledRobot> compileRobot(const RobotDocument& doc, const parts_library::PartsLibrary& lib,
                                   CompileInfo* info) {
    Compilation c(doc, lib);
    if (Status st = resolveParts(c); !st.ok()) return st.error();
    if (Status st = checkPorts(c); !st.ok()) return st.error();
    groupRigidParts(c);
    findJointEdges(c);
    buildTree(c);
    assignLinks(c);
    buildLinks(c);
    buildHinges(c);
    if (Status st = buildMotors(c); !st.ok()) return st.error();
    buildGears(c);
    buildDriveLoops(c);
    buildDevices(c);
    c.out.warnings = std::move(c.warnings);
    if (info) {
        info->link_of_part = std::move(c.link_of_part);
        info->motor_part = std::move(c.motor_part);
        info->sensor_part = std::move(c.sensor_part);
    }
    return std::move(c.out);
}

}  // namespace botlab::assembler
