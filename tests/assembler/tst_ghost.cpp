// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the Build mode ghost: snapping while dragging, overlap and lift, turning and flipping,
// markers, and following the mouse ray.
#include <QTest>
#include <cmath>

#include "botlab_test.h"

#include "botlab/assembler/assembly.h"
#include "botlab/assembler/connections.h"
#include "botlab/assembler/editor.h"
#include "botlab/assembler/ghost.h"

using namespace botlab;
using namespace botlab::assembler;

using PartList = std::vector<PartInstance>;
Q_DECLARE_METATYPE(PartList)

namespace {

const parts_library::PartsLibrary& lib() {
    return parts_library::PartsLibrary::builtinOrEmpty();
}

sim::Quat yaw(double deg) {
    return sim::Quat(Eigen::AngleAxisd(deg * M_PI / 180, Vec3::UnitY()));
}
sim::Quat about(const Vec3& axis, double deg) {
    return sim::Quat(Eigen::AngleAxisd(deg * M_PI / 180, axis.normalized()));
}

RobotDocument docOf(const PartList& parts) {
    RobotDocument d;
    d.parts = parts;
    d.touch();
    return d;
}

/// A geared motor at the origin with a 4-pitch axle in its shaft (shaft centre (12, 0, 16) mm
/// along +Z, the axle from z = 16 to 48 mm).
PartList motorWithAxle() {
    return {{QStringLiteral("motor_dc"), {}},
            {QStringLiteral("axle_4"), sim::Pose::fromTranslation(Vec3(0.012, 0, 0.032))}};
}

double angleDeg(const Vec3& a, const Vec3& b) {
    return std::atan2(a.cross(b).norm(), std::abs(a.dot(b))) * 180 / M_PI;
}

/// Distance of point p from the line through q along unit u.
double offLine(const Vec3& p, const Vec3& q, const Vec3& u) {
    const Vec3 d = p - q;
    return (d - d.dot(u) * u).norm();
}

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

class TestGhost : public QObject {
    Q_OBJECT

private slots:
    void wheelSnapsOntoAxle_data();
    void wheelSnapsOntoAxle();
    void overlapIsRedAndLiftedClear_data();
    void overlapIsRedAndLiftedClear();
    void connectionOverlapsAreAllowed_data();
    void connectionOverlapsAreAllowed();
    void turnAboutTheConnectorAxis_data();
    void turnAboutTheConnectorAxis();
    void flipReversesThePart();
    void unsnappedTurnIsAboutVertical();
    void markersListCompatibleConnectors();
    void rayOnTheFloorFollowsTheGrid_data();
    void rayOnTheFloorFollowsTheGrid();
    void rayRestsOnTheRobot();
    void rayOverABeamStacksOnIt_data();
    void rayOverABeamStacksOnIt();
    void rayMissingEverythingFails();
    void movedPartIgnoresItself();
    void statusText();
    void dropThroughTheEditorUndoes();
};

void TestGhost::wheelSnapsOntoAxle_data() {
    QTest::addColumn<QString>("wheel");
    QTest::addColumn<bool>("by_ray");
    QTest::addColumn<Vec3>("at");   // desired origin, or the ray's origin
    QTest::addColumn<Vec3>("dir");  // the ray's direction (by_ray)
    QTest::addColumn<sim::Quat>("rotation");
    QTest::newRow("small wheel near the axle's end, turned")
        << "wheel_small" << false << Vec3(0.0145, 0.003, 0.046) << Vec3() << yaw(10);
    QTest::newRow("small wheel tilted, 4 mm off")
        << "wheel_small" << false << Vec3(0.009, -0.002, 0.042) << Vec3()
        << about(Vec3(1, 0, 0), 8);
    QTest::newRow("large wheel over the axle")
        << "wheel_large" << false << Vec3(0.010, 0.004, 0.044) << Vec3() << yaw(-6);
    QTest::newRow("small wheel, mouse over the axle from above")
        << "wheel_small" << true << Vec3(0.0125, 0.3, 0.043) << Vec3(0, -1, 0)
        << sim::Quat::Identity();
    QTest::newRow("large wheel, mouse over the axle at a slant")
        << "wheel_large" << true << Vec3(0.2, 0.25, 0.25) << Vec3(0.012 - 0.2, -0.25, 0.04 - 0.25)
        << sim::Quat::Identity();
    QTest::newRow("gear, mouse over the axle")
        << "gear_24" << true << Vec3(0.0125, 0.3, 0.03) << Vec3(0, -1, 0) << sim::Quat::Identity();
}

void TestGhost::wheelSnapsOntoAxle() {
    QFETCH(QString, wheel);
    QFETCH(bool, by_ray);
    QFETCH(Vec3, at);
    QFETCH(Vec3, dir);
    QFETCH(sim::Quat, rotation);
    const RobotDocument doc = docOf(motorWithAxle());
    Assembler asmb(lib());
    GhostDrag ghost(asmb, wheel, -1, rotation);
    auto r = by_ray ? ghost.updateFromRay(doc, at, dir) : ghost.update(doc, at);
    QVERIFY_OK(r);
    QVERIFY(r->snapped);
    QCOMPARE(r->target_part, 1);
    QCOMPARE(r->target_connector, 0);
    const auto* def = lib().find(wheel);
    const auto& hub = def->connectors[r->own_connector];
    QVERIFY(hub.type == parts_library::ConnectorType::WheelHub ||
            hub.type == parts_library::ConnectorType::GearHub);
    const Vec3 axle_axis = Vec3::UnitZ();
    const Vec3 axle_centre(0.012, 0, 0.032);
    const Vec3 hub_axis = r->X_MP.rotation * hub.axis_P;
    const Vec3 hub_centre = r->X_MP * hub.position_P;
    // Within 0.1 degree and 0.1 mm (the acceptance), in fact to rounding.
    QVERIFY2(angleDeg(hub_axis, axle_axis) < 0.1,
             qPrintable(QString::number(angleDeg(hub_axis, axle_axis))));
    QVERIFY2(offLine(hub_centre, axle_centre, axle_axis) < 1e-4,
             qPrintable(QString::number(offLine(hub_centre, axle_centre, axle_axis))));
    QVERIFY(angleDeg(hub_axis, axle_axis) < 1e-6);
    QVERIFY(offLine(hub_centre, axle_centre, axle_axis) < 1e-9);
    // On the axle (not beyond its ends) and fixed to it.
    QVERIFY(std::abs((hub_centre - axle_centre).dot(axle_axis)) <= 0.016 + 1e-9);
    std::vector<Connection> conns;
    connectionsBetween(*lib().find(QStringLiteral("axle_4")), doc.parts[1].X_MP, 1, *def, r->X_MP,
                       2, conns);
    QCOMPARE(conns.size(), size_t(1));
    QCOMPARE(conns[0].kind, ConnectionKind::Rigid);
    // Clear of the motor: not red, dropped where drawn.
    QVERIFY(!r->overlaps);
    QCOMPARE(r->lift_steps, 0);
    QVERIFY(r->can_drop);
    QCOMPARE(r->X_MP_drop.translation, r->X_MP.translation);
    // The axle's connector is the highlighted marker.
    QVERIFY(r->target_marker >= 0);
    const SnapMarker& m = r->markers[r->target_marker];
    QVERIFY(m.target);
    QCOMPARE(m.part, 1);
    QCOMPARE(m.connector, 0);
    QVERIFY((m.p_M - axle_centre).norm() < 1e-12);
    QCOMPARE(std::count_if(r->markers.begin(), r->markers.end(),
                           [](const SnapMarker& k) { return k.target; }),
             1);
}

void TestGhost::overlapIsRedAndLiftedClear_data() {
    QTest::addColumn<PartList>("parts");
    QTest::addColumn<QString>("part");
    QTest::addColumn<Vec3>("at");
    QTest::addColumn<sim::Quat>("rotation");
    QTest::addColumn<bool>("snap");
    QTest::addColumn<int>("expected_steps");  // -1: only check that it is lifted clear
    QTest::addColumn<std::vector<int>>("expected_hits");
    const PartList beam{{QStringLiteral("beam_5"), {}}};
    // Beam (8 mm tall) 1 mm into another: one 8 mm step clears it (faces touching).
    QTest::newRow("beam into beam, no snap")
        << beam << "beam_3" << Vec3(0.003, 0.007, 0.002) << sim::Quat::Identity() << false << 1
        << std::vector<int>{0};
    // The same beam right inside the other: 8 mm lift.
    QTest::newRow("beam exactly inside a beam")
        << beam << "beam_5" << Vec3(0, 0, 0) << sim::Quat::Identity() << false << 1
        << std::vector<int>{0};
    // Crosswise, half-way in, snapping on: still lifted clear of the beam.
    QTest::newRow("crossed beam into beam, snapping")
        << beam << "beam_5" << Vec3(0.0005, 0.0015, -0.0003) << yaw(88) << true << -1
        << std::vector<int>{0};
    // Battery box (16 mm tall) dropped onto a plate's centre height: (3.2/2 + 16/2)/8 -> 2.
    QTest::newRow("battery into a plate")
        << PartList{{QStringLiteral("plate_7x13"), {}}} << "battery_box" << Vec3(0.001, 0, 0)
        << sim::Quat::Identity() << false << 2 << std::vector<int>{0};
    // A beam into the lower two of three stacked beams goes over the top one: from 7 mm to
    // 31 mm (at 23 mm its bottom, 19 mm, would still be 1 mm inside the top beam, 20 mm).
    QTest::newRow("beam into a stack")
        << PartList{{QStringLiteral("beam_5"), {}},
                    {QStringLiteral("beam_5"), sim::Pose::fromTranslation(Vec3(0, 0.008, 0))},
                    {QStringLiteral("beam_5"), sim::Pose::fromTranslation(Vec3(0, 0.016, 0))}}
        << "beam_3" << Vec3(0.002, 0.007, 0) << sim::Quat::Identity() << false << 3
        << std::vector<int>{0, 1};
}

void TestGhost::overlapIsRedAndLiftedClear() {
    QFETCH(PartList, parts);
    QFETCH(QString, part);
    QFETCH(Vec3, at);
    QFETCH(sim::Quat, rotation);
    QFETCH(bool, snap);
    QFETCH(int, expected_steps);
    QFETCH(std::vector<int>, expected_hits);
    const RobotDocument doc = docOf(parts);
    Assembler asmb(lib());
    GhostOptions opt;
    opt.place.snap = snap;
    GhostDrag ghost(asmb, part, -1, rotation, opt);
    auto r = ghost.update(doc, at);
    QVERIFY_OK(r);
    QVERIFY(r->overlaps);  // drawn red
    std::vector<int> hits = r->overlapping_parts;
    std::sort(hits.begin(), hits.end());
    QCOMPARE(hits, expected_hits);
    QVERIFY(r->can_drop);
    QVERIFY(r->lift_steps > 0);
    if (expected_steps >= 0) QCOMPARE(r->lift_steps, expected_steps);
    // The drop pose is the drawn pose lifted straight up by whole grid units...
    const Vec3 up = r->X_MP_drop.translation - r->X_MP.translation;
    QVERIFY(std::abs(up.x()) < 1e-15 && std::abs(up.z()) < 1e-15);
    QVERIFY(std::abs(up.y() - r->lift_steps * 0.008) < 1e-12);
    QVERIFY(r->X_MP_drop.rotation.isApprox(r->X_MP.rotation, 1e-15));
    // ...clear of every part, and one step lower it would not be.
    const double tol = opt.place.contact_tolerance_m;
    QVERIFY(asmb.overlapsOthers(doc, part, r->X_MP, tol));
    QVERIFY(!asmb.overlapsOthers(doc, part, r->X_MP_drop, tol));
    sim::Pose lower = r->X_MP_drop;
    lower.translation.y() -= 0.008;
    QVERIFY(asmb.overlapsOthers(doc, part, lower, tol));
    // A limit of no lifting refuses the drop.
    GhostOptions none = opt;
    none.place.max_lift_steps = 0;
    GhostDrag stuck(asmb, part, -1, rotation, none);
    auto s = stuck.update(doc, at);
    QVERIFY_OK(s);
    QVERIFY(s->overlaps);
    QVERIFY(!s->can_drop);
    QVERIFY(!s->overlapping_parts.empty());
}

void TestGhost::connectionOverlapsAreAllowed_data() {
    QTest::addColumn<PartList>("parts");
    QTest::addColumn<QString>("part");
    QTest::addColumn<sim::Pose>("pose");
    QTest::addColumn<std::vector<int>>("expected_hits");  // empty: allowed
    const PartList beam{{QStringLiteral("beam_5"), {}}};
    const sim::Quat I = sim::Quat::Identity();
    // Allowed: the overlap a connection needs.
    QTest::newRow("axle through a beam's hole")
        << beam << "axle_4" << sim::Pose{{-0.016, 0, 0}, I} << std::vector<int>{};
    QTest::newRow("pin through two stacked beams")
        << PartList{{QStringLiteral("beam_5"), {}},
                    {QStringLiteral("beam_5"), sim::Pose::fromTranslation(Vec3(0, 0.008, 0))}}
        << "pin_2" << sim::Pose{{0.008, 0.004, 0}, I} << std::vector<int>{};
    QTest::newRow("screw through a plate")
        << PartList{{QStringLiteral("plate_7x13"), {}}} << "screw_10"
        << sim::Pose{{0.016, 0.0016, 0.008}, I} << std::vector<int>{};
    QTest::newRow("wheel on the axle") << motorWithAxle() << "wheel_small"
                                       << sim::Pose{{0.012, 0, 0.044}, I} << std::vector<int>{};
    QTest::newRow("gear on the axle")
        << motorWithAxle() << "gear_40" << sim::Pose{{0.012, 0, 0.030}, I} << std::vector<int>{};
    QTest::newRow("axle in the motor's shaft")
        << PartList{{QStringLiteral("motor_dc"), {}}} << "axle_3" << sim::Pose{{0.012, 0, 0.028}, I}
        << std::vector<int>{};
    // Refused: real overlaps.
    QTest::newRow("axle through a beam between holes")
        << beam << "axle_4" << sim::Pose{{-0.012, 0, 0}, I} << std::vector<int>{0};
    QTest::newRow("axle across a beam's hole")
        << beam << "axle_4" << sim::Pose{{-0.016, 0, 0}, about(Vec3::UnitY(), 90)}
        << std::vector<int>{0};
    QTest::newRow("wheel on the axle but in the motor")
        << motorWithAxle() << "wheel_small" << sim::Pose{{0.012, 0, 0.011}, I}
        << std::vector<int>{0};
    QTest::newRow("beam in a beam")
        << beam << "beam_3" << sim::Pose{{0.004, 0.002, 0}, I} << std::vector<int>{0};
    QTest::newRow("sensor sunk into a plate")
        << PartList{{QStringLiteral("plate_7x13"), {}}} << "sensor_ir_distance"
        << sim::Pose{{0.0, 0.004, 0.0}, I} << std::vector<int>{0};
}

void TestGhost::connectionOverlapsAreAllowed() {
    QFETCH(PartList, parts);
    QFETCH(QString, part);
    QFETCH(sim::Pose, pose);
    QFETCH(std::vector<int>, expected_hits);
    const RobotDocument doc = docOf(parts);
    Assembler asmb(lib());
    std::vector<int> hits;
    const bool overlaps = asmb.overlapsOthers(doc, part, pose, 2e-4, -1, &hits);
    std::sort(hits.begin(), hits.end());
    QCOMPARE(hits, expected_hits);
    QCOMPARE(overlaps, !expected_hits.empty());
    // The geometry does overlap in every row: the allowed ones are allowed by the connection.
    const ObbTree moved = asmb.partTree(part)->transformed(pose);
    bool touches = false;
    for (const auto& p : parts)
        touches |= treeOverlap(moved, asmb.partTree(p.part_id)->transformed(p.X_MP), 2e-4);
    QVERIFY(touches);
}

void TestGhost::turnAboutTheConnectorAxis_data() {
    QTest::addColumn<PartList>("parts");
    QTest::addColumn<QString>("part");
    QTest::addColumn<Vec3>("at");
    QTest::addColumn<double>("step_deg");
    QTest::newRow("wheel on an axle (free: 90 degrees)")
        << motorWithAxle() << "wheel_small" << Vec3(0.012, 0.001, 0.045) << 90.0;
    QTest::newRow("beam on a beam's hole (90 degrees)")
        << PartList{{QStringLiteral("beam_5"), {}}} << "beam_3" << Vec3(0.0165, 0.0085, 0.0005)
        << 90.0;
    QTest::newRow("sensor on a plate hole (90 degrees)")
        << PartList{{QStringLiteral("plate_7x13"), {}}} << "sensor_line"
        << Vec3(0.0161, 0.0139, 0.0083) << 90.0;
}

void TestGhost::turnAboutTheConnectorAxis() {
    QFETCH(PartList, parts);
    QFETCH(QString, part);
    QFETCH(Vec3, at);
    QFETCH(double, step_deg);
    const RobotDocument doc = docOf(parts);
    Assembler asmb(lib());
    GhostDrag ghost(asmb, part);
    auto first = ghost.update(doc, at);
    QVERIFY(first.ok() && first->snapped);
    const auto* def = lib().find(part);
    const auto& own = def->connectors[first->own_connector];
    const Vec3 axis = first->X_MP.rotation * own.axis_P;
    const Vec3 point = first->X_MP * own.position_P;
    GhostState prev = first.value();
    for (int k = 1; k <= 4; ++k) {
        auto t = ghost.turn(doc, +1);
        QVERIFY_OK(t);
        QVERIFY(t->snapped);
        QCOMPARE(t->target_part, first->target_part);
        QCOMPARE(t->target_connector, first->target_connector);
        // Turned by one step about the connector's axis, which stays on the same line.
        const sim::Quat rel = t->X_MP.rotation * prev.X_MP.rotation.conjugate();
        const Eigen::AngleAxisd aa(rel);
        const double angle = aa.angle() * 180 / M_PI;
        QVERIFY2(std::abs(angle - step_deg) < 1e-6, qPrintable(QString::number(angle)));
        QVERIFY(angleDeg(aa.axis(), axis) < 1e-6);
        const auto& own_now = def->connectors[t->own_connector];
        QVERIFY(offLine(t->X_MP * own_now.position_P, point, axis.normalized()) < 1e-9);
        if (own.rotation_step_deg == 90) {
            const Mat3 rel_base =
                doc.parts[first->target_part].X_MP.rotation.toRotationMatrix().transpose() *
                t->X_MP.rotation.toRotationMatrix();
            QVERIFY(isQuarterTurns(rel_base, 1e-9));
        }
        prev = t.value();
    }
    // Four quarter turns: back where it started.
    QVERIFY(prev.X_MP.rotation.isApprox(first->X_MP.rotation, 1e-9) ||
            prev.X_MP.rotation.isApprox(sim::Quat(-first->X_MP.rotation.coeffs()), 1e-9));
    QVERIFY((prev.X_MP.translation - first->X_MP.translation).norm() < 1e-9);
    // Shift+R undoes R.
    auto fwd = ghost.turn(doc, +1);
    auto back = ghost.turn(doc, -1);
    QVERIFY(fwd.ok() && back.ok());
    QVERIFY(std::abs(back->X_MP.rotation.angularDistance(prev.X_MP.rotation)) < 1e-9);
}

void TestGhost::flipReversesThePart() {
    const RobotDocument doc = docOf(motorWithAxle());
    Assembler asmb(lib());
    GhostDrag ghost(asmb, QStringLiteral("wheel_small"));
    auto a = ghost.update(doc, Vec3(0.012, 0.001, 0.045));
    QVERIFY(a.ok() && a->snapped);
    const auto& hub = lib().find(QStringLiteral("wheel_small"))->connectors[a->own_connector];
    const Vec3 before = a->X_MP.rotation * hub.axis_P;
    auto b = ghost.flip(doc);
    QVERIFY(b.ok() && b->snapped);
    QCOMPARE(b->target_part, 1);
    const Vec3 after = b->X_MP.rotation * hub.axis_P;
    QVERIFY2(before.dot(after) < -1 + 1e-9, "the hub should face the other way");
    QVERIFY(offLine(b->X_MP * hub.position_P, Vec3(0.012, 0, 0.032), Vec3::UnitZ()) < 1e-9);
    QVERIFY(!b->overlaps);
    auto c = ghost.flip(doc);
    QVERIFY_OK(c);
    QVERIFY(std::abs(c->X_MP.rotation.angularDistance(a->X_MP.rotation)) < 1e-9);
}

void TestGhost::unsnappedTurnIsAboutVertical() {
    const RobotDocument doc;
    Assembler asmb(lib());
    GhostDrag ghost(asmb, QStringLiteral("beam_5"));
    QVERIFY_OK(ghost.update(doc, Vec3(0.1, 0.004, 0)));
    auto t = ghost.turn(doc, 1);
    QVERIFY_OK(t);
    QVERIFY(!t->snapped);
    // +X turns to -Z (a quarter turn about +Y).
    QVERIFY((t->X_MP.rotation * Vec3::UnitX() - Vec3(0, 0, -1)).norm() < 1e-12);
    auto f = ghost.flip(doc);
    QVERIFY_OK(f);
    QVERIFY((f->X_MP.rotation * Vec3::UnitY() - Vec3(0, -1, 0)).norm() < 1e-12);
    QVERIFY(ghost.rotation().isApprox(f->X_MP.rotation));
}

void TestGhost::markersListCompatibleConnectors() {
    const RobotDocument doc = docOf({{QStringLiteral("plate_7x13"), {}}});
    Assembler asmb(lib());
    GhostOptions opt;
    opt.marker_radius_m = 0.02;
    GhostDrag ghost(asmb, QStringLiteral("sensor_ir_distance"), -1, sim::Quat::Identity(), opt);
    auto r = ghost.update(doc, Vec3(0.0163, 0.0115, 0.0079));
    QVERIFY(r.ok() && r->snapped);
    // Sensor mount at the bottom lands on the top of hole (16, 8) mm.
    const SnapMarker& t = r->markers.at(r->target_marker);
    QVERIFY((t.p_M - Vec3(0.016, 0, 0.008)).norm() < 1e-12);
    QVERIFY(r->markers.size() > 4);
    QVERIFY(static_cast<int>(r->markers.size()) <= opt.max_markers);
    const auto own = worldConnectors(*lib().find(QStringLiteral("sensor_ir_distance")), r->X_MP);
    for (const SnapMarker& m : r->markers) {
        QCOMPARE(m.part, 0);
        QCOMPARE(m.type, parts_library::ConnectorType::Hole);  // holes only: mounts sit on holes
        double nearest = 1e9;
        for (const auto& c : own) {
            for (double s : {-0.5, 0.0, 0.5})
                nearest = std::min(nearest, (c.p_M - (m.p_M + s * m.length_m * m.axis_M)).norm());
        }
        QVERIFY(nearest <= opt.marker_radius_m + 1e-12);
    }
    // A hole 3 pitches away is not listed (beyond 20 mm), one pitch away is.
    auto has = [&](const Vec3& p) {
        return std::any_of(r->markers.begin(), r->markers.end(),
                           [&](const SnapMarker& m) { return (m.p_M - p).norm() < 1e-9; });
    };
    QVERIFY(has(Vec3(0.024, 0, 0.008)));
    QVERIFY(!has(Vec3(0.040, 0, 0.008)));
}

void TestGhost::rayOnTheFloorFollowsTheGrid_data() {
    QTest::addColumn<QString>("part");
    QTest::addColumn<Vec3>("origin");
    QTest::addColumn<Vec3>("dir");
    QTest::addColumn<Vec3>("expected_xz");
    QTest::newRow("beam straight down")
        << "beam_5" << Vec3(0.2031, 0.5, -0.1007) << Vec3(0, -1, 0) << Vec3(0.200, 0, -0.104);
    QTest::newRow("plate at a slant")
        << "plate_7x13" << Vec3(0.5, 0.4, 0.3) << Vec3(-0.3, -0.4, -0.41) << Vec3(0.200, 0, -0.112);
    QTest::newRow("wheel at a slant")
        << "wheel_large" << Vec3(-0.3, 0.2, 0.3) << Vec3(0.1, -0.2, -0.5) << Vec3(-0.2, 0, -0.2);
}

void TestGhost::rayOnTheFloorFollowsTheGrid() {
    QFETCH(QString, part);
    QFETCH(Vec3, origin);
    QFETCH(Vec3, dir);
    QFETCH(Vec3, expected_xz);
    const RobotDocument doc = docOf({{QStringLiteral("beam_5"), {}}});  // far away
    Assembler asmb(lib());
    GhostDrag ghost(asmb, part);
    auto r = ghost.updateFromRay(doc, origin, dir);
    QVERIFY_OK(r);
    QVERIFY(!r->snapped);
    QVERIFY(!r->overlaps);
    QVERIFY(std::abs(r->X_MP.translation.x() - expected_xz.x()) < 1e-12);
    QVERIFY(std::abs(r->X_MP.translation.z() - expected_xz.z()) < 1e-12);
    // Standing on the floor: its lowest point at y = 0.
    const Obb box = asmb.partTree(part)->nodes[0].box.transformed(r->X_MP);
    double lowest = 1e9;
    for (const Vec3& c : box.corners()) lowest = std::min(lowest, c.y());
    QVERIFY2(std::abs(lowest) < 1e-12, qPrintable(QString::number(lowest)));
}

void TestGhost::rayRestsOnTheRobot() {
    // A plate on the floor; a battery box (mounts underneath) over it from above snaps onto the
    // holes, on top of the plate, not in it.
    const RobotDocument doc =
        docOf({{QStringLiteral("plate_7x13"), sim::Pose::fromTranslation(Vec3(0, 0.0016, 0))}});
    Assembler asmb(lib());
    GhostDrag ghost(asmb, QStringLiteral("battery_box"));
    auto r = ghost.updateFromRay(doc, Vec3(0.0013, 0.4, 0.0021), Vec3(0, -1, 0));
    QVERIFY_OK(r);
    QVERIFY(r->snapped);
    QCOMPARE(r->target_part, 0);
    QVERIFY(!r->overlaps);
    const Obb box = asmb.partTree(QStringLiteral("battery_box"))->nodes[0].box.transformed(r->X_MP);
    double lowest = 1e9;
    for (const Vec3& c : box.corners()) lowest = std::min(lowest, c.y());
    QVERIFY2(std::abs(lowest - 0.0032) < 1e-9, qPrintable(QString::number(lowest)));
    // Mount points on hole centres (multiples of 8 mm in x and z).
    const auto own = worldConnectors(*lib().find(QStringLiteral("battery_box")), r->X_MP);
    const double fx = own[0].p_M.x() / 0.008, fz = own[0].p_M.z() / 0.008;
    QVERIFY(std::abs(fx - std::round(fx)) < 1e-9 && std::abs(fz - std::round(fz)) < 1e-9);
}

void TestGhost::rayOverABeamStacksOnIt_data() {
    QTest::addColumn<QString>("part");
    QTest::addColumn<Vec3>("origin");
    QTest::addColumn<Vec3>("dir");
    QTest::addColumn<Vec3>("expected");  // the ghost's origin
    // Beams are 8 mm square with holes every 8 mm: a beam over a beam stacks 8 mm up, its
    // holes on the lower one's holes.
    QTest::newRow("beam_3 from above")
        << "beam_3" << Vec3(0.0091, 0.3, 0.001) << Vec3(0, -1, 0) << Vec3(0.008, 0.008, 0);
    QTest::newRow("beam_5 at a slant") << "beam_5" << Vec3(0.1, 0.2, 0.1)
                                       << Vec3(-0.1 - 0.0007, -0.196, -0.1) << Vec3(0, 0.008, 0);
    // A flat bar (2 mm thick, holes 2 mm long) lies on top: centre 4 + 1 mm up.
    QTest::newRow("flat bar from above")
        << "flat_bar_5" << Vec3(-0.0075, 0.3, 0.0005) << Vec3(0, -1, 0) << Vec3(-0.008, 0.005, 0);
}

void TestGhost::rayOverABeamStacksOnIt() {
    QFETCH(QString, part);
    QFETCH(Vec3, origin);
    QFETCH(Vec3, dir);
    QFETCH(Vec3, expected);
    const RobotDocument doc = docOf({{QStringLiteral("beam_5"), {}}});
    Assembler asmb(lib());
    GhostDrag ghost(asmb, part);
    auto r = ghost.updateFromRay(doc, origin, dir);
    QVERIFY_OK(r);
    QVERIFY(r->snapped);
    QVERIFY(!r->overlaps);  // not red while hovering on top
    QVERIFY2((r->X_MP.translation - expected).norm() < 1e-9,
             qPrintable(QStringLiteral("%1 %2 %3")
                            .arg(r->X_MP.translation.x())
                            .arg(r->X_MP.translation.y())
                            .arg(r->X_MP.translation.z())));
}

void TestGhost::rayMissingEverythingFails() {
    const RobotDocument doc = docOf({{QStringLiteral("beam_5"), {}}});
    Assembler asmb(lib());
    GhostDrag ghost(asmb, QStringLiteral("beam_5"));
    QVERIFY(!ghost.updateFromRay(doc, Vec3(0, 0.3, 0), Vec3(0.1, 1, 0)).ok());
    QVERIFY(!ghost.updateFromRay(doc, Vec3(0, 0.3, 0), Vec3(0, 0, 0)).ok());
    GhostDrag unknown(asmb, QStringLiteral("no_such_part"));
    QVERIFY(!unknown.update(doc, Vec3::Zero()).ok());
    QVERIFY(!unknown.updateFromRay(doc, Vec3(0, 0.3, 0), Vec3(0, -1, 0)).ok());
}

void TestGhost::movedPartIgnoresItself() {
    // Moving part 1 (a beam on top of beam 0) a little: it does not collide with itself and
    // snaps back onto beam 0's holes.
    const RobotDocument doc =
        docOf({{QStringLiteral("beam_5"), {}},
               {QStringLiteral("beam_5"), sim::Pose::fromTranslation(Vec3(0, 0.008, 0))}});
    Assembler asmb(lib());
    GhostDrag ghost(asmb, QStringLiteral("beam_5"), 1, doc.parts[1].X_MP.rotation);
    auto r = ghost.update(doc, Vec3(0.0085, 0.0095, 0.001));
    QVERIFY_OK(r);
    QVERIFY(r->snapped);
    QCOMPARE(r->target_part, 0);
    QVERIFY(!r->overlaps);
    QVERIFY((r->X_MP.translation - Vec3(0.008, 0.008, 0)).norm() < 1e-12);
    for (const SnapMarker& m : r->markers) QVERIFY(m.part != 1);
}

void TestGhost::statusText() {
    RobotDocument doc = docOf(motorWithAxle());
    doc.parts[1].label = QStringLiteral("left axle");
    Assembler asmb(lib());
    GhostDrag wheel(asmb, QStringLiteral("wheel_small"));
    auto a = wheel.update(doc, Vec3(0.012, 0.001, 0.045));
    QVERIFY_OK(a);
    QCOMPARE(ghostStatusText(*a, doc, lib()), QStringLiteral("Snaps onto “left axle”."));
    GhostOptions no_snap;
    no_snap.place.snap = false;
    GhostDrag beam(asmb, QStringLiteral("beam_5"), -1, sim::Quat::Identity(), no_snap);
    auto b = beam.update(doc, Vec3(0, 0.004, 0));  // inside the motor (24 mm tall)
    QVERIFY(b.ok() && b->overlaps);
    QCOMPARE(b->lift_steps, 2);
    QCOMPARE(ghostStatusText(*b, doc, lib()),
             QStringLiteral("Overlaps “motor”: dropped here it goes 2 steps up, clear of it."));
    no_snap.place.max_lift_steps = 1;
    GhostDrag stuck(asmb, QStringLiteral("beam_5"), -1, sim::Quat::Identity(), no_snap);
    auto c = stuck.update(doc, Vec3(0, 0.004, 0));
    QVERIFY(c.ok() && !c->can_drop);
    QCOMPARE(ghostStatusText(*c, doc, lib()),
             QStringLiteral("No free place here: the part overlaps “motor”."));
    auto d = beam.update(doc, Vec3(0.3, 0.004, 0));
    QVERIFY_OK(d);
    QVERIFY(ghostStatusText(*d, doc, lib()).isEmpty());
}

void TestGhost::dropThroughTheEditorUndoes() {
    // The GUI's drop: the ghost's drop pose through RobotEditor, one undo step each.
    RobotEditor ed(lib());
    RobotDocument start = docOf(motorWithAxle());
    ed.setDocument(start);
    GhostDrag ghost(ed.assembler(), QStringLiteral("wheel_small"));
    auto g = ghost.update(ed.document(), Vec3(0.013, 0.002, 0.046));
    QVERIFY(g.ok() && g->snapped && g->can_drop);
    auto added = ed.addPartAt(QStringLiteral("wheel_small"), g->X_MP_drop);
    QVERIFY_OK(added);
    const RobotDocument after_add = ed.document();
    QCOMPARE(after_add.parts.back().X_MP.translation, g->X_MP_drop.translation);
    // Move it along the axle with a second ghost (the moved part ignores itself), then undo.
    GhostDrag move(ed.assembler(), QStringLiteral("wheel_small"), added.value(),
                   after_add.parts.back().X_MP.rotation);
    auto m = move.update(ed.document(), Vec3(0.012, 0.0, 0.028));
    QVERIFY(m.ok() && m->snapped && !m->overlaps);
    QVERIFY_OK(ed.movePartTo(added.value(), m->X_MP_drop));
    QCOMPARE(ed.document().parts.back().X_MP.translation, m->X_MP_drop.translation);
    QVERIFY(!ed.movePartTo(99, m->X_MP_drop).ok());
    ed.undo();
    QVERIFY(ed.document() == after_add);
    ed.undo();
    QVERIFY(ed.document() == start);
    ed.redo();
    ed.redo();
    QCOMPARE(ed.document().parts.back().X_MP.translation, m->X_MP_drop.translation);
}

QTEST_GUILESS_MAIN(TestGhost)
#include "tst_ghost.moc"
