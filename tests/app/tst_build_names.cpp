// SPDX-License-Identifier: GPL-3.0-or-later
// Names a student understands in Build mode (issue 23, item 3), under a real display: parts
// without a label are called by their role ("line sensor 1", "left motor") in the wiring table
// and the Name field; the robot's name is edited in the side panel with the keyboard (one undo
// step); the window's texts say "2 parts", never "part(s)".
#include <QApplication>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWindow>
#include <memory>

#include "botlab_test.h"
#include "build_workspace_fixture.h"

#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/robot_file.h"
#include "modes/build/build_view.h"
#include "modes/build/build_workspace.h"

using botlab::gui::BuildWorkspace;
namespace assembler = botlab::assembler;

class TestBuildNames : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<BuildWorkspace> ws_;
    QTemporaryDir dir_;

    /// The line follower with no part labelled, opened from a file.
    bool openUnlabelled() {
        auto doc = assembler::buildBuiltinRobot(QStringLiteral("line_follower"), ws_->library());
        if (!doc) return false;
        assembler::RobotDocument d = doc.value();
        for (assembler::PartInstance& p : d.parts) p.label.clear();
        const QString path = dir_.filePath(QStringLiteral("unlabelled.json"));
        if (!assembler::saveRobotFile(d, path)) return false;
        return ws_->openRobot(path);
    }
    QTableWidget* wiring() { return ws_->findChild<QTableWidget*>(QStringLiteral("wiringTable")); }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        ws_ = botlab::test_support::showBuildWorkspace();
        QVERIFY(ws_);
    }
    void cleanupTestCase() { botlab::test_support::closeBuildWorkspace(ws_); }

    void wiringNamesPartsByTheirRole_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("device");
        QTest::newRow("left motor") << "left motor"
                                    << "left motor (Geared DC motor)";
        QTest::newRow("right motor") << "right motor"
                                     << "right motor (Geared DC motor)";
        QTest::newRow("line sensor 1") << "line sensor 1"
                                       << "line sensor 1 (Line sensor)";
        QTest::newRow("line sensor 3") << "line sensor 3"
                                       << "line sensor 3 (Line sensor)";
    }
    void wiringNamesPartsByTheirRole() {
        QFETCH(QString, name);
        QFETCH(QString, device);
        QVERIFY(openUnlabelled());
        QTableWidget* table = wiring();
        QVERIFY(table);
        int row = -1;
        QStringList all;
        for (int r = 0; r < table->rowCount(); ++r) {
            all << table->item(r, 1)->text();
            if (table->item(r, 1)->text() == device) row = r;
        }
        QVERIFY2(row >= 0, qPrintable(all.join(QStringLiteral(" | "))));
        for (const QString& text : all)
            QVERIFY2(!text.contains(QLatin1Char('_')), qPrintable(text));  // no raw ids
        // A click on the row selects the part; its Name field offers the role's name.
        table->scrollToItem(table->item(row, 1));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualItemRect(table->item(row, 1)).center());
        QCOMPARE(ws_->selection().size(), size_t(1));
        auto* edit = ws_->findChild<QLineEdit*>(QStringLiteral("partLabelEdit"));
        QVERIFY(edit);
        QCOMPARE(edit->text(), QString());
        QCOMPARE(edit->placeholderText(), name);
    }

    void robotNameIsEditableAndUndoable() {
        QVERIFY(openUnlabelled());
        const QString before = ws_->editor().document().name;
        auto* edit = ws_->findChild<QLineEdit*>(QStringLiteral("robotNameEdit"));
        QVERIFY(edit);
        QVERIFY(edit->isVisible());
        QCOMPARE(edit->text(), before);
        QTest::mouseClick(edit, Qt::LeftButton);
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(edit, QStringLiteral("Zippy"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(ws_->editor().document().name, QStringLiteral("Zippy"));
        QCOMPARE(ws_->editor().undoStack()->undoText(), QStringLiteral("Rename robot"));
        ws_->view()->setFocus();
        ws_->undo();
        QCOMPARE(ws_->editor().document().name, before);
        QCOMPARE(edit->text(), before);
        ws_->redo();
        QCOMPARE(edit->text(), QStringLiteral("Zippy"));
    }

    void deletingSaysHowManyParts_data() {
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("undoText");
        QTest::newRow("one") << 1 << "Delete “left motor”";
        QTest::newRow("two") << 2 << "Delete 2 parts";
    }
    void deletingSaysHowManyParts() {
        QFETCH(int, count);
        QFETCH(QString, undoText);
        QVERIFY(openUnlabelled());
        std::vector<int> sel;
        for (int i = 1; i <= count; ++i) sel.push_back(i);  // the left motor, the right motor
        ws_->setSelection(sel);
        QWindow* win = ws_->view()->renderWindow();
        QTest::keyClick(win, Qt::Key_Delete);
        QCOMPARE(ws_->editor().undoStack()->undoText(), undoText);
        ws_->undo();
    }
};

QTEST_MAIN(TestBuildNames)
#include "tst_build_names.moc"
