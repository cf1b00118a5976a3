// SPDX-License-Identifier: GPL-3.0-or-later
// The robot check's test drive (issue 23): prepared robots (tests/assembler/data/check_*.json,
// made by make_check_robots.py from the built-ins with one thing changed) each get exactly their
// findings — which the static robot check alone does not see (it says "No problems found" for
// every one of them); each one-click fix, applied, makes the next test drive pass; the built-in
// robots have nothing to fix; the drive is deterministic.
#include <QTest>
#include <algorithm>
#include <cmath>

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

QString kindName(ProblemKind kind) {
    switch (kind) {
        case ProblemKind::NotConnected:
            return QStringLiteral("not_connected");
        case ProblemKind::MotorDrivesNothing:
            return QStringLiteral("motor_drives_nothing");
        case ProblemKind::Unwired:
            return QStringLiteral("unwired");
        case ProblemKind::SharedPort:
            return QStringLiteral("shared_port");
        case ProblemKind::BadPort:
            return QStringLiteral("bad_port");
        case ProblemKind::Overlap:
            return QStringLiteral("overlap");
        case ProblemKind::GearsLock:
            return QStringLiteral("gears_lock");
        case ProblemKind::DriveNotLaid:
            return QStringLiteral("drive_not_laid");
        case ProblemKind::CompileError:
            return QStringLiteral("compile_error");
    }
    return QStringLiteral("?");
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
    QTest::addColumn<QStringList>("statics");  // what the static robot check says (kind names)
    QTest::newRow("good") << "good" << QStringList{"stands_on", "drives_straight"} << QStringList{};
    // Each robot that does not stand on its wheels is told which part holds them up.
    // The caster's bottom 24 mm below the wheels': the robot stands on it and its line sensors,
    // its wheels in the air (the student's robot of issue 23): the caster is named.
    QTest::newRow("low caster") << "low_caster" << QStringList{"stands_on", "caster_too_low:caster"}
                                << QStringList{};
    QTest::newRow("mirrored motor without Turns the other way")
        << "mirrored_motor" << QStringList{"stands_on", "motor_reversed:right motor"}
        << QStringList{};
    // The line sensors' bottom 6 mm below the wheels': each sensor is named.
    QTest::newRow("resting on its line sensors")
        << "rests_on_sensors"
        << QStringList{"stands_on", "below_wheels:line left", "below_wheels:line centre",
                       "below_wheels:line right"}
        << QStringList{};
    // 40 mm wheels where 60 mm ones were: the caster reaches below them and the line sensors
    // down to them: the wheels are too small (or mounted too high).
    QTest::newRow("wheels in the air")
        << "wheels_in_air" << QStringList{"stands_on", "wheels_too_high:left wheel"}
        << QStringList{};
    QTest::newRow("top-heavy: tips when it brakes")
        << "top_heavy" << QStringList{"stands_on", "tips_when_braking", "drives_straight"}
        << QStringList{};
    QTest::newRow("both motors the wrong way round: drives backwards")
        << "backwards" << QStringList{"stands_on", "drives_backwards"} << QStringList{};
    QTest::newRow("big wheels: line sensors too high")
        << "big_wheels"
        << QStringList{"stands_on", "drives_straight", "line_sensor_too_high:line left",
                       "line_sensor_too_high:line centre", "line_sensor_too_high:line right"}
        << QStringList{};
    QTest::newRow("line sensors too low")
        << "line_sensors_low"
        << QStringList{"stands_on", "drives_straight", "line_sensor_too_low:line left",
                       "line_sensor_too_low:line centre", "line_sensor_too_low:line right"}
        << QStringList{};
    QTest::newRow("motor ports swapped")
        << "ports_swapped"
        << QStringList{"stands_on", "motor_ports_swapped:left motor", "drives_straight"}
        << QStringList{};
    // A beginner's first guess: the motors, axles and wheels on top of the plate. The robot
    // leans onto its caster and line sensors; the check says why and offers to hang the motors
    // under the plate (its line sensors' height is not judged until it stands right).
    QTest::newRow("motors on top of the plate")
        << "motors_on_top"
        << QStringList{"stands_on", "wheels_too_high:left wheel", "drives_straight"}
        << QStringList{};
    // The same without line sensors: the caster is named, with the same fix.
    QTest::newRow("motors on top, caster under the plate")
        << "motors_on_top_caster"
        << QStringList{"stands_on", "caster_too_low:caster", "drives_straight"} << QStringList{};
    // Motors not plugged in: no program can run them, so the robot does not move (the static
    // check says "not plugged into the controller" for each).
    QTest::newRow("motors not wired: does not move")
        << "unwired" << QStringList{"stands_on", "does_not_move:left motor"}
        << QStringList{"unwired", "unwired"};
    // A 40 mm track wheel on the right, a 60 mm wheel on the left: it drifts to the right and
    // the smaller wheel is named.
    QTest::newRow("wheels of different sizes: drifts")
        << "track_wheel" << QStringList{"stands_on", "drifts:right wheel"} << QStringList{};
    // The bumper hung so low that it rests on the floor: pressed at rest, and it drags the
    // robot to a stop (it is named there; "rests on" is not said twice).
    QTest::newRow("touch sensor pressed at rest")
        << "touch_on_floor"
        << QStringList{"stands_on", "does_not_move:bumper", "touch_pressed:bumper"}
        << QStringList{};
}

void TestTestDrive::preparedRobots() {
    QFETCH(QString, file);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, statics);
    parts_library::PartsLibrary lib = lib_;
    auto doc = loadRobotFile(dataPath(file), lib);
    QVERIFY_OK(doc);
    // The static check sees nothing wrong with them (only the test drive does), except what
    // `statics` says.
    QStringList kinds;
    for (const RobotProblem& p : checkRobot(doc.value(), lib)) kinds << kindName(p.kind);
    QCOMPARE(kinds, statics);
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
    QTest::newRow("motors on top of the plate")
        << "motors_on_top"
        << "wheels_too_high"
        << "The wheels (“left wheel”, “right wheel”) are mounted too high because the motors sit "
           "on top of “base plate”: “caster”, “line left”, “line centre” and “line right” reach "
           "as low as them or lower (up to 27 mm below), so the robot stands on those instead. "
           "Mount the motors under “base plate”, with their axles and wheels (“Fix it” does "
           "that).";
    QTest::newRow("motors on top, caster")
        << "motors_on_top_caster"
        << "caster_too_low"
        << "“caster” reaches 27 mm below the wheels, because the motors sit on top of “base "
           "plate”: the robot stands on the caster, not on its wheels. Mount the motors under "
           "“base plate”, with their axles and wheels (“Fix it” does that).";
    QTest::newRow("motors not wired")
        << "unwired"
        << "does_not_move"
        << "The robot does not move when its program runs the motors: “left motor” and “right "
           "motor” are not plugged into the controller. Choose a motor port for each motor in "
           "the wiring table (the left one on port 1, the right one on port 2).";
    QTest::newRow("bumper on the floor")
        << "touch_on_floor"
        << "does_not_move"
        << "The robot does not move when its motors run: it rests on “bumper”, which drags over "
           "the floor. Move it up so that only the wheels and the caster touch the floor.";
    QTest::newRow("bumper pressed")
        << "touch_on_floor"
        << "touch_pressed"
        << "“bumper” is pressed while the robot stands still: it touches the floor or the robot. "
           "Move it so that it is free until the robot bumps into something.";
    QTest::newRow("wheels of different sizes")
        << "track_wheel"
        << "drifts"
        << "The robot drifts to the right by 35.4 cm per metre when both motors run forward: "
           "“right wheel” is smaller (40 mm across) than “left wheel” (60 mm). Use two wheels "
           "of the same size.";
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
    QTest::newRow("motors on top") << "motors_on_top" << int(DriveFixKind::MoveParts);
    QTest::newRow("motors on top, caster")
        << "motors_on_top_caster" << int(DriveFixKind::MoveParts);
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
    if (kind == int(DriveFixKind::MoveParts)) {
        // The motors, axles and wheels hang under the plate now: 27.2 mm lower (the plate's
        // 3.2 mm and the motor's 24 mm), the wheels' bottom level with the caster's.
        const auto& original = loaded.value();
        for (int i = 1; i <= 6; ++i) {
            QVERIFY2(std::abs(doc.parts[i].X_MP.translation.y() -
                              (original.parts[i].X_MP.translation.y() - 0.0272)) < 1e-9,
                     qPrintable(doc.parts[i].label));
        }
        for (int i = 0; i < int(doc.parts.size()); ++i) {
            if (i < 1 || i > 6) QVERIFY(doc.parts[i] == original.parts[i]);
        }
        QVERIFY(checkRobot(doc, lib).empty());  // still attached, overlapping nothing
        return;
    }
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
