// SPDX-License-Identifier: GPL-3.0-or-later
// Build mode under a real display (Xvfb + Mesa), driven with mouse and key events only: parts are
// pressed in the palette and dragged over the build view (the palette holds the mouse while the
// button is down, as with a real mouse), dropped where the ghost snaps, turned with R, selected
// by clicks, deleted with Delete, undone with Ctrl+Z. From an empty robot a line follower is
// built this way and saved; botlab-run drives the file to line_basic's goal.
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QFileInfo>
#include <QInputMethodEvent>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QMouseEvent>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QWindow>
#include <cmath>
#include <functional>
#include <memory>

#include "botlab_test.h"
#include "build_mouse_driver.h"

#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/robot_file.h"
#include "modes/build/build_view.h"
#include "modes/build/build_workspace.h"
#include "modes/build/parts_palette.h"
#include "modes/program/program_editor.h"
#include "project/project.h"
#include "project/project_controller.h"
#include "shell/main_window.h"

using botlab::assembler::GhostState;
using botlab::assembler::PartInstance;
using botlab::assembler::RobotDocument;
using botlab::gui::BuildView;
using botlab::gui::BuildWorkspace;
using botlab::gui::MainWindow;
using botlab::gui::PartsPalette;
namespace sim = botlab::sim;

class TestBuildMode : public QObject, protected botlab::test_support::BuildMouseDriver {
    Q_OBJECT
private:
    std::vector<RobotDocument> history_;  ///< The document after each step of the line follower.

    void snapshot() { history_.push_back(doc()); }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        ws_ = std::make_unique<BuildWorkspace>();
        ws_->resize(1280, 720);
        ws_->show();
        QVERIFY(QTest::qWaitForWindowExposed(ws_.get()));
        // The view draws on demand: the first frame (the grid and the robot) is enough.
        QTRY_VERIFY_WITH_TIMEOUT(ws_->view()->framesRendered() > 0, 20000);
    }
    void cleanupTestCase() {
        ws_->editor().undoStack()->setClean();
        ws_.reset();
    }

    void paletteSearchFindsEnglishAndChinese_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("count");
        // Wheel 60 mm, wheel 90 mm and the track wheel.
        QTest::newRow("wheel") << "wheel"
                               << "wheel_small" << 3;
        QTest::newRow("case") << "CASTER"
                              << "caster_ball" << 1;
        QTest::newRow("beam") << "beam"
                              << "beam_7" << 5;
        // The Chinese names are searched too (the part names' zh_CN catalogue).
        QTest::newRow("chinese") << QStringLiteral("巡线") << QStringLiteral("sensor_line") << 1;
        QTest::newRow("id") << "sensor_line"
                            << "sensor_line" << 1;
        QTest::newRow("none") << "zzz"
                              << "" << 0;
    }
    void paletteSearchFindsEnglishAndChinese() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QFETCH(int, count);
        QLineEdit* box = ws_->palette()->searchBox();
        box->clear();
        box->setFocus();
        bool ascii = true;
        for (QChar c : text) ascii = ascii && c.unicode() < 128;
        if (ascii) {
            QTest::keyClicks(box, text);
        } else {
            // Chinese arrives from an input method as a committed string.
            QInputMethodEvent ime;
            ime.setCommitString(text);
            QApplication::sendEvent(box, &ime);
        }
        const QStringList shown = ws_->palette()->visibleParts();
        QCOMPARE(int(shown.size()), count);
        if (!expected.isEmpty()) QVERIFY(shown.contains(expected));
        box->clear();
        QCOMPARE(int(ws_->palette()->visibleParts().size()), ws_->library().size());
    }

    void buildLineFollowerWithTheMouse() {
        QVERIFY(ws_->newRobot());
        history_.clear();
        snapshot();
        ws_->view()->setStandardView(BuildView::StandardView::Overview);
        // 1. The base plate on the floor, at the grid's centre.
        QVERIFY(dragPart(
            QStringLiteral("plate_7x13"), [] { return sim::Vec3(0, 0, 0); },
            [](const GhostState& g) {
                return !g.overlaps && std::abs(g.X_MP_drop.translation.x()) < 1e-9 &&
                       std::abs(g.X_MP_drop.translation.z()) < 1e-9;
            }));
        snapshot();
        // Resting on the floor (mesh coordinates are floats: within a micrometre).
        QVERIFY(std::abs(doc().parts[0].X_MP.translation.y() - 0.0016) < 1e-6);
        // 2.-3. The motors hang under the plate: look from below (right-drag) and drop them on
        // holes of its underside. The left one is turned half round (R twice) so that its
        // shaft points left (-Z); both shafts end up on one line (x = 0).
        orbit(0, -130);
        ws_->view()->frameRobot();
        const double plateBottom = -0.0016;
        auto motorOk = [&](double side) {
            return [&, side](const GhostState& g) {
                if (!g.snapped || g.target_part != 0 || g.overlaps || !g.can_drop) return false;
                const auto [shaft, axis] = connectorAt(g.part_id, g.X_MP_drop, "shaft");
                const sim::Vec3 plate = doc().parts[0].X_MP.translation;
                return std::abs(shaft.x() - plate.x()) < 1e-6 && shaft.z() * side > plate.z() &&
                       g.X_MP_drop.translation.y() < plate.y() && std::abs(axis.z()) > 0.999 &&
                       (shaft.z() - plate.z()) * side > 0.03;
            };
        };
        QVERIFY(dragPart(
            QStringLiteral("motor_dc"),
            [&] {
                return at(0, {0, plateBottom, -0.016});
            },
            motorOk(-1), 2));
        snapshot();
        QVERIFY(dragPart(
            QStringLiteral("motor_dc"),
            [&] {
                return at(0, {0, plateBottom, 0.016});
            },
            motorOk(+1)));
        snapshot();
        // The robot stands on the floor: the motors' bottoms at y = 0.
        QVERIFY(std::abs(doc().parts[1].X_MP.translation.y() - 0.012) < 1e-9);
        // 4.-7. Axles into the shafts, wheels onto the axles (outside the motors): parts 3 and 4
        // on the left, 5 and 6 on the right.
        orbit(-150, 60);  // from the left, a little below
        QVERIFY(dragPart(
            QStringLiteral("axle_4"), [&] { return connector(doc().parts[1], "shaft").first; },
            axleOk(1, -1)));
        snapshot();
        QVERIFY(dragPart(
            QStringLiteral("wheel_small"),
            [&] {
                sim::Vec3 p = connector(doc().parts[3], "axle").first;
                p.z() += -0.012;  // (a named vector: GCC 12 warns on Eigen's temporary here)
                return p;
            },
            wheelOk(3)));
        snapshot();
        orbit(150, 0);  // from the right
        QVERIFY(dragPart(
            QStringLiteral("axle_4"), [&] { return connector(doc().parts[2], "shaft").first; },
            axleOk(2, +1)));
        snapshot();
        QVERIFY(dragPart(
            QStringLiteral("wheel_small"),
            [&] {
                sim::Vec3 p = connector(doc().parts[5], "axle").first;
                p.z() += 0.012;  // (a named vector: GCC 12 warns on Eigen's temporary here)
                return p;
            },
            wheelOk(5)));
        snapshot();
        // The wheels stand on the floor now (60 mm wheels: axle 30 mm up).
        QVERIFY(std::abs(doc().parts[4].X_MP.translation.y() - 0.030) < 1e-6);
        // 8. The caster under the back of the plate; 9. three line sensors under its front.
        auto underPlate = [&](double x, double z) {
            return [&, x, z](const GhostState& g) {
                if (!g.snapped || g.target_part != 0 || g.overlaps) return false;
                const sim::Vec3 p = doc().parts[0].X_MP.inverse() * g.X_MP_drop.translation;
                return std::abs(p.x() - x) < 1e-6 && std::abs(p.z() - z) < 1e-6 && p.y() < 0;
            };
        };
        orbit(240, -60);  // from behind, below
        QVERIFY(dragPart(
            QStringLiteral("caster_ball"),
            [&] {
                return at(0, {-0.048, plateBottom, 0});
            },
            underPlate(-0.048, 0)));
        snapshot();
        orbit(-314, 0);  // from the front, below
        for (double z : {-0.016, 0.0, 0.016}) {
            QVERIFY(dragPart(
                QStringLiteral("sensor_line"),
                [&] {
                    return at(0, {0.048, plateBottom, z});
                },
                underPlate(0.048, z)));
            snapshot();
        }
        // 10. The controller on top, at the back: look from above again.
        orbit(0, 130);
        QVERIFY(dragPart(
            QStringLiteral("controller"),
            [&] {
                return at(0, {-0.024, 0.0016, 0});
            },
            [&](const GhostState& g) {
                if (!g.snapped || g.target_part != 0 || g.overlaps) return false;
                const sim::Vec3 p = doc().parts[0].X_MP.inverse() * g.X_MP_drop.translation;
                // On top, over the middle or the back half of the plate.
                return p.x() < 1e-6 && p.x() > -0.025 && std::abs(p.z()) < 0.017 && p.y() > 0;
            }));
        snapshot();
        // The caster touches the floor as the wheels do.
        QVERIFY(std::abs(doc().parts[7].X_MP.translation.y() - 0.008) < 1e-6);

        // 11. The right motor turns the other way: click it, tick the box.
        orbit(0, -130);  // from below: the motors hang under the plate
        ws_->view()->frameRobot();
        QPoint motor = ws_->view()->toWidget(at(2, {-0.012, -0.012, 0}));
        for (int r = 0; r < 40 && ws_->view()->hitAt(motor).part != 2; r += 2)
            motor += QPoint(r % 4 == 0 ? r : -r, r % 4 == 0 ? -r : r) / 2;
        clickView(motor);
        QCOMPARE(ws_->selection(), std::vector<int>{2});
        auto* reversed = ws_->findChild<QCheckBox*>(QStringLiteral("reversedBox"));
        QVERIFY(reversed && reversed->isVisible());
        QTest::mouseClick(reversed, Qt::LeftButton, {}, QPoint(8, reversed->height() / 2));
        QVERIFY(doc().parts[2].reversed);
        snapshot();
        // Wiring, as the table shows: motors 1 (left) and 2 (right), sensors 1-3 left to right.
        QCOMPARE(doc().parts[1].port, 1);
        QCOMPARE(doc().parts[2].port, 2);
        QCOMPARE(doc().parts[8].port, 1);
        QCOMPARE(doc().parts[9].port, 2);
        QCOMPARE(doc().parts[10].port, 3);
        ws_->checkNow();
        for (const auto& p : ws_->problems()) QVERIFY2(!p.error, qPrintable(p.text));

        // Saved, then driven by botlab-run with the example program to line_basic's goal.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("built.robot.json"));
        QVERIFY(ws_->saveRobotTo(file));
        QVERIFY(!ws_->isModified());
        QProcess run;
        run.start(
            QStringLiteral(BOTLAB_RUN_EXE),
            {QStringLiteral("--robot"), file, QStringLiteral("--scene"),
             QStringLiteral("line_basic"), QStringLiteral("--program"),
             QStringLiteral(BOTLAB_SOURCE_DIR "/examples/line_follower.lua"),
             QStringLiteral("--stop-at-goal"), QStringLiteral("--report"), QStringLiteral("-")});
        QVERIFY(run.waitForFinished(120000));
        const QByteArray out = run.readAllStandardOutput();
        QVERIFY2(run.exitCode() == 0, run.readAllStandardError().constData());
        const int brace = out.indexOf('{');
        QVERIFY(brace >= 0);
        const QJsonObject report = QJsonDocument::fromJson(out.mid(brace)).object();
        QVERIFY2(report.value(QStringLiteral("goal_reached")).toBool(), out.constData());
    }

    void undoAndRedoRestoreTheDocumentExactly() {
        QVERIFY(history_.size() > 10);
        QVERIFY(doc() == history_.back());
        // Ctrl+Z step by step back to the empty robot, Ctrl+Shift+Z forward again.
        for (int i = int(history_.size()) - 2; i >= 0; --i) {
            key(Qt::Key_Z, Qt::ControlModifier);
            QVERIFY2(doc() == history_[std::size_t(i)], qPrintable(QString::number(i)));
        }
        QVERIFY(doc().parts.empty());
        for (std::size_t i = 1; i < history_.size(); ++i) {
            key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            QVERIFY2(doc() == history_[i], qPrintable(QString::number(i)));
        }
    }

    void saveAndLoadRoundTrip() {
        QVERIFY(!doc().parts.empty());
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.robot.json"));
        const QString b = dir.filePath(QStringLiteral("b.robot.json"));
        QVERIFY(ws_->saveRobotTo(a));
        const RobotDocument saved = doc();
        QVERIFY(ws_->openRobot(a));
        QVERIFY(doc() == saved);
        QVERIFY(ws_->saveRobotTo(b));
        QFile fa(a), fb(b);
        QVERIFY(fa.open(QIODevice::ReadOnly) && fb.open(QIODevice::ReadOnly));
        QCOMPARE(fb.readAll(), fa.readAll());
    }

    void buildingStepsAreExported() {
        QVERIFY(!doc().parts.empty());
        QTemporaryDir dir;
        const QString page = dir.filePath(QStringLiteral("steps.html"));
        QVERIFY(ws_->exportBuildingSteps(page));
        QFile f(page);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray html = f.readAll();
        // One picture per step and one thumbnail per line of the parts list, all embedded.
        QVERIFY(html.count("data:image/png;base64,") >= 5);
        QVERIFY(!html.contains("src=\"http"));
    }

    void wheelDroppedNearAxleSnapsOntoIt() {
        QVERIFY(ws_->newRobot(QStringLiteral("line_follower")));
        ws_->view()->setStandardView(BuildView::StandardView::Overview);
        const PartInstance wheel = doc().parts[5];  // left wheel, on the left axle (part 3)
        // Select it with a click (on the tyre: the wheel has spokes with gaps between them) and
        // delete it with the Delete key.
        orbit(-150, 0);
        clickView(ws_->view()->toWidget(wheel.X_MP * sim::Vec3(0, 0.026, -0.006)));
        QCOMPARE(ws_->selection(), std::vector<int>{5});
        key(Qt::Key_Delete);
        QCOMPARE(int(doc().parts.size()), 16);
        // Drop a wheel near the axle's outer end (2 mm off), first try, no searching, seen from
        // the left.
        pressPalette(QStringLiteral("wheel_small"));
        const auto [end, endAxis] = connector(doc().parts[3], QStringLiteral("axle"));
        const sim::Vec3 near = end + sim::Vec3(0.001, 0.002, -0.012);
        const QPoint p = ws_->view()->toWidget(near);
        paletteMouse(QEvent::MouseMove, p);
        QVERIFY(ws_->ghostState() && ws_->ghostState()->snapped);
        QCOMPARE(ws_->ghostState()->target_part, 3);
        paletteMouse(QEvent::MouseButtonRelease, p);
        QCOMPARE(int(doc().parts.size()), 17);
        const PartInstance& placed = doc().parts.back();
        const auto [hub, ha] = connector(placed, QStringLiteral("hub"));
        const auto [axle, aa] = connector(doc().parts[3], QStringLiteral("axle"));
        const double off_axis_mm = (hub - axle).cross(aa).norm() * 1000;
        if (off_axis_mm >= 0.1)
            qWarning(
                "hub (%.4f %.4f %.4f) axis (%.3f %.3f %.3f); axle (%.4f %.4f %.4f) axis (%.3f "
                "%.3f %.3f)",
                hub.x(), hub.y(), hub.z(), ha.x(), ha.y(), ha.z(), axle.x(), axle.y(), axle.z(),
                aa.x(), aa.y(), aa.z());
        QVERIFY2(off_axis_mm < 0.1, qPrintable(QString::number(off_axis_mm)));
        QVERIFY(angleDeg(ha, aa) < 0.1);
        // On the axle's segment (it is 32 mm long).
        QVERIFY(std::abs((hub - axle).dot(aa)) <= 0.016 + 1e-9);
    }

    void beamDroppedIntoAnotherIsLifted() {
        QVERIFY(ws_->newRobot());
        ws_->view()->setStandardView(BuildView::StandardView::Overview);
        QVERIFY(dragPart(
            QStringLiteral("beam_7"), [] { return sim::Vec3(0, 0, 0); },
            [](const GhostState& g) { return !g.overlaps && !g.snapped; }));
        // A second beam across the first (turned with R), let go where it overlaps it.
        int lift = 0;
        QVERIFY(dragPart(
            QStringLiteral("beam_7"), [] { return sim::Vec3(0.0, 0, 0.02); },
            [&](const GhostState& g) {
                lift = g.lift_steps;
                return g.overlaps && g.can_drop && g.lift_steps > 0;
            },
            1, 60));
        QCOMPARE(int(doc().parts.size()), 2);
        // Lifted clear by whole holes (8 mm each), and nothing overlaps any more.
        const double dy = doc().parts[1].X_MP.translation.y() - doc().parts[0].X_MP.translation.y();
        QVERIFY2(dy >= 0.008 - 1e-9, qPrintable(QString::number(dy)));
        QVERIFY(ws_->editor().assembler().overlappingPairs(doc()).empty());
        QVERIFY2(ws_->message().contains(QString::number(lift)), qPrintable(ws_->message()));
    }

    void simulateRunsTheRobotJustBuilt() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openModels(QStringLiteral("line_follower"), QStringLiteral("line_basic")));
        w.setMode(MainWindow::Mode::Build);
        BuildWorkspace* b = w.buildWorkspace();
        // Build shows the robot that is loaded: the line follower, 4 sensors.
        QCOMPARE(b->robotSource(), QStringLiteral("line_follower"));
        QCOMPARE(int(b->editor().document().parts.size()), 17);
        // Take the distance sensor off (part 16) and go to Simulate: that robot runs.
        b->setSelection({16});
        QTest::keyClick(b->view()->renderWindow(), Qt::Key_Delete);
        QCOMPARE(int(b->editor().document().parts.size()), 16);
        w.setMode(MainWindow::Mode::Simulate);
        QVERIFY(w.project()->models());
        QCOMPARE(int(w.project()->models()->robot.sensors.size()), 3);
        QCOMPARE(w.project()->scene(), QStringLiteral("line_basic"));
        // Back in Build, the edited robot is still there (not replaced by the one running).
        w.setMode(MainWindow::Mode::Build);
        QCOMPARE(int(b->editor().document().parts.size()), 16);
        // Saved with the project: the project names the robot's file, which holds that robot.
        QTemporaryDir dir;
        const QString robotFile = dir.filePath(QStringLiteral("mine.robot.json"));
        QVERIFY(b->saveRobotTo(robotFile));
        const QString projectFile = dir.filePath(QStringLiteral("p.botlab.json"));
        QVERIFY(w.saveTo(projectFile));
        auto project = botlab::gui::loadProject(projectFile);
        QVERIFY_OK(project);
        QCOMPARE(QFileInfo(project->robot).canonicalFilePath(),
                 QFileInfo(robotFile).canonicalFilePath());
        w.programEditor()->setModified(false);
    }

    void robotCheckFindsEachProblem_data() {
        using botlab::assembler::ProblemKind;
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("problem");
        QTest::newRow("not connected") << 0 << int(ProblemKind::NotConnected);
        QTest::newRow("unwired sensor") << 1 << int(ProblemKind::Unwired);
        QTest::newRow("overlapping") << 2 << int(ProblemKind::Overlap);
        QTest::newRow("motor drives nothing") << 3 << int(ProblemKind::MotorDrivesNothing);
    }
    void robotCheckFindsEachProblem() {
        QFETCH(int, kind);
        QFETCH(int, problem);
        const QString words = QString::number(problem);
        auto built =
            botlab::assembler::buildBuiltinRobot(QStringLiteral("line_follower"), ws_->library());
        QVERIFY_OK(built);
        RobotDocument d = built.value();
        std::vector<int> expected;
        PartInstance beam;
        beam.part_id = QStringLiteral("beam_5");
        switch (kind) {
            case 0:  // a beam far from the robot
                beam.X_MP = sim::Pose::fromTranslation(sim::Vec3(0.2, 0.004, 0.2));
                d.parts.push_back(beam);
                expected = {int(d.parts.size()) - 1};
                break;
            case 1:  // the centre line sensor unplugged
                d.parts[14].port = 0;
                expected = {14};
                break;
            case 2:  // a beam through the battery
                beam.X_MP = d.parts[9].X_MP;
                d.parts.push_back(beam);
                expected = {9, int(d.parts.size()) - 1};
                break;
            case 3:  // the left axle and wheel taken away: the left motor drives nothing
                d.parts.erase(d.parts.begin() + 5);
                d.parts.erase(d.parts.begin() + 3);
                expected = {1};
                break;
        }
        d.touch();
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("p.robot.json"));
        QVERIFY_OK(botlab::assembler::saveRobotFile(d, file));
        QVERIFY(ws_->openRobot(file));
        ws_->checkNow();
        // One click on the problem selects its parts.
        QListWidget* list = ws_->findChild<QListWidget*>(QStringLiteral("robotCheck"));
        int row = -1;
        for (int i = 0; i < int(ws_->problems().size()); ++i)
            if (int(ws_->problems()[std::size_t(i)].kind) == problem) row = i;
        QVERIFY2(row >= 0, qPrintable(words));
        QListWidgetItem* item = list->item(row);
        list->scrollToItem(item);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(item).center());
        std::vector<int> sel = ws_->selection();
        for (int e : expected)
            QVERIFY2(std::count(sel.begin(), sel.end(), e) == 1, qPrintable(words));
    }
};

QTEST_MAIN(TestBuildMode)
#include "tst_build_mode.moc"
