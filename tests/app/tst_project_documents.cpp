// SPDX-License-Identifier: GPL-3.0-or-later
// The project holds its documents (program, robot, scene) under a real display (Xvfb + Mesa):
// one robot is "the robot" (Build edits it, Simulate runs it); replacing a modified robot asks
// first and Cancel keeps everything; any robot edit marks the title and undo back to clean clears
// it; Quit asks once per modified document and, after Discard, the window goes away cleanly,
// many times in a row (the crash of ~SceneWorkspace -> ~QUndoStack -> cleanChanged -> the title).
#include <Qsci/qsciscintilla.h>
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWindow>
#include <functional>
#include <memory>

#include "botlab_test.h"

#include "botlab/assembler/compile.h"
#include "modes/build/build_view.h"
#include "modes/build/build_workspace.h"
#include "modes/cockpit/cockpit_workspace.h"
#include "modes/program/program_editor.h"
#include "modes/scene/scene_plan_view.h"
#include "modes/scene/scene_workspace.h"
#include "project/document_file.h"
#include "project/project_controller.h"
#include "project/robot_file.h"
#include "project/scene_file.h"
#include "shell/main_window.h"

using botlab::gui::BuildWorkspace;
using botlab::gui::MainWindow;
using botlab::gui::ScenePlanView;
using botlab::gui::SceneWorkspace;
namespace sim = botlab::sim;

namespace {

/// Answers every unsaved-changes prompt (the QMessageBox "unsavedChanges") that opens while
/// `action` runs by clicking `button`; returns how many were answered.
int answerPrompts(QMessageBox::StandardButton button, const std::function<void()>& action) {
    int answered = 0;
    QPointer<QMessageBox> last;
    QTimer poll;
    poll.setInterval(10);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || box == last || !box->isVisible() ||
            box->objectName() != QLatin1String("unsavedChanges"))
            return;
        last = box;
        ++answered;
        QTest::mouseClick(box->button(button), Qt::LeftButton);
    });
    poll.start();
    action();
    poll.stop();
    return answered;
}

QAction* actionNamed(QWidget* w, const QString& name) {
    return w->findChild<QAction*>(name);
}

/// The title the window system shows ("[*]" replaced by "*" when modified).
QString shownTitle(QWidget* w) {
    return w->windowHandle() ? w->windowHandle()->title() : QString();
}

/// Adds a beam away from the robot (one undo step), as a drop from the palette does.
void addBeam(BuildWorkspace* b) {
    const auto added = b->editor().addPartAt(
        QStringLiteral("beam_5"), sim::Pose::fromTranslation(sim::Vec3(0.3, 0.004, 0.3)));
    QVERIFY_OK(added);
}

/// Draws a wall in the Scene mode with the mouse.
void drawWall(MainWindow* w) {
    w->setMode(MainWindow::Mode::Scene);
    auto* ws = w->findChild<SceneWorkspace*>();
    QVERIFY(ws);
    ws->toolAction(ScenePlanView::Tool::Wall)->trigger();
    ScenePlanView* plan = ws->plan();
    QWidget* vp = plan->viewport();
    const QPoint a = plan->viewportPoint(-0.3, 0.0), b = plan->viewportPoint(0.3, 0.0);
    QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, a);
    for (int i = 1; i <= 5; ++i) QTest::mouseMove(vp, a + (b - a) * i / 5);
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, b);
    QVERIFY(ws->isModified());
}

}  // namespace

class TestProjectDocuments : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // DocumentFile alone: a writer that succeeds or fails, the modified signal, the autosave
    // (only when modified) and the recovery.
    void documentFileSavesAndAutosaves_data() {
        QTest::addColumn<bool>("writable");
        QTest::addColumn<bool>("modified");
        QTest::newRow("saved, modified") << true << true;
        QTest::newRow("saved, unmodified") << true << false;
        QTest::newRow("write fails") << false << true;
    }
    void documentFileSavesAndAutosaves() {
        QFETCH(bool, writable);
        QFETCH(bool, modified);
        QTemporaryDir dir;
        QString content = QStringLiteral("first");
        botlab::gui::DocumentFile doc(QStringLiteral("autosave.test.json"), {});
        doc.setWriter([&](const QString& path) -> botlab::Status {
            if (!writable) return botlab::Error{path.toStdString() + ": cannot write"};
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly)) return botlab::Error{"open"};
            f.write(content.toUtf8());
            return {};
        });
        QString recovered;
        doc.setRecoverer([&](const QString& autosave, const QString&) -> botlab::Status {
            QFile f(autosave);
            if (!f.open(QIODevice::ReadOnly)) return botlab::Error{"read"};
            recovered = QString::fromUtf8(f.readAll());
            return {};
        });
        QSignalSpy modifiedSpy(&doc, &botlab::gui::DocumentFile::modifiedChanged);
        QSignalSpy messages(&doc, &botlab::gui::DocumentFile::message);
        doc.setModified(modified);
        QCOMPARE(modifiedSpy.count(), modified ? 1 : 0);
        // The autosave is written only for a modified document.
        doc.removeAutosave();
        QCOMPARE(doc.autosave(), modified && writable);
        QCOMPARE(QFileInfo::exists(doc.autosavePath()), modified && writable);
        doc.removeAutosave();
        if (!writable) {
            // A failed save keeps the document modified and names the file in its message.
            QTimer poll;
            poll.setInterval(20);
            QObject::connect(&poll, &QTimer::timeout, [] {
                if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
                    box->accept();
            });
            poll.start();
            const QString path = dir.filePath(QStringLiteral("x.json"));
            QVERIFY(!doc.saveTo(path));
            QVERIFY(doc.isModified());
            QVERIFY(doc.path().isEmpty());
            QCOMPARE(messages.count(), 1);
            QCOMPARE(messages.first().at(0).toInt(), 2);
            QVERIFY(messages.first().at(1).toString().contains(path));
            return;
        }
        const QString path = dir.filePath(QStringLiteral("a.json"));
        QVERIFY(doc.saveTo(path));
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.path(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(doc.displayName(), QStringLiteral("a.json"));
        // Recovery: an autosave left behind is offered; Yes recovers it (modified) and removes it.
        content = QStringLiteral("autosaved");
        doc.setModified(true);
        QVERIFY(doc.autosave());
        doc.setModified(false);
        QTimer yes;
        yes.setInterval(20);
        QObject::connect(&yes, &QTimer::timeout, [] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Yes)->click();
        });
        yes.start();
        QVERIFY(doc.offerRecovery());
        QCOMPARE(recovered, QStringLiteral("autosaved"));
        QVERIFY(doc.isModified());
        QVERIFY(!QFileInfo::exists(doc.autosavePath()));
    }

    void oneRobotAndReplacingItAsks() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openDemo();
        BuildWorkspace* b = w.buildWorkspace();
        botlab::gui::ProjectController* p = w.project();
        // One robot: Build edits the project's robot, the same object.
        QCOMPARE(b->robot(), p->robotFile());
        QCOMPARE(&b->editor(), &p->robotFile()->editor());
        QCOMPARE(b->robotSource(), QStringLiteral("line_follower"));
        const int parts = int(b->editor().document().parts.size());
        QVERIFY(parts > 0);

        w.setMode(MainWindow::Mode::Build);
        addBeam(b);
        QCOMPARE(int(b->editor().document().parts.size()), parts + 1);
        QVERIFY(w.isWindowModified());
        // Simulate runs the robot being built: compiled from that document.
        w.setMode(MainWindow::Mode::Simulate);
        const QString built = p->robot();
        QVERIFY(p->models());
        QCOMPARE(p->models()->robot_name, built);
        auto compiled =
            botlab::assembler::compileRobot(b->editor().document(), p->robotFile()->library());
        QVERIFY_OK(compiled);
        QCOMPARE(p->models()->robot.links.size(), compiled->model.links.size());

        // File > Examples > line_follower.lua: the modified robot is asked about; Cancel keeps
        // everything, in Build and in Simulate alike.
        QAction* example = actionNamed(&w, QStringLiteral("example:line_follower.lua"));
        QVERIFY(example);
        const QString program = p->programText();
        QCOMPARE(answerPrompts(QMessageBox::Cancel, [&] { example->trigger(); }), 1);
        QCOMPARE(int(b->editor().document().parts.size()), parts + 1);
        QVERIFY(b->isModified());
        QCOMPARE(p->robot(), built);
        QCOMPARE(p->models()->robot_name, built);
        QCOMPARE(p->programText(), program);
        w.setMode(MainWindow::Mode::Build);
        QCOMPARE(int(b->editor().document().parts.size()), parts + 1);
        w.setMode(MainWindow::Mode::Simulate);
        QCOMPARE(p->models()->robot_name, built);
        QCOMPARE(p->models()->robot.links.size(), compiled->model.links.size());
        QCOMPARE(b->robot(), p->robotFile());

        // Discard: the example's robot replaces the built one, in both modes.
        QCOMPARE(answerPrompts(QMessageBox::Discard, [&] { example->trigger(); }), 1);
        QCOMPARE(b->robotSource(), QStringLiteral("line_follower"));
        QCOMPARE(int(b->editor().document().parts.size()), parts);
        QVERIFY(!b->isModified());
        QCOMPARE(p->robot(), QStringLiteral("line_follower"));
        QCOMPARE(p->models()->robot_name, QStringLiteral("line_follower"));
        QCOMPARE(b->robot(), p->robotFile());
        QVERIFY(!w.isWindowModified());
    }

    void robotEditMarksTheTitle_data() {
        QTest::addColumn<int>("edit");
        QTest::newRow("add a part") << 0;
        QTest::newRow("delete a part (Delete key)") << 1;
        QTest::newRow("rename the robot") << 2;
        QTest::newRow("wire a port") << 3;
    }
    void robotEditMarksTheTitle() {
        QFETCH(int, edit);
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openDemo();
        w.setMode(MainWindow::Mode::Build);
        BuildWorkspace* b = w.buildWorkspace();
        QVERIFY(!w.isWindowModified());
        QVERIFY(!shownTitle(&w).contains(QLatin1Char('*')));
        const int last = int(b->editor().document().parts.size()) - 1;
        switch (edit) {
            case 0:
                addBeam(b);
                break;
            case 1:
                b->setSelection({last});
                QTest::keyClick(b->view()->renderWindow(), Qt::Key_Delete);
                break;
            case 2:
                b->editor().rename(QStringLiteral("renamed"));
                break;
            case 3: {
                // The first wired device on another free port.
                const auto& parts = b->editor().document().parts;
                int device = -1;
                for (int i = 0; i < int(parts.size()) && device < 0; ++i)
                    if (parts[std::size_t(i)].port > 0) device = i;
                QVERIFY(device >= 0);
                QVERIFY_OK(b->editor().setPort(device, 0));
                break;
            }
        }
        QVERIFY(b->isModified());
        QVERIFY(w.isWindowModified());
        QTRY_VERIFY(shownTitle(&w).contains(QLatin1Char('*')));
        // Undo back to clean: no mark.
        b->editor().undoStack()->undo();
        QVERIFY(b->editor().undoStack()->isClean());
        QVERIFY(!w.isWindowModified());
        QTRY_VERIFY(!shownTitle(&w).contains(QLatin1Char('*')));
    }

    void quitAfterDiscardIsClean_data() {
        QTest::addColumn<bool>("scene");
        QTest::addColumn<bool>("program");
        QTest::addColumn<bool>("robot");
        QTest::addColumn<int>("times");
        QTest::newRow("a wall in Scene") << true << false << false << 20;
        QTest::newRow("program text") << false << true << false << 2;
        QTest::newRow("robot") << false << false << true << 2;
        QTest::newRow("every mode") << true << true << true << 5;
    }
    void quitAfterDiscardIsClean() {
        QFETCH(bool, scene);
        QFETCH(bool, program);
        QFETCH(bool, robot);
        QFETCH(int, times);
        const int modified = int(scene) + int(program) + int(robot);
        for (int i = 0; i < times; ++i) {
            auto* w = new MainWindow;
            w->resize(1280, 720);
            w->show();
            QVERIFY(QTest::qWaitForWindowExposed(w));
            w->openDemo();
            if (program) {
                w->setMode(MainWindow::Mode::Program);
                w->programEditor()->editor()->setFocus();
                QTest::keyClicks(w->programEditor()->editor(), QStringLiteral("-- edited "));
                QVERIFY(w->project()->programText().contains(QStringLiteral("-- edited")));
            }
            if (robot) {
                w->setMode(MainWindow::Mode::Build);
                addBeam(w->buildWorkspace());
            }
            if (scene) drawWall(w);
            QCOMPARE(w->isWindowModified(), modified > 0);
            QAction* quit = actionNamed(w, QStringLiteral("quit"));
            QVERIFY(quit);
            // Quit asks once per modified document; Discard lets the window close.
            QCOMPARE(answerPrompts(QMessageBox::Discard, [&] { quit->trigger(); }), modified);
            QVERIFY(!w->isVisible());
            delete w;
        }
    }

    void cancelOnQuitKeepsTheWindow() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openDemo();
        drawWall(&w);
        QAction* quit = actionNamed(&w, QStringLiteral("quit"));
        QCOMPARE(answerPrompts(QMessageBox::Cancel, [&] { quit->trigger(); }), 1);
        QVERIFY(w.isVisible());
        QVERIFY(w.findChild<SceneWorkspace*>()->isModified());
        // Leave without asking: the document is clean again.
        w.findChild<SceneWorkspace*>()->editor()->undoStack()->setClean();
    }

    // Open failures are emitted as message(2, text) naming the file (and the key or the
    // reason); the project stays as it was.
    // The Cockpit drives the project's robot when it is a legged one; any other robot is named
    // in its message bar and the Cockpit keeps its own.
    void cockpitDrivesTheProjectsLeggedRobot() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openDemo();
        w.setMode(MainWindow::Mode::Cockpit);
        botlab::gui::CockpitWorkspace* c = w.cockpitWorkspace();
        QTRY_VERIFY_WITH_TIMEOUT(!c->drivenRobot().isEmpty(), 20000);
        QVERIFY(c->messageBar()->text().contains(QStringLiteral("line_follower")));
        w.setMode(MainWindow::Mode::Program);
        QAction* example = actionNamed(&w, QStringLiteral("example:legged/quadruped.lua"));
        QVERIFY(example);
        answerPrompts(QMessageBox::Discard, [&] { example->trigger(); });
        QCOMPARE(w.project()->robot(), QStringLiteral("quadruped"));
        w.setMode(MainWindow::Mode::Cockpit);
        QTRY_COMPARE_WITH_TIMEOUT(c->drivenRobot(), QStringLiteral("quadruped"), 20000);
        QVERIFY(c->messageBar()->isHidden());
    }

    void openErrorsAreMessages_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("assignment")
            << QStringLiteral("assignment.json")
            << QByteArray(R"({"format": "botlab.assignment", "version": 1,
                                       "robot": "line_follower", "scenes": []})")
            << QStringLiteral("This is an assignment: use File > Grade a Class…");
        QTest::newRow("newer project version")
            << QStringLiteral("lesson.botlab.json")
            << QByteArray(R"({"format": "botlab-project", "version": 2, "robot": "line_follower",
                           "scene": "line_challenge", "program": ""})")
            << QStringLiteral("version");
        QTest::newRow("unknown robot")
            << QStringLiteral("robot.botlab.json")
            << QByteArray(R"({"format": "botlab-project", "version": 1, "robot": "no_such_robot",
                           "scene": "line_challenge", "program": ""})")
            << QStringLiteral("no_such_robot");
    }
    void openErrorsAreMessages() {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString file = dir.filePath(name);
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        MainWindow w;
        w.openDemo();
        QStringList messages;
        connect(w.project(), &botlab::gui::ProjectController::message, this,
                [&](int severity, const QString& text) {
                    if (severity == 2) messages << text;
                });
        // In every mode the message shows in that mode's own bar.
        for (const MainWindow::Mode mode : {MainWindow::Mode::Build, MainWindow::Mode::Scene,
                                            MainWindow::Mode::Cockpit, MainWindow::Mode::Program}) {
            w.setMode(mode);
            QVERIFY(!w.project()->openFile(file));
            auto* shown = qobject_cast<botlab::gui::Workspace*>(
                w.findChild<QStackedWidget*>()->currentWidget());
            QVERIFY(shown);
            QVERIFY(!shown->messageBar()->isHidden());
            QVERIFY2(shown->messageBar()->text().contains(expected),
                     qPrintable(shown->messageBar()->text()));
            QVERIFY(shown->messageBar()->text().contains(name));
        }
        QCOMPARE(messages.size(), 4);
        QVERIFY2(messages.first().contains(expected), qPrintable(messages.first()));
        QVERIFY2(messages.first().contains(name), qPrintable(messages.first()));
        QVERIFY(w.consoleText().contains(messages.first()));
        // The project is unchanged.
        QCOMPARE(w.project()->robot(), QStringLiteral("line_follower"));
        QCOMPARE(w.project()->scene(), QStringLiteral("line_challenge"));
        QVERIFY(w.project()->path().isEmpty());
    }
};

QTEST_MAIN(TestProjectDocuments)
#include "tst_project_documents.moc"
