// SPDX-License-Identifier: GPL-3.0-or-later
// RealTimePacer (session/real_time_pacer.h) on a stepped clock: the target simulated time for a
// wall time, the dropped backlog, and the real-time ratio over its window, against numbers
// computed by hand.
#include <QtTest>

#include "session/real_time_pacer.h"

using namespace botlab::gui;

class TestRealTimePacer : public QObject {
    Q_OBJECT
private slots:
    void target_data();
    void target();
    void dropsTheBacklog_data();
    void dropsTheBacklog();
    void ratioOverTheWindow();
    void manualClockOnTheWorker();
};

void TestRealTimePacer::target_data() {
    QTest::addColumn<double>("anchor_sim_s");
    QTest::addColumn<double>("wall_s");
    QTest::addColumn<double>("speed");
    QTest::addColumn<double>("expected_s");
    QTest::newRow("at the anchor") << 0.0 << 0.0 << 1.0 << 0.0;
    QTest::newRow("real time, 0.1 s") << 0.0 << 0.1 << 1.0 << 0.1;
    QTest::newRow("anchored at 2 s") << 2.0 << 0.2 << 1.0 << 2.2;
    QTest::newRow("4x, 0.05 s") << 1.0 << 0.05 << 4.0 << 1.2;
    QTest::newRow("quarter speed") << 0.0 << 0.2 << 0.25 << 0.05;
    QTest::newRow("8x, 0.25 s") << 0.0 << 0.25 << 8.0 << 2.0;
}

void TestRealTimePacer::target() {
    QFETCH(double, anchor_sim_s);
    QFETCH(double, wall_s);
    QFETCH(double, speed);
    QFETCH(double, expected_s);
    ManualClock clock;
    clock.advance_s(17.0);  // any origin
    RealTimePacer pacer(clock.clock());
    pacer.anchor(anchor_sim_s);
    clock.advance_s(wall_s);
    // The simulation kept up (it is at the target), so nothing is dropped.
    const double t = pacer.target_s(expected_s, speed);
    QVERIFY2(std::abs(t - expected_s) < 1e-9, qPrintable(QString::number(t, 'g', 12)));
    QCOMPARE(pacer.lagCount(), 0);
}

void TestRealTimePacer::dropsTheBacklog_data() {
    QTest::addColumn<double>("wall_s");
    QTest::addColumn<double>("speed");
    QTest::addColumn<double>("sim_s");  // where the simulation is
    QTest::addColumn<bool>("dropped");
    // Target 0.25: exactly the allowed lag (0.25 s * speed), kept.
    QTest::newRow("at the limit") << 0.25 << 1.0 << 0.0 << false;
    QTest::newRow("just over") << 0.26 << 1.0 << 0.0 << true;
    QTest::newRow("behind 0.2 of 0.3") << 0.3 << 1.0 << 0.1 << false;
    // 4x: the lag allowed is 1 s of simulated time.
    QTest::newRow("4x, 0.9 s behind") << 0.25 << 4.0 << 0.1 << false;
    QTest::newRow("4x, 1.2 s behind") << 0.3 << 4.0 << 0.0 << true;
}

void TestRealTimePacer::dropsTheBacklog() {
    QFETCH(double, wall_s);
    QFETCH(double, speed);
    QFETCH(double, sim_s);
    QFETCH(bool, dropped);
    ManualClock clock;
    RealTimePacer pacer(clock.clock());
    pacer.anchor(0.0);
    clock.advance_s(wall_s);
    const double t = pacer.target_s(sim_s, speed);
    QCOMPARE(pacer.lagCount(), dropped ? 1 : 0);
    if (dropped) {
        // Re-anchored where the simulation is: it goes on from there at the speed.
        QCOMPARE(t, sim_s);
        clock.advance_s(0.1);
        QVERIFY(std::abs(pacer.target_s(sim_s, speed) - (sim_s + 0.1 * speed)) < 1e-9);
    } else {
        QVERIFY(std::abs(t - wall_s * speed) < 1e-9);
    }
}

void TestRealTimePacer::ratioOverTheWindow() {
    ManualClock clock;
    RealTimePacer pacer(clock.clock(), {0.25, 500'000'000});
    QCOMPARE(pacer.ratio(), 0.0);  // no samples
    pacer.sample(0.0, 0);
    QCOMPARE(pacer.ratio(), 0.0);  // one sample: no span
    // 0.1 s of wall time per sample, the simulation going at half speed (0.05 s, 25 steps).
    for (int i = 1; i <= 10; ++i) {
        clock.advance_s(0.1);
        pacer.sample(0.05 * i, 25 * i);
    }
    // The window keeps the samples of the last 0.5 s: 0.5 s of wall time.
    QVERIFY(std::abs(pacer.windowSpan_s() - 0.5) < 1e-9);
    QVERIFY(std::abs(pacer.ratio() - 0.5) < 1e-9);
    QVERIFY(std::abs(pacer.stepsPerSecond() - 250.0) < 1e-6);
    // Now twice real time: after 0.5 s more the window holds only the fast part.
    for (int i = 1; i <= 5; ++i) {
        clock.advance_s(0.1);
        pacer.sample(0.5 + 0.2 * i, 250 + 100 * i);
    }
    QVERIFY(std::abs(pacer.ratio() - 2.0) < 1e-9);
    QVERIFY(std::abs(pacer.stepsPerSecond() - 1000.0) < 1e-6);
    // A mix: 0.2 s more at real time, the window spans 0.3 s fast and 0.2 s real time.
    clock.advance_s(0.1);
    pacer.sample(1.6, 1);
    clock.advance_s(0.1);
    pacer.sample(1.7, 1);
    QVERIFY2(std::abs(pacer.ratio() - (0.6 + 0.2) / 0.5) < 1e-9,
             qPrintable(QString::number(pacer.ratio())));
    pacer.clearWindow();
    QCOMPARE(pacer.ratio(), 0.0);
}

void TestRealTimePacer::manualClockOnTheWorker() {
    // The clock is read on another thread than the one that steps it.
    ManualClock clock;
    RealTimePacer pacer(clock.clock());
    pacer.anchor(0.0);
    std::atomic<double> seen{-1.0};
    QThread* t = QThread::create([&] { seen = pacer.target_s(0.2); });
    clock.advance_s(0.2);
    t->start();
    QVERIFY(t->wait(5000));
    delete t;
    QVERIFY(std::abs(seen.load() - 0.2) < 1e-9);
}

QTEST_GUILESS_MAIN(TestRealTimePacer)
#include "tst_real_time_pacer.moc"
