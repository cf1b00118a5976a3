// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the placement rules: snapping to connectors, lifting until free, connections.
#include <QTest>
#include <cmath>

#include "botlab_test.h"

#include "botlab/assembler/assembly.h"
#include "botlab/assembler/compile.h"
#include "botlab/assembler/connections.h"
#include "botlab/assembler/editor.h"

using namespace botlab;
using namespace botlab::assembler;

namespace {

const parts_library::PartsLibrary& lib() {
    return parts_library::PartsLibrary::builtinOrEmpty();
}

sim::Quat yawPitchRoll(double yaw_deg, double pitch_deg, double roll_deg) {
    const double k = M_PI / 180;
    return (Eigen::AngleAxisd(yaw_deg * k, Vec3::UnitY()) *
            Eigen::AngleAxisd(pitch_deg * k, Vec3::UnitZ()) *
            Eigen::AngleAxisd(roll_deg * k, Vec3::UnitX()))
        .normalized();
}

/// True if R is a signed permutation matrix within tol (a whole number of quarter turns).
bool isQuarterTurns(const Mat3& R, double tol) {
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) {
            const double a = std::abs(R(i, j));
            if (a > tol && std::abs(a - 1.0) > tol) return false;
        }
    }
    return true;
}

}  // namespace

class TestPlacement : public QObject {
    Q_OBJECT

private slots:
    void snappingAligns_data();
    void snappingAligns();
    void noSnapBeyondRadius();
    void liftingRemovesOverlap_data();
    void liftingRemovesOverlap();
    void freeSpotIsNotLifted();
    void connectionsOfADriveTrain();
    void connectorsNeedAMatchingType();
    void buildADriveByDroppingParts();
};

void TestPlacement::snappingAligns_data() {
    QTest::addColumn<QString>("base");  // part already in the document, at the origin
    QTest::addColumn<sim::Quat>("base_rot");
    QTest::addColumn<QString>("part");  // part dropped near it
    QTest::addColumn<Vec3>("drop");     // where
    QTest::addColumn<sim::Quat>("drop_rot");
    QTest::addColumn<int>("expected_kind");  // ConnectionKind after snapping, -1 = none
    const sim::Quat I = sim::Quat::Identity();
    QTest::newRow("sensor on a plate hole")
        << "plate_7x13" << I << "sensor_ir_distance" << Vec3(0.0123, 0.0105, -0.0052)
        << yawPitchRoll(12, 3, -2) << int(ConnectionKind::Rigid);
    QTest::newRow("beam on a turned beam")
        << "beam_5" << yawPitchRoll(33, 0, 0) << "beam_5" << Vec3(0.004, 0.011, 0.003)
        << yawPitchRoll(70, 0, 4) << -1;
    QTest::newRow("wheel on an axle")
        << "axle_6" << yawPitchRoll(20, 0, 0) << "wheel_small" << Vec3(0.001, 0.002, 0.02)
        << yawPitchRoll(25, 5, 0) << int(ConnectionKind::Rigid);
    QTest::newRow("axle into a motor shaft")
        << "motor_dc" << I << "axle_4" << Vec3(0.014, 0.001, 0.03) << yawPitchRoll(0, 4, 3)
        << int(ConnectionKind::Drive);
    QTest::newRow("gear on an axle")
        << "axle_8" << yawPitchRoll(0, 0, -90) << "gear_24" << Vec3(0.003, 0.012, 0.002)
        << yawPitchRoll(0, 0, -80) << int(ConnectionKind::Rigid);
    QTest::newRow("axle through a beam") << "beam_7" << I << "axle_3" << Vec3(0.0071, 0.0015, 0.003)
                                         << yawPitchRoll(5, 0, 0) << int(ConnectionKind::Hinge);
    QTest::newRow("screw into a flat bar")
        << "flat_bar_9" << yawPitchRoll(90, 0, 0) << "screw_10" << Vec3(0.001, 0.004, 0.0161)
        << yawPitchRoll(0, 6, 0) << int(ConnectionKind::Rigid);
}

void TestPlacement::snappingAligns() {
    QFETCH(QString, base);
    QFETCH(sim::Quat, base_rot);
    QFETCH(QString, part);
    QFETCH(Vec3, drop);
    QFETCH(sim::Quat, drop_rot);
    QFETCH(int, expected_kind);
    RobotDocument doc;
    doc.parts.push_back({base, {Vec3::Zero(), base_rot}});
    doc.touch();
    Assembler asmb(lib());
    PlaceOptions opt;
    opt.max_lift_steps = 0;  // look at the snap alone
    auto r = asmb.place(doc, part, {drop, drop_rot}, opt);
    QVERIFY_OK(r);
    QVERIFY(r->snapped);
    QCOMPARE(r->target_part, 0);
    const auto* def = lib().find(part);
    const auto* base_def = lib().find(base);
    const auto& own = def->connectors[r->own_connector];
    const auto& target = base_def->connectors[r->target_connector];
    const sim::Pose X_MB{Vec3::Zero(), base_rot};
    // Axes parallel within 1e-6.
    const Vec3 a_own = r->X_MP.rotation * own.axis_P;
    const Vec3 a_target = X_MB.rotation * target.axis_P;
    QVERIFY2(a_own.cross(a_target).norm() < 1e-6, "axes not aligned");
    // The connectors' axis lines coincide within 1e-6.
    const Vec3 d = r->X_MP * own.position_P - X_MB * target.position_P;
    QVERIFY2((d - d.dot(a_target) * a_target).norm() < 1e-6,
             qPrintable(
                 QStringLiteral("off axis by %1 m").arg((d - d.dot(a_target) * a_target).norm())));
    // Along the axis, the snap lands on a grid point (a whole number of half pitches / faces).
    const double along = d.dot(a_target);
    const double quarter_mm = std::round(along / 0.0001) * 0.0001;
    QVERIFY2(std::abs(along - quarter_mm) < 1e-6, qPrintable(QString::number(along)));
    // Rotation about the axis: quarter turns relative to the base for 90-degree connectors.
    if (own.rotation_step_deg == 90) {
        const Mat3 rel =
            X_MB.rotation.toRotationMatrix().transpose() * r->X_MP.rotation.toRotationMatrix();
        QVERIFY2(isQuarterTurns(rel, 1e-6), "not a whole number of quarter turns");
    }
    std::vector<Connection> conns;
    connectionsBetween(*base_def, X_MB, 0, *def, r->X_MP, 1, conns);
    if (expected_kind < 0) {
        QVERIFY(conns.empty());
    } else {
        QVERIFY2(!conns.empty(), "snapped parts should be connected");
        QCOMPARE(int(conns[0].kind), expected_kind);
    }
}

void TestPlacement::noSnapBeyondRadius() {
    RobotDocument doc;
    doc.parts.push_back({QStringLiteral("plate_7x13"), {}});
    Assembler asmb(lib());
    auto r = asmb.place(doc, QStringLiteral("sensor_flame"),
                        sim::Pose::fromTranslation(Vec3(0, 0.05, 0)));
    QVERIFY_OK(r);
    QVERIFY(!r->snapped);
    QCOMPARE(r->X_MP.translation, Vec3(0, 0.05, 0));
}

void TestPlacement::liftingRemovesOverlap_data() {
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("part");
    QTest::addColumn<Vec3>("drop");
    QTest::addColumn<int>("expected_steps");
    // A beam (8 mm tall) dropped 1 mm into another beam: one step up frees it (touching).
    QTest::newRow("beam into beam") << "beam_5"
                                    << "beam_3" << Vec3(0.003, 0.007, 0.002) << 1;
    // Dropped at the same height as a plate-sized obstacle: the battery box (16 mm tall) needs
    // (3.2/2 + 16/2) / 8 -> 2 steps.
    QTest::newRow("battery into plate") << "plate_7x13"
                                        << "battery_box" << Vec3(0.001, 0.0, 0.0) << 2;
    // Controller into controller: 24 mm body + 1 mm screen on top = 25 mm -> 4 steps.
    QTest::newRow("controller into controller") << "controller"
                                                << "controller" << Vec3(0.01, 0.0, 0.005) << 4;
}

void TestPlacement::liftingRemovesOverlap() {
    QFETCH(QString, base);
    QFETCH(QString, part);
    QFETCH(Vec3, drop);
    QFETCH(int, expected_steps);
    RobotDocument doc;
    doc.parts.push_back({base, {}});
    Assembler asmb(lib());
    PlaceOptions opt;
    opt.snap = false;
    const double tol = opt.contact_tolerance_m;
    QVERIFY(asmb.overlapsOthers(doc, part, sim::Pose::fromTranslation(drop), tol));
    auto r = asmb.place(doc, part, sim::Pose::fromTranslation(drop), opt);
    QVERIFY_OK(r);
    QVERIFY(r->free);
    QCOMPARE(r->lift_steps, expected_steps);
    QCOMPARE(r->collided_with, std::vector<int>{0});
    // Moved straight up by whole grid units only.
    const Vec3 moved = r->X_MP.translation - drop;
    QVERIFY(std::abs(moved.x()) < 1e-15 && std::abs(moved.z()) < 1e-15);
    QVERIFY(std::abs(moved.y() - expected_steps * opt.grid_unit_m) < 1e-12);
    // Free now, and one step less would still overlap (the lift is minimal).
    QVERIFY(!asmb.overlapsOthers(doc, part, r->X_MP, tol));
    sim::Pose lower = r->X_MP;
    lower.translation.y() -= opt.grid_unit_m;
    QVERIFY(asmb.overlapsOthers(doc, part, lower, tol));
}

void TestPlacement::freeSpotIsNotLifted() {
    RobotDocument doc;
    doc.parts.push_back({QStringLiteral("beam_5"), {}});
    Assembler asmb(lib());
    auto r = asmb.place(doc, QStringLiteral("beam_5"), sim::Pose::fromTranslation(Vec3(0.3, 0, 0)));
    QVERIFY_OK(r);
    QCOMPARE(r->lift_steps, 0);
    QVERIFY(r->collided_with.empty());
    QVERIFY(!asmb.place(doc, QStringLiteral("no_such_part"), {}).ok());
}

void TestPlacement::connectionsOfADriveTrain() {
    // Motor, axle in its shaft, a wheel on the axle, and a beam the axle turns in.
    RobotEditor ed(lib());
    QVERIFY_OK(ed.addPartAt(QStringLiteral("motor_dc"), {}));
    // Shaft at (0.012, 0, 0.016), 8 mm long along +Z.
    QVERIFY_OK(
        ed.addPartAt(QStringLiteral("axle_6"), sim::Pose::fromTranslation(Vec3(0.012, 0, 0.036))));
    QVERIFY_OK(ed.addPartAt(QStringLiteral("wheel_small"),
                            sim::Pose::fromTranslation(Vec3(0.012, 0, 0.052))));
    // A beam turned so its z-holes face the axle: z-hole 0 at x = -0.016.
    QVERIFY_OK(
        ed.addPartAt(QStringLiteral("beam_5"), sim::Pose::fromTranslation(Vec3(0.028, 0, 0.036))));
    const auto conns = findConnections(ed.document(), lib());
    int drive = 0, rigid = 0, hinge = 0;
    for (const auto& c : conns) {
        if (c.kind == ConnectionKind::Drive) {
            ++drive;
            QCOMPARE(c.part_a, 0);  // the motor side first
            QCOMPARE(c.part_b, 1);
        }
        if (c.kind == ConnectionKind::Rigid) {
            ++rigid;
            QVERIFY((c.part_a == 1 && c.part_b == 2) || (c.part_a == 2 && c.part_b == 1));
        }
        if (c.kind == ConnectionKind::Hinge) {
            ++hinge;
            QCOMPARE(c.part_a, 3);  // the hole side first
        }
    }
    QCOMPARE(drive, 1);
    QCOMPARE(rigid, 1);
    QCOMPARE(hinge, 1);
    // Gears: a 24 on the same axle and a 24 on a parallel axle 24 mm away mesh.
    RobotDocument g;
    g.parts.push_back({QStringLiteral("gear_24"), {}});
    g.parts.push_back({QStringLiteral("gear_24"), sim::Pose::fromTranslation(Vec3(0.024, 0, 0))});
    g.parts.push_back({QStringLiteral("gear_24"), sim::Pose::fromTranslation(Vec3(0.0, 0.030, 0))});
    const auto gc = findConnections(g, lib());
    QCOMPARE(gc.size(), size_t(1));
    QCOMPARE(gc[0].kind, ConnectionKind::GearMesh);
    QCOMPARE(gc[0].part_b, 1);
}

void TestPlacement::connectorsNeedAMatchingType() {
    using parts_library::ConnectorType;
    QVERIFY(!connectionKind(ConnectorType::Hole, ConnectorType::Hole));
    QVERIFY(!connectionKind(ConnectorType::Mount, ConnectorType::Mount));
    QVERIFY(!connectionKind(ConnectorType::WheelHub, ConnectorType::Hole));
    QCOMPARE(*connectionKind(ConnectorType::Screw, ConnectorType::Hole), ConnectionKind::Rigid);
    QCOMPARE(*connectionKind(ConnectorType::Hole, ConnectorType::Axle), ConnectionKind::Hinge);
    QCOMPARE(*connectionKind(ConnectorType::MotorShaft, ConnectorType::Axle),
             ConnectionKind::Drive);
}

void TestPlacement::buildADriveByDroppingParts() {
    // A student drops parts roughly where they belong; snapping makes a working drive.
    RobotEditor ed(lib());
    auto drop = [&](const char* id, Vec3 p) {
        auto r = ed.placePart(QString::fromLatin1(id), sim::Pose::fromTranslation(p));
        if (!r) qWarning("%s", r.message().c_str());
        return r ? r.value() : PlaceResult{};
    };
    drop("plate_7x13", Vec3(0, 0.0436, 0));
    // Motor under the plate, 1.5 mm low and 2 mm off the hole grid: snaps up onto the holes.
    PlaceResult motor = drop("motor_dc", Vec3(-0.010, 0.0285, 0.018));
    QVERIFY(motor.snapped);
    QCOMPARE(motor.lift_steps, 0);
    QVERIFY((motor.X_MP.translation - Vec3(-0.012, 0.030, 0.016)).norm() < 1e-9);
    // Axle near the shaft (shaft centre at (0, 0.030, 0.032)); wheel near the axle's end.
    PlaceResult axle = drop("axle_4", Vec3(0.002, 0.031, 0.041));
    QVERIFY(axle.snapped);
    PlaceResult wheel = drop("wheel_small", Vec3(-0.002, 0.029, 0.052));
    QVERIFY(wheel.snapped);
    QCOMPARE(wheel.lift_steps, 0);
    // Controller on top.
    PlaceResult ctrl = drop("controller", Vec3(-0.025, 0.058, 0.002));
    QVERIFY(ctrl.snapped);
    QCOMPARE(ctrl.lift_steps, 0);
    auto r = compileRobot(ed.document(), lib());
    QVERIFY_OK(r);
    QCOMPARE(r->model.links.size(), size_t(2));
    QCOMPARE(r->model.hinges.size(), size_t(1));
    QCOMPARE(r->model.motors.size(), size_t(1));
    QCOMPARE(r->model.motors[0].port, 1);  // wired automatically
    QVERIFY(r->warnings.empty());
    QVERIFY(Assembler(lib()).overlappingPairs(ed.document()).empty());
}

QTEST_GUILESS_MAIN(TestPlacement)
#include "tst_placement.moc"
