// SPDX-License-Identifier: GPL-3.0-or-later
// The scene dressing of the 3D view (app/gui/src/scene_dressing.h), without a display: the printed
// mat keeps every line pixel the sensors read, walls carry a bounded plank grain, terrain is
// coloured by soil and slope, and the candles flicker as a function of the simulated time and go
// out with a smoke wisp.
#include <QTest>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QParameter>
#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

#include "botlab/runner/models.h"
#include "view3d/scene_dressing.h"
#include "view3d/scene_view.h"

using namespace botlab;
using namespace botlab::gui;

Q_DECLARE_METATYPE(botlab::gui::dressing::FloorLook)

namespace {

std::shared_ptr<const runner::LoadedModels> load(const QString& robot, const QString& scene) {
    auto m = runner::loadModels(robot, scene);
    if (!m.ok()) qFatal("%s", m.message().c_str());
    return m.value();
}

/// The picture's pixel at a floor point (metres), as RGB.
QColor pictureAt(const QImage& img, const sim::FloorTexture& f, double x_m, double z_m) {
    const int i = int((x_m - f.min_x_m) / f.size_x_m * img.width());
    const int j = int((z_m - f.min_z_m) / f.size_z_m * img.height());
    const uchar* p = img.constScanLine(j) + 4 * i;
    return QColor(p[0], p[1], p[2]);
}

double distance(const std::array<float, 3>& a, const std::array<float, 3>& b) {
    return std::sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) +
                     (a[2] - b[2]) * (a[2] - b[2]));
}

}  // namespace

class TestSceneDressing : public QObject {
    Q_OBJECT
private slots:
    void floorLook_data();
    void floorLook();
    void matKeepsLinePixels_data();
    void matKeepsLinePixels();
    void matPrintsFrameAndStart();
    void plainFloorGetsAPicture();
    void wallsHavePlankGrain();
    void soilsAreDistinct();
    void terrainColourBySlope_data();
    void terrainColourBySlope();
    void shadedTerrainMesh();
    void terrainTilesCoverTheField_data();
    void terrainTilesCoverTheField();
    void coarseTerrainTilesCoverTheField_data();
    void coarseTerrainTilesCoverTheField();
    void terrainDetailByDistance_data();
    void terrainDetailByDistance();
    void flameFlickersWithSimTime();
    void flameGoesOutWithSmoke();
    void candleSetFollowsSnapshots();
};

void TestSceneDressing::floorLook_data() {
    QTest::addColumn<QString>("scene");
    QTest::addColumn<dressing::FloorLook>("look");
    QTest::newRow("line_basic") << "line_basic" << dressing::FloorLook::PrintedMat;
    QTest::newRow("line_challenge") << "line_challenge" << dressing::FloorLook::PrintedMat;
    QTest::newRow("maze") << "maze" << dressing::FloorLook::Plywood;
    QTest::newRow("fire_fighting") << "fire_fighting" << dressing::FloorLook::Board;
}

void TestSceneDressing::floorLook() {
    QFETCH(QString, scene);
    QFETCH(dressing::FloorLook, look);
    QCOMPARE(dressing::floorLook(*load("line_follower", scene)), look);
}

void TestSceneDressing::matKeepsLinePixels_data() {
    QTest::addColumn<QString>("scene");
    QTest::addColumn<int>("minInk");  // line pixels the scene has at least
    // line_basic: 2 cm lines at 2 mm per pixel, about 4.8 m long: ~24,000 px.
    QTest::newRow("line_basic") << "line_basic" << 20000;
    QTest::newRow("line_challenge") << "line_challenge" << 15000;
}

void TestSceneDressing::matKeepsLinePixels() {
    QFETCH(QString, scene);
    QFETCH(int, minInk);
    const auto models = load("line_follower", scene);
    const sim::FloorTexture& f = models->scene.world.floor;
    const QImage img = dressing::floorPicture(*models);
    QCOMPARE(img.width(), f.width_px);
    QCOMPARE(img.height(), f.height_px);
    QCOMPARE(img.format(), QImage::Format_RGBA8888);
    int ink = 0, changed = 0, background = 0;
    for (int j = 0; j < f.height_px; ++j) {
        const uchar* row = img.constScanLine(j);
        for (int i = 0; i < f.width_px; ++i) {
            const std::uint8_t* t = f.rgba.data() + (std::size_t(j) * f.width_px + i) * 4;
            const bool isInk = std::memcmp(t, f.outside_rgba.data(), 4) != 0;
            if (isInk) {
                ++ink;
                // Byte for byte what the line sensors read.
                if (std::memcmp(row + 4 * i, t, 4) != 0)
                    QFAIL(qPrintable(QStringLiteral("line pixel (%1, %2) changed").arg(i).arg(j)));
            } else {
                ++background;
                if (std::memcmp(row + 4 * i, t, 4) != 0) ++changed;
            }
        }
    }
    QVERIFY2(ink >= minInk, qPrintable(QString::number(ink)));
    // The background is the mat's off-white vinyl, not the texture's pure white.
    QVERIFY2(changed > background * 0.95,
             qPrintable(QStringLiteral("%1 / %2").arg(changed).arg(background)));
}

void TestSceneDressing::matPrintsFrameAndStart() {
    const auto models = load("line_follower", "line_basic");
    const sim::FloorTexture& f = models->scene.world.floor;
    const QImage img = dressing::floorPicture(*models);
    // The printed frame: a 12 mm band centred 3.6 cm in from the mat's edge (the mat is
    // x -1.2..1.2, z -0.8..0.8), in the frame's blue (46, 76, 128).
    const QColor frame = pictureAt(img, f, 0.0, -0.8 + 0.036);
    QVERIFY2(std::abs(frame.red() - 46) <= 8 && std::abs(frame.green() - 76) <= 8 &&
                 std::abs(frame.blue() - 128) <= 8,
             qPrintable(frame.name()));
    // Off the band (and off every line) the mat is off-white vinyl: light, warmer than blue.
    const QColor vinyl = pictureAt(img, f, 0.0, 0.0);
    QVERIFY2(vinyl.red() >= 235 && vinyl.red() < 255 && vinyl.blue() < vinyl.red(),
             qPrintable(vinyl.name()));
    // The start box (24 x 20 cm around the start at (0, 0.45), yaw 0): its edge 10 cm from the
    // line is printed green; the line through the box stays black.
    const QColor box = pictureAt(img, f, 0.0, 0.45 - 0.1);
    QVERIFY2(box.green() > box.red() + 50 && box.green() > box.blue() + 30, qPrintable(box.name()));
    const QColor line = pictureAt(img, f, 0.0, 0.45);
    QCOMPARE(line, QColor(0, 0, 0));
    // Nothing is printed within 12 mm of a line: 8 mm beside the line, inside the start box's
    // outline crossing, the mat is plain vinyl.
    const QColor beside = pictureAt(img, f, -0.12, 0.45 - 0.018);
    QVERIFY2(beside.red() > 230 && beside.green() > 230, qPrintable(beside.name()));
}

void TestSceneDressing::plainFloorGetsAPicture() {
    // The maze floor is one colour (a 2 x 2 px sensor texture): drawn as plywood at 5 mm/px.
    const auto models = load("maze_explorer", "maze");
    const sim::FloorTexture& f = models->scene.world.floor;
    QCOMPARE(f.width_px, 2);
    const QImage img = dressing::floorPicture(*models);
    QCOMPARE(img.width(), int(std::lround(f.size_x_m / 0.005)));
    QCOMPARE(img.height(), int(std::lround(f.size_z_m / 0.005)));
    // Wood: red > green > blue, and a grain (the rows differ along z).
    double lo = 255, hi = 0;
    for (int j = 0; j < img.height(); ++j) {
        const uchar* p = img.constScanLine(j) + 4 * (img.width() / 3);
        QVERIFY(p[0] > p[1] && p[1] > p[2]);
        lo = std::min(lo, double(p[0]));
        hi = std::max(hi, double(p[0]));
    }
    QVERIFY2(hi - lo >= 10 && hi - lo <= 80, qPrintable(QStringLiteral("%1..%2").arg(lo).arg(hi)));
}

void TestSceneDressing::wallsHavePlankGrain() {
    const auto models = load("maze_explorer", "maze");
    const sim::WorldModel& w = models->scene.world;
    std::vector<double> means;
    for (int b = 0; b < int(w.bodies.size()); ++b) {
        const sim::WorldBody& body = w.bodies[b];
        if (!body.is_wall) continue;
        ColoredMesh mesh;
        dressing::addWoodenWall(mesh, body, b);
        ColoredMesh again;
        dressing::addWoodenWall(again, body, b);
        QCOMPARE(again.vertices, mesh.vertices);  // deterministic: seeded by the wall's index
        const sim::Vec3 across = body.X_WB.rotation * sim::Vec3::UnitZ();
        double sum = 0, sum2 = 0, lo = 10, hi = 0;
        int n = 0, top = 0;
        for (std::size_t v = 0; v + 9 < mesh.vertices.size(); v += 10) {
            const sim::Vec3 normal(mesh.vertices[v + 3], mesh.vertices[v + 4],
                                   mesh.vertices[v + 5]);
            // Relative to the wall's colour, by the red channel.
            const double ratio = mesh.vertices[v + 6] / body.rgba[0];
            if (std::abs(normal.dot(across)) > 0.99) {
                sum += ratio;
                sum2 += ratio * ratio;
                lo = std::min(lo, ratio);
                hi = std::max(hi, ratio);
                ++n;
            } else if (normal.y() > 0.99) {
                // The top edge: lighter end grain.
                QVERIFY2(ratio > 1.05, qPrintable(QString::number(ratio)));
                ++top;
            }
        }
        QVERIFY(n > 0 && top > 0);
        const double mean = sum / n, sd = std::sqrt(std::max(0.0, sum2 / n - mean * mean));
        // Tone +-6 %, plank +-3.5 %, grain -10..+8 %, seam -10 %: within 0.72 .. 1.19.
        QVERIFY2(lo >= 0.72 && hi <= 1.19, qPrintable(QStringLiteral("%1..%2").arg(lo).arg(hi)));
        // A visible grain, not a noise that hides the wall's colour.
        QVERIFY2(sd >= 0.02 && sd <= 0.09, qPrintable(QString::number(sd)));
        means.push_back(mean);
    }
    QVERIFY(means.size() > 10);
    const auto [lo, hi] = std::minmax_element(means.begin(), means.end());
    // Walls differ a little from one another (tone +-6 %).
    QVERIFY2(*hi - *lo >= 0.03 && *hi - *lo <= 0.16,
             qPrintable(QStringLiteral("%1..%2").arg(*lo).arg(*hi)));
}

void TestSceneDressing::soilsAreDistinct() {
    const std::array<std::uint8_t, 4> fallback = {10, 20, 30, 255};
    const std::vector<std::string> soils = {"concrete",  "wood",       "gravel", "sand",
                                            "hard_soil", "loose_soil", "peat"};
    for (std::size_t a = 0; a < soils.size(); ++a) {
        const auto ca = dressing::soilColour(soils[a], fallback);
        QVERIFY(distance(ca, dressing::rockColour()) >= 0.05 || soils[a] == "gravel");
        for (std::size_t b = a + 1; b < soils.size(); ++b)
            QVERIFY2(distance(ca, dressing::soilColour(soils[b], fallback)) >= 0.08,
                     (soils[a] + " ~ " + soils[b]).c_str());
    }
    // A rigid terrain (no soil) is drawn in the scene's floor colour.
    const auto rigid = dressing::soilColour("", fallback);
    QCOMPARE(rigid[0], 10 / 255.f);
    QCOMPARE(rigid[2], 30 / 255.f);
}

void TestSceneDressing::terrainColourBySlope_data() {
    QTest::addColumn<QString>("soil");
    for (const char* s : {"concrete", "wood", "gravel", "sand", "hard_soil", "loose_soil", "peat"})
        QTest::newRow(s) << QString::fromLatin1(s);
}

void TestSceneDressing::terrainColourBySlope() {
    QFETCH(QString, soil);
    const auto flat = dressing::soilColour(soil.toStdString(), {0, 0, 0, 255});
    const auto rock = dressing::rockColour();
    auto rgb = [](const std::array<float, 4>& c) { return std::array<float, 3>{c[0], c[1], c[2]}; };
    // Mid height, no noise: flat ground is the soil's colour, a 45 degree face is rock.
    const auto at0 = rgb(dressing::terrainColour(flat, 0.0, 0.5, 0.f));
    const auto at5 = rgb(dressing::terrainColour(flat, 5 * M_PI / 180, 0.5, 0.f));
    const auto at25 = rgb(dressing::terrainColour(flat, 25 * M_PI / 180, 0.5, 0.f));
    const auto at45 = rgb(dressing::terrainColour(flat, 45 * M_PI / 180, 0.5, 0.f));
    QVERIFY(distance(at0, flat) < 1e-6);
    QVERIFY(distance(at5, flat) < 1e-6);  // below 8 degrees: still flat ground
    QVERIFY(distance(at45, rock) < 1e-6);
    // 25 degrees: the smoothstep from 8 to 35 degrees at 17/27.
    const double s = (25.0 - 8.0) / 27.0, mix = s * s * (3 - 2 * s);
    for (int i = 0; i < 3; ++i)
        QVERIFY(std::abs(at25[i] - ((1 - mix) * flat[i] + mix * rock[i])) < 1e-5);
    if (soil != "gravel") QVERIFY(distance(at0, at45) >= 0.05);
    // Hollows darker, tops lighter: 0.87 .. 1.13 of the colour.
    const auto low = dressing::terrainColour(flat, 0.0, 0.0, 0.f);
    const auto high = dressing::terrainColour(flat, 0.0, 1.0, 0.f);
    QVERIFY(std::abs(low[1] - flat[1] * 0.87f) < 1e-5);
    QVERIFY(std::abs(high[1] - std::min(1.f, flat[1] * 1.13f)) < 1e-5);
}

void TestSceneDressing::shadedTerrainMesh() {
    // A flat strip, then a 45 degree ramp: 10 x 3 samples 0.1 m apart.
    sim::Heightfield hf;
    hf.samples_x = 10;
    hf.samples_z = 3;
    hf.cell_m = 0.1;
    hf.soft_terrain = "sand";
    for (int iz = 0; iz < 3; ++iz)
        for (int ix = 0; ix < 10; ++ix) hf.heights_m.push_back(ix < 5 ? 0.0 : (ix - 4) * 0.1);
    ColoredMesh mesh;
    dressing::addShadedTerrain(mesh, hf, {0, 0, 0, 255});
    QCOMPARE(mesh.vertexCount(), 9 * 2 * 6);
    const auto sand = dressing::soilColour("sand", {});
    const auto rock = dressing::rockColour();
    int flatSeen = 0, steepSeen = 0;
    for (std::size_t v = 0; v + 9 < mesh.vertices.size(); v += 10) {
        const float x = mesh.vertices[v], ny = mesh.vertices[v + 4];
        const std::array<float, 3> c = {mesh.vertices[v + 6], mesh.vertices[v + 7],
                                        mesh.vertices[v + 8]};
        // Height factor 0.87 (bottom) .. 1.13 (top), noise +-4 %, patches +-6 % (red channel).
        if (x < 0.35f) {
            QVERIFY(std::abs(ny - 1.f) < 1e-5);
            QVERIFY(c[0] >= sand[0] * 0.87f * 0.96f * 0.94f &&
                    c[0] <= sand[0] * 0.87f * 1.04f * 1.06f);
            ++flatSeen;
        } else if (x > 0.55f) {
            QVERIFY(std::abs(ny - float(std::sqrt(0.5))) < 1e-4);
            QVERIFY(c[0] >= rock[0] * 0.87f * 0.96f * 0.94f &&
                    c[0] <= rock[0] * 1.13f * 1.04f * 1.06f);
            ++steepSeen;
        }
    }
    QVERIFY(flatSeen > 20 && steepSeen > 20);
}

void TestSceneDressing::terrainTilesCoverTheField_data() {
    QTest::addColumn<int>("samplesX");
    QTest::addColumn<int>("samplesZ");
    QTest::addColumn<int>("tileCells");
    QTest::addColumn<int>("tiles");
    // The manned field: 177 x 97 samples (0.25 m) in tiles of 32 cells: 6 x 3.
    QTest::newRow("manned field, 32") << 177 << 97 << 32 << 18;
    QTest::newRow("exact multiple") << 65 << 33 << 32 << 2;
    QTest::newRow("one tile bigger than the field") << 10 << 3 << 32 << 1;
    QTest::newRow("tiles of one cell") << 4 << 3 << 1 << 6;
}

void TestSceneDressing::terrainTilesCoverTheField() {
    // The tiles together are the whole surface, vertex for vertex, and each stays within its
    // square of cells.
    QFETCH(int, samplesX);
    QFETCH(int, samplesZ);
    QFETCH(int, tileCells);
    QFETCH(int, tiles);
    sim::Heightfield hf;
    hf.samples_x = samplesX;
    hf.samples_z = samplesZ;
    hf.cell_m = 0.25;
    hf.min_x_m = -4.0;
    hf.min_z_m = -12.0;
    hf.soft_terrain = "loose_soil";
    for (int iz = 0; iz < samplesZ; ++iz)
        for (int ix = 0; ix < samplesX; ++ix)
            hf.heights_m.push_back(0.1 * std::sin(ix * 0.3) * std::cos(iz * 0.2));
    ColoredMesh whole;
    dressing::addShadedTerrain(whole, hf, {0, 0, 0, 255});
    const std::vector<dressing::TerrainTile> parts =
        dressing::shadedTerrainTiles(hf, {0, 0, 0, 255}, tileCells);
    QCOMPARE(int(parts.size()), tiles);
    std::vector<std::array<float, 10>> a, b;
    auto collect = [](const ColoredMesh& m, std::vector<std::array<float, 10>>& out) {
        for (std::size_t v = 0; v + 9 < m.vertices.size(); v += 10) {
            std::array<float, 10> x;
            std::copy_n(m.vertices.begin() + std::ptrdiff_t(v), 10, x.begin());
            out.push_back(x);
        }
    };
    collect(whole, a);
    const double side_m = tileCells * hf.cell_m;
    for (const dressing::TerrainTile& tile : parts) {
        const ColoredMesh& t = tile.mesh;
        QVERIFY(!t.empty());
        float lo = 1e9f, hi = -1e9f, loz = 1e9f, hiz = -1e9f;
        for (std::size_t v = 0; v + 9 < t.vertices.size(); v += 10) {
            lo = std::min(lo, t.vertices[v]);
            hi = std::max(hi, t.vertices[v]);
            loz = std::min(loz, t.vertices[v + 2]);
            hiz = std::max(hiz, t.vertices[v + 2]);
        }
        QVERIFY(hi - lo <= side_m + 1e-4 && hiz - loz <= side_m + 1e-4);
        // The tile's box is its vertices'.
        QVERIFY(std::abs(tile.lo_W.x() - lo) < 1e-4 && std::abs(tile.hi_W.x() - hi) < 1e-4);
        QVERIFY(std::abs(tile.lo_W.z() - loz) < 1e-4 && std::abs(tile.hi_W.z() - hiz) < 1e-4);
        collect(t, b);
    }
    QCOMPARE(b.size(), a.size());
    QCOMPARE(int(a.size()), (samplesX - 1) * (samplesZ - 1) * 6);
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    QVERIFY(a == b);
}

void TestSceneDressing::coarseTerrainTilesCoverTheField_data() {
    QTest::addColumn<int>("step");
    QTest::addColumn<float>("skirt");
    QTest::newRow("every 2nd sample") << 2 << 0.05f;
    QTest::newRow("every 4th sample") << 4 << 0.07f;
    QTest::newRow("every 8th, the tile smaller than a step") << 8 << 0.1f;
}

void TestSceneDressing::coarseTerrainTilesCoverTheField() {
    // A coarse copy still covers the whole field (its top faces' area is the field's), keeps
    // its vertices on the samples, and hangs skirts `skirt` deep under every edge.
    QFETCH(int, step);
    QFETCH(float, skirt);
    sim::Heightfield hf;
    hf.samples_x = 43;  // 42 x 21 cells in tiles of 16: edges that are no multiple of the step
    hf.samples_z = 22;
    hf.cell_m = 0.25;
    hf.soft_terrain = "peat";
    for (int iz = 0; iz < hf.samples_z; ++iz)
        for (int ix = 0; ix < hf.samples_x; ++ix)
            hf.heights_m.push_back(0.1 * std::sin(ix * 0.4) + 0.05 * std::cos(iz * 0.3));
    const std::vector<dressing::TerrainTile> tiles =
        dressing::shadedTerrainTiles(hf, {0, 0, 0, 255}, 16, step, skirt);
    QCOMPARE(int(tiles.size()), 3 * 2);
    double area = 0.0;
    int skirtVertices = 0;
    for (const dressing::TerrainTile& tile : tiles) {
        const std::vector<float>& v = tile.mesh.vertices;
        for (std::size_t t = 0; t + 29 < v.size(); t += 30) {
            const QVector3D a(v[t], v[t + 1], v[t + 2]), b(v[t + 10], v[t + 11], v[t + 12]),
                c(v[t + 20], v[t + 21], v[t + 22]);
            const QVector3D n = QVector3D::crossProduct(b - a, c - a);
            if (n.y() > 1e-6f) area += 0.5 * n.y();  // a top face (skirts are vertical)
        }
        for (std::size_t k = 0; k + 9 < v.size(); k += 10) {
            const double fx = v[k] / hf.cell_m, fz = v[k + 2] / hf.cell_m;
            const int ix = int(std::lround(fx)), iz = int(std::lround(fz));
            QVERIFY(std::abs(fx - ix) < 1e-3 && std::abs(fz - iz) < 1e-3);  // on a sample
            const float h = float(hf.heights_m[std::size_t(iz) * hf.samples_x + ix]);
            if (std::abs(v[k + 1] - h) < 1e-5f) continue;
            QVERIFY2(std::abs(v[k + 1] - (h - skirt)) < 1e-5f, "neither surface nor skirt");
            ++skirtVertices;
        }
        QVERIFY(tile.lo_W.y() <= tile.hi_W.y() - skirt);
    }
    QVERIFY(std::abs(area - 42 * 21 * 0.25 * 0.25) < 1e-3);
    QVERIFY(skirtVertices > 0);
}

void TestSceneDressing::terrainDetailByDistance_data() {
    QTest::addColumn<double>("distance");
    QTest::addColumn<double>("cell");
    QTest::addColumn<int>("level");
    // The coarsest step whose cells are at most 1/20 of the distance across, at most every 8th.
    QTest::newRow("under the eye") << 0.0 << 0.25 << 0;
    QTest::newRow("9.9 m, 0.25 m cells") << 9.9 << 0.25 << 0;
    QTest::newRow("10 m: every 2nd") << 10.0 << 0.25 << 1;
    QTest::newRow("25 m: every 4th") << 25.0 << 0.25 << 2;
    QTest::newRow("40 m: every 8th") << 40.0 << 0.25 << 3;
    QTest::newRow("far away: still every 8th") << 1000.0 << 0.25 << 3;
    QTest::newRow("2 cm cells at 1 m") << 1.0 << 0.02 << 1;
}

void TestSceneDressing::terrainDetailByDistance() {
    QFETCH(double, distance);
    QFETCH(double, cell);
    QFETCH(int, level);
    QCOMPARE(SceneView::terrainLevelAt(distance, cell), level);
}

void TestSceneDressing::flameFlickersWithSimTime() {
    double lo = 10, hi = 0, tiltMax = 0;
    for (int k = 0; k <= 400; ++k) {
        const double t = k * 0.005;
        const dressing::FlameLook a = dressing::flameLook(t, 0, true, -1.0);
        const dressing::FlameLook b = dressing::flameLook(t, 0, true, -1.0);
        // A function of the simulated time alone: a paused simulation shows a still flame.
        QCOMPARE(a.scale_y, b.scale_y);
        QCOMPARE(a.tilt_x_rad, b.tilt_x_rad);
        QVERIFY(a.visible);
        QVERIFY(a.scale_y >= 0.82f && a.scale_y <= 1.18f);
        QVERIFY(a.scale_xz >= 0.93f && a.scale_xz <= 1.07f);
        QCOMPARE(a.smoke_opacity, 0.f);
        lo = std::min(lo, double(a.scale_y));
        hi = std::max(hi, double(a.scale_y));
        tiltMax =
            std::max({tiltMax, std::abs(double(a.tilt_x_rad)), std::abs(double(a.tilt_z_rad))});
    }
    QVERIFY2(hi - lo >= 0.15, qPrintable(QStringLiteral("%1..%2").arg(lo).arg(hi)));
    QVERIFY(tiltMax >= 0.03 && tiltMax <= 0.09);
    // Two candles do not flicker in step.
    QVERIFY(dressing::flameLook(0.3, 0, true, -1).scale_y !=
            dressing::flameLook(0.3, 1, true, -1).scale_y);
}

void TestSceneDressing::flameGoesOutWithSmoke() {
    // Out at 10 s: no flame (scale 0), a wisp that rises and fades over two seconds.
    const dressing::FlameLook at = dressing::flameLook(10.0, 0, false, 10.0);
    QVERIFY(!at.visible);
    QCOMPARE(at.scale_y, 0.f);
    QCOMPARE(at.scale_xz, 0.f);
    QCOMPARE(at.smoke_opacity, 0.6f);
    const dressing::FlameLook half = dressing::flameLook(10.5, 0, false, 10.0);
    QVERIFY(std::abs(half.smoke_opacity - 0.45f) < 1e-6f);
    QVERIFY(std::abs(half.smoke_rise_m - (0.004f + 0.025f)) < 1e-6f);
    QVERIFY(half.smoke_scale > 1.f);
    QVERIFY(std::abs(dressing::flameLook(11.0, 0, false, 10.0).smoke_rise_m - 0.054f) < 1e-6f);
    QCOMPARE(dressing::flameLook(12.0, 0, false, 10.0).smoke_opacity, 0.f);
    QCOMPARE(dressing::flameLook(15.0, 0, false, 10.0).smoke_opacity, 0.f);
    // Never lit (out_s < 0): no smoke either.
    QCOMPARE(dressing::flameLook(0.5, 0, false, -1.0).smoke_opacity, 0.f);
}

void TestSceneDressing::candleSetFollowsSnapshots() {
    const auto models = load("fire_fighter", "fire_fighting");
    const sim::WorldModel& w = models->scene.world;
    QCOMPARE(int(w.flames.size()), 1);
    Qt3DCore::QEntity root;
    dressing::CandleSet candles(&root, w);
    QCOMPARE(candles.size(), 1);
    QVERIFY(root.findChild<Qt3DCore::QEntity*>(QStringLiteral("candleWax")));
    Qt3DCore::QEntity* flame = root.findChild<Qt3DCore::QEntity*>(QStringLiteral("candleFlame"));
    Qt3DCore::QEntity* smoke = root.findChild<Qt3DCore::QEntity*>(QStringLiteral("candleSmoke"));
    QVERIFY(flame && smoke);
    auto* ft = flame->componentsOfType<Qt3DCore::QTransform>().constFirst();
    auto* st = smoke->componentsOfType<Qt3DCore::QTransform>().constFirst();

    runner::Snapshot s;
    s.sim_time_s = 1.25;
    s.flames_lit = {true};
    s.flames_out_s = {-1.0};
    candles.apply(s);
    QVERIFY(flame->isEnabled());
    QVERIFY(!smoke->isEnabled());
    const dressing::FlameLook look = dressing::flameLook(1.25, 0, true, -1.0);
    QCOMPARE(ft->scale3D(), QVector3D(look.scale_xz, look.scale_y, look.scale_xz));
    // The flame stands on the wick, above the candle (1 cm below the flame's point).
    QVERIFY(std::abs(ft->translation().y() - float(w.flames[0].p_W.y() - 0.01 + 0.006)) < 1e-6f);

    // The same snapshot again (paused): nothing changes, so nothing needs drawing.
    int changes = 0;
    connect(ft, &Qt3DCore::QTransform::matrixChanged, this, [&changes] { ++changes; });
    connect(st, &Qt3DCore::QTransform::matrixChanged, this, [&changes] { ++changes; });
    candles.apply(s);
    QCOMPARE(changes, 0);

    // Blown out at 2.0 s, seen at 2.5 s: flame gone, smoke 3 cm above the wick, fading.
    s.sim_time_s = 2.5;
    s.flames_lit = {false};
    s.flames_out_s = {2.0};
    candles.apply(s);
    QVERIFY(!flame->isEnabled());
    QVERIFY(smoke->isEnabled());
    QVERIFY(std::abs(st->translation().y() - ft->translation().y() - 0.029f) < 1e-5f);
    auto* tint =
        smoke->componentsOfType<Qt3DRender::QMaterial>().constFirst()->parameters().constFirst();
    QVERIFY(std::abs(tint->value().value<QVector4D>().w() - 0.45f) < 1e-5f);
    // Two seconds later the wisp is gone.
    s.sim_time_s = 4.1;
    candles.apply(s);
    QVERIFY(!smoke->isEnabled());
}

QTEST_MAIN(TestSceneDressing)
#include "tst_scene_dressing.moc"
