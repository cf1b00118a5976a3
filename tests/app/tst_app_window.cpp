// SPDX-License-Identifier: GPL-3.0-or-later
// The main window under a real display (Xvfb + Mesa): the demo runs and the robot moves, errors
// mark their line, Stop ends a busy loop, the window stays responsive, screenshots show the robot.
#include <Qsci/qsciscintilla.h>

#include <QAction>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWindow>
#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

#include "botlab_test.h"

#include "botlab/runner/simulation_runner.h"
#include "modes/program/program_editor.h"
#include "modes/program/run_controls.h"
#include "project/examples.h"
#include "project/project_controller.h"
#include "session/sim_session.h"
#include "shell/app_options.h"
#include "shell/main_window.h"
#include "view3d/scene_view.h"

using botlab::gui::MainWindow;
using botlab::gui::SceneView;

class TestAppWindow : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> w_;

    void openDemo() {
        QSignalSpy loaded(w_->session(), &botlab::gui::SimSession::loaded);
        w_->openDemo();
        // The worker may finish before wait() starts: count what has arrived first.
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() > 0, 20000);
        QCOMPARE(loaded.first().first().toString(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!w_->lastSnapshot().link_poses.empty(), 5000);
    }
    void runText(const QString& text) {
        w_->programEditor()->setText(text);
        w_->runProgram();
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        w_ = std::make_unique<MainWindow>();
        w_->resize(1280, 720);
        w_->show();
        QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    }
    void cleanupTestCase() {
        w_->programEditor()->setModified(false);
        w_.reset();
    }
    void cleanup() {
        w_->stopProgram();
        QTest::qWait(50);
    }

    void brokenProjectOnTheCommandLineStillGivesAWorld() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.botlab.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ \"format\": \"botlab-project\", \"robot\": ");
        f.close();
        MainWindow w;
        QSignalSpy loaded(w.session(), &botlab::gui::SimSession::loaded);
        botlab::gui::AppOptions o;
        o.project = path;
        o.noRecovery = true;
        QElapsedTimer t;
        t.start();
        w.applyOptions(o, t);
        // The error names the file; the default robot and scene are there to work with.
        QVERIFY2(w.consoleText().contains(QStringLiteral("broken.botlab.json")),
                 qPrintable(w.consoleText()));
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() > 0, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!w.lastSnapshot().link_poses.empty(), 5000);
        QVERIFY(!w.programEditor()->text().isEmpty());
        QVERIFY(!w.isWindowModified());  // nothing to save: the broken file is left alone
    }

    void demoRunsAndRobotMoves() {
        openDemo();
        QVERIFY(w_->programEditor()->text().contains(QStringLiteral("line.read")));
        const auto start = w_->lastSnapshot().link_poses.front().translation;
        w_->runProgram();
        QTRY_VERIFY_WITH_TIMEOUT(w_->lastSnapshot().sim_time_s > 2.0, 20000);
        const auto now = w_->lastSnapshot().link_poses.front().translation;
        const double moved_m = (now - start).norm();
        // The line follower drives at 45 % of its no-load speed: well over 10 cm in 2 s.
        QVERIFY2(moved_m > 0.10, qPrintable(QStringLiteral("moved only %1 m").arg(moved_m)));
        QVERIFY(w_->lastSnapshot().running);
        // Live device values: the motors run forward.
        bool motorOn = false;
        for (const auto& d : w_->lastSnapshot().commands)
            if (d.kind == "motor" && d.value > 10) motorOn = true;
        QVERIFY(motorOn);
    }

    void brokenProgramMarksItsLine_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<int>("line");
        QTest::newRow("runtime: unknown table")
            << "motor.speed(1, 20)\nwait(0.01)\nmotr.speed(2, 50)\n"
            << 3;
        QTest::newRow("syntax: missing end") << "-- comment\nwhile true do\n  wait(0.1)\n" << 4;
        QTest::newRow("runtime: nil call") << "local x = nil\n\nx()\n" << 3;
    }
    void brokenProgramMarksItsLine() {
        QFETCH(QString, program);
        QFETCH(int, line);
        if (w_->lastSnapshot().link_poses.empty()) openDemo();
        runText(program);
        QTRY_COMPARE_WITH_TIMEOUT(w_->programEditor()->errorLine(), line, 10000);
        QVERIFY(w_->consoleText().contains(QStringLiteral("line %1").arg(line)));
        // The run stops where it failed.
        QTRY_VERIFY_WITH_TIMEOUT(!w_->lastSnapshot().running, 5000);
    }

    void stopEndsBusyLoop() {
        if (w_->lastSnapshot().link_poses.empty()) openDemo();
        runText(QStringLiteral("while true do end\n"));
        QTRY_VERIFY_WITH_TIMEOUT(w_->lastSnapshot().sim_time_s > 0.3, 10000);
        QVERIFY(!w_->lastSnapshot().over);
        w_->stopProgram();
        QTRY_VERIFY_WITH_TIMEOUT(!w_->lastSnapshot().running, 3000);
        QTRY_VERIFY_WITH_TIMEOUT(w_->lastSnapshot().over, 3000);
        const double t = w_->lastSnapshot().sim_time_s;
        QTest::qWait(300);
        QCOMPARE(w_->lastSnapshot().sim_time_s, t);  // nothing advances any more
    }

    void windowAnswersWhileBusyProgramRuns() {
        if (w_->lastSnapshot().link_poses.empty()) openDemo();
        runText(QStringLiteral("local n = 0\nwhile true do n = n + 1 end\n"));
        QTRY_VERIFY_WITH_TIMEOUT(w_->lastSnapshot().sim_time_s > 0.2, 10000);
        // Post events for 2 s and measure how long each waits before the GUI thread handles it;
        // also type into the editor meanwhile.
        std::vector<double> latencies_ms;
        double worst_ms = 0;
        QElapsedTimer total;
        total.start();
        int handled = 0;
        while (total.elapsed() < 2000) {
            QElapsedTimer t;
            t.start();
            bool done = false;
            QTimer::singleShot(0, this, [&] { done = true; });
            while (!done) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            worst_ms = std::max(worst_ms, t.nsecsElapsed() * 1e-6);
            latencies_ms.push_back(t.nsecsElapsed() * 1e-6);
            ++handled;
            QTest::keyClick(w_->programEditor()->editor(), Qt::Key_Space);
            QTest::qWait(20);
        }
        // Every input answered within 100 ms; on a loaded 2-core machine (other builds, software
        // OpenGL) we allow one scheduling hiccup in twenty, but never a stall.
        std::sort(latencies_ms.begin(), latencies_ms.end());
        const double p95_ms = latencies_ms[std::size_t(0.95 * (latencies_ms.size() - 1))];
        qInfo("input latency: p95 %.1f ms, worst %.1f ms over %d events", p95_ms, worst_ms,
              int(latencies_ms.size()));
        // A sanitizer or debug build runs the GUI thread itself a few times slower: the same
        // promise (answers, never a stall) with its limits scaled (the ASan run measured p95
        // 111-135 ms at load 3-5).
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
        constexpr double kSlowFactor = 3.0;
#else
        constexpr double kSlowFactor = 1.0;
#endif
        QVERIFY2(p95_ms < 100.0 * kSlowFactor,
                 qPrintable(QStringLiteral("p95 latency %1 ms").arg(p95_ms)));
        QVERIFY2(worst_ms < 250.0 * kSlowFactor,
                 qPrintable(QStringLiteral("worst latency %1 ms").arg(worst_ms)));
        QVERIFY2(handled > int(20 / kSlowFactor), qPrintable(QString::number(handled)));
        // The simulation kept going on its own thread.
        QVERIFY(w_->lastSnapshot().sim_time_s > 1.0);
        w_->stopProgram();
    }

    void screenshotShowsRobotOnTrack() {
        openDemo();
        w_->sceneView()->setCameraMode(SceneView::CameraMode::TopDown);
        const int frames = w_->sceneView()->framesRendered();
        // The view draws on demand: the camera change is one frame; let it reach the screen.
        QTRY_VERIFY_WITH_TIMEOUT(w_->sceneView()->framesRendered() > frames, 20000);
        QTest::qWait(500);
        QImage img = w_->windowHandle()->screen()->grabWindow(w_->winId()).toImage();
        QVERIFY(!img.isNull());
        const QPoint origin = w_->sceneView()->mapTo(w_.get(), QPoint(0, 0));
        const QRect viewRect(origin, w_->sceneView()->size());
        QImage view = img.copy(viewRect);
        // Not blank: the floor is light, the track dark, and there is more than a few colours.
        int dark = 0, light = 0;
        for (int y = 0; y < view.height(); y += 2)
            for (int x = 0; x < view.width(); x += 2) {
                const int v = qGray(view.pixel(x, y));
                dark += v < 60;
                light += v > 200;
            }
        QVERIFY2(dark > 100, qPrintable(QStringLiteral("dark pixels %1").arg(dark)));
        QVERIFY2(light > 10000, qPrintable(QStringLiteral("light pixels %1").arg(light)));
        // The robot: coloured (saturated) pixels near where its chassis projects; none far away.
        const QPoint robot = w_->sceneView()->worldToWidget(w_->sceneView()->robotPosition());
        QVERIFY(view.rect().contains(robot));
        int colouredNear = 0;
        for (int y = robot.y() - 40; y <= robot.y() + 40; ++y)
            for (int x = robot.x() - 40; x <= robot.x() + 40; ++x)
                if (view.rect().contains(x, y) && QColor(view.pixel(x, y)).hsvSaturation() > 90)
                    ++colouredNear;
        QVERIFY2(colouredNear > 10,
                 qPrintable(QStringLiteral("robot pixels %1").arg(colouredNear)));
        // Which sits on the track: dark line pixels within 60 px of the robot.
        int trackNear = 0;
        for (int y = robot.y() - 60; y <= robot.y() + 60; ++y)
            for (int x = robot.x() - 60; x <= robot.x() + 60; ++x)
                if (view.rect().contains(x, y) && qGray(view.pixel(x, y)) < 40) ++trackNear;
        QVERIFY2(trackNear > 20, qPrintable(QStringLiteral("track pixels %1").arg(trackNear)));
        img.save(QStringLiteral("tst_app_window_demo.png"));
        w_->sceneView()->setCameraMode(SceneView::CameraMode::Orbit);
    }

    void pickingFindsTheRobot() {
        openDemo();
        w_->sceneView()->setCameraMode(SceneView::CameraMode::TopDown);
        QTest::qWait(100);
        const QPoint robot = w_->sceneView()->worldToWidget(w_->sceneView()->robotPosition());
        SceneView::Pick pick;
        // Search a small neighbourhood: the chassis origin may fall in a hole of the mesh.
        for (int d = 0; d < 20 && pick.link < 0; d += 2)
            pick = w_->sceneView()->pickAt(robot + QPoint(d, d));
        QVERIFY(pick.link >= 0);
        QVERIFY(pick.part_index >= 0);
        // Named as a person names it: the part's label or its name, not an index.
        qInfo("picked: %s", qPrintable(pick.name));
        QVERIFY(!pick.name.isEmpty());
        QVERIFY(!pick.name.contains(QRegularExpression(QStringLiteral("^[Pp]art \\d"))));
        const QPoint far(5, 5);
        QCOMPARE(w_->sceneView()->pickAt(far).link, -1);
        w_->sceneView()->setHighlight(pick.link, pick.visual);
        w_->sceneView()->setHighlight(-1, -1);
        w_->sceneView()->setCameraMode(SceneView::CameraMode::Orbit);
    }

    // File > Examples opens a legged example with its robot, scene and program, ready to Run;
    // the 3D view draws its legs as they move, and the Devices panel shows its IMU.
    void leggedExampleFromTheMenu() {
        w_->programEditor()->setModified(false);
        QAction* example = w_->findChild<QAction*>(QStringLiteral("example:legged/hexapod.lua"));
        QVERIFY(example);
        QSignalSpy loaded(w_->session(), &botlab::gui::SimSession::loaded);
        example->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() > 0, 20000);
        QCOMPARE(loaded.first().first().toString(), QString());
        QVERIFY(w_->programEditor()->text().contains(QStringLiteral("legs.gait")));
        QVERIFY(w_->windowTitle().contains(QStringLiteral("hexapod on hexapod_field")));
        QTRY_COMPARE_WITH_TIMEOUT(w_->lastSnapshot().link_poses.size(), std::size_t(19), 5000);
        const auto before = w_->lastSnapshot().link_poses;
        w_->runProgram();
        QTRY_VERIFY_WITH_TIMEOUT(w_->lastSnapshot().sim_time_s > 2.5, 30000);
        const auto after = w_->lastSnapshot().link_poses;
        // The body walked forward and every leg link moved with it.
        QVERIFY((after[0].translation - before[0].translation).norm() > 0.05);
        for (std::size_t i = 1; i < after.size(); ++i)
            QVERIFY((after[i].translation - before[i].translation).norm() > 0.01);
        bool pitch = false;
        for (const auto& d : w_->lastSnapshot().readings)
            if (d.kind == "imu" && d.channel == "pitch") pitch = std::abs(d.value) < 20.0;
        QVERIFY(pitch);
        // Clicking a leg names it.
        w_->stopProgram();
        const QPoint body = w_->sceneView()->worldToWidget(w_->sceneView()->robotPosition());
        SceneView::Pick pick;
        for (int d = 0; d < 30 && pick.link < 0; d += 2)
            pick = w_->sceneView()->pickAt(body + QPoint(d, 0));
        QVERIFY(pick.link >= 0);
        QVERIFY(!pick.name.isEmpty());
    }

    // Goals everywhere (issue 13): the scene's task is above the view, and a run that ends shows
    // its result, scored as botlab-run scores it (same goal time as a SimulationRunner's report).
    void runEndShowsItsResult_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("program");  // an example file, or Lua text
        QTest::addColumn<QString>("task");
        QTest::addColumn<QString>("result");  // the start of the result line
        QTest::newRow("lap") << "line_follower"
                             << "line_basic"
                             << "line_follower.lua"
                             << "Task: Pass the 3 checkpoints in order, then reach the green "
                                "finish within 60 s."
                             << "Goal reached in ";
        QTest::newRow("maze") << "maze_explorer"
                              << "maze"
                              << "maze_wall_follower.lua"
                              << "Task: Reach the green finish within 180 s."
                              << "Goal reached in ";
        QTest::newRow("time up") << "line_follower"
                                 << "line_basic"
                                 << "motor.speed(1, 30)\nmotor.speed(2, 30)\nwhile true do "
                                    "wait(1) end"
                                 << "Task: Pass the 3 checkpoints in order, then reach the green "
                                    "finish within 60 s."
                                 << "Time up (60 s): goal not reached · checkpoints 0/3";
        QTest::newRow("program ends") << "line_follower"
                                      << "line_basic"
                                      << "wait(0.5)"
                                      << "Task: Pass the 3 checkpoints in order, then reach the "
                                         "green finish within 60 s."
                                      << "Program ended at 0.5 s: goal not reached · checkpoints "
                                         "0/3";
    }
    void runEndShowsItsResult() {
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        QFETCH(QString, program);
        QFETCH(QString, task);
        QFETCH(QString, result);
        QString source = program;
        if (program.endsWith(QStringLiteral(".lua"))) {
            QFile f(botlab::gui::examplesDir() + QLatin1Char('/') + program);
            QVERIFY(f.open(QIODevice::ReadOnly));
            source = QString::fromUtf8(f.readAll());
        }
        w_->programEditor()->setModified(false);
        QSignalSpy loaded(w_->session(), &botlab::gui::SimSession::loaded);
        QVERIFY(w_->project()->openModels(robot, scene));
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() > 0, 20000);
        auto* bar = w_->findChild<QLabel*>(QStringLiteral("taskBar"));
        QVERIFY(bar);
        // The previous run's result goes once the new world's first snapshot is shown.
        QTRY_COMPARE_WITH_TIMEOUT(bar->text(), task, 5000);
        w_->session()->setSpeed(0.0);  // as fast as possible
        runText(source);
        QTRY_VERIFY_WITH_TIMEOUT(w_->lastSnapshot().score.has_value(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(bar->text().startsWith(result), 10000);
        w_->session()->setSpeed(1.0);
        const botlab::runner::Snapshot& s = w_->lastSnapshot();
        QVERIFY(!s.running);
        if (result.startsWith(QStringLiteral("Goal"))) {
            // The same run through the runner alone, as botlab-run makes it.
            botlab::runner::RunSetup setup;
            setup.robot = robot;
            setup.scene = scene;
            setup.program_source = source.toStdString();
            auto created = botlab::runner::SimulationRunner::create(setup);
            if (!created.ok()) QFAIL(created.message().c_str());
            created.value()->setStopAtGoal(true);
            QVERIFY_OK(created.value()->run(created.value()->timeLimit_s()));
            const auto expected = created.value()->report().score;
            QVERIFY(expected.goal_reached);
            QCOMPARE(s.end, botlab::runner::RunEnd::GoalReached);
            QCOMPARE(*s.score->goal_time_s, *expected.goal_time_s);
            QCOMPARE(s.score->checkpoints_passed, expected.checkpoints_passed);
            const QString expectedText =
                result + QString::number(*expected.goal_time_s, 'f', 1) + QStringLiteral(" s");
            QVERIFY2(bar->text().startsWith(expectedText), qPrintable(bar->text()));
            QCOMPARE(w_->runControls()->stateText(), QStringLiteral("Finished"));
        }
    }

    // What the command line names and cannot be opened is said, and an automated run ends.
    void commandLineNamesWhatCannotBeOpened_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("automated");
        for (bool automated : {true, false}) {
            const char* how = automated ? "--screenshot" : "interactive";
            QTest::addRow("robot, %s", how) << "robot"
                                            << "no_such_robot" << automated;
            QTest::addRow("scene, %s", how) << "scene"
                                            << "no_such_scene" << automated;
            QTest::addRow("program, %s", how) << "program"
                                              << "/nonexistent/p.lua" << automated;
            QTest::addRow("project, %s", how) << "project"
                                              << "/nonexistent/p.botlab.json" << automated;
        }
    }
    void commandLineNamesWhatCannotBeOpened() {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(bool, automated);
        MainWindow w;
        botlab::gui::AppOptions o;
        o.noRecovery = true;
        if (field == "robot") o.robot = value;
        if (field == "scene") o.scene = value;
        if (field == "program") o.program = value;
        if (field == "project") o.project = value;
        if (automated) {
            o.screenshot = QStringLiteral("/tmp/never.png");
            o.frames = 5;
        }
        QElapsedTimer t;
        t.start();
        QCOMPARE(w.applyOptions(o, t), !automated);
        QVERIFY2(w.consoleText().contains(value), qPrintable(w.consoleText()));
    }
};

QTEST_MAIN(TestAppWindow)
#include "tst_app_window.moc"
