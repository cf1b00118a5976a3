// SPDX-License-Identifier: GPL-3.0-or-later
// Rewind (issue 25): the Rewinder reaches instants of a run again exactly (the state hash equals
// the original run's at that instant, in any order of seeks), line events inside a tick, and a
// runner paused by its debugger holds the simulation still and then runs on exactly as without
// the pause.
#include <QFile>
#include <QTest>

#include "botlab_test.h"

#include <random>

#include "botlab/runner/rewinder.h"
#include "botlab/runner/simulation_runner.h"

using namespace botlab;

namespace {

std::string example(const QString& name) {
    QFile f(qEnvironmentVariable("BOTLAB_SOURCE_DIR") + "/examples/" + name);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll().toStdString();
}

/// The state hash and the program's line after every step of a run (index = steps done).
struct Recording {
    std::vector<std::uint64_t> hash;
    std::vector<int> line;
};

}  // namespace

class TstRewinder : public QObject {
    Q_OBJECT

private slots:
    void rewindIsExact_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("program");
        QTest::addColumn<double>("duration_s");
        QTest::addColumn<bool>("debugging");       // the original run had a debugger attached
        QTest::addColumn<double>("checkpoint_s");  // Rewinder checkpoints every ... (0: none)
        QTest::newRow("line follower") << "line_follower"
                                       << "line_challenge"
                                       << "line_follower.lua" << 14.0 << true << 0.0;
        QTest::newRow("line follower, plain run") << "line_follower"
                                                  << "line_challenge"
                                                  << "line_follower.lua" << 12.0 << false << 0.0;
        QTest::newRow("line follower, checkpoints") << "line_follower"
                                                    << "line_challenge"
                                                    << "line_follower.lua" << 14.0 << true << 2.0;
        QTest::newRow("hexapod demo") << "hexapod"
                                      << "hexapod_field"
                                      << "legged/hexapod.lua" << 6.0 << true << 0.0;
        QTest::newRow("hexapod demo, checkpoints") << "hexapod"
                                                   << "hexapod_field"
                                                   << "legged/hexapod.lua" << 6.0 << true << 1.5;
    }
    void rewindIsExact() {
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        QFETCH(QString, program);
        QFETCH(double, duration_s);
        QFETCH(bool, debugging);
        QFETCH(double, checkpoint_s);
        runner::RunSetup setup;
        setup.robot = robot;
        setup.scene = scene;
        setup.program_source = example(program);
        setup.seed = 7;
        QVERIFY(!setup.program_source.empty());
        auto models = runner::loadModels(robot, scene);
        QVERIFY_OK(models);
        auto original = runner::SimulationRunner::create(*models, setup);
        QVERIFY_OK(original);
        runner::SimulationRunner& run = **original;
        run.setDebugging(debugging);
        Recording rec;
        rec.hash.push_back(run.simulation().stateHash());
        rec.line.push_back(run.program()->currentLine());
        const auto steps = static_cast<std::int64_t>(duration_s / run.simulation().step_s());
        for (std::int64_t i = 0; i < steps && !run.isOver(); ++i) {
            QVERIFY_OK(run.step());
            rec.hash.push_back(run.simulation().stateHash());
            rec.line.push_back(run.program()->currentLine());
        }
        QCOMPARE(static_cast<std::int64_t>(rec.hash.size()), steps + 1);

        auto rw = runner::Rewinder::create(*models, setup);
        QVERIFY_OK(rw);
        runner::Rewinder& rewinder = **rw;
        if (checkpoint_s > 0) {
            const auto every = static_cast<std::int64_t>(checkpoint_s / 0.001);
            for (std::int64_t c = every; c < steps; c += every)
                QVERIFY_OK(rewinder.addCheckpoint(c));
            QVERIFY(!rewinder.checkpoints().empty());
            QCOMPARE(rewinder.step(), std::int64_t{0});  // adding them does not move the current
        }
        // 10 random instants in a random order: backwards and forwards.
        std::mt19937 rng(2026);
        std::uniform_int_distribution<std::int64_t> pick(0, steps);
        for (int k = 0; k < 10; ++k) {
            const std::int64_t at = pick(rng);
            QVERIFY_OK(rewinder.seekStep(at));
            QCOMPARE(rewinder.step(), at);
            const auto i = static_cast<std::size_t>(at);
            QVERIFY2(rewinder.runner().simulation().stateHash() == rec.hash[i],
                     qPrintable(QString("step %1").arg(at)));
            QCOMPARE(rewinder.runner().snapshot().program_line, rec.line[i]);
        }
        // Seeking to where it is costs nothing; the end of the run is reached exactly too.
        const std::int64_t here = rewinder.step();
        QVERIFY_OK(rewinder.seekStep(here));
        QCOMPARE(rewinder.lastSeekSteps(), std::int64_t{0});
        QVERIFY_OK(rewinder.seekTime(duration_s));
        QCOMPARE(rewinder.runner().simulation().stateHash(), rec.hash.back());
    }

    void lineEvents_data() {
        QTest::addColumn<qint64>("step");
        QTest::newRow("start") << qint64(0);
        QTest::newRow("1.5 s") << qint64(1500);
        QTest::newRow("4.321 s") << qint64(4321);
    }
    void lineEvents() {
        QFETCH(qint64, step);
        runner::RunSetup setup;
        setup.robot = "line_follower";
        setup.scene = "line_challenge";
        setup.program_source = example("line_follower.lua");
        auto models = runner::loadModels(setup.robot, setup.scene);
        QVERIFY_OK(models);
        // The original run's line events at that tick and its hash after that step.
        auto original = runner::SimulationRunner::create(*models, setup);
        QVERIFY_OK(original);
        (*original)->setDebugging(true);
        // The program waits 5 ms between passes: the first tick at or after `step` with events.
        while ((*original)->simulation().stepCount() <= step + 10) QVERIFY_OK((*original)->step());
        for (const scripting::LineEvent& e : (*original)->debugger()->history())
            if (e.step >= step) {
                step = e.step;
                break;
            }
        auto again = runner::SimulationRunner::create(*models, setup);
        QVERIFY_OK(again);
        original = std::move(again);
        (*original)->setDebugging(true);
        while ((*original)->simulation().stepCount() <= step) QVERIFY_OK((*original)->step());
        const std::uint64_t hash_after = (*original)->simulation().stateHash();
        std::vector<scripting::LineEvent> expected;
        for (const scripting::LineEvent& e : (*original)->debugger()->history())
            if (e.step == step) expected.push_back(e);
        QVERIFY(!expected.empty());

        auto rw = runner::Rewinder::create(*models, setup);
        QVERIFY_OK(rw);
        auto events = (*rw)->lineEventsAt(step);
        QVERIFY_OK(events);
        QCOMPARE(events->size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE((*events)[i].line, expected[i].line);
            QCOMPARE((*events)[i].index_in_tick, static_cast<int>(i));
        }
        // Stop at each event of the tick: paused at its line, the simulation still at `step`;
        // going on from there ends the step exactly as the original run.
        for (std::size_t i = 0; i < expected.size();
             i += std::max<std::size_t>(1, expected.size() / 4)) {
            QVERIFY_OK((*rw)->seekLineEvent(step, static_cast<int>(i)));
            runner::SimulationRunner& r = (*rw)->runner();
            QVERIFY(r.debugPaused());
            QCOMPARE(r.debugger()->reason(), scripting::PauseReason::Event);
            QCOMPARE(r.debugger()->pausedLine(), expected[i].line);
            QCOMPARE(r.simulation().stepCount(), step);
            QCOMPARE(r.snapshot().program_line, expected[i].line);
            r.debugger()->continueRun();
            QVERIFY_OK(r.step());
            QCOMPARE(r.simulation().stepCount(), step + 1);
            QCOMPARE(r.simulation().stateHash(), hash_after);
        }
        // Step back: the event before the first of this tick is the last of an earlier tick.
        if (step > 0) {
            const auto prev = (*rw)->previousLineEvent(step, 0);
            QVERIFY(prev.has_value());
            QVERIFY(prev->step < step);
        } else {
            QVERIFY(!(*rw)->previousLineEvent(0, 0).has_value());
        }
        const auto prev1 = (*rw)->previousLineEvent(step, 1);
        QVERIFY(prev1.has_value());
        QCOMPARE(prev1->step, step);
        QCOMPARE(prev1->index_in_tick, 0);
    }

    /// A breakpoint pauses the run: run() returns, the simulation does not move while paused;
    /// after Continue the run ends with the same state hash as a run without the breakpoint.
    void pausedRunHoldsStill_data() {
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("condition");
        QTest::newRow("steering line") << 35 << "";
        QTest::newRow("conditional") << 22 << "line.read(2) < 30";
    }
    void pausedRunHoldsStill() {
        QFETCH(int, line);
        QFETCH(QString, condition);
        runner::RunSetup setup;
        setup.robot = "line_follower";
        setup.scene = "line_challenge";
        setup.program_source = example("line_follower.lua");
        auto plain = runner::SimulationRunner::create(setup);
        QVERIFY_OK(plain);
        QVERIFY_OK((*plain)->run(3.0));
        auto r = runner::SimulationRunner::create(setup);
        QVERIFY_OK(r);
        runner::SimulationRunner& run = **r;
        run.setDebugging(true);
        run.debugger()->setBreakpoints({{line, condition.toStdString()}});
        int pauses = 0;
        const std::int64_t end = (*plain)->simulation().stepCount();
        while (run.simulation().stepCount() < end) {
            QVERIFY_OK(run.run((end - run.simulation().stepCount()) * 0.001));
            if (!run.debugPaused()) continue;
            ++pauses;
            QVERIFY2(run.debugger()->conditionError(line).empty(),
                     run.debugger()->conditionError(line).c_str());
            const runner::Snapshot s = run.snapshot();
            QVERIFY(s.debug_paused);
            QCOMPARE(s.pause_reason, scripting::PauseReason::Breakpoint);
            QCOMPARE(s.program_line, line);
            const std::uint64_t h = run.simulation().stateHash();
            const std::int64_t steps = run.simulation().stepCount();
            QVERIFY_OK(run.step());  // still paused: nothing moves
            QVERIFY_OK(run.run(0.5));
            QCOMPARE(run.simulation().stepCount(), steps);
            QCOMPARE(run.simulation().stateHash(), h);
            if (!condition.isEmpty()) {
                const scripting::WatchResult w = run.debugger()->evaluate("line.read(2)");
                QVERIFY(w.ok);
                QVERIFY2(std::stod(w.value.display) < 30.0, w.value.display.c_str());
            }
            if (pauses > 40) run.debugger()->setBreakpoints({});
            run.debugger()->continueRun();
        }
        QVERIFY(pauses > 0);
        QCOMPARE(run.simulation().stepCount(), end);
        QCOMPARE(run.simulation().stateHash(), (*plain)->simulation().stateHash());
    }
};

QTEST_GUILESS_MAIN(TstRewinder)
#include "tst_rewinder.moc"
