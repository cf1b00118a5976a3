// SPDX-License-Identifier: GPL-3.0-or-later
// The Cockpit's Speed gauge (issue 28's loose end: it read -0.22 m/s while the manned hexapod
// walked forward): the body's displacement along its heading over the last 0.5 s.
#include <QtTest>
#include <cmath>
#include <numbers>

#include "session/forward_speed.h"

using namespace botlab;
using namespace botlab::gui;

class TestForwardSpeed : public QObject {
    Q_OBJECT
private slots:
    void averagesOverHalfASecond_data();
    void averagesOverHalfASecond();
    void startsAfreshWhenTimeGoesBack();
    void yawRateWithoutRipple_data();
    void yawRateWithoutRipple();
};

void TestForwardSpeed::averagesOverHalfASecond_data() {
    QTest::addColumn<double>("speed");    // m/s along the heading
    QTest::addColumn<double>("sway");     // amplitude (m) of a back-and-forth at 2 Hz
    QTest::addColumn<double>("yaw_deg");  // heading, counter-clockwise seen from above
    QTest::addColumn<double>("expected");
    // A sway of 5 cm at 2 Hz alone swings the instantaneous speed by +-0.63 m/s; over 0.5 s
    // (one whole period) it cancels.
    QTest::newRow("walking ahead, swaying") << 0.3 << 0.05 << 0.0 << 0.3;
    QTest::newRow("steady") << 0.45 << 0.0 << 0.0 << 0.45;
    QTest::newRow("heading 90 deg (world -Z)") << 0.3 << 0.05 << 90.0 << 0.3;
    QTest::newRow("backwards") << -0.2 << 0.05 << 30.0 << -0.2;
    QTest::newRow("standing, swaying") << 0.0 << 0.05 << 0.0 << 0.0;
}

void TestForwardSpeed::averagesOverHalfASecond() {
    QFETCH(double, speed);
    QFETCH(double, sway);
    QFETCH(double, yaw_deg);
    QFETCH(double, expected);
    const double yaw = yaw_deg * std::numbers::pi / 180.0;
    const sim::Quat q(Eigen::AngleAxisd(yaw, sim::Vec3::UnitY()));
    const sim::Vec3 ahead = q * sim::Vec3::UnitX();
    ForwardSpeed gauge;
    double minInstant = 1e9;
    for (int k = 0; k <= 1000; ++k) {  // 2 s at 500 Hz
        const double t = k * 0.002;
        const double along = speed * t + sway * std::sin(2 * std::numbers::pi * 2.0 * t);
        gauge.add(t, sim::Pose{sim::Vec3(1.0, 0.5, -2.0) + ahead * along, q});
        minInstant = std::min(minInstant, speed + sway * 4 * std::numbers::pi *
                                                      std::cos(2 * std::numbers::pi * 2.0 * t));
        if (t >= ForwardSpeed::kWindow_s)
            QVERIFY2(std::abs(gauge.speed_m_s() - expected) < 0.01,
                     qPrintable(QStringLiteral("t %1 s: %2 m/s").arg(t).arg(gauge.speed_m_s())));
    }
    if (sway > 0 && speed > 0) QVERIFY(minInstant < 0.0);  // the body itself did go back
}

void TestForwardSpeed::startsAfreshWhenTimeGoesBack() {
    ForwardSpeed gauge;
    QCOMPARE(gauge.speed_m_s(), 0.0);
    for (int k = 0; k <= 100; ++k)
        gauge.add(k * 0.01, sim::Pose::fromTranslation(sim::Vec3(0.4 * k * 0.01, 0, 0)));
    QVERIFY(std::abs(gauge.speed_m_s() - 0.4) < 1e-9);
    gauge.add(0.0, sim::Pose::fromTranslation(sim::Vec3(5, 0, 0)));  // a reset
    QCOMPARE(gauge.speed_m_s(), 0.0);
    gauge.add(0.1, sim::Pose::fromTranslation(sim::Vec3(5.02, 0, 0)));
    QVERIFY(std::abs(gauge.speed_m_s() - 0.2) < 1e-9);
}

void TestForwardSpeed::yawRateWithoutRipple_data() {
    QTest::addColumn<double>("rate");    // deg/s, counter-clockwise seen from above
    QTest::addColumn<double>("ripple");  // amplitude (deg) of a yaw swing at 2 Hz
    QTest::addColumn<double>("expected");
    // Standing, a 1 deg swing at 2 Hz alone reads up to +-12.6 deg/s on the IMU; the gauge 0.
    QTest::newRow("standing, rippling") << 0.0 << 1.0 << 0.0;
    QTest::newRow("turning left, rippling") << 10.0 << 2.0 << 10.0;
    QTest::newRow("turning right") << -25.0 << 0.5 << -25.0;
    QTest::newRow("through +-180 deg") << 200.0 << 0.0 << 200.0;
}

void TestForwardSpeed::yawRateWithoutRipple() {
    QFETCH(double, rate);
    QFETCH(double, ripple);
    QFETCH(double, expected);
    ForwardSpeed gauge;
    const double deg = std::numbers::pi / 180.0;
    for (int k = 0; k <= 1500; ++k) {  // 3 s at 500 Hz
        const double t = k * 0.002;
        const double yaw = (rate * t + ripple * std::sin(2 * std::numbers::pi * 2.0 * t)) * deg;
        gauge.add(t, sim::Pose{sim::Vec3(0.3 * t, 0.6, 0.0),
                               sim::Quat(Eigen::AngleAxisd(yaw, sim::Vec3::UnitY()))});
        if (t >= ForwardSpeed::kWindow_s)
            QVERIFY2(
                std::abs(gauge.yawRate_rad_s() / deg - expected) < 0.2,
                qPrintable(
                    QStringLiteral("t %1 s: %2 deg/s").arg(t).arg(gauge.yawRate_rad_s() / deg)));
    }
}

QTEST_MAIN(TestForwardSpeed)
#include "tst_forward_speed.moc"
