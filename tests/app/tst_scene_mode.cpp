// SPDX-License-Identifier: GPL-3.0-or-later
// The Scene mode under a real display (Xvfb + Mesa), driven with real mouse and key events as a
// teacher would: draw a track with three curves, a gap and a finish zone in at most 40 counted
// actions and save it, then botlab-run drives line_follower with examples/line_follower.lua to
// that finish; generate a 6 x 6 maze, save it, and examples/maze_wall_follower.lua reaches its
// goal zone. Undo/redo through the Edit menu's keys, the live preview, Try it.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMouseEvent>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <cmath>
#include <memory>

#include "botlab_test.h"

#include "botlab/scenes/floor_raster.h"
#include "botlab/scenes/scene_check.h"
#include "botlab/scenes/scene_compiler.h"
#include "modes/message_bar.h"
#include "modes/scene/scene_plan_view.h"
#include "modes/scene/scene_properties.h"
#include "modes/scene/scene_workspace.h"
#include "project/project_controller.h"
#include "shell/main_window.h"

using botlab::gui::MainWindow;
using botlab::gui::ScenePlanView;
using botlab::gui::SceneWorkspace;
using namespace botlab::scenes;

namespace {

/// Sends real input events and counts the actions a person makes (a click, a double-click, a
/// drag, a key press, typing a name).
class Teacher {
public:
    int actions = 0;
    void key(QWidget* w, Qt::Key k, Qt::KeyboardModifiers m = Qt::NoModifier) {
        QTest::keyClick(w, k, m);
        ++actions;
    }
    void click(ScenePlanView* plan, double x, double z) {
        QTest::mouseClick(plan->viewport(), Qt::LeftButton, Qt::NoModifier,
                          plan->viewportPoint(x, z));
        ++actions;
    }
    void doubleClick(ScenePlanView* plan, double x, double z) {
        QTest::mouseDClick(plan->viewport(), Qt::LeftButton, Qt::NoModifier,
                           plan->viewportPoint(x, z));
        ++actions;
    }
    void drag(ScenePlanView* plan, double x0, double z0, double x1, double z1) {
        QWidget* vp = plan->viewport();
        const QPoint a = plan->viewportPoint(x0, z0), b = plan->viewportPoint(x1, z1);
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, a);
        for (int i = 1; i <= 5; ++i) QTest::mouseMove(vp, a + (b - a) * i / 5);
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, b);
        ++actions;
    }
    void trigger(QAction* a) {
        a->trigger();
        ++actions;
    }
};

/// Runs botlab-run and returns its JSON report (empty on failure; `exitCode` set).
QJsonObject botlabRun(const QString& robot, const QString& scene, const QString& program,
                      int* exitCode) {
    QProcess p;
    p.start(
        QStringLiteral(BOTLAB_RUN_EXE),
        {QStringLiteral("--robot"), robot, QStringLiteral("--scene"), scene,
         QStringLiteral("--program"), program, QStringLiteral("--report"), QStringLiteral("-"),
         QStringLiteral("--stop-at-goal"), QStringLiteral("--duration"), QStringLiteral("200")});
    if (!p.waitForFinished(180000)) {
        p.kill();
        *exitCode = -1;
        return {};
    }
    *exitCode = p.exitCode();
    const QByteArray out = p.readAllStandardOutput();
    const qsizetype brace = out.indexOf("\n{");
    return QJsonDocument::fromJson(brace >= 0 ? out.mid(brace + 1) : out).object();
}

QString examplePath(const char* name) {
    return QStringLiteral(BOTLAB_SOURCE_DIR "/examples/") + QLatin1String(name);
}

/// Number of bends of a track: stretches where it keeps turning the same way by more than 20
/// degrees in all.
int bends(const std::vector<FloorPoint>& path) {
    int count = 0;
    double run = 0.0;
    int sign = 0;
    for (std::size_t i = 1; i + 1 < path.size(); ++i) {
        const double a0 = std::atan2(path[i].z_m - path[i - 1].z_m, path[i].x_m - path[i - 1].x_m);
        const double a1 = std::atan2(path[i + 1].z_m - path[i].z_m, path[i + 1].x_m - path[i].x_m);
        const double turn = std::remainder(a1 - a0, 2 * M_PI);
        if (std::abs(turn) < 1e-6) continue;
        const int s = turn > 0 ? 1 : -1;
        if (s != sign) {
            if (std::abs(run) > 20.0 * M_PI / 180.0) ++count;
            run = 0.0;
            sign = s;
        }
        run += turn;
    }
    if (std::abs(run) > 20.0 * M_PI / 180.0) ++count;
    return count;
}

}  // namespace

class TestSceneMode : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> w_;
    QTemporaryDir dir_;
    SceneWorkspace* ws() { return w_->findChild<SceneWorkspace*>(); }
    ScenePlanView* plan() { return ws()->plan(); }

    /// Answers the next file dialog with `path` (typed into its name field, then Save).
    void answerFileDialog(const QString& path, Teacher* t) {
        auto* poll = new QTimer(this);
        auto tries = std::make_shared<int>(0);
        connect(poll, &QTimer::timeout, this, [poll, tries, path, t] {
            auto* dlg = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            auto* edit = dlg ? dlg->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")) : nullptr;
            if (!edit || !edit->isVisible()) {
                if (++*tries > 100) {
                    qWarning("no file dialog appeared");
                    poll->deleteLater();
                }
                return;
            }
            poll->deleteLater();
            poll->stop();
            // Typing the name (one action; the completer's pop-up is not part of the test), then
            // the Save button.
            edit->setText(path);
            ++t->actions;
            QMetaObject::invokeMethod(dlg, "accept");
            ++t->actions;
        });
        poll->start(100);
    }

private slots:
    void init() {
        // Key shortcuts reach the plan only in the active window: take it back before each test.
        if (!w_) return;
        w_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w_.get()));
    }
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        w_ = std::make_unique<MainWindow>();
        w_->resize(1280, 760);
        w_->show();
        QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
        // Shortcuts reach only the active window.
        w_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w_.get()));
        QVERIFY(ws());
    }
    void cleanupTestCase() {
        ws()->editor()->undoStack()->setClean();
        w_.reset();
    }

    void teacherDrawsATrackThatTheLineFollowerFinishes() {
        Teacher t;
        // The Scene mode (Alt+3); a new scene is an empty 2.4 m x 1.6 m floor.
        t.key(w_.get(), Qt::Key_3, Qt::AltModifier);
        QCOMPARE(w_->mode(), MainWindow::Mode::Scene);
        QTRY_VERIFY(plan()->isVisible());
        QTRY_VERIFY(plan()->hasFocus());  // the plan fits the floor once laid out and has the keys
        // At least 150 px per metre: a pixel is under half the 1 cm grid, so clicks snap where
        // they are aimed.
        QVERIFY2(plan()->pixelsPerMetre() > 150,
                 qPrintable(QString::number(plan()->pixelsPerMetre())));
        // Curve tool, then the track's points; a double-click ends it.
        t.key(plan(), Qt::Key_C);
        QCOMPARE(plan()->tool(), ScenePlanView::Tool::Curve);
        const double pts[7][2] = {{-1.0, 0.4}, {-0.6, 0.4},  {-0.25, 0.1}, {0.1, 0.1},
                                  {0.4, -0.2}, {0.75, -0.2}, {1.0, 0.05}};
        for (int i = 0; i < 6; ++i) t.click(plan(), pts[i][0], pts[i][1]);
        t.doubleClick(plan(), pts[6][0], pts[6][1]);
        const SceneDocument& doc = ws()->editor()->document();
        QCOMPARE(int(doc.floor.strokes.size()), 1);
        const Stroke& s = doc.floor.strokes[0];
        QCOMPARE(s.kind, StrokeKind::Bezier);
        QCOMPARE(int(s.points.size()), 3 * 6 + 1);
        QCOMPARE(s.width_m, 0.02);  // the default width
        for (int i = 0; i < 7; ++i) {
            QVERIFY(std::abs(s.points[std::size_t(3 * i)].x_m - pts[i][0]) < 1e-9);
            QVERIFY(std::abs(s.points[std::size_t(3 * i)].z_m - pts[i][1]) < 1e-9);
        }
        const auto path = flattenStroke(s);
        QVERIFY2(bends(path) >= 3, qPrintable(QString::number(bends(path))));
        // A gap where the track crosses x = -0.07 m.
        t.key(plan(), Qt::Key_G);
        t.click(plan(), -0.072, 0.1);
        QCOMPARE(int(doc.floor.strokes[0].gaps.size()), 1);
        const auto& gap = doc.floor.strokes[0].gaps[0];
        QVERIFY(std::abs(gap.to_m - gap.from_m - 0.035) < 1e-9);
        // The finish zone over the end of the line.
        t.key(plan(), Qt::Key_E);
        t.drag(plan(), 0.9, -0.1, 1.1, 0.2);
        QVERIFY(doc.goals.finish.has_value());
        QVERIFY(doc.goals.finish->contains(1.0, 0.05));
        QVERIFY(std::abs(doc.goals.finish->size_x_m - 0.2) < 1e-9);
        // The start: a click near the line's first point snaps onto it, facing along it.
        t.key(plan(), Qt::Key_S);
        t.click(plan(), -0.99, 0.41);
        QVERIFY(std::abs(doc.starts[0].position_m.x() + 1.0) < 1e-9);
        QVERIFY(std::abs(doc.starts[0].position_m.z() - 0.4) < 1e-9);
        QVERIFY(std::abs(doc.starts[0].yaw_deg) < 1e-9);
        QVERIFY(checkScene(doc).empty());
        // Undo and redo with the Edit menu's keys, in the Scene mode.
        const SceneDocument drawn = doc;
        QTest::keyClick(plan(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!(ws()->editor()->document() == drawn));
        QTest::keyClick(plan(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(ws()->editor()->document() == drawn);
        // Save.
        const QString file = dir_.filePath(QStringLiteral("track.scene.json"));
        answerFileDialog(file, &t);
        t.trigger(ws()->findChild<QAction*>(QStringLiteral("saveSceneAction")));
        QTRY_COMPARE(ws()->path(), file);
        QVERIFY(!ws()->isModified());
        qInfo("track drawn and saved in %d actions", t.actions);
        QVERIFY2(t.actions <= 40, qPrintable(QString::number(t.actions)));
        auto loaded = SceneDocument::loadFile(file);
        QVERIFY_OK(loaded);
        QVERIFY(loaded.value() == drawn);

        int code = 0;
        const QJsonObject report = botlabRun(QStringLiteral("line_follower"), file,
                                             examplePath("line_follower.lua"), &code);
        QCOMPARE(code, 0);
        QVERIFY2(report.value(QStringLiteral("goal_reached")).toBool(),
                 QJsonDocument(report).toJson().constData());
    }

    void livePreviewFollowsEdits() {
        QTRY_VERIFY_WITH_TIMEOUT(ws()->lastPreviewLatencyMs() >= 0, 5000);
        plan()->setSelection({{ItemKind::Finish, 0}});
        QTest::keyClick(plan(), Qt::Key_Right);  // nudge 1 cm: one edit
        QVERIFY(ws()->lastPreviewLatencyMs() >= 0);
        QTRY_VERIFY_WITH_TIMEOUT(ws()->lastPreviewLatencyMs() > 0, 5000);
        QTest::keyClick(plan(), Qt::Key_Z, Qt::ControlModifier);
    }

    void tryItRunsTheEditedScene() {
        ws()->tryItAction()->trigger();
        QCOMPARE(w_->mode(), MainWindow::Mode::Simulate);
        const auto& models = w_->project()->models();
        QVERIFY(models);
        QCOMPARE(int(models->scene.document->floor.strokes.size()), 1);
        // Saved unchanged: the project names the scene file.
        QCOMPARE(w_->project()->scene(), ws()->path());
    }

    void teacherGeneratesAMazeTheWallFollowerSolves() {
        w_->setMode(MainWindow::Mode::Scene);
        QVERIFY(ws()->newScene({}, false));
        // Maze... with its defaults: 6 x 6 cells of 30 cm, seed 1.
        QTimer::singleShot(200, this, [] {
            auto* dlg = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            QVERIFY(dlg);
            QTest::keyClick(dlg, Qt::Key_Return);
        });
        ws()->findChild<QAction*>(QStringLiteral("mazeAction"))->trigger();
        // Shortcuts need the active window back from the dialog (slow under load).
        w_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w_.get()));
        const SceneDocument& doc = ws()->editor()->document();
        QCOMPARE(int(doc.mazes.size()), 1);
        QCOMPARE(doc.mazes[0].rows, 6);
        QCOMPARE(doc.mazes[0].cols, 6);
        QVERIFY(doc.goals.finish.has_value());
        QVERIFY(checkScene(doc).empty());
        const QString file = dir_.filePath(QStringLiteral("maze6.scene.json"));
        QVERIFY(ws()->saveSceneTo(file));
        int code = 0;
        const QJsonObject report = botlabRun(QStringLiteral("maze_explorer"), file,
                                             examplePath("maze_wall_follower.lua"), &code);
        QCOMPARE(code, 0);
        QVERIFY2(report.value(QStringLiteral("goal_reached")).toBool(),
                 QJsonDocument(report).toJson().constData());
        // Its walls stay editable: one undoable step turns the maze into plain walls.
        const SceneDocument generated = doc;
        QVERIFY_OK(ws()->editor()->edit(QStringLiteral("explode"),
                                        [](SceneDocument& d) { mazeToWalls(d, 0); }));
        QVERIFY(doc.mazes.empty());
        QVERIFY(doc.walls.size() > 20);
        QTest::keyClick(plan(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(ws()->editor()->document() == generated);
    }

    void selectMoveCopyPasteDelete() {
        w_->setMode(MainWindow::Mode::Scene);
        QVERIFY(ws()->newScene({}, false));
        auto* p = plan();
        QTest::keyClick(p, Qt::Key_W);
        QTest::mousePress(p->viewport(), Qt::LeftButton, Qt::NoModifier,
                          p->viewportPoint(-0.5, -0.3));
        QTest::mouseMove(p->viewport(), p->viewportPoint(0.0, -0.3));
        QTest::mouseRelease(p->viewport(), Qt::LeftButton, Qt::NoModifier,
                            p->viewportPoint(0.5, -0.3));
        const SceneDocument& doc = ws()->editor()->document();
        QCOMPARE(int(doc.walls.size()), 1);
        QCOMPARE(doc.walls[0].to.x_m, 0.5);
        // Select it with the Select tool (Esc) and drag it 20 cm down: one undo step.
        QTest::keyClick(p, Qt::Key_Escape);
        QCOMPARE(p->tool(), ScenePlanView::Tool::Select);
        const int steps = ws()->editor()->undoStack()->count();
        QTest::mousePress(p->viewport(), Qt::LeftButton, Qt::NoModifier,
                          p->viewportPoint(0.0, -0.3));
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(p->viewport(), p->viewportPoint(0.0, -0.3 + 0.05 * i));
        QTest::mouseRelease(p->viewport(), Qt::LeftButton, Qt::NoModifier,
                            p->viewportPoint(0.0, -0.1));
        QCOMPARE(ws()->editor()->undoStack()->count(), steps + 1);
        QVERIFY(std::abs(doc.walls[0].from.z_m + 0.1) < 1e-9);
        // Copy, paste (5 cm down and right), delete.
        QTest::keyClick(p, Qt::Key_C, Qt::ControlModifier);
        QTest::keyClick(p, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(int(doc.walls.size()), 2);
        QVERIFY(std::abs(doc.walls[1].from.x_m - (-0.45)) < 1e-9);
        QTest::keyClick(p, Qt::Key_Delete);
        QCOMPARE(int(doc.walls.size()), 1);
        // Rotate with R: 15 degrees counter-clockwise about its centre.
        p->setSelection({{ItemKind::Wall, 0}});
        QTest::keyClick(p, Qt::Key_R);
        const double a = std::atan2(-(doc.walls[0].to.z_m - doc.walls[0].from.z_m),
                                    doc.walls[0].to.x_m - doc.walls[0].from.x_m);
        QVERIFY(std::abs(a * 180 / M_PI - 15.0) < 1e-9);
        ws()->editor()->undoStack()->setClean();
    }

    void reshapeByHandles() {
        // Dragging a selected item's handle with the mouse reshapes it through scenes::ItemHandles:
        // a wall's end snaps to the 1 cm grid; a start pose's heading turns in 15 degree steps, or
        // freely (and off the grid) with Alt held. Each drag is one undo step.
        w_->setMode(MainWindow::Mode::Scene);
        QVERIFY(ws()->newScene({}, false));
        auto* p = plan();
        p->setTool(ScenePlanView::Tool::Select);
        auto* editor = ws()->editor();
        QVERIFY_OK(editor->edit(QStringLiteral("wall"), [](SceneDocument& d) {
            d.walls.push_back({{-0.5, -0.3}, {0.5, -0.3}});
        }));
        const SceneDocument& doc = editor->document();
        QWidget* vp = p->viewport();
        auto dragHandle = [&](FloorPoint from, FloorPoint to, Qt::KeyboardModifiers m) {
            const QPoint a = p->viewportPoint(from.x_m, from.z_m);
            const QPoint b = p->viewportPoint(to.x_m, to.z_m);
            QTest::mousePress(vp, Qt::LeftButton, m, a);
            for (int i = 1; i <= 4; ++i) {
                const QPointF at = a + (b - a) * i / 4.0;
                QMouseEvent move(QEvent::MouseMove, at, vp->mapToGlobal(at), Qt::NoButton,
                                 Qt::LeftButton, m);
                QApplication::sendEvent(vp, &move);
            }
            QTest::mouseRelease(vp, Qt::LeftButton, m, b);
        };
        p->setSelection({{ItemKind::Wall, 0}});
        int steps = editor->undoStack()->count();
        dragHandle({0.5, -0.3}, {0.6, -0.1}, Qt::NoModifier);
        QCOMPARE(editor->undoStack()->count(), steps + 1);
        QVERIFY(std::abs(doc.walls[0].to.x_m - 0.6) < 1e-9);
        QVERIFY(std::abs(doc.walls[0].to.z_m + 0.1) < 1e-9);
        QCOMPARE(doc.walls[0].from.x_m, -0.5);  // the other end stays
        // The start pose (at the centre, facing +x): its heading handle is 14 cm ahead.
        p->setSelection({{ItemKind::Start, 0}});
        const FloorPoint towards40{0.2 * std::cos(40 * M_PI / 180),
                                   -0.2 * std::sin(40 * M_PI / 180)};
        steps = editor->undoStack()->count();
        dragHandle({0.14, 0.0}, towards40, Qt::NoModifier);
        QCOMPARE(editor->undoStack()->count(), steps + 1);
        QCOMPARE(doc.starts[0].yaw_deg, 45.0);
        dragHandle({0.14 * std::cos(M_PI / 4), -0.14 * std::sin(M_PI / 4)}, towards40,
                   Qt::AltModifier);
        QVERIFY2(std::abs(doc.starts[0].yaw_deg - 40.0) < 1.5,
                 qPrintable(QString::number(doc.starts[0].yaw_deg)));
        QCOMPARE(doc.starts[0].position_m.x(), 0.0);
        editor->undoStack()->setClean();
    }

    // Issue 30 (the monkey, seeds 1 and 2): typing a floor size into the Floor depth field never
    // leaves a scene its reader refuses. The painted floor's depth stops at its 4096 px limit, a
    // plain floor takes the number, and a depth that would leave a wall out of the floor's reach
    // is refused with the reason in the message bar: in each case the scene saves and reopens.
    void typedFloorDepthKeepsTheSceneOpenable_data() {
        QTest::addColumn<bool>("painted");
        QTest::addColumn<double>("wall_z_m");  // 0: no wall
        QTest::addColumn<QString>("typed");
        QTest::addColumn<int>("ups");         // Up arrow presses after Return
        QTest::addColumn<double>("depth_m");  // the floor's depth afterwards
        QTest::addColumn<bool>("refused");    // the message bar says why
        // 10.24 m is 4096 px at 0.0025 m: the field takes no "11" (its keystroke is refused, so
        // "11.6" comes out as 1.6, the depth it had) and the arrows stop at 10.24.
        QTest::newRow("painted floor, 11.6 m typed (seed 2)")
            << true << 0.0 << "11.6" << 0 << 1.6 << false;
        QTest::newRow("painted floor, 10.24 m typed")
            << true << 0.0 << "10.24" << 0 << 10.24 << false;
        QTest::newRow("painted floor, 10 m typed, then Up twice")
            << true << 0.0 << "10" << 2 << 10.24 << false;
        QTest::newRow("plain floor, 11.6 m typed") << false << 0.0 << "11.6" << 0 << 11.6 << false;
        QTest::newRow("wall far out, floor made smaller (seed 1)")
            << true << 5.5 << "0.4" << 0 << 1.6 << true;
    }
    void typedFloorDepthKeepsTheSceneOpenable() {
        QFETCH(bool, painted);
        QFETCH(double, wall_z_m);
        QFETCH(QString, typed);
        QFETCH(int, ups);
        QFETCH(double, depth_m);
        QFETCH(bool, refused);
        w_->setMode(MainWindow::Mode::Scene);
        QVERIFY(ws()->newScene({}, false));
        auto* editor = ws()->editor();
        QCOMPARE(editor->document().floor.size_z_m, 1.6);
        if (painted)
            QVERIFY_OK(editor->edit(QStringLiteral("line"), [](SceneDocument& d) {
                botlab::scenes::Stroke s;
                s.points = {{-0.5, 0.0}, {0.5, 0.0}};
                d.floor.strokes.push_back(s);
            }));
        if (wall_z_m != 0.0)
            QVERIFY_OK(editor->edit(QStringLiteral("wall"), [&](SceneDocument& d) {
                d.walls.push_back({{0.0, wall_z_m}, {0.5, wall_z_m}});
            }));
        ws()->messageBar()->clearMessage();
        // The floor's fields (nothing selected): the spin box of the "Floor depth:" row.
        plan()->setSelection({});
        auto* panel = ws()->findChild<botlab::gui::ScenePropertiesPanel*>();
        QVERIFY(panel);
        QDoubleSpinBox* depth = nullptr;
        QTRY_VERIFY([&] {
            for (auto* l : panel->findChildren<QLabel*>())
                if (l->text() == QStringLiteral("Floor depth:") && l->isVisible())
                    depth = qobject_cast<QDoubleSpinBox*>(l->buddy());
            return depth != nullptr;
        }());
        // Select the number, type the new one and press Return, as a person does.
        depth->setFocus();
        QTRY_VERIFY(depth->hasFocus());
        QTest::keyClick(depth, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(depth, typed);
        QTest::keyClick(depth, Qt::Key_Return);
        for (int i = 0; i < ups; ++i) QTest::keyClick(depth, Qt::Key_Up);
        const SceneDocument& doc = editor->document();
        QVERIFY2(std::abs(doc.floor.size_z_m - depth_m) < 1e-9,
                 qPrintable(QString::number(doc.floor.size_z_m)));
        QCOMPARE(depth->value(), depth_m);  // the field shows the document's depth
        QCOMPARE(ws()->messageBar()->isVisibleTo(ws()), refused);
        if (refused)
            QVERIFY2(ws()->messageBar()->text().contains(QStringLiteral("walls[0].from_m")),
                     qPrintable(ws()->messageBar()->text()));
        // The scene saves and its reader opens it again.
        const QString path = dir_.filePath(QStringLiteral("typed.scene.json"));
        QVERIFY_OK(doc.saveFile(path));
        const auto back = SceneDocument::loadFile(path);
        QVERIFY_OK(back);
        QCOMPARE(back->floor.size_z_m, doc.floor.size_z_m);
        ws()->messageBar()->clearMessage();
        editor->undoStack()->setClean();
    }

    void teacherPlacesABuzzer() {
        // The Buzzer tool (U) places a 4 cm box that buzzes; its properties switch it off and
        // set its loudness, and the compiled world has the sound source.
        w_->setMode(MainWindow::Mode::Scene);
        QVERIFY(ws()->newScene({}, false));
        auto* p = plan();
        QTest::keyClick(p, Qt::Key_U);
        QCOMPARE(p->tool(), ScenePlanView::Tool::Buzzer);
        QTest::mouseClick(p->viewport(), Qt::LeftButton, Qt::NoModifier,
                          p->viewportPoint(0.3, 0.2));
        const SceneDocument& doc = ws()->editor()->document();
        QCOMPARE(int(doc.obstacles.size()), 1);
        const auto& o = doc.obstacles[0];
        QVERIFY(o.buzzer.has_value());
        QCOMPARE(o.buzzer->loudness_percent, 80.0);
        QVERIFY(o.buzzer->on);
        QCOMPARE(o.size_y_m, 0.04);
        QVERIFY(std::abs(o.position_m.x() - 0.3) < 0.006 &&
                std::abs(o.position_m.z() - 0.2) < 0.006);
        QCOMPARE(o.position_m.y(), 0.02);  // standing on the floor
        // The selected buzzer's properties: Loudness and Buzzing.
        auto* panel = ws()->findChild<botlab::gui::ScenePropertiesPanel*>();
        QVERIFY(panel);
        QCheckBox* buzzing = nullptr;
        QDoubleSpinBox* loudness = nullptr;
        QTRY_VERIFY([&] {
            for (auto* c : panel->findChildren<QCheckBox*>())
                if (c->text() == QStringLiteral("Buzzing")) buzzing = c;
            for (auto* b : panel->findChildren<QDoubleSpinBox*>())
                if (b->suffix() == QStringLiteral(" %") && b->value() == 80.0) loudness = b;
            return buzzing && loudness;
        }());
        loudness->setValue(120.0);
        QCOMPARE(doc.obstacles[0].buzzer->loudness_percent, 120.0);
        buzzing->setChecked(false);
        QVERIFY(!doc.obstacles[0].buzzer->on);
        const auto scene = botlab::scenes::compileScene(doc);
        QVERIFY_OK(scene);
        QCOMPARE(int(scene->world.sounds.size()), 1);
        QCOMPARE(scene->world.sounds[0].level_percent, 120.0);
        QVERIFY(!scene->world.sounds[0].on);
        // Undo twice gives back the buzzing buzzer of 80 %.
        ws()->editor()->undoStack()->undo();
        ws()->editor()->undoStack()->undo();
        QVERIFY(doc.obstacles[0].buzzer->on);
        QCOMPARE(doc.obstacles[0].buzzer->loudness_percent, 80.0);
        ws()->editor()->undoStack()->setClean();
    }
    void teacherDrawsAnObjectZone_data() {
        QTest::addColumn<int>("objectKey");   // the tool placing an object first; 0: none
        QTest::addColumn<QString>("colour");  // what the new zone wants
        QTest::addColumn<QString>("next");    // what Down in the Wants drop-down picks
        QTest::newRow("empty: red") << 0 << "red"
                                    << "green";
        QTest::newRow("over a cube: green") << int(Qt::Key_X) << "green"
                                            << "blue";
        QTest::newRow("over a puck: blue") << int(Qt::Key_P) << "blue"
                                           << "yellow";
    }
    void teacherDrawsAnObjectZone() {
        // Issue 26: key Z picks the Object zone tool; a drag makes a zone wanting the colour of
        // the object in it, or red (one undo step). Selected, the Wants drop-down changes what it
        // wants, its corner handle resizes it, Delete removes it; each one undo step.
        QFETCH(int, objectKey);
        QFETCH(QString, colour);
        QFETCH(QString, next);
        w_->setMode(MainWindow::Mode::Scene);
        QVERIFY(ws()->newScene({}, false));
        auto* p = plan();
        auto* editor = ws()->editor();
        const SceneDocument& doc = editor->document();
        if (objectKey) {
            QTest::keyClick(p, Qt::Key(objectKey));
            QTest::mouseClick(p->viewport(), Qt::LeftButton, Qt::NoModifier,
                              p->viewportPoint(0.3, -0.2));
            QCOMPARE(int(doc.obstacles.size()), 1);
        }
        QTest::keyClick(p, Qt::Key_Z);
        QCOMPARE(p->tool(), ScenePlanView::Tool::ObjectZone);
        int steps = editor->undoStack()->count();
        QWidget* vp = p->viewport();
        auto drag = [&](FloorPoint from, FloorPoint to) {
            const QPoint a = p->viewportPoint(from.x_m, from.z_m);
            const QPoint b = p->viewportPoint(to.x_m, to.z_m);
            QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, a);
            for (int i = 1; i <= 4; ++i) QTest::mouseMove(vp, a + (b - a) * i / 4);
            QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, b);
        };
        drag({0.1, -0.4}, {0.5, 0.0});
        QCOMPARE(editor->undoStack()->count(), steps + 1);
        QCOMPARE(int(doc.goals.object_zones.size()), 1);
        QCOMPARE(doc.goals.object_zones[0].colour, colour);
        QVERIFY(doc.goals.object_zones[0].object.isEmpty());
        QVERIFY(std::abs(doc.goals.object_zones[0].zone.size_x_m - 0.4) < 0.011);
        QCOMPARE(p->selection(), (std::vector<ItemRef>{{ItemKind::ObjectZone, 0}}));
        // Select it with the Select tool by clicking inside it (away from the object).
        QTest::keyClick(p, Qt::Key_Escape);
        p->setSelection({});
        QTest::mouseClick(vp, Qt::LeftButton, Qt::NoModifier, p->viewportPoint(0.15, -0.05));
        QCOMPARE(p->selection(), (std::vector<ItemRef>{{ItemKind::ObjectZone, 0}}));
        // The Wants drop-down: Down picks the next colour, one undo step.
        auto* panel = ws()->findChild<botlab::gui::ScenePropertiesPanel*>();
        QVERIFY(panel);
        QComboBox* wants = nullptr;
        QTRY_VERIFY((wants = panel->findChild<QComboBox*>(QStringLiteral("objectZoneWants"))));
        steps = editor->undoStack()->count();
        wants->setFocus();
        QTest::keyClick(wants, Qt::Key_Down);
        QCOMPARE(editor->undoStack()->count(), steps + 1);
        QCOMPARE(doc.goals.object_zones[0].colour, next);
        if (objectKey) {
            // The last entry is the (unnamed) object: picking it names the object, one step.
            steps = editor->undoStack()->count();
            QTest::keyClick(wants, Qt::Key_End);
            QCOMPARE(editor->undoStack()->count(), steps + 1);
            QCOMPARE(doc.goals.object_zones[0].object, QStringLiteral("object_1"));
            QVERIFY(doc.goals.object_zones[0].colour.isEmpty());
            QCOMPARE(doc.obstacles[0].name, QStringLiteral("object_1"));
            QVERIFY(checkScene(doc).empty());
            editor->undoStack()->undo();
            QVERIFY(doc.obstacles[0].name.isEmpty());
            QCOMPARE(doc.goals.object_zones[0].colour, next);
        }
        // The corner handle (bottom-right, at (0.5, 0.0)) resizes it: one undo step.
        steps = editor->undoStack()->index();
        drag({0.5, 0.0}, {0.6, 0.1});
        QCOMPARE(editor->undoStack()->index(), steps + 1);
        QVERIFY2(std::abs(doc.goals.object_zones[0].zone.size_x_m - 0.5) < 1e-9,
                 qPrintable(QString::number(doc.goals.object_zones[0].zone.size_x_m)));
        QVERIFY(std::abs(doc.goals.object_zones[0].zone.size_z_m - 0.5) < 1e-9);
        // Delete removes it; undo brings it back as it was.
        const ObjectZone before = doc.goals.object_zones[0];
        p->setFocus();
        QTest::keyClick(p, Qt::Key_Delete);
        QVERIFY(doc.goals.object_zones.empty());
        editor->undoStack()->undo();
        QCOMPARE(int(doc.goals.object_zones.size()), 1);
        QVERIFY(doc.goals.object_zones[0] == before);
        editor->undoStack()->setClean();
    }
    void teacherPlacesColouredObjects_data() {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("tool");
        QTest::addColumn<int>("shape");
        QTest::addColumn<QString>("colour");     // the tool's camera colour
        QTest::addColumn<double>("centre_y_m");  // standing on the floor
        QTest::addColumn<QString>("pick");       // the next colour in the drop-down
        QTest::newRow("ball (J)") << int(Qt::Key_J) << int(ScenePlanView::Tool::Ball)
                                  << int(botlab::sim::ShapeType::Sphere) << "red" << 0.04
                                  << "green";
        QTest::newRow("cube (X)") << int(Qt::Key_X) << int(ScenePlanView::Tool::Cube)
                                  << int(botlab::sim::ShapeType::Box) << "green" << 0.025 << "blue";
        QTest::newRow("puck (P)") << int(Qt::Key_P) << int(ScenePlanView::Tool::Puck)
                                  << int(botlab::sim::ShapeType::Cylinder) << "blue" << 0.01
                                  << "yellow";
    }
    void teacherPlacesColouredObjects() {
        // One key picks the tool, one click places a movable object of a camera colour; the
        // properties' Camera colour drop-down renames its colour (one undo step), and the scene
        // saves the name and compiles the object to a movable body.
        QFETCH(int, key);
        QFETCH(int, tool);
        QFETCH(int, shape);
        QFETCH(QString, colour);
        QFETCH(double, centre_y_m);
        QFETCH(QString, pick);
        w_->setMode(MainWindow::Mode::Scene);
        QVERIFY(ws()->newScene({}, false));
        auto* p = plan();
        QTest::keyClick(p, Qt::Key(key));
        QCOMPARE(int(p->tool()), tool);
        QTest::mouseClick(p->viewport(), Qt::LeftButton, Qt::NoModifier,
                          p->viewportPoint(0.3, -0.2));
        const SceneDocument& doc = ws()->editor()->document();
        QCOMPARE(int(doc.obstacles.size()), 1);
        const Obstacle& o = doc.obstacles[0];
        QCOMPARE(int(o.shape), shape);
        QVERIFY(o.movable);
        QCOMPARE(o.colour_name, colour);
        QCOMPARE(o.colour, objectColour(colour));
        QVERIFY(std::abs(o.position_m.x() - 0.3) < 0.006 &&
                std::abs(o.position_m.z() + 0.2) < 0.006);
        QCOMPARE(o.position_m.y(), centre_y_m);
        auto* panel = ws()->findChild<botlab::gui::ScenePropertiesPanel*>();
        QVERIFY(panel);
        QComboBox* named = nullptr;
        QTRY_VERIFY((named = panel->findChild<QComboBox*>(QStringLiteral("obstacleColourName"))));
        QCOMPARE(named->currentData().toString(), colour);
        // Pick the next colour with the keyboard: focus the drop-down, press Down.
        QCOMPARE(named->findData(pick), named->currentIndex() + 1);
        named->setFocus();
        QTest::keyClick(named, Qt::Key_Down);
        QCOMPARE(doc.obstacles[0].colour_name, pick);
        QCOMPARE(doc.obstacles[0].colour, objectColour(pick));
        // Saved by name, read back the same.
        const auto back =
            SceneDocument::fromJson(doc.toJson(), QStringLiteral("edited"), QString());
        QVERIFY_OK(back);
        QCOMPARE(back->obstacles[0].colour_name, pick);
        const auto scene = compileScene(doc);
        QVERIFY_OK(scene);
        QCOMPARE(int(scene->object_bodies.size()), 1);
        // Undo gives back the tool's colour, and once more removes the object.
        ws()->editor()->undoStack()->undo();
        QCOMPARE(doc.obstacles[0].colour_name, colour);
        ws()->editor()->undoStack()->undo();
        QVERIFY(doc.obstacles.empty());
        ws()->editor()->undoStack()->setClean();
    }

    // Issue 27: an arena has a start per robot. The Start tool places the start pressed on (or the
    // selected one, else the first); Shift+press adds another. Each is one undo step; the starts
    // keep their places through undo, redo, save and reopen.
    void teacherPlacesSeveralStarts_data() {
        QTest::addColumn<int>("starts");   // how many the scene has in the end
        QTest::addColumn<int>("team");     // the team the last start gets (Down presses)
        QTest::addColumn<QRgb>("colour");  // the colour the plan draws it in
        // The owners' palette of Simulate: team 1 blue, team 2 red (project/opponents.h).
        QTest::newRow("two (sumo), team 2") << 2 << 2 << qRgb(0xd8, 0x2a, 0x2a);
        QTest::newRow("four, team 1") << 4 << 1 << qRgb(0x1f, 0x6f, 0xd8);
    }
    void teacherPlacesSeveralStarts() {
        QFETCH(int, starts);
        QFETCH(int, team);
        QFETCH(QRgb, colour);
        w_->setMode(MainWindow::Mode::Scene);
        QVERIFY(ws()->newScene({}, false));
        auto* p = plan();
        auto* editor = ws()->editor();
        const SceneDocument& doc = editor->document();
        QWidget* vp = p->viewport();
        QTest::keyClick(p, Qt::Key_S);
        QCOMPARE(p->tool(), ScenePlanView::Tool::Start);
        // Start 1: pressed at (-0.6, 0), dragged to face +x (yaw 0).
        auto place = [&](double x, double z, double yaw_deg, Qt::KeyboardModifiers m) {
            const QPoint a = p->viewportPoint(x, z);
            const QPoint b = p->viewportPoint(x + 0.2 * std::cos(yaw_deg * M_PI / 180),
                                              z - 0.2 * std::sin(yaw_deg * M_PI / 180));
            QTest::mousePress(vp, Qt::LeftButton, m, a);
            for (int i = 1; i <= 4; ++i) {
                const QPointF at = a + (b - a) * i / 4.0;
                QMouseEvent move(QEvent::MouseMove, at, vp->mapToGlobal(at), Qt::NoButton,
                                 Qt::LeftButton, m);
                QApplication::sendEvent(vp, &move);
            }
            QTest::mouseRelease(vp, Qt::LeftButton, m, b);
        };
        place(-0.6, 0.0, 0.0, Qt::NoModifier);
        QCOMPARE(int(doc.starts.size()), 1);
        QVERIFY(std::abs(doc.starts[0].position_m.x() + 0.6) < 1e-9);
        // The others, Shift held, around the floor's centre facing it.
        const double place_m[4][3] = {
            {-0.6, 0.0, 0.0}, {0.6, 0.0, 180.0}, {0.0, -0.5, -90.0}, {0.0, 0.5, 90.0}};
        for (int k = 1; k < starts; ++k) {
            const int steps = editor->undoStack()->count();
            place(place_m[k][0], place_m[k][1], place_m[k][2], Qt::ShiftModifier);
            QCOMPARE(editor->undoStack()->count(), steps + 1);  // one undo step per start
            QCOMPARE(int(doc.starts.size()), k + 1);
            QCOMPARE(p->selection(), (std::vector<ItemRef>{{ItemKind::Start, k}}));
        }
        for (int k = 0; k < starts; ++k) {
            const StartPose& st = doc.starts[std::size_t(k)];
            QVERIFY2(std::abs(st.position_m.x() - place_m[k][0]) < 1e-9 &&
                         std::abs(st.position_m.z() - place_m[k][1]) < 1e-9,
                     qPrintable(QStringLiteral("start %1 at %2, %3")
                                    .arg(k + 1)
                                    .arg(st.position_m.x())
                                    .arg(st.position_m.z())));
            QVERIFY2(std::abs(std::remainder(st.yaw_deg - place_m[k][2], 360.0)) < 1e-9,
                     qPrintable(QString::number(st.yaw_deg)));
        }
        // The last start's team, in the properties' Team drop-down: Down picks the next team, one
        // undo step each.
        auto* panel = ws()->properties();
        QComboBox* teamBox = nullptr;
        QTRY_VERIFY((teamBox = panel->findChild<QComboBox*>(QStringLiteral("startTeam"))));
        QCOMPARE(teamBox->currentData().toInt(), 0);
        teamBox->setFocus();
        for (int k = 0; k < team; ++k) QTest::keyClick(teamBox, Qt::Key_Down);
        const std::size_t last = std::size_t(starts - 1);
        QCOMPARE(doc.starts[last].team, team);
        for (int k = 0; k + 1 < starts; ++k) QCOMPARE(doc.starts[std::size_t(k)].team, 0);
        QTest::keyClick(p, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc.starts[last].team, team - 1);
        QTRY_COMPARE(teamBox->currentData().toInt(), team - 1);  // the panel follows the undo
        QTest::keyClick(p, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(doc.starts[last].team, team);
        // The plan draws it in its team's colour: the arrow, 9 cm ahead of the start's centre.
        p->viewport()->repaint();
        const QImage shot = p->viewport()->grab().toImage();
        const StartPose& ls = doc.starts[last];
        const double yaw = ls.yaw_deg * M_PI / 180;
        const QPoint arrow = p->viewportPoint(ls.position_m.x() + 0.09 * std::cos(yaw),
                                              ls.position_m.z() - 0.09 * std::sin(yaw));
        bool coloured = false;
        for (int dy = -2; dy <= 2 && !coloured; ++dy)
            for (int dx = -2; dx <= 2 && !coloured; ++dx) {
                const QRgb px = shot.pixel(arrow + QPoint(dx, dy) * shot.devicePixelRatio());
                coloured = std::abs(qRed(px) - qRed(colour)) < 12 &&
                           std::abs(qGreen(px) - qGreen(colour)) < 12 &&
                           std::abs(qBlue(px) - qBlue(colour)) < 12;
            }
        QVERIFY2(coloured, "the start's arrow is not in its team's colour");
        // Pressing on start 2 without Shift places start 2 (no new start): 5 cm to the right.
        const SceneDocument placed = doc;
        place(0.65, 0.0, 180.0, Qt::NoModifier);
        QCOMPARE(int(doc.starts.size()), starts);
        QVERIFY(std::abs(doc.starts[1].position_m.x() - 0.65) < 1e-9);
        QCOMPARE(doc.starts[0], placed.starts[0]);
        QTest::keyClick(p, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(doc == placed);
        // Undoing the team steps, then once more, takes the last start away; redo brings all
        // back.
        for (int k = 0; k <= team; ++k) QTest::keyClick(p, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(int(doc.starts.size()), starts - 1);
        for (int k = 0; k <= team; ++k)
            QTest::keyClick(p, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(doc == placed);
        // Saved and opened again: the same starts, in the same order.
        const QString file = dir_.filePath(QStringLiteral("starts%1.scene.json").arg(starts));
        QVERIFY(ws()->saveSceneTo(file));
        QVERIFY(ws()->newScene({}, false));
        QCOMPARE(int(doc.starts.size()), 1);
        QVERIFY(ws()->openScene(file, true));
        QCOMPARE(int(doc.starts.size()), starts);
        for (int k = 0; k < starts; ++k)
            QCOMPARE(doc.starts[std::size_t(k)], placed.starts[std::size_t(k)]);
        QCOMPARE(doc.starts[last].team, team);
        editor->undoStack()->setClean();
    }

    // Issue 27: with nothing selected, the properties' Match drop-down makes the scene a sumo
    // arena (one undo step); the check lists an arena with fewer starts than it needs, and the
    // properties say how many it has; a second start, mirrored with Shift+press, clears it.
    void teacherMakesASumoArena() {
        w_->setMode(MainWindow::Mode::Scene);
        QVERIFY(ws()->newScene({}, false));
        auto* p = plan();
        auto* editor = ws()->editor();
        const SceneDocument& doc = editor->document();
        p->setSelection({});
        QComboBox* kind = nullptr;
        QTRY_VERIFY(
            (kind = ws()->properties()->findChild<QComboBox*>(QStringLiteral("arenaKind"))));
        QVERIFY(!doc.arena);
        const int steps = editor->undoStack()->count();
        kind->setFocus();
        QTest::keyClick(kind, Qt::Key_Down);
        QVERIFY(doc.arena.has_value());
        QCOMPARE(doc.arena->kind, ArenaKind::Sumo);
        QCOMPARE(doc.arena->ring_centre, doc.floor.centre);
        QCOMPARE(editor->undoStack()->count(), steps + 1);
        auto problems = [&] {
            QStringList t;
            for (int i = 0; i < ws()->problems()->count(); ++i)
                t << ws()->problems()->item(i)->text();
            return t.join(u'\n');
        };
        QTRY_VERIFY2(problems().contains(QStringLiteral("at least two starts")),
                     qPrintable(problems()));
        QLabel* count = nullptr;
        QTRY_VERIFY(
            (count = ws()->properties()->findChild<QLabel*>(QStringLiteral("arenaStarts"))));
        QVERIFY2(count->text().startsWith(QStringLiteral("1 of the 2 starts")),
                 qPrintable(count->text()));
        // Start 1 at (-0.3, 0) facing +x; Shift+press adds start 2 at (0.3, 0) facing -x.
        QTest::keyClick(p, Qt::Key_S);
        QWidget* vp = p->viewport();
        auto place = [&](double x, double facing_x, Qt::KeyboardModifiers m) {
            const QPoint a = p->viewportPoint(x, 0.0), b = p->viewportPoint(x + facing_x, 0.0);
            QTest::mousePress(vp, Qt::LeftButton, m, a);
            for (int i = 1; i <= 4; ++i) {
                const QPointF at = a + (b - a) * i / 4.0;
                QMouseEvent move(QEvent::MouseMove, at, vp->mapToGlobal(at), Qt::NoButton,
                                 Qt::LeftButton, m);
                QApplication::sendEvent(vp, &move);
            }
            QTest::mouseRelease(vp, Qt::LeftButton, m, b);
        };
        place(-0.3, 0.2, Qt::NoModifier);
        place(0.3, -0.2, Qt::ShiftModifier);
        QCOMPARE(int(doc.starts.size()), 2);
        QTRY_VERIFY2(!problems().contains(QStringLiteral("start")), qPrintable(problems()));
        // Undo all three steps: a plain scene again.
        for (int i = 0; i < 3; ++i) QTest::keyClick(p, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!doc.arena);
        QCOMPARE(int(doc.starts.size()), 1);
        editor->undoStack()->setClean();
    }
};

QTEST_MAIN(TestSceneMode)
#include "tst_scene_mode.moc"
