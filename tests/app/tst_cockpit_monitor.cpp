// SPDX-License-Identifier: GPL-3.0-or-later
// The Cockpit's real-time monitor (docs/cockpit.md, "The window") gets one point every 20 ms of
// simulated time, whatever the scene's physics rate: the manned hexapod's 500 Hz (seed 000's) as
// the built-in scenes' 1000 Hz, so that the acceleration peaks at touchdowns and the yaw ripple are
// drawn as finely at both rates. The drive runs on CockpitSession's worker, paced by a clock the
// test steps.
#include <QtTest>

#include <cmath>

#include "botlab/runner/models.h"
#include "session/cockpit_session.h"
#include "session/real_time_pacer.h"

using namespace botlab;
using namespace botlab::gui;

class TestCockpitMonitor : public QObject {
    Q_OBJECT
private slots:
    void monitorEvery20ms_data();
    void monitorEvery20ms();
};

void TestCockpitMonitor::monitorEvery20ms_data() {
    QTest::addColumn<QString>("robot");
    QTest::addColumn<QString>("scene");
    QTest::addColumn<double>("physics_hz");
    QTest::newRow("hexapod, 1000 Hz") << "hexapod"
                                      << "hexapod_field" << 1000.0;
    QTest::newRow("manned_hexapod, 500 Hz") << "manned_hexapod"
                                            << "manned_field" << 500.0;
}

void TestCockpitMonitor::monitorEvery20ms() {
    QFETCH(QString, robot);
    QFETCH(QString, scene);
    QFETCH(double, physics_hz);
    auto models = runner::loadModels(robot, scene);
    if (!models.ok()) QFAIL(models.message().c_str());
    ManualClock clock;  // outlives the session, whose worker reads it
    CockpitSession session;
    session.setClock(clock.clock());
    session.load(models.value(), {});
    QTRY_VERIFY_WITH_TIMEOUT(session.latest().loaded, 10000);
    QCOMPARE(session.latest().step_s, 1.0 / physics_hz);
    session.setInput({1.0, 0.0, 0.0});
    session.setRunning(true);
    QTRY_VERIFY_WITH_TIMEOUT(session.latest().running, 10000);
    // One second of walking, the clock stepped by 20 ms at a time.
    for (int i = 0; i < 50; ++i) {
        clock.advance_ns(20'000'000);
        const double now_s = double(clock.now_ns()) * 1e-9;
        QVERIFY(QTest::qWaitFor(
            [&] { return session.latest().sample.t_s >= now_s - 1.5 / physics_hz; }, 10000));
    }
    const std::vector<MonitorPoint> points = session.takeMonitor();
    QVERIFY2(points.size() >= 49 && points.size() <= 51,
             qPrintable(QStringLiteral("%1 points in 1 s").arg(points.size())));
    for (std::size_t i = 1; i < points.size(); ++i)
        QVERIFY2(std::abs(points[i].t_s - points[i - 1].t_s - 0.02) < 1e-9,
                 qPrintable(QStringLiteral("points at %1 s and %2 s")
                                .arg(points[i - 1].t_s)
                                .arg(points[i].t_s)));
    QCOMPARE(points.back().realtime_steps_per_s, physics_hz);
}

QTEST_GUILESS_MAIN(TestCockpitMonitor)
#include "tst_cockpit_monitor.moc"
