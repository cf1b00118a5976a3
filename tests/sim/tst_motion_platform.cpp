// SPDX-License-Identifier: GPL-3.0-or-later
// The 3-DOF motion platform (seed 000, formula 10) and its washout filter.
#include <QtTest>

#include "botlab_test.h"

#include <cmath>

#include "botlab/sim/motion_platform.h"

using namespace botlab::sim;
using botlab::Result;

class TestMotionPlatform : public QObject {
    Q_OBJECT
private slots:
    void inverseKinematics_data();
    void inverseKinematics();
    void roundTrip_data();
    void roundTrip();
    void unreachable();
    void washoutReturnsToNeutral_data();
    void washoutReturnsToNeutral();
    void heldTiltWithoutWashout();
    void clampsAndFlags_data();
    void clampsAndFlags();
};

void TestMotionPlatform::inverseKinematics_data() {
    QTest::addColumn<double>("heave");
    QTest::addColumn<double>("roll");
    QTest::addColumn<double>("pitch");
    QTest::addColumn<double>("d1");
    QTest::addColumn<double>("d2");
    QTest::addColumn<double>("d3");
    // L = 0.8, W = 0.7, l = 0.25 m. Level: every cylinder is z_h - l.
    QTest::newRow("level") << 0.55 << 0.0 << 0.0 << 0.30 << 0.30 << 0.30;
    QTest::newRow("level, raised") << 0.60 << 0.0 << 0.0 << 0.35 << 0.35 << 0.35;
    // Pure roll 0.1 rad: d1 unchanged; d2 = z + W/2 sin a - sqrt(l^2 - (W/2 (1 - cos a))^2)
    // = 0.55 + 0.0349416958 - 0.2499938851; d3 with - W/2 sin a.
    QTest::newRow("pure roll") << 0.55 << 0.1 << 0.0 << 0.30 << 0.3349478108 << 0.2650644190;
    // Pure pitch 0.1 rad: d1 = z - L/2 sin b - sqrt(l^2 - (L/2 (1 - cos b))^2)
    // = 0.55 - 0.0399333666 - 0.2499920133; d2 = d3 = z + L/2 sin b - the same root.
    QTest::newRow("pure pitch") << 0.55 << 0.0 << 0.1 << 0.2600746201 << 0.3399413535
                                << 0.3399413535;
    QTest::newRow("combined") << 0.60 << 0.05 << -0.08 << 0.3819343068 << 0.3355727463
                              << 0.3005929185;
}

void TestMotionPlatform::inverseKinematics() {
    QFETCH(double, heave);
    QFETCH(double, roll);
    QFETCH(double, pitch);
    QFETCH(double, d1);
    QFETCH(double, d2);
    QFETCH(double, d3);
    Result<ActuatorLengths> d = platformInverseKinematics({}, {heave, roll, pitch});
    QVERIFY_OK(d);
    QVERIFY(std::abs((*d)[0] - d1) < 1e-9);
    QVERIFY(std::abs((*d)[1] - d2) < 1e-9);
    QVERIFY(std::abs((*d)[2] - d3) < 1e-9);
}

void TestMotionPlatform::roundTrip_data() {
    QTest::addColumn<double>("heave");
    QTest::addColumn<double>("roll");
    QTest::addColumn<double>("pitch");
    QTest::newRow("level") << 0.55 << 0.0 << 0.0;
    QTest::newRow("roll") << 0.55 << 0.15 << 0.0;
    QTest::newRow("pitch") << 0.52 << 0.0 << -0.18;
    QTest::newRow("all") << 0.61 << -0.12 << 0.2;
    QTest::newRow("large") << 0.48 << 0.35 << -0.3;
}

void TestMotionPlatform::roundTrip() {
    QFETCH(double, heave);
    QFETCH(double, roll);
    QFETCH(double, pitch);
    const PlatformGeometry g;
    Result<ActuatorLengths> d = platformInverseKinematics(g, {heave, roll, pitch});
    QVERIFY_OK(d);
    Result<PlatformPose> p = platformForwardKinematics(g, *d);
    QVERIFY_OK(p);
    QVERIFY(std::abs(p->heave_m - heave) < 1e-9);
    QVERIFY(std::abs(p->roll_rad - roll) < 1e-9);
    QVERIFY(std::abs(p->pitch_rad - pitch) < 1e-9);
    // And the other way round: lengths -> pose -> the same lengths.
    Result<ActuatorLengths> back = platformInverseKinematics(g, *p);
    for (int i = 0; i < 3; ++i) QVERIFY(std::abs((*back)[i] - (*d)[i]) < 1e-11);
}

void TestMotionPlatform::unreachable() {
    // A roll of 1.5 rad moves the rear joints sideways by more than the 0.25 m rods.
    QVERIFY(!platformInverseKinematics({}, {0.55, 1.5, 0.0}).ok());
    QVERIFY(!platformInverseKinematics({}, {0.55, std::nan(""), 0.0}).ok());
    // Cylinder lengths no seat pose gives (front 1 m above the rear).
    QVERIFY(!platformForwardKinematics({}, {1.3, 0.3, 0.3}).ok());
}

void TestMotionPlatform::washoutReturnsToNeutral_data() {
    QTest::addColumn<double>("roll");
    QTest::addColumn<double>("pitch");
    QTest::addColumn<double>("accel");
    QTest::newRow("acceleration step") << 0.0 << 0.0 << 2.0;
    QTest::newRow("roll step") << 0.1 << 0.0 << 0.0;
    QTest::newRow("pitch step") << 0.0 << -0.1 << 0.0;
    QTest::newRow("all") << -0.05 << 0.08 << -3.0;
}

void TestMotionPlatform::washoutReturnsToNeutral() {
    QFETCH(double, roll);
    QFETCH(double, pitch);
    QFETCH(double, accel);
    MotionCueing c;
    const PlatformCommand n = c.neutral();
    QCOMPARE(n.pose.heave_m, 0.55);
    const double dt = 0.002;  // 500 Hz physics
    double peak_heave = 0.0, peak_roll = 0.0, peak_pitch = 0.0;
    for (int i = 0; i < 500; ++i) {  // the first second of a held step
        const PlatformCommand& p = c.update(dt, roll, pitch, accel);
        peak_heave = std::max(peak_heave, std::abs(p.pose.heave_m - 0.55));
        peak_roll = std::max(peak_roll, std::abs(p.pose.roll_rad));
        peak_pitch = std::max(peak_pitch, std::abs(p.pose.pitch_rad));
    }
    // The step is felt: the seat moves (heave: k a / w_n^2 order, 2 cm per m/s^2 at most).
    if (accel != 0.0) QVERIFY(peak_heave > 0.002 * std::abs(accel));
    if (roll != 0.0) QVERIFY(peak_roll > 0.5 * std::abs(roll));
    if (pitch != 0.0) QVERIFY(peak_pitch > 0.5 * std::abs(pitch));
    for (int i = 0; i < 500 * 40; ++i) c.update(dt, roll, pitch, accel);  // held 40 s more
    const PlatformCommand& p = c.command();
    QVERIFY2(std::abs(p.pose.heave_m - 0.55) < 1e-4, qPrintable(QString::number(p.pose.heave_m)));
    QVERIFY(std::abs(p.pose.roll_rad) < 1e-4);
    QVERIFY(std::abs(p.pose.pitch_rad) < 1e-4);
    for (int i = 0; i < 3; ++i) QVERIFY(std::abs(p.lengths[i] - 0.30) < 1e-3);
    QCOMPARE(p.clamp, std::uint32_t(kClampNone));
}

void TestMotionPlatform::heldTiltWithoutWashout() {
    CueingSettings s;
    s.attitude_washout_s = 0.0;
    MotionCueing c(s);
    for (int i = 0; i < 5000; ++i) c.update(0.002, 0.1, 0.05, 0.0);
    // The seat holds the body's tilt: roll as is, pitch with the platform's sign (nose up =
    // front up = negative platform pitch).
    QVERIFY(std::abs(c.command().pose.roll_rad - 0.1) < 1e-9);
    QVERIFY(std::abs(c.command().pose.pitch_rad + 0.05) < 1e-9);
    // The front cylinder is longer than the rear ones when the nose is up.
    QVERIFY(c.command().lengths[0] > c.command().lengths[1]);
}

void TestMotionPlatform::clampsAndFlags_data() {
    QTest::addColumn<double>("roll");
    QTest::addColumn<double>("pitch");
    QTest::addColumn<uint>("flag");
    QTest::addColumn<double>("roll_out");
    QTest::addColumn<double>("pitch_out");
    const double m = PlatformLimits{}.roll_max_rad;
    QTest::newRow("roll beyond") << 0.5 << 0.0 << uint(kClampRoll) << m << 0.0;
    QTest::newRow("roll beyond, negative") << -0.5 << 0.0 << uint(kClampRoll) << -m << 0.0;
    QTest::newRow("pitch beyond") << 0.0 << 0.4 << uint(kClampPitch) << 0.0 << -m;
    QTest::newRow("within") << 0.1 << 0.0 << uint(kClampNone) << 0.1 << 0.0;
}

void TestMotionPlatform::clampsAndFlags() {
    QFETCH(double, roll);
    QFETCH(double, pitch);
    QFETCH(uint, flag);
    QFETCH(double, roll_out);
    QFETCH(double, pitch_out);
    CueingSettings s;
    s.attitude_washout_s = 0.0;
    MotionCueing c(s);
    // The first step is rate-limited: 0.7 rad/s * 2 ms.
    const PlatformCommand first = c.update(0.002, roll, pitch, 0.0);
    if (roll != 0.0) {
        QVERIFY(first.clamp & kClampRate);
        QVERIFY(std::abs(std::abs(first.pose.roll_rad) - 0.0014) < 1e-12);
    }
    for (int i = 0; i < 2000; ++i) c.update(0.002, roll, pitch, 0.0);
    const PlatformCommand& p = c.command();
    QCOMPARE(uint(p.clamp) & ~uint(kClampStroke), flag);
    // The stroke limits (0.20 .. 0.40 m) hold whatever was asked.
    for (double d : p.lengths) QVERIFY(d >= 0.20 - 1e-9 && d <= 0.40 + 1e-9);
    if (!(p.clamp & kClampStroke)) {
        QVERIFY(std::abs(p.pose.roll_rad - roll_out) < 1e-9);
        QVERIFY(std::abs(p.pose.pitch_rad - pitch_out) < 1e-9);
    }
}

QTEST_GUILESS_MAIN(TestMotionPlatform)
#include "tst_motion_platform.moc"
