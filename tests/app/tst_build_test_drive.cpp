// SPDX-License-Identifier: GPL-3.0-or-later
// Build mode's robot check runs the test drive (issue 23) off the GUI thread after each edit and
// shows its findings under the robot check, with a picture of the path and a Fix button under
// each finding one click fixes. Under a real display (Xvfb + Mesa): the prepared robots of
// tests/assembler/data are opened, the Fix button is clicked with the mouse, the edit is one undo
// step, and the next test drive passes.
#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>
#include <memory>

#include "botlab_test.h"
#include "build_workspace_fixture.h"

#include "modes/build/build_workspace.h"

using botlab::gui::BuildWorkspace;
namespace assembler = botlab::assembler;

namespace {

QString dataPath(const QString& name) {
    return QStringLiteral(BOTLAB_SOURCE_DIR "/tests/assembler/data/check_%1.json").arg(name);
}

QStringList findingIds(const BuildWorkspace& ws) {
    QStringList ids;
    if (ws.testDrive() && ws.testDrive()->result)
        for (const auto& f : ws.testDrive()->result->findings) ids << f.id;
    return ids;
}

}  // namespace

class TestBuildTestDrive : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<BuildWorkspace> ws_;

    /// Waits for the test drive of the current document to end.
    bool waitForDrive() {
        return QTest::qWaitFor([&] { return !ws_->testDriveBusy(); }, 20000) && ws_->testDrive();
    }

private slots:
    void initTestCase() {
        ws_ = botlab::test_support::showBuildWorkspace();
        QVERIFY(ws_);
    }
    void cleanupTestCase() { botlab::test_support::closeBuildWorkspace(ws_); }

    void fixButtonFixesTheRobot_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("finding");
        QTest::newRow("mirrored motor") << "mirrored_motor"
                                        << "motor_reversed";
        QTest::newRow("ports swapped") << "ports_swapped"
                                       << "motor_ports_swapped";
    }
    void fixButtonFixesTheRobot() {
        QFETCH(QString, file);
        QFETCH(QString, finding);
        QVERIFY(ws_->openRobot(dataPath(file)));
        // The check asks for a drive and returns at once: the window is not blocked by it.
        ws_->checkNow();
        QVERIFY(ws_->testDriveBusy());
        QVERIFY(waitForDrive());
        QVERIFY2(findingIds(*ws_).contains(finding), qPrintable(findingIds(*ws_).join(", ")));
        auto* list = ws_->findChild<QListWidget*>(QStringLiteral("testDrive"));
        QVERIFY(list);
        QList<QPushButton*> buttons = list->findChildren<QPushButton*>(QStringLiteral("driveFix"));
        QCOMPARE(buttons.size(), 1);
        auto* picture = ws_->findChild<QLabel*>(QStringLiteral("testDrivePath"));
        QVERIFY(picture && !picture->pixmap().isNull());

        const assembler::RobotDocument before = ws_->editor().document();
        const int undo_index = ws_->editor().undoStack()->index();
        QTRY_VERIFY(buttons.front()->isVisible());
        QTest::mouseClick(buttons.front(), Qt::LeftButton);
        // One undo step; the motor turns the other way or the ports are swapped.
        QCOMPARE(ws_->editor().undoStack()->index(), undo_index + 1);
        const auto& doc = ws_->editor().document();
        if (finding == QStringLiteral("motor_reversed")) {
            QCOMPARE(doc.parts[2].reversed, !before.parts[2].reversed);
        } else {
            QCOMPARE(doc.parts[1].port, before.parts[2].port);
            QCOMPARE(doc.parts[2].port, before.parts[1].port);
        }
        // The next test drive (after the edit) passes.
        QTRY_VERIFY_WITH_TIMEOUT(ws_->testDriveBusy() || !findingIds(*ws_).contains(finding), 5000);
        QVERIFY(waitForDrive());
        QTRY_COMPARE_WITH_TIMEOUT(findingIds(*ws_), (QStringList{"stands_on", "drives_straight"}),
                                  20000);
        QVERIFY(list->findChildren<QPushButton*>(QStringLiteral("driveFix")).isEmpty());
        // Undo takes the fix back and the drive finds the problem again.
        ws_->undo();
        QTRY_VERIFY_WITH_TIMEOUT(findingIds(*ws_).contains(finding), 20000);
    }

    void checkNoLongerSaysTryItWhenTheDriveFails() {
        QVERIFY(ws_->openRobot(dataPath(QStringLiteral("low_caster"))));
        ws_->checkNow();
        QVERIFY(ws_->problems().empty());  // the parts fit together
        QVERIFY(waitForDrive());
        QTRY_VERIFY_WITH_TIMEOUT(findingIds(*ws_).contains(QStringLiteral("caster_too_low")),
                                 20000);
        auto* check = ws_->findChild<QListWidget*>(QStringLiteral("robotCheck"));
        QVERIFY(check);
        QCOMPARE(check->count(), 1);
        QVERIFY2(!check->item(0)->text().contains(QStringLiteral("Try it in Simulate")),
                 qPrintable(check->item(0)->text()));
        // A click on a finding about a part selects the part.
        auto* list = ws_->findChild<QListWidget*>(QStringLiteral("testDrive"));
        for (int row = 0; row < list->count(); ++row) {
            QListWidgetItem* item = list->item(row);
            const int k = item->data(Qt::UserRole).toInt();
            if (ws_->testDrive()->result->findings[k].id != QStringLiteral("caster_too_low"))
                continue;
            list->scrollToItem(item);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(item).center());
            QCOMPARE(ws_->selection(),
                     std::vector<int>{ws_->testDrive()->result->findings[k].part});
            return;
        }
        QFAIL("no caster_too_low row");
    }
};

QTEST_MAIN(TestBuildTestDrive)
#include "tst_build_test_drive.moc"
