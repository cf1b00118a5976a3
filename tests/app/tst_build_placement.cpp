// SPDX-License-Identifier: GPL-3.0-or-later
// Placement where a student means it (issue 23, item 2), under a real display with real events:
// a placed part selected with the mouse turns in place with R / Shift+R and turns end over with
// F (re-snapped to the connector it sits on), each one undo step, together with the parts
// attached to it (refused, naming the part in the way, when they would collide); Duplicate
// attaches the copy beside the original (a part or a group); the port list offers every port and
// swaps with the part using it; a part that does not fit where it is dropped says where it
// would; the front arrow stays just in front of the robot.
#include <QApplication>
#include <QComboBox>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QToolBar>
#include <QTreeWidget>
#include <QUndoStack>
#include <QWindow>
#include <cmath>
#include <memory>

#include "botlab_test.h"
#include "build_workspace_fixture.h"

#include "botlab/assembler/group_placement.h"
#include "botlab/assembler/robot_check.h"
#include "modes/build/build_view.h"
#include "modes/build/build_workspace.h"
#include "modes/build/parts_palette.h"

using botlab::gui::BuildView;
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

    /// Selects a part with a mouse click on it in the view (a pixel where it is the part hit).
    /// With Shift, adds it to the selection. Looks from the standard views in turn until the
    /// part shows.
    bool clickPartInView(int part, Qt::KeyboardModifiers mods = {}) {
        BuildView* view = ws_->view();
        for (const auto look :
             {view->standardView(), BuildView::StandardView::Overview, BuildView::StandardView::Top,
              BuildView::StandardView::Front, BuildView::StandardView::Side}) {
            view->setStandardView(look);
            const QPoint c = view->toWidget(doc().parts[std::size_t(part)].X_MP.translation);
            for (int ring = 0; ring <= 40; ring += 2) {
                for (int dy = -ring; dy <= ring; dy += 2) {
                    for (int dx = -ring; dx <= ring; dx += 2) {
                        if (std::max(std::abs(dx), std::abs(dy)) != ring) continue;
                        const QPoint p = c + QPoint(dx, dy);
                        if (view->hitAt(p).part != part) continue;
                        QTest::mouseClick(view->renderWindow(), Qt::LeftButton, mods, p);
                        const auto& sel = ws_->selection();
                        return mods ? std::find(sel.begin(), sel.end(), part) != sel.end()
                                    : sel == std::vector<int>{part};
                    }
                }
            }
        }
        return false;
    }
    /// The robot's bounds from the parts' meshes (model frame).
    void robotBounds(sim::Vec3& lo, sim::Vec3& hi) {
        lo = sim::Vec3::Constant(1e9);
        hi = sim::Vec3::Constant(-1e9);
        for (const auto& p : doc().parts) {
            auto mesh = ws_->library().mesh(p.part_id);
            if (!mesh) continue;
            const auto& m = *mesh.value();
            for (int i = 0; i < m.vertexCount(); ++i) {
                const sim::Vec3 x = p.X_MP * m.vertex(i);
                lo = lo.cwiseMin(x);
                hi = hi.cwiseMax(x);
            }
        }
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
        QTest::addColumn<double>("maxDistance_m");
        QTest::newRow("distance sensor on the plate") << "distance front"
                                                      << "“IR distance sensor 2”" << 0.05;
        // (A motor with its axle and wheel is a group: duplicateAGroup.)
        QTest::newRow("line sensor under the beam") << "line left"
                                                    << "“line sensor 4”" << 0.07;
    }
    void duplicatePlacesTheCopyBeside() {
        QFETCH(QString, label);
        QFETCH(QString, copyName);
        QVERIFY(ws_->openRobot(QStringLiteral("line_follower")));
        const int part = partLabelled(label);
        QVERIFY(part >= 0);
        const assembler::RobotDocument before = doc();
        QVERIFY(clickWiringRow(label) || clickPartInView(part));
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
        QFETCH(double, maxDistance_m);
        QVERIFY2(d > 0.001 && d < maxDistance_m, qPrintable(QString::number(d)));
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

    void turnPartWithWhatIsAttached_data() {
        QTest::addColumn<QString>("label");
        QTest::addColumn<int>("key");
        QTest::addColumn<Qt::KeyboardModifiers>("mods");
        QTest::addColumn<QString>("blocker");  // "" = it turns; else named in the message
        QTest::addColumn<int>("groupSize");
        QTest::newRow("R: sensor beam with its three line sensors")
            << "sensor beam" << int(Qt::Key_R) << Qt::KeyboardModifiers() << "" << 4;
        QTest::newRow("R: controller with the battery on it")
            << "controller" << int(Qt::Key_R) << Qt::KeyboardModifiers() << "" << 2;
        QTest::newRow("R: the chassis plate turns the whole robot")
            << "base plate" << int(Qt::Key_R) << Qt::KeyboardModifiers() << "" << 17;
        QTest::newRow("R: left motor with axle and wheel hits the right motor")
            << "left motor" << int(Qt::Key_R) << Qt::KeyboardModifiers() << "“right motor”" << 3;
        QTest::newRow("Shift+R: controller and battery hit the left wheel")
            << "controller" << int(Qt::Key_R) << Qt::KeyboardModifiers(Qt::ShiftModifier)
            << "“left wheel”" << 2;
        QTest::newRow("F: left motor with axle and wheel hits the controller")
            << "left motor" << int(Qt::Key_F) << Qt::KeyboardModifiers() << "“controller”" << 3;
    }
    void turnPartWithWhatIsAttached() {
        QFETCH(QString, label);
        QFETCH(int, key);
        QFETCH(Qt::KeyboardModifiers, mods);
        QFETCH(QString, blocker);
        QFETCH(int, groupSize);
        QVERIFY(ws_->openRobot(QStringLiteral("line_follower")));
        ws_->view()->setStandardView(BuildView::StandardView::Overview);
        const int part = partLabelled(label);
        QVERIFY(part >= 0);
        const auto group = assembler::partsHangingOff(doc(), ws_->library(), part);
        QCOMPARE(int(group.size()), groupSize);
        const assembler::RobotDocument before = doc();
        const int undoIndex = ws_->editor().undoStack()->index();
        QVERIFY(clickPartInView(part));
        QTest::keyClick(ws_->view()->renderWindow(), Qt::Key(key), mods);
        if (!blocker.isEmpty()) {
            // Refused: nothing changes, and the message names the part in the way.
            QVERIFY(doc() == before);
            QCOMPARE(ws_->editor().undoStack()->index(), undoIndex);
            QVERIFY2(ws_->message().contains(blocker) &&
                         ws_->message().contains(QStringLiteral("cannot turn")),
                     qPrintable(ws_->message()));
            return;
        }
        // One undo step turned the part and everything attached to it, rigidly.
        QCOMPARE(ws_->editor().undoStack()->index(), undoIndex + 1);
        const sim::Pose X0 = before.parts[std::size_t(part)].X_MP;
        const sim::Pose X1 = doc().parts[std::size_t(part)].X_MP;
        // The robot may be set down on the floor again: compare relative to the part.
        QVERIFY(std::abs(X0.rotation.angularDistance(X1.rotation) * 180 / M_PI - 90.0) < 0.5);
        for (int j : group) {
            const sim::Pose r0 = X0.inverse() * before.parts[std::size_t(j)].X_MP;
            const sim::Pose r1 = X1.inverse() * doc().parts[std::size_t(j)].X_MP;
            QVERIFY((r0.translation - r1.translation).norm() < 1e-6);
            QVERIFY(r0.rotation.angularDistance(r1.rotation) < 1e-6);
        }
        for (int j = 0; j < int(doc().parts.size()); ++j) {
            if (std::find(group.begin(), group.end(), j) != group.end()) continue;
            const sim::Pose r0 = X0.inverse() * before.parts[std::size_t(j)].X_MP;
            const sim::Pose r1 = X0.inverse() * doc().parts[std::size_t(j)].X_MP;
            QVERIFY2((r0.translation - r1.translation).norm() < 0.009,
                     qPrintable(doc().parts[std::size_t(j)].label));  // the rest stays
        }
        // Still attached where it sat, overlapping nothing.
        for (const auto& p : assembler::checkRobot(doc(), ws_->library()))
            QVERIFY2(p.kind != assembler::ProblemKind::NotConnected &&
                         p.kind != assembler::ProblemKind::Overlap,
                     qPrintable(p.message));
        ws_->undo();
        QVERIFY(doc() == before);
    }

    void duplicateAGroup_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("label");           // selected with a click
        QTest::addColumn<QStringList>("shiftClick");  // then these added with Shift+click
        QTest::addColumn<bool>("selectAll");          // then Ctrl+A
        QTest::addColumn<int>("added");               // 0: refused with a message
        QTest::newRow("geared motor with its axle and gear")
            << "gear_demo"
            << "motor" << QStringList() << false << 3;
        QTest::newRow("two parts selected: an axle and its gear")
            << "gear_demo"
            << "input axle" << QStringList{"gear 8"} << false << 2;
        QTest::newRow("motor with axle and wheel: no room beside it")
            << "line_follower"
            << "left motor" << QStringList() << false << 0;
        QTest::newRow("the whole robot: nothing to attach the copy to")
            << "line_follower"
            << "left motor" << QStringList() << true << 0;
    }
    void duplicateAGroup() {
        QFETCH(QString, robot);
        QFETCH(QString, label);
        QFETCH(QStringList, shiftClick);
        QFETCH(bool, selectAll);
        QFETCH(int, added);
        QVERIFY(ws_->openRobot(robot));
        ws_->view()->setStandardView(BuildView::StandardView::Overview);
        const int part = partLabelled(label);
        QVERIFY(part >= 0);
        const assembler::RobotDocument before = doc();
        QVERIFY(clickWiringRow(label) || clickPartInView(part));
        for (const QString& more : shiftClick)
            QVERIFY2(clickPartInView(partLabelled(more), Qt::ShiftModifier), qPrintable(more));
        QCOMPARE(int(ws_->selection().size()), 1 + int(shiftClick.size()));
        QWindow* win = ws_->view()->renderWindow();
        if (selectAll) QTest::keyClick(win, Qt::Key_A, Qt::ControlModifier);
        const int undoIndex = ws_->editor().undoStack()->index();
        QTest::keyClick(win, Qt::Key_D, Qt::ControlModifier);
        if (added == 0) {
            QVERIFY(doc() == before);
            QCOMPARE(ws_->editor().undoStack()->index(), undoIndex);
            QVERIFY2(ws_->message().contains(QStringLiteral("othing was added")),
                     qPrintable(ws_->message()));
            return;
        }
        QCOMPARE(int(doc().parts.size()), int(before.parts.size()) + added);
        QCOMPARE(ws_->editor().undoStack()->index(), undoIndex + 1);
        // The copies are selected, attached beside the originals, overlapping nothing.
        std::vector<int> copies;
        for (int i = int(before.parts.size()); i < int(doc().parts.size()); ++i)
            copies.push_back(i);
        QCOMPARE(ws_->selection(), copies);
        const double d = (doc().parts[std::size_t(copies[0])].X_MP.translation -
                          doc().parts[std::size_t(part)].X_MP.translation)
                             .norm();
        QVERIFY2(d > 0.001 && d < 0.14, qPrintable(QString::number(d)));
        for (const auto& p : assembler::checkRobot(doc(), ws_->library()))
            QVERIFY2(p.kind != assembler::ProblemKind::NotConnected &&
                         p.kind != assembler::ProblemKind::Overlap,
                     qPrintable(p.message));
        ws_->undo();
        QVERIFY(doc() == before);
    }

    void swapPortsInThePortList_data() {
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("other");
        QTest::addColumn<QString>("item");  // what the list says for the other's port
        QTest::newRow("line sensors") << "line left"
                                      << "line centre"
                                      << "Sensor port 2 — line centre";
        QTest::newRow("motors") << "left motor"
                                << "right motor"
                                << "Motor port 2 — right motor";
    }
    void swapPortsInThePortList() {
        QFETCH(QString, label);
        QFETCH(QString, other);
        QFETCH(QString, item);
        QVERIFY(ws_->openRobot(QStringLiteral("line_follower")));
        const int a = partLabelled(label), b = partLabelled(other);
        const assembler::RobotDocument before = doc();
        QCOMPARE(before.parts[std::size_t(a)].port, 1);
        QCOMPARE(before.parts[std::size_t(b)].port, 2);
        QVERIFY(clickWiringRow(label));
        auto* box = ws_->findChild<QComboBox*>(QStringLiteral("portBox"));
        QVERIFY(box && box->isEnabled());
        // Every port of its kind is listed, the used ones with their part.
        QCOMPARE(box->count(), 1 + (item.startsWith(QStringLiteral("Motor")) ? 8 : 13));
        QCOMPARE(box->itemText(2), item);
        QCOMPARE(box->currentIndex(), 1);
        const int undoIndex = ws_->editor().undoStack()->index();
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Down);  // port 2, used by the other part
        QCOMPARE(doc().parts[std::size_t(a)].port, 2);
        QCOMPARE(doc().parts[std::size_t(b)].port, 1);
        QCOMPARE(ws_->editor().undoStack()->index(), undoIndex + 1);
        QVERIFY2(ws_->message().contains(QStringLiteral("swapped")), qPrintable(ws_->message()));
        ws_->undo();
        QVERIFY(doc() == before);
    }

    void aPartThatDoesNotFitSaysWhereItWould_data() {
        QTest::addColumn<QString>("part");
        QTest::addColumn<QString>("at");  // dropped onto this part
        QTest::newRow("a line sensor onto a line sensor") << "sensor_line"
                                                          << "line centre";
        QTest::newRow("a battery box onto the battery") << "battery_box"
                                                        << "battery";
    }
    void aPartThatDoesNotFitSaysWhereItWould() {
        QFETCH(QString, part);
        QFETCH(QString, at);
        QVERIFY(ws_->openRobot(QStringLiteral("line_follower")));
        ws_->view()->setStandardView(BuildView::StandardView::Overview);
        const int hit = partLabelled(at);
        // Pressed in the palette, moved over the view with the button down, let go there.
        botlab::gui::PartsPalette* pal = ws_->palette();
        QTreeWidgetItem* item = pal->itemOf(part);
        QVERIFY(item);
        pal->tree()->scrollToItem(item);
        QTest::mousePress(pal->tree()->viewport(), Qt::LeftButton, {},
                          pal->tree()->visualItemRect(item).center());
        QVERIFY(ws_->carrying());
        QWidget* vp = pal->tree()->viewport();
        auto mouse = [&](QEvent::Type type, const QPoint& view_pos) {
            const QPoint global = ws_->view()->mapToGlobal(view_pos);
            const bool release = type == QEvent::MouseButtonRelease;
            QMouseEvent e(type, QPointF(vp->mapFromGlobal(global)), QPointF(global),
                          release ? Qt::LeftButton : Qt::NoButton,
                          release ? Qt::NoButton : Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(vp, &e);
        };
        // Aim at the part until the ghost snaps there and overlaps it.
        const QPoint c = ws_->view()->toWidget(doc().parts[std::size_t(hit)].X_MP.translation);
        bool found = false;
        int inTheWay = -1;
        for (int ring = 0; ring <= 30 && !found; ring += 2) {
            for (int dy = -ring; dy <= ring && !found; dy += 2) {
                for (int dx = -ring; dx <= ring && !found; dx += 2) {
                    if (std::max(std::abs(dx), std::abs(dy)) != ring) continue;
                    mouse(QEvent::MouseMove, c + QPoint(dx, dy));
                    const assembler::GhostState* g = ws_->ghostState();
                    if (g && g->snapped && g->lift_steps > 0 && !g->overlapping_parts.empty()) {
                        inTheWay = g->overlapping_parts.front();
                        mouse(QEvent::MouseButtonRelease, c + QPoint(dx, dy));
                        found = true;
                    }
                }
            }
        }
        if (!found) {
            mouse(QEvent::MouseMove, c);
            if (const assembler::GhostState* g = ws_->ghostState())
                qWarning("at the part: snapped %d lift %d overlaps %d first %d", g->snapped,
                         g->lift_steps, g->overlaps,
                         g->overlapping_parts.empty() ? -1 : g->overlapping_parts.front());
            mouse(QEvent::MouseButtonRelease, QPoint(-500, -500));
            QTest::keyClick(ws_->view()->renderWindow(), Qt::Key_Escape);
        }
        QVERIFY(found);
        const QString m = ws_->message();
        // It names what is in the way and where it fits (a part, and where on it).
        QVERIFY2(m.contains(QStringLiteral("it hits ") +
                            assembler::partNameForUser(doc(), ws_->library(), inTheWay)),
                 qPrintable(m));
        QVERIFY2(m.contains(QStringLiteral("It fits on “")), qPrintable(m));
        ws_->undo();
    }

    void frontArrowStaysNextToTheRobot_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("remove");  // a part deleted with the Delete key, or ""
        QTest::newRow("line follower") << "line_follower"
                                       << "";
        QTest::newRow("tracked") << "tracked"
                                 << "";
        QTest::newRow("gear demo") << "gear_demo"
                                   << "";
        QTest::newRow("line follower without its front sensor") << "line_follower"
                                                                << "distance front";
        QTest::newRow("line follower without its left motor") << "line_follower"
                                                              << "left motor";
    }
    void frontArrowStaysNextToTheRobot() {
        QFETCH(QString, robot);
        QFETCH(QString, remove);
        QVERIFY(ws_->openRobot(robot));
        if (!remove.isEmpty()) {
            const int before = int(doc().parts.size());
            QVERIFY(clickWiringRow(remove));
            QTest::keyClick(ws_->view()->renderWindow(), Qt::Key_Delete);
            QCOMPARE(int(doc().parts.size()), before - 1);
        }
        sim::Vec3 lo, hi;
        robotBounds(lo, hi);
        const sim::Vec3 tail = ws_->view()->frontArrowTail();
        const double length = ws_->view()->frontArrowLength();
        // Just outside the front of the bounding box (never inside parts), centred across it.
        QVERIFY2(
            tail.x() > hi.x() && tail.x() < hi.x() + 0.03,
            qPrintable(
                QStringLiteral("arrow at x = %1, robot's front at %2").arg(tail.x()).arg(hi.x())));
        QVERIFY(std::abs(tail.z() - (lo.z() + hi.z()) / 2) < 0.002);
        QVERIFY(std::abs(tail.y()) < 0.002);
        QVERIFY(length > 0.01 && length < 0.05);
        if (!remove.isEmpty()) ws_->undo();
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
