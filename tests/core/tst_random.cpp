// SPDX-License-Identifier: GPL-3.0-or-later
// core::SplitMix64 and core::valueNoise (botlab/core/random.h): the reference sequence, the
// ranges, and known values computed independently (a Python model of the same integer hashes).
#include <QTest>
#include <cmath>
#include <cstdint>
#include <vector>

#include "botlab/core/random.h"

using namespace botlab::core;

class TestRandom : public QObject {
    Q_OBJECT

private slots:
    void splitMixReference_data();
    void splitMixReference();
    void unitAndBelow();
    void latticeKnownValues_data();
    void latticeKnownValues();
    void noiseKnownValues_data();
    void noiseKnownValues();
    void noiseIsSmoothAndBounded();
};

void TestRandom::splitMixReference_data() {
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QList<quint64>>("expected");
    // Seed 0: Vigna's splitmix64.c. Seed 1234567: the Python model.
    QTest::newRow("seed 0") << quint64(0)
                            << QList<quint64>{0xE220A8397B1DCDAFull, 0x6E789E6AA1B965F4ull,
                                              0x06C45D188009454Full};
    QTest::newRow("seed 1234567") << quint64(1234567) << QList<quint64>{0x599ED017FB08FC85ull};
}

void TestRandom::splitMixReference() {
    QFETCH(quint64, seed);
    QFETCH(QList<quint64>, expected);
    SplitMix64 r(seed);
    for (quint64 e : expected) QCOMPARE(quint64(r.next()), e);
}

void TestRandom::unitAndBelow() {
    // unit() is the top 53 bits of next(); below(n) is next() % n.
    QCOMPARE(SplitMix64(1234567).unit(), 0.3500795420214081);
    QCOMPARE(SplitMix64(1234567).below(1000), 317u);
    SplitMix64 r(99);
    double lo = 1.0, hi = 0.0;
    std::vector<int> counts(10, 0);
    for (int i = 0; i < 100000; ++i) {
        const double u = r.unit();
        QVERIFY(u >= 0.0 && u < 1.0);
        lo = std::min(lo, u);
        hi = std::max(hi, u);
        const std::uint32_t b = r.below(10);
        QVERIFY(b < 10);
        ++counts[b];
    }
    QVERIFY(lo < 1e-3 && hi > 1.0 - 1e-3);
    for (int c : counts) QVERIFY2(std::abs(c - 10000) < 500, qPrintable(QString::number(c)));
}

void TestRandom::latticeKnownValues_data() {
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<qint64>("i");
    QTest::addColumn<qint64>("k");
    QTest::addColumn<int>("layer");
    QTest::addColumn<double>("expected");
    QTest::newRow("origin") << quint64(42) << qint64(0) << qint64(0) << 0 << 0.4831297575436466;
    QTest::newRow("negative k, layer 1")
        << quint64(42) << qint64(3) << qint64(-2) << 1 << -0.8378344363482455;
    QTest::newRow("seed 0, negative point")
        << quint64(0) << qint64(-1) << qint64(-1) << 2 << -0.053626724753106814;
    QTest::newRow("far away") << quint64(7) << qint64(1000000) << qint64(5) << 0
                              << -0.4439544879901378;
}

void TestRandom::latticeKnownValues() {
    QFETCH(quint64, seed);
    QFETCH(qint64, i);
    QFETCH(qint64, k);
    QFETCH(int, layer);
    QFETCH(double, expected);
    QCOMPARE(latticeValue(seed, i, k, layer), expected);  // exact: 2u - 1 of a 53-bit u
}

void TestRandom::noiseKnownValues_data() {
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("z");
    QTest::addColumn<int>("layer");
    QTest::addColumn<double>("expected");
    QTest::newRow("inside a cell") << quint64(42) << 0.25 << 0.75 << 0 << -0.16958483810288266;
    QTest::newRow("negative x") << quint64(42) << -1.5 << 2.125 << 1 << -0.2881412205930238;
    QTest::newRow("negative z, layer 2") << quint64(7) << 10.3 << -4.6 << 2 << 0.32866326509138377;
    QTest::newRow("on a lattice point = latticeValue")
        << quint64(42) << 3.0 << -2.0 << 1 << -0.8378344363482455;
}

void TestRandom::noiseKnownValues() {
    QFETCH(quint64, seed);
    QFETCH(double, x);
    QFETCH(double, z);
    QFETCH(int, layer);
    QFETCH(double, expected);
    // Within rounding: a compiler may fuse a multiply and an add.
    const double got = valueNoise(seed, x, z, layer);
    QVERIFY2(std::abs(got - expected) < 1e-14, qPrintable(QString::number(got, 'g', 17)));
}

void TestRandom::noiseIsSmoothAndBounded() {
    // In [-1, 1]; continuous across lattice lines; the fade has zero slope at the lattice.
    QCOMPARE(quinticFade(0.0), 0.0);
    QCOMPARE(quinticFade(1.0), 1.0);
    QCOMPARE(quinticFade(0.5), 0.5);
    double lo = 1.0, hi = -1.0;
    for (int i = 0; i < 400; ++i) {
        for (int k = 0; k < 40; ++k) {
            const double x = -10.0 + i * 0.0517, z = -3.0 + k * 0.137;
            const double v = valueNoise(5, x, z);
            QVERIFY(v >= -1.0 && v <= 1.0);
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    }
    QVERIFY(hi - lo > 1.0);  // not flat
    for (int i = -5; i <= 5; ++i) {
        const double below = valueNoise(5, i - 1e-9, 0.3), above = valueNoise(5, i + 1e-9, 0.3);
        QVERIFY(std::abs(below - above) < 1e-12);
    }
}

QTEST_GUILESS_MAIN(TestRandom)
#include "tst_random.moc"
