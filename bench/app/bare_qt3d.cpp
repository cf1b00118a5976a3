// SPDX-License-Identifier: GPL-3.0-or-later
// A bare Qt 3D program, written the plain Qt3DExtras way and sharing no rendering code with the
// app: one Qt3DWindow (no widgets, no simulation thread, no editor), a forward renderer, a
// directional light, QPhongMaterial on every mesh, Qt3DRender::QMesh reading each robot part's
// OBJ file, Qt3DExtras primitives for the walls and obstacles, and the floor texture on a
// QPlaneMesh through QTextureLoader. It draws the line-follow demo scene (line_follower on
// line_challenge, loaded through the assembler and scenes modules as plain data) from the app's
// overview camera, turns the robot every frame so transforms change as in a run, and prints the
// same frame statistics as `botlab --frames N` for bench_app.sh to compare.
//   botlab-bench-app-bare [--frames N] [--size WxH] [--screenshot FILE]
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QCuboidMesh>
#include <Qt3DExtras/QCylinderMesh>
#include <Qt3DExtras/QForwardRenderer>
#include <Qt3DExtras/QPhongMaterial>
#include <Qt3DExtras/QPlaneMesh>
#include <Qt3DExtras/QSphereMesh>
#include <Qt3DExtras/QTextureMaterial>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DLogic/QFrameAction>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QDirectionalLight>
#include <Qt3DRender/QMesh>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderSettings>
#include <Qt3DRender/QTexture>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "botlab/assembler/robot_loading.h"
#include "botlab/scenes/scene_loading.h"
#include "view3d/frame_meter.h"

namespace {

using botlab::sim::Pose;

QMatrix4x4 toMatrix(const Pose& X, const botlab::sim::Vec3& scale = botlab::sim::Vec3::Ones()) {
    const botlab::sim::Mat3 R = X.rotation.toRotationMatrix();
    QMatrix4x4 m;
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c) m(r, c) = float(R(r, c) * scale[c]);
        m(r, 3) = float(X.translation[r]);
    }
    return m;
}

QColor toColor(const std::array<float, 4>& rgba) {
    return QColor::fromRgbF(rgba[0], rgba[1], rgba[2], rgba[3]);
}

Qt3DCore::QEntity* entity(Qt3DCore::QEntity* parent, Qt3DCore::QComponent* mesh,
                          const QColor& colour, const QMatrix4x4& X) {
    auto* e = new Qt3DCore::QEntity(parent);
    auto* material = new Qt3DExtras::QPhongMaterial(e);
    material->setDiffuse(colour);
    material->setAmbient(colour.darker(250));
    material->setSpecular(QColor(30, 30, 30));
    auto* t = new Qt3DCore::QTransform(e);
    t->setMatrix(X);
    e->addComponent(mesh);
    e->addComponent(material);
    e->addComponent(t);
    return e;
}

/// A Qt3DExtras primitive for a box, sphere or cylinder (axis along z, as in the sim); nullptr
/// for other shapes. Qt's cylinder runs along y, so `X_fix` turns it onto z.
Qt3DCore::QComponent* primitive(const botlab::sim::Shape& s, QMatrix4x4& X_fix) {
    using botlab::sim::ShapeType;
    switch (s.type) {
        case ShapeType::Box: {
            auto* m = new Qt3DExtras::QCuboidMesh();
            m->setXExtent(float(s.size_m.x()));
            m->setYExtent(float(s.size_m.y()));
            m->setZExtent(float(s.size_m.z()));
            return m;
        }
        case ShapeType::Sphere: {
            auto* m = new Qt3DExtras::QSphereMesh();
            m->setRadius(float(s.radius_m));
            return m;
        }
        case ShapeType::Cylinder: {
            auto* m = new Qt3DExtras::QCylinderMesh();
            m->setRadius(float(s.radius_m));
            m->setLength(float(s.length_m));
            m->setSlices(24);
            X_fix.rotate(90.0f, 1, 0, 0);
            return m;
        }
        default:
            return nullptr;
    }
}

}  // namespace

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    QGuiApplication app(argc, argv);
    int frames = 300;
    QSize size(1280, 720);
    QString screenshot;
    const QStringList args = QCoreApplication::arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--frames")) frames = std::max(1, args[i + 1].toInt());
        if (args[i] == QLatin1String("--screenshot")) screenshot = args[i + 1];
        if (args[i] == QLatin1String("--size")) {
            const QStringList wh = args[i + 1].split(QLatin1Char('x'));
            if (wh.size() == 2) size = QSize(wh[0].toInt(), wh[1].toInt());
        }
    }

    auto scene = botlab::scenes::loadScene(QStringLiteral("line_challenge"));
    auto robot = botlab::assembler::loadAndCompileRobot(QStringLiteral("line_follower"));
    if (!scene.ok() || !robot.ok()) {
        std::fprintf(stderr, "bare: %s\n",
                     (!scene.ok() ? scene.message() : robot.message()).c_str());
        return 2;
    }
    const botlab::sim::WorldModel& world = scene->world;
    const botlab::sim::RobotModel& model = robot->model;
    const Pose X_WM = scene->robot_starts.empty() ? Pose() : scene->robot_starts.front();

    Qt3DExtras::Qt3DWindow window;
    window.defaultFrameGraph()->setClearColor(QColor(196, 214, 232));
    window.renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::Always);
    auto* root = new Qt3DCore::QEntity();

    auto* lightEntity = new Qt3DCore::QEntity(root);
    auto* light = new Qt3DRender::QDirectionalLight(lightEntity);
    light->setWorldDirection(QVector3D(-0.3f, -1.0f, -0.5f));
    lightEntity->addComponent(light);

    // Floor: the texture written to a PNG and read back by Qt 3D's texture loader, on a plane
    // covering the texture's rectangle; a wide ground plane around it.
    QTemporaryDir tmp;
    const auto& f = world.floor;
    QImage floor(f.rgba.data(), f.width_px, f.height_px, f.width_px * 4, QImage::Format_RGBA8888);
    if (floor.width() > 2048 || floor.height() > 2048)
        floor = floor.scaled(2048, 2048, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    const QString floorPng = tmp.filePath(QStringLiteral("floor.png"));
    floor.save(floorPng);
    {
        auto* plane = new Qt3DExtras::QPlaneMesh();
        plane->setWidth(20);
        plane->setHeight(20);
        const auto& o = f.outside_rgba;
        QMatrix4x4 X;
        X.translate(0, -0.001f, 0);
        entity(root, plane, QColor(o[0], o[1], o[2]), X);
    }
    {
        auto* e = new Qt3DCore::QEntity(root);
        auto* plane = new Qt3DExtras::QPlaneMesh(e);
        plane->setWidth(float(f.size_x_m));
        plane->setHeight(float(f.size_z_m));
        auto* material = new Qt3DExtras::QTextureMaterial(e);
        auto* texture = new Qt3DRender::QTextureLoader(material);
        texture->setSource(QUrl::fromLocalFile(floorPng));
        texture->setMirrored(false);
        material->setTexture(texture);
        auto* t = new Qt3DCore::QTransform(e);
        t->setTranslation(QVector3D(float(f.min_x_m + f.size_x_m / 2), 0.0005f,
                                    float(f.min_z_m + f.size_z_m / 2)));
        e->addComponent(plane);
        e->addComponent(material);
        e->addComponent(t);
    }
    // Walls and obstacles: one primitive entity each.
    for (const auto& b : world.bodies) {
        QMatrix4x4 X_fix;
        if (auto* mesh = primitive(b.shape, X_fix))
            entity(root, mesh, toColor(b.rgba), toMatrix(b.X_WB) * X_fix);
    }
    // Robot: one entity per link carrying the link's pose; one child per part mesh (OBJ).
    std::vector<Qt3DCore::QTransform*> linkTransforms;
    for (const auto& link : model.links) {
        auto* le = new Qt3DCore::QEntity(root);
        auto* lt = new Qt3DCore::QTransform(le);
        lt->setMatrix(toMatrix(X_WM * link.X_ML));
        le->addComponent(lt);
        linkTransforms.push_back(lt);
        for (const auto& v : link.visuals) {
            QMatrix4x4 X_fix;
            Qt3DCore::QComponent* mesh = nullptr;
            if (!v.mesh_path.empty()) {
                auto* m = new Qt3DRender::QMesh();
                const QString path = QString::fromStdString(v.mesh_path);
                m->setSource(path.startsWith(QLatin1Char(':')) ? QUrl(QStringLiteral("qrc") + path)
                                                               : QUrl::fromLocalFile(path));
                mesh = m;
            } else if (v.primitive) {
                mesh = primitive(*v.primitive, X_fix);
                X_fix = toMatrix(v.primitive->X_LS) * X_fix;
            }
            if (mesh) entity(le, mesh, toColor(v.rgba), toMatrix(v.X_LV, v.scale) * X_fix);
        }
    }

    // The app's overview camera.
    Qt3DRender::QCamera* camera = window.camera();
    camera->lens()->setPerspectiveProjection(45.0f, float(size.width()) / float(size.height()),
                                             0.02f, 100.0f);
    const QVector3D centre(float(f.min_x_m + f.size_x_m / 2), 0, float(f.min_z_m + f.size_z_m / 2));
    const float extent = std::clamp(float(std::max(f.size_x_m, f.size_z_m)) * 0.5f, 0.5f, 20.0f);
    camera->setUpVector(QVector3D(0, 1, 0));
    camera->setViewCenter(centre);
    camera->setPosition(centre + QVector3D(0.0f, 1.55f, 1.75f) * extent);

    // Frame clock: Qt 3D's frame action, as in the app's view.
    botlab::gui::FrameMeter meter;
    double firstFrameMs = -1;
    bool done = false;
    auto* capture = new Qt3DRender::QRenderCapture();
    window.activeFrameGraph()->setParent(capture);
    window.setActiveFrameGraph(capture);
    auto* frameAction = new Qt3DLogic::QFrameAction(root);
    root->addComponent(frameAction);
    QObject::connect(frameAction, &Qt3DLogic::QFrameAction::triggered, &window, [&](float) {
        const double dt = meter.frame();
        if (dt >= 0 && firstFrameMs < 0)
            firstFrameMs = double(sinceStart.nsecsElapsed()) * 1e-6 - dt;
        const int frameCount = meter.frames();
        // Turn the robot about its start point so every frame has new poses.
        const Pose spin{
            botlab::sim::Vec3::Zero(),
            botlab::sim::Quat(Eigen::AngleAxisd(frameCount * 0.02, botlab::sim::Vec3::UnitY()))};
        for (std::size_t i = 0; i < linkTransforms.size(); ++i)
            linkTransforms[i]->setMatrix(toMatrix(X_WM * spin * model.links[i].X_ML));
        if (frameCount < frames + 1 || done) return;
        done = true;
        botlab::gui::printFrameStats(stdout, meter.stats(), firstFrameMs, window.width(),
                                     window.height());
        if (screenshot.isEmpty()) {
            QTimer::singleShot(0, &app, [] { QCoreApplication::exit(0); });
            return;
        }
        Qt3DRender::QRenderCaptureReply* reply = capture->requestCapture();
        QObject::connect(reply, &Qt3DRender::QRenderCaptureReply::completed, &app, [&, reply] {
            // OpenGL hands the frame over bottom row first.
            const bool ok = reply->image().mirrored().save(screenshot);
            QCoreApplication::exit(ok ? 0 : 1);
        });
    });

    window.setRootEntity(root);
    window.resize(size);
    window.show();
    return app.exec();
}
