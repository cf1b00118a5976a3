// SPDX-License-Identifier: GPL-3.0-or-later
// The camera and lidar Lua calls (camera.blob, camera.colour, camera.pixel, lidar.scan,
// lidar.distance) and the colour names behind them (botlab/scripting/vision.h), on a fixed probe
// in a world whose numbers are computed by hand: a red ball 0.5 m away 20 degrees to the left of
// the camera, a blue wall whose face is 1 m ahead, a white floor.
#include <QTest>

#include "botlab_test.h"

#include <cmath>
#include <numbers>

#include "botlab/scripting/program.h"
#include "botlab/scripting/vision.h"
#include "botlab/sim/simulation.h"

using namespace botlab;
using namespace botlab::scripting;
using botlab::sim::Vec3;

namespace {

constexpr double kDeg = std::numbers::pi / 180.0;

struct RunResult {
    QStringList output;
    std::optional<ProgramError> error;
};

RunResult runOn(sim::Simulation& sim, const QString& src, int max_steps = 2000) {
    RunResult r;
    Program p(sim, 0, src.toStdString(), {}, [&](const ConsoleLine& l) {
        if (l.kind == ConsoleKind::Output) r.output << QString::fromStdString(l.text);
    });
    for (int i = 0; i < max_steps; ++i) {
        p.tick();
        if (p.isOver()) break;
        if (!sim.step().ok()) break;
    }
    r.error = p.error();
    return r;
}

/// A probe fixed at (0, 0.3, 0) facing +X: camera "cam" on port 1 (64 x 48, 60 degrees),
/// line sensor "floor" on port 3; lidar "lidar" on port 2, 0.3 m higher (above the ball).
std::unique_ptr<sim::Simulation> makeEyesSim(bool falling_ball = false) {
    using namespace botlab::sim;
    RobotModel m;
    m.name = "probe";
    Link l;
    l.name = "body";
    l.X_ML = Pose::fromTranslation(Vec3(0, 0.3, 0));
    Shape s;
    s.size_m = Vec3(0.02, 0.02, 0.02);
    s.collides = false;
    l.shapes.push_back(s);
    m.links.push_back(l);
    FixedJoint f;
    f.name = "mount";
    f.parent = -1;
    f.child = 0;
    m.fixed_joints.push_back(f);
    Sensor cam = defaultSensor(SensorType::Camera);
    cam.name = "cam";
    cam.port = 1;
    m.sensors.push_back(cam);
    Sensor lidar = defaultSensor(SensorType::Lidar);
    lidar.name = "lidar";
    lidar.port = 2;
    lidar.X_LS = Pose::fromTranslation(Vec3(0, 0.3, 0));
    m.sensors.push_back(lidar);
    Sensor line = defaultSensor(SensorType::Line);
    line.name = "floor";
    line.port = 3;
    m.sensors.push_back(line);

    WorldModel w;
    WorldBody ball;
    ball.name = "ball";
    ball.shape.type = ShapeType::Sphere;
    ball.shape.radius_m = 0.04;
    ball.X_WB =
        Pose::fromTranslation(Vec3(0.5 * std::cos(20 * kDeg), 0.3, -0.5 * std::sin(20 * kDeg)));
    ball.rgba = {1, 0, 0, 1};
    if (falling_ball) {  // straight ahead, 0.2 m above the camera's axis, falling
        ball.movable = true;
        ball.shape.mass_kg = 0.05;
        ball.X_WB = sim::Pose::fromTranslation(Vec3(0.5, 0.5, 0));
    }
    w.bodies.push_back(ball);
    WorldBody wall;
    wall.name = "wall";
    wall.shape.size_m = Vec3(0.02, 2.0, 6.0);
    wall.X_WB = Pose::fromTranslation(Vec3(1.01, 1.0, 0));
    wall.rgba = {0, 0, 1, 1};
    w.bodies.push_back(wall);
    auto r = Simulation::create(w, {RobotSpawn{m, Pose::identity()}});
    if (!r.ok()) qFatal("%s", r.message().c_str());
    return std::move(r.value());
}

}  // namespace

class TestEyesApi : public QObject {
    Q_OBJECT

private slots:
    void classify_data() {
        QTest::addColumn<int>("r");
        QTest::addColumn<int>("g");
        QTest::addColumn<int>("b");
        QTest::addColumn<QString>("name");
        QTest::newRow("red") << 255 << 0 << 0 << "red";
        QTest::newRow("shaded red, 55 %") << 140 << 0 << 0 << "red";
        QTest::newRow("crimson, hue 348") << 220 << 20 << 60 << "red";
        QTest::newRow("orange, hue 30") << 255 << 128 << 0 << "orange";
        QTest::newRow("yellow") << 255 << 255 << 0 << "yellow";
        QTest::newRow("dark yellow") << 140 << 140 << 0 << "yellow";
        QTest::newRow("green") << 0 << 128 << 0 << "green";
        QTest::newRow("cyan, hue 180") << 0 << 200 << 200 << "blue";
        QTest::newRow("blue") << 0 << 0 << 255 << "blue";
        QTest::newRow("purple") << 128 << 0 << 128 << "purple";
        QTest::newRow("white") << 255 << 255 << 255 << "white";
        QTest::newRow("sky") << 200 << 222 << 240 << "white";
        QTest::newRow("grey") << 128 << 128 << 128 << "grey";
        QTest::newRow("dark grey") << 70 << 70 << 70 << "black";
        QTest::newRow("very dark blue, V < 0.2") << 0 << 0 << 50 << "black";
        QTest::newRow("pale red, S < 0.3") << 255 << 200 << 200 << "white";
    }
    void classify() {
        QFETCH(int, r);
        QFETCH(int, g);
        QFETCH(int, b);
        QFETCH(QString, name);
        const ColourName c =
            classifyColour(static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(g),
                           static_cast<std::uint8_t>(b));
        QCOMPARE(QString(colourNameText(c)), name);
        QVERIFY(colourFromText(name.toStdString()) == c);
    }

    void blobOfATinyImage() {
        // 4 x 2 pixels, the red ones at (1, 0) and (2, 1): centre x = (1.5 + 2.5) / 2 / 4 = 50 %,
        // y = (0.5 + 1.5) / 2 / 2 = 50 %, area 2 / 8 = 25 %.
        sim::CameraImage im;
        im.width_px = 4;
        im.height_px = 2;
        im.rgb.assign(4 * 2 * 3, 255);
        auto set = [&](int x, int y, std::uint8_t r, std::uint8_t g, std::uint8_t b) {
            std::uint8_t* p = &im.rgb[static_cast<std::size_t>((y * 4 + x) * 3)];
            p[0] = r, p[1] = g, p[2] = b;
        };
        set(1, 0, 200, 0, 0);
        set(2, 1, 255, 30, 10);
        set(3, 1, 0, 0, 255);
        const Blob red = findBlob(im, ColourName::Red);
        QVERIFY(red.found);
        QCOMPARE(red.pixels, 2);
        QCOMPARE(red.x_pct, 50.0);
        QCOMPARE(red.y_pct, 50.0);
        QCOMPARE(red.area_pct, 25.0);
        const Blob blue = findBlob(im, ColourName::Blue);
        QCOMPARE(blue.x_pct, 87.5);
        QCOMPARE(blue.y_pct, 75.0);
        QVERIFY(!findBlob(im, ColourName::Green).found);
        QVERIFY(!findBlob(sim::CameraImage{}, ColourName::White).found);
        // The centre: the mean of pixels (1, 0), (2, 0), (1, 1), (2, 1).
        const auto c = centreColour(im);
        QCOMPARE(int(c[0]), (200 + 255 + 255 + 255 + 2) / 4);
        QCOMPARE(int(c[1]), (0 + 255 + 255 + 30 + 2) / 4);
    }

    // Each call printed with %.1f (nil as "nil"); numbers by hand:
    //  - the ball 20 degrees left: x = 50 - tan 20 / tan 30 * 50 = 18.5 %, y = 50 %;
    //  - the wall 1 m ahead: lidar 100 cm at 0 degrees, 100 / cos a at a;
    //  - the centre pixel sees the wall's side, 55 % of blue: 140.
    void luaCalls_data() {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("blob found") << "(camera.blob(1, 'red')) and 1 or 0"
                                    << "1" << 0.0;
        QTest::newRow("blob x") << "select(2, camera.blob(1, 'red'))"
                                << "18.5" << 2.0;
        QTest::newRow("blob y") << "select(3, camera.blob('cam', 'red'))"
                                << "50" << 2.0;
        // The disc: tan(asin(0.04 / 0.5)) * 32 / tan 30 = 4.44 px: pi 4.44^2 / 3072 = 2.02 %
        // (the sphere off the axis projects a little larger: tan(a + r) - tan(a - r) wider).
        QTest::newRow("blob area") << "select(4, camera.blob(1, 'red'))"
                                   << "2.2" << 0.3;
        QTest::newRow("no green") << "(camera.blob(1, 'green')) and 1 or 0"
                                  << "0" << 0.0;
        QTest::newRow("no green x") << "select(2, camera.blob(1, 'green'))"
                                    << "0" << 0.0;
        QTest::newRow("gray is grey") << "select(4, camera.blob(1, 'gray'))"
                                      << "0" << 0.0;
        QTest::newRow("colour name") << "(camera.colour(1)) == 'blue' and 1 or 0"
                                     << "1" << 0.0;
        QTest::newRow("colour blue") << "select(4, camera.colour(1))"
                                     << "140" << 0.0;
        QTest::newRow("colour red") << "select(2, camera.colour(1))"
                                    << "0" << 0.0;
        QTest::newRow("pixel bottom left: floor") << "camera.pixel(1, 1, 48)"
                                                  << "255" << 0.0;
        QTest::newRow("pixel top right: wall") << "select(3, camera.pixel(1, 64, 1))"
                                               << "140" << 0.0;
        QTest::newRow("pixel rounds down") << "select(3, camera.pixel(1, 64.9, 1.5))"
                                           << "140" << 0.0;
        QTest::newRow("lidar ahead") << "lidar.distance(2, 0)"
                                     << "100" << 0.5;
        QTest::newRow("lidar 30 left")
            << "lidar.distance(2, 30)" << QString::number(100 / std::cos(30 * kDeg)) << 0.5;
        QTest::newRow("lidar 45 right, -45")
            << "lidar.distance('lidar', -45)" << QString::number(100 / std::cos(45 * kDeg)) << 0.5;
        QTest::newRow("lidar 315")
            << "lidar.distance(2, 315)" << QString::number(100 / std::cos(45 * kDeg)) << 0.5;
        QTest::newRow("lidar 360 is 0") << "lidar.distance(2, 360.2)"
                                        << "100" << 0.5;
        QTest::newRow("lidar behind: nil") << "lidar.distance(2, 180)"
                                           << "nil" << 0.0;
        QTest::newRow("scan n") << "lidar.scan(2).n"
                                << "360" << 0.0;
        QTest::newRow("scan[1] ahead") << "lidar.scan(2)[1]"
                                       << "100" << 0.5;
        QTest::newRow("scan[31] = 30 deg")
            << "lidar.scan(2)[31]" << QString::number(100 / std::cos(30 * kDeg)) << 0.5;
        QTest::newRow("scan[181] nil") << "lidar.scan(2)[181]"
                                       << "nil" << 0.0;
        QTest::newRow("scan hits") << "(function() local s, k = lidar.scan(2), 0 for i = 1, s.n "
                                      "do if s[i] then k = k + 1 end end return k end)()"
                                   << "143" << 2.0;
    }
    void luaCalls() {
        QFETCH(QString, expr);
        QFETCH(QString, expected);
        QFETCH(double, tolerance);
        auto sim = makeEyesSim();
        const RunResult r = runOn(
            *sim, "local v = " + expr + "\nprint(v == nil and 'nil' or string.format('%.1f', v))");
        QVERIFY2(!r.error, r.error ? r.error->message.c_str() : "");
        QCOMPARE(r.output.size(), 1);
        if (expected == "nil") {
            QCOMPARE(r.output[0], expected);
        } else {
            QVERIFY2(std::abs(r.output[0].toDouble() - expected.toDouble()) <= tolerance,
                     qPrintable(QString("%1 = %2, expected %3").arg(expr, r.output[0], expected)));
        }
    }

    // camera.blob answers from the latest image: the same until the next image (10 Hz), then
    // the new one. A ball falling from 0.2 m above the axis moves down the picture.
    void blobFollowsTheImages() {
        auto sim = makeEyesSim(true);
        const RunResult r = runOn(*sim,
                                  "local _, _, y0 = camera.blob(1, 'red')\n"
                                  "wait(0.05) local _, _, y1 = camera.blob(1, 'red')\n"
                                  "wait(0.1) local _, _, y2 = camera.blob(1, 'red')\n"
                                  "print(string.format('%.3f %.3f %.3f', y0, y1, y2))");
        QVERIFY2(!r.error, r.error ? r.error->message.c_str() : "");
        QCOMPARE(r.output.size(), 1);
        const QStringList y = r.output[0].split(' ');
        QCOMPARE(y[0], y[1]);  // no new image before 0.1 s
        // At 0.1 s the ball has fallen g t^2 / 2 = 4.9 cm: its centre's y goes from
        // 50 - (0.2 / 0.5) / tv * 50 = 3.8 % (tv = tan 30 * 48 / 64 = 0.433; the ball is cut by
        // the top edge) to 50 - (0.151 / 0.5) / tv * 50 = 15 %.
        QVERIFY2(y[2].toDouble() > y[1].toDouble() + 2.0, qPrintable(r.output[0]));
    }

    // The colour camera.blob was last asked for, per camera (the Devices panel marks that blob).
    void blobColourAsked_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("camera");  ///< for sensor 0 (the camera); "" = none
        QTest::newRow("never asked") << "camera.colour(1)"
                                     << "";
        QTest::newRow("asked red") << "camera.blob(1, 'red')"
                                   << "red";
        QTest::newRow("by name") << "camera.blob('cam', 'blue')"
                                 << "blue";
        QTest::newRow("the last one counts")
            << "camera.blob(1, 'red') wait(0.05) camera.blob(1, 'gray')"
            << "grey";
        QTest::newRow("not found still asked") << "camera.blob(1, 'green')"
                                               << "green";
        QTest::newRow("a failed call asks nothing") << "camera.blob(1, 'pink')"
                                                    << "";
    }
    void blobColourAsked() {
        QFETCH(QString, program);
        QFETCH(QString, camera);
        auto sim = makeEyesSim();
        Program p(*sim, 0, program.toStdString());
        for (int i = 0; i < 200 && !p.isOver(); ++i) {
            p.tick();
            if (!sim->step().ok()) break;
        }
        QVERIFY(p.isOver());
        const auto c = p.blobColourAsked(0);
        QCOMPARE(c ? QString(colourNameText(*c)) : QString(), camera);
        QVERIFY(!p.blobColourAsked(1));   // the lidar
        QVERIFY(!p.blobColourAsked(2));   // the line sensor
        QVERIFY(!p.blobColourAsked(-1));  // no sensor
        QVERIFY(!p.blobColourAsked(3));
    }

    void luaErrors_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("expected");
        const QString sensors = "(this robot has: 1 'cam', 2 'lidar', 3 'floor')";
        QTest::newRow("blob on a line sensor")
            << "camera.blob(3, 'red')"
            << "camera.blob: sensor 3 is a line sensor, not a camera sensor";
        QTest::newRow("blob on no sensor") << "camera.blob(9, 'red')"
                                           << "camera.blob: there is no sensor '9' " + sensors;
        QTest::newRow("unknown colour")
            << "camera.blob(1, 'pink')"
            << "camera.blob: unknown colour pink (use \"red\", \"orange\", \"yellow\", \"green\", "
               "\"blue\", \"purple\", \"white\", \"grey\" or \"black\")";
        QTest::newRow("colour missing")
            << "camera.blob(1)"
            << "camera.blob: unknown colour nil (use \"red\", \"orange\", \"yellow\", \"green\", "
               "\"blue\", \"purple\", \"white\", \"grey\" or \"black\")";
        QTest::newRow("colour of a lidar")
            << "camera.colour(2)"
            << "camera.colour: sensor 2 is a lidar sensor, not a camera sensor";
        QTest::newRow("pixel x 0") << "camera.pixel(1, 0, 1)"
                                   << "camera.pixel: x must be 1..64 (got 0)";
        QTest::newRow("pixel y 49") << "camera.pixel(1, 1, 49)"
                                    << "camera.pixel: y must be 1..48 (got 49)";
        QTest::newRow("pixel y text") << "camera.pixel(1, 1, 'a')"
                                      << "camera.pixel: y must be a number (got string)";
        QTest::newRow("scan of a camera")
            << "lidar.scan('cam')"
            << "lidar.scan: sensor cam is a camera sensor, not a lidar sensor";
        QTest::newRow("distance NaN")
            << "lidar.distance(2, 0/0)"
            << "lidar.distance: the angle in degrees must be a finite number (got NaN)";
        QTest::newRow("distance no port") << "lidar.distance()"
                                          << "lidar.distance: there is no sensor 'nil' " + sensors;
    }
    void luaErrors() {
        QFETCH(QString, program);
        QFETCH(QString, expected);
        auto sim = makeEyesSim();
        const RunResult r = runOn(*sim, "wait(0.01)\n" + program);
        QVERIFY(r.error);
        QCOMPARE(QString::fromStdString(r.error->message), expected);
        QCOMPARE(r.error->line, 2);
    }
};

QTEST_GUILESS_MAIN(TestEyesApi)
#include "tst_eyes_api.moc"
