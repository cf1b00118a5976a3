// SPDX-License-Identifier: GPL-3.0-or-later
// The Devices panel's eyes (issue 26): the camera image view (modes/program/camera_image_view.h)
// shows a known image with every camera pixel a crisp block of its own colour, aspect kept, the
// centre colour named; the lidar plot (modes/program/lidar_plot.h) puts a wall 1 m away at the
// radius computed by hand and names the nearest hit. Both repaint only when new data arrives.
#include <QtTest>
#include <cmath>
#include <limits>

#include "modes/program/camera_image_view.h"
#include "modes/program/devices_panel.h"
#include "modes/program/lidar_plot.h"

using namespace botlab::gui;

class TestEyesPanel : public QObject {
    Q_OBJECT
private slots:
    void cameraPixels_data();
    void cameraPixels();
    void cameraCentreColour_data();
    void cameraCentreColour();
    void cameraBlobCaption();
    void cameraRepaintsOnlyForNewImages();
    void lidarWall_data();
    void lidarWall();
    void lidarRepaintsOnlyForNewScans();
    void panelShowsTheSnapshotsEyes_data();
    void panelShowsTheSnapshotsEyes();
    void panelMarksTheBlobAsked_data();
    void panelMarksTheBlobAsked();
};

namespace {
constexpr float kInf = std::numeric_limits<float>::infinity();

/// A test image: pixel (x, y) = (40 x mod 256, 30 y mod 256, 200 - 10 (x + y) mod 200).
std::vector<std::uint8_t> patternImage(int w, int h) {
    std::vector<std::uint8_t> rgb(std::size_t(w * h * 3));
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            std::uint8_t* px = &rgb[std::size_t((y * w + x) * 3)];
            px[0] = std::uint8_t((40 * x) % 256);
            px[1] = std::uint8_t((30 * y) % 256);
            px[2] = std::uint8_t(200 - (10 * (x + y)) % 200);
        }
    return rgb;
}

QColor patternColour(int x, int y) {
    return QColor((40 * x) % 256, (30 * y) % 256, 200 - (10 * (x + y)) % 200);
}

QImage grabbed(QWidget& w) {
    return w.grab().toImage().convertToFormat(QImage::Format_RGB32);
}
}  // namespace

void TestEyesPanel::cameraPixels_data() {
    QTest::addColumn<int>("imageW");
    QTest::addColumn<int>("imageH");
    QTest::addColumn<int>("widgetW");
    QTest::addColumn<int>("widgetH");
    QTest::addColumn<int>("scale");  // the whole multiple expected (by hand)
    // Room (widget minus 4 px of margins and the caption line) divided by the image, floored.
    QTest::newRow("64x48 in 300x260: 4x") << 64 << 48 << 300 << 260 << 4;
    QTest::newRow("64x48 in 200x180: 3x") << 64 << 48 << 200 << 180 << 3;
    QTest::newRow("8x6 tall widget: width rules, 12x") << 8 << 6 << 100 << 400 << 12;
    QTest::newRow("16x16 wide widget: height rules") << 16 << 16 << 500 << 150 << -1;
}

void TestEyesPanel::cameraPixels() {
    QFETCH(int, imageW);
    QFETCH(int, imageH);
    QFETCH(int, widgetW);
    QFETCH(int, widgetH);
    QFETCH(int, scale);
    CameraImageView view;
    view.resize(widgetW, widgetH);
    view.setImage(imageW, imageH, patternImage(imageW, imageH), 1.5);
    const QRect r = view.imageRect();
    const int caption = view.fontMetrics().height() + 4;
    const int expected =
        scale > 0 ? scale : std::min((widgetW - 4) / imageW, (widgetH - caption - 4) / imageH);
    QCOMPARE(r.width(), imageW * expected);  // aspect kept: the same multiple both ways
    QCOMPARE(r.height(), imageH * expected);
    QVERIFY(r.left() >= 0 && r.right() < widgetW && r.bottom() < widgetH - caption);
    const QImage shot = grabbed(view);
    const double cell = double(expected);
    // Each camera pixel is a block of its colour: its centre and both corners inside (crisp,
    // nearest-neighbour: no blending with the neighbours).
    for (int y = 0; y < imageH; y += std::max(1, imageH / 5))
        for (int x = 0; x < imageW; x += std::max(1, imageW / 7)) {
            const QPoint corners[] = {
                QPoint(r.left() + int((x + 0.5) * cell), r.top() + int((y + 0.5) * cell)),
                QPoint(r.left() + int(x * cell), r.top() + int(y * cell)),
                QPoint(r.left() + int((x + 1) * cell) - 1, r.top() + int((y + 1) * cell) - 1)};
            for (const QPoint& at : corners)
                QVERIFY2(
                    shot.pixelColor(at) == patternColour(x, y),
                    qPrintable(QStringLiteral("camera pixel (%1, %2) at (%3, %4): %5 vs %6")
                                   .arg(x)
                                   .arg(y)
                                   .arg(at.x())
                                   .arg(at.y())
                                   .arg(shot.pixelColor(at).name(), patternColour(x, y).name())));
        }
}

void TestEyesPanel::cameraCentreColour_data() {
    QTest::addColumn<QColor>("colour");
    QTest::addColumn<QString>("name");
    QTest::newRow("red") << QColor(200, 30, 30) << "red";
    QTest::newRow("green") << QColor(40, 180, 60) << "green";
    QTest::newRow("blue") << QColor(30, 60, 200) << "blue";
    QTest::newRow("yellow") << QColor(230, 220, 40) << "yellow";
    QTest::newRow("orange") << QColor(240, 130, 20) << "orange";
    QTest::newRow("purple") << QColor(130, 40, 180) << "purple";
    QTest::newRow("black line") << QColor(20, 20, 20) << "black";
    QTest::newRow("white floor") << QColor(235, 235, 230) << "white";
}

void TestEyesPanel::cameraCentreColour() {
    QFETCH(QColor, colour);
    QFETCH(QString, name);
    QCOMPARE(CameraImageView::colourName(colour.red(), colour.green(), colour.blue()), name);
    // An image whose centre pixel has the colour (the rest grey): the caption names it and the
    // swatch before it shows it.
    const int w = 9, h = 7;
    std::vector<std::uint8_t> rgb(std::size_t(w * h * 3), 128);
    std::uint8_t* c = &rgb[std::size_t(((h / 2) * w + w / 2) * 3)];
    c[0] = std::uint8_t(colour.red());
    c[1] = std::uint8_t(colour.green());
    c[2] = std::uint8_t(colour.blue());
    CameraImageView view;
    view.resize(200, 160);
    view.setImage(w, h, rgb, 2.25);
    QVERIFY2(view.caption().contains(name), qPrintable(view.caption()));
    QVERIFY2(view.caption().startsWith(QStringLiteral("2.2 s")) ||
                 view.caption().startsWith(QStringLiteral("2.3 s")),
             qPrintable(view.caption()));
    const QImage shot = grabbed(view);
    const int ch = view.fontMetrics().height() + 4;
    const QPoint swatchCentre(4 + (ch - 6) / 2, 160 - ch + 3 + (ch - 6) / 2);
    QCOMPARE(shot.pixelColor(swatchCentre), colour);
}

void TestEyesPanel::cameraBlobCaption() {
    CameraImageView view;
    view.resize(300, 260);
    view.setImage(64, 48, std::vector<std::uint8_t>(64 * 48 * 3, 250), 0.5);
    view.setBlob(CameraImageView::Blob{QStringLiteral("red"), 25.0, 50.0, 4.0});
    QVERIFY2(view.caption().contains(QStringLiteral("red blob at 25 %, 50 %")),
             qPrintable(view.caption()));
    // The mark: a dark ring around (25 %, 50 %) of the image; the image's own white elsewhere.
    const QImage shot = grabbed(view);
    const QRect r = view.imageRect();
    const QPointF at(r.left() + 0.25 * r.width(), r.top() + 0.5 * r.height());
    const double radius = std::sqrt(0.04 * 64 * 48 / M_PI) * r.width() / 64.0;
    // Across the ring 45 degrees up-right of the centre (clear of the cross's ticks): the black
    // outline shows (the image is white there).
    int darkest = 255;
    for (int k = -4; k <= 4; ++k) {
        const double d = radius + k * 0.7;
        darkest = std::min(
            darkest,
            shot.pixelColor(int(at.x() + d * M_SQRT1_2), int(at.y() - d * M_SQRT1_2)).value());
    }
    QVERIFY2(darkest < 128, qPrintable(QString::number(darkest)));
    QCOMPARE(shot.pixelColor(r.left() + int(0.8 * r.width()), r.top() + 2), QColor(250, 250, 250));
    view.setBlob(CameraImageView::Blob{QStringLiteral("blue"), 0, 0, 0.0});
    QVERIFY2(view.caption().contains(QStringLiteral("no blue blob")), qPrintable(view.caption()));
}

void TestEyesPanel::cameraRepaintsOnlyForNewImages() {
    CameraImageView view;
    view.resize(200, 180);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const std::vector<std::uint8_t> rgb = patternImage(64, 48);
    view.setImage(64, 48, rgb, 0.1);
    QTRY_VERIFY(view.paintCount() > 0);
    QTest::qWait(100);
    const int before = view.paintCount();
    QTest::qWait(200);  // nothing new: no paint
    QCOMPARE(view.paintCount(), before);
    const uchar* buffer = view.image().constBits();
    view.setImage(64, 48, rgb, 0.2);
    QTRY_COMPARE(view.paintCount(), before + 1);
    QCOMPARE(view.image().constBits(), buffer);  // the same size reuses the image's buffer
}

void TestEyesPanel::lidarWall_data() {
    QTest::addColumn<QString>("wall");
    QTest::addColumn<int>("rays");  // ray i at 360 i / rays degrees (sim::LidarScan)
    QTest::addColumn<int>("nearestDeg");
    QTest::addColumn<int>("hits");  // by hand: the rays within 60 degrees of the wall's normal
    // The plot reaches to the farthest hit rounded up to 50 cm: 1 m for the ring, 2 m (1 / cos
    // 60) for a wall; in a 300 px square, 146 px from the centre to that ring.
    QTest::addColumn<double>("pxPerM");
    // A wall 1 m from the lidar: all round (a ring), ahead (1 / cos a for |a| < 60), to the left.
    QTest::newRow("ring at 1 m") << "ring" << 360 << 0 << 360 << 146.0;
    QTest::newRow("wall 1 m ahead") << "ahead" << 360 << 0 << 119 << 73.0;
    QTest::newRow("wall 1 m to the left") << "left" << 360 << 90 << 119 << 73.0;
    QTest::newRow("wall 1 m behind") << "behind" << 360 << 180 << 119 << 73.0;
    QTest::newRow("720 rays, wall 1 m to the left") << "left" << 720 << 90 << 239 << 73.0;
    QTest::newRow("90 rays, wall 1 m behind") << "behind" << 90 << 180 << 29 << 73.0;
}

void TestEyesPanel::lidarWall() {
    QFETCH(QString, wall);
    QFETCH(int, rays);
    QFETCH(int, nearestDeg);
    QFETCH(int, hits);
    QFETCH(double, pxPerM);
    std::vector<float> scan(std::size_t(rays), kInf);
    const int facing = wall == QLatin1String("left")     ? 90
                       : wall == QLatin1String("behind") ? 180
                                                         : 0;
    for (int i = 0; i < rays; ++i) {
        if (wall == QLatin1String("ring")) {
            scan[std::size_t(i)] = 1.0f;
            continue;
        }
        double off = std::fmod(360.0 * i / rays - facing + 720.0, 360.0);
        if (off > 180) off -= 360;
        if (std::abs(off) < 60) scan[std::size_t(i)] = float(1.0 / std::cos(off * M_PI / 180.0));
    }
    LidarPlot plot;
    const int ch = plot.fontMetrics().height() + 4;
    plot.resize(300, 300 + ch);  // a 300 px square plot: radius 146 px
    plot.setScan(scan, 3.0);
    QCOMPARE(plot.pixelsPerMetre(), pxPerM);
    QCOMPARE(plot.centre(), QPointF(150.0, 150.0));
    QCOMPARE(plot.nearestDeg(), double(nearestDeg));
    QCOMPARE(plot.nearestM(), 1.0);
    QCOMPARE(plot.hitCount(), hits);
    QVERIFY2(plot.caption().contains(QStringLiteral("nearest 1.00 m at %1°").arg(nearestDeg)),
             qPrintable(plot.caption()));
    // The hit straight at the wall, 1 m (pxPerM) from the centre the way it faces (front up,
    // left left, behind down), drawn in the hit colour.
    const QPointF expectedAt = facing == 0    ? QPointF(150.0, 150.0 - pxPerM)
                               : facing == 90 ? QPointF(150.0 - pxPerM, 150.0)
                                              : QPointF(150.0, 150.0 + pxPerM);
    const QPointF nearestAt = plot.plotPoint(nearestDeg, 1.0);
    QVERIFY(std::abs(nearestAt.x() - expectedAt.x()) < 1e-9);
    QVERIFY(std::abs(nearestAt.y() - expectedAt.y()) < 1e-9);
    const QImage shot = grabbed(plot);
    for (int i = 0; i < rays; i += 7) {
        if (!std::isfinite(scan[std::size_t(i)])) continue;
        const QPointF at = plot.plotPoint(360.0 * i / rays, scan[std::size_t(i)]);
        // The radius in pixels: distance x pxPerM (by hand).
        QVERIFY(std::abs(std::hypot(at.x() - 150.0, at.y() - 150.0) -
                         double(scan[std::size_t(i)]) * pxPerM) < 1e-6);
        const QColor c = shot.pixelColor(at.toPoint());
        QVERIFY2(c == LidarPlot::hitColour(), qPrintable(QStringLiteral("ray %1 at (%2, %3): %4")
                                                             .arg(i)
                                                             .arg(at.x())
                                                             .arg(at.y())
                                                             .arg(c.name())));
    }
    // Where the wall is not (the opposite side, 1 m away), no dot.
    if (wall != QLatin1String("ring")) {
        const QPointF away = plot.plotPoint(facing + 180, 1.0);
        QVERIFY(shot.pixelColor(away.toPoint()) != LidarPlot::hitColour());
    }
}

void TestEyesPanel::lidarRepaintsOnlyForNewScans() {
    LidarPlot plot;
    plot.resize(220, 240);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    plot.setScan(std::vector<float>(360, 2.0), 0.2);
    QTRY_VERIFY(plot.paintCount() > 0);
    QTest::qWait(100);
    const int before = plot.paintCount();
    QTest::qWait(200);
    QCOMPARE(plot.paintCount(), before);
    plot.setScan(std::vector<float>(360, kInf), 0.4);
    QTRY_COMPARE(plot.paintCount(), before + 1);
    QCOMPARE(plot.hitCount(), 0);
    QVERIFY2(plot.caption().contains(QStringLiteral("nothing in range")),
             qPrintable(plot.caption()));
}

void TestEyesPanel::panelShowsTheSnapshotsEyes_data() {
    QTest::addColumn<int>("cameras");
    QTest::addColumn<int>("lidars");
    QTest::newRow("no eyes: no area") << 0 << 0;
    QTest::newRow("a camera") << 1 << 0;
    QTest::newRow("a lidar") << 0 << 1;
    QTest::newRow("two cameras and a lidar") << 2 << 1;
}

void TestEyesPanel::panelShowsTheSnapshotsEyes() {
    QFETCH(int, cameras);
    QFETCH(int, lidars);
    using namespace botlab;
    runner::Snapshot s;
    s.sim_time_s = 0.5;
    for (int i = 0; i < cameras; ++i) {
        auto image = std::make_shared<sim::CameraImage>();
        image->width_px = 16;
        image->height_px = 12;
        image->rgb = patternImage(16, 12);
        image->rgb[0] = std::uint8_t(10 * i);  // tell the cameras apart
        image->time_s = 0.4;
        image->serial = 5;
        s.cameras.push_back({i, 4 + i, "cam " + std::to_string(i), image});
    }
    for (int i = 0; i < lidars; ++i) {
        auto scan = std::make_shared<sim::LidarScan>();
        scan->distance_m.assign(360, kInf);
        scan->distance_m[90] = 0.75f;
        scan->time_s = 0.4;
        scan->serial = 3;
        s.lidars.push_back({cameras + i, 8 + i, "lidar", 0.05, 4.0, scan});
    }
    DevicesPanel panel;
    panel.resize(480, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.update(s);
    QCOMPARE(panel.eyesArea()->isVisible(), cameras + lidars > 0);
    for (int i = 0; i < cameras; ++i) {
        CameraImageView* view = panel.cameraView(i);
        QVERIFY(view);
        QCOMPARE(view->image().size(), QSize(16, 12));
        QCOMPARE(view->image().pixelColor(0, 0), QColor(10 * i, 0, 200));
        QCOMPARE(view->image().pixelColor(5, 7), patternColour(5, 7));
        QVERIFY(view->isVisible());
    }
    QVERIFY(!panel.cameraView(cameras));
    for (int i = 0; i < lidars; ++i) {
        LidarPlot* plot = panel.lidarPlot(i);
        QVERIFY(plot);
        QCOMPARE(plot->hitCount(), 1);
        QCOMPARE(plot->nearestDeg(), 90.0);
        QCOMPARE(plot->nearestM(), 0.75);
    }
    QVERIFY(!panel.lidarPlot(lidars));
    if (cameras == 0) return;
    // The same image in the next snapshot: the view is not redrawn; a new one is.
    QTRY_VERIFY(panel.cameraView(0)->paintCount() > 0);
    QTest::qWait(100);
    const int paints = panel.cameraView(0)->paintCount();
    s.sim_time_s = 0.52;
    panel.update(s);
    QTest::qWait(150);
    QCOMPARE(panel.cameraView(0)->paintCount(), paints);
    auto next = std::make_shared<sim::CameraImage>(*s.cameras[0].image);
    next->time_s = 0.5;
    next->serial = 6;
    s.cameras[0].image = next;
    panel.update(s);
    QTRY_COMPARE(panel.cameraView(0)->paintCount(), paints + 1);
    QCOMPARE(panel.cameraView(0)->timeS(), 0.5);
    // A robot without eyes: the area goes.
    panel.update(runner::Snapshot{});
    QVERIFY(!panel.eyesArea()->isVisible());
    QVERIFY(!panel.cameraView(0));
}

// The panel marks the blob the program last asked camera.blob for (the snapshot's blob_colour and
// blob): a ring of the blob's area around its centre, its colour named under the image, "no ...
// blob" when it is not found; without a colour asked, the centre colour is named as before.
void TestEyesPanel::panelMarksTheBlobAsked_data() {
    QTest::addColumn<QString>("asked");  ///< "" = the program never asked
    QTest::addColumn<bool>("found");
    QTest::addColumn<QString>("caption");
    QTest::newRow("red found") << "red" << true << "red blob at 25 %, 50 %, area 2.1 %";
    QTest::newRow("blue not found") << "blue" << false << "no blue blob";
    QTest::newRow("never asked") << "" << false << "centre: white";
}

void TestEyesPanel::panelMarksTheBlobAsked() {
    QFETCH(QString, asked);
    QFETCH(bool, found);
    QFETCH(QString, caption);
    using namespace botlab;
    // A white 64 x 48 image with a red 16 x 4 bar at pixels x 8..23, y 22..25: by hand its
    // centre is at x 16 / 64 = 25 %, y 24 / 48 = 50 %, its area 64 / 3072 = 2.08 %.
    auto image = std::make_shared<sim::CameraImage>();
    image->width_px = 64;
    image->height_px = 48;
    image->rgb.assign(64 * 48 * 3, 250);
    for (int y = 22; y < 26; ++y)
        for (int x = 8; x < 24; ++x) {
            std::uint8_t* p = &image->rgb[std::size_t((y * 64 + x) * 3)];
            p[0] = 220, p[1] = 20, p[2] = 20;
        }
    image->time_s = 0.4;
    image->serial = 5;
    runner::CameraView cam{0, 1, "camera", image, std::nullopt, {}};
    if (!asked.isEmpty()) {
        cam.blob_colour = scripting::colourFromText(asked.toStdString());
        QVERIFY(cam.blob_colour);
        if (found) cam.blob = {true, 25.0, 50.0, 100.0 * 64 / 3072, 64};
    }
    runner::Snapshot s;
    s.sim_time_s = 0.5;
    s.cameras.push_back(cam);
    DevicesPanel panel;
    panel.resize(480, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.update(s);
    CameraImageView* view = panel.cameraView(0);
    QVERIFY(view);
    QVERIFY2(view->caption().contains(caption), qPrintable(view->caption()));
    const QImage shot = grabbed(*view);
    const QRect r = view->imageRect();
    QVERIFY(r.width() >= 64);
    const double px = r.width() / 64.0;  // screen pixels per camera pixel
    const QPointF at(r.left() + 16 * px, r.top() + 24 * px);
    // The ring's radius: the disc of the blob's area, sqrt(64 / pi) = 4.51 camera pixels. Across
    // it, 45 degrees up-right of the centre (clear of the cross's ticks and the bar, on white):
    // the black outline shows only when the blob was found.
    const double radius = std::sqrt(64.0 / M_PI) * px;
    int darkest = 255;
    for (int k = -16; k <= 16; ++k) {  // the 1 px black outline, antialiased on the diagonal
        const double d = radius + k * 0.25;
        darkest = std::min(
            darkest,
            shot.pixelColor(int(at.x() + d * M_SQRT1_2), int(at.y() - d * M_SQRT1_2)).value());
    }
    if (found)
        QVERIFY2(darkest < 200, qPrintable(QString::number(darkest)));
    else
        QCOMPARE(darkest, 250);
    // The cross's tick above the ring, on the white image above the bar.
    const QColor tick = shot.pixelColor(int(at.x()), int(at.y() - radius - 2));
    QVERIFY2(found ? tick != QColor(250, 250, 250) : tick == QColor(250, 250, 250),
             qPrintable(tick.name()));
    // Far from the blob the image is untouched.
    QCOMPARE(shot.pixelColor(r.left() + int(0.8 * r.width()), r.top() + 2), QColor(250, 250, 250));
}

QTEST_MAIN(TestEyesPanel)
#include "tst_eyes_panel.moc"
