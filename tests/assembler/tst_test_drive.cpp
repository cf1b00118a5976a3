// SPDX-License-Identifier: GPL-3.0-or-later
// The robot check's test drive (issue 23): prepared robots (tests/assembler/data/check_*.json,
// made by make_check_robots.py from the built-ins with one thing changed) each get exactly their
// findings — which the static robot check alone does not see (it says "No problems found" for
// every one of them); each one-click fix, applied, makes the next test drive pass; the built-in
// robots have nothing to fix; the drive is deterministic.
#include <QTest>
#include <algorithm>

#include "botlab_test.h"

#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/robot_check.h"
#include "botlab/assembler/robot_file.h"
#include "botlab/assembler/test_drive.h"

using namespace botlab;
using namespace botlab::assembler;

namespace {

QString dataPath(const QString& name) {
    return QString::fromLocal8Bit(qgetenv("BOTLAB_SOURCE_DIR")) +
           QStringLiteral("/tests/assembler/data/check_%1.json").arg(name);
}

/// "id" for a finding about the whole robot, "id:label" for one about a part.
QStringList describe(const RobotDocument& doc, const TestDriveResult& r) {
    QStringList out;
    for (const DriveFinding& f : r.findings) {
        out << (f.part < 0 ? f.id : f.id + QLatin1Char(':') + doc.parts[f.part].label);
    }
    return out;
}

}  // namespace

class TestTestDrive : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void preparedRobots_data();
    void preparedRobots();
    void culpritMessages_data();
    void culpritMessages();
    void oneClickFixes_data();
    void oneClickFixes();
    void builtinsHaveNothingToFix_data();
    void builtinsHaveNothingToFix();
    void sensorSeesTheRobot();
    void eyesSeeTheRobot_data();
    void eyesSeeTheRobot();
    void deterministic();
    void fixRefusesWhatItCannotDo();

private:
    parts_library::PartsLibrary lib_;
};

void TestTestDrive::initTestCase() {
    auto lib = parts_library::PartsLibrary::builtin();
    QVERIFY_OK(lib);
    lib_ = lib.value();
    QVERIFY2(!qgetenv("BOTLAB_SOURCE_DIR").isEmpty(), "BOTLAB_SOURCE_DIR is set by CTest");
}

void TestTestDrive::preparedRobots_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("good") << "good" << QStringList{"stands_on", "drives_straight"};
    // Each robot that does not stand on its wheels is told which part holds them up.
    // The caster's bottom 24 mm below the wheels': the robot stands on it and its line sensors,
    // its wheels in the air (the student's robot of issue 23): the caster is named.
    QTest::newRow("low caster") << "low_caster"
                                << QStringList{"stands_on", "caster_too_low:caster"};
    QTest::newRow("mirrored motor without Turns the other way")
        << "mirrored_motor" << QStringList{"stands_on", "motor_reversed:right motor"};
    // The line sensors' bottom 6 mm below the wheels': each sensor is named.
    QTest::newRow("resting on its line sensors")
        << "rests_on_sensors"
        << QStringList{"stands_on", "below_wheels:line left", "below_wheels:line centre",
                       "below_wheels:line right"};
    // 40 mm wheels where 60 mm ones were: the caster reaches below them and the line sensors
    // down to them: the wheels are too small (or mounted too high).
    QTest::newRow("wheels in the air")
        << "wheels_in_air" << QStringList{"stands_on", "wheels_too_high:left wheel"};
    QTest::newRow("top-heavy: tips when it brakes")
        << "top_heavy" << QStringList{"stands_on", "tips_when_braking", "drives_straight"};
    QTest::newRow("both motors the wrong way round: drives backwards")
        << "backwards" << QStringList{"stands_on", "drives_backwards"};
    QTest::newRow("big wheels: line sensors too high")
        << "big_wheels"
        << QStringList{"stands_on", "drives_straight", "line_sensor_too_high:line left",
                       "line_sensor_too_high:line centre", "line_sensor_too_high:line right"};
    QTest::newRow("line sensors too low")
        << "line_sensors_low"
        << QStringList{"stands_on", "drives_straight", "line_sensor_too_low:line left",
                       "line_sensor_too_low:line centre", "line_sensor_too_low:line right"};
    QTest::newRow("motor ports swapped")
        << "ports_swapped"
        << QStringList{"stands_on", "motor_ports_swapped:left motor", "drives_straight"};
}

void TestTestDrive::preparedRobots() {
    QFETCH(QString, file);
    QFETCH(QStringList, expected);
    parts_library::PartsLibrary lib = lib_;
    auto doc = loadRobotFile(dataPath(file), lib);
    QVERIFY_OK(doc);
    // The static check sees nothing wrong with any of them: only the test drive does.
    QVERIFY(checkRobot(doc.value(), lib).empty());
    auto r = testDrive(doc.value(), lib);
    QVERIFY_OK(r);
    QCOMPARE(describe(doc.value(), r.value()), expected);
    QCOMPARE(r->hasProblems(), file != QStringLiteral("good"));
    for (const DriveFinding& f : r->findings) QVERIFY2(!f.message.isEmpty(), qPrintable(f.id));
    if (file == QStringLiteral("good")) {
        // Stands on its wheels and caster; drives straight, about 0.2 m/s x 0.9 s at 50 %.
        QStringList floor;
        for (int i : r->floor_parts) floor << doc->parts[i].label;
        QCOMPARE(floor, (QStringList{"left wheel", "right wheel", "caster"}));
        QVERIFY2(r->drift_cm_per_m < 2.0, qPrintable(QString::number(r->drift_cm_per_m)));
        QVERIFY2(r->distance_m > 0.15 && r->distance_m < 0.35,
                 qPrintable(QString::number(r->distance_m)));
        QVERIFY(r->stability_margin_m && *r->stability_margin_m > 0.005);
        QVERIFY(r->drove);
        QVERIFY(r->path_xz_m.size() > 100);
        QCOMPARE(r->findings.back().message,
                 QStringLiteral("drives straight: drift < 2 cm per metre"));
    }
}

void TestTestDrive::culpritMessages_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("message");
    QTest::newRow("low caster")
        << "low_caster"
        << "caster_too_low"
        << "“caster” reaches 24 mm below the wheels: raise it (or use a smaller caster) — the "
           "robot stands on it and on “line left”, “line centre” and “line right”, not on its "
           "wheels.";
    QTest::newRow("resting on its line sensors")
        << "rests_on_sensors"
        << "below_wheels"
        << "“line left”, a sensor, reaches 6 mm below the wheels: the robot rests on it instead "
           "of on its wheels. Move it up until it is higher than the wheels' bottom.";
    QTest::newRow("wheels in the air")
        << "wheels_in_air"
        << "wheels_too_high"
        << "The wheels (“left wheel”, “right wheel”) are too small or mounted too high: "
           "“caster”, “line left”, “line centre” and “line right” reach as low as them or lower "
           "(up to 10 mm below), so the robot stands on those instead. Use bigger wheels or "
           "mount the wheels lower.";
}

void TestTestDrive::culpritMessages() {
    QFETCH(QString, file);
    QFETCH(QString, id);
    QFETCH(QString, message);
    parts_library::PartsLibrary lib = lib_;
    auto doc = loadRobotFile(dataPath(file), lib);
    QVERIFY_OK(doc);
    auto r = testDrive(doc.value(), lib);
    QVERIFY_OK(r);
    auto it = std::find_if(r->findings.begin(), r->findings.end(),
                           [&](const DriveFinding& f) { return f.id == id; });
    QVERIFY2(it != r->findings.end(), qPrintable(describe(doc.value(), r.value()).join(", ")));
    QCOMPARE(it->message, message);
    QCOMPARE(it->level, FindingLevel::Problem);
}

void TestTestDrive::oneClickFixes_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("kind");
    QTest::newRow("mirrored motor") << "mirrored_motor" << int(DriveFixKind::ReverseMotor);
    QTest::newRow("ports swapped") << "ports_swapped" << int(DriveFixKind::SwapPorts);
    QTest::newRow("backwards") << "backwards" << int(DriveFixKind::ReverseMotor);
}

void TestTestDrive::oneClickFixes() {
    QFETCH(QString, file);
    QFETCH(int, kind);
    parts_library::PartsLibrary lib = lib_;
    auto loaded = loadRobotFile(dataPath(file), lib);
    QVERIFY_OK(loaded);
    RobotDocument doc = loaded.value();
    auto before = testDrive(doc, lib);
    QVERIFY_OK(before);
    QVERIFY(before->hasProblems());
    int fixes = 0;
    for (const DriveFinding& f : before->findings) {
        if (f.level != FindingLevel::Problem) continue;
        QCOMPARE(int(f.fix.kind), kind);  // every problem of these robots has its one click
        QVERIFY_OK(applyDriveFix(doc, lib, f.fix));
        ++fixes;
    }
    QCOMPARE(fixes, 1);
    auto after = testDrive(doc, lib);
    QVERIFY_OK(after);
    QVERIFY2(!after->hasProblems(), qPrintable(describe(doc, after.value()).join(", ")));
    QCOMPARE(describe(doc, after.value()), (QStringList{"stands_on", "drives_straight"}));
    // The fixed robot is the built-in one again.
    auto good = loadRobotFile(dataPath(QStringLiteral("good")), lib);
    QVERIFY_OK(good);
    for (size_t i = 0; i < doc.parts.size(); ++i) {
        QCOMPARE(doc.parts[i].reversed, good->parts[i].reversed);
        QCOMPARE(doc.parts[i].port, good->parts[i].port);
    }
}

void TestTestDrive::builtinsHaveNothingToFix_data() {
    QTest::addColumn<QString>("name");
    for (const char* n : {"line_follower", "maze_explorer", "fire_fighter", "tracked", "gear_demo"})
        QTest::newRow(n) << QString::fromLatin1(n);
}

void TestTestDrive::builtinsHaveNothingToFix() {
    QFETCH(QString, name);
    auto doc = buildBuiltinRobot(name, lib_);
    QVERIFY_OK(doc);
    auto r = testDrive(doc.value(), lib_);
    QVERIFY_OK(r);
    QVERIFY2(!r->hasProblems(), qPrintable(describe(doc.value(), r.value()).join(", ")));
    // gear_demo is a model on a plate, not a vehicle: nothing is driven.
    QCOMPARE(r->drove, name != QStringLiteral("gear_demo"));
}

void TestTestDrive::sensorSeesTheRobot() {
    // The maze explorer's left distance sensor turned to look right, across the robot.
    auto doc = buildBuiltinRobot(QStringLiteral("maze_explorer"), lib_);
    QVERIFY_OK(doc);
    RobotDocument d = doc.value();
    auto it = std::find_if(d.parts.begin(), d.parts.end(),
                           [](const PartInstance& p) { return p.label == "distance left"; });
    QVERIFY(it != d.parts.end());
    const double h = std::sqrt(0.5);
    it->X_MP.rotation = sim::Quat(h, 0, -h, 0);  // +X to +Z: looking right
    QVERIFY(checkRobot(d, lib_).empty());
    auto r = testDrive(d, lib_);
    QVERIFY_OK(r);
    QVERIFY2(describe(d, r.value()).contains(QStringLiteral("sensor_sees_robot:distance left")),
             qPrintable(describe(d, r.value()).join(", ")));
    auto good = testDrive(doc.value(), lib_);
    QVERIFY_OK(good);
    QVERIFY(!describe(doc.value(), good.value()).join(' ').contains("sensor_sees_robot"));
}

void TestTestDrive::eyesSeeTheRobot_data() {
    // The maze explorer's left distance sensor replaced by a camera or a lidar (issue 26).
    QTest::addColumn<QString>("part_id");
    QTest::addColumn<bool>("look_right");   // turned to look across the robot
    QTest::addColumn<QString>("expected");  // empty: no problem at all
    QTest::newRow("camera looking across") << "sensor_camera" << true << "camera_sees_robot";
    // On the sensor's mount the lidar's rays pass 11.5 mm above it, over the whole robot.
    QTest::newRow("lidar on the side mount") << "sensor_lidar" << false << "";
}

void TestTestDrive::eyesSeeTheRobot() {
    QFETCH(QString, part_id);
    QFETCH(bool, look_right);
    QFETCH(QString, expected);
    auto doc = buildBuiltinRobot(QStringLiteral("maze_explorer"), lib_);
    QVERIFY_OK(doc);
    RobotDocument d = doc.value();
    auto it = std::find_if(d.parts.begin(), d.parts.end(),
                           [](const PartInstance& p) { return p.label == "distance left"; });
    QVERIFY(it != d.parts.end());
    it->part_id = part_id;
    const double h = std::sqrt(0.5);
    if (look_right) it->X_MP.rotation = sim::Quat(h, 0, -h, 0);  // +X to +Z: looking right
    auto r = testDrive(d, lib_);
    QVERIFY_OK(r);
    const QString found = describe(d, r.value()).join(", ");
    if (expected.isEmpty()) {
        QVERIFY2(!r->hasProblems(), qPrintable(found));
        QVERIFY(!found.contains("sees_robot"));
    } else {
        QVERIFY2(found.contains(expected + ":distance left"), qPrintable(found));
    }
    auto good = testDrive(doc.value(), lib_);
    QVERIFY_OK(good);
    QVERIFY(!describe(doc.value(), good.value()).join(' ').contains("sees_robot"));
}

void TestTestDrive::deterministic() {
    parts_library::PartsLibrary lib = lib_;
    auto doc = loadRobotFile(dataPath(QStringLiteral("mirrored_motor")), lib);
    QVERIFY_OK(doc);
    auto a = testDrive(doc.value(), lib);
    auto b = testDrive(doc.value(), lib);
    QVERIFY_OK(a);
    QVERIFY_OK(b);
    QCOMPARE(a->path_xz_m, b->path_xz_m);
    QCOMPARE(describe(doc.value(), a.value()), describe(doc.value(), b.value()));
}

void TestTestDrive::fixRefusesWhatItCannotDo() {
    auto doc = buildBuiltinRobot(QStringLiteral("line_follower"), lib_);
    QVERIFY_OK(doc);
    RobotDocument d = doc.value();
    const RobotDocument before = d;
    QVERIFY(!applyDriveFix(d, lib_, {DriveFixKind::None, {}}).ok());
    QVERIFY(!applyDriveFix(d, lib_, {DriveFixKind::ReverseMotor, {0}}).ok());  // the plate
    QVERIFY(!applyDriveFix(d, lib_, {DriveFixKind::ReverseMotor, {99}}).ok());
    QVERIFY(!applyDriveFix(d, lib_, {DriveFixKind::SwapPorts, {1}}).ok());
    QVERIFY(d == before);
}

QTEST_GUILESS_MAIN(TestTestDrive)
#include "tst_test_drive.moc"
