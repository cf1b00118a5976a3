// SPDX-License-Identifier: GPL-3.0-or-later
// Terrain: named height functions, DEM loaders (CSV, 16-bit PNG) round trips and their errors.
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "botlab_test.h"

#include "botlab/core/random.h"
#include "botlab/scenes/terrain.h"

using namespace botlab::scenes;

namespace {
void writeText(const QString& path, const QByteArray& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}
}  // namespace

class TestSceneTerrain : public QObject {
    Q_OBJECT
private slots:
    void gullyAndStepShape();
    void sineValues();
    void randomIsBoundedDeterministicAndFlatAtStart();
    void csvRoundTripIsExact();
    void pngRoundTripIsExact();
    void malformedCsv_data();
    void malformedCsv();
    void eightBitPngRefused();
    void failedSavesNameTheFile_data();
    void failedSavesNameTheFile();
    void compileFunctionTerrain();
    void compileDemTerrainNamesItem();
};

void TestSceneTerrain::gullyAndStepShape() {
    Terrain t;
    t.function = HeightFunction::Gully;
    t.at_m = 1.5;
    t.width_m = 0.4;
    t.depth_m = 0.3;
    QCOMPARE(terrainHeight(t, 1.5, 0.0), 0.0);  // rims at 1.5 and 1.9
    QCOMPARE(terrainHeight(t, 1.9, 0.3), 0.0);
    QCOMPARE(terrainHeight(t, 1.52, 0.0), -0.3);
    QCOMPARE(terrainHeight(t, 1.88, -2.0), -0.3);
    QCOMPARE(terrainHeight(t, 1.0, 0.0), 0.0);
    // On a 2 cm grid starting at -1.5 the samples reproduce the rims exactly (floating-point grid).
    t.origin = {-1.5, -1.0};
    t.cell_m = 0.02;
    t.size_x_m = 6.0;
    t.size_z_m = 2.0;
    const auto hf = compileTerrain(t, SceneDocument());
    QVERIFY_OK(hf);
    QCOMPARE(hf->samples_x, 301);
    QCOMPARE(hf->samples_z, 101);
    int bottom = 0;
    for (int i = 0; i < hf->samples_x; ++i)
        bottom += hf->heights_m[50 * hf->samples_x + i] < -0.29 ? 1 : 0;
    QCOMPARE(bottom, 19);  // samples at 1.52 .. 1.88: the trench is 0.4 m rim to rim
    QCOMPARE(hf->heights_m[50 * 301 + 150], 0.0);   // x = 1.5
    QCOMPARE(hf->heights_m[50 * 301 + 151], -0.3);  // x = 1.52
    QCOMPARE(hf->heights_m[50 * 301 + 170], 0.0);   // x = 1.9

    t.function = HeightFunction::Step;
    t.height_m = 0.2;
    QCOMPARE(terrainHeight(t, 1.5, 0.0), 0.0);
    QCOMPARE(terrainHeight(t, 1.52, 0.0), 0.2);
    QCOMPARE(terrainHeight(t, 4.0, 1.0), 0.2);
}

void TestSceneTerrain::sineValues() {
    Terrain t;
    t.function = HeightFunction::Sine;
    t.amplitude_m = 0.05;
    t.wavelength_x_m = 2.0;
    t.wavelength_z_m = 0.0;
    QVERIFY(std::abs(terrainHeight(t, 0.5, 7.0) - 0.05) < 1e-15);  // sin(pi/2)
    QVERIFY(std::abs(terrainHeight(t, 1.5, 0.0) + 0.05) < 1e-15);
    t.wavelength_z_m = 4.0;
    QVERIFY(std::abs(terrainHeight(t, 0.5, 1.0) - 0.10) < 1e-15);
}

void TestSceneTerrain::randomIsBoundedDeterministicAndFlatAtStart() {
    Terrain t;
    t.function = HeightFunction::Random;
    t.seed = 42;
    t.roughness_m = 0.08;
    t.feature_m = 0.5;
    t.flat_before_x_m = 0.3;
    double lo = 1, hi = -1;
    Terrain other = t;
    other.seed = 43;
    int differ = 0;
    for (int i = 0; i < 200; ++i)
        for (int k = 0; k < 50; ++k) {
            const double x = -1.0 + i * 0.031, z = -1.0 + k * 0.043;
            const double h = terrainHeight(t, x, z);
            QCOMPARE(h, terrainHeight(t, x, z));
            if (x <= 0.3) QCOMPARE(h, 0.0);
            QVERIFY(std::abs(h) <= 0.08);
            lo = std::min(lo, h);
            hi = std::max(hi, h);
            if (terrainHeight(other, x, z) != h) ++differ;
        }
    QVERIFY(hi - lo > 0.04);  // really rough, not flat
    QVERIFY(differ > 5000);
    // Continuity: neighbouring points 1 mm apart differ little.
    for (int i = 0; i < 100; ++i) {
        const double x = 0.9 + i * 0.037;
        QVERIFY(std::abs(terrainHeight(t, x, 0.2) - terrainHeight(t, x + 0.001, 0.2)) < 0.002);
    }
}

void TestSceneTerrain::csvRoundTripIsExact() {
    QTemporaryDir dir;
    HeightGrid g;
    g.samples_x = 7;
    g.samples_z = 5;
    botlab::core::SplitMix64 rng(5);
    for (int i = 0; i < 35; ++i) g.heights_m.push_back((rng.unit() - 0.5) * 0.7);
    g.heights_m[3] = 1e-300;
    g.heights_m[4] = -0.1;
    const QString path = dir.filePath(QStringLiteral("dem.csv"));
    QVERIFY_OK(saveDemCsv(path, g));
    const auto back = loadDemCsv(path);
    QVERIFY_OK(back);
    QCOMPARE(back.value(), g);
}

void TestSceneTerrain::pngRoundTripIsExact() {
    QTemporaryDir dir;
    HeightGrid g;
    g.samples_x = 9;
    g.samples_z = 4;
    const double scale = 0.5, offset = -0.2;
    botlab::core::SplitMix64 rng(9);
    for (int i = 0; i < 36; ++i) g.heights_m.push_back(offset + scale * rng.below(65536) / 65535.0);
    g.heights_m[0] = offset;          // grey 0
    g.heights_m[1] = offset + scale;  // grey 65535
    const QString path = dir.filePath(QStringLiteral("dem.png"));
    QVERIFY_OK(saveDemPng(path, g, scale, offset));
    QImage img(path);
    QCOMPARE(img.format(), QImage::Format_Grayscale16);
    QCOMPARE(img.width(), 9);
    const auto back = loadDemPng(path, scale, offset);
    QVERIFY_OK(back);
    QCOMPARE(back.value(), g);
    // Heights that are not on the grey grid come back within half a grey level.
    HeightGrid h = g;
    h.heights_m[5] = 0.0123456;
    QVERIFY_OK(saveDemPng(path, h, scale, offset));
    const auto q = loadDemPng(path, scale, offset);
    QVERIFY(std::abs(q->heights_m[5] - 0.0123456) <= 0.5 * scale / 65535 + 1e-15);
}

void TestSceneTerrain::malformedCsv_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not a number") << QByteArray("0,0,0\n0,abc,0\n")
                                  << QStringLiteral("line 2, column 2: 'abc'");
    QTest::newRow("ragged") << QByteArray("# c\n0 0 0\n0 0\n")
                            << QStringLiteral("line 3: 2 heights, but the first row has 3");
    QTest::newRow("one row") << QByteArray("1;2;3\n") << QStringLiteral("at least 2 rows");
    QTest::newRow("one column") << QByteArray("1\n2\n")
                                << QStringLiteral("line 1: a DEM row needs at least 2");
    QTest::newRow("inf") << QByteArray("0,0\n0,inf\n") << QStringLiteral("line 2, column 2");
    QTest::newRow("empty") << QByteArray("") << QStringLiteral("at least 2 rows");
}

void TestSceneTerrain::malformedCsv() {
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.csv"));
    writeText(path, text);
    const auto r = loadDemCsv(path);
    QVERIFY(!r.ok());
    const QString msg = QString::fromStdString(r.message());
    QVERIFY2(msg.startsWith(path) && msg.contains(expected), qPrintable(msg));
}

void TestSceneTerrain::eightBitPngRefused() {
    QTemporaryDir dir;
    QImage img(4, 4, QImage::Format_Grayscale8);
    img.fill(7);
    const QString path = dir.filePath(QStringLiteral("eight.png"));
    QVERIFY(img.save(path));
    const auto r = loadDemPng(path, 1.0, 0.0);
    QVERIFY(!r.ok());
    QVERIFY(QString::fromStdString(r.message()).contains(QStringLiteral("16-bit")));
    writeText(dir.filePath(QStringLiteral("junk.png")), "not a png");
    const auto j = loadDemPng(dir.filePath(QStringLiteral("junk.png")), 1.0, 0.0);
    QVERIFY(!j.ok());
    QVERIFY(QString::fromStdString(j.message()).contains(QStringLiteral("junk.png")));
}

void TestSceneTerrain::failedSavesNameTheFile_data() {
    QTest::addColumn<QString>("what");
    QTest::newRow("DEM as CSV") << "csv";
    QTest::newRow("DEM as PNG") << "png";
    QTest::newRow("scene file") << "scene";
}

void TestSceneTerrain::failedSavesNameTheFile() {
    // Every save goes through core::writeFileAtomic: a folder that does not exist is a message
    // naming the file and saying it cannot be written (not "malformed"), and no file appears.
    QFETCH(QString, what);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no/such/folder/out.") + what);
    HeightGrid g;
    g.samples_x = g.samples_z = 2;
    g.heights_m = {0.0, 0.1, 0.2, 0.3};
    const botlab::Status st = what == QStringLiteral("csv")   ? saveDemCsv(path, g)
                              : what == QStringLiteral("png") ? saveDemPng(path, g, 1.0, 0.0)
                                                              : SceneDocument().saveFile(path);
    QVERIFY(!st.ok());
    const QString msg = QString::fromStdString(st.message());
    QVERIFY2(msg.startsWith(path + QStringLiteral(": cannot write (")), qPrintable(msg));
    QVERIFY(!QFile::exists(path));
}

void TestSceneTerrain::compileFunctionTerrain() {
    Terrain t;
    t.function = HeightFunction::Step;
    t.at_m = 0.0;
    t.height_m = 0.2;
    t.origin = {-1.0, -0.5};
    t.cell_m = 0.25;
    t.size_x_m = 2.0;
    t.size_z_m = 1.0;
    t.friction = 0.6;
    t.soft_terrain = QStringLiteral("hard_soil");
    const auto hf = compileTerrain(t, SceneDocument());
    QVERIFY_OK(hf);
    QCOMPARE(hf->samples_x, 9);
    QCOMPARE(hf->samples_z, 5);
    QCOMPARE(hf->min_x_m, -1.0);
    QCOMPARE(hf->min_z_m, -0.5);
    QCOMPARE(hf->cell_m, 0.25);
    QCOMPARE(hf->heights_m[2 * 9 + 4], 0.0);  // x = 0
    QCOMPARE(hf->heights_m[2 * 9 + 5], 0.2);  // x = 0.25
    QCOMPARE(hf->material.friction, 0.6);
    QCOMPARE(hf->soft_terrain, std::string("hard_soil"));
}

void TestSceneTerrain::compileDemTerrainNamesItem() {
    QTemporaryDir dir;
    SceneDocument doc;
    doc.base_dir = dir.path();
    Terrain t;
    t.source = TerrainSource::DemCsv;
    t.file = QStringLiteral("nothere.csv");
    const auto r = compileTerrain(t, doc);
    QVERIFY(!r.ok());
    const QString msg = QString::fromStdString(r.message());
    QVERIFY2(msg.startsWith(QStringLiteral("terrain.file: ")) &&
                 msg.contains(QStringLiteral("nothere.csv")),
             qPrintable(msg));
    writeText(dir.filePath(QStringLiteral("ok.csv")), "0,0.1,0.2\n0.3,0.4,0.5\n");
    t.file = QStringLiteral("ok.csv");
    t.cell_m = 0.5;
    const auto ok = compileTerrain(t, doc);
    QVERIFY_OK(ok);
    QCOMPARE(ok->samples_x, 3);
    QCOMPARE(ok->heights_m[4], 0.4);
}

QTEST_GUILESS_MAIN(TestSceneTerrain)
#include "tst_scene_terrain.moc"
