// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the Lua sandbox and the student API against a hand-built robot (test_robot.h).
#include <QFile>
#include <QTest>

#include "botlab_test.h"

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <optional>
#include <thread>

#include "../../scripting/src/pattern_guard.h"
#include "../scripting/test_robot.h"
#include "botlab/scripting/api.h"
#include "botlab/scripting/program.h"
#include "botlab/scripting/text.h"
#include "botlab/scripting/units.h"
#include "botlab/sim/legged/robots.h"

using namespace botlab;
using namespace botlab::scripting;

namespace {

struct RunResult {
    QStringList output;  // print lines
    QStringList all;     // every console line
    ProgramState state = ProgramState::Running;
    std::optional<ProgramError> error;
    std::int64_t steps = 0;
    ReadingOffsets offsets;  // the program's, when it ended
};

/// Runs `src` on `sim`: tick, (the legged controller's update,) step, ... until the program is
/// over or max_steps were stepped.
RunResult runOn(sim::Simulation& sim, const QString& src, int max_steps = 5000,
                ProgramOptions opt = {}, sim::legged::LeggedController* legs = nullptr) {
    RunResult r;
    Program p(
        sim, 0, src.toStdString(), opt,
        [&](const ConsoleLine& l) {
            r.all << QString::fromStdString(l.text);
            if (l.kind == ConsoleKind::Output) r.output << QString::fromStdString(l.text);
        },
        legs);
    for (int i = 0; i < max_steps; ++i) {
        p.tick();
        if (p.isOver()) break;
        if (legs) legs->update(sim, 0);
        if (!sim.step().ok()) break;
    }
    r.state = p.state();
    r.error = p.error();
    r.steps = sim.stepCount();
    r.offsets = p.readingOffsets();
    return r;
}

/// A legged template ("hexapod", "quadruped", "wheel_legged") standing alone on flat ground.
struct LeggedRun {
    std::unique_ptr<sim::Simulation> sim;
    sim::legged::LeggedTemplate tmpl;
};

LeggedRun spawnLegged(const std::string& name) {
    LeggedRun r;
    auto t = sim::legged::makeLeggedTemplate(name);
    if (!t.ok()) qFatal("%s", t.message().c_str());
    r.tmpl = std::move(t.value());
    auto s =
        sim::Simulation::create(sim::WorldModel{}, {sim::RobotSpawn{r.tmpl.model, r.tmpl.X_WM}});
    if (!s.ok()) qFatal("%s", s.message().c_str());
    r.sim = std::move(s.value());
    return r;
}

/// Heading of the body (rad, counter-clockwise seen from above; 0 facing +X).
double yawOf(const sim::Quat& q) {
    const sim::Vec3 f = q * sim::Vec3::UnitX();
    return std::atan2(-f.z(), f.x());
}

RunResult run(const QString& src, int max_steps = 5000, ProgramOptions opt = {}) {
    auto sim = testing::makeTestSim();
    if (!sim) return {};
    return runOn(*sim, src, max_steps, opt);
}

const char* kEscapeFile = "/tmp/botlab_lua_escape_check";

/// Installs a translator that knows only `table` (source -> translation; other texts stay
/// English) for the life of the object, as the app does with QCoreApplication::translate.
class FakeTranslation {
public:
    explicit FakeTranslation(std::map<std::string, std::string> table) {
        setTextTranslator([t = std::move(table)](const char* source) {
            const auto it = t.find(source);
            return it == t.end() ? std::string() : it->second;
        });
    }
    ~FakeTranslation() { setTextTranslator({}); }
    FakeTranslation(const FakeTranslation&) = delete;
    FakeTranslation& operator=(const FakeTranslation&) = delete;
};

/// A stand-in translation of some of the module's texts: Chinese words, placeholders reordered.
const std::map<std::string, std::string> kFakeChinese = {
    {"Error on line %1: %2", "第 %1 行：%2"},
    {"Program finished.", "结束。"},
    {"wait: the time must be a number of seconds >= 0 (got %1)", "wait：时间要 >= 0（%1）"},
    {"%1: there is no %2 '%3' (this robot has: %4)", "%1：%4 里没有%2 '%3'"},
    {"motor", "电机"},
    {"did you mean %1?", "是 %1 吗？"},
    {"%1 - %2", "%1 —— %2"},
    {"attempt to index a %1 value (%2 '%3')", "%2 '%3' 是 %1，不能索引"},
    {"global", "全局变量"},
    {"attempt to compare %1 with %2", "不能比较 %1 和 %2"},
    {"'%1' expected (to close '%2' at line %3) near %4", "第 %3 行的 '%2' 缺少 '%1'（在 %4 附近）"},
    {"waitUntil: the first argument must be a function, e.g. waitUntil(function() return "
     "touch.pressed(1) end)",
     "waitUntil：要一个函数"},
    {"too deep recursion: more than %1 nested function calls (does a function call itself "
     "without end?)",
     "递归超过 %1 层"},
};

/// text() with the arguments of a test row (initializer lists cannot be built at run time).
std::string textWith(const char* source, const std::vector<std::string>& a) {
    switch (a.size()) {
        case 0:
            return text(source);
        case 1:
            return text(source, {a[0]});
        case 2:
            return text(source, {a[0], a[1]});
        case 10:
            return text(source, {a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9]});
        default:
            qFatal("textWith: add a case for %d arguments", int(a.size()));
    }
}

}  // namespace

class TestProgram : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY2(testing::makeTestSim() != nullptr, "the test robot must build");
    }

    // --- the API table ----------------------------------------------------------------------
    void everyApiEntryIsBound() {
        QString src = "local missing = {}\n";
        for (const ApiFunction& f : studentApi())
            src += QString("if type(%1) ~= 'function' then missing[#missing+1] = '%1' end\n")
                       .arg(QString::fromUtf8(f.name.data(), int(f.name.size())));
        src += "print(#missing, table.concat(missing, ','))";
        RunResult r = run(src);
        QCOMPARE(r.output, QStringList{"0\t"});
        QCOMPARE(int(r.state), int(ProgramState::Finished));
    }

    void docsAreGeneratedFromTable() {
        const QString path = qEnvironmentVariable("BOTLAB_SOURCE_DIR") + "/docs/lua-api.md";
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable("cannot read " + path));
        const QByteArray doc = f.readAll();
        QVERIFY2(doc == QByteArray::fromStdString(apiMarkdown()),
                 "docs/lua-api.md is out of date: run botlab-lua-api-doc > docs/lua-api.md");
        for (const ApiFunction& f : studentApi()) {
            QVERIFY(doc.contains(QByteArray::fromStdString(f.signature())));
            QVERIFY(!f.help.empty() && !f.example.empty());
        }
    }

    void signatures_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("signature");
        QTest::newRow("speed") << "motor.speed"
                               << "motor.speed(port, percent)";
        QTest::newRow("servo") << "servo.angle"
                               << "servo.angle(port, deg [, wait])";
        QTest::newRow("waitUntil") << "waitUntil"
                                   << "waitUntil(fn [, timeout_s])";
        QTest::newRow("stopAll") << "motor.stopAll"
                                 << "motor.stopAll()";
        QTest::newRow("legs") << "legs.move"
                              << "legs.move(forward_cm_s, sideways_cm_s, turn_deg_s)";
    }
    void signatures() {
        QFETCH(QString, name);
        QFETCH(QString, signature);
        const ApiFunction* f = findApiFunction(name.toStdString());
        QVERIFY(f);
        QCOMPARE(QString::fromStdString(f->signature()), signature);
    }

    // --- readings -----------------------------------------------------------------------------
    void readings_data() {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tolerance");
        // The wall's face is at 0.75 m, the sensor at 0.10 m: 65 cm.
        QTest::newRow("distance by port") << "distance.read(2)" << 65.0 << 0.5;
        QTest::newRow("distance by name") << "distance.read('front')" << 65.0 << 0.5;
        QTest::newRow("line on white") << "line.read(1)" << 100.0 << 0.5;
        QTest::newRow("line by name") << "line.read('floor')" << 100.0 << 0.5;
        QTest::newRow("touch free") << "touch.pressed(3) and 1 or 0" << 0.0 << 0.0;
        // Facing +X is east: 90 degrees.
        QTest::newRow("compass east") << "compass.heading()" << 90.0 << 0.5;
        QTest::newRow("gyro angle 0") << "gyro.angle()" << 0.0 << 0.5;
        QTest::newRow("gyro rate 0") << "gyro.rate()" << 0.0 << 1.0;
        // 0.4 m from a candle of intensity 1: 100 * (0.1 / 0.4)^2 = 6.25.
        QTest::newRow("flame ahead") << "flame.read(6)" << 6.25 << 1.0;
        QTest::newRow("motor angle at rest") << "motor.angle('left')" << 0.0 << 1.0;
        QTest::newRow("time") << "time()" << 0.2 << 1e-9;
    }
    void readings() {
        QFETCH(QString, expr);
        QFETCH(double, expected);
        QFETCH(double, tolerance);
        RunResult r = run("wait(0.2) print(string.format('%.6f', " + expr + "))");
        QVERIFY2(!r.error, r.error ? r.error->message.c_str() : "");
        QCOMPARE(r.output.size(), 1);
        const double got = r.output[0].toDouble();
        QVERIFY2(std::abs(got - expected) <= tolerance,
                 qPrintable(QString("%1 = %2, expected %3").arg(expr).arg(got).arg(expected)));
    }

    void lightAndSoundRead_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("error");  // empty: runs and prints the readings
        QTest::newRow("by port")
            << "print(string.format('%.9f %.9f', light.read(8), sound.read(9)))"
            << "";
        QTest::newRow("by name")
            << "print(string.format('%.9f %.9f', light.read('eye'), sound.read('mic')))"
            << "";
        const QString sensors =
            "(this robot has: 1 'floor', 2 'front', 3 'bumper', 4 'compass', 5 'gyro', 6 "
            "'flame', 8 'eye', 9 'mic')";
        QTest::newRow("light 14") << "print(light.read(14))"
                                  << "light.read: there is no sensor '14' " + sensors;
        QTest::newRow("sound missing") << "print(sound.read())"
                                       << "sound.read: there is no sensor 'nil' " + sensors;
        QTest::newRow("light on a distance sensor")
            << "print(light.read(2))"
            << "light.read: sensor 2 is a distance sensor, not a light sensor";
        QTest::newRow("sound on the light sensor")
            << "print(sound.read('eye'))"
            << "sound.read: sensor eye is a light sensor, not a sound sensor";
        QTest::newRow("line on the sound sensor")
            << "print(line.read(9))"
            << "line.read: sensor 9 is a sound sensor, not a line sensor";
    }
    void lightAndSoundRead() {
        // The test robot plus a light sensor looking down at the white floor (port 8) and a sound
        // sensor (port 9); a buzzer of 80 % 0.3 m ahead.
        QFETCH(QString, program);
        QFETCH(QString, error);
        sim::RobotModel m = testing::testRobot(false);
        sim::Sensor eye;
        eye.type = sim::SensorType::Light;
        eye.name = "eye";
        eye.port = 8;
        eye.X_LS = sim::Pose{sim::Vec3(0.09, -0.02, 0),
                             sim::Quat(Eigen::AngleAxisd(-M_PI / 2, sim::Vec3::UnitZ()))};
        eye.spot_radius_m = 0.03;
        m.sensors.push_back(eye);
        sim::Sensor mic;
        mic.type = sim::SensorType::Sound;
        mic.name = "mic";
        mic.port = 9;
        mic.X_LS = sim::Pose::fromTranslation(sim::Vec3(0, 0.03, 0));
        m.sensors.push_back(mic);
        sim::WorldModel w = testing::testWorld();
        sim::SoundSource buzzer;
        buzzer.p_W = sim::Vec3(0.3, 0.05, 0);
        buzzer.level_percent = 80.0;
        w.sounds.push_back(buzzer);
        auto created = sim::Simulation::create(w, {sim::RobotSpawn{m, sim::Pose()}}, 1);
        QVERIFY_OK(created);
        sim::Simulation& sim = *created.value();
        RunResult r = runOn(sim, "wait(0.1)\n" + program);
        if (!error.isEmpty()) {
            QCOMPARE(int(r.state), int(ProgramState::Failed));
            QVERIFY(r.error);
            QCOMPARE(QString::fromStdString(r.error->message), error);
            QCOMPARE(r.error->line, 2);
            return;
        }
        QVERIFY2(!r.error, r.error ? r.error->message.c_str() : "");
        QCOMPARE(r.output.size(), 1);
        const QStringList v = r.output[0].split(' ');
        const int light = int(m.sensors.size()) - 2, sound = light + 1;
        // Lua returns the simulation's readings in percent, unchanged.
        QCOMPARE_LE(std::abs(v[0].toDouble() - sim.sensorReading(0, light).value()), 1e-9);
        QCOMPARE_LE(std::abs(v[1].toDouble() - sim.sensorReading(0, sound).value()), 1e-9);
        // Facing down over the white floor in 50 % room light: 50 * 1 = 50.
        QCOMPARE_LE(std::abs(v[0].toDouble() - 50.0), 1e-6);
        // 80 % at 0.1 m, falling as 0.1 / r: 80 * 0.1 / |buzzer - mic|.
        const sim::Vec3 p_mic = sim.linkPose(0, 0) * mic.X_LS.translation;
        QCOMPARE_LE(std::abs(v[1].toDouble() - 8.0 / (buzzer.p_W - p_mic).norm()), 1e-6);
        QCOMPARE_GT(v[1].toDouble(), 20.0);
    }

    void readingsAreOneSnapshotPerTick() {
        // Driving at the wall: within one tick every read of a device gives the same value; after
        // a yield (wait) the same reads give the new snapshot's values.
        auto sim = testing::makeTestSim();
        RunResult r = runOn(*sim,
                            "motor.speed(1, 100) motor.speed(2, 100) wait(0.2)\n"
                            "local a1, d1 = motor.angle(1), distance.read(2)\n"
                            "local a2, d2 = motor.angle(1), distance.read(2)\n"
                            "wait(0.05)\n"
                            "local a3, d3 = motor.angle(1), distance.read(2)\n"
                            "print(a1 == a2, d1 == d2, a3 > a1, d3 < d1)\n"
                            "print(string.format('%.17g %.17g', a3, d3))");
        QCOMPARE(int(r.state), int(ProgramState::Finished));
        QCOMPARE(r.output.size(), 2);
        QCOMPARE(r.output[0], QString("true\ttrue\ttrue\ttrue"));
        // The values after the yield are the snapshot of the step the program resumed at (the
        // last one stepped: the program finished at the next tick without another step).
        const QStringList v = r.output[1].split(' ');
        QCOMPARE(r.steps, std::int64_t(250));
        QCOMPARE(v[0].toDouble(), toDegrees(sim->motorAngle(0, 0)));
        QCOMPARE(v[1].toDouble(), sim->sensorReading(0, 1).value() * 100.0);
    }

    void readingsUseUnitsH_data() {
        // units.h against numbers computed by hand: the one conversion Lua, the runner and the
        // Devices panel share.
        QTest::addColumn<int>("type");
        QTest::addColumn<QList<double>>("raw");
        QTest::addColumn<double>("offset_rad");
        QTest::addColumn<QList<double>>("api");
        QTest::addColumn<QStringList>("units");
        using T = sim::SensorType;
        const double pi = M_PI;
        QTest::newRow("distance 0.65 m") << int(T::Distance) << QList<double>{0.65, 0, 0, 0} << 0.0
                                         << QList<double>{65.0} << QStringList{"cm"};
        QTest::newRow("line clamped") << int(T::Line) << QList<double>{104.0, 0, 0, 0} << 0.0
                                      << QList<double>{100.0} << QStringList{"%"};
        QTest::newRow("flame clamped") << int(T::Flame) << QList<double>{-3.0, 0, 0, 0} << 0.0
                                       << QList<double>{0.0} << QStringList{"%"};
        QTest::newRow("touch") << int(T::Touch) << QList<double>{1.0, 0, 0, 0} << 0.0
                               << QList<double>{1.0} << QStringList{""};
        QTest::newRow("compass west") << int(T::Compass) << QList<double>{1.5 * pi, 0, 0, 0} << 0.0
                                      << QList<double>{270.0} << QStringList{"deg"};
        QTest::newRow("compass wraps") << int(T::Compass) << QList<double>{-0.5 * pi, 0, 0, 0}
                                       << 0.0 << QList<double>{270.0} << QStringList{"deg"};
        QTest::newRow("gyro after reset")
            << int(T::Gyro) << QList<double>{pi, 0.5 * pi, 0, 0} << 0.5 * pi
            << QList<double>{90.0, 90.0} << QStringList{"deg", "deg/s"};
        QTest::newRow("imu") << int(T::Imu) << QList<double>{pi / 6, -pi / 12, pi, 1.5} << 0.0
                             << QList<double>{30.0, -15.0, 180.0, 1.5}
                             << QStringList{"deg", "deg", "deg/s", "m/s^2"};
    }
    void readingsUseUnitsH() {
        QFETCH(int, type);
        QFETCH(QList<double>, raw);
        QFETCH(double, offset_rad);
        QFETCH(QList<double>, api);
        QFETCH(QStringList, units);
        sim::Sensor sensor;
        sensor.type = sim::SensorType(type);
        sim::SensorReading reading;
        for (int i = 0; i < 4; ++i) reading.values[std::size_t(i)] = raw[i];
        ReadingOffsets off;
        off.gyro_angle_rad = offset_rad;
        const std::vector<ApiValue> v = sensorApiValues(sensor, reading, off);
        QCOMPARE(int(v.size()), api.size());
        QCOMPARE(int(sensorApiChannelCount(sensor.type)), api.size());
        for (int i = 0; i < api.size(); ++i) {
            QCOMPARE(sensorApiChannel(sensor, reading, std::size_t(i), off),
                     v[std::size_t(i)].value);
            QVERIFY2(std::abs(v[std::size_t(i)].value - api[i]) < 1e-9,
                     qPrintable(QString("channel %1: %2").arg(i).arg(v[std::size_t(i)].value)));
            QCOMPARE(QString::fromStdString(v[std::size_t(i)].unit), units[i]);
        }
        QCOMPARE(sensorApiValue(sensor, reading, off), v.front().value);
    }

    void imuReadsSensorApiValues_data() {
        QTest::addColumn<QString>("call");
        QTest::addColumn<QString>("channel");
        QTest::newRow("pitch") << "imu.pitch()"
                               << "pitch";
        QTest::newRow("roll") << "imu.roll()"
                              << "roll";
        QTest::newRow("yaw rate") << "imu.yawRate()"
                                  << "yaw_rate";
        QTest::newRow("vertical accel") << "imu.verticalAccel()"
                                        << "vertical_accel";
    }
    void imuReadsSensorApiValues() {
        // While the robot drives a curve, what Lua reads is sensorApiValues() of the sim's reading
        // of the robot's IMU (sensor index 6) at that tick, to the last bit.
        QFETCH(QString, call);
        QFETCH(QString, channel);
        if (!sim::validate(testing::testRobot(true)).ok())
            QSKIP("this sim does not accept SensorType::Imu yet (branch issue11-sim adds it)");
        auto sim = testing::makeTestSim(1, true);
        QVERIFY(sim);
        RunResult r = runOn(*sim,
                            "motor.speed(1, 80) motor.speed(2, 30) wait(0.4)\n"
                            "print(string.format('%.17g', " +
                                call + "))");
        QVERIFY2(!r.error, r.error ? r.error->message.c_str() : "");
        QCOMPARE(r.output.size(), 1);
        const sim::Sensor& imu = sim->robot(0).sensors[6];
        QCOMPARE(int(imu.type), int(sim::SensorType::Imu));
        double expected = std::nan("");
        for (const ApiValue& v : sensorApiValues(imu, sim->sensorReading(0, 6)))
            if (v.channel == channel.toStdString()) expected = v.value;
        QVERIFY(std::isfinite(expected));
        QCOMPARE(r.output[0].toDouble(), expected);
    }

    void gyroReadsWithTheProgramsOffset() {
        // After gyro.reset() what Lua reads equals units.h with Program::readingOffsets() (what
        // the Devices panel shows), and differs from the reading without the offset.
        auto sim = testing::makeTestSim();
        RunResult r = runOn(*sim,
                            "motor.speed(1, -60) motor.speed(2, 60) wait(0.5) gyro.reset()\n"
                            "wait(0.3) print(string.format('%.17g', gyro.angle()))");
        QCOMPARE(int(r.state), int(ProgramState::Finished));
        QCOMPARE(r.output.size(), 1);
        const sim::Sensor& gyro = sim->robot(0).sensors[4];
        const sim::SensorReading& reading = sim->sensorReading(0, 4);
        QVERIFY(r.offsets.gyro_angle_rad > 0.1);  // it had turned before the reset
        QCOMPARE(r.output[0].toDouble(), sensorApiValue(gyro, reading, r.offsets));
        QVERIFY(r.output[0].toDouble() > 5.0);  // and kept turning after it
        QVERIFY(std::abs(sensorApiValue(gyro, reading) - r.output[0].toDouble()) > 5.0);
    }

    // --- commands -----------------------------------------------------------------------------
    void motorCommands_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<int>("motor");
        QTest::addColumn<double>("percent");
        QTest::newRow("speed by port") << "motor.speed(1, 50)" << 0 << 50.0;
        QTest::newRow("speed by name") << "motor.speed('right', -30)" << 1 << -30.0;
        QTest::newRow("clamped") << "motor.speed(2, 250)" << 1 << 100.0;
        QTest::newRow("stop") << "motor.speed(1, 50) motor.stop(1)" << 0 << 0.0;
        QTest::newRow("stopAll") << "motor.speed(2, 70) motor.stopAll()" << 1 << 0.0;
    }
    void motorCommands() {
        QFETCH(QString, program);
        QFETCH(int, motor);
        QFETCH(double, percent);
        auto sim = testing::makeTestSim();
        Program p(*sim, 0, (program + " wait(1)").toStdString());
        p.tick();
        QVERIFY(!p.isOver());
        QCOMPARE(sim->motorCommand(0, motor), percent);
    }

    void motorAngleIsEncoder() {
        auto sim = testing::makeTestSim();
        RunResult r = runOn(*sim,
                            "motor.speed(1, 100) wait(0.5) print(string.format('%.9f', "
                            "motor.angle(1)))");
        QCOMPARE(r.output.size(), 1);
        const double expected = sim->motorAngle(0, 0) * 180.0 / M_PI;
        QVERIFY(expected > 30.0);  // it really turned
        QCOMPARE(r.output[0].toDouble(), std::round(expected * 1e9) / 1e9);
    }

    void servoAngle_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<double>("target_deg");
        QTest::newRow("set") << "servo.angle(3, 30) wait(1)" << 30.0;
        QTest::newRow("by name, waits") << "servo.angle('arm', -45, true)" << -45.0;
        QTest::newRow("clamped to range") << "servo.angle(3, 400) wait(1)" << 90.0;
    }
    void servoAngle() {
        QFETCH(QString, program);
        QFETCH(double, target_deg);
        auto sim = testing::makeTestSim();
        RunResult r = runOn(*sim, program, 4000);
        QCOMPARE(int(r.state), int(ProgramState::Finished));
        QVERIFY(std::abs(sim->servoTarget(0, 0) * 180 / M_PI - target_deg) < 0.01);
        QVERIFY2(std::abs(sim->hingeAngle(0, 2) * 180 / M_PI - target_deg) < 2.0,
                 qPrintable(QString::number(sim->hingeAngle(0, 2) * 180 / M_PI)));
    }

    void fanOnMotorPort_data() {
        // The robot starts 0.2 m further ahead, so the candle is 0.2 m in front of its fan (reach
        // 0.3 m). A fan at >= 30 % blowing for fan_time_s = 1.5 s puts the flame out; the command
        // set at tick 0 acts from step 1, so the flame goes out in step 1500 and the flame sensor
        // reads 0 from then on.
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("expected");  // time the flame read 0, or "lit"
        QTest::newRow("by name") << "motor.speed('fan', 80)"
                                 << "1.500";
        QTest::newRow("by port") << "motor.speed(4, 100)"
                                 << "1.500";
        QTest::newRow("too weak") << "motor.speed('fan', 20)"
                                  << "lit";
        QTest::newRow("negative is off") << "motor.speed('fan', -80)"
                                         << "lit";
        QTest::newRow("stopped") << "motor.speed('fan', 80) wait(1) motor.stop('fan')"
                                 << "lit";
        QTest::newRow("stopAll") << "motor.speed('fan', 80) wait(1) motor.stopAll()"
                                 << "lit";
        QTest::newRow("restarted") << "motor.speed('fan', 80) wait(1) motor.stop(4) wait(0.2) "
                                      "motor.speed(4, 50)"
                                   << "2.700";
    }
    void fanOnMotorPort() {
        QFETCH(QString, program);
        QFETCH(QString, expected);
        auto sim =
            testing::makeTestSim(1, false, sim::Pose::fromTranslation(sim::Vec3(0.2, 0.0, 0.0)));
        QVERIFY(sim);
        RunResult r = runOn(*sim,
                            "local before = flame.read(6)\n" + program +
                                "\nlocal out = waitUntil(function() return flame.read(6) == 0 "
                                "end, 3)\n"
                                "print(before > 10, out and string.format('%.3f', time()) or "
                                "'lit')",
                            6000);
        QCOMPARE(int(r.state), int(ProgramState::Finished));
        QCOMPARE(r.output, QStringList{"true\t" + expected});
        QCOMPARE(sim->flameLit(0), expected == "lit");
    }

    void gyroResetAndTurn() {
        // Spin in place, then reset: the angle counts from 0 again.
        RunResult r =
            run("motor.speed(1, -60) motor.speed(2, 60) wait(1)\n"
                "local a = gyro.angle() gyro.reset() local b = gyro.angle()\n"
                "print(a > 20, b == 0, gyro.rate() > 10)",
                3000);
        QCOMPARE(r.output, QStringList{"true\ttrue\ttrue"});
    }

    void motorsStopWhenProgramEnds() {
        auto sim = testing::makeTestSim();
        RunResult r = runOn(*sim, "motor.speed(1, 80) motor.speed(2, 80) wait(0.05)");
        QCOMPARE(int(r.state), int(ProgramState::Finished));
        QCOMPARE(sim->motorCommand(0, 0), 0.0);
        QCOMPARE(sim->motorCommand(0, 1), 0.0);
    }

    // --- time ---------------------------------------------------------------------------------
    void waitIsExactToTheTick_data() {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<int>("ticks");
        QTest::newRow("one tick") << 0.001 << 1;
        QTest::newRow("quarter") << 0.25 << 250;
        QTest::newRow("one second") << 1.0 << 1000;
        QTest::newRow("rounded") << 0.0125 << 13;  // 12.5 ticks rounds half away from zero
        QTest::newRow("zero") << 0.0 << 0;
    }
    void waitIsExactToTheTick() {
        QFETCH(double, seconds);
        QFETCH(int, ticks);
        auto sim = testing::makeTestSim();
        RunResult r = runOn(*sim, QString("wait(0.1) local t0 = time() wait(%1) "
                                          "print(string.format('%.9f', time() - t0))")
                                      .arg(seconds, 0, 'g', 17));
        QCOMPARE(r.output.size(), 1);
        QVERIFY(std::abs(r.output[0].toDouble() - ticks * 0.001) < 1e-9);
        QCOMPARE(r.steps, std::int64_t(100 + ticks));
    }

    void waitUntil_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("expected");
        QTest::newRow("condition") << "local r = waitUntil(function() return time() >= 0.3 end) "
                                      "print(r, string.format('%.3f', time()))"
                                   << "true\t0.300";
        QTest::newRow("timeout") << "local r = waitUntil(function() return false end, 0.5) "
                                    "print(r, string.format('%.3f', time()))"
                                 << "false\t0.500";
        QTest::newRow("already true") << "print(waitUntil(function() return true end), time())"
                                      << "true\t0.0";
    }
    void waitUntil() {
        QFETCH(QString, program);
        QFETCH(QString, expected);
        RunResult r = run(program);
        QCOMPARE(r.output, QStringList{expected});
    }

    void busyLoopKeepsTimeMoving() {
        // A loop without wait() is paused each tick: time moves and readings are fresh.
        RunResult r =
            run("local n = 0 while time() < 0.1 do n = n + 1 end\n"
                "print(string.format('%.3f', time()), n > 1000)");
        QCOMPARE(r.output, QStringList{"0.100\ttrue"});
    }

    void busyLoopSeesFreshReadings() {
        // Drive until the line sensor is over the black part (x >= 0.3 m): the busy loop ends.
        auto sim = testing::makeTestSim();
        RunResult r = runOn(*sim,
                            "motor.speed(1, 60) motor.speed(2, 60)\n"
                            "while line.read(1) > 50 do end\n"
                            "print(string.format('%.3f', time()))",
                            5000);
        QCOMPARE(int(r.state), int(ProgramState::Finished));
        QCOMPARE(r.output.size(), 1);
        const double t = r.output[0].toDouble();
        QVERIFY2(t > 0.1 && t < 4.0, qPrintable(r.output[0]));
        const double x_sensor = sim->linkPose(0, 0).translation.x() + 0.09;
        QVERIFY2(std::abs(x_sensor - testing::kBlackFrom_x_m) < 0.03,
                 qPrintable(QString::number(x_sensor)));
    }

    void budgetIsPerTick() {
        // 20 000 loop iterations need several ticks at 5000 instructions per tick.
        RunResult r = run("for i = 1, 20000 do local x = i * 2 end print(time() > 0)");
        QCOMPARE(r.output, QStringList{"true"});
        ProgramOptions big;
        big.instructions_per_tick = 100000000;
        RunResult r2 = run("for i = 1, 20000 do local x = i * 2 end print(time() > 0)", 10, big);
        QCOMPARE(r2.output, QStringList{"false"});
    }

    // --- the sandbox --------------------------------------------------------------------------
    void escapes_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("expected");  // part of the error message
        QTest::addColumn<int>("line");
        const QString f = kEscapeFile;
        QTest::newRow("io") << "motor.speed(1, 50)\nio.open('" + f + "', 'w'):write('x')"
                            << "'io' is not available" << 2;
        QTest::newRow("os.execute") << "os.execute('touch " + f + "')"
                                    << "'os' is not available" << 1;
        QTest::newRow("os.remove") << "os.remove('" + f + "')"
                                   << "'os' is not available" << 1;
        QTest::newRow("require") << "local os = require('os')"
                                 << "'require' is not available" << 1;
        QTest::newRow("load") << "load('return 1')()"
                              << "'load' is not available" << 1;
        QTest::newRow("loadstring") << "loadstring('return 1')()"
                                    << "global 'loadstring'" << 1;
        QTest::newRow("dofile") << "dofile('/etc/passwd')"
                                << "'dofile' is not available" << 1;
        QTest::newRow("loadfile") << "loadfile('/etc/passwd')()"
                                  << "'loadfile' is not available" << 1;
        QTest::newRow("debug") << "debug.sethook()"
                               << "'debug' is not available" << 1;
        QTest::newRow("package") << "package.loadlib('libc.so.6', 'system')"
                                 << "'package' is not available" << 1;
        QTest::newRow("string.dump") << "local s = string.dump(print)"
                                     << "string.dump is not available" << 1;
        QTest::newRow("dump as method") << "local s = ('x').dump(print)"
                                        << "string.dump is not available" << 1;
        QTest::newRow("rawget io") << "rawget(_G, 'io').open('/etc/passwd')"
                                   << "attempt to index a nil value" << 1;
        QTest::newRow("string metatable") << "local mt = getmetatable('')\nmt.__index.dump = 1"
                                          << "attempt to index" << 2;
        QTest::newRow("metatable protected") << "setmetatable(getmetatable(''), {})"
                                             << "table expected, got string" << 1;
        QTest::newRow("__gc") << "setmetatable({}, {__gc = function() while true do end end})"
                              << "__gc metamethods are not allowed" << 1;
        QTest::newRow("collectgarbage stop") << "collectgarbage('stop')"
                                             << "only \"count\" and \"collect\"" << 1;
        QTest::newRow("binary chunk")
            << QString::fromLatin1("\x1bLuaT\x00", 6) << "binary chunk" << 0;
        QTest::newRow("memory bomb") << "local s = 'x'\nwhile true do s = s .. s end"
                                     << "stopped: used more than 64 MB of memory" << 2;
        QTest::newRow("memory bomb in pcall")
            << "local t = {}\nwhile true do pcall(function() for i = 1, 1e7 do t[#t + 1] = {} "
               "end end) end"
            << "stopped: used more than 64 MB of memory" << 2;
        QTest::newRow("deep recursion") << "local function f(n)\n  return 1 + f(n + 1)\nend\nf(1)"
                                        << "too deep recursion" << 2;
        QTest::newRow("pcall recursion") << "local function f() pcall(f) error('x') end f()"
                                         << "x" << 1;
        QTest::newRow("catastrophic pattern")
            << "local s = string.rep('a', 3000)\nprint(s:find('a*a*a*a*a*b'))"
            << "could take too long" << 2;
        QTest::newRow("catastrophic gsub")
            << "local s = string.rep('a', 5000)\nlocal r = s:gsub('(.-)(.-)(.-)x', '')"
            << "could take too long" << 2;
        QTest::newRow("huge rep") << "local s = string.rep('x', 1e9)"
                                  << "at most 16 MB" << 1;
        QTest::newRow("sort callback hang")
            << "table.sort({3, 2, 1}, function(a, b)\n  while true do end\nend)"
            << "without letting the simulation move" << 2;
    }
    void escapes() {
        QFETCH(QString, program);
        QFETCH(QString, expected);
        QFETCH(int, line);
        std::remove(kEscapeFile);
        ProgramOptions opt;
        opt.max_call_wall_s = 0.3;
        auto sim = testing::makeTestSim();
        const auto t0 = std::chrono::steady_clock::now();
        RunResult r = runOn(*sim, program, 20000, opt);
        const double wall =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        QCOMPARE(int(r.state), int(ProgramState::Failed));
        QVERIFY(r.error.has_value());
        QVERIFY2(QString::fromStdString(r.error->message).contains(expected),
                 r.error->message.c_str());
        QCOMPARE(r.error->line, line);
        QVERIFY2(!std::filesystem::exists(kEscapeFile), "the sandbox let a file be touched");
        QCOMPARE(sim->motorCommand(0, 0), 0.0);  // motors stop on errors
        QVERIFY2(wall < 5.0, qPrintable(QString("took %1 s").arg(wall)));
    }

    void sandboxStillWorks_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("expected");
        QTest::newRow("pcall catches errors") << "print(pcall(error, 'boom'))"
                                              << "false\tboom";
        QTest::newRow("pcall returns values") << "print(pcall(function() return 1, 2 end))"
                                              << "true\t1\t2";
        QTest::newRow("xpcall handler") << "print(xpcall(function() error('e', 0) end, "
                                           "function(m) return 'got ' .. m end))"
                                        << "false\tgot e";
        QTest::newRow("pcall with wait") << "print(pcall(function() wait(0.01) return time() end))"
                                         << "true\t0.01";
        QTest::newRow("patterns") << "print(('key = 42'):match('(%w+)%s*=%s*(%w+)'))"
                                  << "key\t42";
        QTest::newRow("gsub") << "print((('a,b,c'):gsub(',', ';')))"
                              << "a;b;c";
        QTest::newRow("gmatch") << "local n = 0 for w in ('one two three'):gmatch('%a+') do "
                                   "n = n + 1 end print(n)"
                                << "3";
        QTest::newRow("coroutines") << "local c = coroutine.wrap(function() coroutine.yield(1) "
                                       "return 2 end) print(c(), c())"
                                    << "1\t2";
        QTest::newRow("random repeatable") << "math.randomseed(7) local a = math.random(1000) "
                                              "math.randomseed(7) print(a == math.random(1000))"
                                           << "true";
        QTest::newRow("string metatable locked") << "print(getmetatable(''))"
                                                 << "locked";
        QTest::newRow("memory count") << "print(collectgarbage('count') > 0)"
                                      << "true";
        QTest::newRow("utf8") << "print(utf8.len('héllo'))"
                              << "5";
        QTest::newRow("integer math") << "print(7 // 2, 2^10, math.maxinteger > 0)"
                                      << "3\t1024.0\ttrue";
    }
    void sandboxStillWorks() {
        QFETCH(QString, program);
        QFETCH(QString, expected);
        RunResult r = run(program);
        QVERIFY2(!r.error, r.error ? r.error->message.c_str() : "");
        QCOMPARE(r.output, QStringList{expected});
    }

    // --- errors -------------------------------------------------------------------------------
    void errorsCarryLineAndHint_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("motr") << "wait(0.01)\n\nmotr.speed(1, 50)" << 3 << "did you mean motor?";
        QTest::newRow("wiat") << "wiat(1)" << 1 << "did you mean wait?";
        QTest::newRow("sped") << "for i = 1, 3 do\n  motor.sped(1, 10)\nend" << 2
                              << "did you mean motor.speed?";
        QTest::newRow("syntax =") << "local x\nx = = 1" << 2 << "unexpected symbol";
        QTest::newRow("missing end") << "while true do\n  wait(1)\n" << 3 << "needs its own 'end'";
        QTest::newRow("missing then")
            << "if time() > 1\n  print(1) end" << 2 << "if condition then";
        QTest::newRow("bad port") << "motor.speed(7, 10)" << 1 << "there is no motor '7'";
        QTest::newRow("wrong sensor type")
            << "print(line.read(2))" << 1 << "is a distance sensor, not a line sensor";
        QTest::newRow("wait negative") << "wait(-1)" << 1 << ">= 0";
        QTest::newRow("waitUntil not function") << "\nwaitUntil(5)" << 2 << "must be a function";
        QTest::newRow("error in function")
            << "local function f()\n  return nil + 1\nend\nwait(0.01)\nf()" << 2
            << "has no value yet";
        QTest::newRow("no legs") << "legs.move(10, 0, 0)" << 1 << "this robot has no legs";
        QTest::newRow("imu field") << "print(imu.pich())" << 1 << "did you mean imu.pitch?";
        QTest::newRow("imu global") << "print(imv.roll())" << 1 << "did you mean imu?";
        QTest::newRow("stride field")
            << "legs.strideratio(1.5)" << 1 << "did you mean legs.strideRatio?";
        QTest::newRow("error()") << "wait(0.002)\nerror('my own error')" << 2 << "my own error";
        // Issue 14: NaN and infinity are named; a long bad value is cut; waitUntil(f, 0/0) ends.
        QTest::newRow("speed NaN") << "motor.speed(1, 0/0)" << 1
                                   << "motor.speed: the speed in percent must be a finite number "
                                      "(got NaN)";
        QTest::newRow("speed infinity")
            << "motor.speed(1, math.huge)" << 1 << "must be a finite number (got infinity)";
        QTest::newRow("wait NaN") << "wait(0/0)" << 1
                                  << "wait: the time must be a number of seconds >= 0 (got NaN)";
        QTest::newRow("waitUntil NaN timeout")
            << "\nwaitUntil(function() return false end, 0/0)" << 2
            << "waitUntil: timeout_s must be a number of seconds (got NaN)";
        QTest::newRow("long port name cut")
            << "motor.speed(string.rep('x', 100000), 10)" << 1
            << "there is no motor 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
               "xxxxxxxxxxxxxxxxxxx...'";
    }
    void errorsCarryLineAndHint() {
        QFETCH(QString, program);
        QFETCH(int, line);
        QFETCH(QString, expected);
        RunResult r = run(program);
        QCOMPARE(int(r.state), int(ProgramState::Failed));
        QVERIFY(r.error);
        QVERIFY2(QString::fromStdString(r.error->message).contains(expected),
                 r.error->message.c_str());
        QCOMPARE(r.error->line, line);
        QVERIFY(r.all.last().startsWith(QString("Error on line %1: ").arg(line)));
    }

    // --- messages in the student's language ---------------------------------------------------
    // The same error, once in English (no translator) and once through a stand-in translator:
    // the translation is used, its placeholders are filled in its own order, Lua's own message
    // stays as Lua wrote it, and the line is still found.
    void messagesFollowTheTranslator_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("translated");
        QTest::newRow("wait(-1)") << "wait(-1)" << 1
                                  << "wait: the time must be a number of seconds >= 0 (got -1)"
                                  << "wait：时间要 >= 0（-1）";
        QTest::newRow("unknown motor port")
            << "motor.speed(7, 10)" << 1
            << "motor.speed: there is no motor '7' (this robot has: 1 'left', 2 'right')"
            << "motor.speed：1 'left', 2 'right' 里没有电机 '7'";
        QTest::newRow("misspelled global with hint")
            << "wait(0.01)\n\nmotr.speed(1, 50)" << 3
            << "attempt to index a nil value (global 'motr') - did you mean motor?"
            << "全局变量 'motr' 是 nil，不能索引 —— 是 motor 吗？";
        QTest::newRow("comparing nil")
            << "local speed\nif speed < 10 then end" << 2
            << "attempt to compare nil with number - one of the values is not a number (is a "
               "variable nil?)"
            << "不能比较 nil 和 number —— one of the values is not a number (is a variable nil?)";
        QTest::newRow("missing end")
            << "while true do\n  wait(1)\n"
            << 3
            << "'end' expected (to close 'while' at line 1) near <eof> - every function, if, for "
               "and while needs its own 'end'"
            << "第 1 行的 'while' 缺少 'end'（在 <eof> 附近） —— every function, if, for and while "
               "needs its own 'end'";
        QTest::newRow("waitUntil prelude")
            << "\nwaitUntil(5)" << 2
            << "waitUntil: the first argument must be a function, e.g. waitUntil(function() "
               "return touch.pressed(1) end)"
            << "waitUntil：要一个函数";
        QTest::newRow("recursion guard")
            << "local function f(n)\n  return 1 + f(n + 1)\nend\nf(1)" << 2
            << "too deep recursion: more than 20000 nested function calls (does a function call "
               "itself without end?)"
            << "递归超过 20000 层";
    }
    void messagesFollowTheTranslator() {
        QFETCH(QString, program);
        QFETCH(int, line);
        QFETCH(QString, english);
        QFETCH(QString, translated);
        for (const bool translate : {false, true}) {
            std::optional<FakeTranslation> fake;
            if (translate) fake.emplace(kFakeChinese);
            const RunResult r = run(program);
            QCOMPARE(int(r.state), int(ProgramState::Failed));
            QVERIFY(r.error);
            QCOMPARE(QString::fromStdString(r.error->message), translate ? translated : english);
            QCOMPARE(r.error->line, line);
            const QString console = translate
                                        ? QString("第 %1 行：%2").arg(line).arg(translated)
                                        : QString("Error on line %1: %2").arg(line).arg(english);
            QCOMPARE(r.all.last(), console);
        }
    }

    // Without a translation, Lua's own messages are shown exactly as Lua wrote them; with one,
    // every common message is rebuilt from its translated template.
    void luaMessagesKeepTheirWording_data() {
        QTest::addColumn<QString>("message");
        QTest::addColumn<bool>("hasTemplate");
        for (const char* m :
             {"attempt to index a nil value (global 'motr')",
              "attempt to index a number value (local 'x')", "attempt to index a nil value",
              "attempt to call a nil value (field 'speeed')", "attempt to call a table value",
              "attempt to perform arithmetic on a nil value (upvalue 'n')",
              "attempt to concatenate a boolean value (constant 'B')",
              "attempt to get length of a nil value (global 't')",
              "attempt to compare number with nil", "attempt to compare two table values",
              "'end' expected (to close 'function' at line 12) near <eof>",
              "'=' expected near 'speed'", "unexpected symbol near '+'",
              "unfinished string near '\"abc'"})
            QTest::newRow(m) << QString::fromUtf8(m) << true;
        QTest::newRow("bad argument")
            << "bad argument #1 to 'abs' (number expected, got nil)" << true;
        QTest::newRow("bad argument, no value")
            << "bad argument #2 to 'insert' (number expected, got no value)" << true;
        QTest::newRow("other message") << "'for' initial value must be a number" << false;
    }
    void luaMessagesKeepTheirWording() {
        QFETCH(QString, message);
        QFETCH(bool, hasTemplate);
        const std::string m = message.toStdString();
        QCOMPARE(QString::fromStdString(describeLuaMessage(m)), message);
        // A translator that marks every text it is asked for shows which ones have a template.
        setTextTranslator([](const char* source) { return std::string("T:") + source; });
        const QString marked = QString::fromStdString(describeLuaMessage(m));
        setTextTranslator({});
        QCOMPARE(marked.startsWith(QLatin1String("T:")), hasTemplate);
    }

    void noticeFollowsTheTranslator() {
        QCOMPARE(run("print(1)").all, (QStringList{"1", "Program finished."}));
        FakeTranslation fake(kFakeChinese);
        QCOMPARE(run("print(1)").all, (QStringList{"1", "结束。"}));
    }

    void textPlaceholders_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("translation");  // empty: the translator does not know it
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("english") << "%1 of %2"
                                 << "" << QStringList{"a", "b"} << "a of b";
        QTest::newRow("reordered") << "%1 of %2"
                                   << "%2 的 %1" << QStringList{"a", "b"} << "b 的 a";
        QTest::newRow("argument is not replaced again") << "x %1 %2"
                                                        << "" << QStringList{"%2", "y"} << "x %2 y";
        QTest::newRow("missing argument stays") << "a %1 %2"
                                                << "" << QStringList{"z"} << "a z %2";
        QTest::newRow("no arguments") << "100% sure %1"
                                      << "" << QStringList{} << "100% sure %1";
        QTest::newRow("percent sign") << "100% sure %1"
                                      << "" << QStringList{"x"} << "100% sure x";
        QTest::newRow("%10 with ten arguments")
            << "%10-%1"
            << "" << QStringList{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"} << "10-1";
        QTest::newRow("%12 with one argument") << "%12"
                                               << "" << QStringList{"a"} << "a2";
    }
    void textPlaceholders() {
        QFETCH(QString, source);
        QFETCH(QString, translation);
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const std::string src = source.toStdString();
        FakeTranslation fake(std::map<std::string, std::string>{{src, translation.toStdString()}});
        std::vector<std::string> a;
        for (const QString& x : args) a.push_back(x.toStdString());
        QCOMPARE(QString::fromStdString(textWith(src.c_str(), a)), expected);
    }

    void motorsStopOnError() {
        auto sim = testing::makeTestSim();
        RunResult r = runOn(*sim, "motor.speed(1, 80) motor.speed(2, -80) wait(0.05)\nerror('x')");
        QCOMPARE(int(r.state), int(ProgramState::Failed));
        QCOMPARE(sim->motorCommand(0, 0), 0.0);
        QCOMPARE(sim->motorCommand(0, 1), 0.0);
    }

    void editDistanceRows_data() {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("d");
        QTest::newRow("same") << "motor"
                              << "motor" << 0;
        QTest::newRow("drop") << "motr"
                              << "motor" << 1;
        QTest::newRow("swap") << "wiat"
                              << "wait" << 2;
        QTest::newRow("empty") << ""
                               << "line" << 4;
        QTest::newRow("kitten") << "kitten"
                                << "sitting" << 3;
    }
    void editDistanceRows() {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, d);
        QCOMPARE(editDistance(a.toStdString(), b.toStdString()), d);
    }

    void patternCost_data() {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<int>("length");
        QTest::addColumn<bool>("iterates");
        QTest::addColumn<bool>("tooSlow");
        QTest::newRow("plain word") << "hello" << 1000000 << false << false;
        QTest::newRow("trailing repeat") << "%d+" << 1000000 << true << false;
        QTest::newRow("key=value") << "(%w+)%s*=%s*(%w+)" << 5000 << false << false;
        QTest::newRow("anchored") << "^(%w+)=(.*)$" << 100000 << false << false;
        QTest::newRow("nested overlap") << "a*a*a*a*b" << 3000 << false << true;
        QTest::newRow("lazy dots") << "(.-)(.-)(.-)x" << 5000 << true << true;
        QTest::newRow("lazy dots short") << "(.-),(.-)" << 200 << false << false;
        QTest::newRow("set overlap") << "[ab]*[bc]*d" << 100000 << false << true;
        QTest::newRow("malformed") << "[a" << 1000 << false << false;
    }
    void patternCost() {
        QFETCH(QString, pattern);
        QFETCH(int, length);
        QFETCH(bool, iterates);
        QFETCH(bool, tooSlow);
        const PatternCost c = estimatePatternCost(pattern.toStdString(), length, iterates);
        QCOMPARE(c.too_slow, tooSlow);
    }

    // --- stop -----------------------------------------------------------------------------------
    void stopInsidePcall_data() {
        QTest::addColumn<QString>("program");
        QTest::newRow("pcall busy loop")
            << "while true do pcall(function() while true do end end) end";
        QTest::newRow("sort callback with pcall")
            << "table.sort({3, 2, 1}, function(a, b)\n  while true do pcall(function() while "
               "true do end end) end\nend)";
        QTest::newRow("xpcall") << "while true do xpcall(function() while true do end end, "
                                   "function() while true do end end) end";
        QTest::newRow("coroutine") << "local c = coroutine.create(function() while true do "
                                      "pcall(function() while true do end end) end end)\n"
                                      "while true do coroutine.resume(c) end";
    }
    void stopInsidePcall() {
        // The program says "busy" after two ticks, then enters its loop; the stop is requested
        // when the line comes (as Stop does from the GUI thread, here from the console sink, at a
        // known tick). It must end the program at that tick or the next (requestStop()'s
        // contract), counted in ticks, not in wall time. Where the loop cannot be paused (inside
        // table.sort's callback) only the stop can end the tick: without it the 30 s guard would
        // end the program as Failed.
        QFETCH(QString, program);
        ProgramOptions opt;
        opt.max_call_wall_s = 30.0;  // only Stop may end it
        auto sim = testing::makeTestSim();
        int ticks = 0;
        int stop_tick = -1;
        Program* self = nullptr;
        Program p(*sim, 0, "wait(0.002)\nprint('busy')\n" + program.toStdString(), opt,
                  [&](const ConsoleLine& line) {
                      if (line.text != "busy" || !self) return;
                      stop_tick = ticks;
                      self->requestStop();
                  });
        self = &p;
        while (!p.isOver() && ticks < 1000) {
            ++ticks;
            p.tick();
            if (!p.isOver()) QVERIFY_OK(sim->step());
        }
        QVERIFY(stop_tick >= 2);
        QCOMPARE(int(p.state()), int(ProgramState::Stopped));
        QVERIFY2(ticks - stop_tick <= 1,
                 qPrintable(QString("stopped %1 ticks after the request").arg(ticks - stop_tick)));
        QVERIFY(!p.error());
    }

    // --- determinism --------------------------------------------------------------------------
    void sameSeedSameStateHash() {
        const QString program =
            "for i = 1, 30 do motor.speed(1, math.random(-100, 100)) "
            "motor.speed(2, math.random(-100, 100)) wait(0.01) end print(math.random(1000000))";
        struct Run {
            std::uint64_t hash;
            RunResult r;
        };
        auto run = [&](std::uint64_t seed) {
            auto sim = testing::makeTestSim(seed);
            ProgramOptions opt;
            opt.seed = seed;
            RunResult r = runOn(*sim, program, 1000, opt);
            return Run{sim->stateHash(), r};
        };
        const Run a = run(5), b = run(5), c = run(6);
        for (const Run* x : {&a, &b, &c}) {
            // Each run finished normally after its 30 waits of 10 steps.
            QCOMPARE(int(x->r.state), int(ProgramState::Finished));
            QVERIFY(!x->r.error);
            QCOMPARE(x->r.steps, std::int64_t(300));
            QCOMPARE(x->r.output.size(), 1);
        }
        QCOMPARE(a.hash, b.hash);
        QCOMPARE(a.r.output, b.r.output);
        QVERIFY(a.hash != c.hash);  // another seed: other motor commands, another state
        QVERIFY(a.r.output != c.r.output);
    }

    // --- legged robots ------------------------------------------------------------------------
    void strideRatioWalksACircle_data() {
        QTest::addColumn<double>("ratio");
        QTest::addColumn<int>("sense");  // +1 counter-clockwise, -1 clockwise
        QTest::newRow("1.5: left") << 1.5 << 1;
        QTest::newRow("1/1.5: right") << 1.0 / 1.5 << -1;
    }
    void strideRatioWalksACircle() {
        // Seed 002's circle walk from Lua: radius = b (r + 1) / (r - 1) with b the half track.
        QFETCH(double, ratio);
        QFETCH(int, sense);
        LeggedRun run = spawnLegged("hexapod");
        auto* hex = dynamic_cast<sim::legged::HexapodController*>(run.tmpl.controller.get());
        QVERIFY(hex);
        sim::Simulation& sim = *run.sim;
        Program p(sim, 0,
                  QString("legs.strideRatio(%1) wait(0.3) legs.move(20, 0, 0) wait(100)")
                      .arg(ratio, 0, 'g', 17)
                      .toStdString(),
                  {}, {}, hex);
        auto advance = [&](double seconds) {
            const auto n = std::lround(seconds / sim.step_s());
            for (long i = 0; i < n; ++i) {
                p.tick();
                hex->update(sim, 0);
                if (!sim.step().ok()) return false;
            }
            return true;
        };
        QVERIFY(advance(1.5));  // stand up, start walking, settle into the gait
        double path = 0.0, turned = 0.0;
        sim::Pose prev = sim.linkPose(0, 0);
        for (int k = 0; k < 60; ++k) {
            QVERIFY(advance(0.1));
            const sim::Pose now = sim.linkPose(0, 0);
            sim::Vec3 d = now.translation - prev.translation;
            d.y() = 0.0;
            path += d.norm();
            const double dy = yawOf(now.rotation) - yawOf(prev.rotation);
            turned += std::atan2(std::sin(dy), std::cos(dy));
            prev = now;
        }
        QCOMPARE(int(p.state()), int(ProgramState::Running));
        const double radius = path / std::abs(turned);
        const double predicted = hex->halfTrack_m() * (ratio + 1.0) / std::abs(ratio - 1.0);
        qInfo("stride ratio %.3f: radius %.3f m, predicted %.3f m, walked %.2f m, turned %.0f deg",
              ratio, radius, predicted, path, turned * 180.0 / M_PI);
        QVERIFY(path > 0.5);  // it walked
        QCOMPARE(turned > 0.0 ? 1 : -1, sense);
        // Within 5 %: the prediction is kinematic (no slip, servos on time); the walk comes within
        // about 1 %. 5 % still tells the ratio apart from its neighbours: 1.4 and 1.6 would
        // give radii 20 % larger and 13 % smaller (6 b and 4.33 b instead of 5 b).
        QVERIFY2(std::abs(radius - predicted) <= 0.05 * predicted,
                 qPrintable(QString("radius %1 m, predicted %2 m").arg(radius).arg(predicted)));
    }

    void controlModeSwitchesTheQuadruped_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<bool>("force");
        QTest::newRow("force") << "legs.controlMode('force')" << true;
        QTest::newRow("position") << "legs.controlMode('position')" << false;
        QTest::newRow("force, then position")
            << "legs.controlMode('force') wait(0.1) legs.controlMode('position')" << false;
    }
    void controlModeSwitchesTheQuadruped() {
        QFETCH(QString, program);
        QFETCH(bool, force);
        using Quadruped = sim::legged::QuadrupedController;
        LeggedRun run = spawnLegged("quadruped");
        auto* quad = dynamic_cast<Quadruped*>(run.tmpl.controller.get());
        QVERIFY(quad);
        QCOMPARE(int(quad->mode()), int(Quadruped::Mode::Position));
        RunResult r = runOn(*run.sim, program + " wait(0.3)", 1000, {}, quad);
        QCOMPARE(int(r.state), int(ProgramState::Finished));
        QCOMPARE(int(quad->mode()),
                 int(force ? Quadruped::Mode::Force : Quadruped::Mode::Position));
        // In force mode the controller computed joint torques (RNEA); the robot still stands.
        double max_tau = 0.0;
        for (double t : quad->lastTorques()) max_tau = std::max(max_tau, std::abs(t));
        if (force) QVERIFY2(max_tau > 0.1, qPrintable(QString::number(max_tau)));
        const double body_y = run.sim->linkPose(0, 0).translation.y();
        QVERIFY2(body_y > 0.5 * run.tmpl.X_WM.translation.y(), qPrintable(QString::number(body_y)));
    }

    void leggedErrors_data() {
        QTest::addColumn<QString>("robot");  // legged template, or "" for the wheeled test robot
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("expected");  // the whole message
        const QString notHexapod =
            "legs.strideRatio: only the hexapod walks with unequal strides (this robot's legs do "
            "not)";
        const QString notQuadruped =
            "legs.controlMode: only the quadruped has control modes (this robot's legs do not)";
        const QString badRatio =
            "legs.strideRatio: the ratio must be a number > 0 (right stride / left stride, 1 "
            "walks straight; got %1)";
        QTest::newRow("ratio, wheeled") << ""
                                        << "legs.strideRatio(1.5)"
                                        << "legs.strideRatio: this robot has no legs (legs.* works "
                                           "with the hexapod, quadruped and wheel_legged robots)";
        QTest::newRow("ratio, quadruped") << "quadruped"
                                          << "legs.strideRatio(1.5)" << notHexapod;
        QTest::newRow("ratio, wheel_legged") << "wheel_legged"
                                             << "legs.strideRatio(1.5)" << notHexapod;
        QTest::newRow("ratio 0") << "hexapod"
                                 << "legs.strideRatio(0)" << badRatio.arg("0");
        QTest::newRow("ratio < 0") << "hexapod"
                                   << "legs.strideRatio(-2)" << badRatio.arg("-2");
        QTest::newRow("ratio inf") << "hexapod"
                                   << "legs.strideRatio(math.huge)" << badRatio.arg("infinity");
        QTest::newRow("ratio text") << "hexapod"
                                    << "legs.strideRatio('wide')" << badRatio.arg("wide");
        QTest::newRow("ratio missing") << "hexapod"
                                       << "legs.strideRatio()" << badRatio.arg("nil");
        QTest::newRow("mode, wheeled") << ""
                                       << "legs.controlMode('force')"
                                       << "legs.controlMode: this robot has no legs (legs.* works "
                                          "with the hexapod, quadruped and wheel_legged robots)";
        QTest::newRow("mode, hexapod") << "hexapod"
                                       << "legs.controlMode('force')" << notQuadruped;
        QTest::newRow("mode, wheel_legged") << "wheel_legged"
                                            << "legs.controlMode('position')" << notQuadruped;
        QTest::newRow("unknown mode")
            << "quadruped"
            << "legs.controlMode('torque')"
            << "legs.controlMode: there is no mode 'torque' (the modes are \"position\" and "
               "\"force\")";
        QTest::newRow("mode missing")
            << "quadruped"
            << "legs.controlMode()"
            << "bad argument #1 to 'controlMode' (string expected, got no value)";
        QTest::newRow("no imu") << ""
                                << "print(imu.pitch())"
                                << "imu.pitch: this robot has no IMU";
        QTest::newRow("no imu, accel") << ""
                                       << "print(imu.verticalAccel())"
                                       << "imu.verticalAccel: this robot has no IMU";
    }
    void leggedErrors() {
        QFETCH(QString, robot);
        QFETCH(QString, program);
        QFETCH(QString, expected);
        RunResult r;
        if (robot.isEmpty()) {
            r = run("wait(0.01)\n" + program);
        } else {
            LeggedRun l = spawnLegged(robot.toStdString());
            r = runOn(*l.sim, "wait(0.01)\n" + program, 100, {}, l.tmpl.controller.get());
        }
        QCOMPARE(int(r.state), int(ProgramState::Failed));
        QVERIFY(r.error);
        QCOMPARE(QString::fromStdString(r.error->message), expected);
        QCOMPARE(r.error->line, 2);
        QCOMPARE(r.steps, std::int64_t(10));
    }

    // --- ports and indices at the Lua edge -----------------------------------------------------
    void badPortsAreRefused_data() {
        // Every binding checks a port or name before it reaches the simulation (which asserts on
        // an index out of range); the message names the function, the port and what there is.
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("expected");
        const QString motors = "(this robot has: 1 'left', 2 'right')";
        const QString sensors =
            "(this robot has: 1 'floor', 2 'front', 3 'bumper', 4 'compass', 5 'gyro', 6 "
            "'flame')";
        QTest::newRow("motor 0") << "motor.speed(0, 50)"
                                 << "motor.speed: there is no motor '0' " + motors;
        QTest::newRow("motor 9") << "motor.speed(9, 50)"
                                 << "motor.speed: there is no motor '9' " + motors;
        QTest::newRow("motor -1") << "motor.stop(-1)"
                                  << "motor.stop: there is no motor '-1' " + motors;
        QTest::newRow("motor 1.5") << "motor.speed(1.5, 50)"
                                   << "motor.speed: there is no motor '1.5' " + motors;
        QTest::newRow("motor huge")
            << "motor.speed(2^62, 50)"
            << "motor.speed: there is no motor '4.6116860184274e+18' " + motors;
        QTest::newRow("motor missing") << "motor.stop()"
                                       << "motor.stop: there is no motor 'nil' " + motors;
        QTest::newRow("motor name") << "motor.stop('middle')"
                                    << "motor.stop: there is no motor 'middle' " + motors;
        QTest::newRow("fan is no encoder") << "print(motor.angle(4))"
                                           << "motor.angle: there is no motor '4' " + motors;
        QTest::newRow("servo 1") << "servo.angle(1, 10)"
                                 << "servo.angle: there is no servo '1' (this robot has: 3 'arm')";
        QTest::newRow("servo 9, waiting")
            << "servo.angle(9, 10, true)"
            << "servo.angle: there is no servo '9' (this robot has: 3 'arm')";
        QTest::newRow("line 14") << "print(line.read(14))"
                                 << "line.read: there is no sensor '14' " + sensors;
        QTest::newRow("distance 0") << "print(distance.read(0))"
                                    << "distance.read: there is no sensor '0' " + sensors;
        QTest::newRow("touch -3") << "print(touch.pressed(-3))"
                                  << "touch.pressed: there is no sensor '-3' " + sensors;
        QTest::newRow("flame by wrong name")
            << "print(flame.read('candle'))"
            << "flame.read: there is no sensor 'candle' " + sensors;
        QTest::newRow("line missing") << "print(line.read())"
                                      << "line.read: there is no sensor 'nil' " + sensors;
        QTest::newRow("wait missing") << "wait()"
                                      << "wait: the time must be a number of seconds >= 0 (got "
                                         "nil)";
    }
    void badPortsAreRefused() {
        QFETCH(QString, program);
        QFETCH(QString, expected);
        auto sim = testing::makeTestSim();
        RunResult r = runOn(*sim, "motor.speed(1, 40)\n" + program);
        QCOMPARE(int(r.state), int(ProgramState::Failed));
        QVERIFY(r.error);
        QCOMPARE(QString::fromStdString(r.error->message), expected);
        QCOMPARE(r.error->line, 2);
        QCOMPARE(sim->motorCommand(0, 0), 0.0);  // stopped on the error
    }
};

QTEST_GUILESS_MAIN(TestProgram)
#include "tst_program.moc"
