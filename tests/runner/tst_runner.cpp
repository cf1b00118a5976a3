// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of botlab::runner: the example programs reach their goals, runs repeat, snapshots,
// stop, reset, CSV log, bad input.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "botlab_test.h"

#include <chrono>
#include <cmath>
#include <numbers>
#include <sstream>
#include <thread>

#include "botlab/core/text.h"
#include "botlab/runner/program_file.h"
#include "botlab/runner/simulation_runner.h"
#include "botlab/scripting/units.h"

using namespace botlab;
using namespace botlab::runner;

namespace {

std::string readExample(const QString& name) {
    QFile f(qEnvironmentVariable("BOTLAB_SOURCE_DIR") + "/examples/" + name);
    if (!f.open(QIODevice::ReadOnly)) return {};
    // A block example (.blocks) runs as the Lua its blocks generate.
    Result<std::string> lua = programSource(name, f.readAll().toStdString());
    return lua.ok() ? lua.value() : std::string();
}

std::unique_ptr<SimulationRunner> make(const QString& robot, const QString& scene,
                                       const std::string& program, std::uint64_t seed = 0) {
    RunSetup s;
    s.robot = robot;
    s.scene = scene;
    s.program_source = program;
    s.seed = seed;
    auto r = SimulationRunner::create(s);
    if (!r.ok()) {
        qWarning("%s", r.message().c_str());
        return nullptr;
    }
    return std::move(r.value());
}

}  // namespace

class TestRunner : public QObject {
    Q_OBJECT

private slots:
    // Every example of examples/index.json (File > Examples), run on its own robot and scene,
    // reaches the scene's goal, unless its entry says "reaches_goal": false. (The rows were a
    // hand-written list of the wheeled examples, so the hexapod's, which ended at 33 s with the
    // goal 4 m away, was never run to its end.)
    void examplesReachTheirGoals_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("program");
        QFile f(qEnvironmentVariable("BOTLAB_SOURCE_DIR") + "/examples/index.json");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray entries =
            QJsonDocument::fromJson(f.readAll()).object().value("examples").toArray();
        QVERIFY(entries.size() >= 6);
        int rows = 0;
        for (const QJsonValue& v : entries) {
            const QJsonObject e = v.toObject();
            if (!e.value("reaches_goal").toBool(true)) continue;
            const QString program = e.value("program").toString();
            QTest::newRow(qPrintable(program))
                << e.value("robot").toString() << e.value("scene").toString() << program;
            ++rows;
        }
        QVERIFY(rows >= 6);  // every example goes for its goal
    }
    void examplesReachTheirGoals() {
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        QFETCH(QString, program);
        const std::string src = readExample(program);
        QVERIFY2(!src.empty(), qPrintable("cannot read examples/" + program));
        auto r = make(robot, scene, src);
        QVERIFY(r);
        QStringList console;
        r->setConsoleSink(
            [&](const scripting::ConsoleLine& l) { console << QString::fromStdString(l.text); });
        r->setStopAtGoal(true, 0.25);
        QVERIFY(r->timeLimit_s() > 0);
        QVERIFY_OK(r->run(r->timeLimit_s()));
        const RunReport rep = r->report();
        QVERIFY2(!rep.program_error, rep.program_error ? rep.program_error->message.c_str() : "");
        QVERIFY2(rep.score.goal_reached, qPrintable(console.join('\n')));
        QVERIFY(rep.score.goal_time_s && *rep.score.goal_time_s <= r->timeLimit_s());
        QCOMPARE(rep.score.checkpoints_passed, rep.score.checkpoints_total);
        QCOMPARE(rep.score.wall_collisions, 0);
        if (scene == "line_challenge") {
            QVERIFY(rep.score.line_deviation_max_m);
            // The track is 2 cm wide: the robot's centre never strays more than 3 cm from it.
            QVERIFY2(*rep.score.line_deviation_max_m < 0.03,
                     qPrintable(QString::number(*rep.score.line_deviation_max_m)));
        }
        if (scene == "fire_fighting") {
            QCOMPARE(rep.score.candles_out, 1);
            // The snapshot says when the candle went out (the 3D view's smoke starts there): the
            // goal time, the first sample with every candle out. A reset lights it again.
            Snapshot s = r->snapshot();
            QCOMPARE(s.flames_out_s.size(), std::size_t(1));
            QVERIFY(!s.flames_lit[0]);
            QVERIFY2(std::abs(s.flames_out_s[0] - *rep.score.goal_time_s) < 1e-9,
                     qPrintable(QString::number(s.flames_out_s[0])));
            r->reset();
            s = r->snapshot();
            QVERIFY(s.flames_lit[0]);
            QCOMPARE(s.flames_out_s[0], -1.0);
        }
    }

    void sameSeedSameStateHash() {
        const std::string src = readExample("line_follower.lua");
        auto run = [&](std::uint64_t seed) {
            auto r = make("line_follower", "line_challenge", src, seed);
            if (!r || !r->run(3.0).ok() || r->report().program_error) return std::uint64_t{0};
            return r->report().state_hash;
        };
        const auto a = run(7), b = run(7), c = run(8);
        QVERIFY(a != 0);
        QVERIFY(c != 0);
        QCOMPARE(a, b);
        QVERIFY(a != c);  // the seed reaches the noise: another seed, another run
    }

    void resetRepeatsTheRun() {
        const std::string src = readExample("line_follower.lua");
        auto r = make("line_follower", "line_challenge", src, 3);
        QVERIFY(r);
        QVERIFY_OK(r->run(1.0));
        const auto h1 = r->report().state_hash;
        const auto n1 = r->runLog().samples.size();
        r->reset();
        QCOMPARE(r->simulation().time_s(), 0.0);
        QVERIFY(r->runLog().samples.empty());
        QVERIFY_OK(r->run(1.0));
        QCOMPARE(r->report().state_hash, h1);
        QCOMPARE(r->runLog().samples.size(), n1);
        QCOMPARE(n1, std::size_t(1000));  // one sample per 1 ms step
    }

    void snapshotHoldsTheFrame() {
        auto r = make("line_follower", "line_challenge",
                      "print('hello') motor.speed(1, 40) motor.speed(2, 40) wait(1)");
        QVERIFY(r);
        QVERIFY_OK(r->run(0.5));
        Snapshot s = r->snapshot();
        QCOMPARE(s.steps, std::int64_t(500));
        QVERIFY(std::abs(s.sim_time_s - 0.5) < 1e-9);
        QCOMPARE(s.link_poses.size(), r->robotModel().links.size());
        std::size_t channels = 0;
        for (int i = 0; i < int(r->robotModel().sensors.size()); ++i)
            channels += scripting::sensorApiValues(r->robotModel().sensors[std::size_t(i)],
                                                   r->simulation().sensorReading(0, i))
                            .size();
        QCOMPARE(s.readings.size(), channels);
        QCOMPARE(s.flames_lit.size(), r->scene().world.flames.size());
        QVERIFY(s.has_program);
        QCOMPARE(int(s.program_state), int(scripting::ProgramState::Running));
        QCOMPARE(s.console.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(s.console[0].text), QString("hello"));
        // Readings are sorted by port; motor commands are what the program set.
        for (std::size_t i = 1; i < s.readings.size(); ++i)
            QVERIFY(s.readings[i - 1].port <= s.readings[i].port || s.readings[i].port == 0);
        bool found = false;
        for (const DeviceValue& m : s.commands)
            if (m.kind == "motor" && m.port == 1) {
                QCOMPARE(m.value, 40.0);
                found = true;
            }
        QVERIFY(found);
        // The console lines are handed out once.
        QVERIFY(r->snapshot().console.empty());
        // The robot moved forward (+X from its start facing east).
        QVERIFY(s.link_poses[0].translation.x() >
                r->scene().robot_starts[0].translation.x() + 0.03);
    }

    // The built-in maze starts the robot facing its open corridor (south), not a wall: the front
    // distance sensor sees more than a cell (30 cm), the sides see the start cell's walls.
    void mazeStartFacesAnOpenCorridor() {
        auto r = make("maze_explorer", "maze", "wait(0.1)");
        QVERIFY(r);
        QVERIFY_OK(r->run(0.05));
        const Snapshot s = r->snapshot();
        QCOMPARE(s.checkpoints_total, 0);
        QCOMPARE(s.time_limit_s, 180.0);
        double front = -1, left = -1, right = -1;
        for (const DeviceValue& d : s.readings) {
            if (d.name == "distance front") front = d.value;
            if (d.name == "distance left") left = d.value;
            if (d.name == "distance right") right = d.value;
        }
        QVERIFY2(front > 30.0, qPrintable(QString::number(front)));
        // Centred in a 30 cm cell: a wall 15 cm from the centre on each side.
        QVERIFY2(left > 5.0 && left < 15.0, qPrintable(QString::number(left)));
        QVERIFY2(right > 5.0 && right < 15.0, qPrintable(QString::number(right)));
    }

    void programErrorsAreReported_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<int>("line");
        QTest::newRow("syntax") << "motor.speed(1, 50)\nif x then\n" << 3;
        QTest::newRow("runtime") << "wait(0.1)\nmotr.speed(1, 50)" << 2;
    }
    void programErrorsAreReported() {
        QFETCH(QString, program);
        QFETCH(int, line);
        auto r = make("line_follower", "line_challenge", program.toStdString());
        QVERIFY(r);
        QVERIFY_OK(r->run(1.0));
        QVERIFY(r->isOver());
        const RunReport rep = r->report();
        QVERIFY(rep.program_error);
        QCOMPARE(rep.program_error->line, line);
        const QByteArray json = reportJson(rep);
        QVERIFY2(QString::fromUtf8(json).contains(QString("\"line\": %1").arg(line)),
                 json.constData());
    }

    void stopEndsABusyProgram() {
        // The program prints after 0.1 s of simulated time, then busies itself in a loop inside
        // pcall; the stop is requested when the line comes (on the stepping thread, at a known
        // simulated time). The run ends at that control tick or the next (the program gets one
        // every physics step), not at the 600 s asked for: measured in simulated steps, not in
        // wall time.
        auto r = make("line_follower", "line_challenge",
                      "wait(0.1)\nprint('busy')\n"
                      "while true do pcall(function() while true do end end) end");
        QVERIFY(r);
        double stop_at_s = -1.0;
        r->setConsoleSink([&](const scripting::ConsoleLine& line) {
            if (line.text != "busy") return;
            stop_at_s = r->simulation().time_s();
            r->requestStop();
        });
        QVERIFY_OK(r->run(600.0));
        QVERIFY(r->isOver());
        QCOMPARE(int(r->snapshot().program_state), int(scripting::ProgramState::Stopped));
        QVERIFY2(stop_at_s >= 0.1 - 1e-9, qPrintable(QString::number(stop_at_s)));
        const double step_s = r->simulation().step_s();
        const double after_s = r->simulation().time_s() - stop_at_s;
        QVERIFY2(after_s <= 2 * step_s + 1e-9,
                 qPrintable(QStringLiteral("%1 s after the stop").arg(after_s)));
    }

    void badInput_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown robot") << "no_such_robot"
                                       << "line_challenge"
                                       << "no_such_robot";
        QTest::newRow("unknown scene") << "line_follower"
                                       << "no_such_scene"
                                       << "no_such_scene";
        QTest::newRow("missing file") << "/nonexistent/robot.json"
                                      << "maze"
                                      << "robot.json";
    }
    void badInput() {
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        QFETCH(QString, expected);
        RunSetup s;
        s.robot = robot;
        s.scene = scene;
        s.program_source = "wait(1)";
        auto r = SimulationRunner::create(s);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.message()).contains(expected), r.message().c_str());
    }

    void csvLog() {
        auto r = make("line_follower", "line_challenge", "motor.speed(1, 30) wait(5)");
        QVERIFY(r);
        std::ostringstream csv;
        r->setCsvLog(&csv, 0.01);
        QVERIFY_OK(r->run(0.5));
        const QStringList lines = QString::fromStdString(csv.str()).split('\n', Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 2);
        QVERIFY(lines[0].startsWith("t_s,x_m,y_m,z_m,yaw_deg,"));
        const auto& m = r->robotModel();
        int columns = 5 + int(m.motors.size() + m.fans.size() + m.servos.size());
        for (int i = 0; i < int(m.sensors.size()); ++i)
            columns += int(scripting::sensorApiValues(m.sensors[std::size_t(i)],
                                                      r->simulation().sensorReading(0, i))
                               .size());
        QCOMPARE(lines[0].split(',').size(), columns);
        // Every column name is a cell a spreadsheet shows as text (never a formula).
        for (const QString& cell : lines[0].split(',')) QCOMPARE(core::csvCell(cell), cell);
        QCOMPARE(lines.size(), 1 + 51);  // t = 0, 0.01, ..., 0.50
        QCOMPARE(lines.last().split(',').size(), columns);
        QCOMPARE(lines.last().split(',')[0], QString("0.5000"));
    }

    // An unknown gait names the gaits the robot has (the student's message, not the sim's).
    void unknownGaitListsTheRobotsGaits_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("message");
        QTest::newRow("hexapod")
            << "hexapod"
            << "hexapod_field"
            << "legs.gait: this robot has no gait 'gallop' (its gaits: tripod, "
               "ripple, wave)";
        QTest::newRow("quadruped")
            << "quadruped"
            << "hexapod_field"
            << "legs.gait: this robot has no gait 'gallop' (its gaits: trot)";
        QTest::newRow("wheel_legged") << "wheel_legged"
                                      << "terrain_step"
                                      << "legs.gait: this robot has no gait 'gallop' (its gaits: "
                                         "obstacle, roll)";
    }
    void unknownGaitListsTheRobotsGaits() {
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        QFETCH(QString, message);
        auto r = make(robot, scene, "legs.gait('gallop')");
        QVERIFY(r);
        QVERIFY_OK(r->run(0.1));
        const Snapshot s = r->snapshot();
        QVERIFY(s.program_error);
        QCOMPARE(QString::fromStdString(s.program_error->message), message);
        QCOMPARE(s.program_error->line, 1);
    }

    // Issue 28 item 5: the quadruped's trot driven from Lua walks straight, |mean yaw rate| <
    // 1 deg/s over 20 s at its top walking speed (it drifted about 1 deg/s).
    void quadrupedTrotsStraightFromLua_data() {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<int>("speed_cm_s");
        QTest::newRow("flat, top speed") << "line_basic" << 25;
        QTest::newRow("flat, 20 cm/s") << "line_basic" << 20;
        QTest::newRow("hexapod_field, top speed") << "hexapod_field" << 25;
    }
    void quadrupedTrotsStraightFromLua() {
        QFETCH(QString, scene);
        QFETCH(int, speed_cm_s);
        auto r = make("quadruped", scene,
                      "legs.stand() wait(0.5) legs.gait('trot') legs.move(" +
                          std::to_string(speed_cm_s) + ", 0, 0) wait(30)");
        QVERIFY(r);
        QVERIFY_OK(r->run(1.5));
        auto yawOf = [](const sim::Quat& q) {
            const sim::Vec3 f = q * sim::Vec3::UnitX();
            return std::atan2(-f.z(), f.x());
        };
        double yaw = yawOf(r->snapshot().link_poses[0].rotation), turned = 0.0;
        const double x0 = r->snapshot().link_poses[0].translation.x();
        for (int k = 0; k < 200; ++k) {
            QVERIFY_OK(r->run(0.1));
            const double y = yawOf(r->snapshot().link_poses[0].rotation);
            turned += std::remainder(y - yaw, 2.0 * M_PI);
            yaw = y;
        }
        const Snapshot s = r->snapshot();
        QVERIFY2(!s.program_error, s.program_error ? s.program_error->message.c_str() : "");
        const double rate = turned / 20.0 * 180.0 / M_PI;
        qInfo("Lua trot at %d cm/s on %s: mean yaw rate %.3f deg/s, %.2f m forward", speed_cm_s,
              qPrintable(scene), rate, s.link_poses[0].translation.x() - x0);
        QCOMPARE_LT(std::abs(rate), 1.0);
        QCOMPARE_GT(s.link_poses[0].translation.x() - x0, 1.0);
    }

    void leggedRobotWalks() {
        auto r = make("hexapod", "hexapod_field",
                      "legs.gait('tripod') legs.move(10, 0, 0) wait(3) legs.stand() wait(0.5)");
        QVERIFY(r);
        QVERIFY(r->isLegged());
        const double x0 = r->snapshot().link_poses[0].translation.x();
        QVERIFY_OK(r->run(4.0));
        const Snapshot s = r->snapshot();
        QVERIFY2(!s.program_error, s.program_error ? s.program_error->message.c_str() : "");
        QVERIFY2(s.link_poses[0].translation.x() - x0 > 0.1,
                 qPrintable(QString::number(s.link_poses[0].translation.x() - x0)));
    }

    // Issue 28: the snapshot carries each soft foot (position, sinkage, contact) for the 3D
    // view's sinking feet and footprints and the Cockpit's sinkage; rigid feet have none.
    void snapshotFeet_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<int>("feet");
        QTest::addColumn<double>("minDepth_m");
        QTest::addColumn<double>("maxDepth_m");
        // Loose soil: 3000 kg x 9.81 / 6 / 3.4e5 N/m = 14.4 mm per foot standing.
        QTest::newRow("manned_hexapod on manned_field") << "manned_hexapod"
                                                        << "manned_field" << 6 << 0.010 << 0.020;
        // Hard soil: 2.1 kg x 9.81 / 6 / 1.7e6 N/m = 2 um.
        QTest::newRow("hexapod on hexapod_field") << "hexapod"
                                                  << "hexapod_field" << 6 << 0.5e-6 << 10e-6;
        QTest::newRow("quadruped, rigid ground") << "quadruped"
                                                 << "line_basic" << 0 << 0.0 << 0.0;
        QTest::newRow("not legged") << "line_follower"
                                    << "line_basic" << 0 << 0.0 << 0.0;
    }
    void snapshotFeet() {
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        QFETCH(int, feet);
        QFETCH(double, minDepth_m);
        QFETCH(double, maxDepth_m);
        auto r = make(robot, scene, "");
        QVERIFY(r);
        QVERIFY_OK(r->run(3.0));
        const Snapshot s = r->snapshot();
        QCOMPARE(int(s.feet.size()), feet);
        double mean = 0.0;
        for (const FootContactView& f : s.feet) {
            QVERIFY(f.in_contact);
            // The foot's lowest point lies its sinkage below the ground.
            const double ground = r->simulation().groundHeight(f.position_W.x(), f.position_W.z());
            QCOMPARE_LT(std::abs(f.position_W.y() + f.depth_m - ground), 1e-3);
            mean += f.depth_m / feet;
        }
        if (feet == 0) return;
        qInfo("%s: mean foot sinkage %.4g mm", qPrintable(robot), mean * 1e3);
        QCOMPARE_GT(mean, minDepth_m);
        QCOMPARE_LT(mean, maxDepth_m);
        // The manned hexapod's field is stepped at seed 000's 500 Hz.
        if (robot == QLatin1String("manned_hexapod")) QCOMPARE(r->simulation().step_s(), 0.002);
    }

    // The one loading path: built-in, legged and file robots; errors name what failed.
    void loadModels_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<bool>("legged");
        QTest::addColumn<QString>("softTerrain");
        QTest::addColumn<QString>("errorNames");  // empty: loads
        QTest::newRow("demo") << "line_follower"
                              << "line_challenge" << false << "" << QString();
        QTest::newRow("hexapod on its field")
            << "hexapod"
            << "hexapod_field" << true << "hard_soil" << QString();
        QTest::newRow("quadruped on the flat") << "quadruped"
                                               << "line_basic" << true << "" << QString();
        QTest::newRow("wheel_legged") << "wheel_legged"
                                      << "terrain_step" << true << "" << QString();
        QTest::newRow("manned_hexapod on its field")
            << "manned_hexapod"
            << "manned_field" << true << "loose_soil" << QString();
        QTest::newRow("unknown robot") << "no_such_robot"
                                       << "line_challenge" << false << ""
                                       << "no_such_robot";
        QTest::newRow("unknown scene") << "line_follower"
                                       << "no_such_scene" << false << ""
                                       << "no_such_scene";
        QTest::newRow("malformed scene file") << "line_follower"
                                              << "@bad_scene" << false << ""
                                              << "bad.scene";
    }
    void loadModels() {
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        QFETCH(bool, legged);
        QFETCH(QString, softTerrain);
        QFETCH(QString, errorNames);
        QTemporaryDir dir;
        if (scene == QLatin1String("@bad_scene")) {
            scene = dir.filePath(QStringLiteral("bad.scene"));
            QFile f(scene);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{ \"format\": \"botlab-scene\", ");
        }
        const auto m = runner::loadModels(robot, scene);
        if (!errorNames.isEmpty()) {
            QVERIFY(!m.ok());
            QVERIFY2(QString::fromStdString(m.message()).contains(errorNames), m.message().c_str());
            return;
        }
        QVERIFY_OK(m);
        const LoadedModels& models = *m.value();
        QCOMPARE(models.isLegged(), legged);
        QCOMPARE(QString::fromStdString(models.soft_terrain), softTerrain);
        QVERIFY(!models.robot.links.empty());
        QVERIFY(runner::builtinRobotNames().contains(robot));
        if (legged) {
            // Standing height above the scene's start, and an IMU for pitch, roll and yaw rate.
            QVERIFY(models.X_WM.translation.y() > models.scene.robot_starts[0].translation.y());
            int imus = 0;
            for (const auto& se : models.robot.sensors) imus += se.type == sim::SensorType::Imu;
            QCOMPARE(imus, 1);
        } else {
            // The demo robot: two drive motors and line sensors, on the track's floor texture.
            QCOMPARE(models.robot.motors.size(), std::size_t(2));
            const auto& floor = models.scene.world.floor;
            QCOMPARE(std::size_t(floor.width_px) * floor.height_px * 4, floor.rgba.size());
        }
        // The runner runs exactly these models (shared, not loaded again).
        auto r = SimulationRunner::create(m.value(), RunOptions{});
        QVERIFY_OK(r);
        QCOMPARE(r.value()->models().get(), m.value().get());
        QCOMPARE(r.value()->isLegged(), legged);
    }

    // A scene's soft_terrain reaches the legged robot's feet and the report says which ground.
    void softTerrainInTheReport_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QJsonValue>("expected");
        QTest::newRow("hexapod on hard soil") << "hexapod"
                                              << "hexapod_field" << QJsonValue("hard_soil");
        QTest::newRow("wheeled robot") << "line_follower"
                                       << "line_challenge" << QJsonValue(QJsonValue::Null);
    }
    void softTerrainInTheReport() {
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        QFETCH(QJsonValue, expected);
        auto r = make(robot, scene, "wait(0.2)");
        QVERIFY(r);
        QVERIFY_OK(r->run(0.2));
        const QJsonObject o = QJsonDocument::fromJson(reportJson(r->report())).object();
        QVERIFY(o.contains("soft_terrain"));
        QCOMPARE(o.value("soft_terrain"), expected);
        QCOMPARE(o.value("steps").toInt(), 200);
    }

    // The Devices panel and Lua read the same value: after gyro.reset() both count from 0.
    void snapshotReadsWhatLuaReads() {
        auto base = runner::loadModels("line_follower", "line_challenge");
        QVERIFY_OK(base);
        auto models = std::make_shared<LoadedModels>(*base.value());
        sim::Sensor gyro;
        gyro.type = sim::SensorType::Gyro;
        gyro.name = "gyro";
        gyro.port = 9;
        gyro.link = 0;
        models->robot.sensors.push_back(gyro);
        RunOptions o;
        o.program_source =
            "motor.speed(1, -60) motor.speed(2, 60) wait(1)\n"
            "local before = gyro.angle() gyro.reset()\n"
            "wait(0.5) motor.stopAll() wait(0.5)\n"
            "print(string.format('%.6f %.6f', before, gyro.angle())) wait(10)";
        auto r = SimulationRunner::create(models, o);
        QVERIFY_OK(r);
        QVERIFY_OK(r.value()->run(2.2));
        const Snapshot s = r.value()->snapshot();
        QVERIFY2(!s.program_error, s.program_error ? s.program_error->message.c_str() : "");
        QCOMPARE(s.console.size(), std::size_t(1));
        const QStringList printed = QString::fromStdString(s.console[0].text).split(' ');
        const double before_deg = printed[0].toDouble(), lua_deg = printed[1].toDouble();
        QVERIFY2(std::abs(before_deg) > 20.0, qPrintable(printed.join(' ')));  // it turned
        double panel_deg = NAN, rate = NAN;
        for (const DeviceValue& d : s.readings)
            if (d.kind == "gyro" && d.channel == "angle")
                panel_deg = d.value;
            else if (d.kind == "gyro" && d.channel == "rate")
                rate = d.value;
        QVERIFY(std::isfinite(rate));
        // Stopped for 0.5 s: the angle no longer changes, so both reads agree closely; without
        // the offset the panel would be `before_deg` further off.
        QVERIFY2(std::abs(panel_deg - lua_deg) < 0.5,
                 qPrintable(QString("panel %1, Lua %2").arg(panel_deg).arg(lua_deg)));
    }

    // The snapshot carries the robot's camera images and lidar scans, shared until the
    // simulation takes a new one (camera 10 Hz, lidar 5 Hz).
    void snapshotCarriesImagesAndScans() {
        auto base = runner::loadModels("line_follower", "line_basic");
        QVERIFY_OK(base);
        auto models = std::make_shared<LoadedModels>(*base.value());
        sim::Sensor cam = sim::defaultSensor(sim::SensorType::Camera);
        cam.name = "cam";
        cam.port = 11;
        cam.X_LS = sim::Pose::fromTranslation(sim::Vec3(0.1, 0.06, 0));
        models->robot.sensors.push_back(cam);
        sim::Sensor lidar = sim::defaultSensor(sim::SensorType::Lidar);
        lidar.name = "lidar";
        lidar.port = 12;
        lidar.X_LS = sim::Pose::fromTranslation(sim::Vec3(0, 0.1, 0));
        models->robot.sensors.push_back(lidar);
        auto r = SimulationRunner::create(models, RunOptions{});
        QVERIFY_OK(r);
        QVERIFY_OK(r.value()->run(0.25));
        const Snapshot a = r.value()->snapshot();
        QCOMPARE(a.cameras.size(), std::size_t(1));
        QCOMPARE(a.lidars.size(), std::size_t(1));
        QCOMPARE(a.cameras[0].port, 11);
        QCOMPARE(a.cameras[0].name, std::string("cam"));
        QCOMPARE(a.cameras[0].sensor, int(models->robot.sensors.size()) - 2);
        QCOMPARE(a.cameras[0].image->serial, std::uint64_t(3));  // 0, 0.1, 0.2 s
        QCOMPARE(a.cameras[0].image->width_px, 64);
        QCOMPARE(a.cameras[0].image->rgb.size(), std::size_t(64 * 48 * 3));
        QCOMPARE(a.lidars[0].scan->serial, std::uint64_t(2));  // 0, 0.2 s
        QCOMPARE(a.lidars[0].scan->distance_m.size(), std::size_t(360));
        QCOMPARE(a.lidars[0].max_range_m, 4.0);
        // No new image: the same shared one.
        QVERIFY_OK(r.value()->run(0.02));
        const Snapshot b = r.value()->snapshot();
        QCOMPARE(b.cameras[0].image.get(), a.cameras[0].image.get());
        QCOMPARE(b.lidars[0].scan.get(), a.lidars[0].scan.get());
        QVERIFY_OK(r.value()->run(0.06));  // past 0.3 s
        const Snapshot c = r.value()->snapshot();
        QVERIFY(c.cameras[0].image.get() != a.cameras[0].image.get());
        QCOMPARE(c.cameras[0].image->serial, std::uint64_t(4));
        QCOMPARE(c.lidars[0].scan.get(), a.lidars[0].scan.get());
    }

    // The snapshot carries, per camera, the colour the program last asked camera.blob for and
    // that blob in the snapshot's image (what the Devices panel marks).
    void snapshotCarriesTheBlobAsked_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("colour");  ///< "" = none asked
        QTest::newRow("no program") << ""
                                    << "";
        QTest::newRow("never asks") << "camera.colour(1) wait(10)"
                                    << "";
        QTest::newRow("red ball: turns until it sees it")
            << "while not camera.blob(1, 'red') do\n"
               "  motor.speed(1, 30) motor.speed(2, -30) wait(0.02)\n"
               "end\n"
               "motor.stopAll() wait(10)"
            << "red";
        QTest::newRow("the last colour asked")
            << "camera.blob(1, 'red') wait(0.1) camera.blob(1, 'purple') wait(10)"
            << "purple";
    }
    void snapshotCarriesTheBlobAsked() {
        QFETCH(QString, program);
        QFETCH(QString, colour);
        auto base = runner::loadModels("camera_rover", "ball_chase");
        QVERIFY_OK(base);
        RunOptions o;
        o.program_source = program.toStdString();
        auto r = SimulationRunner::create(std::make_shared<LoadedModels>(*base.value()), o);
        QVERIFY_OK(r);
        QVERIFY_OK(r.value()->run(6.0));
        const Snapshot s = r.value()->snapshot();
        QVERIFY2(!s.program_error, s.program_error ? s.program_error->message.c_str() : "");
        QCOMPARE(s.cameras.size(), std::size_t(1));
        const CameraView& c = s.cameras[0];
        QCOMPARE(c.blob_colour ? QString(scripting::colourNameText(*c.blob_colour)) : QString(),
                 colour);
        if (!c.blob_colour) return;
        // The blob is the one in the snapshot's own image.
        const scripting::Blob b = scripting::findBlob(*c.image, *c.blob_colour);
        QCOMPARE(c.blob.found, b.found);
        QCOMPARE(c.blob.pixels, b.pixels);
        QCOMPARE(c.blob.x_pct, b.x_pct);
        QCOMPARE(c.blob.y_pct, b.y_pct);
        QCOMPARE(c.blob.area_pct, b.area_pct);
        if (colour == "red") QVERIFY(c.blob.found);  // the robot stopped with the ball in view
    }

    // A camera 30 cm over line_basic's floor, looking straight down ahead of the robot: every
    // pixel shows the floor texture's colour where its ray (the directions sim::CameraImage
    // documents) meets the floor, alpha-blended over white, times the scene's light / 50 %.
    void cameraSeesTheLineBasicFloor() {
        auto base = runner::loadModels("line_follower", "line_basic");
        QVERIFY_OK(base);
        auto models = std::make_shared<LoadedModels>(*base.value());
        const sim::Quat down(Eigen::AngleAxisd(-std::numbers::pi / 2, sim::Vec3::UnitZ()));
        sim::Sensor cam = sim::defaultSensor(sim::SensorType::Camera);
        cam.name = "cam";
        cam.port = 11;
        cam.X_LS = {sim::Vec3(0.4, 0.3, 0.05), down};
        models->robot.sensors.push_back(cam);
        auto r = SimulationRunner::create(models, RunOptions{});
        QVERIFY_OK(r);
        const Snapshot s = r.value()->snapshot();
        QCOMPARE(s.cameras.size(), std::size_t(1));
        const sim::CameraImage& im = *s.cameras[0].image;
        const sim::WorldModel& w = models->scene.world;
        const sim::FloorTexture& f = w.floor;
        QVERIFY(f.width_px > 0);
        const sim::Pose X_WS = s.link_poses[0] * cam.X_LS;
        const sim::Mat3 R = X_WS.rotation.toRotationMatrix();
        const double tu = std::tan(std::numbers::pi / 6), tv = tu * 48.0 / 64.0;
        const double light = w.ambient_light_percent / 50.0;
        int checked = 0, wrong = 0, dark = 0;
        for (int row = 0; row < 48; ++row)
            for (int c = 0; c < 64; ++c) {
                const sim::Vec3 d = R * sim::Vec3(1.0, (1.0 - 2.0 * (row + 0.5) / 48) * tv,
                                                  (2.0 * (c + 0.5) / 64 - 1) * tu);
                const sim::Vec3 p = X_WS.translation - X_WS.translation.y() / d.y() * d;
                const double u = (p.x() - f.min_x_m) * f.width_px / f.size_x_m;
                const double v = (p.z() - f.min_z_m) * f.height_px / f.size_z_m;
                if (u < 0 || v < 0 || u >= f.width_px || v >= f.height_px) continue;
                // Skip rays within a tenth of a texel of a texel's edge.
                if (std::abs(u - std::round(u)) < 0.1 || std::abs(v - std::round(v)) < 0.1)
                    continue;
                const std::uint8_t* t = &f.rgba[(static_cast<std::size_t>(v) * f.width_px +
                                                 static_cast<std::size_t>(u)) *
                                                4];
                const std::uint8_t* px = &im.rgb[static_cast<std::size_t>((row * 64 + c) * 3)];
                ++checked;
                if (px[0] < 128) ++dark;
                const double a = t[3] / 255.0;
                for (int k = 0; k < 3; ++k) {
                    const double want = std::min(255.0, (a * t[k] + (1 - a) * 255.0) * light);
                    if (std::abs(px[k] - want) > 1.0) {
                        ++wrong;
                        break;
                    }
                }
            }
        QVERIFY2(checked > 1000, qPrintable(QString::number(checked)));
        QCOMPARE(wrong, 0);
        QVERIFY2(dark > 0, "the view should include some of the black line");
    }

    // examples/index.json (File > Examples) names, for every example program, a robot and a
    // scene that load and on which the program starts without an error.
    void exampleIndexIsSound() {
        QFile f(qEnvironmentVariable("BOTLAB_SOURCE_DIR") + "/examples/index.json");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray entries =
            QJsonDocument::fromJson(f.readAll()).object().value("examples").toArray();
        QVERIFY(entries.size() >= 6);
        for (const QJsonValue& v : entries) {
            const QJsonObject e = v.toObject();
            const QString program = e.value("program").toString();
            const std::string src = readExample(program);
            QVERIFY2(!src.empty(), qPrintable(program));
            auto r = make(e.value("robot").toString(), e.value("scene").toString(), src);
            QVERIFY2(r, qPrintable(program));
            QVERIFY_OK(r->run(0.5));
            const Snapshot s = r->snapshot();
            QVERIFY2(!s.program_error, s.program_error ? s.program_error->message.c_str() : "");
        }
    }
};

QTEST_GUILESS_MAIN(TestRunner)
#include "tst_runner.moc"
