// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of several robots in one run (issue 27, arenas): each robot with its own program,
// deterministic whatever order the robots are given in, sensors that see the other robots, and
// programs that cannot harm each other (a loop, an error, the memory cap on either side).
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "botlab_test.h"

#include <cmath>

#include "botlab/runner/simulation_runner.h"

using namespace botlab;
using namespace botlab::runner;

namespace {

QString sourceDir() {
    return qEnvironmentVariable("BOTLAB_SOURCE_DIR");
}

QString testScene(const QString& name) {
    return sourceDir() + "/tests/runner/data/" + name;
}

std::string readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll().toStdString();
}

/// A hostile program of the grading tests (tests/grade/class/submissions) or one written here.
std::string hostile(const QString& kind) {
    if (kind == "loop") return readFile(sourceDir() + "/tests/grade/class/submissions/dave.lua");
    if (kind == "memory") return readFile(sourceDir() + "/tests/grade/class/submissions/eve.lua");
    if (kind == "escape")
        return readFile(sourceDir() + "/tests/grade/class/submissions/mallory.lua");
    if (kind == "error") return "wait(0.5)\nlocal t = nil\nprint(t.x)\n";
    if (kind == "guard")  // an endless loop inside a library call: the wall-clock guard ends it
        return "wait(0.2)\ntable.sort({3, 2, 1}, function(a, b) while true do end end)\n";
    if (kind == "globals")  // tries to reach the other program's state through shared globals
        return "_G.shared = 'mine'\nrawset(_G, 'speed', 0)\nwait(100)\n";
    return {};
}

/// Drives forward at `speed` % and prints what its front distance sensor reads now and then;
/// a global `speed` that another program could change would show in its motion.
std::string driver(int speed) {
    return "speed = " + std::to_string(speed) +
           "\n"
           "while true do\n"
           "  motor.speed(1, speed) motor.speed(2, speed)\n"
           "  wait(0.05)\n"
           "end\n";
}

struct Side {
    QString robot;
    std::string program;
    int start = 0;
};

/// Robot 0 is `a`, the opponent `b`; both on the two-start test arena unless `scene` is given.
std::unique_ptr<SimulationRunner> makeMatch(const Side& a, const Side& b, std::uint64_t seed = 0,
                                            const QString& scene = {}) {
    RunSetup s;
    s.robot = a.robot;
    s.scene = scene.isEmpty() ? testScene("arena_two_starts.json") : scene;
    s.program_source = a.program;
    s.start = a.start;
    s.owner = "A";
    s.seed = seed;
    Participant p;
    p.robot = b.robot;
    p.program_source = b.program;
    p.start = b.start;
    p.owner = "B";
    s.opponents.push_back(p);
    auto r = SimulationRunner::create(s);
    if (!r.ok()) {
        qWarning("%s", r.message().c_str());
        return nullptr;
    }
    return std::move(r.value());
}

double reading(const std::vector<DeviceValue>& values, const std::string& kind, int port) {
    for (const DeviceValue& v : values)
        if (v.kind == kind && v.port == port) return v.value;
    return std::nan("");
}

}  // namespace

class TestArena : public QObject {
    Q_OBJECT

private slots:
    // The same robots and programs on the same starts give the same state hash, whichever of
    // them is robot 0 (the order the pairs were given in); other starts give another run.
    void orderOfRobotsDoesNotMatter_data() {
        QTest::addColumn<QString>("robotA");
        QTest::addColumn<int>("speedA");
        QTest::addColumn<QString>("robotB");
        QTest::addColumn<int>("speedB");
        QTest::newRow("same robot, different speeds")
            << "maze_explorer" << 60 << "maze_explorer" << 30;
        QTest::newRow("different robots") << "maze_explorer" << 50 << "line_follower" << 40;
        QTest::newRow("one passive") << "line_follower" << 70 << "maze_explorer" << 0;
    }
    void orderOfRobotsDoesNotMatter() {
        QFETCH(QString, robotA);
        QFETCH(int, speedA);
        QFETCH(QString, robotB);
        QFETCH(int, speedB);
        const Side a{robotA, driver(speedA), 0}, b{robotB, driver(speedB), 1};
        auto given = makeMatch(a, b, 3);
        auto swapped = makeMatch(b, a, 3);
        auto other_starts = makeMatch(Side{robotA, a.program, 1}, Side{robotB, b.program, 0}, 3);
        QVERIFY(given && swapped && other_starts);
        for (auto* r : {given.get(), swapped.get(), other_starts.get()}) QVERIFY_OK(r->run(3.0));
        const RunReport g = given->report(), s = swapped->report(), o = other_starts->report();
        QCOMPARE(g.steps, s.steps);
        QCOMPARE(QString::number(g.state_hash, 16), QString::number(s.state_hash, 16));
        QVERIFY(g.state_hash != o.state_hash);
        // Robot 0 of each run is the one given first: A's report of one is A's report of the
        // other, where it is robot 1.
        QCOMPARE(g.robots.size(), std::size_t(2));
        QCOMPARE(g.robots[0].owner, QString("A"));
        QCOMPARE(s.robots[1].owner, QString("B"));
        QCOMPARE(g.robots[0].X_WB.translation.x(), s.robots[1].X_WB.translation.x());
        QCOMPARE(g.robots[1].X_WB.translation.z(), s.robots[0].X_WB.translation.z());
        // Each drove: robot A from start 1 (x = -0.3 m) forward along +X.
        if (speedA > 0) QVERIFY(g.robots[0].X_WB.translation.x() > -0.25);
    }

    // Sensors see the other robot: the maze explorer's front distance sensor (port 1) the robot
    // 60 cm away (centre to centre; alone, nothing within its 80 cm range), the lidar rover's
    // lidar straight ahead (alone: nothing, nil), the maze explorer's bumper (port 4) when it
    // drives into the other robot (alone it drives on, touching nothing).
    void sensorsSeeTheOtherRobot_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("program");
        QTest::addColumn<bool>("opponent");
        QTest::addColumn<double>("min");
        QTest::addColumn<double>("max");
        const QString distance = "wait(0.2)\nprint(distance.read(1))\n";
        const QString lidar = "wait(0.5)\nprint(lidar.distance(1, 0) or -1)\n";
        const QString touch =
            "motor.speed(1, 50) motor.speed(2, 50)\n"
            "while time() < 3 do\n"
            "  if touch.pressed(4) then print(1) return end\n"
            "  wait(0.01)\n"
            "end\n"
            "print(0)\n";
        QTest::newRow("distance, opponent in front")
            << "maze_explorer" << distance << true << 30.0 << 55.0;
        QTest::newRow("distance, alone") << "maze_explorer" << distance << false << 79.9 << 80.1;
        QTest::newRow("lidar, opponent in front") << "lidar_rover" << lidar << true << 25.0 << 60.0;
        QTest::newRow("lidar, alone") << "lidar_rover" << lidar << false << -1.0 << -1.0;
        QTest::newRow("touch, opponent in front") << "maze_explorer" << touch << true << 1.0 << 1.0;
        QTest::newRow("touch, alone") << "maze_explorer" << touch << false << 0.0 << 0.0;
    }
    void sensorsSeeTheOtherRobot() {
        QFETCH(QString, robot);
        QFETCH(QString, program);
        QFETCH(bool, opponent);
        QFETCH(double, min);
        QFETCH(double, max);
        std::unique_ptr<SimulationRunner> r;
        if (opponent) {
            r = makeMatch(Side{robot, program.toStdString(), 0}, Side{"maze_explorer", "", 1});
        } else {
            RunSetup s;
            s.robot = robot;
            s.scene = testScene("arena_two_starts.json");
            s.program_source = program.toStdString();
            auto c = SimulationRunner::create(s);
            QVERIFY_OK(c);
            r = std::move(c.value());
        }
        QVERIFY(r);
        QString printed;
        r->setConsoleSink([&](const scripting::ConsoleLine& l) {
            if (l.kind == scripting::ConsoleKind::Output) printed = QString::fromStdString(l.text);
        });
        QVERIFY_OK(r->run(3.5));
        const RunReport rep = r->report();
        QVERIFY2(!rep.program_error, rep.program_error ? rep.program_error->message.c_str() : "");
        bool ok = false;
        const double value = printed.toDouble(&ok);
        QVERIFY2(ok, qPrintable(printed));
        QVERIFY2(value >= min && value <= max, qPrintable(printed));
        // The Devices panel reads the distance from the snapshot, per robot.
        const Snapshot snap = r->snapshot();
        QCOMPARE(snap.robots.size(), std::size_t(opponent ? 2 : 0));
        if (opponent && program.contains("distance.read")) {
            // The robots stand where they started (nothing drove): both see each other alike.
            const double seen = reading(snap.robots[0].readings, "distance", 1);
            QVERIFY2(seen >= min && seen <= max, qPrintable(QString::number(seen)));
            const double back = reading(snap.robots[1].readings, "distance", 1);
            QVERIFY2(std::abs(back - seen) < 0.5, qPrintable(QString::number(back)));
        }
    }

    // A hostile program on either side: the other robot's program keeps running to the end,
    // unaffected (its robot ends exactly where it ends against a passive opponent); a program
    // that fails (error, memory cap, guard) is out at that time and loses the match; a busy loop
    // that never waits is not an error (the budget pauses it each tick) and simply never moves.
    void hostileProgramLosesAloneIsolation_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("hostile_side");
        QTest::addColumn<bool>("forfeits");
        for (int side : {0, 1}) {
            const QString s = side == 0 ? " as robot 0" : " as robot 1";
            QTest::newRow(qPrintable("loop" + s)) << "loop" << side << false;
            QTest::newRow(qPrintable("error" + s)) << "error" << side << true;
            QTest::newRow(qPrintable("memory" + s)) << "memory" << side << true;
            QTest::newRow(qPrintable("guard" + s)) << "guard" << side << true;
            QTest::newRow(qPrintable("escape" + s)) << "escape" << side << true;
            QTest::newRow(qPrintable("globals" + s)) << "globals" << side << false;
        }
    }
    void hostileProgramLosesAloneIsolation() {
        QFETCH(QString, kind);
        QFETCH(int, hostile_side);
        QFETCH(bool, forfeits);
        const std::string bad = hostile(kind);
        QVERIFY(!bad.empty());
        // The good program drives away from the hostile robot (it turns, then drives), so the
        // two never touch and the good robot's path depends only on its own program.
        const std::string good =
            "speed = 40\n"
            "local n = 0\n"
            "motor.speed(1, -30) motor.speed(2, 30) wait(0.5)\n"
            "while true do\n"
            "  motor.speed(1, speed) motor.speed(2, speed)\n"
            "  n = n + 1\n"
            "  wait(0.1)\n"
            "end\n";
        const int good_side = 1 - hostile_side;
        auto sides = [&](const std::string& other) {
            Side g{"maze_explorer", good, good_side}, h{"maze_explorer", other, hostile_side};
            return hostile_side == 0 ? makeMatch(h, g) : makeMatch(g, h);
        };
        auto match = sides(bad);
        auto passive = sides("");
        QVERIFY(match && passive);
        const double duration_s = 3.0;
        QVERIFY_OK(match->run(duration_s));
        QVERIFY_OK(passive->run(duration_s));
        const RunReport m = match->report(), p = passive->report();
        QCOMPARE(m.sim_time_s, duration_s);  // ran to the end: the good program kept it going
        const RobotReport& g = m.robots[static_cast<std::size_t>(good_side)];
        const RobotReport& h = m.robots[static_cast<std::size_t>(hostile_side)];
        QCOMPARE(g.program_state, scripting::ProgramState::Running);
        QVERIFY(!g.program_error);
        QVERIFY(!g.out_time_s);
        // Unaffected: the good robot ends where it ends against a passive robot, bit for bit.
        const RobotReport& gp = p.robots[static_cast<std::size_t>(good_side)];
        QCOMPARE(g.X_WB.translation.x(), gp.X_WB.translation.x());
        QCOMPARE(g.X_WB.translation.z(), gp.X_WB.translation.z());
        QVERIFY(std::abs(g.X_WB.translation.x() - (good_side == 0 ? -0.3 : 0.3)) +
                    std::abs(g.X_WB.translation.z()) >
                0.2);  // it did drive
        // A hostile program that never drove leaves the whole world as a passive robot would.
        if (kind != "escape")
            QCOMPARE(QString::number(m.state_hash, 16), QString::number(p.state_hash, 16));
        QVERIFY(m.match);
        QCOMPARE(h.out_time_s.has_value(), forfeits);
        if (forfeits) {
            QVERIFY(h.program_error);
            QCOMPARE(h.program_state, scripting::ProgramState::Failed);
            QVERIFY(*h.out_time_s < duration_s);
            QCOMPARE(m.winnerRobot(), good_side);
            QCOMPARE(m.match->reason, scenes::MatchReason::Forfeit);
            QVERIFY(g.result && h.result);
            QCOMPARE(g.result->points, scenes::kPointsWin);
            QCOMPARE(h.result->points, 0);
            QVERIFY(h.result->forfeit);
            QCOMPARE(*h.result->out_time_s, *h.out_time_s);
        } else {
            QVERIFY(!h.program_error);
            QVERIFY(h.result && !h.result->forfeit);
            QVERIFY(!m.match->decided_at_s);  // no one out: the match goes on to its time
        }
    }

    // A 60 s match in the built-in sumo ring run twice gives identical hashes and results (both
    // robots seek the other with their distance sensor and push).
    void sumoMatchRepeats() {
        const std::string seek =
            "while true do\n"
            "  if distance.read(1) < 60 then motor.speed(1, 80) motor.speed(2, 80)\n"
            "  else motor.speed(1, -30) motor.speed(2, 30) end\n"
            "  wait(0.02)\n"
            "end\n";
        auto run = [&] {
            auto r = makeMatch(Side{"maze_explorer", seek, 0}, Side{"line_follower", driver(50), 1},
                               11, "sumo");
            if (!r || !r->run(60.0).ok()) return RunReport{};
            return r->report();
        };
        const RunReport a = run(), b = run();
        QCOMPARE(a.sim_time_s, 60.0);
        QCOMPARE(QString::number(a.state_hash, 16), QString::number(b.state_hash, 16));
        QVERIFY(a.match && b.match);
        QVERIFY(a.match->is_arena);
        QCOMPARE(a.match->kind, scenes::ArenaKind::Sumo);
        QCOMPARE(a.match->winner_robot, b.match->winner_robot);
        QCOMPARE(a.match->reason, b.match->reason);
        QCOMPARE(a.match->decided_at_s.has_value(), b.match->decided_at_s.has_value());
        // The teams come from the scene's starts (sumo: 1 and 2).
        QCOMPARE(a.robots[0].team, 1);
        QCOMPARE(a.robots[1].team, 2);
        // The JSON reports agree but for the wall-clock figures.
        auto strip = [](const RunReport& r) {
            QJsonObject o = QJsonDocument::fromJson(reportJson(r)).object();
            o.remove("wall_time_s");
            o.remove("real_time_factor");
            return o;
        };
        QCOMPARE(strip(a), strip(b));
        QCOMPARE(strip(a).value("robots").toArray().size(), 2);
        QCOMPARE(strip(a).value("match").toObject().value("arena").toString(), QString("sumo"));
    }

    // The runner feeds the arena's referee: a robot that drives out of the sumo ring loses at
    // that moment, from either start, and setStopWhenDecided ends the run there. The result
    // follows the program, not the seat: swapping the starts swaps the winner's start.
    void sumoRingOutDecidesTheMatch_data() {
        QTest::addColumn<int>("leaver_start");
        QTest::addColumn<bool>("leaver_first");  // the leaver is robot 0 (given first)
        QTest::newRow("leaver on start 0, given first") << 0 << true;
        QTest::newRow("leaver on start 0, given second") << 0 << false;
        QTest::newRow("leaver on start 1, given first") << 1 << true;
        QTest::newRow("leaver on start 1, given second") << 1 << false;
    }
    void sumoRingOutDecidesTheMatch() {
        QFETCH(int, leaver_start);
        QFETCH(bool, leaver_first);
        // Turn away from the other robot, then drive straight out of the ring.
        const std::string leave =
            "motor.speed(1, -40) motor.speed(2, 40) wait(1.2)\n"
            "while true do motor.speed(1, 80) motor.speed(2, 80) wait(0.1) end\n";
        const Side leaver{"maze_explorer", leave, leaver_start};
        const Side stayer{"maze_explorer", "wait(100)\n", 1 - leaver_start};
        auto r = leaver_first ? makeMatch(leaver, stayer, 0, "sumo")
                              : makeMatch(stayer, leaver, 0, "sumo");
        QVERIFY(r);
        r->setStopWhenDecided(true);
        QVERIFY_OK(r->run(60.0));
        const RunReport rep = r->report();
        QVERIFY(r->matchDecided());
        QVERIFY(rep.match && rep.match->decided_at_s);
        QVERIFY2(*rep.match->decided_at_s < 20.0,
                 qPrintable(QString::number(*rep.match->decided_at_s)));
        QVERIFY(rep.sim_time_s < 20.0);  // stopped at the decision, not at 60 s
        QCOMPARE(rep.match->reason, scenes::MatchReason::PushedOut);
        const int leaver_robot = leaver_first ? 0 : 1;
        QCOMPARE(rep.winnerRobot(), 1 - leaver_robot);
        QCOMPARE(rep.robots[static_cast<std::size_t>(1 - leaver_robot)].start, 1 - leaver_start);
        const RobotReport& l = rep.robots[static_cast<std::size_t>(leaver_robot)];
        QVERIFY(l.result && l.result->out && l.result->out_time_s);
        QCOMPARE(l.result->outcome, scenes::MatchOutcome::Lost);
        QCOMPARE(rep.robots[static_cast<std::size_t>(1 - leaver_robot)].result->points,
                 scenes::kPointsWin);
        // The winner's team is the stayer's start's team (sumo: start 0 team 1, start 1 team 2).
        QCOMPARE(rep.match->winner_team, 2 - leaver_start);
    }

    // Starts: taken in order when not given, refused when shared or missing from the scene.
    void startsAreChecked_data() {
        QTest::addColumn<int>("startA");
        QTest::addColumn<int>("startB");
        QTest::addColumn<QString>("error");  // "" = created; then B's start is 1 - A's
        QTest::newRow("automatic") << 0 << -1 << "";
        QTest::newRow("A on the second, B automatic") << 1 << -1 << "";
        QTest::newRow("shared") << 1 << 1 << "two robots on start 1";
        QTest::newRow("missing") << 0 << 2 << "has 2 start(s)";
    }
    void startsAreChecked() {
        QFETCH(int, startA);
        QFETCH(int, startB);
        QFETCH(QString, error);
        RunSetup s;
        s.robot = "maze_explorer";
        s.scene = testScene("arena_two_starts.json");
        s.start = startA;
        Participant p;
        p.robot = "line_follower";
        p.start = startB;
        s.opponents.push_back(p);
        auto r = SimulationRunner::create(s);
        if (error.isEmpty()) {
            QVERIFY_OK(r);
            QCOMPARE(r.value()->robotStart(1), 1 - startA);
            QCOMPARE(r.value()->simRobot(0), startA);  // the simulation holds them by start
            QVERIFY(r.value()->robotRgba(0) != r.value()->robotRgba(1));
            QCOMPARE(r.value()->robotName(1), QString("line_follower"));
            QCOMPARE(r.value()->robotModels(1)->robot_name, QString("line_follower"));
            QCOMPARE(r.value()->robotModels(0), r.value()->models());
        } else {
            QVERIFY(!r.ok());
            QVERIFY2(QString::fromStdString(r.message()).contains(error), r.message().c_str());
        }
    }

    // With opponents, a stop ends every program; the snapshot carries each robot's console.
    void consolesAreSeparate() {
        auto r = makeMatch(Side{"maze_explorer", "print('from A')\nwait(10)", 0},
                           Side{"maze_explorer", "print('from B')\nwait(10)", 1});
        QVERIFY(r);
        QVERIFY_OK(r->run(0.1));
        const Snapshot s = r->snapshot();
        QCOMPARE(s.robots.size(), std::size_t(2));
        QCOMPARE(s.robots[0].console.size(), std::size_t(1));
        QCOMPARE(s.robots[0].console[0].text, std::string("from A"));
        QCOMPARE(s.robots[1].console.size(), std::size_t(1));
        QCOMPARE(s.robots[1].console[0].text, std::string("from B"));
        QCOMPARE(s.console.size(), std::size_t(1));  // robot 0's, as before
        QVERIFY(!r->isOver());
        r->requestStop();
        QVERIFY_OK(r->run(0.1));
        QVERIFY(r->isOver());
    }
};

QTEST_GUILESS_MAIN(TestArena)
#include "tst_arena.moc"
