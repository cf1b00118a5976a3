// SPDX-License-Identifier: GPL-3.0-or-later
// What the robot's eyes see in the 3D view (issue 26): the lidar's rays end where the scan hit
// (sensor frame, by hand), the camera's cone has its field of view; the View menu's "Lidar Rays"
// and "Camera View" create the entities on the robot's link and remove them, off by default and
// remembered in the settings.
#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <Qt3DCore/QEntity>
#include <cmath>
#include <limits>

#include "botlab_test.h"

#include "botlab/runner/models.h"
#include "shell/main_window.h"
#include "view3d/scene_view.h"
#include "view3d/sensor_visuals.h"

using namespace botlab;
using namespace botlab::gui;

namespace {
constexpr float kInf = std::numeric_limits<float>::infinity();

std::vector<EyeSensor> cameraAndLidar() {
    EyeSensor camera;
    camera.kind = EyeSensor::Kind::Camera;
    camera.X_LS = sim::Pose::fromTranslation(sim::Vec3(0.06, 0.05, 0.0));
    EyeSensor lidar;
    lidar.kind = EyeSensor::Kind::Lidar;
    lidar.X_LS = sim::Pose::fromTranslation(sim::Vec3(0.0, 0.08, 0.0));
    return {camera, lidar};
}

/// The enabled entities called `name` in what the view draws.
int entitiesNamed(const SceneView* view, const QString& name) {
    int n = 0;
    for (const auto* e : view->sceneRootEntity()->findChildren<Qt3DCore::QEntity*>(name))
        n += e->isEnabled();
    return n;
}
}  // namespace

class TestEyesView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void rayEnds_data() {
        QTest::addColumn<int>("angleDeg");  // of 360 rays
        QTest::addColumn<double>("distanceM");
        QTest::addColumn<double>("x");  // sensor frame, by hand: (d cos a, 0, -d sin a)
        QTest::addColumn<double>("z");
        QTest::newRow("wall 1 m ahead") << 0 << 1.0 << 1.0 << 0.0;
        QTest::newRow("1 m to the left (90)") << 90 << 1.0 << 0.0 << -1.0;
        QTest::newRow("2 m behind (180)") << 180 << 2.0 << -2.0 << 0.0;
        QTest::newRow("1/cos 30 at 30 deg")
            << 30 << 1.0 / std::cos(M_PI / 6) << 1.0 << -std::tan(M_PI / 6);
        QTest::newRow("0.5 m to the right (270)") << 270 << 0.5 << 0.0 << 0.5;
    }
    void rayEnds() {
        QFETCH(int, angleDeg);
        QFETCH(double, distanceM);
        QFETCH(double, x);
        QFETCH(double, z);
        std::vector<float> scan(360, kInf);
        scan[std::size_t(angleDeg)] = float(distanceM);
        const std::vector<float> v = SensorVisuals::rayLines(scan);
        QCOMPARE(int(v.size()), 20);  // one line: two vertices of 10 floats
        QCOMPARE(v[0], 0.f);          // from the sensor
        QVERIFY(std::abs(v[10] - x) < 1e-5);
        QVERIFY(std::abs(v[11]) < 1e-5);
        QVERIFY(std::abs(v[12] - z) < 1e-5);
        // A hit on an odd degree is skipped (every 2nd ray is drawn); nothing hit, no line.
        std::vector<float> odd(360, kInf);
        odd[std::size_t(angleDeg + 1)] = float(distanceM);
        QVERIFY(SensorVisuals::rayLines(odd).empty());
        QVERIFY(SensorVisuals::rayLines(std::vector<float>(360, kInf)).empty());
    }

    void coneSpansTheFieldOfView_data() {
        QTest::addColumn<double>("fovDeg");
        QTest::newRow("60 degrees") << 60.0;
        QTest::newRow("90 degrees") << 90.0;
    }
    void coneSpansTheFieldOfView() {
        QFETCH(double, fovDeg);
        EyeSensor camera;
        camera.fov_h_rad = fovDeg * M_PI / 180.0;
        camera.aspect = 4.0 / 3.0;
        const std::vector<float> v = SensorVisuals::coneLines(camera);
        QCOMPARE(int(v.size()), 8 * 20);  // 4 edges from the lens, 4 around the far rectangle
        const double d = SensorVisuals::kConeRange_m;
        const double halfW = d * std::tan(camera.fov_h_rad / 2);
        // The first edge ends at the top-left corner: (d, halfW * 3/4, -halfW).
        QVERIFY(std::abs(v[10] - d) < 1e-5);
        QVERIFY(std::abs(v[11] - halfW * 0.75) < 1e-5);
        QVERIFY(std::abs(v[12] + halfW) < 1e-5);
    }

    void sceneViewCreatesAndRemoves() {
        SceneView view;
        view.resize(640, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto models =
            runner::loadModels(QStringLiteral("line_follower"), QStringLiteral("line_basic"));
        QVERIFY_OK(models);
        view.setModels(models.value());
        view.setEyeSensors(cameraAndLidar());
        QVERIFY(!view.lidarRaysShown() && !view.cameraViewShown());
        QCOMPARE(entitiesNamed(&view, QStringLiteral("lidarRays")), 0);
        QCOMPARE(entitiesNamed(&view, QStringLiteral("cameraCone")), 0);
        view.setCameraViewShown(true);
        QCOMPARE(view.eyes().coneEntityCount(), 1);
        QCOMPARE(entitiesNamed(&view, QStringLiteral("cameraCone")), 1);
        view.setLidarRaysShown(true);
        QCOMPARE(view.eyes().rayEntityCount(), 1);
        // A wall 1 m ahead (1/cos a within 45 degrees): 45 rays of every 2nd degree hit it
        // (0, +-2, ..., +-44).
        std::vector<float> scan(360, kInf);
        for (int a = -45; a <= 45; ++a)
            scan[std::size_t((a + 360) % 360)] = float(1.0 / std::cos(a * M_PI / 180.0));
        view.setLidarScan(0, scan);
        QCOMPARE(view.eyes().rayLineCount(0), 45);
        QCOMPARE(entitiesNamed(&view, QStringLiteral("lidarRays")), 1);
        // Nothing hit: no lines (the entity waits, disabled).
        view.setLidarScan(0, std::vector<float>(360, kInf));
        QCOMPARE(view.eyes().rayLineCount(0), 0);
        QCOMPARE(entitiesNamed(&view, QStringLiteral("lidarRays")), 0);
        view.setLidarScan(0, scan);
        // Off again: the entities are gone.
        view.setLidarRaysShown(false);
        view.setCameraViewShown(false);
        QCOMPARE(view.eyes().rayEntityCount(), 0);
        QCOMPARE(view.eyes().coneEntityCount(), 0);
        QCOMPARE(view.sceneRootEntity()
                     ->findChildren<Qt3DCore::QEntity*>(QStringLiteral("lidarRays"))
                     .size(),
                 0);
        QCOMPARE(view.sceneRootEntity()
                     ->findChildren<Qt3DCore::QEntity*>(QStringLiteral("cameraCone"))
                     .size(),
                 0);
        // Kept across a new robot: on, then setModels again keeps them on.
        view.setLidarRaysShown(true);
        view.setModels(models.value());
        QVERIFY(view.lidarRaysShown());
    }

    void viewMenuToggles_data() {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("entity");
        QTest::addColumn<QString>("key");
        QTest::newRow("Lidar Rays") << "lidarRaysAction"
                                    << "lidarRays"
                                    << "view/lidarRays";
        QTest::newRow("Camera View") << "cameraViewAction"
                                     << "cameraCone"
                                     << "view/cameraView";
    }
    void viewMenuToggles() {
        QFETCH(QString, action);
        QFETCH(QString, entity);
        QFETCH(QString, key);
        QSettings().remove(key);
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openModels(QStringLiteral("line_follower"), QStringLiteral("line_basic")));
        w.sceneView()->setEyeSensors(cameraAndLidar());
        std::vector<float> wall(360, 1.0);  // the rays need hits to be drawn
        w.sceneView()->setLidarScan(0, wall);
        auto* a = w.findChild<QAction*>(action);
        QVERIFY(a);
        QVERIFY(a->isCheckable());
        QVERIFY(!a->isChecked());  // off by default
        // In the View menu.
        QMenu* viewMenu = nullptr;
        for (QAction* m : w.menuBar()->actions())
            if (m->menu() && m->menu()->actions().contains(a)) viewMenu = m->menu();
        QVERIFY(viewMenu);
        QCOMPARE(entitiesNamed(w.sceneView(), entity), 0);
        a->trigger();
        QVERIFY(a->isChecked());
        QCOMPARE(entitiesNamed(w.sceneView(), entity), 1);
        QCOMPARE(QSettings().value(key).toBool(), true);
        a->trigger();
        QCOMPARE(w.sceneView()->sceneRootEntity()->findChildren<Qt3DCore::QEntity*>(entity).size(),
                 0);
        QCOMPARE(QSettings().value(key).toBool(), false);
        // Remembered: a new window starts with it on when it was left on.
        a->trigger();
        MainWindow second;
        QVERIFY(second.openModels(QStringLiteral("line_follower"), QStringLiteral("line_basic")));
        auto* again = second.findChild<QAction*>(action);
        QVERIFY(again && again->isChecked());
        second.sceneView()->setEyeSensors(cameraAndLidar());
        second.sceneView()->setLidarScan(0, wall);
        QCOMPARE(entitiesNamed(second.sceneView(), entity), 1);
        QSettings().remove(key);
    }
};

QTEST_MAIN(TestEyesView)
#include "tst_eyes_view.moc"
