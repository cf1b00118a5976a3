// SPDX-License-Identifier: GPL-3.0-or-later
// The Blocks view (issue 24) driven with real mouse events: blocks dragged out of Blockly's
// toolbox with presses, moves and releases on the web view, connected where a hand drops them;
// the workspace reaches C++ over QWebChannel; and "follow the line" built from blocks in the
// Program mode runs on line_basic and reaches the goal.
#include <Qsci/qsciscintilla.h>

#include <QApplication>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <memory>

#include "blocks_mouse_driver.h"
#include "botlab_test.h"
#include "modes/program/blocks_panel.h"
#include "modes/program/blocks_view.h"
#include "modes/program/breakpoint_margin.h"
#include "modes/program/debug_controls.h"
#include "modes/program/debug_panel.h"
#include "modes/program/program_editor.h"
#include "modes/program/program_workspace.h"
#include "modes/program/run_controls.h"
#include "project/examples.h"
#include "project/project.h"
#include "project/project_controller.h"
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

/// The main window at 1280 x 800, shown, with the line follower on line_basic loaded; nullptr
/// (and the test failed) when it did not load.
std::unique_ptr<botlab::gui::MainWindow> lineFollowerWindow() {
    auto w = std::make_unique<botlab::gui::MainWindow>();
    w->resize(1280, 800);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) {
        QTest::qFail("the window was not exposed", __FILE__, __LINE__);
        return nullptr;
    }
    QSignalSpy loaded(w->session(), &botlab::gui::SimSession::loaded);
    if (!w->project()->openModels(QStringLiteral("line_follower"), QStringLiteral("line_basic"))) {
        QTest::qFail("line_follower on line_basic did not open", __FILE__, __LINE__);
        return nullptr;
    }
    if (!QTest::qWaitFor([&] { return loaded.count() > 0; }, 20000)) {
        QTest::qFail("line_follower on line_basic did not load", __FILE__, __LINE__);
        return nullptr;
    }
    return w;
}

/// Room for the blocks: the side panel widened to 880 px, as a student drags the splitter.
bool widenSidePanel(botlab::gui::MainWindow& w) {
    auto* side = w.findChild<QWidget*>(QStringLiteral("programSidePanel"));
    auto* split = side ? qobject_cast<QSplitter*>(side->parentWidget()) : nullptr;
    if (!split) return false;
    split->setSizes({400, 880});
    return true;
}

/// The line follower example's block program opened in w's Blocks view, ready; nullptr (and the
/// test failed) when it did not open or show.
botlab::gui::BlocksPanel* openExampleBlocks(botlab::gui::MainWindow& w) {
    if (!w.project()->openProgram(botlab::gui::examplesDir() +
                                  QStringLiteral("/blocks/line_follower.blocks"))) {
        QTest::qFail("the example line_follower.blocks did not open", __FILE__, __LINE__);
        return nullptr;
    }
    auto* panel = w.findChild<botlab::gui::BlocksPanel*>();
    if (!panel || panel->view() != botlab::gui::BlocksPanel::View::Blocks ||
        !QTest::qWaitFor([&] { return panel->blocksView()->isReady(); }, 30000)) {
        QTest::qFail("the example's blocks did not show", __FILE__, __LINE__);
        return nullptr;
    }
    return panel;
}

/// A block of the Blocks view and where a hand grabs it.
struct GrabbedBlock {
    QString id;
    int line = 0;  ///< Its first line in the generated Lua.
    QPointF at;    ///< Its grab point, in the web view's coordinates.
};

/// The first motor block of the program shown (inside the line follower's loop), scrolled into
/// sight; an empty id when there is none.
GrabbedBlock firstMotorBlock(BlocksMouse& m, botlab::gui::BlocksPanel* panel) {
    GrabbedBlock b;
    for (const QJsonValue v : m.eval(QStringLiteral("botlab.allBlocks()")).toArray())
        if (v[QLatin1String("type")].toString() == QLatin1String("botlab_motor_speed")) {
            b.id = v[QLatin1String("id")].toString();
            break;
        }
    if (b.id.isEmpty()) return b;
    b.line = panel->firstLineOf(b.id);
    m.eval(QStringLiteral("Blockly.getMainWorkspace().centerOnBlock('%1')").arg(b.id));
    QTest::qWait(300);
    const QJsonObject grab = m.eval(QStringLiteral("botlab.grabPoints('%1')").arg(b.id)).toObject();
    b.at = QPointF(grab[QLatin1String("gx")].toDouble(), grab[QLatin1String("gy")].toDouble());
    return b;
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
        view.start();
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

    // The acceptance: "follow the line" built from blocks with the mouse in the Program mode
    // (forever: if centre sensor < 50 then left motor 25 %, right 50 % / if >= 50 the other
    // way), run on line_basic: the robot reaches the goal; the blocks run are highlighted on the
    // way; the Lua the blocks make is in the editor and runs as botlab-run runs it.
    void followTheLineFromBlocks() {
        auto w = lineFollowerWindow();
        if (!w) return;
        w->programEditor()->setText(QString());  // start from nothing

        // "Blocks | Lua": a click on Blocks shows the (empty) Blocks view.
        auto* panel = w->findChild<botlab::gui::BlocksPanel*>();
        QVERIFY(panel);
        // Room for the blocks: the splitter's handle dragged left, as a student does.
        QVERIFY(widenSidePanel(*w));
        QTest::mouseClick(panel->blocksButton(), Qt::LeftButton);
        QCOMPARE(panel->view(), botlab::gui::BlocksPanel::View::Blocks);
        QTRY_VERIFY_WITH_TIMEOUT(panel->blocksView() && panel->blocksView()->isReady(), 30000);
        BlocksMouse m(panel->blocksView());
        QTest::qWait(300);

        const int loops = m.categoryOf(QStringLiteral("controls_whileUntil"));
        const int logic = m.categoryOf(QStringLiteral("logic_compare"));
        const int sensors = m.categoryOf(QStringLiteral("botlab_line_read"));
        const int motors = m.categoryOf(QStringLiteral("botlab_motor_speed"));
        const int math = m.categoryOf(QStringLiteral("math_number"));
        QVERIFY(loops >= 0 && logic >= 0 && sensors >= 0 && motors >= 0 && math >= 0);

        // Into the workspace right of the toolbox, near its top.
        const QJsonObject cat0 = m.eval(QStringLiteral("botlab.categories()[0]")).toObject();
        const double left =
            cat0[QLatin1String("x")].toDouble() + cat0[QLatin1String("w")].toDouble();
        m.eval(QStringLiteral("Blockly.getMainWorkspace().getToolbox().clearSelection()"));
        QTest::qWait(200);
        const QString loop =
            m.dragOut(loops, QStringLiteral("controls_whileUntil"), {left + 120, 40});
        QVERIFY(!loop.isEmpty());
        const QString always = m.dragOut(logic, QStringLiteral("logic_boolean"),
                                         m.connection(loop, QStringLiteral("BOOL")));
        QCOMPARE(m.parentOf(always), loop);

        const auto fail = [](int line) {
            qWarning("building the if failed at line %d", line);
            return QString();
        };
        // if line.read(2) <op> 50 then motor 1 at `left` %, motor 2 at `right` %.
        const auto addIf = [&](QPointF at, const QString& op, const QString& left,
                               const QString& right) -> QString {
            const QString branch = m.dragOut(logic, QStringLiteral("controls_if"), at);
            if (branch.isEmpty()) return fail(167);
            const QString cmp = m.dragOut(logic, QStringLiteral("logic_compare"),
                                          m.connection(branch, QStringLiteral("IF0")));
            if (m.parentOf(cmp) != branch || !m.choose(cmp, QStringLiteral("OP"), op))
                return fail(170);
            const QString read = m.dragOut(sensors, QStringLiteral("botlab_line_read"),
                                           m.connection(cmp, QStringLiteral("A")));
            if (m.parentOf(read) != cmp) return fail(173);
            const QString port =
                m.eval(QStringLiteral("botlab.inputBlock('%1', 'PORT')").arg(read)).toString();
            if (!m.choose(port, QStringLiteral("PORT"), QStringLiteral("S2 "))) return fail(176);
            const QString num = m.dragOut(math, QStringLiteral("math_number"),
                                          m.connection(cmp, QStringLiteral("B")));
            if (m.parentOf(num) != cmp || !m.type(num, QStringLiteral("NUM"), QStringLiteral("50")))
                return fail(180);
            QPointF slot = m.connection(branch, QStringLiteral("DO0"));
            for (const auto& [motor, percent] : {std::pair{QStringLiteral("M1 "), left},
                                                 std::pair{QStringLiteral("M2 "), right}}) {
                const QString set = m.dragOut(motors, QStringLiteral("botlab_motor_speed"), slot);
                if (m.parentOf(set).isEmpty()) return fail(185);
                const QString p =
                    m.eval(QStringLiteral("botlab.inputBlock('%1', 'PORT')").arg(set)).toString();
                if (!m.choose(p, QStringLiteral("PORT"), motor)) return fail(188);
                const QString v =
                    m.eval(QStringLiteral("botlab.inputBlock('%1', 'PERCENT')").arg(set))
                        .toString();
                if (!m.type(v, QStringLiteral("NUM"), percent)) return fail(192);
                slot = m.connection(set, QStringLiteral("next"));
            }
            return branch;
        };
        const QString onLine = addIf(m.connection(loop, QStringLiteral("DO")), QStringLiteral("<"),
                                     QStringLiteral("25"), QStringLiteral("50"));
        QVERIFY2(!onLine.isEmpty(), qPrintable(w->programEditor()->text()));
        QCOMPARE(m.parentOf(onLine), loop);
        const QString offLine =
            addIf(m.connection(onLine, QStringLiteral("next")), QStringLiteral("\u2265"),
                  QStringLiteral("50"), QStringLiteral("25"));
        QVERIFY2(!offLine.isEmpty(), qPrintable(w->programEditor()->text()));
        QCOMPARE(m.parentOf(offLine), onLine);

        // The editor holds the Lua made from the blocks (and the read-only view shows it).
        const QString lua = w->programEditor()->text();
        QTRY_VERIFY2_WITH_TIMEOUT(w->programEditor()->text().contains(QStringLiteral(">= 50")),
                                  qPrintable(w->programEditor()->text()), 5000);
        QVERIFY2(lua.contains(QStringLiteral("while true do")), qPrintable(lua));
        QVERIFY2(lua.contains(QStringLiteral("line.read(2) < 50")), qPrintable(lua));
        QVERIFY2(lua.contains(QStringLiteral("motor.speed(2, 25)")), qPrintable(lua));
        QCOMPARE(panel->generatedLua()->toPlainText(), w->programEditor()->text());

        // Run (Ctrl+R) as fast as the machine goes: the goal.
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        w->session()->setSpeed(0.0);
        QTest::keyClick(w.get(), Qt::Key_R, Qt::ControlModifier);
        QTRY_VERIFY2_WITH_TIMEOUT(!w->lastSnapshot().running && w->lastSnapshot().sim_time_s > 1,
                                  qPrintable(w->consoleText().right(400)), 120000);
        QCOMPARE(w->lastSnapshot().end, botlab::runner::RunEnd::GoalReached);
        // The blocks that ran were highlighted on the way.
        const QJsonObject lit = m.eval(QStringLiteral("botlab.highlighted")).toObject();
        QVERIFY2(!lit.isEmpty(), "no block was highlighted while the program ran");
        for (const QString& id : lit.keys())
            QVERIFY2(!m.parentOf(id).isEmpty() || id == loop, qPrintable(id));
        w->session()->setSpeed(1.0);
    }

    // A program error points at its block: the Lua shown as blocks, Run, and the failing
    // block (the one that wrote the error's line) carries the message as its warning.
    void errorShowsOnItsBlock_data() {
        QTest::addColumn<QString>("lua");
        QTest::addColumn<QString>("message");
        QTest::newRow("error() in a Lua code block")
            << QStringLiteral("motor.speed(1, 20)\nwait(0.2)\nerror(\"boom\")\n")
            << QStringLiteral("boom");
        QTest::newRow("a nil motor speed")
            << QStringLiteral("wait(0.1)\nmotor.speed(1, nil)\n") << QStringLiteral("speed");
    }
    void errorShowsOnItsBlock() {
        QFETCH(QString, lua);
        QFETCH(QString, message);
        auto w = lineFollowerWindow();
        if (!w) return;
        w->programEditor()->setText(lua);
        auto* panel = w->findChild<botlab::gui::BlocksPanel*>();
        QTest::mouseClick(panel->blocksButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(panel->blocksView()->isReady(), 30000);
        BlocksMouse m(panel->blocksView());
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QTest::keyClick(w.get(), Qt::Key_R, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(w->lastSnapshot().program_error.has_value(), 30000);
        const int line = w->lastSnapshot().program_error->line;
        const QString id = panel->blockForLine(line);
        QVERIFY2(!id.isEmpty(), qPrintable(QStringLiteral("no block for line %1").arg(line)));
        QTRY_VERIFY_WITH_TIMEOUT(!m.eval(QStringLiteral("botlab.warnings()")).toArray().isEmpty(),
                                 10000);
        const QJsonArray warned = m.eval(QStringLiteral("botlab.warnings()")).toArray();
        QCOMPARE(warned.size(), 1);
        QCOMPARE(warned[0][QLatin1String("id")].toString(), id);
        QVERIFY2(warned[0][QLatin1String("text")].toString().contains(message),
                 qPrintable(warned[0][QLatin1String("text")].toString()));
        QCOMPARE(m.eval(QStringLiteral("(Blockly.common.getSelected() || {}).id || ''")).toString(),
                 id);
    }

    // Breakpoints on blocks (issue 25): a block inside the loop of the line follower example gets
    // a breakpoint from its context menu (a real right-click, a real click on "Toggle
    // breakpoint") or from F9 on the selected block; it shows a red dot, the gutter has it on the
    // block's first Lua line; Run (Ctrl+R) pauses there with the block lit and the variables in
    // the Debug panel; F5 runs on to the next time the loop gets there.
    void breakpointOnABlock_data() {
        QTest::addColumn<bool>("byKey");
        QTest::newRow("context menu") << false;
        QTest::newRow("F9 on the selected block") << true;
    }
    void breakpointOnABlock() {
        QFETCH(bool, byKey);
        QSettings().remove(QStringLiteral("debugger"));
        auto w = lineFollowerWindow();
        if (!w) return;
        QVERIFY(widenSidePanel(*w));
        auto* panel = openExampleBlocks(*w);
        if (!panel) return;
        BlocksMouse m(panel->blocksView());
        QTest::qWait(300);

        // The first motor block inside the forever loop, scrolled into sight.
        const GrabbedBlock block = firstMotorBlock(m, panel);
        const QString& id = block.id;
        const int line = block.line;
        const QPointF at = block.at;
        QVERIFY(!id.isEmpty());
        QVERIFY(line > 0);

        if (byKey) {
            m.click(at);  // selects the block
            QTRY_COMPARE(m.eval(QStringLiteral("botlab.selectedId()")).toString(), id);
            w->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(w.get()));
            QTest::keyClick(m.input(), Qt::Key_F9);
        } else {
            QTest::mouseClick(m.input(), Qt::RightButton, {}, at.toPoint());
            QJsonArray items;
            QTRY_VERIFY_WITH_TIMEOUT(
                !(items = m.eval(QStringLiteral("botlab.contextMenuItems()")).toArray()).isEmpty(),
                5000);
            QPointF item(-1, -1);
            for (const QJsonValue i : items)
                if (i[QLatin1String("text")].toString() == QLatin1String("Toggle breakpoint"))
                    item = {i[QLatin1String("x")].toDouble(), i[QLatin1String("y")].toDouble()};
            QVERIFY2(item.x() >= 0, qPrintable(QJsonDocument(items).toJson()));
            m.click(item);
        }
        // The block shows the mark; the debugger has the breakpoint on the block's first line.
        QTRY_COMPARE(panel->breakpointBlocks(), QStringList{id});
        QTRY_COMPARE(m.eval(QStringLiteral("botlab.breakpointBlocks()")).toArray(), QJsonArray{id});
        const auto* debug = w->findChild<botlab::gui::DebugControls*>();
        QVERIFY(debug);
        QCOMPARE(debug->breakpoints()->breakpoints().size(), size_t(1));
        QCOMPARE(debug->breakpoints()->breakpoints()[0].line, line);

        // Run: it pauses at the block, lit, with the variables listed.
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QTest::keyClick(w.get(), Qt::Key_R, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(w->lastSnapshot().debug_paused, 30000);
        QCOMPARE(w->lastSnapshot().program_line, line);
        QCOMPARE(panel->blockForLine(w->lastSnapshot().program_line), id);
        QTRY_VERIFY_WITH_TIMEOUT(
            m.eval(QStringLiteral("botlab.highlighted['%1'] === true").arg(id)).toBool(), 5000);
        auto* vars = w->findChild<botlab::gui::DebugPanel*>()->variablesView();
        QTRY_VERIFY_WITH_TIMEOUT(vars->model() && vars->model()->rowCount() > 0, 5000);
        const double first_s = w->lastSnapshot().sim_time_s;
        // The user guide's picture (docs/images/debug-blocks-en.png), when asked for.
        if (const QString shot = qEnvironmentVariable("BOTLAB_DOC_SHOT"); !shot.isEmpty()) {
            QTest::qWait(500);
            w->findChild<QWidget*>(QStringLiteral("programSidePanel"))
                ->grab()
                .save(shot);  // the side panel (a grab shows no 3D view)
        }

        // F5: on to the next time the loop reaches the block.
        QTest::keyClick(w.get(), Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(
            w->lastSnapshot().sim_time_s > first_s && w->lastSnapshot().debug_paused, 30000);
        QCOMPARE(w->lastSnapshot().program_line, line);
        w->session()->stop();
    }

    // A block's breakpoint gets a condition as a gutter breakpoint does: right-click the block,
    // "Breakpoint condition...", type the Lua condition, Enter. The block shows an orange dot
    // with the condition as its tooltip, and the run stops there only when it is true.
    void breakpointConditionOnABlock_data() {
        QTest::addColumn<QString>("condition");
        QTest::addColumn<double>("after_s");  // the first pause is later than this
        QTest::newRow("time() > 1") << "time() > 1" << 1.0;
        QTest::newRow("time() >= 0.5") << "time() >= 0.5" << 0.49;
    }
    void breakpointConditionOnABlock() {
        QFETCH(QString, condition);
        QFETCH(double, after_s);
        QSettings().remove(QStringLiteral("debugger"));
        auto w = lineFollowerWindow();
        if (!w) return;
        QVERIFY(widenSidePanel(*w));
        auto* panel = openExampleBlocks(*w);
        if (!panel) return;
        BlocksMouse m(panel->blocksView());
        QTest::qWait(300);

        const GrabbedBlock block = firstMotorBlock(m, panel);
        const QString& id = block.id;
        const int line = block.line;
        const QPointF at = block.at;
        QVERIFY(!id.isEmpty());
        QVERIFY(line > 0);

        // Right-click the block: "Breakpoint condition...".
        QTest::mouseClick(m.input(), Qt::RightButton, {}, at.toPoint());
        QJsonArray items;
        QTRY_VERIFY_WITH_TIMEOUT(
            !(items = m.eval(QStringLiteral("botlab.contextMenuItems()")).toArray()).isEmpty(),
            5000);
        QPointF item(-1, -1);
        for (const QJsonValue i : items)
            if (i[QLatin1String("text")].toString() == QLatin1String("Breakpoint condition..."))
                item = {i[QLatin1String("x")].toDouble(), i[QLatin1String("y")].toDouble()};
        QVERIFY2(item.x() >= 0, qPrintable(QJsonDocument(items).toJson()));
        // The dialog the gutter's "Condition..." shows (modal: answered from its own event
        // loop): the condition typed, Enter.
        bool answered = false;
        QTimer answer;
        answer.setInterval(100);
        connect(&answer, &QTimer::timeout, this, [&] {
            auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
            if (!dialog || answered) return;
            auto* edit = dialog->findChild<QLineEdit*>();
            if (!edit) return;
            answered = true;
            QTest::keyClicks(edit, condition);
            QTest::keyClick(edit, Qt::Key_Return);
        });
        answer.start();
        m.click(item);
        QTRY_VERIFY_WITH_TIMEOUT(answered, 10000);
        answer.stop();
        QTRY_VERIFY(!QApplication::activeModalWidget());

        // The debugger has it on the block's first line; the block shows it.
        const auto* debug = w->findChild<botlab::gui::DebugControls*>();
        QVERIFY(debug);
        QCOMPARE(debug->breakpoints()->breakpoints(),
                 (std::vector<botlab::gui::DebugBreakpoint>{{line, condition}}));
        QTRY_COMPARE(panel->breakpointBlocks(), QStringList{id});
        QTRY_COMPARE(m.eval(QStringLiteral("botlab.breakpointConditions()")).toObject(),
                     (QJsonObject{{id, QStringLiteral("Stops here when %1").arg(condition)}}));

        // Lua, two empty lines typed at its end, and back to Blocks: the Lua converted to blocks
        // again and rewritten from them (as when a program is opened): the condition stays with
        // its block.
        QTest::mouseClick(panel->luaButton(), Qt::LeftButton);
        QCOMPARE(panel->view(), botlab::gui::BlocksPanel::View::Lua);
        QsciScintilla* sci = w->programEditor()->editor();
        sci->setFocus();
        QTest::keyClick(sci, Qt::Key_End, Qt::ControlModifier);
        QTest::keyClick(sci, Qt::Key_Return);
        QTest::keyClick(sci, Qt::Key_Return);
        QTest::mouseClick(panel->blocksButton(), Qt::LeftButton);
        QCOMPARE(panel->view(), botlab::gui::BlocksPanel::View::Blocks);
        QTRY_VERIFY_WITH_TIMEOUT(panel->blocksView()->isReady(), 30000);
        QTRY_COMPARE(debug->breakpoints()->breakpoints().size(), std::size_t(1));
        const botlab::gui::DebugBreakpoint kept = debug->breakpoints()->breakpoints()[0];
        QCOMPARE(kept.condition, condition);
        QTRY_COMPARE(panel->breakpointBlocks().size(), 1);
        const QString keptId = panel->breakpointBlocks().first();
        QCOMPARE(panel->firstLineOf(keptId), kept.line);
        QTRY_COMPARE(m.eval(QStringLiteral("botlab.breakpointConditions()")).toObject(),
                     (QJsonObject{{keptId, QStringLiteral("Stops here when %1").arg(condition)}}));

        // Run: the first pause is where the condition first holds.
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QTest::keyClick(w.get(), Qt::Key_R, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(w->lastSnapshot().debug_paused, 30000);
        QCOMPARE(w->lastSnapshot().program_line, kept.line);
        QVERIFY2(w->lastSnapshot().sim_time_s > after_s,
                 qPrintable(QString::number(w->lastSnapshot().sim_time_s)));
        QVERIFY(w->lastSnapshot().sim_time_s < after_s + 0.2);
        w->session()->stop();
    }

    // Lua converted to blocks (the Blocks button) and back (the Lua button): a breakpoint, and
    // its condition, stays on its statement though the generated Lua's lines differ from the
    // program's (a blank line under the comment, "local a, b" split in two, the function's
    // one-line "if" on three lines, the blank line in the loop gone).
    void breakpointsKeepTheirStatementsThroughConversion_data() {
        QTest::addColumn<int>("line");           // in the program typed
        QTest::addColumn<QString>("condition");  // "" for none
        QTest::addColumn<int>("convertedLine");  // in the Lua made from the blocks
        QTest::addColumn<QString>("statement");  // the converted line's text
        QTest::newRow("plain statement") << 2 << QString() << 3 << "local last_err = 0";
        QTest::newRow("inside the loop's body") << 12 << QString() << 16 << "last_err = err";
        QTest::newRow("with a condition")
            << 15 << QStringLiteral("time() > 1") << 18 << "lost_since = time()";
    }
    void breakpointsKeepTheirStatementsThroughConversion() {
        QFETCH(int, line);
        QFETCH(QString, condition);
        QFETCH(int, convertedLine);
        QFETCH(QString, statement);
        QSettings().remove(QStringLiteral("debugger"));
        auto w = std::make_unique<botlab::gui::MainWindow>();
        w->resize(1280, 800);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        auto* panel = w->findChild<botlab::gui::BlocksPanel*>();
        QCOMPARE(panel->view(), botlab::gui::BlocksPanel::View::Lua);
        QsciScintilla* sci = w->programEditor()->editor();
        sci->setText(
            QStringLiteral("-- follow the line\n"
                           "local last_err, lost_since = 0, nil\n"
                           "\n"
                           "local function clamp(v)\n"
                           "  if v > 1 then return 1 end\n"
                           "  return v\n"
                           "end\n"
                           "\n"
                           "while true do\n"
                           "  local err = clamp(0.5)   -- how far off\n"
                           "  if err > 0.2 then\n"
                           "    last_err = err\n"
                           "  end\n"
                           "\n"
                           "  lost_since = time()\n"
                           "  wait(0.05)\n"
                           "end\n"));
        auto* debug = w->findChild<botlab::gui::DebugControls*>();
        QVERIFY(debug);
        debug->breakpoints()->toggle(line);
        if (!condition.isEmpty()) debug->breakpoints()->setCondition(line, condition);
        QCOMPARE(debug->breakpoints()->breakpoints(),
                 (std::vector<botlab::gui::DebugBreakpoint>{{line, condition}}));

        // Blocks: the breakpoint is on the statement's block, on its line of the new Lua.
        QTest::mouseClick(panel->blocksButton(), Qt::LeftButton);
        QCOMPARE(panel->view(), botlab::gui::BlocksPanel::View::Blocks);
        QTRY_VERIFY_WITH_TIMEOUT(panel->blocksView()->isReady(), 30000);
        QCOMPARE(sci->text(convertedLine - 1).trimmed(), statement);
        QTRY_COMPARE(debug->breakpoints()->breakpoints(),
                     (std::vector<botlab::gui::DebugBreakpoint>{{convertedLine, condition}}));
        QCOMPARE(panel->breakpointBlocks().size(), 1);
        QCOMPARE(panel->firstLineOf(panel->breakpointBlocks().first()), convertedLine);
        QCOMPARE(panel->blockBreakpointConditions().value(convertedLine), condition);

        // Lua again: the same statement.
        QTest::mouseClick(panel->luaButton(), Qt::LeftButton);
        QCOMPARE(panel->view(), botlab::gui::BlocksPanel::View::Lua);
        QCOMPARE(debug->breakpoints()->breakpoints(),
                 (std::vector<botlab::gui::DebugBreakpoint>{{convertedLine, condition}}));
    }

    // A project saved from blocks keeps the blocks with their places ("program_blocks"), and a
    // .blocks file opened (File > Open, Examples) loads the Lua made from it and its blocks.
    void blocksKeptByProjectAndFile() {
        QTemporaryDir dir;
        botlab::gui::Project p;
        p.program = QStringLiteral("wait(1)\n");
        p.program_blocks = parse(QStringLiteral(
            R"({"blocks":{"languageVersion":0,"blocks":[{"type":"botlab_wait","id":"w1","x":140,"y":75,
                "inputs":{"SECONDS":{"shadow":{"type":"math_number","id":"n1","fields":{"NUM":1}}}}}]}})"));
        const QString file = dir.filePath(QStringLiteral("p.botlab.json"));
        QVERIFY_OK(botlab::gui::saveProject(p, file));
        const auto back = botlab::gui::loadProject(file);
        QVERIFY_OK(back);
        QCOMPARE(back->program_blocks, p.program_blocks);

        QWidget window;
        botlab::gui::ProjectController project(&window);
        QSignalSpy blocks(&project, &botlab::gui::ProjectController::blocksProgramLoaded);
        const QString example =
            botlab::gui::examplesDir() + QStringLiteral("/blocks/line_follower.blocks");
        QVERIFY(project.openProgram(example));
        QCOMPARE(blocks.count(), 1);
        QVERIFY(parse(blocks.at(0).at(0).toString()).contains(QStringLiteral("blocks")));
        QVERIFY2(project.programText().contains(QStringLiteral("line.read")),
                 qPrintable(project.programText()));
    }
};

int main(int argc, char** argv) {
    BlocksView::prepareWebEngine();
    QApplication app(argc, argv);
    TestBlocksView test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_blocks_view.moc"
