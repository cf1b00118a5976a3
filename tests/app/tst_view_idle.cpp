// SPDX-License-Identifier: GPL-3.0-or-later
// The 3D view under Xvfb: paused (no snapshot, no input) it draws no frame and its engine rests;
// moving the camera draws again; zooming with the wheel keeps the floor point under the pointer;
// "frame the robot" puts the robot's bounding sphere inside the view with a margin; an orbit into
// a maze wall keeps the eye in front of it.
#include <QApplication>
#include <QTest>
#include <QWheelEvent>
#include <cmath>

#include "botlab_test.h"

#include "botlab/runner/models.h"
#include "view3d/scene_view.h"

using namespace botlab;
using namespace botlab::gui;

namespace {

/// Pixel (x right, y down, fractional) of a world point in the view, through the view's own
/// camera and lens.
QPointF project(const SceneView& view, const sim::Vec3& p) {
    return view.worldToWidgetF(toQt(p));
}

}  // namespace

class TestViewIdle : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<SceneView> view_;

    void open(const QString& robot, const QString& scene) {
        auto models = runner::loadModels(robot, scene);
        QVERIFY_OK(models);
        view_->setModels(models.value());
        // Let the first frames (shaders, uploads) pass and the engine come to rest.
        QTRY_VERIFY_WITH_TIMEOUT(view_->framesRendered() > 0, 20000);
        QTest::qWait(FrameDriver::kKeepAwakeMs + 500);
    }

private slots:
    void initTestCase() {
        view_ = std::make_unique<SceneView>();
        view_->resize(800, 450);
        view_->show();
        QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
    }
    void cleanupTestCase() { view_.reset(); }

    void idleDrawsNothing() {
        open(QStringLiteral("line_follower"), QStringLiteral("line_challenge"));
        // Nothing changing: no frame is drawn and Qt 3D's engine rests (the CPU time this
        // saves is a speed goal, measured by bench/app/bench_idle.sh, not here).
        const int frames = view_->framesRendered();
        QVERIFY(!view_->engineAwake());
        QTest::qWait(1500);
        QCOMPARE(view_->framesRendered(), frames);
        QVERIFY(!view_->engineAwake());

        // Moving the camera draws.
        view_->orbitBy(0.3, 0.0);
        QVERIFY(view_->engineAwake());
        QTRY_VERIFY_WITH_TIMEOUT(view_->framesRendered() > frames, 5000);
        // And rests again once the change is drawn.
        QTRY_VERIFY_WITH_TIMEOUT(!view_->engineAwake(), FrameDriver::kKeepAwakeMs + 5000);
    }

    void wheelZoomKeepsFloorPointUnderPointer_data() {
        QTest::addColumn<QPoint>("pixel");
        QTest::addColumn<int>("notches");
        QTest::newRow("middle, in") << QPoint(400, 300) << 2;
        QTest::newRow("left, in") << QPoint(150, 380) << 3;
        QTest::newRow("right, out") << QPoint(650, 260) << -2;
    }
    void wheelZoomKeepsFloorPointUnderPointer() {
        QFETCH(QPoint, pixel);
        QFETCH(int, notches);
        view_->setCameraMode(SceneView::CameraMode::Orbit);
        const sim::Vec3 p = view_->pointUnder(pixel);
        QVERIFY(std::abs(p.y()) < 0.01);  // on the floor
        const double d0 = view_->cameraView().distance_m();
        QWheelEvent wheel(pixel, view_->mapToGlobal(pixel), QPoint(), QPoint(0, 120 * notches),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view_->renderWindow(), &wheel);
        QVERIFY(std::abs(view_->cameraView().distance_m() - d0 * std::pow(0.85, notches)) <
                1e-3 * d0);
        const QPointF after = project(*view_, p);
        QVERIFY2(std::hypot(after.x() - pixel.x(), after.y() - pixel.y()) <= 1.0,
                 qPrintable(QStringLiteral("(%1, %2)").arg(after.x()).arg(after.y())));
    }

    void frameRobotShowsAllOfIt() {
        view_->setCameraMode(SceneView::CameraMode::Orbit);
        view_->zoomAt(QPoint(100, 100), -8);  // far away and off to one side
        view_->frameRobot();
        const camera::Sphere s = view_->robotSphere();
        QVERIFY(s.radius_m > 0.02);
        const camera::View v = view_->cameraView();
        QVERIFY((v.target_W - s.centre_W).norm() < 1e-4);
        // Every point of the sphere's silhouette inside the picture, 5 % from its edges.
        const sim::Vec3 fwd = (v.target_W - v.eye_W).normalized();
        const sim::Vec3 right = fwd.cross(sim::Vec3::UnitY()).normalized();
        const sim::Vec3 up = right.cross(fwd);
        const QSize size = view_->size();
        for (int i = 0; i < 16; ++i) {
            const double a = i * M_PI / 8;
            const QPointF px =
                project(*view_, s.centre_W + s.radius_m * (std::cos(a) * right + std::sin(a) * up));
            QVERIFY(px.x() > 0.05 * size.width() && px.x() < 0.95 * size.width());
            QVERIFY(px.y() > 0.05 * size.height() && px.y() < 0.95 * size.height());
        }
    }

    void followRecentresOnNewRobot() {
        view_->setCameraMode(SceneView::CameraMode::Follow);
        auto models = runner::loadModels(QStringLiteral("line_follower"), QStringLiteral("maze"));
        QVERIFY_OK(models);
        view_->setModels(models.value());
        const camera::Sphere s = view_->robotSphere();
        QVERIFY((view_->cameraView().target_W - s.centre_W).norm() < 1e-4);
    }

    void orbitIntoMazeWallStaysInFront() {
        view_->setCameraMode(SceneView::CameraMode::Orbit);
        auto models = runner::loadModels(QStringLiteral("line_follower"), QStringLiteral("maze"));
        QVERIFY_OK(models);
        view_->setModels(models.value());
        view_->frameRobot();
        view_->zoomAt(QPoint(400, 225), -6);  // back out, walls around
        const sim::WorldModel& w = models.value()->scene.world;
        int pulled = 0;
        for (int i = 0; i < 72; ++i) {
            view_->orbitBy(5 * M_PI / 180, i < 36 ? -0.02 : 0.0);  // around, low
            const camera::View v = view_->cameraView();
            const double d = v.distance_m();
            const sim::Vec3 dir = (v.eye_W - v.target_W) / d;
            const double hit = camera::rayHit(w, v.target_W, dir, d + 0.049);
            // In front of the wall by more than the near plane (2 cm) always, and by the
            // clearance (5 cm) unless the eye is as near the robot as it may come (8 cm).
            QVERIFY2(hit >= d + (d > 0.09 ? 0.049 : 0.02) - 1e-6,
                     qPrintable(QStringLiteral("step %1: d %2 hit %3 eye y %4 target y %5")
                                    .arg(i)
                                    .arg(d)
                                    .arg(hit)
                                    .arg(v.eye_W.y())
                                    .arg(v.target_W.y())));
            QVERIFY(v.eye_W.y() >= 0.05 - 1e-6);
            if (d < view_->desiredView().distance_m() - 1e-6) ++pulled;
        }
        QVERIFY(pulled > 0);  // some of the way round a wall was between
    }
};

QTEST_MAIN(TestViewIdle)
#include "tst_view_idle.moc"
