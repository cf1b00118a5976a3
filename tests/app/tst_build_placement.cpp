// SPDX-License-Identifier: GPL-3.0-or-later
// Placement where a student means it (issue 23, item 2), under a real display with real events:
// a placed part selected with the mouse turns in place with R / Shift+R and turns end over with
// F (re-snapped to the connector it sits on), each one undo step.
#include <QApplication>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>
#include <QWindow>
#include <cmath>
#include <memory>

#include "botlab_test.h"
#include "build_workspace_fixture.h"

#include "botlab/assembler/robot_check.h"
#include "modes/build/build_view.h"
#include "modes/build/build_workspace.h"

using botlab::gui::BuildWorkspace;
namespace assembler = botlab::assembler;
namespace sim = botlab::sim;

Q_DECLARE_METATYPE(Qt::KeyboardModifiers)

class TestBuildPlacement : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<BuildWorkspace> ws_;

    const assembler::RobotDocument& doc() { return ws_->editor().document(); }
    int partLabelled(const QString& label) {
        for (int i = 0; i < static_cast<int>(doc().parts.size()); ++i)
            if (doc().parts[i].label == label) return i;
        return -1;
    }
    /// Selects a device with a mouse click on its row of the wiring table.
    bool clickWiringRow(const QString& label) {
        auto* table = ws_->findChild<QTableWidget*>(QStringLiteral("wiringTable"));
        if (!table) return false;
        for (int r = 0; r < table->rowCount(); ++r) {
            if (!table->item(r, 1)->text().startsWith(label)) continue;
            table->scrollToItem(table->item(r, 1));
            QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                              table->visualItemRect(table->item(r, 1)).center());
            return true;
        }
        return false;
    }

private slots:
    void initTestCase() {
        ws_ = botlab::test_support::showBuildWorkspace();
        QVERIFY(ws_);
    }
    void cleanupTestCase() { botlab::test_support::closeBuildWorkspace(ws_); }

    void turnSelectedPartInPlace_data() {
        QTest::addColumn<int>("key");
        QTest::addColumn<Qt::KeyboardModifiers>("mods");
        QTest::addColumn<double>("angle_deg");  // between the old and the new orientation
        QTest::addColumn<QString>("undoText");
        QTest::newRow("R") << int(Qt::Key_R) << Qt::KeyboardModifiers() << 90.0
                           << "Turn “distance front”";
        QTest::newRow("Shift+R") << int(Qt::Key_R) << Qt::KeyboardModifiers(Qt::ShiftModifier)
                                 << 90.0 << "Turn “distance front”";
        QTest::newRow("F") << int(Qt::Key_F) << Qt::KeyboardModifiers() << 180.0
                           << "Flip “distance front”";
    }
    void turnSelectedPartInPlace() {
        QFETCH(int, key);
        QFETCH(Qt::KeyboardModifiers, mods);
        QFETCH(double, angle_deg);
        QFETCH(QString, undoText);
        QVERIFY(ws_->openRobot(QStringLiteral("line_follower")));
        const int part = partLabelled(QStringLiteral("distance front"));
        QVERIFY(part >= 0);
        const assembler::RobotDocument before = doc();
        QVERIFY(clickWiringRow(QStringLiteral("distance front")));
        QCOMPARE(ws_->selection(), std::vector<int>{part});
        QWindow* win = ws_->view()->renderWindow();
        QTest::keyClick(win, Qt::Key(key), mods);
        const sim::Pose& a = before.parts[part].X_MP;
        const sim::Pose& b = doc().parts[part].X_MP;
        const double angle = a.rotation.angularDistance(b.rotation) * 180.0 / M_PI;
        QVERIFY2(std::abs(angle - angle_deg) < 0.5, qPrintable(QString::number(angle)));
        // Still where it was: on the plate, attached (the robot check finds nothing new).
        QVERIFY2((a.translation - b.translation).norm() < 0.02,
                 qPrintable(QString::number((a.translation - b.translation).norm())));
        for (const auto& p : assembler::checkRobot(doc(), ws_->library()))
            QVERIFY2(p.kind != assembler::ProblemKind::NotConnected, qPrintable(p.message));
        QCOMPARE(ws_->editor().undoStack()->undoText(), undoText);
        QCOMPARE(ws_->selection(), std::vector<int>{part});
        ws_->undo();
        QVERIFY(doc() == before);
    }

    void duplicatePlacesTheCopyBeside_data() {
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("copyName");
        QTest::newRow("distance sensor on the plate") << "distance front"
                                                      << "“IR distance sensor 2”";
        QTest::newRow("left motor under the plate") << "left motor"
                                                    << "“motor 3”";
    }
    void duplicatePlacesTheCopyBeside() {
        QFETCH(QString, label);
        QFETCH(QString, copyName);
        QVERIFY(ws_->openRobot(QStringLiteral("line_follower")));
        const int part = partLabelled(label);
        QVERIFY(part >= 0);
        const assembler::RobotDocument before = doc();
        QVERIFY(clickWiringRow(label));
        QCOMPARE(ws_->selection(), std::vector<int>{part});
        QTest::keyClick(ws_->view()->renderWindow(), Qt::Key_D, Qt::ControlModifier);
        QCOMPARE(doc().parts.size(), before.parts.size() + 1);
        const int copy = static_cast<int>(doc().parts.size()) - 1;
        QCOMPARE(ws_->selection(), std::vector<int>{copy});
        const assembler::PartInstance& c = doc().parts[copy];
        const assembler::PartInstance& o = doc().parts[part];
        QCOMPARE(c.part_id, o.part_id);
        QVERIFY(c.label.isEmpty());
        QCOMPARE(assembler::partNameForUser(doc(), ws_->library(), copy), copyName);
        // Beside the original, turned the same way, on a connector (attached), overlapping
        // nothing: the robot check finds nothing.
        const double d = (c.X_MP.translation - o.X_MP.translation).norm();
        QVERIFY2(d > 0.001 && d < 0.05, qPrintable(QString::number(d)));
        QVERIFY(c.X_MP.rotation.angularDistance(o.X_MP.rotation) < 1e-6);
        QStringList problems;
        for (const auto& p : assembler::checkRobot(doc(), ws_->library())) {
            if (p.kind == assembler::ProblemKind::NotConnected ||
                p.kind == assembler::ProblemKind::Overlap)
                problems << p.message;
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(ws_->editor().undoStack()->undoText(),
                 QStringLiteral("Duplicate %1")
                     .arg(assembler::partNameForUser(before, ws_->library(), part)));
        ws_->undo();
        QVERIFY(doc() == before);
    }

    void dragInAStandardViewKeepsTheHiddenDepth_data() {
        QTest::addColumn<QString>("view");  // the tool bar's button
        QTest::addColumn<int>("hidden");    // the axis the view looks along (0 x, 1 y, 2 z)
        QTest::addColumn<int>("along");     // the axis the part is dragged along
        QTest::addColumn<double>("by_m");
        QTest::newRow("Front: sideways") << "Front" << 0 << 2 << 0.016;
        QTest::newRow("Side: backwards") << "Side" << 2 << 0 << -0.016;
        QTest::newRow("Top: backwards") << "Top" << 1 << 0 << -0.016;
    }
    void dragInAStandardViewKeepsTheHiddenDepth() {
        QFETCH(QString, view);
        QFETCH(int, hidden);
        QFETCH(int, along);
        QFETCH(double, by_m);
        QVERIFY(ws_->openRobot(QStringLiteral("line_follower")));
        auto* bar = ws_->findChild<QToolBar*>(QStringLiteral("buildToolBar"));
        QVERIFY(bar);
        QAction* action = nullptr;
        for (QAction* a : bar->actions())
            if (a->text() == view) action = a;
        QVERIFY2(action, qPrintable(view));
        QWidget* button = bar->widgetForAction(action);
        QVERIFY(button && button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
        const int part = partLabelled(QStringLiteral("distance front"));
        const sim::Pose before = doc().parts[part].X_MP;
        sim::Vec3 to = before.translation;
        to[along] += by_m;
        QWindow* win = ws_->view()->renderWindow();
        const QPoint p0 = ws_->view()->toWidget(before.translation);
        const QPoint p1 = ws_->view()->toWidget(to);
        QCOMPARE(ws_->view()->hitAt(p0).part, part);
        QTest::mousePress(win, Qt::LeftButton, {}, p0);
        QTest::mouseMove(win, p0 + (p1 - p0) / 3 + QPoint(0, 6));
        QTest::mouseMove(win, p0 + (p1 - p0) * 2 / 3);
        QTest::mouseMove(win, p1);
        QTest::mouseRelease(win, Qt::LeftButton, {}, p1);
        const sim::Pose& after = doc().parts[part].X_MP;
        QVERIFY2(std::abs(after.translation[hidden] - before.translation[hidden]) < 0.001,
                 qPrintable(QStringLiteral("hidden %1 -> %2")
                                .arg(before.translation[hidden])
                                .arg(after.translation[hidden])));
        QVERIFY2(std::abs(after.translation[along] - to[along]) < 0.0045,
                 qPrintable(QStringLiteral("along %1 -> %2 (wanted %3)")
                                .arg(before.translation[along])
                                .arg(after.translation[along])
                                .arg(to[along])));
        ws_->undo();
    }

    void turnAndTurnBack() {
        QVERIFY(ws_->openRobot(QStringLiteral("line_follower")));
        const int part = partLabelled(QStringLiteral("distance front"));
        const assembler::RobotDocument before = doc();
        QVERIFY(clickWiringRow(QStringLiteral("distance front")));
        QWindow* win = ws_->view()->renderWindow();
        QTest::keyClick(win, Qt::Key_R);
        QTest::keyClick(win, Qt::Key_R, Qt::ShiftModifier);
        QVERIFY(doc().parts[part].X_MP.rotation.angularDistance(before.parts[part].X_MP.rotation) <
                1e-6);
        QVERIFY((doc().parts[part].X_MP.translation - before.parts[part].X_MP.translation).norm() <
                1e-6);
    }
};

QTEST_MAIN(TestBuildPlacement)
#include "tst_build_placement.moc"
