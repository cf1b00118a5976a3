// SPDX-License-Identifier: GPL-3.0-or-later
// The camera and the lidar (SensorType::Camera, SensorType::Lidar) against numbers computed by
// hand: where a ball appears and how big, a wall's distance at several angles, the floor texture
// under the camera, update rates, determinism and validation.
#include <QtTest>

#include "botlab_test.h"

#include <cmath>
#include <numbers>

#include "sim_test_models.h"

using namespace simtest;

namespace {

constexpr double kPi = std::numbers::pi;
constexpr double kDeg = kPi / 180.0;

WorldBody ball(double radius_m, const Vec3& centre, std::array<float, 4> rgba) {
    WorldBody b;
    b.name = "ball";
    b.shape = sphere(radius_m, 0.1);
    b.X_WB = Pose::fromTranslation(centre);
    b.rgba = rgba;
    return b;
}

Sensor eye(SensorType type, const Pose& X_LS = Pose::identity()) {
    Sensor s = defaultSensor(type);
    s.name = type == SensorType::Camera ? "cam" : "lidar";
    s.port = 1;
    s.link = 0;
    s.X_LS = X_LS;
    return s;
}

/// Red pixels of an image: the ball's red, shaded (>= 55 % of 255) with no green or blue.
struct RedBlob {
    int pixels = 0;
    double x_pct = 0, y_pct = 0, area_pct = 0;
};
RedBlob redBlob(const CameraImage& im) {
    RedBlob b;
    double sx = 0, sy = 0;
    for (int y = 0; y < im.height_px; ++y)
        for (int x = 0; x < im.width_px; ++x) {
            const std::uint8_t* p = &im.rgb[static_cast<std::size_t>((y * im.width_px + x) * 3)];
            if (p[0] > 100 && p[1] < 40 && p[2] < 40) {
                ++b.pixels;
                sx += x + 0.5;
                sy += y + 0.5;
            }
        }
    if (b.pixels > 0) {
        b.x_pct = 100.0 * sx / b.pixels / im.width_px;
        b.y_pct = 100.0 * sy / b.pixels / im.height_px;
        b.area_pct = 100.0 * b.pixels / (im.width_px * im.height_px);
    }
    return b;
}

}  // namespace

class TestSimEyes : public QObject {
    Q_OBJECT

private slots:
    // A red ball of radius r on the camera's axis at distance d: a disc of angular radius
    // asin(r / d), i.e. tan(asin(r / d)) in image-plane units, (W / 2) / tan(fov / 2) pixels per
    // unit: area pi rho^2 pixels, centred at 50 %, 50 %.
    void ballOnAxis_data() {
        QTest::addColumn<double>("radius_m");
        QTest::addColumn<double>("distance_m");
        QTest::addColumn<int>("width_px");
        QTest::newRow("r 5 cm at 0.5 m") << 0.05 << 0.5 << 64;
        QTest::newRow("r 8 cm at 0.5 m") << 0.08 << 0.5 << 64;
        QTest::newRow("r 10 cm at 1 m") << 0.10 << 1.0 << 64;
        QTest::newRow("r 5 cm at 0.5 m, 160 px") << 0.05 << 0.5 << 160;
    }
    void ballOnAxis() {
        QFETCH(double, radius_m);
        QFETCH(double, distance_m);
        QFETCH(int, width_px);
        WorldModel w;
        w.bodies.push_back(ball(radius_m, Vec3(distance_m, 0.3, 0), {1, 0, 0, 1}));
        RobotModel m = fixedProbe(Vec3(0, 0.3, 0));
        Sensor s = eye(SensorType::Camera);
        s.camera_width_px = width_px;
        s.camera_height_px = width_px * 3 / 4;
        m.sensors.push_back(s);
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        const CameraImage& im = sim->cameraImage(0, 0);
        QCOMPARE(im.width_px, width_px);
        QCOMPARE(im.rgb.size(), std::size_t(width_px * (width_px * 3 / 4) * 3));
        const RedBlob b = redBlob(im);
        const double rho_px =
            std::tan(std::asin(radius_m / distance_m)) * (width_px / 2.0) / std::tan(30 * kDeg);
        const double expectedArea = 100.0 * kPi * rho_px * rho_px / (width_px * (width_px * 0.75));
        QCOMPARE_LE(std::abs(b.x_pct - 50.0), 2.0);
        QCOMPARE_LE(std::abs(b.y_pct - 50.0), 2.0);
        QCOMPARE_LE(std::abs(b.area_pct / expectedArea - 1.0), 0.10);
        // The centre reading is the ball's colour, lit from above: its front faces the camera
        // (n . up = 0) and shows 55 % of full red; the centre's upper two pixels (half a pixel,
        // 0.009 rad, above the axis) see a normal tilted up by up to 0.1 (n . up <= 0.1: 59.5 %).
        const SensorReading& r = sim->sensorReading(0, 0);
        QCOMPARE_GE(r.values[0], 0.55 * 255 - 0.5);
        QCOMPARE_LE(r.values[0], 0.5 * (0.55 + 0.595) * 255);
        QCOMPARE(r.values[1], 0.0);
    }

    // A ball `angle` degrees to the left (counter-clockwise seen from above): its blob's x moves
    // from 50 % by tan(angle) / tan(fov / 2) * 50 % towards the left (smaller x).
    void ballToTheSide_data() {
        QTest::addColumn<double>("angle_deg");
        QTest::newRow("20 left") << 20.0;
        QTest::newRow("10 left") << 10.0;
        QTest::newRow("20 right") << -20.0;
        QTest::newRow("25 left") << 25.0;
    }
    void ballToTheSide() {
        QFETCH(double, angle_deg);
        const double a = angle_deg * kDeg, d = 0.5;
        WorldModel w;
        w.bodies.push_back(ball(0.04, Vec3(d * std::cos(a), 0.3, -d * std::sin(a)), {1, 0, 0, 1}));
        RobotModel m = fixedProbe(Vec3(0, 0.3, 0));
        m.sensors.push_back(eye(SensorType::Camera));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        const RedBlob b = redBlob(sim->cameraImage(0, 0));
        QVERIFY(b.pixels > 0);
        const double expectedX = 50.0 - std::tan(a) / std::tan(30 * kDeg) * 50.0;
        QCOMPARE_LE(std::abs(b.x_pct - expectedX), 2.0);
        QCOMPARE_LE(std::abs(b.y_pct - 50.0), 2.0);
    }

    // A wall whose near face is the plane x = 1 m in front of the lidar: ray a (degrees,
    // counter-clockwise) reads 1 / cos(a) m; rays that point away read +inf.
    void lidarReadsWall_data() {
        QTest::addColumn<int>("ray");
        QTest::addColumn<double>("expected_m");
        for (int a : {0, 10, 30, 45, 60, 300, 330, 350})
            QTest::newRow(qPrintable(QString("%1 deg").arg(a))) << a << 1.0 / std::cos(a * kDeg);
        QTest::newRow("90 deg: along the wall") << 90 << double(INFINITY);
        QTest::newRow("180 deg: behind") << 180 << double(INFINITY);
    }
    void lidarReadsWall() {
        QFETCH(int, ray);
        QFETCH(double, expected_m);
        WorldModel w;
        w.bodies.push_back(wall("wall", Vec3(0.02, 0.6, 5.0), Vec3(1.01, 0.3, 0.0)));
        RobotModel m = fixedProbe(Vec3(0, 0.3, 0));
        m.sensors.push_back(eye(SensorType::Lidar));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        const LidarScan& sc = sim->lidarScan(0, 0);
        QCOMPARE(sc.distance_m.size(), std::size_t(360));
        const double got = sc.distance_m[static_cast<std::size_t>(ray)];
        if (std::isinf(expected_m)) {
            QVERIFY(std::isinf(got));
        } else {
            QCOMPARE_LE(std::abs(got - expected_m), 0.005);
        }
        // The reading: 1 m ahead; the nearest hit is the one straight ahead too.
        const SensorReading& r = sim->sensorReading(0, 0);
        QCOMPARE_LE(std::abs(r.values[0] - 1.0), 1e-6);
        QCOMPARE_LE(std::abs(r.values[1] - 1.0), 1e-6);
        QCOMPARE(r.values[2], 0.0);
    }

    // A lidar turned 90 degrees to the left (about +Y) sees the wall at its ray 270 (its right).
    void lidarTurnsWithItsFrame() {
        WorldModel w;
        w.bodies.push_back(wall("wall", Vec3(0.02, 0.6, 5.0), Vec3(1.01, 0.3, 0.0)));
        RobotModel m = fixedProbe(Vec3(0, 0.3, 0));
        m.sensors.push_back(eye(SensorType::Lidar,
                                {Vec3::Zero(), Quat(Eigen::AngleAxisd(kPi / 2, Vec3::UnitY()))}));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        const LidarScan& sc = sim->lidarScan(0, 0);
        QCOMPARE_LE(std::abs(sc.distance_m[270] - 1.0), 0.005);
        QVERIFY(std::isinf(sc.distance_m[90]));
        QCOMPARE_LE(std::abs(sim->sensorReading(0, 0).values[2] - 1.5 * kPi), 1e-9);
    }

    // Over a terrain (a flat heightfield 0.1 m high), a lidar tilted 45 degrees down meets it
    // ahead at 0.3 / sin 45 m; its ray 180 points up, its ray 90 stays level: nothing. A camera
    // looking straight down sees the terrain (lit like the floor: its colour, white) and not
    // the sky.
    void eyesSeeTheTerrain() {
        WorldModel w;
        Heightfield h;
        h.samples_x = h.samples_z = 41;
        h.cell_m = 0.1;
        h.min_x_m = h.min_z_m = -2.0;
        h.heights_m.assign(41 * 41, 0.1);
        w.terrain = h;
        RobotModel m = fixedProbe(Vec3(0, 0.4, 0));
        m.sensors.push_back(eye(SensorType::Lidar,
                                {Vec3::Zero(), Quat(Eigen::AngleAxisd(-kPi / 4, Vec3::UnitZ()))}));
        m.sensors.push_back(eye(SensorType::Camera,
                                {Vec3::Zero(), Quat(Eigen::AngleAxisd(-kPi / 2, Vec3::UnitZ()))}));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        const LidarScan& sc = sim->lidarScan(0, 0);
        QCOMPARE_LE(std::abs(sc.distance_m[0] - 0.3 / std::sin(kPi / 4)), 0.002);
        QVERIFY(std::isinf(sc.distance_m[180]));
        QVERIFY(std::isinf(sc.distance_m[90]));
        const SensorReading& down = sim->sensorReading(0, 1);
        QCOMPARE(down.values[0], 255.0);
        QCOMPARE(down.values[2], 255.0);
    }

    // Closer than min_range_m reads min_range_m; a lidar does not see its own robot.
    void lidarMinRangeAndOwnRobot() {
        WorldModel w;
        w.bodies.push_back(wall("wall", Vec3(0.02, 0.6, 5.0), Vec3(0.03, 0.3, 0.0)));  // 2 cm
        RobotModel m = fixedProbe(Vec3(0, 0.3, 0));
        m.links[0].shapes[0].collides = true;  // the probe's own box around the lidar
        m.links[0].shapes.push_back(box(Vec3(0.02, 0.02, 0.02), 0.1, Vec3(0, 0, 0.3)));
        m.sensors.push_back(eye(SensorType::Lidar));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        const LidarScan& sc = sim->lidarScan(0, 0);
        QCOMPARE(sc.distance_m[0], 0.05f);
        QVERIFY(std::isinf(sc.distance_m[270]));  // its own box 0.3 m to the right is not seen
    }

    // The camera over a floor texture shows the texture's colour under each pixel's ray (the
    // ray's floor point computed here from the documented pixel directions), times the light:
    // A / 50 for the floor (n . up = 1).
    void cameraSeesFloorTexture_data() {
        QTest::addColumn<double>("pitch_deg");  // 90 = straight down
        QTest::addColumn<double>("height_m");
        QTest::addColumn<double>("ambient_percent");
        QTest::newRow("down, 30 cm") << 90.0 << 0.3 << 50.0;
        QTest::newRow("45 deg, 20 cm") << 45.0 << 0.2 << 50.0;
        QTest::newRow("down, dim light") << 90.0 << 0.3 << 25.0;
    }
    void cameraSeesFloorTexture() {
        QFETCH(double, pitch_deg);
        QFETCH(double, height_m);
        QFETCH(double, ambient_percent);
        WorldModel w;
        w.ambient_light_percent = ambient_percent;
        // 8 x 8 texels of 5 cm over [-0.2, 0.2]^2, each a different colour.
        FloorTexture& f = w.floor;
        f.width_px = f.height_px = 8;
        f.min_x_m = f.min_z_m = -0.2;
        f.size_x_m = f.size_z_m = 0.4;
        f.rgba.resize(8 * 8 * 4);
        for (int j = 0; j < 8; ++j)
            for (int i = 0; i < 8; ++i) {
                std::uint8_t* p = &f.rgba[static_cast<std::size_t>((j * 8 + i) * 4)];
                p[0] = static_cast<std::uint8_t>(30 * i);
                p[1] = static_cast<std::uint8_t>(30 * j);
                p[2] = static_cast<std::uint8_t>((i + j) % 2 ? 200 : 20);
                p[3] = 255;
            }
        const double pitch = pitch_deg * kDeg;
        const Quat q(Eigen::AngleAxisd(-pitch, Vec3::UnitZ()));  // +X tilted down
        RobotModel m = fixedProbe(Vec3(-0.05, height_m, 0.02));
        m.sensors.push_back(eye(SensorType::Camera, {Vec3::Zero(), q}));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        const CameraImage& im = sim->cameraImage(0, 0);
        const Mat3 R = q.toRotationMatrix();
        const Vec3 o(-0.05, height_m, 0.02);
        const double tu = std::tan(30 * kDeg), tv = tu * 48.0 / 64.0;
        const double light = ambient_percent / 50.0;
        int checked = 0, wrong = 0;
        for (int r = 0; r < 48; ++r)
            for (int c = 0; c < 64; ++c) {
                const Vec3 d = R * Vec3(1.0, (1.0 - 2.0 * (r + 0.5) / 48) * tv,
                                        (2.0 * (c + 0.5) / 64 - 1) * tu);
                if (d.y() >= 0) continue;
                const Vec3 p = o - o.y() / d.y() * d;
                const double u = (p.x() + 0.2) / 0.05, v = (p.z() + 0.2) / 0.05;
                if (u < 0 || v < 0 || u >= 8 || v >= 8) continue;
                // Skip points within 2 mm of a texel edge.
                auto nearEdge = [](double t) { return std::abs(t - std::round(t)) < 0.04; };
                if (nearEdge(u) || nearEdge(v)) continue;
                const int i = static_cast<int>(u), j = static_cast<int>(v);
                const std::uint8_t* t = &f.rgba[static_cast<std::size_t>((j * 8 + i) * 4)];
                const std::uint8_t* px = &im.rgb[static_cast<std::size_t>((r * 64 + c) * 3)];
                ++checked;
                for (int k = 0; k < 3; ++k)
                    if (std::abs(px[k] - std::min(255.0, t[k] * light)) > 1.0) {
                        ++wrong;
                        break;
                    }
            }
        QVERIFY2(checked > 500, qPrintable(QString("only %1 pixels checked").arg(checked)));
        QCOMPARE(wrong, 0);
    }

    // A camera looking up sees the sky; a wall's side (n . up = 0) shows 55 % of its colour.
    void skyAndWallShading() {
        WorldModel w;
        WorldBody b = wall("wall", Vec3(0.02, 2.0, 5.0), Vec3(1.0, 0.3, 0.0));
        b.rgba = {0.0f, 0.0f, 1.0f, 1.0f};
        w.bodies.push_back(b);
        RobotModel m = fixedProbe(Vec3(0, 0.3, 0));
        m.sensors.push_back(eye(SensorType::Camera));
        m.sensors.push_back(eye(SensorType::Camera,
                                {Vec3::Zero(), Quat(Eigen::AngleAxisd(kPi / 2, Vec3::UnitZ()))}));
        auto sim = make(w, {{m, Pose::identity()}});
        QVERIFY(sim);
        const SensorReading& front = sim->sensorReading(0, 0);
        QCOMPARE(front.values[2], std::round(0.55 * 255));
        QCOMPARE(front.values[0], 0.0);
        const SensorReading& up = sim->sensorReading(0, 1);
        QCOMPARE(up.values[0], double(kSkyRgb[0]));
        QCOMPARE(up.values[2], double(kSkyRgb[2]));
    }

    // Images come at 10 Hz and scans at 5 Hz by default (the first at time 0), or at the
    // period set; between them the latest stays.
    void updateRates_data() {
        QTest::addColumn<int>("type");
        QTest::addColumn<double>("period_s");
        QTest::addColumn<int>("expected_serial");  // after 1 s
        QTest::newRow("camera default") << int(SensorType::Camera) << 0.0 << 11;
        QTest::newRow("lidar default") << int(SensorType::Lidar) << 0.0 << 6;
        QTest::newRow("camera 20 Hz") << int(SensorType::Camera) << 0.05 << 21;
        QTest::newRow("lidar 1 Hz") << int(SensorType::Lidar) << 1.0 << 2;
    }
    void updateRates() {
        QFETCH(int, type);
        QFETCH(double, period_s);
        QFETCH(int, expected_serial);
        RobotModel m = fixedProbe(Vec3(0, 0.3, 0));
        Sensor s = eye(static_cast<SensorType>(type));
        s.update_period_s = period_s;
        m.sensors.push_back(s);
        auto sim = make(WorldModel{}, {{m, Pose::identity()}});
        QVERIFY(sim);
        auto serial = [&] {
            return type == int(SensorType::Camera) ? sim->cameraImage(0, 0).serial
                                                   : sim->lidarScan(0, 0).serial;
        };
        QCOMPARE(serial(), std::uint64_t(1));
        QVERIFY_OK(sim->run(1.0));
        QCOMPARE(serial(), std::uint64_t(expected_serial));
        sim->reset();
        QCOMPARE(serial(), std::uint64_t(1));
    }

    // A moving robot with a noisy camera and lidar: the same seed gives the same images, scans
    // and state hash; another seed other images.
    void deterministic() {
        WorldModel w;
        w.floor = halfBlackFloor();
        w.bodies.push_back(ball(0.05, Vec3(0.6, 0.05, 0.1), {1, 0, 0, 1}));
        w.bodies.push_back(wall("wall", Vec3(0.02, 0.3, 2.0), Vec3(1.2, 0.15, 0.0)));
        RobotModel m = diffDrive();
        Sensor cam = eye(SensorType::Camera, {Vec3(0.085, 0.03, 0), Quat::Identity()});
        cam.noise_stddev = 3.0;
        Sensor lid = eye(SensorType::Lidar, {Vec3(0, 0.05, 0), Quat::Identity()});
        lid.port = 2;
        lid.noise_stddev = 0.01;
        m.sensors = {cam, lid};
        auto run = [&](std::uint64_t seed) {
            auto sim = make(w, {{m, Pose::identity()}}, seed);
            sim->setMotorCommand(0, 0, 60);
            sim->setMotorCommand(0, 1, 40);
            if (!sim->run(0.55).ok()) return std::tuple<std::uint64_t, CameraImage, LidarScan>{};
            return std::tuple{sim->stateHash(), sim->cameraImage(0, 0), sim->lidarScan(0, 1)};
        };
        const auto [h1, im1, sc1] = run(7);
        const auto [h2, im2, sc2] = run(7);
        const auto [h3, im3, sc3] = run(8);
        QVERIFY(h1 != 0);
        QCOMPARE(h1, h2);
        QCOMPARE(im1.rgb, im2.rgb);
        QCOMPARE(sc1.distance_m, sc2.distance_m);
        QCOMPARE(im1.serial, std::uint64_t(6));
        QVERIFY(im1.rgb != im3.rgb);
        QVERIFY(h1 != h3);
    }

    void validation_data() {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("width_px");
        QTest::addColumn<double>("fov_deg");
        QTest::addColumn<int>("rays");
        QTest::addColumn<double>("period_s");
        QTest::addColumn<QString>("error");  // empty = valid
        const int cam = int(SensorType::Camera), lid = int(SensorType::Lidar);
        QTest::newRow("camera ok") << cam << 64 << 60.0 << 360 << 0.0 << "";
        QTest::newRow("camera too wide") << cam << 321 << 60.0 << 360 << 0.0 << "camera image";
        QTest::newRow("camera no width") << cam << 0 << 60.0 << 360 << 0.0 << "camera image";
        QTest::newRow("camera fov 0") << cam << 64 << 0.0 << 360 << 0.0 << "field of view";
        QTest::newRow("camera fov 180") << cam << 64 << 180.0 << 360 << 0.0 << "field of view";
        QTest::newRow("lidar ok") << lid << 64 << 60.0 << 720 << 0.0 << "";
        QTest::newRow("lidar 3 rays") << lid << 64 << 60.0 << 3 << 0.0 << "lidar rays";
        QTest::newRow("negative period") << lid << 64 << 60.0 << 360 << -0.1 << "update period";
        QTest::newRow("NaN period") << cam << 64 << 60.0 << 360 << double(NAN) << "update period";
    }
    void validation() {
        QFETCH(int, type);
        QFETCH(int, width_px);
        QFETCH(double, fov_deg);
        QFETCH(int, rays);
        QFETCH(double, period_s);
        QFETCH(QString, error);
        RobotModel m = fixedProbe(Vec3(0, 0.3, 0));
        Sensor s = eye(static_cast<SensorType>(type));
        s.camera_width_px = width_px;
        s.camera_fov_rad = fov_deg * kDeg;
        s.lidar_rays = rays;
        s.update_period_s = period_s;
        m.sensors.push_back(s);
        const Status st = validate(m);
        if (error.isEmpty()) {
            QVERIFY_OK(st);
        } else {
            QVERIFY(!st.ok());
            QVERIFY2(QString::fromStdString(st.message()).contains(error), st.message().c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestSimEyes)
#include "tst_sim_eyes.moc"
