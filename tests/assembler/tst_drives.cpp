// SPDX-License-Identifier: GPL-3.0-or-later
// Chains, belts and tracks in the assembler (issue 17): two sprockets or pulleys in one plane
// compile to one same-direction coupling at the ratio of their pitch radii (a belt with its
// slip torque) and a loop to draw; the tracked robot compiles to two tracks, drives and turns,
// and runs deterministically.
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <numbers>

#include "botlab_test.h"

#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/compile.h"
#include "botlab/assembler/connections.h"
#include "botlab/assembler/editor.h"
#include "botlab/assembler/robot_file.h"
#include "botlab/sim/simulation.h"

using namespace botlab;
using namespace botlab::assembler;
using sim::Vec3;

namespace {

const parts_library::PartsLibrary& lib() {
    return parts_library::PartsLibrary::builtinOrEmpty();
}

int indexOf(const RobotDocument& doc, const QString& label) {
    for (int i = 0; i < static_cast<int>(doc.parts.size()); ++i)
        if (doc.parts[i].label == label) return i;
    return -1;
}

/// chain_demo with other drive wheels: `input` on the motor's axle, `output` on the second axle
/// moved to `pitches` hole pitches (8 mm) from the first.
RobotDocument chainRig(const QString& input, const QString& output, int pitches) {
    RobotDocument d = buildBuiltinRobot(QStringLiteral("chain_demo"), lib()).value();
    const int in = indexOf(d, QStringLiteral("sprocket 10"));
    PartInstance a = d.parts[in];
    a.part_id = input;
    d.setPart(in, a);
    for (const char* label : {"sprocket 20", "output axle", "wheel"}) {
        const int i = indexOf(d, QString::fromLatin1(label));
        PartInstance p = d.parts[i];
        if (QLatin1String(label) == QLatin1String("sprocket 20")) p.part_id = output;
        p.X_MP.translation.x() = -0.008 + 0.008 * pitches;
        d.setPart(i, p);
    }
    return d;
}

double pitchRadius(const QString& id) {
    return lib().find(id)->drive.pitch_radius_m;
}

std::unique_ptr<sim::Simulation> simulate(const sim::RobotModel& m, std::uint64_t seed = 0) {
    auto s = sim::Simulation::create(sim::WorldModel{}, {{m, sim::Pose::identity()}}, seed);
    if (!s.ok()) qWarning("%s", s.message().c_str());
    return s.ok() ? std::move(s).value() : nullptr;
}

double yawOf(const sim::Pose& X) {
    const Vec3 f = X.rotation * Vec3::UnitX();
    return std::atan2(-f.z(), f.x());
}

}  // namespace

class TestDrives : public QObject {
    Q_OBJECT

private slots:
    void twoWheelsCompileToOneCoupling_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("output");
        QTest::addColumn<int>("pitches");
        QTest::addColumn<bool>("belt");
        QTest::newRow("sprockets 10 -> 20, 5 pitches") << "sprocket_10"
                                                       << "sprocket_20" << 5 << false;
        QTest::newRow("sprockets 20 -> 10, 4 pitches") << "sprocket_20"
                                                       << "sprocket_10" << 4 << false;
        QTest::newRow("sprockets 10 -> 10, 3 pitches") << "sprocket_10"
                                                       << "sprocket_10" << 3 << false;
        QTest::newRow("sprockets 10 -> 20, 7 pitches") << "sprocket_10"
                                                       << "sprocket_20" << 7 << false;
        QTest::newRow("pulleys small -> large, 5 pitches") << "pulley_small"
                                                           << "pulley_large" << 5 << true;
        QTest::newRow("pulleys large -> small, 6 pitches") << "pulley_large"
                                                           << "pulley_small" << 6 << true;
    }
    void twoWheelsCompileToOneCoupling() {
        QFETCH(QString, input);
        QFETCH(QString, output);
        QFETCH(int, pitches);
        QFETCH(bool, belt);
        const RobotDocument doc = chainRig(input, output, pitches);
        auto r = compileRobot(doc, lib());
        QVERIFY_OK(r);
        const sim::RobotModel& m = r->model;
        // Sprockets' pitch radii are in the ratio of their teeth: p / (2 sin(pi / z)).
        const double expected = pitchRadius(input) / pitchRadius(output);
        if (input.startsWith(QLatin1String("sprocket"))) {
            const int za = lib().find(input)->drive.teeth, zb = lib().find(output)->drive.teeth;
            const double byTeeth =
                std::sin(std::numbers::pi / zb) / std::sin(std::numbers::pi / za);
            QCOMPARE_LE(std::abs(expected / byTeeth - 1.0), 1e-3);  // radii rounded to 1 um
        }
        QCOMPARE(m.gears.size(), std::size_t(1));
        const sim::GearCoupling& g = m.gears[0];
        const auto& A = m.hinges[static_cast<std::size_t>(g.hinge_a)];
        const auto& B = m.hinges[static_cast<std::size_t>(g.hinge_b)];
        // Same direction in the world: the ratio about the hinges' axes times their alignment.
        const double world = g.ratio * (A.axis_M.dot(B.axis_M) >= 0 ? 1.0 : -1.0);
        QCOMPARE_LE(std::abs(world - expected), 1e-9);
        QCOMPARE(g.max_torque_Nm.has_value(), belt);
        if (belt) {
            // Grip 10 N (pulley parts) times the driven pulley's radius.
            QCOMPARE_LE(std::abs(*g.max_torque_Nm - 10.0 * pitchRadius(output)), 1e-9);
        }
        QCOMPARE(m.loops.size(), std::size_t(1));
        const sim::DriveLoop& loop = m.loops[0];
        QCOMPARE(loop.kind, belt ? sim::LoopKind::Belt : sim::LoopKind::Chain);
        QCOMPARE(loop.hinges, (std::vector<int>{g.hinge_a, g.hinge_b}));
        QCOMPARE(loop.radii_m, (std::vector<double>{pitchRadius(input), pitchRadius(output)}));
        QCOMPARE_LE(std::abs((loop.centres_L[1] - loop.centres_L[0]).norm() - 0.008 * pitches),
                    1e-9);

        // Simulated: the wheel turns the same way at the ratio (1 %).
        auto s = simulate(m);
        QVERIFY(s);
        s->setMotorCommand(0, 0, 60.0);
        QVERIFY_OK(s->run(0.5));
        const int la = A.child, lb = B.child;
        const double wa = s->linkAngularVelocity(0, la).y(), wb = s->linkAngularVelocity(0, lb).y();
        QCOMPARE_GT(std::abs(wa), 1.0);
        QCOMPARE_GT(wa * wb, 0.0);
        QCOMPARE_LE(std::abs(wb / wa - expected), 0.01 * expected);
    }

    void chainLaidByHandAmongThree() {
        // chain_demo plus a third sprocket level with the others on an axle in a plate hole
        // (32 mm from the 20-tooth one, 51 mm from the 10-tooth one): three in one plane, no
        // chain until the user connects two of them.
        RobotEditor ed(lib());
        ed.setDocument(buildBuiltinRobot(QStringLiteral("chain_demo"), lib()).value());
        const sim::Quat zUp(std::sqrt(0.5), -std::sqrt(0.5), 0, 0);
        QVERIFY(ed.addPartAt(QStringLiteral("axle_6"), {Vec3(0.032, 0.0256, 0.008), zUp},
                             QStringLiteral("extra axle")));
        auto third = ed.addPartAt(QStringLiteral("sprocket_20"), {Vec3(0.032, 0.040, 0.008), zUp},
                                  QStringLiteral("third"));
        QVERIFY_OK(third);
        auto before = compileRobot(ed.document(), lib());
        QVERIFY_OK(before);
        QCOMPARE(before->model.gears.size(), std::size_t(0));
        const int in = indexOf(ed.document(), QStringLiteral("sprocket 10"));
        // Not a pair: a sprocket and the wheel.
        QVERIFY(!ed.connectDrive(in, indexOf(ed.document(), QStringLiteral("wheel"))).ok());
        QVERIFY_OK(ed.connectDrive(in, third.value()));
        QCOMPARE(ed.document().drives.size(), std::size_t(1));
        auto after = compileRobot(ed.document(), lib());
        QVERIFY_OK(after);
        QCOMPARE(after->model.gears.size(), std::size_t(1));
        QCOMPARE(std::abs(after->model.gears[0].ratio),
                 pitchRadius(QStringLiteral("sprocket_10")) /
                     pitchRadius(QStringLiteral("sprocket_20")));
        // Saved and read back; removing a part keeps the link's indices in step; undo restores.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("r.json"));
        QVERIFY_OK(saveRobotFile(ed.document(), path));
        parts_library::PartsLibrary copy = lib();
        auto back = loadRobotFile(path, copy);
        QVERIFY_OK(back);
        QCOMPARE(back->drives, ed.document().drives);
        const DriveLink link = ed.document().drives[0];
        QVERIFY_OK(ed.removePart(0));  // the base plate, before both sprockets
        QCOMPARE(ed.document().drives.size(), std::size_t(1));
        QCOMPARE(ed.document().drives[0].part_a, link.part_a - 1);
        QVERIFY_OK(ed.removePart(ed.document().drives[0].part_b));
        QVERIFY(ed.document().drives.empty());
        ed.undo();
        ed.undo();
        QCOMPARE(ed.document().drives, std::vector<DriveLink>{link});
    }

    void trackedRobotCompilesToTwoTracks() {
        auto doc = buildBuiltinRobot(QStringLiteral("tracked"), lib());
        QVERIFY_OK(doc);
        auto r = compileRobot(doc.value(), lib());
        QVERIFY_OK(r);
        QVERIFY2(r->warnings.empty(), r->warnings.empty() ? "" : r->warnings.front().c_str());
        const sim::RobotModel& m = r->model;
        QCOMPARE(m.loops.size(), std::size_t(2));
        QCOMPARE(m.gears.size(), std::size_t(0));
        for (const sim::DriveLoop& t : m.loops) {
            QCOMPARE(t.kind, sim::LoopKind::Track);
            QCOMPARE(t.link, 0);
            QCOMPARE(t.hinges.size(), std::size_t(3));
            QCOMPARE(t.radii_m, (std::vector<double>{0.02, 0.02, 0.02}));
            // The drive wheel (on the motor's axle) first, the idlers 48 mm ahead and behind.
            for (int k = 1; k < 3; ++k) {
                const Vec3 d = t.centres_L[static_cast<std::size_t>(k)] - t.centres_L[0];
                QCOMPARE_LE(std::abs(std::abs(d.x()) - 0.048), 1e-9);
                QCOMPARE_LE(std::abs(d.y()) + std::abs(d.z()), 1e-9);
            }
            QVERIFY(std::any_of(m.motors.begin(), m.motors.end(),
                                [&](const sim::DcMotor& mo) { return mo.hinge == t.hinges[0]; }));
        }
        QVERIFY_OK(sim::validate(m));
    }

    void trackedRobotDrivesAndSpins() {
        auto r = compileRobot(buildBuiltinRobot(QStringLiteral("tracked"), lib()).value(), lib());
        QVERIFY_OK(r);
        auto s = simulate(r->model);
        QVERIFY(s);
        QVERIFY_OK(s->run(0.3));
        const sim::Pose X0 = s->linkPose(0, 0);
        // Straight: both motors +60 % (the right one is mirrored and reversed in the document).
        s->setMotorCommand(0, 0, 60.0);
        s->setMotorCommand(0, 1, 60.0);
        QVERIFY_OK(s->run(3.0));
        const sim::Pose X1 = s->linkPose(0, 0);
        const Vec3 moved = X1.translation - X0.translation;
        // Forward at no more than the track speed: 60 % of the motor's no-load speed times
        // 20 mm for 3 s; heading within 2 degrees.
        const auto& motor = r->model.motors[0];
        const double most = 0.6 * motor.no_load_speed_rad_s * 0.02 * 3.0;
        qInfo("moved %.3f m of at most %.3f, heading %.2f deg", moved.x(), most,
              (yawOf(X1) - yawOf(X0)) * 180 / std::numbers::pi);
        QCOMPARE_GT(moved.x(), 0.6 * most);
        QCOMPARE_LT(moved.x(), 1.01 * most);
        QCOMPARE_LT(std::abs(yawOf(X1) - yawOf(X0)), 2.0 * std::numbers::pi / 180);
        // The tread's travel is what the robot drove (3 %).
        QCOMPARE_LE(std::abs(std::abs(s->loopTravel(0, 0)) - moved.x()), 0.03 * moved.x() + 0.005);
        // On the spot: left forward, right backward turns clockwise seen from above.
        s->setMotorCommand(0, 1, -60.0);
        QVERIFY_OK(s->run(0.5));
        const Vec3 p2 = s->linkPose(0, 0).translation;
        const double y2 = yawOf(s->linkPose(0, 0));
        QVERIFY_OK(s->run(1.0));
        const double turned = std::remainder(yawOf(s->linkPose(0, 0)) - y2, 2 * std::numbers::pi);
        const Vec3 drift = s->linkPose(0, 0).translation - p2;
        qInfo("yaw rate %.3f rad/s, drift %.4f m", turned, std::hypot(drift.x(), drift.z()));
        QCOMPARE_LT(turned, -0.3);
        QCOMPARE_LT(std::hypot(drift.x(), drift.z()), 0.02);
    }

    void trackedRunIsDeterministic() {
        auto r = compileRobot(buildBuiltinRobot(QStringLiteral("tracked"), lib()).value(), lib());
        QVERIFY_OK(r);
        auto run = [&](double right) {
            auto s = simulate(r->model, 3);
            if (!s) return std::uint64_t{0};
            s->setMotorCommand(0, 0, 80.0);
            s->setMotorCommand(0, 1, right);
            if (!s->run(1.0).ok()) return std::uint64_t{0};
            return s->stateHash();
        };
        const std::uint64_t a = run(40.0);
        QVERIFY(a != 0);
        QCOMPARE(run(40.0), a);
        QVERIFY(run(41.0) != a);
    }
};

QTEST_MAIN(TestDrives)
#include "tst_drives.moc"
