// SPDX-License-Identifier: GPL-3.0-or-later
// SimSession (session/sim_session.h) on a clock the test steps: the run follows the clock at the
// speed set, a backlog past 0.25 s is dropped, the real-time factor is measured on that clock,
// and each way a run ends is reported (runner::runEnd).
#include <QSignalSpy>
#include <QtTest>

#include "botlab_test.h"

#include "botlab/runner/models.h"
#include "botlab/runner/simulation_runner.h"
#include "session/real_time_pacer.h"
#include "session/sim_session.h"

using namespace botlab;
using namespace botlab::gui;

Q_DECLARE_METATYPE(botlab::runner::RunEnd)

class TestSimSession : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void followsTheClock_data();
    void followsTheClock();
    void dropsTheBacklog();
    void runEnds_data();
    void runEnds();
    void rewindsFromACheckpoint_data();
    void rewindsFromACheckpoint();

private:
    std::shared_ptr<const runner::LoadedModels> models_;
};

namespace {

constexpr const char* kForever = "while true do wait(0.01) end";

/// Loads the models into `session` and starts `program`; false when that failed.
bool start(SimSession& session, const std::shared_ptr<const runner::LoadedModels>& models,
           const QString& program) {
    QSignalSpy loaded(&session, &SimSession::loaded);
    session.load(models);
    // The worker may emit `loaded` before a wait() would start listening: wait for the count.
    if (!QTest::qWaitFor([&] { return loaded.count() > 0; }, 20000) ||
        !loaded.first().first().toString().isEmpty())
        return false;
    session.run(program);
    return QTest::qWaitFor([&] { return session.latest().has_program; }, 10000);
}

/// Steps `clock` by `total_s` in steps of `step_s`, each time waiting until the session reached
/// the target (`t0_s` + speed * elapsed, to within one physics step).
bool advance(ManualClock& clock, SimSession& session, double t0_s, double speed, double total_s,
             double step_s) {
    const int n = int(std::lround(total_s / step_s));
    for (int i = 1; i <= n; ++i) {
        clock.advance_s(step_s);
        const double target = t0_s + speed * step_s * i;
        if (!QTest::qWaitFor([&] { return session.latest().sim_time_s >= target - 0.0015; }, 20000))
            return false;
    }
    return true;
}

}  // namespace

void TestSimSession::initTestCase() {
    auto m = runner::loadModels(QStringLiteral("line_follower"), QStringLiteral("line_challenge"));
    QVERIFY_OK(m);
    models_ = m.value();
}

void TestSimSession::followsTheClock_data() {
    QTest::addColumn<double>("speed");
    QTest::addColumn<double>("wall_s");
    QTest::addColumn<double>("step_s");  // clock step
    QTest::newRow("real time") << 1.0 << 1.0 << 0.05;
    QTest::newRow("quarter speed") << 0.25 << 1.0 << 0.1;
    QTest::newRow("4x") << 4.0 << 0.5 << 0.05;
}

void TestSimSession::followsTheClock() {
    QFETCH(double, speed);
    QFETCH(double, wall_s);
    QFETCH(double, step_s);
    ManualClock clock;  // outlives the session
    SimSession session;
    session.setClock(clock.clock());
    session.setSpeed(speed);
    QVERIFY(start(session, models_, kForever));
    QTRY_VERIFY(session.latest().running);
    // The clock stands still: so does the run.
    QTest::qWait(100);
    QCOMPARE(session.latest().sim_time_s, 0.0);
    QVERIFY(advance(clock, session, 0.0, speed, wall_s, step_s));
    const runner::Snapshot s = session.latest();
    const double expected = speed * wall_s;
    QVERIFY2(std::abs(s.sim_time_s - expected) <= 0.0015,
             qPrintable(QStringLiteral("%1 vs %2").arg(s.sim_time_s).arg(expected)));
    // The real-time factor, measured over the last 0.5 s of the stepped clock (its oldest
    // sample may be of a tick that had not yet caught up).
    QVERIFY2(std::abs(s.real_time_factor - speed) < 0.1 * speed,
             qPrintable(QString::number(s.real_time_factor)));
    QVERIFY(s.running);
}

void TestSimSession::dropsTheBacklog() {
    ManualClock clock;
    SimSession session;
    session.setClock(clock.clock());
    QVERIFY(start(session, models_, kForever));
    QTRY_VERIFY(session.latest().running);
    QVERIFY(advance(clock, session, 0.0, 1.0, 0.2, 0.05));
    const double t0 = session.latest().sim_time_s;
    // A stall of 2 s (a slow machine): the run does not catch up, it goes on from where it was.
    clock.advance_s(2.0);
    QTest::qWait(200);
    QVERIFY2(session.latest().sim_time_s < t0 + 0.01,
             qPrintable(QString::number(session.latest().sim_time_s)));
    QVERIFY(advance(clock, session, t0, 1.0, 0.1, 0.05));
    QVERIFY2(std::abs(session.latest().sim_time_s - (t0 + 0.1)) <= 0.0015,
             qPrintable(QString::number(session.latest().sim_time_s)));
}

void TestSimSession::runEnds_data() {
    QTest::addColumn<QString>("program");
    QTest::addColumn<bool>("stop");
    QTest::addColumn<runner::RunEnd>("expected");
    QTest::newRow("program ended") << "wait(0.05)" << false << runner::RunEnd::ProgramEnded;
    QTest::newRow("program failed")
        << "wait(0.05) error('no')" << false << runner::RunEnd::ProgramFailed;
    QTest::newRow("stopped") << kForever << true << runner::RunEnd::Stopped;
}

void TestSimSession::runEnds() {
    QFETCH(QString, program);
    QFETCH(bool, stop);
    QFETCH(runner::RunEnd, expected);
    ManualClock clock;
    SimSession session;
    session.setClock(clock.clock());
    QVERIFY(start(session, models_, program));
    QTRY_VERIFY(session.latest().running);
    if (stop) {
        QVERIFY(advance(clock, session, 0.0, 1.0, 0.1, 0.05));
        QVERIFY(!session.latest().over);
        session.stop();
    } else {
        clock.advance_s(0.2);  // the program ends on its own at 0.05 s
    }
    QTRY_VERIFY(session.latest().over);
    const runner::Snapshot s = session.latest();
    QCOMPARE(s.end, expected);
    QVERIFY(!s.running);
    QVERIFY(s.score.has_value());
}

void TestSimSession::rewindsFromACheckpoint_data() {
    // Where to seek to, as a fraction of the run so far (-1: the worst instant, 1 ms before the
    // last checkpoint, 9.999 s after the one before it).
    QTest::addColumn<double>("fraction");
    QTest::addColumn<double>("before_end_s");
    QTest::newRow("worst instant") << -1.0 << 0.001;
    QTest::newRow("near the end") << 1.0 << 0.001;
    QTest::newRow("middle") << 0.5 << 0.0;
    QTest::newRow("early") << 0.05 << 0.0;
}

// The time slider's seek (SimSession::seek) of a 60 s line-follow run goes backwards through the
// Rewinder's checkpoints: quick (<= 0.5 s from the seek to the snapshot shown) and exact (the
// state hash equals a fresh run's at that instant).
void TestSimSession::rewindsFromACheckpoint() {
    QFETCH(double, fraction);
    QFETCH(double, before_end_s);
    QFile f(QStringLiteral(BOTLAB_SOURCE_DIR "/examples/line_follower.lua"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    // Keep driving after the end of the line (the example stops there), so the run lasts.
    QString program = QString::fromUtf8(f.readAll());
    program.replace(QStringLiteral("then break end"), QStringLiteral("then lost_since = nil end"));
    // Slower, so that the run lasts 60 s before the finish (the goal ends the run).
    program.replace(QStringLiteral("local BASE = 45"), QStringLiteral("local BASE = 10"));
    program.replace(QStringLiteral("local KP = 0.45"), QStringLiteral("local KP = 0.1"));
    SimSession session;
    session.setSpeed(0.0);  // as fast as possible
    QVERIFY(start(session, models_, program));
    QVERIFY(QTest::qWaitFor(
        [&] { return session.timeline().end_s >= 60.0 || session.latest().over; }, 60000));
    session.pause();
    QTRY_VERIFY(!session.latest().running);
    const double end_s = session.timeline().end_s;
    QVERIFY2(end_s >= 30.0, qPrintable(QString::number(end_s)));
    // The checkpoints every 10 s are built while the run holds still.
    const int expected = int(std::ceil(end_s / SimSession::kCheckpointEvery_s)) - 1;
    QTRY_VERIFY_WITH_TIMEOUT(session.checkpointCount() >= expected, 30000);

    const double last_checkpoint_s =
        std::floor(end_s / SimSession::kCheckpointEvery_s) * SimSession::kCheckpointEvery_s;
    const double target_s = (fraction < 0.0 ? last_checkpoint_s : fraction * end_s) - before_end_s;
    const std::uint64_t serial = session.serial();
    QElapsedTimer took;
    took.start();
    session.seek(target_s);
    QVERIFY(QTest::qWaitFor(
        [&] {
            return session.serial() != serial &&
                   std::abs(session.latest().sim_time_s - target_s) < 0.0015;
        },
        10000));
    const qint64 ms = took.elapsed();
    qInfo("seek from %.3f s back to %.3f s: %lld ms (worker %lld ms), %d checkpoints", end_s,
          target_s, ms, session.lastSeekMs(), session.checkpointCount());
    QVERIFY2(ms <= 500, qPrintable(QString::number(ms)));

    // Exact: a fresh run of the same program stepped to that instant has the same state.
    runner::RunOptions options;
    options.program_source = program.toStdString();
    auto fresh = runner::SimulationRunner::create(models_, options);
    QVERIFY_OK(fresh);
    runner::SimulationRunner& r = *fresh.value();
    r.setDebugging(true);
    const auto step = std::llround(session.latest().sim_time_s / r.simulation().step_s());
    while (r.simulation().stepCount() < step) QVERIFY(r.step().ok());
    QTRY_VERIFY(session.debugState().state_hash != 0);
    QCOMPARE(session.debugState().state_hash, r.simulation().stateHash());
}

QTEST_GUILESS_MAIN(TestSimSession)
#include "tst_sim_session.moc"
