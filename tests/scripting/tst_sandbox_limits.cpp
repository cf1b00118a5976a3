// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile programs against the Lua sandbox (issue 14, item 3): every function the sandbox exposes
// is called with extreme arguments and must return or fail within 100 ms of CPU time; the table
// functions refuse ranges larger than a table can hold within the memory limit; Stop ends any
// program, also one that spends its time inside library calls, within 200 ms.
#include <QTest>

#include "botlab_test.h"

#include <time.h>

#include <atomic>
#include <chrono>
#include <optional>
#include <thread>

#include "../scripting/test_robot.h"
#include "botlab/scripting/program.h"

using namespace botlab;
using namespace botlab::scripting;

namespace {

#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
constexpr double kSlowFactor = 8.0;  // sanitizer or debug builds run several times slower
#else
constexpr double kSlowFactor = 1.0;
#endif

/// CPU time of the calling thread, in seconds (independent of how busy the machine is).
double threadCpu_s() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

struct Outcome {
    QStringList output;
    ProgramState state = ProgramState::Running;
    std::optional<ProgramError> error;
    double longest_tick_cpu_s = 0.0;
};

/// Runs `src` for at most `max_ticks` ticks, timing each tick in thread CPU time.
Outcome runTimed(const QString& src, int max_ticks, ProgramOptions opt = {},
                 sim::Simulation* shared_sim = nullptr) {
    Outcome o;
    std::unique_ptr<sim::Simulation> own;
    if (!shared_sim) own = testing::makeTestSim();
    sim::Simulation* sim = shared_sim ? shared_sim : own.get();
    Program p(*sim, 0, src.toStdString(), opt, [&](const ConsoleLine& l) {
        if (l.kind == ConsoleKind::Output) o.output << QString::fromStdString(l.text);
    });
    for (int i = 0; i < max_ticks && !p.isOver(); ++i) {
        const double t0 = threadCpu_s();
        p.tick();
        o.longest_tick_cpu_s = std::max(o.longest_tick_cpu_s, threadCpu_s() - t0);
        if (!p.isOver() && !sim->step().ok()) break;
    }
    o.state = p.state();
    o.error = p.error();
    return o;
}

/// Every function reachable from the sandbox's globals (globals and the fields of global tables),
/// as Lua expressions ("print", "string.rep"), sorted.
QStringList sandboxFunctions() {
    const Outcome o = runTimed(R"lua(
local names = {}
for k, v in pairs(_G) do
  if type(v) == "function" then names[#names + 1] = k
  elseif type(v) == "table" and k ~= "_G" then
    for k2, v2 in pairs(v) do
      if type(v2) == "function" then names[#names + 1] = k .. "." .. k2 end
    end
  end
end
table.sort(names)
for _, n in ipairs(names) do print(n) end
)lua",
                               100);
    if (o.error) qFatal("enumeration failed: %s", o.error->message.c_str());
    return o.output;
}

/// Extreme argument lists (Lua expressions; BIG is a 1 MB string, LONG a table whose length is
/// math.maxinteger, CHAIN a table with a 1000-level __index chain).
const QStringList kArgumentLists = {
    "",
    "nil",
    "0/0, 0/0",
    "1/0, -1/0",
    "math.maxinteger, math.mininteger",
    "math.mininteger, math.maxinteger",
    "2^40",
    "-2^40, 2^40",
    "BIG",
    "BIG, 2^40",
    "BIG, BIG",
    "BIG, 1, -1",
    "BIG, -2^40, 2^40",
    "BIG, 2^40, BIG",
    "'', 2^40",
    "'', 2^40, ''",
    "'x', 2^40, ''",
    "{}, 1, 2^40, 2",
    "{}, '', 1, 2^40",
    "{}, 1, 2^40",
    "{}, math.mininteger, math.maxinteger",
    "{}, -2^40, 2^40, 1",
    "LONG, 1, 1",
    "LONG, 1",
    "LONG",
    "LONG, function(a, b) return a < b end",
    "CHAIN, '', 1, 1000",
    "{3, 1, 2}, function() return true end",
    "'%99999999d', 1",
    "'c2000000000', ''",
    "'i16i16i16c1000000000', 1, 2, 3, ''",
    "'s', BIG",
    "BIG, '(.-)(.-)(.-)(.-)x'",
    "BIG, '', ''",
    "BIG, '.', BIG",
    "BIG, '%f[%w]%w+', '%0%0'",
    "function() end, 2^40",
    "coroutine.create(function() end)",
    "'x', math.maxinteger, math.mininteger",
    "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25",
    "table.unpack({}, 1, 1e5)",
};

/// The definitions an argument list uses (only those: building them costs more than most calls).
QString prologue(const QString& args) {
    QString p;
    if (args.contains("BIG")) p += "local BIG = string.rep('x', 1000000)\n";
    if (args.contains("LONG"))
        p += "local LONG = setmetatable({}, {__len = function() return math.maxinteger end})\n";
    if (args.contains("CHAIN"))
        p += "local CHAIN = {}\nfor i = 1, 1000 do CHAIN = setmetatable({}, {__index = CHAIN}) "
             "end\n";
    return p;
}

}  // namespace

class TestSandboxLimits : public QObject {
    Q_OBJECT

private slots:
    /// The environment is what the sandbox promises (and the enumeration works, so the next test
    /// really calls every function).
    void environmentIsEnumerated() {
        const QStringList fns = sandboxFunctions();
        QVERIFY2(fns.size() > 100, qPrintable(QString::number(fns.size())));
        for (const char* name : {"table.move", "table.concat", "table.unpack", "table.sort",
                                 "string.rep", "string.format", "string.pack", "utf8.len", "pcall",
                                 "motor.speed", "wait", "waitUntil", "print"})
            QVERIFY2(fns.contains(name), name);
        for (const char* name : {"load", "dofile", "string.dump", "os.execute", "io.open"})
            QVERIFY2(!fns.contains(name), name);
    }

    /// Every function with every extreme argument list: each call returns or fails within
    /// 100 ms of CPU time (measured per tick; a program is one call).
    void everyCallIsBounded_data() {
        QTest::addColumn<QString>("args");
        for (const QString& a : kArgumentLists) QTest::newRow(qPrintable("(" + a + ")")) << a;
    }
    void everyCallIsBounded() {
        QFETCH(QString, args);
        static const QStringList fns = sandboxFunctions();
        const double bound_s = 0.1 * kSlowFactor;
        auto sim = testing::makeTestSim();  // one world for all: building one costs more
        QStringList slow;
        for (const QString& f : fns) {
            const QString src =
                prologue(args) + "local f = " + f + "\nlocal ok, e = pcall(f, " + args + ")\n";
            const Outcome o = runTimed(src, 20, {}, sim.get());
            if (o.longest_tick_cpu_s > bound_s)
                slow << QString("%1(%2): %3 ms").arg(f, args).arg(o.longest_tick_cpu_s * 1e3);
            // A memory or guard error may end the program; the call must not be left running.
            QVERIFY2(o.state != ProgramState::Running || f == "wait" || f == "waitUntil" ||
                         f.startsWith("servo.") || f.startsWith("legs."),
                     qPrintable(f + " still running after 20 ticks"));
        }
        QVERIFY2(slow.isEmpty(), qPrintable(slow.join("; ")));
    }

    /// The issue's hang: pcall(table.move, {}, 1, 2^40, 2) in a loop now fails at once each time.
    void tableRangesAreCapped_data() {
        QTest::addColumn<QString>("call");
        QTest::addColumn<QString>("expected");
        QTest::newRow("move") << "table.move({}, 1, 2^40, 2)"
                              << "table.move: 1099511627776 elements are more than a table can "
                                 "hold within the memory limit (at most 4194304)";
        QTest::newRow("move negative")
            << "table.move({}, -2^40, 2^40, 1)"
            << "table.move: 2199023255553 elements are more than a table can hold";
        QTest::newRow("concat") << "table.concat({}, '', 1, 2^40)"
                                << "table.concat: 1099511627776 elements";
        QTest::newRow("concat nil") << "table.concat({}, '', 1, 4)"
                                    << "invalid value (at index 1) in table for 'concat'";
        QTest::newRow("unpack") << "table.unpack({}, 1, 2^40)"
                                << "too many results to unpack";
        QTest::newRow("insert __len")
            << "table.insert(setmetatable({}, {__len = function() return 2^40 end}), 1, 0)"
            << "table.insert: 1099511627777 elements";
        QTest::newRow("remove __len")
            << "table.remove(setmetatable({}, {__len = function() return 2^40 end}), 1)"
            << "table.remove: 1099511627776 elements";
        QTest::newRow("sort __len")
            << "table.sort(setmetatable({}, {__len = function() return 2^30 end}))"
            << "table.sort: 1073741824 elements";
        QTest::newRow("pack c") << "string.pack('c2000000000', '')"
                                << "string.pack: the result would be 2000 MB; at most 64 MB";
        QTest::newRow("rep") << "string.rep('ab', 2^40)"
                             << "string.rep: the result would be";
    }
    void tableRangesAreCapped() {
        QFETCH(QString, call);
        QFETCH(QString, expected);
        const Outcome o =
            runTimed("local ok, e = pcall(function() return " + call + " end)\nprint(ok, e)", 5);
        QCOMPARE(o.output.size(), 1);
        QVERIFY2(o.output[0].startsWith("false\t"), qPrintable(o.output[0]));
        QVERIFY2(o.output[0].contains(expected), qPrintable(o.output[0]));
        QVERIFY2(o.longest_tick_cpu_s < 0.1 * kSlowFactor,
                 qPrintable(QString::number(o.longest_tick_cpu_s)));
    }

    /// The bounded table library still does what Lua's does (results computed by hand).
    void tableLibraryStillWorks_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("expected");
        QTest::newRow("insert end") << "local t = {1, 2} table.insert(t, 3) print(table.concat(t, "
                                       "','))"
                                    << "1,2,3";
        QTest::newRow("insert front") << "local t = {1, 2} table.insert(t, 1, 0) "
                                         "print(table.concat(t, ','))"
                                      << "0,1,2";
        QTest::newRow("insert bad pos") << "print(pcall(table.insert, {1}, 5, 0))"
                                        << "false\tbad argument #2 to 'table.insert' (position "
                                           "out of bounds)";
        QTest::newRow("remove") << "local t = {1, 2, 3} print(table.remove(t, 1), "
                                   "table.concat(t, ','))"
                                << "1\t2,3";
        QTest::newRow("remove last") << "local t = {1, 2, 3} print(table.remove(t), #t)"
                                     << "3\t2";
        QTest::newRow("remove empty") << "print(table.remove({}))"
                                      << "nil";
        QTest::newRow("move overlap") << "local t = {1, 2, 3, 4} table.move(t, 1, 3, 2) "
                                         "print(table.concat(t, ','))"
                                      << "1,1,2,3";
        QTest::newRow("move other") << "local t = table.move({1, 2, 3}, 2, 3, 1, {}) "
                                       "print(table.concat(t, ','))"
                                    << "2,3";
        QTest::newRow("concat range") << "print(table.concat({1, 'a', 2.5}, '-', 2, 3))"
                                      << "a-2.5";
        QTest::newRow("unpack") << "print(table.unpack({1, 2, 3}, 2))"
                                << "2\t3";
        QTest::newRow("sort numbers")
            << "local t = {} for i = 1, 1000 do t[i] = (i * 7919) % 1009 end table.sort(t) "
               "local ok = true for i = 2, #t do ok = ok and t[i - 1] <= t[i] end "
               "print(ok, t[1], t[1000])"
            << "true\t1\t1008";
        QTest::newRow("sort descending")
            << "local t = {'b', 'c', 'a'} table.sort(t, function(a, b) return a > b end) "
               "print(table.concat(t))"
            << "cba";
        QTest::newRow("sort mixed fails") << "print((pcall(table.sort, {1, 'a', 2})))"
                                          << "false";
        QTest::newRow("sort with wait in pcall")
            << "local t = {3, 1, 2} table.sort(t) print(t[1], t[2], t[3])"
            << "1\t2\t3";
        QTest::newRow("rep empty") << "print(#string.rep('', 2^40), #string.rep('', 2^40, ''))"
                                   << "0\t0";
        QTest::newRow("pack") << "print(#string.pack('i4c3', 7, 'abc'))"
                              << "7";
        QTest::newRow("method error names")
            << "print(pcall(string.rep))"
            << "false\tbad argument #1 to 'string.rep' (string expected, got no value)";
        QTest::newRow("called names") << "print(pcall(function() table.insert({1}, 5, 0) end))"
                                      << "false\tprogram:1: bad argument #2 to 'insert' "
                                         "(position out of bounds)";
    }
    void tableLibraryStillWorks() {
        QFETCH(QString, program);
        QFETCH(QString, expected);
        const Outcome o = runTimed(program, 200);
        QVERIFY2(!o.error, o.error ? o.error->message.c_str() : "");
        QCOMPARE(o.output, QStringList{expected});
    }

    /// Library calls that copy megabytes are charged by the bytes they allocate: after
    /// alloc_bytes_per_tick (4 MiB) in a tick the next call pauses the program until the next
    /// tick, then runs with its arguments. A 200 kB string.rep allocates about 400 kB (buffer and
    /// string), so a tick runs at most 4 MiB / 400 kB + 1 = 11 of them (886 before the budget),
    /// and the program still computes the right thing; the count is the same in every run.
    void allocationBudgetPausesTheProgram() {
        const QString src =
            "local n, ok = 0, true\n"
            "while time() < 0.05 do\n"
            "  local s = string.rep('ab', 1e5)\n"
            "  ok = ok and #s == 200000 and s:sub(-2) == 'ab'\n"
            "  n = n + 1\n"
            "end\n"
            "print(n, ok)";
        const Outcome a = runTimed(src, 200);
        const Outcome b = runTimed(src, 200);
        QVERIFY2(!a.error, a.error ? a.error->message.c_str() : "");
        QCOMPARE(a.output.size(), 1);
        QCOMPARE(a.output, b.output);  // deterministic
        const QStringList f = a.output[0].split('\t');
        QCOMPARE(f.value(1), QString("true"));
        const int n = f.value(0).toInt();
        // 50 ticks of at most 11 calls (plus the one the budget check lets through first).
        QVERIFY2(n >= 50 * 5 && n <= 50 * 12, qPrintable(a.output[0]));
        QVERIFY2(a.longest_tick_cpu_s < 0.05 * kSlowFactor,
                 qPrintable(QString::number(a.longest_tick_cpu_s)));
    }

    /// print(table.unpack(t)) with many long arguments: the stack is checked, the line is cut.
    void printIsBounded() {
        const Outcome o = runTimed(
            "local t = {} for i = 1, 5000 do t[i] = string.rep('y', 4000) end\n"
            "print(table.unpack(t))",
            2000);
        QVERIFY2(!o.error, o.error ? o.error->message.c_str() : "");
        QCOMPARE(o.output.size(), 1);
        QVERIFY(o.output[0].size() <= 16000);
        QVERIFY(o.output[0].size() > 15000);
    }

    /// Stop (from another thread, like the GUI's button) ends a program within 200 ms, also when
    /// the program spends its time inside library calls or string operations. Only Stop can end
    /// these programs (the wall-clock guard is set to 30 s). The clock starts when the program
    /// prints "go", i.e. once it is inside its busy part.
    void stopEndsBusyPrograms_data() {
        QTest::addColumn<QString>("program");
        QTest::newRow("table.move loop")
            << "print('go') while true do pcall(table.move, {}, 1, 2^40, 2) end";
        QTest::newRow("utf8.len of 16 MB")
            << "local s = string.rep('x', 16e6) print('go') while true do utf8.len(s) end";
        QTest::newRow("find in 16 MB")
            << "local s = string.rep('x', 16e6) print('go') while true do s:find('y', 1, true) end";
        QTest::newRow("upper of 16 MB")
            << "local s = string.rep('x', 16e6) print('go') while true do s = s:upper():lower() "
               "end";
        QTest::newRow("concat 4 MB")
            << "local s = string.rep('x', 4e6) print('go') while true do local t = s .. s end";
        QTest::newRow("sort 200000")
            << "local t = {} for i = 1, 200000 do t[i] = (i * 7919) % 200003 end print('go') "
               "while true do table.sort(t) table.sort(t, function(a, b) return a > b end) end";
        QTest::newRow("sort long strings")
            << "local s = string.rep('x', 4e6) local t = {} for i = 1, 2000 do t[i] = s end "
               "print('go') while true do table.sort(t) end";
        QTest::newRow("gsub callbacks in a coroutine")
            << "local s = string.rep('ab', 1e5) print('go') local c = coroutine.create(function() "
               "while true do s:gsub('a', function() return 'c' end) end end) "
               "while true do coroutine.resume(c) end";
        QTest::newRow("concat in a sort order function")
            << "local s = string.rep('x', 1e6) print('go') table.sort({1, 2, 3}, function(a, b) "
               "while true do local t = s .. s end end)";
        QTest::newRow("pcall busy loop")
            << "print('go') while true do pcall(function() while true do end end) end";
    }
    void stopEndsBusyPrograms() {
        QFETCH(QString, program);
        ProgramOptions opt;
        opt.max_call_wall_s = 30.0;  // only Stop may end these
        auto sim = testing::makeTestSim();
        std::atomic<bool> go{false};
        Program p(*sim, 0, program.toStdString(), opt, [&](const ConsoleLine& l) {
            if (l.text == "go") go = true;
        });
        std::atomic<bool> over{false};
        std::chrono::steady_clock::time_point stop_at{};
        std::atomic<bool> stop_sent{false};
        std::thread stopper([&] {
            const auto t0 = std::chrono::steady_clock::now();
            while (!go && !over && std::chrono::steady_clock::now() - t0 < std::chrono::seconds(60))
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            std::this_thread::sleep_for(std::chrono::milliseconds(150));
            stop_at = std::chrono::steady_clock::now();
            stop_sent = true;
            p.requestStop();
        });
        const auto t0 = std::chrono::steady_clock::now();
        while (!p.isOver() && std::chrono::steady_clock::now() - t0 < std::chrono::seconds(90)) {
            p.tick();
            if (!p.isOver()) QVERIFY_OK(sim->step());
        }
        const auto t_over = std::chrono::steady_clock::now();
        over = true;
        stopper.join();
        QVERIFY2(go, "the program never reached its busy part");
        QVERIFY(stop_sent);
        QCOMPARE(int(p.state()), int(ProgramState::Stopped));
        QVERIFY(!p.error());
        const double latency_s = std::chrono::duration<double>(t_over - stop_at).count();
        QVERIFY2(latency_s < 0.2 * kSlowFactor,
                 qPrintable(QString("Stop took %1 ms").arg(latency_s * 1e3)));
    }
};

QTEST_GUILESS_MAIN(TestSandboxLimits)
#include "tst_sandbox_limits.moc"
