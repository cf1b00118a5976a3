// SPDX-License-Identifier: GPL-3.0-or-later
// Arenas in the app (issue 27): "Add an Opponent" opened with its shortcut and filled in by typing
// and clicking, a sumo run with both robots moving under their name tags, the Devices panel's
// robot list switching to the other robot's readings, the match result in the run's end message,
// the opponent kept by the project file, and "Remove Opponent".
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>

#include "botlab_test.h"

#include "botlab/scenes/arena.h"
#include "modes/program/devices_panel.h"
#include "modes/program/opponent_controls.h"
#include "modes/program/opponent_dialog.h"
#include "modes/program/program_editor.h"
#include "modes/program/task_bar.h"
#include "project/opponents.h"
#include "project/project_controller.h"
#include "session/sim_session.h"
#include "shell/main_window.h"
#include "view3d/scene_view.h"

using botlab::gui::MainWindow;

namespace {
/// The student's program: both motors at 30 %.
const char* kOwnProgram = "motor.speed(1, 30)\nmotor.speed(2, 30)\nwait(60)\n";
/// The opponent's (another student's file): both motors at 80 %.
const char* kOtherProgram = "motor.speed(1, 80)\nmotor.speed(2, 80)\nwait(60)\n";

/// The Devices panel's row showing `text` in its Device column, or -1.
int rowOf(botlab::gui::DevicesPanel* panel, const QString& port) {
    auto* table = panel->findChild<QTableWidget*>();
    for (int r = 0; r < panel->rowCount(); ++r)
        if (table->item(r, 1) && table->item(r, 1)->text() == port) return r;
    return -1;
}
}  // namespace

class TestArenaApp : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> w_;
    QTemporaryDir dir_;

    /// Opens `scene` with the line follower and the student's program; waits for the world.
    void openWorld(const QString& scene) {
        QSignalSpy loaded(w_->session(), &botlab::gui::SimSession::loaded);
        QVERIFY(w_->openModels(QStringLiteral("line_follower"), scene));
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() > 0, 20000);
        w_->programEditor()->setText(QString::fromUtf8(kOwnProgram));
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        QFile f(dir_.filePath(QStringLiteral("bob_pusher.lua")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kOtherProgram);
        f.close();
        w_ = std::make_unique<MainWindow>();
        w_->resize(1280, 800);
        w_->show();
        QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
        w_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w_.get()));
    }
    void cleanupTestCase() {
        w_->programEditor()->setModified(false);
        w_.reset();
    }

    void addOpponentRunSumoSwitchDevicesRemove_data() {
        QTest::addColumn<QString>("typed");  // what is typed as the owner ("" = keep the default)
        QTest::addColumn<QString>("owner");  // the owner the robot gets
        QTest::newRow("owner typed") << QStringLiteral("Bob") << QStringLiteral("Bob");
        QTest::newRow("owner from the file name") << QString() << QStringLiteral("bob_pusher");
    }
    void addOpponentRunSumoSwitchDevicesRemove() {
        QFETCH(QString, typed);
        QFETCH(QString, owner);
        w_->setMode(MainWindow::Mode::Program);
        openWorld(QStringLiteral("sumo"));
        w_->project()->setOpponents({});
        QCOMPARE(w_->sceneView()->otherRobotCount(), 0);
        auto* controls = w_->opponentControls();
        // The dialog is modal: fill it in while its event loop runs.
        bool filled = false;
        QTimer::singleShot(300, this, [&] {
            botlab::gui::OpponentDialog* dlg = controls->dialog();
            QVERIFY(dlg && dlg->isVisible());
            // Every label with a shortcut letter leads to its field (without one the label
            // shows a literal "&Robot:").
            for (const QLabel* l : dlg->findChildren<QLabel*>())
                if (l->text().contains(u'&')) QVERIFY2(l->buddy(), qPrintable(l->text()));
            // The file a student chose with "File…" (the file dialog itself is the system's).
            dlg->chooseProgramFile(dir_.filePath(QStringLiteral("bob_pusher.lua")));
            QCOMPARE(dlg->owner(), QStringLiteral("bob_pusher"));
            // The colour no robot has yet: red (robot 0 is blue).
            QCOMPARE(dlg->colour().rgb(), botlab::gui::ownerPalette()[1].colour.rgb());
            if (!typed.isEmpty()) {
                dlg->ownerEdit()->setFocus();
                dlg->ownerEdit()->selectAll();
                QTest::keyClicks(dlg->ownerEdit(), typed);
            }
            filled = true;
            QTest::mouseClick(dlg->okButton(), Qt::LeftButton);
        });
        QTest::keyClick(w_.get(), Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY_WITH_TIMEOUT(filled, 5000);
        QCOMPARE(int(w_->project()->opponents().size()), 1);
        QCOMPARE(w_->project()->opponents().front().owner, owner);
        QCOMPARE(w_->sceneView()->otherRobotCount(), 1);
        QCOMPARE(w_->sceneView()->robotLabels().count(), 2);
        auto* legend = w_->findChild<QLabel*>(QStringLiteral("robotLegend"));
        QVERIFY(legend && legend->isVisible());
        QVERIFY2(legend->text().contains(owner), qPrintable(legend->text()));

        // Run: both robots move from their starts.
        QTest::qWait(300);  // the world with both robots loaded on the worker
        const QVector3D start0 = w_->sceneView()->robotPosition();
        const QVector3D start1 = w_->sceneView()->otherRobotPosition(0);
        w_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w_.get()));
        QTest::keyClick(w_.get(), Qt::Key_R, Qt::ControlModifier);
        QTRY_VERIFY2_WITH_TIMEOUT(w_->lastSnapshot().sim_time_s > 1.0,
                                  qPrintable(w_->consoleText().right(600)), 20000);
        const botlab::runner::Snapshot& s = w_->lastSnapshot();
        QCOMPARE(int(s.robots.size()), 2);
        QCOMPARE(QString::fromStdString(s.robots[1].owner), owner);
        QTRY_VERIFY_WITH_TIMEOUT((w_->sceneView()->robotPosition() - start0).length() > 0.02,
                                 20000);
        QTRY_VERIFY_WITH_TIMEOUT((w_->sceneView()->otherRobotPosition(0) - start1).length() > 0.02,
                                 20000);
        // Its tag follows it.
        QVERIFY(w_->sceneView()->robotLabels().tagCentre(1).y() >
                w_->sceneView()->otherRobotPosition(0).y());

        // The Devices panel: robot 0's motor at 30 %, then the other robot's at 80 %.
        w_->setMode(MainWindow::Mode::Simulate);
        botlab::gui::DevicesPanel* panel = w_->devicesPanel();
        QComboBox* box = panel->robotBox();
        QVERIFY(box->isVisible());
        QCOMPARE(box->count(), 2);
        QVERIFY2(box->itemText(1).contains(owner), qPrintable(box->itemText(1)));
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(panel, QStringLiteral("M1")) >= 0, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(panel->valueText(rowOf(panel, QStringLiteral("M1"))),
                                  QStringLiteral("30.0 %"), 5000);
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(panel->robot(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(panel, QStringLiteral("M1")) >= 0, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(panel->valueText(rowOf(panel, QStringLiteral("M1"))),
                                  QStringLiteral("80.0 %"), 5000);
        // The console tags each robot's lines.
        w_->stopProgram();
        QTRY_VERIFY_WITH_TIMEOUT(!w_->lastSnapshot().running, 5000);

        // The project file keeps the opponent; a new project has none; opening it brings it back.
        const QString path = dir_.filePath(QStringLiteral("arena.botlab.json"));
        QVERIFY(w_->saveTo(path));
        w_->project()->setOpponents({});
        QCOMPARE(w_->sceneView()->otherRobotCount(), 0);
        QVERIFY(w_->openProject(path));
        QCOMPARE(int(w_->project()->opponents().size()), 1);
        QCOMPARE(w_->project()->opponents().front().owner, owner);
        QCOMPARE(w_->project()->opponents().front().program, QString::fromUtf8(kOtherProgram));
        QCOMPARE(w_->sceneView()->otherRobotCount(), 1);

        // Remove Opponent: one robot again, no tags, no legend, no robot list.
        const QList<QAction*> remove = controls->removeActions();
        QCOMPARE(remove.size(), 1);
        QVERIFY2(remove.front()->text().contains(owner), qPrintable(remove.front()->text()));
        remove.front()->trigger();
        QVERIFY(w_->project()->opponents().empty());
        QCOMPARE(w_->sceneView()->otherRobotCount(), 0);
        QCOMPARE(w_->sceneView()->robotLabels().count(), 0);
        QVERIFY(!legend->isVisible());
        QVERIFY(!box->isVisible());
        QCOMPARE(panel->robot(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(w_->lastSnapshot().robots.empty(), 10000);
        w_->programEditor()->setModified(false);
    }

    /// The brief's scene: the sumo arena with the student's program (one that stands still),
    /// the example sumo pusher added as the opponent by picking it in the dialog with the
    /// keyboard; Run shows both robots and the pusher's win with its reason at the end.
    void examplePusherAsOpponentWins() {
        w_->setMode(MainWindow::Mode::Program);
        openWorld(QStringLiteral("sumo"));
        w_->project()->setOpponents({});
        w_->programEditor()->setText(QStringLiteral("wait(60)\n"));
        auto* controls = w_->opponentControls();
        bool filled = false;
        QTimer::singleShot(300, this, [&] {
            botlab::gui::OpponentDialog* dlg = controls->dialog();
            QVERIFY(dlg && dlg->isVisible());
            QComboBox* programs = dlg->programBox();
            int pusher = -1;
            for (int i = 0; i < programs->count(); ++i)
                if (programs->itemData(i).toString().endsWith(
                        QLatin1String("arenas/sumo_pusher.lua")))
                    pusher = i;
            QVERIFY(pusher >= 0);
            programs->setFocus();
            for (int i = programs->currentIndex(); i < pusher; ++i)
                QTest::keyClick(programs, Qt::Key_Down);
            QCOMPARE(programs->currentIndex(), pusher);
            QCOMPARE(dlg->owner(), QStringLiteral("sumo_pusher"));
            filled = true;
            QTest::keyClick(dlg->okButton(), Qt::Key_Space);
        });
        QTest::keyClick(w_.get(), Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY_WITH_TIMEOUT(filled, 5000);
        QCOMPARE(int(w_->project()->opponents().size()), 1);
        QTest::qWait(300);
        w_->session()->setSpeed(0.0);
        w_->runProgram();
        QTRY_VERIFY_WITH_TIMEOUT(w_->lastSnapshot().over, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!w_->session()->matchText().isEmpty(), 5000);
        const QString text = w_->session()->matchText();
        QVERIFY2(text.contains(QStringLiteral("sumo_pusher wins")), qPrintable(text));
        QVERIFY2(
            text.contains(botlab::scenes::matchReasonText(botlab::scenes::MatchReason::PushedOut)),
            qPrintable(text));
        QVERIFY(w_->lastSnapshot().sim_time_s < 59.0);
        w_->session()->setSpeed(1.0);
        w_->project()->setOpponents({});
        w_->programEditor()->setModified(false);
    }

    /// The Devices panel shows the chosen robot's eyes: a camera rover as the opponent, its
    /// camera image under its readings (robot 0, the line follower, has none).
    void devicesShowTheOtherRobotsCamera() {
        w_->setMode(MainWindow::Mode::Program);
        openWorld(QStringLiteral("sumo"));
        w_->project()->setOpponents({});
        botlab::gui::Opponent rover;
        rover.robot = QStringLiteral("camera_rover");
        rover.program = QStringLiteral("wait(60)\n");
        rover.owner = QStringLiteral("Dana");
        rover.colour = botlab::gui::ownerPalette()[3].colour;
        w_->project()->addOpponent(rover);
        QTest::qWait(300);
        w_->runProgram();
        QTRY_VERIFY_WITH_TIMEOUT(w_->lastSnapshot().sim_time_s > 0.5, 20000);
        w_->setMode(MainWindow::Mode::Simulate);
        botlab::gui::DevicesPanel* panel = w_->devicesPanel();
        QTRY_VERIFY_WITH_TIMEOUT(panel->rowCount() > 0, 5000);
        QVERIFY(panel->eyesArea()->isHidden());
        panel->robotBox()->setFocus();
        QTest::keyClick(panel->robotBox(), Qt::Key_Down);
        QCOMPARE(panel->robot(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(panel->cameraView(0) != nullptr, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->eyesArea()->isHidden(), 5000);
        w_->stopProgram();
        w_->project()->setOpponents({});
        w_->programEditor()->setModified(false);
    }

    /// A sumo match in which the opponent drives backwards out of the ring ends before the 60 s
    /// with the student's win, said in the task bar and the console.
    void matchResultEndsTheRun() {
        openWorld(QStringLiteral("sumo"));
        w_->project()->setOpponents({});
        botlab::gui::Opponent idle;
        idle.robot = QStringLiteral("line_follower");
        idle.program = QStringLiteral("motor.speed(1, -100)\nmotor.speed(2, -100)\nwait(60)\n");
        idle.owner = QStringLiteral("Carol");
        idle.colour = botlab::gui::ownerPalette()[2].colour;
        w_->project()->addOpponent(idle);
        QTest::qWait(300);
        w_->programEditor()->setText(QStringLiteral("wait(60)\n"));
        w_->session()->setSpeed(0.0);  // as fast as possible
        w_->runProgram();
        QTRY_VERIFY_WITH_TIMEOUT(w_->lastSnapshot().over, 60000);
        QVERIFY2(w_->lastSnapshot().sim_time_s < 59.0,
                 qPrintable(QString::number(w_->lastSnapshot().sim_time_s)));
        QTRY_VERIFY_WITH_TIMEOUT(!w_->session()->matchText().isEmpty(), 5000);
        const QString text = w_->session()->matchText();
        QVERIFY2(
            text.contains(botlab::gui::defaultOwner()) && !text.contains(QStringLiteral("Carol")),
            qPrintable(text));
        QTRY_VERIFY_WITH_TIMEOUT(w_->consoleText().contains(text), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(w_->findChild<botlab::gui::TaskBar*>()->text(), text, 5000);
        w_->session()->setSpeed(1.0);
        w_->project()->setOpponents({});
        w_->programEditor()->setModified(false);
    }
};

QTEST_MAIN(TestArenaApp)
#include "tst_arena_app.moc"
