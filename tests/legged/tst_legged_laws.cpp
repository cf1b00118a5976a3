// SPDX-License-Identifier: GPL-3.0-or-later
// Pure parts of the legged robots: leg kinematics (seed 002's D-H FK/IK, the quadruped and wheel
// legs), gait timing (seed 002's speed ratios, seed 001's trot), the soft-terrain laws (seed 000)
// and recursive Newton-Euler inverse dynamics (seed 001) against closed forms.
#include <QTest>

#include "botlab_test.h"

#include <cmath>

#include "botlab/sim/legged/gait.h"
#include "botlab/sim/legged/kinematics.h"
#include "botlab/sim/legged/rnea.h"
#include "botlab/sim/legged/soft_contact.h"

using namespace botlab::sim;
using namespace botlab::sim::legged;

class TestLeggedLaws : public QObject {
    Q_OBJECT
private slots:
    void hexapodFkMatchesPaper();
    void hexapodIkInvertsFk_data();
    void hexapodIkInvertsFk();
    void hexapodIkRejectsUnreachable();
    void quadrupedInitialPose();
    void quadrupedIkInvertsFk_data();
    void quadrupedIkInvertsFk();
    void wheelLegIkInvertsFk_data();
    void wheelLegIkInvertsFk();
    void quinticBoundaries();
    void swingPaths();
    void swingGoesFromTo_data();
    void swingGoesFromTo();
    void hexapodGaitPhases_data();
    void hexapodGaitPhases();
    void hexapodGaitSpeedRatios();
    void trotPairsInAntiphase();
    void gaitComesToRestAfterStop_data();
    void gaitComesToRestAfterStop();
    void supportFootMovesOnArcWhenTurning();
    void huntCrossley_data();
    void huntCrossley();
    void shearLaw_data();
    void shearLaw();
    void layeredGround();
    void unknownTerrain();
    void softContactStableAtOneMs_data();
    void softContactStableAtOneMs();
    void rneaTwoLinkClosedForm_data();
    void rneaTwoLinkClosedForm();
    void rneaTipForceIsJacobianTranspose();
};

void TestLeggedLaws::hexapodFkMatchesPaper() {
    const HexapodLegGeometry g;
    // All joints at 0: the leg stretched out, x = L1 + L2 + L3 = 235 mm.
    const Vec3 p0 = hexapodLegFk(g, Vec3::Zero());
    QVERIFY(std::abs(p0.x() - 0.235) < 1e-12);
    QVERIFY(std::abs(p0.z()) < 1e-12);
    // Formula (5) at theta = (30, 20, -90) degrees, evaluated by hand.
    const double t1 = M_PI / 6, t2 = M_PI / 9, t3 = -M_PI / 2;
    const double reach = 0.130 * std::cos(t2 + t3) + 0.100 * std::cos(t2) + 0.005;
    const Vec3 p = hexapodLegFk(g, Vec3(t1, t2, t3));
    QVERIFY(std::abs(p.x() - std::cos(t1) * reach) < 1e-12);
    QVERIFY(std::abs(p.y() - std::sin(t1) * reach) < 1e-12);
    QVERIFY(std::abs(p.z() - (0.130 * std::sin(t2 + t3) + 0.100 * std::sin(t2))) < 1e-12);
}

void TestLeggedLaws::hexapodIkInvertsFk_data() {
    QTest::addColumn<double>("t1");
    QTest::addColumn<double>("t2");
    QTest::addColumn<double>("t3");
    // A grid over the workspace of the knee-down branch (theta3 in (-pi, 0)).
    for (double t1 : {-0.9, -0.3, 0.0, 0.4, 1.0})
        for (double t2 : {-0.8, -0.2, 0.3, 0.9})
            for (double t3 : {-2.6, -1.6, -0.9, -0.2}) {
                // Only the IK's branch: the foot in front of the coxa.
                if (hexapodLegFk(HexapodLegGeometry{}, Vec3(t1, t2, t3)).x() <= 0.0) continue;
                const QByteArray name = QByteArray::number(t1) + "/" + QByteArray::number(t2) +
                                        "/" + QByteArray::number(t3);
                QTest::newRow(name.constData()) << t1 << t2 << t3;
            }
}

void TestLeggedLaws::hexapodIkInvertsFk() {
    QFETCH(double, t1);
    QFETCH(double, t2);
    QFETCH(double, t3);
    const HexapodLegGeometry g;
    const Vec3 q(t1, t2, t3);
    const Vec3 p = hexapodLegFk(g, q);
    const auto back = hexapodLegIk(g, p);
    QVERIFY(back.has_value());
    QVERIFY2(
        (*back - q).norm() < 1e-9,
        qPrintable(QString("IK gave %1 %2 %3").arg((*back)[0]).arg((*back)[1]).arg((*back)[2])));
}

void TestLeggedLaws::hexapodIkRejectsUnreachable() {
    const HexapodLegGeometry g;
    QVERIFY(!hexapodLegIk(g, Vec3(0.3, 0.0, 0.0)).has_value());    // beyond L1 + L2 + L3
    QVERIFY(!hexapodLegIk(g, Vec3(0.006, 0.0, 0.0)).has_value());  // inside the folded leg
    QVERIFY(!hexapodLegIk(g, Vec3(-0.1, 0.0, -0.1)).has_value());  // behind the coxa
}

void TestLeggedLaws::quadrupedInitialPose() {
    // Seed 001's initial angles put the foot under the hip with the foot segment vertical.
    const QuadrupedLegGeometry g;
    const Eigen::Vector4d q0(0.0, 1.0472, 2.0944, 1.0472);
    const Vec3 p = quadrupedLegFk(g, q0);
    QVERIFY(std::abs(p.x()) < 1e-4);
    QVERIFY(std::abs(p.z()) < 1e-12);
    QVERIFY(std::abs(p.y() + (0.5 * g.thigh_m + 0.5 * g.shank_m + g.foot_m)) < 1e-4);
    const auto q = quadrupedLegIk(g, p);
    QVERIFY(q.has_value());
    QVERIFY((*q - q0).norm() < 1e-3);
}

void TestLeggedLaws::quadrupedIkInvertsFk_data() {
    QTest::addColumn<double>("abduction");
    QTest::addColumn<double>("flexion");
    QTest::addColumn<double>("knee");
    for (double a : {-0.3, 0.0, 0.25})
        for (double f : {0.6, 1.0472, 1.4})
            for (double k : {1.2, 2.0944, 2.6})
                QTest::newRow(qPrintable(QString("%1/%2/%3").arg(a).arg(f).arg(k))) << a << f << k;
}

void TestLeggedLaws::quadrupedIkInvertsFk() {
    QFETCH(double, abduction);
    QFETCH(double, flexion);
    QFETCH(double, knee);
    const QuadrupedLegGeometry g;
    // The IK's branch keeps the foot segment vertical: ankle = knee - flexion.
    const Eigen::Vector4d q(abduction, flexion, knee, knee - flexion);
    const auto back = quadrupedLegIk(g, quadrupedLegFk(g, q));
    QVERIFY(back.has_value());
    QVERIFY((*back - q).norm() < 1e-9);
}

void TestLeggedLaws::wheelLegIkInvertsFk_data() {
    QTest::addColumn<double>("yaw");
    QTest::addColumn<double>("hip");
    QTest::addColumn<double>("knee");
    for (double y : {-0.4, 0.0, 0.3})
        for (double h : {0.2, 0.7, 1.2})
            for (double k : {0.3, 1.0, 1.8})
                QTest::newRow(qPrintable(QString("%1/%2/%3").arg(y).arg(h).arg(k))) << y << h << k;
}

void TestLeggedLaws::wheelLegIkInvertsFk() {
    QFETCH(double, yaw);
    QFETCH(double, hip);
    QFETCH(double, knee);
    const WheelLegGeometry g;
    const Vec3 q(yaw, hip, knee);
    const Vec3 p = wheelLegFk(g, q);
    if (std::abs(p.x()) < 1e-6) QSKIP("wheel straight under the hip: yaw is free there");
    auto back = wheelLegIk(g, p);
    QVERIFY(back.has_value());
    // The IK keeps |yaw| < pi/2; a point reached with the leg plane turned around is the same.
    QVERIFY((wheelLegFk(g, *back) - p).norm() < 1e-9);
    if (p.x() > 0) QVERIFY((*back - q).norm() < 1e-9);
}

void TestLeggedLaws::quinticBoundaries() {
    QCOMPARE(quintic(0.0), 0.0);
    QCOMPARE(quintic(1.0), 1.0);
    QCOMPARE(quintic(0.5), 0.5);
    QCOMPARE(quinticRate(0.0), 0.0);
    QCOMPARE(quinticRate(1.0), 0.0);
    QCOMPARE(quinticAccel(0.0), 0.0);
    QCOMPARE(quinticAccel(1.0), 0.0);
    QVERIFY(std::abs(quinticRate(0.5) - 1.875) < 1e-12);  // 30 * 0.25 * 0.25
    // Numerical derivative agrees.
    const double h = 1e-6;
    QVERIFY(std::abs((quintic(0.3 + h) - quintic(0.3 - h)) / (2 * h) - quinticRate(0.3)) < 1e-6);
}

void TestLeggedLaws::swingPaths() {
    const Vec3 a(0, -0.1, 0), b(0.06, -0.1, 0), up = Vec3::UnitY();
    // Parabola: the top (s = 1/2) is at the lift height, halfway along.
    const Vec3 top = parabolicSwing(a, b, 0.03, 0.5, up);
    QVERIFY((top - Vec3(0.03, -0.07, 0)).norm() < 1e-12);
    // Height is 4 h s (1 - s) of the horizontal progress s: a parabola in the path.
    for (double u : {0.1, 0.3, 0.8}) {
        const Vec3 p = parabolicSwing(a, b, 0.03, u, up);
        const double s = (p.x() - a.x()) / (b.x() - a.x());
        QVERIFY(std::abs((p.y() + 0.1) - 4 * 0.03 * s * (1 - s)) < 1e-12);
    }
    QVERIFY((parabolicSwing(a, b, 0.03, 1.0, up) - b).norm() < 1e-12);
    // Ellipse: (x - c)^2 / A^2 + y^2 / B^2 = 1.
    for (double u : {0.2, 0.5, 0.9}) {
        const Vec3 p = ellipticalSwing(a, b, 0.04, u, up);
        const double x = (p.x() - 0.03) / 0.03, y = (p.y() + 0.1) / 0.04;
        QVERIFY(std::abs(x * x + y * y - 1.0) < 1e-9);
    }
}

void TestLeggedLaws::swingGoesFromTo_data() {
    QTest::addColumn<QString>("shape");
    QTest::addColumn<double>("u");
    QTest::addColumn<double>("along");  // fraction of the way from `from` to `to`
    QTest::newRow("parabola, start") << "parabola" << 0.0 << 0.0;
    QTest::newRow("parabola, middle") << "parabola" << 0.5 << 0.5;
    QTest::newRow("parabola, end") << "parabola" << 1.0 << 1.0;
    // The trot's ellipse ran backwards: it started at `to` and ended at `from`.
    QTest::newRow("ellipse, start") << "ellipse" << 0.0 << 0.0;
    QTest::newRow("ellipse, middle") << "ellipse" << 0.5 << 0.5;
    QTest::newRow("ellipse, end") << "ellipse" << 1.0 << 1.0;
}

void TestLeggedLaws::swingGoesFromTo() {
    QFETCH(QString, shape);
    QFETCH(double, u);
    QFETCH(double, along);
    const Vec3 from(-0.03, -0.1, 0.02), to(0.05, -0.1, 0.02), up = Vec3::UnitY();
    const Vec3 p = shape == "parabola" ? parabolicSwing(from, to, 0.03, u, up)
                                       : ellipticalSwing(from, to, 0.04, u, up);
    QVERIFY2(std::abs(p.x() - (from.x() + along * (to.x() - from.x()))) < 1e-12,
             qPrintable(QString::number(p.x())));
    QVERIFY(std::abs(p.z() - from.z()) < 1e-12);
}

void TestLeggedLaws::hexapodGaitPhases_data() {
    QTest::addColumn<QString>("gait");
    QTest::addColumn<int>("swinging");  // legs in the air at any time
    QTest::addColumn<double>("periodInSwings");
    QTest::newRow("tripod") << "tripod" << 3 << 2.0;
    QTest::newRow("ripple") << "ripple" << 2 << 3.0;
    QTest::newRow("wave") << "wave" << 1 << 6.0;
}

void TestLeggedLaws::hexapodGaitPhases() {
    QFETCH(QString, gait);
    QFETCH(int, swinging);
    QFETCH(double, periodInSwings);
    const auto g = hexapodGait(gait.toStdString(), 0.3, 0.12, 0.03);
    QVERIFY(g.has_value());
    QVERIFY(std::abs(g->period_s - periodInSwings * 0.3) < 1e-12);
    std::vector<Vec3> neutral;
    for (int i = 0; i < 6; ++i) neutral.emplace_back(0.1 * std::cos(i), -0.1, 0.1 * std::sin(i));
    GaitEngine e(*g, neutral);
    e.setCommand(1.0, 0.0, 0.0);
    const double dt = 0.001;
    int steps = 0;
    for (double t = 0; t < 2 * g->period_s; t += dt, ++steps) {
        e.step(dt);
        // Away from the phase switches, exactly `swinging` legs are in the air.
        const double phase = std::fmod(t / (g->period_s / periodInSwings), 1.0);
        if (phase < 0.02 || phase > 0.98) continue;
        int n = 0;
        for (int i = 0; i < 6; ++i) n += e.inSwing(i) ? 1 : 0;
        QCOMPARE(n, swinging);
    }
    QVERIFY(steps > 100);
}

void TestLeggedLaws::hexapodGaitSpeedRatios() {
    // Same swing time and stride: wave is 1/3 and ripple 2/3 of tripod's speed (seed 002).
    const double tripod = hexapodGait("tripod", 0.3, 0.12, 0.03)->topSpeed_m_s();
    const double ripple = hexapodGait("ripple", 0.3, 0.12, 0.03)->topSpeed_m_s();
    const double wave = hexapodGait("wave", 0.3, 0.12, 0.03)->topSpeed_m_s();
    QVERIFY(std::abs(wave / tripod - 1.0 / 3.0) < 1e-12);
    QVERIFY(std::abs(ripple / tripod - 2.0 / 3.0) < 1e-12);
    QVERIFY(std::abs(wave / ripple - 0.5) < 1e-12);
    QVERIFY(!hexapodGait("gallop", 0.3, 0.12, 0.03).has_value());
}

void TestLeggedLaws::trotPairsInAntiphase() {
    const GaitPattern g = trotGait(1.5, 0.15, 0.04);
    QVERIFY(std::abs(g.period_s - 1.0 / 1.5) < 1e-12);
    std::vector<Vec3> n = {
        {0.2, -0.2, -0.13}, {0.2, -0.2, 0.13}, {-0.2, -0.2, -0.13}, {-0.2, -0.2, 0.13}};
    GaitEngine e(g, n);
    e.setCommand(0.2, 0.0, 0.0);
    for (int k = 0; k < 1000; ++k) {
        e.step(0.001);
        QCOMPARE(e.inSwing(0), e.inSwing(3));  // LF + RH
        QCOMPARE(e.inSwing(1), e.inSwing(2));  // RF + LH
        QVERIFY(e.inSwing(0) != e.inSwing(1));
    }
}

void TestLeggedLaws::gaitComesToRestAfterStop_data() {
    QTest::addColumn<QString>("gait");
    QTest::newRow("quadruped trot") << "trot";
    QTest::newRow("hexapod tripod") << "tripod";
    QTest::newRow("hexapod ripple") << "ripple";
    QTest::newRow("hexapod wave") << "wave";
}

void TestLeggedLaws::gaitComesToRestAfterStop() {
    // After walking, a zero command (legs.stand()) lets the gait come to rest with every foot
    // on the ground at its neutral foothold within a few periods: only then can the body sit
    // down (legs.sit() lowers it only while the gait is idle). Duty-0.5 gaits (trot, tripod)
    // always had a pair of legs in the air, so they never came to rest and never sat down.
    QFETCH(QString, gait);
    const bool trot = gait == "trot";
    const GaitPattern g =
        trot ? trotGait(1.5, 0.15, 0.04) : *hexapodGait(gait.toStdString(), 0.3, 0.12, 0.03);
    std::vector<Vec3> n;
    const int legs = trot ? 4 : 6;
    for (int i = 0; i < legs; ++i) n.emplace_back(0.2 * std::cos(i), -0.15, 0.2 * std::sin(i));
    GaitEngine e(g, n);
    e.setCommand(0.1, 0.0, 0.0);
    for (int k = 0; k < 2000; ++k) e.step(0.001);
    QVERIFY(e.active());
    e.setCommand(0.0, 0.0, 0.0);
    const int steps = static_cast<int>(3.0 * g.period_s / 0.001);
    for (int k = 0; k < steps && e.active(); ++k) e.step(0.001);
    QVERIFY2(!e.active(), "still stepping 3 periods after the stop");
    for (int i = 0; i < legs; ++i) {
        QVERIFY(!e.inSwing(i));
        QCOMPARE_LT((e.foot(i) - n[static_cast<std::size_t>(i)]).norm(), 0.003);
    }
    // And it walks again on the next command.
    e.setCommand(0.1, 0.0, 0.0);
    e.step(0.001);
    QVERIFY(e.active());
}

void TestLeggedLaws::supportFootMovesOnArcWhenTurning() {
    const auto g = hexapodGait("wave", 0.3, 0.12, 0.03);
    std::vector<Vec3> n;
    for (int i = 0; i < 6; ++i) n.emplace_back(0.25 * std::cos(i), -0.1, 0.25 * std::sin(i));
    GaitEngine e(*g, n);
    e.setCommand(0.0, 0.0, 0.3);
    // While a foot stays on the ground its distance from the turn centre (the body centre) is
    // constant: the support path is an arc.
    std::vector<double> radius(6, -1.0);
    int checked = 0;
    for (int k = 0; k < 4000; ++k) {
        e.step(0.001);
        for (int i = 0; i < 6; ++i) {
            const auto ki = static_cast<std::size_t>(i);
            if (e.inSwing(i)) {
                radius[ki] = -1.0;
                continue;
            }
            const double r = std::hypot(e.foot(i).x(), e.foot(i).z());
            if (radius[ki] < 0.0) {
                radius[ki] = r;
            } else {
                QVERIFY(std::abs(r - radius[ki]) < 1e-4);
                ++checked;
            }
        }
    }
    QVERIFY(checked > 10000);
    // And the feet really moved around the centre.
    QVERIFY(std::abs(e.turn_rad_s()) > 0.1);
}

void TestLeggedLaws::huntCrossley_data() {
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<double>("depth");
    QTest::addColumn<double>("rate");
    QTest::addColumn<double>("expected");
    // Table 1, n1 = n2 = m = 1: F = k d + c d' d.
    QTest::newRow("concrete") << "concrete" << 1e-6 << 0.1 << (3.4e9 * 1e-6 + 1.8e5 * 0.1 * 1e-6);
    QTest::newRow("sand") << "sand" << 1e-4 << 0.05 << (9.1e6 * 1e-4 + 9.0e3 * 0.05 * 1e-4);
    QTest::newRow("peat") << "peat" << 0.01 << 0.2 << (5.7e4 * 0.01 + 7.2e2 * 0.2 * 0.01);
    QTest::newRow("loose soil unloading")
        << "loose_soil" << 0.002 << -0.3 << (3.4e5 * 0.002 - 1.8e3 * 0.3 * 0.002);
    QTest::newRow("above ground") << "sand" << -0.001 << 0.5 << 0.0;
    QTest::newRow("never pulls") << "peat" << 1e-5 << -100.0 << 0.0;
    // Table 3 (n1 = 2): F = k d^2 + c d' d.
    QTest::newRow("table3") << "paper_table3" << 1e-4 << 0.01 << (1e9 * 1e-8 + 1e5 * 0.01 * 1e-4);
}

void TestLeggedLaws::huntCrossley() {
    QFETCH(QString, terrain);
    QFETCH(double, depth);
    QFETCH(double, rate);
    QFETCH(double, expected);
    const SoftTerrainParams p =
        terrain == "paper_table3" ? paperTable3() : *softTerrain(terrain.toStdString());
    const double f = huntCrossleyNormalForce(p, depth, rate);
    QVERIFY2(std::abs(f - expected) <= 1e-9 * std::max(1.0, std::abs(expected)),
             qPrintable(QString("got %1, expected %2").arg(f).arg(expected)));
}

void TestLeggedLaws::shearLaw_data() {
    QTest::addColumn<double>("s");
    QTest::addColumn<double>("sdot");
    QTest::addColumn<double>("expected");
    // Table 3: K = 0.1 mm, mu = 0.175, c_T = 1e4; F_N = 100 N.
    QTest::newRow("small shear") << 0.5e-4 << 0.0 << -std::tanh(0.5) * 0.175 * 100.0;
    QTest::newRow("saturated") << 1e-2 << 0.0 << -std::tanh(100.0) * 0.175 * 100.0;
    QTest::newRow("negative with rate")
        << -4e-4 << -0.01 << (std::tanh(4.0) * 0.175 * 100.0 + 1e4 * 0.01 * std::sqrt(4e-4));
    QTest::newRow("zero") << 0.0 << 0.0 << 0.0;
}

void TestLeggedLaws::shearLaw() {
    QFETCH(double, s);
    QFETCH(double, sdot);
    QFETCH(double, expected);
    const SoftTerrainParams p = paperTable3();
    QVERIFY(std::abs(shearForce(p, 100.0, s, sdot) - expected) < 1e-9);
    // The vector form along x agrees.
    const Vec3 f = shearForce(p, 100.0, Vec3(s, 0, 0), Vec3(sdot, 0, 0));
    QVERIFY(std::abs(f.x() - expected) < 1e-9);
}

void TestLeggedLaws::layeredGround() {
    // Peat over concrete: k = 1 / (1/5.7e4 + 1/3.4e9), damping of the top layer.
    const auto p = layeredTerrain({*softTerrain("peat"), *softTerrain("concrete")});
    QVERIFY_OK(p);
    QVERIFY(std::abs(p->k_N - 1.0 / (1.0 / 5.7e4 + 1.0 / 3.4e9)) < 1e-6);
    QCOMPARE(p->c_N, 7.2e2);
    QVERIFY(p->k_N < 5.7e4);
    const auto two = layeredTerrain({*softTerrain("sand"), *softTerrain("sand")});
    QVERIFY(std::abs(two->k_N - 9.1e6 / 2.0) < 1e-6);
    QVERIFY(!layeredTerrain({}).ok());
    SoftTerrainParams bad = *softTerrain("wood");
    bad.k_N = 0.0;
    const auto err = layeredTerrain({*softTerrain("sand"), bad});
    QVERIFY(!err.ok());
    QVERIFY(err.message().find("layer 1") != std::string::npos);
}

void TestLeggedLaws::unknownTerrain() {
    QVERIFY(!softTerrain("lava").has_value());
    QCOMPARE(static_cast<int>(softTerrainNames().size()), 7);
    for (const auto& n : softTerrainNames()) QVERIFY(softTerrain(n).has_value());
}

void TestLeggedLaws::softContactStableAtOneMs_data() {
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<double>("mass");
    for (const auto& n : softTerrainNames()) {
        QTest::newRow((n + " light").c_str()) << QString::fromStdString(n) << 0.06;
        QTest::newRow((n + " heavy").c_str()) << QString::fromStdString(n) << 0.06 * 1.3;
    }
    QTest::newRow("table3") << "paper_table3" << 0.06;
}

void TestLeggedLaws::softContactStableAtOneMs() {
    // A foot of `mass` dropped from 2 cm at 1 ms steps (semi-implicit Euler, like ODE) with the
    // contact's effective mass 0.06 kg: it must settle with the contact carrying its weight,
    // including when the real mass exceeds the effective one (up to 4/3 of it is stable).
    QFETCH(QString, terrain);
    QFETCH(double, mass);
    const SoftTerrainParams p =
        terrain == "paper_table3" ? paperTable3() : *softTerrain(terrain.toStdString());
    SoftFootContact foot(p, 0.01, 0.06, 1e4);
    const double dt = 0.001, g = 9.81;
    Vec3 x(0.0, 0.03, 0.0), v(0.05, 0.0, 0.0);
    double fn = 0.0, maxDepth = 0.0;
    for (int k = 0; k < 3000; ++k) {
        const auto out = foot.compute(x, v, 0.0, Vec3::UnitY(), dt);
        fn = out.normal_force_N;
        maxDepth = std::max(maxDepth, out.depth_m);
        v += dt * (out.force_W / mass - Vec3(0, g, 0));
        x += dt * v;
        QVERIFY(x.allFinite());
    }
    QVERIFY2(std::abs(fn - mass * g) < 0.02 * mass * g,
             qPrintable(QString("normal force %1 N, weight %2 N").arg(fn).arg(mass * g)));
    QVERIFY(std::abs(v.y()) < 1e-3);
    QVERIFY(std::abs(v.x()) < 1e-3);  // shear stopped the slide
    // Static sinkage of the law: d = W / k for n1 = 1 (up to the implicit offset W dt^2 / m).
    const double sink = 0.01 - x.y();
    const double expected = p.n1 == 1.0 ? mass * g / p.k_N : std::sqrt(mass * g / p.k_N);
    // The implicit evaluation adds W dt^2 / m_eff to the law's sinkage.
    QVERIFY2(sink < 1.6 * (expected + mass * g * dt * dt / 0.06) + 1e-9,
             qPrintable(QString("sinkage %1 m, law %2 m").arg(sink).arg(expected)));
    QVERIFY(maxDepth < 0.05);
}

void TestLeggedLaws::rneaTwoLinkClosedForm_data() {
    QTest::addColumn<double>("q1");
    QTest::addColumn<double>("q2");
    QTest::addColumn<double>("qd1");
    QTest::addColumn<double>("qd2");
    QTest::addColumn<double>("qdd1");
    QTest::addColumn<double>("qdd2");
    QTest::newRow("static") << 0.3 << -0.7 << 0.0 << 0.0 << 0.0 << 0.0;
    QTest::newRow("moving") << 1.1 << 0.4 << 0.8 << -1.5 << 2.0 << -3.0;
    QTest::newRow("fast") << -0.5 << 2.0 << 4.0 << 3.0 << -1.0 << 5.0;
}

void TestLeggedLaws::rneaTwoLinkClosedForm() {
    // Planar two-link arm in the x-y plane, joints about z, gravity -y, point masses at the
    // link ends plus rod inertia about the COM; compared with the textbook closed form
    // tau = M(q) qdd + C(q, qd) qd + G(q) for COMs at the link midpoints.
    QFETCH(double, q1);
    QFETCH(double, q2);
    QFETCH(double, qd1);
    QFETCH(double, qd2);
    QFETCH(double, qdd1);
    QFETCH(double, qdd2);
    const double l1 = 0.4, l2 = 0.3, m1 = 2.0, m2 = 1.5, g = 9.81;
    const double I1 = m1 * l1 * l1 / 12, I2 = m2 * l2 * l2 / 12;
    RneaChain ch;
    RneaJoint j1;
    j1.axis = Vec3::UnitZ();
    j1.mass_kg = m1;
    j1.com_m = Vec3(l1 / 2, 0, 0);
    j1.inertia = Vec3(1e-9, I1, I1).asDiagonal();
    RneaJoint j2 = j1;
    j2.p_parent_m = Vec3(l1, 0, 0);
    j2.mass_kg = m2;
    j2.com_m = Vec3(l2 / 2, 0, 0);
    j2.inertia = Vec3(1e-9, I2, I2).asDiagonal();
    ch.joints = {j1, j2};
    ch.tip_m = Vec3(l2, 0, 0);
    Eigen::VectorXd q(2), qd(2), qdd(2);
    q << q1, q2;
    qd << qd1, qd2;
    qdd << qdd1, qdd2;
    const Eigen::VectorXd tau = rnea(ch, q, qd, qdd, Vec3(0, -g, 0));
    const double lc1 = l1 / 2, lc2 = l2 / 2;
    const double c2 = std::cos(q2), s2 = std::sin(q2);
    const double M11 = m1 * lc1 * lc1 + I1 + m2 * (l1 * l1 + lc2 * lc2 + 2 * l1 * lc2 * c2) + I2;
    const double M12 = m2 * (lc2 * lc2 + l1 * lc2 * c2) + I2;
    const double M22 = m2 * lc2 * lc2 + I2;
    const double h = m2 * l1 * lc2 * s2;
    const double G1 = (m1 * lc1 + m2 * l1) * g * std::cos(q1) + m2 * lc2 * g * std::cos(q1 + q2);
    const double G2 = m2 * lc2 * g * std::cos(q1 + q2);
    const double t1 = M11 * qdd1 + M12 * qdd2 - h * (2 * qd1 * qd2 + qd2 * qd2) + G1;
    const double t2 = M12 * qdd1 + M22 * qdd2 + h * qd1 * qd1 + G2;
    QVERIFY2(std::abs(tau[0] - t1) < 1e-9 && std::abs(tau[1] - t2) < 1e-9,
             qPrintable(
                 QString("rnea %1 %2, closed form %3 %4").arg(tau[0]).arg(tau[1]).arg(t1).arg(t2)));
}

void TestLeggedLaws::rneaTipForceIsJacobianTranspose() {
    // Massless chain, static: tau = -J^T f for a force f the environment applies at the tip
    // (the joints must hold against it).
    RneaChain ch;
    RneaJoint a;
    a.axis = Vec3::UnitX();
    a.mass_kg = 0.0;
    a.inertia.setZero();
    RneaJoint b = a;
    b.axis = -Vec3::UnitZ();
    RneaJoint c = a;
    c.axis = Vec3::UnitZ();
    c.p_parent_m = Vec3(0, -0.2, 0);
    ch.joints = {a, b, c};
    ch.tip_m = Vec3(0.05, -0.25, 0.02);
    Eigen::VectorXd q(3), z = Eigen::VectorXd::Zero(3);
    q << 0.2, 0.5, -0.9;
    const Vec3 f(3.0, 40.0, -5.0);
    const Eigen::VectorXd tau = rnea(ch, q, z, z, Vec3::Zero(), f);
    // Numerical Jacobian of the tip position.
    Eigen::Matrix3d J;
    for (int i = 0; i < 3; ++i) {
        Eigen::VectorXd dq = q;
        dq[i] += 1e-7;
        J.col(i) = (rneaTipPosition(ch, dq) - rneaTipPosition(ch, q)) / 1e-7;
    }
    const Eigen::Vector3d expected = -J.transpose() * f;
    QVERIFY2((tau - expected).norm() < 1e-4, qPrintable(QString("%1 %2 %3 vs %4 %5 %6")
                                                            .arg(tau[0])
                                                            .arg(tau[1])
                                                            .arg(tau[2])
                                                            .arg(expected[0])
                                                            .arg(expected[1])
                                                            .arg(expected[2])));
}

QTEST_GUILESS_MAIN(TestLeggedLaws)
#include "tst_legged_laws.moc"
