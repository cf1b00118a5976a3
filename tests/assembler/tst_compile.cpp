// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of compiling robot documents into sim::RobotModel: the built-in robots' links, joints,
// devices and ports; mass bookkeeping; errors and warnings.
#include <QTest>
#include <cmath>
#include <map>

#include "botlab_test.h"

#include "botlab/assembler/assembly.h"
#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/compile.h"
#include "botlab/assembler/robot_loading.h"

using namespace botlab;
using namespace botlab::assembler;

namespace {

const parts_library::PartsLibrary& lib() {
    return parts_library::PartsLibrary::builtinOrEmpty();
}

RobotDocument builtin(const QString& name) {
    auto d = buildBuiltinRobot(name, lib());
    return d.ok() ? d.value() : RobotDocument{};
}

int findPart(const RobotDocument& doc, const QString& label) {
    for (int i = 0; i < static_cast<int>(doc.parts.size()); ++i) {
        if (doc.parts[i].label == label) return i;
    }
    return -1;
}

const sim::Sensor* sensorOnPort(const sim::RobotModel& m, int port) {
    for (const auto& s : m.sensors) {
        if (s.port == port) return &s;
    }
    return nullptr;
}

Vec3 sensorPosition_M(const sim::RobotModel& m, const sim::Sensor& s) {
    return m.links[s.link].X_ML * s.X_LS.translation;
}

Vec3 sensorLook_M(const sim::RobotModel& m, const sim::Sensor& s) {
    return (m.links[s.link].X_ML.rotation * s.X_LS.rotation) * Vec3::UnitX();
}

double totalMass(const sim::RobotModel& m) {
    double sum = 0;
    for (const auto& l : m.links) {
        for (const auto& s : l.shapes) sum += s.mass_kg;
    }
    return sum;
}

}  // namespace

class TestCompile : public QObject {
    Q_OBJECT

private slots:
    void builtinRobotsCompile_data();
    void builtinRobotsCompile();
    void builtinRobotsHaveNoOverlaps_data();
    void builtinRobotsHaveNoOverlaps();
    void lineFollowerSensorLayout();
    void sensorsLookTheRightWay_data();
    void sensorsLookTheRightWay();
    void drivingRobotsAreBalanced_data();
    void drivingRobotsAreBalanced();
    void gearDemoCouplesByToothRatio();
    void motorsDriveForwardWhenPositive();
    void linkMassIsTheSumOfItsParts();
    void noControllerIsAnError();
    void motorWithoutAxleIsAnErrorNamingThePart();
    void sharedPortIsAnError();
    void lightAndSoundSensorsCompile();
    void disconnectedAndUnwiredAreWarnings();
    void facadeLoadsBuiltinsAndFiles();
};

void TestCompile::builtinRobotsCompile_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("links");
    QTest::addColumn<int>("hinges");
    QTest::addColumn<QList<int>>("motor_ports");
    QTest::addColumn<QList<int>>("fan_ports");
    QTest::addColumn<QStringList>("sensors");  // "port:type" in port order
    QTest::addColumn<int>("gears");
    QTest::newRow("line_follower") << "line_follower" << 3 << 2 << QList<int>{1, 2} << QList<int>{}
                                   << QStringList{"1:line", "2:line", "3:line", "4:distance"} << 0;
    QTest::newRow("maze_explorer")
        << "maze_explorer" << 3 << 2 << QList<int>{1, 2} << QList<int>{}
        << QStringList{"1:distance", "2:distance", "3:distance", "4:touch", "5:compass"} << 0;
    QTest::newRow("fire_fighter") << "fire_fighter" << 3 << 2 << QList<int>{1, 2} << QList<int>{3}
                                  << QStringList{"1:flame", "2:flame", "3:flame", "4:distance"}
                                  << 0;
    QTest::newRow("gear_demo") << "gear_demo" << 3 << 2 << QList<int>{1} << QList<int>{}
                               << QStringList{} << 1;
    QTest::newRow("chain_demo") << "chain_demo" << 3 << 2 << QList<int>{1} << QList<int>{}
                                << QStringList{} << 1;
    QTest::newRow("tracked") << "tracked" << 7 << 6 << QList<int>{1, 2} << QList<int>{}
                             << QStringList{} << 0;
}

void TestCompile::builtinRobotsCompile() {
    QFETCH(QString, name);
    QFETCH(int, links);
    QFETCH(int, hinges);
    QFETCH(QList<int>, motor_ports);
    QFETCH(QList<int>, fan_ports);
    QFETCH(QStringList, sensors);
    QFETCH(int, gears);
    auto r = loadAndCompileRobot(name);
    QVERIFY_OK(r);
    const sim::RobotModel& m = r->model;
    for (const auto& w : r->warnings) qWarning("%s", w.c_str());
    QVERIFY(r->warnings.empty());
    QCOMPARE(m.name, name.toStdString());
    QCOMPARE(int(m.links.size()), links);
    QCOMPARE(m.links[0].name, std::string("chassis"));
    QCOMPARE(int(m.hinges.size()), hinges);
    QList<int> mp;
    for (const auto& mo : m.motors) {
        mp << mo.port;
        QVERIFY(mo.hinge >= 0 && mo.hinge < int(m.hinges.size()));
        QCOMPARE(mo.no_load_speed_rad_s, 15.0);
        QCOMPARE(mo.stall_torque_Nm, 0.5);
    }
    std::sort(mp.begin(), mp.end());
    QCOMPARE(mp, motor_ports);
    QList<int> fp;
    for (const auto& f : m.fans) fp << f.port;
    QCOMPARE(fp, fan_ports);
    static const std::map<sim::SensorType, QString> kNames = {
        {sim::SensorType::Distance, "distance"}, {sim::SensorType::Line, "line"},
        {sim::SensorType::Touch, "touch"},       {sim::SensorType::Compass, "compass"},
        {sim::SensorType::Gyro, "gyro"},         {sim::SensorType::Flame, "flame"}};
    QStringList got;
    std::vector<sim::Sensor> sorted = m.sensors;
    std::sort(sorted.begin(), sorted.end(), [](auto& a, auto& b) { return a.port < b.port; });
    for (const auto& s : sorted) got << QStringLiteral("%1:%2").arg(s.port).arg(kNames.at(s.type));
    QCOMPARE(got, sensors);
    QCOMPARE(int(m.gears.size()), gears);
    // Hinges join the chassis to a wheel/axle link; every link has shapes and visuals.
    for (const auto& h : m.hinges) {
        QCOMPARE(h.parent, 0);
        QVERIFY(h.child > 0);
        QVERIFY(std::abs(h.axis_M.norm() - 1.0) < 1e-12);
    }
    for (const auto& l : m.links) {
        QVERIFY(!l.shapes.empty());
        QVERIFY(!l.visuals.empty());
        for (const auto& v : l.visuals) {
            QVERIFY(v.part_index >= 0);
            QVERIFY(!v.mesh_path.empty());
        }
    }
    // Light enough to drive well.
    QVERIFY2(totalMass(m) > 0.25 && totalMass(m) < 1.0, qPrintable(QString::number(totalMass(m))));
}

void TestCompile::builtinRobotsHaveNoOverlaps_data() {
    QTest::addColumn<QString>("name");
    for (const QString& n : buildableRobotNames()) QTest::newRow(qPrintable(n)) << n;
}

void TestCompile::builtinRobotsHaveNoOverlaps() {
    QFETCH(QString, name);
    const RobotDocument doc = builtin(name);
    QVERIFY(!doc.parts.empty());
    Assembler asmb(lib());
    const auto pairs = asmb.overlappingPairs(doc);
    for (auto [i, j] : pairs) {
        qWarning("%s overlaps %s", qPrintable(describePart(doc, i)),
                 qPrintable(describePart(doc, j)));
    }
    QVERIFY(pairs.empty());
}

void TestCompile::lineFollowerSensorLayout() {
    auto r = loadAndCompileRobot(QStringLiteral("line_follower"));
    QVERIFY_OK(r);
    const auto& m = r->model;
    const sim::Sensor* left = sensorOnPort(m, 1);
    const sim::Sensor* centre = sensorOnPort(m, 2);
    const sim::Sensor* right = sensorOnPort(m, 3);
    const sim::Sensor* dist = sensorOnPort(m, 4);
    QVERIFY(left && centre && right && dist);
    const Vec3 pl = sensorPosition_M(m, *left), pc = sensorPosition_M(m, *centre),
               pr = sensorPosition_M(m, *right);
    // Left to right = -Z to +Z (right is +Z in M); at the front, about 1 cm above the floor.
    QVERIFY(pl.z() < pc.z() && pc.z() < pr.z());
    for (const Vec3& p : {pl, pc, pr}) {
        QVERIFY(std::abs(p.y() - 0.010) < 1e-9);
        QVERIFY(p.x() > 0.04);
    }
    QVERIFY(std::abs(pc.z()) < 1e-12);
    // A 2 cm line under the centre sensor: its spot is inside, the side spots are outside.
    const double half_line = 0.010;
    QVERIFY(std::abs(pc.z()) + centre->spot_radius_m <= half_line);
    QVERIFY(std::abs(pl.z()) - left->spot_radius_m > half_line);
    QVERIFY(std::abs(pr.z()) - right->spot_radius_m > half_line);
    // Line sensors look down, the distance sensor forward.
    for (const auto* s : {left, centre, right}) {
        QVERIFY((sensorLook_M(m, *s) - Vec3(0, -1, 0)).norm() < 1e-9);
    }
    QVERIFY((sensorLook_M(m, *dist) - Vec3(1, 0, 0)).norm() < 1e-9);
    QCOMPARE(dist->rays, 1);
}

void TestCompile::sensorsLookTheRightWay_data() {
    QTest::addColumn<QString>("robot");
    QTest::addColumn<int>("port");
    QTest::addColumn<Vec3>("look");
    QTest::addColumn<double>("side_z");  // sign of the sensor's z (left < 0 < right), 0 = centre
    QTest::newRow("maze front") << "maze_explorer" << 1 << Vec3(1, 0, 0) << 0.0;
    QTest::newRow("maze left") << "maze_explorer" << 2 << Vec3(0, 0, -1) << -1.0;
    QTest::newRow("maze right") << "maze_explorer" << 3 << Vec3(0, 0, 1) << 1.0;
    QTest::newRow("maze bumper") << "maze_explorer" << 4 << Vec3(1, 0, 0) << 0.0;
    QTest::newRow("fire flame left") << "fire_fighter" << 1 << Vec3(1, 0, 0) << -1.0;
    QTest::newRow("fire flame centre") << "fire_fighter" << 2 << Vec3(1, 0, 0) << 0.0;
    QTest::newRow("fire flame right") << "fire_fighter" << 3 << Vec3(1, 0, 0) << 1.0;
    QTest::newRow("fire distance") << "fire_fighter" << 4 << Vec3(1, 0, 0) << 0.0;
}

void TestCompile::sensorsLookTheRightWay() {
    QFETCH(QString, robot);
    QFETCH(int, port);
    QFETCH(Vec3, look);
    QFETCH(double, side_z);
    auto r = loadAndCompileRobot(robot);
    QVERIFY_OK(r);
    const sim::Sensor* s = sensorOnPort(r->model, port);
    QVERIFY(s);
    QVERIFY((sensorLook_M(r->model, *s) - look).norm() < 1e-9);
    const Vec3 p = sensorPosition_M(r->model, *s);
    QVERIFY(p.x() > 0.02);  // in the front half
    if (side_z == 0) {
        QVERIFY(std::abs(p.z()) < 1e-9);
    } else {
        QVERIFY(p.z() * side_z > 0.01);
    }
    if (robot == QStringLiteral("fire_fighter")) {
        QCOMPARE(r->model.fans.size(), size_t(1));
        const auto& f = r->model.fans[0];
        const Vec3 blow = (r->model.links[f.link].X_ML.rotation * f.X_LF.rotation) * Vec3::UnitX();
        QVERIFY((blow - Vec3(1, 0, 0)).norm() < 1e-9);
    }
}

void TestCompile::drivingRobotsAreBalanced_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("line_follower") << "line_follower";
    QTest::newRow("maze_explorer") << "maze_explorer";
    QTest::newRow("fire_fighter") << "fire_fighter";
}

void TestCompile::drivingRobotsAreBalanced() {
    QFETCH(QString, name);
    auto r = loadAndCompileRobot(name);
    QVERIFY_OK(r);
    const auto& m = r->model;
    // Centre of mass between the caster (x = -48 mm) and the wheel axle (x = 0), so the robot
    // rests on wheels and caster and does not tip onto its nose.
    double mass = 0;
    Vec3 com = Vec3::Zero();
    for (const auto& l : m.links) {
        for (const auto& s : l.shapes) {
            mass += s.mass_kg;
            com += s.mass_kg * (l.X_ML * s.X_LS.translation);
        }
    }
    com /= mass;
    QVERIFY2(com.x() < -0.005 && com.x() > -0.040, qPrintable(QString::number(com.x())));
    QVERIFY2(std::abs(com.z()) < 0.003, qPrintable(QString::number(com.z())));
    // Wheels: 30 mm radius cylinders whose axis is the hinge axis, touching the floor (y = 0).
    for (const auto& h : m.hinges) {
        const auto& wheel = m.links[h.child];
        bool found = false;
        for (const auto& s : wheel.shapes) {
            if (s.type != sim::ShapeType::Cylinder || !s.collides) continue;
            found = true;
            QCOMPARE(s.radius_m, 0.03);
            const Vec3 c = wheel.X_ML * s.X_LS.translation;
            QVERIFY(std::abs(c.y() - 0.03) < 1e-12);
            const Vec3 axis = (wheel.X_ML.rotation * s.X_LS.rotation) * Vec3::UnitZ();
            QVERIFY(std::abs(std::abs(axis.dot(h.axis_M)) - 1.0) < 1e-12);
        }
        QVERIFY(found);
    }
    // The caster ball touches the floor too.
    bool caster = false;
    for (const auto& s : m.links[0].shapes) {
        if (s.type == sim::ShapeType::Sphere) {
            caster = true;
            const Vec3 c = m.links[0].X_ML * s.X_LS.translation;
            QVERIFY(std::abs(c.y() - s.radius_m) < 1e-12);
            QVERIFY(s.material.friction < 0.1);
        }
    }
    QVERIFY(caster);
}

void TestCompile::gearDemoCouplesByToothRatio() {
    auto r = loadAndCompileRobot(QStringLiteral("gear_demo"));
    QVERIFY_OK(r);
    const auto& m = r->model;
    QCOMPARE(m.gears.size(), size_t(1));
    const auto& g = m.gears[0];
    // The motor's hinge carries the 8-tooth gear; the other the 40-tooth gear and the wheel.
    QCOMPARE(m.motors.size(), size_t(1));
    const int motor_hinge = m.motors[0].hinge;
    const int a = g.hinge_a, b = g.hinge_b;
    QVERIFY((a == motor_hinge) != (b == motor_hinge));
    // rate_b = ratio * rate_a; external spur pair, parallel axes in the same direction.
    const double expected = a == motor_hinge ? -8.0 / 40.0 : -40.0 / 8.0;
    QVERIFY2(std::abs(g.ratio - expected) < 1e-12, qPrintable(QString::number(g.ratio)));
    QVERIFY(m.hinges[a].axis_M.dot(m.hinges[b].axis_M) > 0.999);
    // The hinges are 3 pitches (24 mm) apart, the sum of the pitch radii.
    const Vec3 d = m.hinges[a].anchor_M - m.hinges[b].anchor_M;
    const Vec3 axis = m.hinges[a].axis_M;
    QVERIFY(std::abs((d - d.dot(axis) * axis).norm() - 0.024) < 1e-9);
}

void TestCompile::motorsDriveForwardWhenPositive() {
    // For each driving robot: a positive command turns each wheel so the robot goes +X.
    // Rolling forward on the floor needs the wheel's angular velocity along -Z.
    for (const QString& name : {QStringLiteral("line_follower"), QStringLiteral("maze_explorer"),
                                QStringLiteral("fire_fighter")}) {
        auto r = loadAndCompileRobot(name);
        QVERIFY_OK(r);
        for (const auto& mo : r->model.motors) {
            const Vec3 axis = r->model.hinges[mo.hinge].axis_M.normalized();
            const Vec3 omega = (mo.reversed ? -1.0 : 1.0) * axis;
            QVERIFY2(omega.dot(Vec3(0, 0, -1)) > 0.999, qPrintable(name));
        }
    }
}

void TestCompile::linkMassIsTheSumOfItsParts() {
    const RobotDocument doc = builtin(QStringLiteral("line_follower"));
    CompileInfo info;
    auto r = compileRobot(doc, lib(), &info);
    QVERIFY_OK(r);
    std::vector<double> expected(r->model.links.size(), 0.0);
    for (size_t i = 0; i < doc.parts.size(); ++i) {
        QVERIFY(info.link_of_part[i] >= 0);
        expected[info.link_of_part[i]] += lib().find(doc.parts[i].part_id)->mass_kg;
    }
    for (size_t l = 0; l < expected.size(); ++l) {
        double sum = 0;
        Vec3 com = Vec3::Zero();
        for (const auto& s : r->model.links[l].shapes) {
            sum += s.mass_kg;
            com += s.mass_kg * s.X_LS.translation;
        }
        QVERIFY(std::abs(sum - expected[l]) < 1e-12);
        QVERIFY((com / sum).norm() < 1e-12);  // link frame at the centre of mass
    }
    // Wheel link = wheel + axle.
    const int wheel = findPart(doc, QStringLiteral("left wheel"));
    const int axle = findPart(doc, QStringLiteral("left axle"));
    QCOMPARE(info.link_of_part[wheel], info.link_of_part[axle]);
    QVERIFY(info.link_of_part[wheel] != 0);
    QCOMPARE(info.link_of_part[findPart(doc, QStringLiteral("line left"))], 0);
}

void TestCompile::noControllerIsAnError() {
    RobotDocument doc = builtin(QStringLiteral("line_follower"));
    doc.parts.erase(doc.parts.begin() + findPart(doc, QStringLiteral("controller")));
    auto r = compileRobot(doc, lib());
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.message()).contains(QStringLiteral("no controller")),
             r.message().c_str());
}

void TestCompile::motorWithoutAxleIsAnErrorNamingThePart() {
    RobotDocument doc = builtin(QStringLiteral("line_follower"));
    doc.parts.erase(doc.parts.begin() + findPart(doc, QStringLiteral("left axle")));
    auto r = compileRobot(doc, lib());
    QVERIFY(!r.ok());
    const QString msg = QString::fromStdString(r.message());
    QVERIFY2(msg.contains(QStringLiteral("'left motor' (motor_dc)")) &&
                 msg.contains(QStringLiteral("no axle")),
             qPrintable(msg));
}

void TestCompile::sharedPortIsAnError() {
    RobotDocument doc = builtin(QStringLiteral("maze_explorer"));
    doc.parts[findPart(doc, QStringLiteral("compass"))].port = 1;
    auto r = compileRobot(doc, lib());
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.message()).contains(QStringLiteral("sensor port 1")),
             r.message().c_str());
}

void TestCompile::lightAndSoundSensorsCompile() {
    // The fire fighter with a light sensor and a sound sensor in place of two flame sensors (same
    // body and mounts): they compile into sim sensors on their ports, in the same place, looking
    // the same way, with the part's parameters.
    RobotDocument doc = builtin(QStringLiteral("fire_fighter"));
    const auto before = compileRobot(doc, lib());
    QVERIFY_OK(before);
    doc.parts[findPart(doc, QStringLiteral("flame left"))].part_id = QStringLiteral("sensor_light");
    doc.parts[findPart(doc, QStringLiteral("flame centre"))].part_id =
        QStringLiteral("sensor_sound");
    auto r = compileRobot(doc, lib());
    QVERIFY_OK(r);
    QVERIFY2(r->warnings.empty(), r->warnings.empty() ? "" : r->warnings[0].c_str());
    const sim::RobotModel& m = r->model;
    QVERIFY_OK(sim::validate(m));
    const sim::Sensor* light = sensorOnPort(m, 1);
    const sim::Sensor* sound = sensorOnPort(m, 2);
    QVERIFY(light && sound);
    QCOMPARE(light->type, sim::SensorType::Light);
    QCOMPARE(light->name, std::string("flame left"));
    QCOMPARE(light->spot_radius_m, 0.03);
    QCOMPARE(sound->type, sim::SensorType::Sound);
    QCOMPARE(sensorOnPort(m, 3)->type, sim::SensorType::Flame);
    for (int port : {1, 2}) {
        const sim::Sensor* was = sensorOnPort(before->model, port);
        const sim::Sensor* now = sensorOnPort(m, port);
        QVERIFY((sensorPosition_M(m, *now) - sensorPosition_M(before->model, *was)).norm() < 1e-12);
        QVERIFY((sensorLook_M(m, *now) - sensorLook_M(before->model, *was)).norm() < 1e-12);
    }
}

void TestCompile::disconnectedAndUnwiredAreWarnings() {
    RobotDocument doc = builtin(QStringLiteral("line_follower"));
    doc.parts[findPart(doc, QStringLiteral("distance front"))].port = 0;
    PartInstance stray{QStringLiteral("beam_9"), sim::Pose::fromTranslation(Vec3(0.5, 0.004, 0.5))};
    stray.label = QStringLiteral("stray beam");
    doc.parts.push_back(stray);
    CompileInfo info;
    auto r = compileRobot(doc, lib(), &info);
    QVERIFY_OK(r);
    QCOMPARE(r->warnings.size(), size_t(2));
    const QString all = QString::fromStdString(r->warnings[0] + "\n" + r->warnings[1]);
    QVERIFY2(all.contains(QStringLiteral("'stray beam' (beam_9) is not connected")),
             qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("'distance front' (sensor_ir_distance) is not wired")),
             qPrintable(all));
    QCOMPARE(info.link_of_part.back(), -1);
    QCOMPARE(r->model.sensors.size(), size_t(4));
}

void TestCompile::facadeLoadsBuiltinsAndFiles() {
    QCOMPARE(builtinRobotNames(),
             (QStringList{QStringLiteral("line_follower"), QStringLiteral("maze_explorer"),
                          QStringLiteral("fire_fighter"), QStringLiteral("gear_demo"),
                          QStringLiteral("chain_demo"), QStringLiteral("tracked"),
                          QStringLiteral("camera_rover"), QStringLiteral("lidar_rover")}));
    auto missing = loadAndCompileRobot(QStringLiteral("/nonexistent/robot.json"));
    QVERIFY(!missing.ok());
    QVERIFY(QString::fromStdString(missing.message())
                .contains(QStringLiteral("/nonexistent/robot.json")));
    // The source tree's copy loads too (BOTLAB_SOURCE_DIR is set by CTest).
    const QByteArray src = qgetenv("BOTLAB_SOURCE_DIR");
    if (!src.isEmpty()) {
        auto r = loadAndCompileRobot(QString::fromLocal8Bit(src) +
                                     QStringLiteral("/assembler/robots/fire_fighter.json"));
        QVERIFY_OK(r);
        QCOMPARE(r->model.fans.size(), size_t(1));
    }
}

QTEST_GUILESS_MAIN(TestCompile)
#include "tst_compile.moc"
