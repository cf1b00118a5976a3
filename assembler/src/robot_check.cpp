// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/robot_check.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <queue>
#include <set>

#include "botlab/assembler/assembly.h"
#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/compile.h"
#include "botlab/assembler/connections.h"
#include "tr.h"
#include "union_find.h"

namespace botlab::assembler {

namespace {

using parts_library::DeviceKind;
using parts_library::PartDefinition;

using detail::UnionFind;

}  // namespace

namespace {

/// "Line sensor" -> "line sensor" (not "IR sensor" -> "iR sensor").
QString lowerFirst(QString s) {
    if (s.size() > 1 && s[0].isUpper() && s[1].isLower()) s[0] = s[0].toLower();
    return s;
}

bool isCasterDef(const PartDefinition* def) {
    return def && def->category == QStringLiteral("wheel") &&
           std::any_of(def->shapes.begin(), def->shapes.end(),
                       [](const sim::Shape& s) { return s.type == sim::ShapeType::Sphere; });
}

}  // namespace

QString partRoleName(const RobotDocument& doc, const parts_library::PartsLibrary& library,
                     int index, bool translated) {
    // The words, translated for the window or in English for programs (language-independent).
    auto word = [&](const char* english) {
        return translated ? QCoreApplication::translate("botlab::assembler", english)
                          : QString::fromUtf8(english);
    };
    const int n = static_cast<int>(doc.parts.size());
    if (index < 0 || index >= n) return {};
    auto defOf = [&](int i) { return library.find(doc.parts[static_cast<size_t>(i)].part_id); };
    const PartDefinition* def = defOf(index);
    if (!def) return {};
    // The parts that share this part's role, in document order.
    enum class Role { None, Motor, Wheel, Caster, Device };
    auto roleOf = [&](const PartDefinition* d) {
        if (!d) return Role::None;
        if (d->device.kind == DeviceKind::DcMotor) return Role::Motor;
        if (isCasterDef(d)) return Role::Caster;
        if (d->category == QStringLiteral("wheel")) return Role::Wheel;
        if (d->device.kind != DeviceKind::None) return Role::Device;
        return Role::None;
    };
    const Role role = roleOf(def);
    if (role == Role::None) return {};
    std::vector<int> same;
    for (int i = 0; i < n; ++i) {
        const PartDefinition* d = defOf(i);
        if (roleOf(d) != role) continue;
        if (role == Role::Device && doc.parts[static_cast<size_t>(i)].part_id !=
                                        doc.parts[static_cast<size_t>(index)].part_id)
            continue;
        same.push_back(i);
    }
    const int number =
        static_cast<int>(std::find(same.begin(), same.end(), index) - same.begin()) + 1;
    // Two motors or two wheels, one on each side (model -Z is the robot's left): left and right.
    if ((role == Role::Motor || role == Role::Wheel) && same.size() == 2) {
        const double z0 = doc.parts[static_cast<size_t>(same[0])].X_MP.translation.z();
        const double z1 = doc.parts[static_cast<size_t>(same[1])].X_MP.translation.z();
        if (z0 * z1 < 0.0 && std::abs(z0 - z1) > 0.005) {
            const bool left = doc.parts[static_cast<size_t>(index)].X_MP.translation.z() < 0.0;
            if (role == Role::Motor)
                return left ? word(QT_TRANSLATE_NOOP("botlab::assembler", "left motor"))
                            : word(QT_TRANSLATE_NOOP("botlab::assembler", "right motor"));
            return left ? word(QT_TRANSLATE_NOOP("botlab::assembler", "left wheel"))
                        : word(QT_TRANSLATE_NOOP("botlab::assembler", "right wheel"));
        }
    }
    QString noun;
    switch (role) {
        case Role::Motor:
            noun = word(QT_TRANSLATE_NOOP("botlab::assembler", "motor"));
            break;
        case Role::Wheel:
            noun = word(QT_TRANSLATE_NOOP("botlab::assembler", "wheel"));
            break;
        case Role::Caster:
            noun = word(QT_TRANSLATE_NOOP("botlab::assembler", "caster"));
            break;
        default:
            noun = lowerFirst(translated ? def->displayName() : def->name);
            break;
    }
    if (same.size() < 2) return noun;
    return word(QT_TRANSLATE_NOOP("botlab::assembler", "%1 %2")).arg(noun).arg(number);
}

QString partNameForUser(const RobotDocument& doc, const parts_library::PartsLibrary& library,
                        int index) {
    const PartInstance& p = doc.parts.at(index);
    // A built-in robot's label is shown translated ("left wheel" -> "左轮"); the user's as typed.
    QString name = builtinPartLabel(p.label);
    if (name.isEmpty()) name = partRoleName(doc, library, index);
    if (name.isEmpty()) {
        const PartDefinition* def = library.find(p.part_id);
        name = def ? def->displayName() : p.part_id;
    }
    return Tr::tr("“%1”").arg(name);
}

std::vector<RobotProblem> checkRobot(const RobotDocument& doc,
                                     const parts_library::PartsLibrary& library,
                                     Assembler* assembler) {
    std::vector<RobotProblem> out;
    const int n = static_cast<int>(doc.parts.size());
    if (n == 0) return out;
    auto name = [&](int i) { return partNameForUser(doc, library, i); };
    std::vector<const PartDefinition*> defs(n);
    int controller = -1;
    bool fatal = false;  // a problem that also stops compiling was found

    // 1. Compile errors we can say in plain words.
    for (int i = 0; i < n; ++i) {
        defs[i] = library.find(doc.parts[i].part_id);
        if (!defs[i]) {
            out.push_back({ProblemKind::CompileError,
                           {i},
                           Tr::tr("%1 is not a part Botlab knows ('%2'). Delete it or import the "
                                  "part again.")
                               .arg(name(i), doc.parts[i].part_id)});
            fatal = true;
        } else if (controller < 0 && defs[i]->device.kind == DeviceKind::Controller) {
            controller = i;
        }
    }
    if (controller < 0) {
        out.push_back({ProblemKind::CompileError,
                       {},
                       Tr::tr("The robot has no controller. Add one: it runs the program, and the "
                              "motors and sensors are plugged into it.")});
        fatal = true;
    }

    // 2. Parts not attached to the rest: parts joined by any connection except gear teeth.
    const std::vector<Connection> conns = findConnections(doc, library);
    UnionFind attached(n), rigid(n);
    for (const Connection& c : conns) {
        if (c.kind == ConnectionKind::GearMesh) continue;
        attached.unite(c.part_a, c.part_b);
        if (c.kind == ConnectionKind::Rigid) rigid.unite(c.part_a, c.part_b);
    }
    int main_root = -1;
    if (controller >= 0) {
        main_root = attached.find(controller);
    } else {
        std::map<int, int> size;
        for (int i = 0; i < n; ++i) {
            if (defs[i]) ++size[attached.find(i)];
        }
        int best = 0;
        for (const auto& [root, count] : size) {
            if (count > best) {
                best = count;
                main_root = root;
            }
        }
    }
    std::map<int, std::vector<int>> loose;  // component root -> parts, by first index
    for (int i = 0; i < n; ++i) {
        if (defs[i] && attached.find(i) != main_root) loose[attached.find(i)].push_back(i);
    }
    std::vector<std::vector<int>> loose_groups;
    for (auto& [root, parts] : loose) loose_groups.push_back(parts);
    std::sort(loose_groups.begin(), loose_groups.end());
    for (const auto& parts : loose_groups) {
        const int others = static_cast<int>(parts.size()) - 1;
        const QString message =
            others == 0
                ? Tr::tr(
                      "%1 is not attached to the rest of the robot. Snap it onto a hole, an "
                      "axle or a pin.")
                      .arg(name(parts[0]))
            : others == 1
                ? Tr::tr("%1 and the part joined to it are not attached to the rest of the robot.")
                      .arg(name(parts[0]))
                : Tr::tr(
                      "%1 and the %2 parts joined to it are not attached to the rest of the "
                      "robot.")
                      .arg(name(parts[0]))
                      .arg(others);
        out.push_back({ProblemKind::NotConnected, parts, message});
    }

    // 3. Motors and servos that drive nothing.
    for (int i = 0; i < n; ++i) {
        if (!defs[i]) continue;
        const DeviceKind kind = defs[i]->device.kind;
        if (kind != DeviceKind::DcMotor && kind != DeviceKind::Servo) continue;
        std::vector<int> axles;
        for (const Connection& c : conns) {
            if (c.kind == ConnectionKind::Drive && c.part_a == i) axles.push_back(c.part_b);
        }
        if (axles.empty()) {
            out.push_back({ProblemKind::MotorDrivesNothing,
                           {i},
                           Tr::tr("%1 drives nothing: there is no axle in its shaft. "
                                  "Push an axle into the shaft.")
                               .arg(name(i))});
            fatal = true;  // compileRobot refuses a motor without an axle
            continue;
        }
        // The driven axle must carry something besides axles (a wheel, a gear, an arm...).
        bool carries = false;
        for (int a : axles) {
            const int g = rigid.find(a);
            if (g == rigid.find(i)) {
                carries = true;  // fixed to the motor itself: compile warns about it
                continue;
            }
            for (int j = 0; j < n; ++j) {
                if (j != a && defs[j] && rigid.find(j) == g && defs[j]->connectors.size() > 0 &&
                    !(defs[j]->connectors.size() == 1 &&
                      defs[j]->connectors[0].type == parts_library::ConnectorType::Axle)) {
                    carries = true;
                }
            }
        }
        if (!carries) {
            std::vector<int> parts{i};
            parts.insert(parts.end(), axles.begin(), axles.end());
            out.push_back({ProblemKind::MotorDrivesNothing, parts,
                           Tr::tr("%1 drives nothing: the axle in its shaft "
                                  "carries no wheel or gear.")
                               .arg(name(i))});
        }
    }

    // 4. Ports: unwired devices, ports that do not exist, ports used twice.
    const int motor_ports = controller >= 0 ? defs[controller]->device.motor_ports : 8;
    const int sensor_ports = controller >= 0 ? defs[controller]->device.sensor_ports : 13;
    std::map<int, std::vector<int>> motor_users, sensor_users;
    for (int i = 0; i < n; ++i) {
        if (!defs[i]) continue;
        const auto& dev = defs[i]->device;
        if (!dev.usesMotorPort() && !dev.usesSensorPort()) continue;
        const bool motor = dev.usesMotorPort();
        const int port = doc.parts[i].port;
        const int count = motor ? motor_ports : sensor_ports;
        if (port == 0) {
            out.push_back(
                {ProblemKind::Unwired,
                 {i},
                 motor
                     ? Tr::tr("%1 is not plugged into the controller. Choose a motor port for it.")
                           .arg(name(i))
                     : Tr::tr("%1 is not plugged into the controller. Choose a sensor port for it.")
                           .arg(name(i))});
        } else if (port < 0 || port > count) {
            out.push_back(
                {ProblemKind::BadPort,
                 {i},
                 (motor ? Tr::tr("%1 is plugged into motor port %2, which the controller does not "
                                 "have (it has ports 1 to %3).")
                        : Tr::tr("%1 is plugged into sensor port %2, which the controller does not "
                                 "have (it has ports 1 to %3)."))
                     .arg(name(i))
                     .arg(port)
                     .arg(count)});
            fatal = true;
        } else {
            (motor ? motor_users : sensor_users)[port].push_back(i);
        }
    }
    for (int pass = 0; pass < 2; ++pass) {
        for (const auto& [port, users] : pass == 0 ? motor_users : sensor_users) {
            if (users.size() < 2) continue;
            const QString others = users.size() == 2 ? name(users[1])
                                                     : Tr::tr("%1 and %2 more")
                                                           .arg(name(users[1]))
                                                           .arg(static_cast<int>(users.size()) - 2);
            out.push_back(
                {ProblemKind::SharedPort, users,
                 (pass == 0
                      ? Tr::tr("%1 and %2 are both plugged into motor port %3. Give each its "
                               "own port.")
                      : Tr::tr("%1 and %2 are both plugged into sensor port %3. Give each its "
                               "own port."))
                     .arg(name(users[0]), others)
                     .arg(port)});
            fatal = true;
        }
    }

    // 5. Parts inside each other.
    std::optional<Assembler> own_assembler;
    if (!assembler) assembler = &own_assembler.emplace(library);
    for (const auto& [a, b] : assembler->overlappingPairs(doc)) {
        out.push_back(
            {ProblemKind::Overlap,
             {a, b},
             Tr::tr("%1 and %2 are inside each other. Move one of them.").arg(name(a), name(b))});
    }

    // 6. Gear trains that lock. Each rigid group turns as one at speed w (about the hub axis of
    // its first gear); two meshing gears a, b (teeth t, hub axes u) tie the groups:
    // w_b = -(u_a . u_b sign) s_a s_b (t_a / t_b) w_a, s = a gear's hub axis sign against its
    // group's reference. A train locks when a loop of meshes asks for two different speeds,
    // or when it meshes with the controller's body (which does not turn).
    struct Mesh {
        int ga, gb;
        double k;
        int a, b;
    };
    std::map<int, Vec3> reference_axis;
    auto hubAxis = [&](int i) {
        const auto& hub = defs[i]->connectors[defs[i]->gear.hub_connector];
        return Vec3(doc.parts[i].X_MP.rotation * hub.axis_P);
    };
    auto sign = [](double x) { return x < 0 ? -1.0 : 1.0; };
    std::vector<Mesh> meshes;
    for (const Connection& c : conns) {
        if (c.kind != ConnectionKind::GearMesh) continue;
        const int ga = rigid.find(c.part_a), gb = rigid.find(c.part_b);
        const Vec3 ua = hubAxis(c.part_a), ub = hubAxis(c.part_b);
        reference_axis.emplace(ga, ua);
        reference_axis.emplace(gb, ub);
        const double sa = sign(ua.dot(reference_axis[ga]));
        const double sb = sign(ub.dot(reference_axis[gb]));
        const double k = -sign(ua.dot(ub)) * sa * sb * defs[c.part_a]->gear.teeth /
                         static_cast<double>(defs[c.part_b]->gear.teeth);
        meshes.push_back({ga, gb, k, c.part_a, c.part_b});
    }
    const int fixed_group = controller >= 0 ? rigid.find(controller) : -1;
    std::map<int, std::vector<int>> adjacent;  // group -> mesh indices
    for (size_t m = 0; m < meshes.size(); ++m) {
        adjacent[meshes[m].ga].push_back(static_cast<int>(m));
        adjacent[meshes[m].gb].push_back(static_cast<int>(m));
    }
    std::map<int, double> speed;
    for (const auto& [start, unused] : adjacent) {
        if (speed.count(start)) continue;
        std::set<int> gears;
        bool inconsistent = false, touches_fixed = false, turns = false;
        speed[start] = 1.0;
        std::queue<int> q;
        q.push(start);
        while (!q.empty()) {
            const int g = q.front();
            q.pop();
            (g == fixed_group ? touches_fixed : turns) = true;
            for (int m : adjacent[g]) {
                const Mesh& e = meshes[m];
                gears.insert(e.a);
                gears.insert(e.b);
                const int other = e.ga == g ? e.gb : e.ga;
                const double want = e.ga == g ? e.k * speed[g] : speed[g] / e.k;
                if (e.ga == e.gb) {
                    if (std::abs(e.k - 1.0) > 1e-9) inconsistent = true;
                    continue;
                }
                auto it = speed.find(other);
                if (it == speed.end()) {
                    speed[other] = want;
                    q.push(other);
                } else if (std::abs(it->second - want) >
                           1e-9 * std::max(std::abs(it->second), std::abs(want))) {
                    inconsistent = true;
                }
            }
        }
        if (!turns || !(inconsistent || touches_fixed)) continue;
        std::vector<int> parts(gears.begin(), gears.end());
        QStringList names;
        for (int i : parts) names << name(i);
        const QString list = names.join(Tr::tr(", "));
        out.push_back(
            {ProblemKind::GearsLock, parts,
             inconsistent
                 ? Tr::tr("The gears %1 lock: they mesh in a closed loop whose turns do not agree, "
                          "so none of them can turn. Take one gear out of the loop.")
                       .arg(list)
                 : Tr::tr("The gears %1 lock: one of them is fixed to the robot's body, so none of "
                          "them can turn. Put it on an axle that turns in a hole.")
                       .arg(list)});
    }

    // 7. Sprockets and pulleys without their chain or belt (findDriveGroups).
    for (const DriveGroup& g : findDriveGroups(doc, library)) {
        if (g.laid || g.kind == parts_library::DriveWheelKind::TrackWheel) continue;
        const bool chain = g.kind == parts_library::DriveWheelKind::Sprocket;
        QStringList names;
        for (int i : g.parts) names << name(i);
        const QString list = names.join(Tr::tr(", "));
        QString message;
        if (g.parts.size() == 1) {
            message = chain ? Tr::tr(
                                  "%1 has no chain: no other sprocket turns level with it on a "
                                  "parallel axle. Put a second sprocket in its plane.")
                                  .arg(list)
                            : Tr::tr(
                                  "%1 has no belt: no other pulley turns level with it on a "
                                  "parallel axle. Put a second pulley in its plane.")
                                  .arg(list);
        } else if (g.parts.size() == 2) {
            message = Tr::tr(
                          "%1 are too close together: their rims touch. Move one axle further "
                          "away.")
                          .arg(list);
        } else {
            message = chain ? Tr::tr(
                                  "The sprockets %1 turn in one plane: select the two a chain "
                                  "should join and choose Robot > Connect with Chain.")
                                  .arg(list)
                            : Tr::tr(
                                  "The pulleys %1 turn in one plane: select the two a belt "
                                  "should join and choose Robot > Connect with Belt.")
                                  .arg(list);
        }
        out.push_back({ProblemKind::DriveNotLaid, g.parts, message});
    }

    // 8. Anything else that stops the robot being built, in the compiler's words.
    if (!fatal) {
        auto compiled = compileRobot(doc, library);
        if (!compiled) {
            out.push_back(
                {ProblemKind::CompileError, {}, QString::fromStdString(compiled.message())});
        }
    }
    // Fixed order: by kind, then by first part.
    std::stable_sort(out.begin(), out.end(), [](const RobotProblem& a, const RobotProblem& b) {
        auto rank = [](ProblemKind k) {
            switch (k) {
                case ProblemKind::CompileError:
                    return 0;
                case ProblemKind::NotConnected:
                    return 1;
                case ProblemKind::MotorDrivesNothing:
                    return 2;
                case ProblemKind::Unwired:
                    return 3;
                case ProblemKind::BadPort:
                    return 4;
                case ProblemKind::SharedPort:
                    return 5;
                case ProblemKind::Overlap:
                    return 6;
                case ProblemKind::GearsLock:
                    return 7;
                case ProblemKind::DriveNotLaid:
                    return 8;
            }
            return 9;
        };
        return rank(a.kind) < rank(b.kind);
    });
    return out;
}

}  // namespace botlab::assembler
