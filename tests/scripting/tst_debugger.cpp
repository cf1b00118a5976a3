// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the scripting debugger (issue 25): breakpoints with the expected locals, upvalues and
// globals; step over/into/out; conditional breakpoints that depend on the simulation; pause on
// error; pauses that change nothing of the run (same state hash); and that student code sees
// nothing of the debugger.
#include <QTest>

#include "botlab_test.h"

#include <functional>
#include <optional>

#include "../scripting/test_robot.h"
#include "botlab/scripting/debugger.h"
#include "botlab/scripting/program.h"

using namespace botlab;
using namespace botlab::scripting;

namespace {

/// "a", "t.inner.y": the node at that path in `nodes`, or null.
const VariableNode* find(const std::vector<VariableNode>& nodes, const QString& path) {
    const QStringList parts = path.split(QLatin1Char('.'));
    const std::vector<VariableNode>* level = &nodes;
    const VariableNode* found = nullptr;
    for (const QString& p : parts) {
        found = nullptr;
        for (const VariableNode& n : *level)
            if (QString::fromStdString(n.name) == p) found = &n;
        if (!found) return nullptr;
        level = &found->children;
    }
    return found;
}
/// A temporary list would be gone before the node is read (a use-after-free ASan reports).
const VariableNode* find(std::vector<VariableNode>&& nodes, const QString& path) = delete;

/// Runs `src` on a fresh test sim; `onPause` is called at every debug pause (and must resume the
/// program, or the run ends there). Returns the steps stepped.
struct Session {
    std::unique_ptr<sim::Simulation> sim = testing::makeTestSim();
    std::unique_ptr<Program> program;
    QStringList output;
    Debugger* dbg = nullptr;

    explicit Session(const QString& src, bool debugger = true, ProgramOptions opt = {}) {
        program = std::make_unique<Program>(
            *sim, 0, src.toStdString(), opt,
            [this](const ConsoleLine& l) { output << QString::fromStdString(l.text); });
        if (debugger) dbg = &program->enableDebugger();
    }

    /// Ticks and steps up to max_steps; returns at the first pause (true) or when over/done.
    bool runToPause(int max_steps = 5000) {
        for (int i = 0; i < max_steps && !program->isOver(); ++i) {
            program->tick();
            if (program->debugPaused()) return true;
            if (program->isOver()) break;
            if (!sim->step().ok()) break;
        }
        return false;
    }
};

}  // namespace

class TstDebugger : public QObject {
    Q_OBJECT

private slots:
    void breakpointLocals_data() {
        QTest::addColumn<QString>("src");
        QTest::addColumn<int>("line");
        QTest::addColumn<QStringList>("expected");  // scope:path=display
        QTest::newRow("numbers") << "local a = 1\nlocal b = 2.5\nlocal c = a + b\nprint(c)" << 4
                                 << QStringList{"local:a=1", "local:b=2.5", "local:c=3.5"};
        QTest::newRow("not yet declared")
            << "local a = 1\nlocal b = 2\nprint(a)" << 2 << QStringList{"local:a=1", "!local:b"};
        QTest::newRow("strings") << "local s = \"hi\"\nlocal t = s .. \"!\"\nprint(t)" << 3
                                 << QStringList{"local:s=\"hi\"", "local:t=\"hi!\""};
        QTest::newRow("nested tables")
            << "local t = {x = 1, inner = {y = \"z\", list = {4, 5}}}\nprint(t)" << 2
            << QStringList{"local:t=table (2 entries)", "local:t.x=1", "local:t.inner.y=\"z\"",
                           "local:t.inner.list=table (2 entries)"};
        QTest::newRow("upvalues")
            << "local k = 7\nlocal name = 'up'\nlocal function f()\n  return k + #name\nend\n"
               "print(f())"
            << 4 << QStringList{"up:k=7", "up:name=\"up\"", "!local:k"};
        QTest::newRow("loop variables")
            << "local sum = 0\nfor i = 10, 12 do\n  sum = sum + i\nend\nprint(sum)" << 3
            << QStringList{"local:i=10", "local:sum=0"};
        QTest::newRow("generic for")
            << "local t = {'a', 'b'}\nfor k, v in ipairs(t) do\n  print(v)\nend" << 3
            << QStringList{"local:k=1", "local:v=\"a\""};
        QTest::newRow("globals") << "count = 5\nname = 'bot'\nflag = true\nprint(count)" << 4
                                 << QStringList{"global:count=5",   "global:name=\"bot\"",
                                                "global:flag=true", "!global:motor",
                                                "!global:print",    "!global:math"};
        QTest::newRow("replaced builtin")
            << "wait = 3\nprint(wait)" << 2 << QStringList{"global:wait=3"};
        QTest::newRow("function value") << "function turn()\n  return 1\nend\nprint(turn())" << 4
                                        << QStringList{"global:turn=function (line 1)"};
    }
    void breakpointLocals() {
        QFETCH(QString, src);
        QFETCH(int, line);
        QFETCH(QStringList, expected);
        Session s(src);
        s.dbg->setBreakpoints({Breakpoint{line, {}}});
        QVERIFY(s.runToPause());
        QCOMPARE(s.dbg->reason(), PauseReason::Breakpoint);
        QCOMPARE(s.dbg->pausedLine(), line);
        QCOMPARE(s.program->currentLine(), line);
        const std::vector<VariableNode> locals = s.dbg->locals();
        const std::vector<VariableNode> ups = s.dbg->upvalues();
        const std::vector<VariableNode> globals = s.dbg->globals();
        for (QString e : expected) {
            const bool absent = e.startsWith(QLatin1Char('!'));
            if (absent) e.remove(0, 1);
            const QString scope = e.section(QLatin1Char(':'), 0, 0);
            const QString rest = e.section(QLatin1Char(':'), 1);
            const QString path = rest.section(QLatin1Char('='), 0, 0);
            const std::vector<VariableNode>& in = scope == "local" ? locals
                                                  : scope == "up"  ? ups
                                                                   : globals;
            const VariableNode* n = find(in, path);
            if (absent) {
                QVERIFY2(!n, qPrintable(e));
                continue;
            }
            QVERIFY2(n, qPrintable(e));
            QCOMPARE(QString::fromStdString(n->display), rest.section(QLatin1Char('='), 1));
        }
        // Continue: the program runs to its end.
        s.dbg->setBreakpoints({});
        s.dbg->continueRun();
        QVERIFY(!s.runToPause());
        QCOMPARE(s.program->state(), ProgramState::Finished);
    }

    void stepping_data() {
        QTest::addColumn<int>("breakpoint");
        QTest::addColumn<QStringList>("actions");
        QTest::addColumn<QList<int>>("lines");
        QTest::addColumn<QStringList>("functions");  // innermost frame after each action
        QTest::newRow("over") << 6 << QStringList{"over", "over", "over"} << QList<int>{7, 8, 9}
                              << QStringList{"main chunk", "main chunk", "main chunk"};
        QTest::newRow("into") << 7 << QStringList{"into", "into", "into", "into"}
                              << QList<int>{2, 3, 4, 8}
                              << QStringList{"add", "add", "add", "main chunk"};
        QTest::newRow("out") << 2 << QStringList{"out", "over"} << QList<int>{8, 9}
                             << QStringList{"main chunk", "main chunk"};
        QTest::newRow("into then out") << 7 << QStringList{"into", "out"} << QList<int>{2, 8}
                                       << QStringList{"add", "main chunk"};
        QTest::newRow("over inside function")
            << 2 << QStringList{"over", "over", "over"} << QList<int>{3, 4, 8}
            << QStringList{"add", "add", "main chunk"};
    }
    void stepping() {
        QFETCH(int, breakpoint);
        QFETCH(QStringList, actions);
        QFETCH(QList<int>, lines);
        QFETCH(QStringList, functions);
        const QString src =
            "local function add(a, b)\n"  // 1
            "  local s = a + b\n"         // 2
            "  s = s * 1\n"               // 3
            "  return s\n"                // 4
            "end\n"                       // 5
            "local x = 1\n"               // 6
            "x = add(x, 2)\n"             // 7
            "local y = add(x, 3)\n"       // 8
            "print(y)\n";                 // 9
        Session s(src);
        s.dbg->setBreakpoints({Breakpoint{breakpoint, {}}});
        QVERIFY(s.runToPause());
        QCOMPARE(s.dbg->pausedLine(), breakpoint);
        s.dbg->setBreakpoints({});
        for (int i = 0; i < actions.size(); ++i) {
            const QString& a = actions[i];
            if (a == "over")
                s.dbg->stepOver();
            else if (a == "into")
                s.dbg->stepInto();
            else
                s.dbg->stepOut();
            QVERIFY2(s.runToPause(), qPrintable(QString("after %1 #%2").arg(a).arg(i)));
            QCOMPARE(s.dbg->reason(), PauseReason::Step);
            QCOMPARE(s.dbg->pausedLine(), lines[i]);
            const std::vector<StackFrame> stack = s.dbg->callStack();
            QVERIFY(!stack.empty());
            QCOMPARE(QString::fromStdString(stack.front().function), functions[i]);
            QCOMPARE(stack.front().line, lines[i]);
        }
    }

    void callStack() {
        Session s(
            "local function inner()\n  return 1\nend\nlocal function outer()\n"
            "  return inner() + 1\nend\nprint(outer())");
        s.dbg->setBreakpoints({Breakpoint{2, {}}});
        QVERIFY(s.runToPause());
        const std::vector<StackFrame> st = s.dbg->callStack();
        QCOMPARE(st.size(), std::size_t{3});
        QCOMPARE(QString::fromStdString(st[0].function), QStringLiteral("inner"));
        QCOMPARE(st[0].line, 2);
        QCOMPARE(QString::fromStdString(st[1].function), QStringLiteral("outer"));
        QCOMPARE(st[1].line, 5);
        QCOMPARE(QString::fromStdString(st[2].function), QStringLiteral("main chunk"));
        QCOMPARE(st[2].line, 7);
        // Frames that do not exist: nothing, and a watch there sees the globals only.
        QVERIFY(s.dbg->locals(3).empty());
        QVERIFY(s.dbg->upvalues(-1).empty());
        const WatchResult w = s.dbg->evaluate("type(inner)", 7);
        QVERIFY(w.ok);
        QCOMPARE(QString::fromStdString(w.value.display), QStringLiteral("\"nil\""));
        QCOMPARE(QString::fromStdString(s.dbg->evaluate("type(inner)", 1).value.display),
                 QStringLiteral("\"function\""));
    }

    void watches_data() {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<int>("level");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("display");  // or a part of the error
        QTest::newRow("local arithmetic") << "a * 2 + b" << 0 << true << "23";
        QTest::newRow("upvalue") << "k" << 0 << true << "100";
        QTest::newRow("global") << "g .. '!'" << 0 << true << "\"glob!\"";
        QTest::newRow("api") << "type(motor.speed)" << 0 << true << "\"function\"";
        QTest::newRow("sensor") << "line.read(1)" << 0 << true << "100.0";
        QTest::newRow("outer frame") << "x" << 1 << true << "10";
        QTest::newRow("table") << "{a, b}" << 0 << true << "table (2 entries)";
        QTest::newRow("syntax error") << "a +" << 0 << false << "unexpected symbol";
        QTest::newRow("runtime error") << "nothing.x" << 0 << false << "nil value";
        QTest::newRow("endless") << "(function() while true do end end)()" << 0 << false
                                 << "too long";
        QTest::newRow("no debug library") << "debug.getinfo(1)" << 0 << false << "nil value";
    }
    void watches() {
        QFETCH(QString, expression);
        QFETCH(int, level);
        QFETCH(bool, ok);
        QFETCH(QString, display);
        Session s(
            "g = 'glob'\nlocal k = 100\nlocal function f(a)\n  local b = 3\n"
            "  return a + b + k\nend\nlocal x = 10\nprint(f(x))");
        s.dbg->setBreakpoints({Breakpoint{5, {}}});
        QVERIFY(s.runToPause());
        const WatchResult r = s.dbg->evaluate(expression.toStdString(), level);
        QCOMPARE(r.ok, ok);
        if (ok)
            QCOMPARE(QString::fromStdString(r.value.display), display);
        else
            QVERIFY2(QString::fromStdString(r.error).contains(display), r.error.c_str());
        // The program goes on unharmed.
        s.dbg->setBreakpoints({});
        s.dbg->continueRun();
        QVERIFY(!s.runToPause());
        QCOMPARE(s.program->state(), ProgramState::Finished);
        QCOMPARE(s.output.first(), QStringLiteral("113"));
    }

    // A watch evaluated in each frame of the call stack (the Debug panel's Call stack): the same
    // names are that frame's locals, then its upvalues, then the globals.
    void watchInEachFrame_data() {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<int>("level");  // 0 = innermost
        QTest::addColumn<QString>("display");
        QTest::newRow("inner's locals") << "n * 10 + depth" << 0 << "31";
        QTest::newRow("outer's locals") << "n * 10 + depth" << 1 << "22";
        QTest::newRow("main chunk's locals") << "n * 10 + depth" << 2 << "13";
        QTest::newRow("outer's parameter") << "arg" << 1 << "7";
        QTest::newRow("inner has no such local") << "arg" << 0 << "nil";
        QTest::newRow("upvalue of inner") << "scale" << 0 << "100";
        QTest::newRow("upvalue unseen in outer") << "scale" << 1 << "nil";
        QTest::newRow("global in every frame") << "g" << 2 << "5";
        QTest::newRow("no such frame: globals only") << "n" << 3 << "nil";
    }
    void watchInEachFrame() {
        QFETCH(QString, expression);
        QFETCH(int, level);
        QFETCH(QString, display);
        Session s(
            "g = 5\nlocal scale = 100\n"
            "local function inner()\n  local n, depth = 3, 1\n"
            "  return n * 10 + depth + scale\nend\n"  // line 5: the breakpoint
            "local function outer(arg)\n  local n, depth = 2, 2\n  return inner() + n + arg\nend\n"
            "local n, depth = 1, 3\nprint(outer(7))");
        s.dbg->setBreakpoints({Breakpoint{5, {}}});
        QVERIFY(s.runToPause());
        QCOMPARE(s.dbg->callStack().size(), std::size_t{3});
        const WatchResult r = s.dbg->evaluate(expression.toStdString(), level);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(QString::fromStdString(r.value.display), display);
        // The program goes on unharmed.
        s.dbg->setBreakpoints({});
        s.dbg->continueRun();
        QVERIFY(!s.runToPause());
        QCOMPARE(s.output.first(), QStringLiteral("140"));
    }

    void conditionalBreakpoint_data() {
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("condition");
        QTest::newRow("api call") << 5 << "line.read(1) < 50";
        QTest::newRow("local") << 6 << "v < 50";
        QTest::newRow("local and global") << 6 << "v < limit and n > 0";
        QTest::newRow("upvalue-free global only") << 6 << "limit > 50";  // never: no stop
    }
    void conditionalBreakpoint() {
        QFETCH(int, line);
        QFETCH(QString, condition);
        // The robot drives onto the black part of the floor: the line reading drops below 50 at
        // one tick that only the simulation decides. The reference run prints at that tick.
        const QString body =
            "motor.speed(1, 60) motor.speed(2, 60)\n"  // 1
            "limit = 50\n"                             // 2
            "local n = 0\nwhile true do\n"             // 3, 4 (line 4: while)
            "  local v = line.read(1) n = n + 1\n";    // 5
        const QString reference =
            body.left(body.lastIndexOf("while")) +
            "while true do\n  local v = line.read(1) n = n + 1\n"
            "  if v < 50 then print('hit') wait(100000) end\n  wait(0.005)\nend";
        Session ref(reference, false);
        ref.runToPause(3000);
        QCOMPARE(ref.output.size(), 1);
        const std::int64_t hit_step = [&] {
            // The program printed at the tick before step ref.sim->stepCount() - ...: find it by
            // re-running and watching the console.
            Session r2(reference, false);
            std::int64_t at = -1;
            for (int i = 0; i < 3000 && at < 0; ++i) {
                r2.program->tick();
                if (!r2.output.isEmpty()) at = r2.sim->stepCount();
                (void)r2.sim->step();
            }
            return at;
        }();
        QVERIFY(hit_step > 10);

        Session s(body + "  wait(0.005)\nend");
        s.dbg->setBreakpoints({Breakpoint{line, condition.toStdString()}});
        const bool paused = s.runToPause(3000);
        QVERIFY2(s.dbg->conditionError(line).empty(), s.dbg->conditionError(line).c_str());
        if (condition == "limit > 50") {
            QVERIFY(!paused);
            return;
        }
        QVERIFY(paused);
        QCOMPARE(s.dbg->reason(), PauseReason::Breakpoint);
        QCOMPARE(s.dbg->pausedLine(), line);
        QVERIFY2(s.dbg->conditionError(line).empty(), s.dbg->conditionError(line).c_str());
        // Line 5 is reached before the read of the pass (its condition reads the sensor
        // itself), line 6 after it: both stop at the tick the reference printed.
        QCOMPARE(s.sim->stepCount(), hit_step);
        const WatchResult v = s.dbg->evaluate("line.read(1) < 50");
        QVERIFY(v.ok);
        QCOMPARE(QString::fromStdString(v.value.display), QStringLiteral("true"));
    }

    void conditionErrors_data() {
        QTest::addColumn<QString>("condition");
        QTest::addColumn<QString>("error");
        QTest::newRow("syntax") << "v <"
                                << "unexpected symbol";
        QTest::newRow("runtime") << "nothing.field > 1"
                                 << "nil value";
    }
    void conditionErrors() {
        QFETCH(QString, condition);
        QFETCH(QString, error);
        Session s("local v = 0\nfor i = 1, 5 do\n  v = v + i\nend\nprint(v)");
        s.dbg->setBreakpoints({Breakpoint{3, condition.toStdString()}});
        QVERIFY(!s.runToPause());  // an error does not stop the program
        QCOMPARE(s.program->state(), ProgramState::Finished);
        QCOMPARE(s.output.first(), QStringLiteral("15"));
        QVERIFY2(QString::fromStdString(s.dbg->conditionError(3)).contains(error),
                 s.dbg->conditionError(3).c_str());
    }

    void pauseOnError() {
        Session s(
            "local a = 10\nlocal t = nil\nlocal function f()\n  return t.x + a\nend\n"
            "print(f())");
        s.dbg->setPauseOnError(true);
        QVERIFY(s.runToPause());
        QCOMPARE(s.dbg->reason(), PauseReason::Error);
        QCOMPARE(s.dbg->pausedLine(), 4);
        QVERIFY(!s.dbg->errorMessage().empty());
        QCOMPARE(s.program->state(), ProgramState::Running);
        const std::vector<VariableNode> ups = s.dbg->upvalues();
        QVERIFY(find(ups, "a"));
        QCOMPARE(QString::fromStdString(find(ups, "a")->display), QStringLiteral("10"));
        QCOMPARE(QString::fromStdString(find(ups, "t")->display), QStringLiteral("nil"));
        QCOMPARE(s.dbg->callStack().size(), std::size_t{2});
        s.dbg->continueRun();
        QVERIFY(!s.runToPause());
        QCOMPARE(s.program->state(), ProgramState::Failed);
        QVERIFY(s.program->error());
        QCOMPARE(s.program->error()->line, 4);
    }

    void requestPause() {
        Session s("local n = 0\nwhile true do\n  n = n + 1\n  wait(0.001)\nend");
        QVERIFY(!s.runToPause(50));
        s.dbg->requestPause();
        QVERIFY(s.runToPause(10));
        QCOMPARE(s.dbg->reason(), PauseReason::PauseRequest);
        QVERIFY(s.dbg->pausedLine() >= 2 && s.dbg->pausedLine() <= 5);
        // Paused: ticking does nothing.
        const std::int64_t steps = s.sim->stepCount();
        s.program->tick();
        QVERIFY(s.program->debugPaused());
        QCOMPARE(s.sim->stepCount(), steps);
    }

    /// A program held between ticks (inside wait(): the Rewinder's seek to an instant with no
    /// line event) shows its locals and line there, and continuing gives the same run as never
    /// holding it.
    void holdBetweenTicks_data() {
        QTest::addColumn<int>("hold_at_step");
        QTest::addColumn<int>("count");
        QTest::newRow("inside the first wait") << 5 << 1;
        QTest::newRow("inside the fourth wait") << 35 << 4;
    }
    void holdBetweenTicks() {
        QFETCH(int, hold_at_step);
        QFETCH(int, count);
        const QString src =
            "local count = 0\nwhile true do\n  count = count + 1\n  motor.speed(1, count)\n"
            "  wait(0.01)\nend";
        const int steps = 200;
        Session plain(src, false);
        for (int i = 0; i < steps; ++i) {
            plain.program->tick();
            QVERIFY(plain.sim->step().ok());
        }
        Session s(src);
        while (s.sim->stepCount() < steps) {
            if (s.sim->stepCount() == hold_at_step) {
                s.dbg->holdBetweenTicks();
                QVERIFY(s.program->debugPaused());
                QCOMPARE(s.dbg->pausedLine(), 5);
                const std::vector<VariableNode> locals = s.dbg->locals();
                const VariableNode* c = find(locals, QStringLiteral("count"));
                QVERIFY(c);
                QCOMPARE(QString::fromStdString(c->display), QString::number(count));
                s.program->tick();  // held: nothing moves
                QVERIFY(s.program->debugPaused());
                s.dbg->continueRun();
            }
            s.program->tick();
            QVERIFY(!s.program->debugPaused());
            QVERIFY(s.sim->step().ok());
        }
        QCOMPARE(s.sim->stateHash(), plain.sim->stateHash());
    }

    /// Pausing, inspecting and continuing changes nothing of the run: the same state hash as the
    /// run without a debugger, also when pauses fall inside a tick that the instruction budget
    /// ends (the busy loop) and with conditions evaluated at every pass.
    void pausesKeepTheRun_data() {
        QTest::addColumn<QString>("src");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("condition");
        QTest::addColumn<int>("min_pauses");
        const QString waiting =
            "local n = 0\nwhile true do\n  n = n + 1\n  motor.speed(1, n % 100)\n"
            "  motor.speed(2, line.read(1) / 2)\n  wait(0.003)\nend";
        const QString busy =
            "local n = 0\nwhile true do\n  n = n + 1\n  motor.speed(1, n % 100)\n"
            "  motor.speed(2, (n * 7) % 100)\nend";
        QTest::newRow("waiting loop") << waiting << 4 << "" << 50;
        QTest::newRow("waiting, condition") << waiting << 5 << "n % 10 == 0" << 10;
        QTest::newRow("busy loop, no breakpoint") << busy << 0 << "" << 0;
        QTest::newRow("busy loop, never") << busy << 4 << "n < 0" << 0;
        QTest::newRow("busy loop") << busy << 4 << "n % 997 == 0" << 50;
        QTest::newRow("busy loop, every 1000") << busy << 3 << "n % 1000 == 1" << 50;
    }
    void pausesKeepTheRun() {
        QFETCH(QString, src);
        QFETCH(int, line);
        QFETCH(QString, condition);
        QFETCH(int, min_pauses);
        const int steps = 600;
        Session plain(src, false);
        for (int i = 0; i < steps; ++i) {
            plain.program->tick();
            QVERIFY(plain.sim->step().ok());
        }
        Session s(src);
        s.dbg->setBreakpoints({Breakpoint{line, condition.toStdString()}});
        int pauses = 0;
        while (s.sim->stepCount() < steps) {
            s.program->tick();
            if (s.program->debugPaused()) {
                ++pauses;
                (void)s.dbg->locals();
                (void)s.dbg->evaluate("n * 2");
                if (pauses % 3 == 0)
                    s.dbg->stepOver();
                else
                    s.dbg->continueRun();
                continue;  // no physics step while paused
            }
            QVERIFY(s.sim->step().ok());
        }
        QVERIFY2(pauses >= min_pauses, qPrintable(QString::number(pauses)));
        QCOMPARE(s.program->state(), ProgramState::Running);
        QCOMPARE(s.sim->stateHash(), plain.sim->stateHash());
        QVERIFY(!s.dbg->history().empty());
    }

    /// The line hook goes off (recording off, no breakpoint) and on again (a pause request)
    /// in the middle of a run: the run is the same as without a debugger.
    void lineHookOnAndOff_data() {
        QTest::addColumn<QString>("src");
        QTest::newRow("busy loop") << "local n = 0\nwhile true do\n  n = n + 1\n"
                                      "  motor.speed(1, n % 100)\nend";
        QTest::newRow("waiting loop") << "local n = 0\nwhile true do\n  n = n + 1\n"
                                         "  motor.speed(1, n % 100)\n  wait(0.002)\nend";
    }
    void lineHookOnAndOff() {
        QFETCH(QString, src);
        Session plain(src, false);
        for (int i = 0; i < 600; ++i) {
            plain.program->tick();
            QVERIFY(plain.sim->step().ok());
        }
        Session s(src);
        int pauses = 0;
        bool asked = false;
        while (s.sim->stepCount() < 600) {
            const std::int64_t n = s.sim->stepCount();
            if (n == 100) s.dbg->setRecording(false);
            if (n > 100 && n < 300) QVERIFY(!s.dbg->needsLineHook());
            if (n == 300 && !asked) {
                asked = true;
                s.dbg->requestPause();
                QVERIFY(s.dbg->needsLineHook());
            }
            s.program->tick();
            if (s.program->debugPaused()) {
                ++pauses;
                s.dbg->continueRun();
                continue;
            }
            QVERIFY(s.sim->step().ok());
        }
        QCOMPARE(pauses, 1);
        QCOMPARE(s.sim->stateHash(), plain.sim->stateHash());
    }

    void history() {
        Session s("local n = 0\nwhile n < 3 do\n  n = n + 1\n  wait(0.002)\nend");
        QVERIFY(!s.runToPause());
        QCOMPARE(s.program->state(), ProgramState::Finished);
        QStringList got;
        for (const LineEvent& e : s.dbg->history())
            got << QString("%1:%2:%3").arg(e.step).arg(e.line).arg(e.index_in_tick);
        QCOMPARE(got, QStringList({"0:1:0", "0:2:1", "0:3:2", "0:4:3", "2:2:0", "2:3:1", "2:4:2",
                                   "4:2:0", "4:3:1", "4:4:2", "6:2:0", "6:5:1"}));
    }

    /// Student code cannot reach the debugger: no debug library, no hooks to see or replace, the
    /// same globals with and without a debugger, coroutines (which inherit the hook) run on.
    void invisibleToStudents_data() {
        QTest::addColumn<QString>("src");
        QTest::addColumn<QString>("expected");  // the printed line
        QTest::newRow("debug library") << "print(debug)"
                                       << "nil";
        QTest::newRow("debug.sethook")
            << "print(pcall(function() return debug.sethook() end))"
            << "false\tprogram:1: attempt to index a nil value (global 'debug')";
        QTest::newRow("string.dump") << "print(string.dump)"
                                     << "nil";
        QTest::newRow("globals metatable") << "print(getmetatable(_G))"
                                           << "nil";
        QTest::newRow("string metatable") << "print(getmetatable(''))"
                                          << "locked";
        QTest::newRow("globals count") << "local n = 0 for k in pairs(_G) do n = n + 1 end print(n)"
                                       << "";
        QTest::newRow("registry-like globals")
            << "local s = '' for k, v in pairs(_G) do if type(k) ~= 'string' or "
               "type(v) == 'thread' then s = s .. tostring(k) end end print(s == '')"
            << "true";
        QTest::newRow("coroutine with breakpoint line")
            << "local co = coroutine.create(function()\n  local x = 1\n  coroutine.yield(x)\n"
               "  return 2\nend)\nlocal _, a = coroutine.resume(co)\nlocal _, b = "
               "coroutine.resume(co)\nprint(a + b)"
            << "3";
        QTest::newRow("wrap") << "local f = coroutine.wrap(function() coroutine.yield(5) end)\n"
                                 "print(f())"
                              << "5";
    }
    void invisibleToStudents() {
        QFETCH(QString, src);
        QFETCH(QString, expected);
        Session plain(src, false);
        QVERIFY(!plain.runToPause());
        Session s(src);
        s.dbg->setBreakpoints({Breakpoint{2, {}}, Breakpoint{3, "x == 1"}});
        int pauses = 0;
        while (s.runToPause()) {
            ++pauses;
            s.dbg->continueRun();
        }
        QVERIFY(!s.output.isEmpty());
        QCOMPARE(s.output.first(), plain.output.first());
        if (!expected.isEmpty()) QCOMPARE(s.output.first(), expected);
        QCOMPARE(s.program->state(), plain.program->state());
    }
};

QTEST_GUILESS_MAIN(TstDebugger)
#include "tst_debugger.moc"
