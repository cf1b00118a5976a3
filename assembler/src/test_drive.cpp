// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/test_drive.h"

#include <QStringList>
#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <set>

#include "botlab/assembler/compile.h"
#include "botlab/assembler/robot_check.h"
#include "botlab/sim/simulation.h"
#include "tr.h"

namespace botlab::assembler {

namespace {

using parts_library::DeviceKind;
using parts_library::PartDefinition;
using sim::Pose;
using sim::Vec3;

constexpr double kPi = 3.14159265358979323846;
/// A shape whose lowest point is this close to the floor (m) touches it (ODE lets contacts sink
/// in by a fraction of a millimetre).
constexpr double kTouch_m = 0.0015;
/// Tilt (rad) from the built pose at which the robot has tipped over.
constexpr double kTippedOver_rad = 45.0 * kPi / 180.0;
/// Tilt (rad) from the pose at rest that the robot still has after the brake phase: it did not
/// come back from tipping onto its nose.
constexpr double kTipsWhileDriving_rad = 10.0 * kPi / 180.0;
/// Centre of mass closer than this to the support polygon's edge (m): about to tip.
constexpr double kMinStabilityMargin_m = 0.005;
/// Line sensors read the floor between these heights of their eye (m).
constexpr double kLineMinHeight_m = 0.003;
constexpr double kLineMaxHeight_m = 0.020;
/// A camera that sees the robot itself in this share of its picture (%) or more is a problem.
constexpr double kCameraSelfMaxPercent = 5.0;
/// A lidar's own housing: its rays are checked for the robot from this far out (m).
constexpr double kLidarSelfSkip_m = 0.02;
/// Drift (cm per metre) above which it is a problem, and below which the robot drives straight.
constexpr double kDriftProblem_cm_m = 5.0;
constexpr double kDriftStraight_cm_m = 2.0;
/// Wheel slip (1 - ground speed / rim speed) above which the wheels spin.
constexpr double kSlipProblem = 0.3;
/// A wheel's ground speed (m/s) below which a motor alone does not move the robot.
constexpr double kMinWheelSpeed_m_s = 0.03;
/// The speed of the test drive (percent): what a beginner's program uses (motor.speed(1, 50)).
constexpr double kDrivePercent = 50.0;
/// How often the path and the contacts are sampled (steps of 1 ms).
constexpr int kSampleEvery = 20;

double lowestY(const sim::Shape& s, const Pose& X_WS) {
    const Vec3 c = X_WS.translation;
    const sim::Mat3 R = X_WS.rotation.toRotationMatrix();
    switch (s.type) {
        case sim::ShapeType::Box:
            return c.y() -
                   0.5 * (std::abs(R(1, 0)) * s.size_m.x() + std::abs(R(1, 1)) * s.size_m.y() +
                          std::abs(R(1, 2)) * s.size_m.z());
        case sim::ShapeType::Sphere:
            return c.y() - s.radius_m;
        case sim::ShapeType::Cylinder: {
            const double ay = std::clamp(R(1, 2), -1.0, 1.0);
            return c.y() - 0.5 * s.length_m * std::abs(ay) -
                   s.radius_m * std::sqrt(std::max(0.0, 1.0 - ay * ay));
        }
    }
    return c.y();
}

/// Points of a shape within kTouch_m of its lowest point (where it rests on the floor).
void supportPoints(const sim::Shape& s, const Pose& X_WS, std::vector<Eigen::Vector2d>& out) {
    const double low = lowestY(s, X_WS);
    auto keep = [&](const Vec3& p_W) {
        if (p_W.y() < low + kTouch_m) out.emplace_back(p_W.x(), p_W.z());
    };
    switch (s.type) {
        case sim::ShapeType::Box:
            for (int k = 0; k < 8; ++k) {
                const Vec3 corner(((k & 1) ? 0.5 : -0.5) * s.size_m.x(),
                                  ((k & 2) ? 0.5 : -0.5) * s.size_m.y(),
                                  ((k & 4) ? 0.5 : -0.5) * s.size_m.z());
                keep(X_WS * corner);
            }
            break;
        case sim::ShapeType::Sphere:
            out.emplace_back(X_WS.translation.x(), X_WS.translation.z());
            break;
        case sim::ShapeType::Cylinder: {
            // The lowest line along its side (a wheel on the floor touches it along its width),
            // or its lowest rim point when it stands on an end.
            const Vec3 a = X_WS.rotation * Vec3::UnitZ();
            Vec3 down = -Vec3::UnitY() + a.y() * a;  // -Y without its part along the axis
            down = down.norm() > 1e-6 ? Vec3(down.normalized()) : Vec3::Zero();
            for (int end = -1; end <= 1; end += 2) {
                keep(X_WS.translation + 0.5 * end * s.length_m * a + s.radius_m * down);
            }
            break;
        }
    }
}

double cross2(const Eigen::Vector2d& a, const Eigen::Vector2d& b) {
    return a.x() * b.y() - a.y() * b.x();
}

/// Convex hull (Andrew's monotone chain), counter-clockwise in (x, z).
std::vector<Eigen::Vector2d> convexHull(std::vector<Eigen::Vector2d> p) {
    std::sort(p.begin(), p.end(), [](const auto& a, const auto& b) {
        return a.x() < b.x() || (a.x() == b.x() && a.y() < b.y());
    });
    if (p.size() < 3) return p;
    std::vector<Eigen::Vector2d> h(2 * p.size());
    size_t k = 0;
    for (size_t i = 0; i < p.size(); ++i) {
        while (k >= 2 && cross2(h[k - 1] - h[k - 2], p[i] - h[k - 2]) <= 1e-12) --k;
        h[k++] = p[i];
    }
    for (size_t i = p.size() - 1, t = k + 1; i > 0; --i) {
        while (k >= t && cross2(h[k - 1] - h[k - 2], p[i - 1] - h[k - 2]) <= 1e-12) --k;
        h[k++] = p[i - 1];
    }
    h.resize(k - 1);
    return h;
}

/// Signed distance of q to the edges of a counter-clockwise hull (> 0 inside); nullopt when the
/// hull has no area.
std::optional<double> marginInside(const std::vector<Eigen::Vector2d>& hull,
                                   const Eigen::Vector2d& q) {
    if (hull.size() < 3) return std::nullopt;
    double area = 0.0;
    for (size_t i = 0; i < hull.size(); ++i) area += cross2(hull[i], hull[(i + 1) % hull.size()]);
    if (std::abs(area) < 2e-6) return std::nullopt;  // under 1 cm^2: a line, not a polygon
    double m = INFINITY;
    for (size_t i = 0; i < hull.size(); ++i) {
        const Eigen::Vector2d a = hull[i], b = hull[(i + 1) % hull.size()];
        const Eigen::Vector2d e = b - a;
        // (x, z) with z to the right: counter-clockwise in (x, z) is clockwise seen from above,
        // but the sign only depends on the orientation the hull was built with.
        m = std::min(m, cross2(e, q - a) / e.norm());
    }
    return m;
}

QString mm(double m) {
    return QString::number(m * 1000.0, 'f', 0);
}

/// "“a”", "“a” and “b”", "“a”, “b” and “c”".
QString joinNames(const QStringList& names) {
    if (names.size() < 2) return names.join(QString());
    return Tr::tr("%1 and %2").arg(names.mid(0, names.size() - 1).join(Tr::tr(", ")), names.back());
}

/// The test drive's working state.
struct Drive {
    Drive(const RobotDocument& d, const parts_library::PartsLibrary& l) : doc(d), lib(l) {}
    const RobotDocument& doc;
    const parts_library::PartsLibrary& lib;
    CompiledRobot robot;
    CompileInfo info;
    std::vector<const PartDefinition*> defs;
    std::vector<Pose> X_LP;  ///< Per part: its pose in its link's frame.
    std::unique_ptr<sim::Simulation> sim;
    Pose X_ML0;  ///< Chassis link in the model frame.

    // Drive motors (model indices), their wheels (document parts), each wheel's hinge and radius.
    std::vector<int> drive_motors;
    std::vector<std::vector<int>> motor_wheels;
    std::set<int> drive_wheels;
    std::set<int> track_wheels;
    std::map<int, int> hinge_of_wheel;
    std::map<int, double> radius_of_wheel;
    std::map<int, double> track_thickness;

    const sim::RobotModel& model() const { return robot.model; }
    QString name(int part) const { return partNameForUser(doc, lib, part); }
    int linkOf(int part) const { return info.link_of_part[static_cast<size_t>(part)]; }

    Pose X_WP(int part) const { return sim->linkPose(0, linkOf(part)) * X_LP[part]; }
    /// The model's up (+Y of M) in the world.
    Vec3 upW() const {
        return sim->linkPose(0, 0).rotation * X_ML0.rotation.conjugate() * Vec3::UnitY();
    }
    /// The model's forward (+X of M) projected on the floor, unit (x, z).
    Eigen::Vector2d headingXZ() const {
        const Vec3 f = sim->linkPose(0, 0).rotation * X_ML0.rotation.conjugate() * Vec3::UnitX();
        Eigen::Vector2d h(f.x(), f.z());
        return h.norm() > 1e-9 ? Eigen::Vector2d(h.normalized()) : Eigen::Vector2d(1.0, 0.0);
    }
    Eigen::Vector2d chassisXZ() const {
        const Vec3 p = sim->linkPose(0, 0).translation;
        return {p.x(), p.z()};
    }
    bool isWheel(int part) const {
        return defs[part] && defs[part]->category == QStringLiteral("wheel");
    }
    /// Height (m) of a part's lowest colliding point above the floor (infinity if none).
    double partHeight(int part) const {
        if (linkOf(part) < 0 || !defs[part]) return INFINITY;
        const Pose X = X_WP(part);
        double low = INFINITY;
        for (const sim::Shape& s : defs[part]->shapes) {
            if (s.collides) low = std::min(low, lowestY(s, X * s.X_LS));
        }
        if (track_wheels.count(part)) low -= track_thickness.at(part);
        return low;
    }
    /// Height (m) of a part's lowest colliding point in the robot as built (model frame, +Y up;
    /// infinity if none): where it reaches relative to the wheels before the robot is dropped.
    double builtLowY(int part) const {
        if (!defs[part]) return INFINITY;
        const Pose& X = doc.parts[static_cast<size_t>(part)].X_MP;
        double low = INFINITY;
        for (const sim::Shape& s : defs[part]->shapes) {
            if (s.collides) low = std::min(low, lowestY(s, X * s.X_LS));
        }
        if (track_wheels.count(part)) low -= track_thickness.at(part);
        return low;
    }
    /// A wheel the motors do not turn and no track runs over: a caster.
    bool isCaster(int part) const {
        return isWheel(part) && !drive_wheels.count(part) && !track_wheels.count(part);
    }
    bool touchesFloor(int part) const { return partHeight(part) < kTouch_m; }
    std::vector<int> floorParts() const {
        std::vector<int> out;
        for (int i = 0; i < static_cast<int>(doc.parts.size()); ++i) {
            if (touchesFloor(i)) out.push_back(i);
        }
        return out;
    }
    Vec3 centreOfMassW() const {
        Vec3 sum = Vec3::Zero();
        double m = 0.0;
        for (size_t l = 0; l < model().links.size(); ++l) {
            const sim::MassProperties mp = sim::massProperties(model().links[l]);
            sum += mp.mass_kg * (sim->linkPose(0, static_cast<int>(l)) * mp.com_L);
            m += mp.mass_kg;
        }
        return m > 0 ? Vec3(sum / m) : Vec3(Vec3::Zero());
    }
    std::optional<double> stabilityMargin(const std::vector<int>& floor) const {
        std::vector<Eigen::Vector2d> pts;
        for (int part : floor) {
            const Pose X = X_WP(part);
            for (const sim::Shape& s : defs[part]->shapes) {
                if (!s.collides) continue;
                const Pose X_WS = X * s.X_LS;
                if (lowestY(s, X_WS) - (track_wheels.count(part) ? track_thickness.at(part) : 0.0) <
                    kTouch_m)
                    supportPoints(s, X_WS, pts);
            }
        }
        const Vec3 com = centreOfMassW();
        std::vector<Eigen::Vector2d> hull = convexHull(pts);
        std::optional<double> m = marginInside(hull, {com.x(), com.z()});
        // Standing on a line or a point (two wheels alone): balancing, no margin at all.
        if (!m) return pts.empty() ? m : std::optional<double>(0.0);
        // The hull's orientation in (x, z) decides the sign: make "inside" positive.
        double area = 0.0;
        for (size_t i = 0; i < hull.size(); ++i)
            area += cross2(hull[i], hull[(i + 1) % hull.size()]);
        return area > 0 ? *m : -*m;
    }
    void setDriveMotors(double percent, int only = -1) {
        for (size_t k = 0; k < model().motors.size(); ++k) sim->setMotorCommand(0, int(k), 0.0);
        for (int m : drive_motors) {
            if (only < 0 || m == only) sim->setMotorCommand(0, m, percent);
        }
    }
};

/// The links a motor turns: its hinge's child and those coupled to it by gears, chains, belts
/// and tracks.
std::set<int> drivenLinks(const sim::RobotModel& model, int hinge) {
    std::set<int> hinges{hinge};
    bool grew = true;
    while (grew) {
        grew = false;
        for (const sim::GearCoupling& g : model.gears) {
            const bool a = hinges.count(g.hinge_a) > 0, b = hinges.count(g.hinge_b) > 0;
            if (a != b) {
                hinges.insert(a ? g.hinge_b : g.hinge_a);
                grew = true;
            }
        }
        for (const sim::DriveLoop& loop : model.loops) {
            const bool any = std::any_of(loop.hinges.begin(), loop.hinges.end(),
                                         [&](int h) { return hinges.count(h) > 0; });
            if (!any) continue;
            for (int h : loop.hinges) {
                if (hinges.insert(h).second) grew = true;
            }
        }
    }
    std::set<int> links;
    for (int h : hinges) links.insert(model.hinges[static_cast<size_t>(h)].child);
    return links;
}

DriveFinding problem(const char* id, int part, const QString& message, DriveFix fix = {}) {
    return {QString::fromLatin1(id), FindingLevel::Problem, part, message, std::move(fix)};
}

DriveFinding note(const char* id, int part, const QString& message) {
    return {QString::fromLatin1(id), FindingLevel::Note, part, message, {}};
}

}  // namespace

bool TestDriveResult::hasProblems() const {
    return std::any_of(findings.begin(), findings.end(),
                       [](const DriveFinding& f) { return f.level == FindingLevel::Problem; });
}

const char* driveFixKindName(DriveFixKind kind) {
    switch (kind) {
        case DriveFixKind::None:
            return "none";
        case DriveFixKind::ReverseMotor:
            return "reverse_motor";
        case DriveFixKind::SwapPorts:
            return "swap_ports";
    }
    return "none";
}

Status applyDriveFix(RobotDocument& doc, const parts_library::PartsLibrary& library,
                     const DriveFix& fix) {
    const int n = static_cast<int>(doc.parts.size());
    auto device = [&](int i) -> const parts_library::DeviceSpec* {
        if (i < 0 || i >= n) return nullptr;
        const PartDefinition* def = library.find(doc.parts[static_cast<size_t>(i)].part_id);
        return def ? &def->device : nullptr;
    };
    switch (fix.kind) {
        case DriveFixKind::None:
            return Error{Tr::tr("this finding has no one-click fix").toStdString()};
        case DriveFixKind::ReverseMotor:
            if (fix.parts.empty()) return Error{Tr::tr("the fix names no motor").toStdString()};
            for (int i : fix.parts) {
                const auto* d = device(i);
                if (!d || d->kind != DeviceKind::DcMotor)
                    return Error{Tr::tr("part %1 is not a motor").arg(i).toStdString()};
            }
            for (int i : fix.parts) {
                PartInstance p = doc.parts[static_cast<size_t>(i)];
                p.reversed = !p.reversed;
                doc.setPart(i, p);
            }
            return {};
        case DriveFixKind::SwapPorts: {
            if (fix.parts.size() != 2 || fix.parts[0] == fix.parts[1])
                return Error{Tr::tr("swapping ports needs two parts").toStdString()};
            const auto* a = device(fix.parts[0]);
            const auto* b = device(fix.parts[1]);
            if (!a || !b ||
                !(a->usesMotorPort() == b->usesMotorPort() &&
                  a->usesSensorPort() == b->usesSensorPort() &&
                  (a->usesMotorPort() || a->usesSensorPort())))
                return Error{Tr::tr("these parts do not have ports of one kind").toStdString()};
            PartInstance pa = doc.parts[static_cast<size_t>(fix.parts[0])];
            PartInstance pb = doc.parts[static_cast<size_t>(fix.parts[1])];
            std::swap(pa.port, pb.port);
            doc.setPart(fix.parts[0], pa);
            doc.setPart(fix.parts[1], pb);
            return {};
        }
    }
    return Error{"unknown fix"};
}

Result<TestDriveResult> testDrive(const RobotDocument& doc,
                                  const parts_library::PartsLibrary& library,
                                  const TestDriveOptions& options) {
    TestDriveResult out;
    if (doc.parts.empty()) return out;
    Drive d(doc, library);
    auto compiled = compileRobot(doc, library, &d.info);
    if (!compiled) return compiled.error();
    d.robot = std::move(compiled.value());
    const sim::RobotModel& model = d.robot.model;
    const int n = static_cast<int>(doc.parts.size());
    d.defs.resize(static_cast<size_t>(n));
    d.X_LP.resize(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
        d.defs[i] = library.find(doc.parts[i].part_id);
        const int l = d.linkOf(i);
        if (l >= 0)
            d.X_LP[i] = model.links[static_cast<size_t>(l)].X_ML.inverse() * doc.parts[i].X_MP;
    }
    d.X_ML0 = model.links[0].X_ML;

    // Wheels the motors turn.
    for (const sim::DriveLoop& loop : model.loops) {
        if (loop.kind != sim::LoopKind::Track) continue;
        for (int i = 0; i < n; ++i) {
            if (!d.isWheel(i) || d.linkOf(i) < 0) continue;
            for (int h : loop.hinges) {
                if (model.hinges[static_cast<size_t>(h)].child == d.linkOf(i)) {
                    d.track_wheels.insert(i);
                    d.track_thickness[i] = loop.thickness_m;
                }
            }
        }
    }
    for (size_t h = 0; h < model.hinges.size(); ++h) {
        for (int i = 0; i < n; ++i) {
            if (d.isWheel(i) && d.linkOf(i) == model.hinges[h].child)
                d.hinge_of_wheel[i] = static_cast<int>(h);
        }
    }
    for (size_t m = 0; m < model.motors.size(); ++m) {
        const std::set<int> links = drivenLinks(model, model.motors[m].hinge);
        std::vector<int> wheels;
        for (int i = 0; i < n; ++i) {
            if (!d.isWheel(i) || d.linkOf(i) <= 0 || !links.count(d.linkOf(i))) continue;
            // A wheel lying flat (axle upright) turns but cannot drive the robot.
            const int h = d.hinge_of_wheel.count(i) ? d.hinge_of_wheel[i] : -1;
            if (h >= 0 &&
                std::abs(model.hinges[static_cast<size_t>(h)].axis_M.normalized().y()) > 0.7)
                continue;
            wheels.push_back(i);
        }
        if (wheels.empty()) continue;
        d.drive_motors.push_back(static_cast<int>(m));
        d.motor_wheels.push_back(wheels);
        for (int w : wheels) {
            d.drive_wheels.insert(w);
            double r = 0.0;
            for (const sim::Shape& s : d.defs[w]->shapes) {
                if (s.type == sim::ShapeType::Cylinder) r = std::max(r, s.radius_m);
            }
            if (d.track_wheels.count(w)) r += d.track_thickness[w];
            d.radius_of_wheel[w] = r;
        }
    }

    // Dropped from 1 mm above the floor.
    double low = INFINITY;
    for (const sim::Link& link : model.links) {
        for (const sim::Shape& s : link.shapes) {
            if (s.collides) low = std::min(low, lowestY(s, link.X_ML * s.X_LS));
        }
    }
    if (!std::isfinite(low)) low = 0.0;
    sim::WorldModel world;
    world.step_s = 0.001;
    auto created = sim::Simulation::create(
        world, {{model, Pose::fromTranslation(Vec3(0.0, 0.001 - low, 0.0))}}, 1);
    if (!created) return created.error();
    d.sim = std::move(created.value());
    sim::Simulation& sim = *d.sim;
    auto sample = [&] { out.path_xz_m.push_back({d.chassisXZ().x(), d.chassisXZ().y()}); };
    auto run = [&](double seconds, const std::function<void()>& each_sample) -> Status {
        const int steps = static_cast<int>(std::lround(seconds / world.step_s));
        for (int k = 0; k < steps; ++k) {
            if (Status st = sim.step(); !st.ok()) return st;
            if ((sim.stepCount() % kSampleEvery) == 0) {
                sample();
                if (each_sample) each_sample();
            }
        }
        return {};
    };
    auto tiltFrom = [&](const Vec3& up0) {
        return std::acos(std::clamp(d.upW().dot(up0), -1.0, 1.0));
    };

    // 1. Settle.
    sample();
    if (Status st = run(options.settle_s, nullptr); !st.ok()) return st.error();
    out.floor_parts = d.floorParts();
    const double tilt = std::acos(std::clamp(d.upW().y(), -1.0, 1.0));
    if (!out.floor_parts.empty()) {
        QStringList names;
        for (int i : out.floor_parts) names << d.name(i);
        out.findings.push_back(
            note("stands_on", -1, Tr::tr("Stands on %1.").arg(names.join(Tr::tr(", ")))));
    }
    if (tilt > kTippedOver_rad) {
        out.findings.push_back(problem(
            "tips_over", -1,
            Tr::tr("The robot tips over when it is put on the floor (it leans %1°). Put the wheels "
                   "and the caster further apart, or the heavy parts lower and between them.")
                .arg(std::lround(tilt * 180.0 / kPi))));
        return out;
    }
    const std::set<int> on_floor(out.floor_parts.begin(), out.floor_parts.end());
    if (d.drive_motors.empty()) {
        // No motor turns a wheel that could drive: a model that stands (gear_demo), not a
        // vehicle. Only what it stands on is said.
        return out;
    }
    bool wheels_up = false;
    for (int w : d.drive_wheels) {
        if (!on_floor.count(w)) wheels_up = true;
    }
    std::set<int> resting;
    for (int i : out.floor_parts) {
        if (!d.isWheel(i)) resting.insert(i);
    }
    // Which part holds the wheels up: each part's lowest point in the robot as built, relative
    // to the plane the driven wheels stand on. Said only when the robot, settled, does not stand
    // on its wheels alone (and its caster).
    bool explained = false;
    if (wheels_up || !resting.empty()) {
        double wheels_low = INFINITY;
        for (int w : d.drive_wheels) wheels_low = std::min(wheels_low, d.builtLowY(w));
        std::vector<int> low_casters, low_others, level_others;
        double deepest = 0.0;
        for (int i = 0; i < n; ++i) {
            if (d.drive_wheels.count(i) || d.track_wheels.count(i)) continue;
            const double depth = wheels_low - d.builtLowY(i);
            if (!std::isfinite(depth) || depth < -kTouch_m) continue;
            if (depth > kTouch_m) {
                (d.isCaster(i) ? low_casters : low_others).push_back(i);
                deepest = std::max(deepest, depth);
            } else if (!d.isWheel(i)) {
                level_others.push_back(i);
            }
        }
        auto names = [&](const std::vector<int>& parts) {
            QStringList out_names;
            for (int i : parts) out_names << d.name(i);
            return out_names;
        };
        if (!low_casters.empty() && low_others.empty() && level_others.empty()) {
            // The caster reaches below the wheels: the robot stands on it (and what it tips
            // onto), not on its wheels.
            explained = true;
            for (int c : low_casters) {
                std::vector<int> others;
                for (int i : out.floor_parts) {
                    if (i != c && !d.drive_wheels.count(i)) others.push_back(i);
                }
                const QString depth = mm(wheels_low - d.builtLowY(c));
                out.findings.push_back(problem(
                    "caster_too_low", c,
                    others.empty()
                        ? Tr::tr("%1 reaches %2 mm below the wheels: raise it (or use a smaller "
                                 "caster) — the robot stands on it, not on its wheels.")
                              .arg(d.name(c), depth)
                        : Tr::tr("%1 reaches %2 mm below the wheels: raise it (or use a smaller "
                                 "caster) — the robot stands on it and on %3, not on its "
                                 "wheels.")
                              .arg(d.name(c), depth, joinNames(names(others)))));
            }
        } else if (low_casters.empty() && !low_others.empty()) {
            // Parts under the robot reach below the wheels: each is named.
            explained = true;
            for (int i : low_others) {
                const DeviceKind kind = d.defs[i] ? d.defs[i]->device.kind : DeviceKind::None;
                const QString depth = mm(wheels_low - d.builtLowY(i));
                QString text;
                if (kind == DeviceKind::Sensor) {
                    text = Tr::tr(
                        "%1, a sensor, reaches %2 mm below the wheels: the robot rests on it "
                        "instead of on its wheels. Move it up until it is higher than the "
                        "wheels' bottom.");
                } else if (kind == DeviceKind::Controller) {
                    text = Tr::tr(
                        "%1, the controller, reaches %2 mm below the wheels: the robot rests on "
                        "it instead of on its wheels. Move it up, or mount the wheels lower.");
                } else {
                    text = Tr::tr(
                        "%1 reaches %2 mm below the wheels: the robot rests on it instead of on "
                        "its wheels. Move it up, or mount the wheels lower.");
                }
                out.findings.push_back(problem("below_wheels", i, text.arg(d.name(i), depth)));
            }
        } else if (!low_casters.empty()) {
            // The caster and other parts reach the wheels' bottom or lower: the wheels are too
            // small or mounted too high.
            explained = true;
            std::vector<int> all = low_casters;
            all.insert(all.end(), low_others.begin(), low_others.end());
            all.insert(all.end(), level_others.begin(), level_others.end());
            std::sort(all.begin(), all.end());
            const std::vector<int> wheels(d.drive_wheels.begin(), d.drive_wheels.end());
            out.findings.push_back(problem(
                "wheels_too_high", wheels.front(),
                Tr::tr("The wheels (%1) are too small or mounted too high: %2 reach as low as "
                       "them or lower (up to %3 mm below), so the robot stands on those "
                       "instead. Use bigger wheels or mount the wheels lower.")
                    .arg(names(wheels).join(Tr::tr(", ")), joinNames(names(all)), mm(deepest))));
        }
    }
    if (!explained) {
        for (int w : d.drive_wheels) {
            if (on_floor.count(w)) continue;
            out.findings.push_back(problem(
                "wheel_off_floor", w,
                Tr::tr("%1 does not touch the floor (it is %2 mm above it), so it cannot drive "
                       "the robot. Move the caster or the parts under the robot up, or the "
                       "wheels down, until the wheels stand on the floor.")
                    .arg(d.name(w), mm(std::max(0.0, d.partHeight(w))))));
        }
        for (int i : resting) {
            const DeviceKind kind = d.defs[i] ? d.defs[i]->device.kind : DeviceKind::None;
            QString text;
            if (kind == DeviceKind::Sensor) {
                text = Tr::tr(
                    "The robot rests on %1, a sensor: it scrapes over the floor and reads "
                    "wrongly. Move it up so that it stays clear of the floor.");
            } else if (kind == DeviceKind::Controller) {
                text = Tr::tr(
                    "The robot rests on %1, the controller: it scrapes over the floor. "
                    "Make the wheels and the caster reach lower than it.");
            } else {
                text = Tr::tr(
                    "The robot rests on %1: it drags over the floor. Move it up, or make "
                    "the wheels and the caster reach lower than it.");
            }
            out.findings.push_back(problem("rests_on", i, text.arg(d.name(i))));
        }
    }
    out.stability_margin_m = d.stabilityMargin(out.floor_parts);
    if (out.stability_margin_m && *out.stability_margin_m < kMinStabilityMargin_m) {
        out.findings.push_back(problem(
            "low_stability_margin", -1,
            Tr::tr("The robot almost tips over: its centre of mass is only %1 mm from the edge of "
                   "what it stands on. Move heavy parts (battery, controller) toward the middle "
                   "between the wheels and the caster.")
                .arg(mm(std::max(0.0, *out.stability_margin_m)))));
    }

    // Sensors at rest (checked now; reported after the drive's findings).
    std::vector<DriveFinding> sensor_findings;
    for (size_t s = 0; s < model.sensors.size(); ++s) {
        const sim::Sensor& sensor = model.sensors[s];
        const int part = d.info.sensor_part[s];
        const Pose X_WS = sim.linkPose(0, sensor.link) * sensor.X_LS;
        if (sensor.type == sim::SensorType::Line && !on_floor.count(part)) {
            const double h = X_WS.translation.y();
            if (h < kLineMinHeight_m) {
                sensor_findings.push_back(problem(
                    "line_sensor_too_low", part,
                    Tr::tr("%1 is only %2 mm above the floor: too close to see a line well (it "
                           "needs %3 to %4 mm). Move it up.")
                        .arg(d.name(part), mm(h), mm(kLineMinHeight_m), mm(kLineMaxHeight_m))));
            } else if (h > kLineMaxHeight_m) {
                sensor_findings.push_back(problem(
                    "line_sensor_too_high", part,
                    Tr::tr("%1 is %2 mm above the floor: too high to see a line (it needs %3 to "
                           "%4 mm). Move it down.")
                        .arg(d.name(part), mm(h), mm(kLineMinHeight_m), mm(kLineMaxHeight_m))));
            }
        } else if (sensor.type == sim::SensorType::Distance) {
            double self = INFINITY;
            for (int k = 0; k < std::max(1, sensor.rays); ++k) {
                Vec3 dir_S = Vec3::UnitX();
                if (k > 0) {
                    const double phi = 2.0 * kPi * (k - 1) / std::max(1, sensor.rays - 1);
                    const double a = sensor.cone_half_angle_rad;
                    dir_S =
                        Vec3(std::cos(a), std::sin(a) * std::cos(phi), std::sin(a) * std::sin(phi));
                }
                const Vec3 dir = X_WS.rotation * dir_S;
                const Vec3 from = X_WS.translation + 0.001 * dir;
                const auto all = sim.castRay(from, dir, sensor.max_range_m);
                const auto others = sim.castRay(from, dir, sensor.max_range_m, 0);
                if (all && (!others || all->distance_m < others->distance_m - 0.001))
                    self = std::min(self, all->distance_m + 0.001);
            }
            if (std::isfinite(self)) {
                sensor_findings.push_back(problem(
                    "sensor_sees_robot", part,
                    Tr::tr("%1 sees the robot itself, %2 cm in front of it: it will never see "
                           "what is ahead. Move it so that no part of the robot is in front of "
                           "it.")
                        .arg(d.name(part), QString::number(self * 100.0, 'f', 1))));
            }
        } else if (sensor.type == sim::SensorType::Camera) {
            // A 16 x 12 grid of the camera's pixel rays (sim::CameraImage's directions): the
            // share of them whose nearest hit is the robot itself.
            const int gw = 16, gh = 12;
            const double tu = std::tan(0.5 * sensor.camera_fov_rad);
            const double tv = tu * sensor.camera_height_px / sensor.camera_width_px;
            int self = 0;
            for (int r = 0; r < gh; ++r) {
                for (int c = 0; c < gw; ++c) {
                    const Vec3 dir_S(1.0, (1.0 - 2.0 * (r + 0.5) / gh) * tv,
                                     (2.0 * (c + 0.5) / gw - 1.0) * tu);
                    const Vec3 dir = (X_WS.rotation * dir_S).normalized();
                    const Vec3 from = X_WS.translation + 0.001 * dir;
                    const auto all = sim.castRay(from, dir, sim::kCameraMaxRange_m);
                    const auto others = sim.castRay(from, dir, sim::kCameraMaxRange_m, 0);
                    if (all && (!others || all->distance_m < others->distance_m - 0.001)) ++self;
                }
            }
            const double pct = 100.0 * self / (gw * gh);
            if (pct >= kCameraSelfMaxPercent) {
                sensor_findings.push_back(problem(
                    "camera_sees_robot", part,
                    Tr::tr("%1 sees the robot itself in %2 % of its picture: move it forward or "
                           "up, or turn it, so that the robot is out of its view.")
                        .arg(d.name(part), QString::number(std::lround(pct)))));
            }
        } else if (sensor.type == sim::SensorType::Lidar) {
            // The lidar's rays in its plane, from just outside its turret (kLidarSelfSkip_m): the
            // simulation lets them pass through the robot, a real lidar would see it there.
            int blocked = 0;
            const int n = sensor.lidar_rays;
            for (int k = 0; k < n; ++k) {
                const double a = 2.0 * kPi * k / n;
                const Vec3 dir = X_WS.rotation * Vec3(std::cos(a), 0.0, -std::sin(a));
                const Vec3 from = X_WS.translation + kLidarSelfSkip_m * dir;
                const double range = sensor.max_range_m - kLidarSelfSkip_m;
                if (range <= 0.0) break;
                const auto all = sim.castRay(from, dir, range);
                const auto others = sim.castRay(from, dir, range, 0);
                if (all && (!others || all->distance_m < others->distance_m - 0.001)) ++blocked;
            }
            if (blocked > 0) {
                sensor_findings.push_back(problem(
                    "lidar_sees_robot", part,
                    Tr::tr("%1 is blocked by the robot itself in %2 of its %3 directions: a real "
                           "lidar would see the robot there. Mount it higher, above every other "
                           "part.")
                        .arg(d.name(part), QString::number(blocked), QString::number(n))));
            }
        } else if (sensor.type == sim::SensorType::Touch &&
                   sim.sensorReading(0, static_cast<int>(s)).value() > 0.5) {
            sensor_findings.push_back(problem(
                "touch_pressed", part,
                Tr::tr("%1 is pressed while the robot stands still: it touches the floor or the "
                       "robot. Move it so that it is free until the robot bumps into something.")
                    .arg(d.name(part))));
        }
    }

    // 2. Drive: both drive motors forward, a stop, then each motor alone.
    if (!wheels_up && !d.drive_motors.empty()) {
        out.drove = true;
        const Vec3 up_rest = d.upW();
        std::set<int> scraping;
        double max_tilt_drive = 0.0, max_tilt_brake = 0.0;
        auto watch = [&](double& max_tilt) {
            return [&, max_p = &max_tilt] { *max_p = std::max(*max_p, tiltFrom(up_rest)); };
        };
        const Eigen::Vector2d start = d.chassisXZ();
        d.setDriveMotors(kDrivePercent);
        const double speed_up_s = std::min(0.3, 0.5 * options.drive_s);
        if (Status st = run(speed_up_s, watch(max_tilt_drive)); !st.ok()) return st.error();
        const Eigen::Vector2d p0 = d.chassisXZ();
        const Eigen::Vector2d h0 = d.headingXZ();
        double slip_sum = 0.0;
        int slip_n = 0;
        auto watchSlip = [&] {
            watch(max_tilt_drive)();
            // Parts that touch the floor while driving at speed (not while speeding up or
            // stopping: a robot that nods onto its nose when it brakes hard and comes back is not
            // a problem).
            for (int i = 0; i < n; ++i) {
                if (!d.isWheel(i) && !resting.count(i) && d.touchesFloor(i)) scraping.insert(i);
            }
            const Eigen::Vector2d h = d.headingXZ();
            for (int w : d.drive_wheels) {
                const auto hw = d.hinge_of_wheel.find(w);
                if (hw == d.hinge_of_wheel.end()) continue;
                const double rim = std::abs(sim.hingeRate(0, hw->second)) * d.radius_of_wheel[w];
                const Vec3 v = sim.linkVelocity(0, d.linkOf(w));
                const double ground = std::abs(h.dot(Eigen::Vector2d(v.x(), v.z())));
                if (rim > 0.05) {
                    slip_sum += std::clamp(1.0 - ground / rim, 0.0, 1.0);
                    ++slip_n;
                }
            }
        };
        if (Status st = run(options.drive_s - speed_up_s, watchSlip); !st.ok()) return st.error();
        const Eigen::Vector2d moved = d.chassisXZ() - p0;
        const Eigen::Vector2d right(-h0.y(), h0.x());
        out.distance_m = moved.dot(h0);
        const double lateral = moved.dot(right);
        const double total = (d.chassisXZ() - start).norm();
        out.drift_cm_per_m =
            out.distance_m > 0.01 ? 100.0 * std::abs(lateral) / out.distance_m : 0.0;
        d.setDriveMotors(0.0);
        if (Status st = run(options.brake_s, watch(max_tilt_brake)); !st.ok()) return st.error();
        // Tipped: still leaning once the brake phase is over (a nod comes back within it).
        const double tilt_after_brake = tiltFrom(up_rest);

        // Each motor alone: which way does its wheel go?
        std::vector<int> dir(d.drive_motors.size(), 0);
        for (size_t k = 0; k < d.drive_motors.size(); ++k) {
            d.setDriveMotors(100.0, d.drive_motors[k]);
            double v_sum = 0.0;
            int v_n = 0;
            const double half = 0.5 * options.single_s;
            if (Status st = run(half, nullptr); !st.ok()) return st.error();
            auto wheelSpeed = [&] {
                const Eigen::Vector2d h = d.headingXZ();
                for (int w : d.motor_wheels[k]) {
                    const Vec3 v = sim.linkVelocity(0, d.linkOf(w));
                    v_sum += h.dot(Eigen::Vector2d(v.x(), v.z()));
                    ++v_n;
                }
            };
            if (Status st = run(options.single_s - half, wheelSpeed); !st.ok()) return st.error();
            const double v = v_n > 0 ? v_sum / v_n : 0.0;
            dir[k] = v > kMinWheelSpeed_m_s ? 1 : (v < -kMinWheelSpeed_m_s ? -1 : 0);
            d.setDriveMotors(0.0);
            if (Status st = run(0.2, nullptr); !st.ok()) return st.error();
        }
        d.setDriveMotors(0.0);

        const int fwd = static_cast<int>(std::count(dir.begin(), dir.end(), 1));
        const int back = static_cast<int>(std::count(dir.begin(), dir.end(), -1));
        auto motorPart = [&](size_t k) { return d.info.motor_part[d.drive_motors[k]]; };
        if (fwd == 0 && back == 0 && total < 0.02) {
            out.findings.push_back(problem(
                "does_not_move", -1,
                Tr::tr("The robot does not move when its motors run. Check that the wheels turn "
                       "freely, sit on the motors' axles and touch the floor.")));
        } else if (back > 0 && fwd > 0) {
            for (size_t k = 0; k < dir.size(); ++k) {
                if (dir[k] >= 0) continue;
                const int part = motorPart(k);
                out.findings.push_back(problem(
                    "motor_reversed", part,
                    (doc.parts[part].reversed
                         ? Tr::tr("%1 turns its wheel backwards when the other motor drives "
                                  "forward, so the robot spins on the spot. Untick “Turns the "
                                  "other way” on motor %2.")
                         : Tr::tr("%1 turns its wheel backwards when the other motor drives "
                                  "forward, so the robot spins on the spot. Tick “Turns the "
                                  "other way” on motor %2."))
                        .arg(d.name(part))
                        .arg(doc.parts[part].port),
                    {DriveFixKind::ReverseMotor, {part}}));
            }
        } else if (back > 0) {
            std::vector<int> parts;
            QStringList ports;
            for (size_t k = 0; k < dir.size(); ++k) {
                if (dir[k] >= 0) continue;
                parts.push_back(motorPart(k));
                ports << QString::number(doc.parts[motorPart(k)].port);
            }
            out.findings.push_back(problem(
                "drives_backwards", -1,
                Tr::tr("The robot drives backwards when its motors run forward. Change “Turns "
                       "the other way” on motors %1 (tick it where it is off, untick it where it "
                       "is on).")
                    .arg(ports.join(Tr::tr(" and "))),
                {DriveFixKind::ReverseMotor, parts}));
        }
        const bool straight_motors = back == 0 && fwd > 0;
        if (straight_motors && d.drive_motors.size() == 2) {
            // Programs take motor 1 for the left wheel (model -Z) and 2 for the right one.
            const int a = motorPart(0), b = motorPart(1);
            auto side = [&](size_t k) {
                double z = 0.0;
                for (int w : d.motor_wheels[k]) z += doc.parts[w].X_MP.translation.z();
                return z;
            };
            const int left = side(0) < side(1) ? a : b;
            const int right = left == a ? b : a;
            const int pl = doc.parts[left].port, pr = doc.parts[right].port;
            if (pl > 0 && pr > 0 && pl > pr) {
                out.findings.push_back(problem(
                    "motor_ports_swapped", left,
                    Tr::tr("The left motor %1 is on port %2 and the right motor %3 on port %4: "
                           "programs expect the left motor on the lower port. Swap their ports.")
                        .arg(d.name(left))
                        .arg(pl)
                        .arg(d.name(right))
                        .arg(pr),
                    {DriveFixKind::SwapPorts, {left, right}}));
            }
        }
        for (int i : scraping) {
            out.findings.push_back(
                problem("scrapes", i,
                        Tr::tr("%1 scrapes over the floor while the robot drives. Move it up.")
                            .arg(d.name(i))));
        }
        if (max_tilt_drive > kTippedOver_rad) {
            out.findings.push_back(problem(
                "tips_when_starting", -1,
                Tr::tr("The robot rears up when it starts (it leans %1°): it is top-heavy or its "
                       "weight is far back. Put heavy parts lower and between the wheels and the "
                       "caster.")
                    .arg(std::lround(max_tilt_drive * 180.0 / kPi))));
        }
        if (max_tilt_brake > kTippedOver_rad || tilt_after_brake > kTipsWhileDriving_rad) {
            out.findings.push_back(problem(
                "tips_when_braking", -1,
                Tr::tr("The robot tips over when it stops (it leans %1°): it is top-heavy. Put "
                       "heavy parts lower and nearer the middle, or move the caster further "
                       "out.")
                    .arg(std::lround(std::max(max_tilt_brake, tilt_after_brake) * 180.0 / kPi))));
        }
        const bool clean = resting.empty() && scraping.empty() && straight_motors;
        if (clean && out.distance_m > 0.05) {
            const double avg_slip = slip_n > 0 ? slip_sum / slip_n : 0.0;
            if (avg_slip > kSlipProblem) {
                out.findings.push_back(problem(
                    "wheels_slip", -1,
                    Tr::tr("The wheels slip: they turn %1% faster than the robot moves. Put more "
                           "of the robot's weight on the driven wheels.")
                        .arg(std::lround(100.0 * avg_slip / std::max(0.01, 1.0 - avg_slip)))));
            }
            if (out.drift_cm_per_m >= kDriftProblem_cm_m) {
                out.findings.push_back(problem(
                    "drifts", -1,
                    (lateral > 0
                         ? Tr::tr("The robot drifts to the right by %1 cm per metre when both "
                                  "motors run forward. Check that the wheels are the same and "
                                  "the weight is in the middle.")
                         : Tr::tr("The robot drifts to the left by %1 cm per metre when both "
                                  "motors run forward. Check that the wheels are the same and "
                                  "the weight is in the middle."))
                        .arg(out.drift_cm_per_m, 0, 'f', 1)));
            } else if (out.drift_cm_per_m < kDriftStraight_cm_m) {
                out.findings.push_back(
                    note("drives_straight", -1, Tr::tr("drives straight: drift < 2 cm per metre")));
            } else {
                out.findings.push_back(note("slight_drift", -1,
                                            Tr::tr("Drives nearly straight: drift %1 cm per metre.")
                                                .arg(out.drift_cm_per_m, 0, 'f', 1)));
            }
        }
    }
    out.findings.insert(out.findings.end(), sensor_findings.begin(), sensor_findings.end());
    return out;
}

}  // namespace botlab::assembler
