// SPDX-License-Identifier: GPL-3.0-or-later
// Why a run ends (botlab/runner/run_end.h): the one rule of Simulate mode, botlab-run and
// grading, row by row; then on a real run that meets its time limit.
#include <QtTest>

#include "botlab_test.h"

#include "botlab/runner/run_end.h"
#include "botlab/runner/simulation_runner.h"

using namespace botlab;
using runner::RunEnd;
using scripting::ProgramState;

Q_DECLARE_METATYPE(botlab::runner::RunEnd)

class TestRunEnd : public QObject {
    Q_OBJECT
private slots:
    void runEnd_data();
    void runEnd();
    void timeLimitOfARealRun();
};

void TestRunEnd::runEnd_data() {
    QTest::addColumn<bool>("goal");
    QTest::addColumn<double>("time_s");
    QTest::addColumn<double>("limit_s");
    QTest::addColumn<bool>("physics_failed");
    QTest::addColumn<int>("program");  // -1 = no program, else a ProgramState
    QTest::addColumn<RunEnd>("expected");
    const int running = int(ProgramState::Running);
    const int finished = int(ProgramState::Finished);
    const int failed = int(ProgramState::Failed);
    const int stopped = int(ProgramState::Stopped);
    QTest::newRow("going on") << false << 3.0 << 10.0 << false << running << RunEnd::None;
    QTest::newRow("no limit") << false << 1000.0 << 0.0 << false << running << RunEnd::None;
    QTest::newRow("goal") << true << 3.0 << 10.0 << false << running << RunEnd::GoalReached;
    QTest::newRow("time up") << false << 10.0 << 10.0 << false << running << RunEnd::TimeUp;
    QTest::newRow("time up within rounding")
        << false << 10.0 - 1e-10 << 10.0 << false << running << RunEnd::TimeUp;
    QTest::newRow("one step before the limit")
        << false << 10.0 - 0.002 << 10.0 << false << running << RunEnd::None;
    QTest::newRow("goal at the limit: the goal wins")
        << true << 10.0 << 10.0 << false << running << RunEnd::GoalReached;
    // The scene's ends stop the program: its state is Stopped after, the end stays the scene's.
    QTest::newRow("time up, program stopped after")
        << false << 10.0 << 10.0 << false << stopped << RunEnd::TimeUp;
    QTest::newRow("goal, program stopped after")
        << true << 4.0 << 10.0 << false << stopped << RunEnd::GoalReached;
    QTest::newRow("physics") << false << 2.0 << 10.0 << true << running << RunEnd::PhysicsFailed;
    QTest::newRow("physics before the program's error")
        << false << 2.0 << 10.0 << true << failed << RunEnd::PhysicsFailed;
    QTest::newRow("program failed")
        << false << 2.0 << 10.0 << false << failed << RunEnd::ProgramFailed;
    QTest::newRow("stopped") << false << 2.0 << 10.0 << false << stopped << RunEnd::Stopped;
    QTest::newRow("program ended")
        << false << 2.0 << 0.0 << false << finished << RunEnd::ProgramEnded;
    QTest::newRow("no program") << false << 2.0 << 10.0 << false << -1 << RunEnd::None;
    QTest::newRow("no program, time up") << false << 10.0 << 10.0 << false << -1 << RunEnd::TimeUp;
}

void TestRunEnd::runEnd() {
    QFETCH(bool, goal);
    QFETCH(double, time_s);
    QFETCH(double, limit_s);
    QFETCH(bool, physics_failed);
    QFETCH(int, program);
    QFETCH(RunEnd, expected);
    runner::RunFacts f;
    f.goal_reached = goal;
    f.time_s = time_s;
    f.time_limit_s = limit_s;
    f.physics_failed = physics_failed;
    if (program >= 0) f.program_state = ProgramState(program);
    QCOMPARE(runner::runEnd(f), expected);
    const RunEnd scene = runner::sceneEnd(goal, time_s, limit_s);
    QCOMPARE(runner::isSceneEnd(scene), runner::isSceneEnd(expected));
    QCOMPARE(runner::isSceneEnd(expected),
             expected == RunEnd::GoalReached || expected == RunEnd::TimeUp);
}

void TestRunEnd::timeLimitOfARealRun() {
    // A program that never ends, with a 0.5 s limit given as a grading job gives it.
    runner::RunSetup setup;
    setup.robot = "line_follower";
    setup.scene = "line_challenge";
    setup.program_source = "while true do wait(0.01) end";
    auto r = runner::SimulationRunner::create(setup);
    QVERIFY_OK(r);
    runner::SimulationRunner& run = *r.value();
    QCOMPARE(runner::runEnd(runner::runFacts(run, 0.5)), RunEnd::None);
    QVERIFY_OK(run.run(0.25));
    QCOMPARE(runner::runEnd(runner::runFacts(run, 0.5)), RunEnd::None);
    QVERIFY_OK(run.run(0.25));
    QCOMPARE(runner::runEnd(runner::runFacts(run, 0.5)), RunEnd::TimeUp);
    // Stopped by whoever paces it: the end stays TimeUp; without the limit it is Stopped.
    run.requestStop();
    (void)run.step();
    QVERIFY(run.isOver());
    QCOMPARE(runner::runEnd(runner::runFacts(run, 0.5)), RunEnd::TimeUp);
    QCOMPARE(runner::runEnd(runner::runFacts(run, 0.0)), RunEnd::Stopped);
    QVERIFY(!run.physicsFailed());
}

QTEST_GUILESS_MAIN(TestRunEnd)
#include "tst_run_end.moc"
