// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/surroundings.h"

#include <Qt3DCore/QBoundingVolume>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraSelector>
#include <Qt3DRender/QClearBuffers>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QFrustumCulling>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QLayer>
#include <Qt3DRender/QLayerFilter>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QRenderSurfaceSelector>
#include <Qt3DRender/QSortPolicy>
#include <Qt3DRender/QStencilOperation>
#include <Qt3DRender/QStencilOperationArguments>
#include <Qt3DRender/QStencilTest>
#include <Qt3DRender/QStencilTestArguments>
#include <Qt3DRender/QTechniqueFilter>
#include <Qt3DRender/QViewport>
#include <QtMath>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "view3d/mesh_builder.h"

namespace botlab::gui {

namespace {

/// The shadow plane's offset above the surface it lies on (m): above the floor texture, below
/// anything standing on it.
constexpr float kShadowLift_m = 0.001f;

}  // namespace

ViewLook::ViewLook(Qt3DExtras::Qt3DWindow* window, Qt3DCore::QEntity* root, ViewQuality quality,
                   const Ground& ground)
    : quality_(quality), ground_(ground), root_(root) {
    // The frame graph: as Qt3DExtras::QForwardRenderer (clear, frustum culling, the "forward"
    // techniques), but in two passes: everything but the late layer, then the late layer (the
    // shadows, blended over the floor, which must be drawn by then: within one pass Qt 3D keeps
    // no order between entities).
    lateLayer_ = new Qt3DRender::QLayer(root);
    auto* surface = new Qt3DRender::QRenderSurfaceSelector();
    surface->setSurface(window);
    auto* viewport = new Qt3DRender::QViewport(surface);
    auto* cameraSelector = new Qt3DRender::QCameraSelector(viewport);
    cameraSelector->setCamera(window->camera());
    auto* techniques = new Qt3DRender::QTechniqueFilter(cameraSelector);
    auto* forward = new Qt3DRender::QFilterKey(techniques);
    forward->setName(QStringLiteral("renderingStyle"));
    forward->setValue(QStringLiteral("forward"));
    techniques->addMatch(forward);
    auto* clear = new Qt3DRender::QClearBuffers(techniques);
    // High: the stencil too, which the projected shadows mark where they have darkened.
    clear->setBuffers(quality == ViewQuality::High
                          ? Qt3DRender::QClearBuffers::ColorDepthStencilBuffer
                          : Qt3DRender::QClearBuffers::ColorDepthBuffer);
    clear->setClearColor(horizonColor());
    auto* culling = new Qt3DRender::QFrustumCulling(clear);
    // The content first, nearest first, then the sky and the ground where nothing covers them:
    // a pixel hidden by something nearer is not shaded (a software rasteriser shaded the whole
    // ground and sky under the terrain).
    backgroundLayer_ = new Qt3DRender::QLayer(root);
    auto* opaque = new Qt3DRender::QLayerFilter(culling);
    opaque->addLayer(lateLayer_);
    opaque->addLayer(backgroundLayer_);
    opaque->setFilterMode(Qt3DRender::QLayerFilter::DiscardAnyMatchingLayers);
    auto* nearFirst = new Qt3DRender::QSortPolicy(opaque);
    nearFirst->setSortTypes(
        QList<Qt3DRender::QSortPolicy::SortType>{Qt3DRender::QSortPolicy::FrontToBack});
    auto* background = new Qt3DRender::QLayerFilter(techniques);
    background->addLayer(backgroundLayer_);
    background->setFilterMode(Qt3DRender::QLayerFilter::AcceptAnyMatchingLayers);
    auto* late = new Qt3DRender::QLayerFilter(techniques);
    late->addLayer(lateLayer_);
    late->setFilterMode(Qt3DRender::QLayerFilter::AcceptAnyMatchingLayers);
    window->setActiveFrameGraph(surface);

    // Low: lit per vertex (software rasterisers shade each pixel with almost nothing).
    const bool perVertex = quality == ViewQuality::Low;
    for (sim::Finish f : kFinishes) {
        materials_[finishIndex(f)] =
            makeVertexColorMaterial(root, QVector4D(0, 0, 0, 0), false, false, f, perVertex);
        culledMaterials_[finishIndex(f)] =
            makeVertexColorMaterial(root, QVector4D(0, 0, 0, 0), false, true, f, perVertex);
    }

    // The ground plane.
    auto* groundMaterial = makeMaterial(root, QStringLiteral("ground"), {});
    groundColor_ = new Qt3DRender::QParameter(QStringLiteral("groundColor"),
                                              QVector4D(0.8f, 0.8f, 0.8f, 1.0f), groundMaterial);
    groundMaterial->addParameter(groundColor_);
    groundMaterial->addParameter(new Qt3DRender::QParameter(
        QStringLiteral("grid"),
        QVector4D(ground.major_m, ground.minor_m, ground.fade_start_m, ground.fade_end_m),
        groundMaterial));
    groundMaterial->addParameter(new Qt3DRender::QParameter(
        QStringLiteral("gridStrength"),
        QVector4D(0.16f, quality == ViewQuality::High && ground.minor_distance_m > 0 ? 0.08f : 0.0f,
                  ground.minor_distance_m, 0),
        groundMaterial));
    ColoredMesh plane;
    const float h = ground.size_m / 2;
    const QVector3D up(0, 1, 0);
    const std::array<float, 4> white{1, 1, 1, 1};
    plane.addTriangle(QVector3D(-h, 0, -h), QVector3D(-h, 0, h), QVector3D(h, 0, h), up, up, up,
                      white);
    plane.addTriangle(QVector3D(-h, 0, -h), QVector3D(h, 0, h), QVector3D(h, 0, -h), up, up, up,
                      white);
    groundEntity_ = new Qt3DCore::QEntity(root);
    groundEntity_->setObjectName(QStringLiteral("ground"));
    groundTransform_ = new Qt3DCore::QTransform(groundEntity_);
    groundEntity_->addComponent(makeRenderer(plane, groundEntity_));
    groundEntity_->addComponent(groundMaterial);
    groundEntity_->addComponent(groundTransform_);
    groundEntity_->addComponent(backgroundLayer_);

    // The sky, at the far plane: drawn wherever nothing else is.
    auto* skyMaterial =
        makeMaterial(root, QStringLiteral("sky"), [](Qt3DRender::QRenderPass* pass) {
            pass->addRenderState(new Qt3DRender::QNoDepthMask(pass));
        });
    ColoredMesh screen;
    screen.addTriangle(QVector3D(-1, -1, 0), QVector3D(3, -1, 0), QVector3D(-1, 3, 0), white);
    sky_ = new Qt3DCore::QEntity(root);
    sky_->setObjectName(QStringLiteral("sky"));
    sky_->addComponent(makeRenderer(screen, sky_));
    sky_->addComponent(skyMaterial);
    // Its vertices are screen positions, not world ones: never cull it.
    auto* bounds = new Qt3DCore::QBoundingVolume(sky_);
    bounds->setMinPoint(QVector3D(-1e4f, -1e4f, -1e4f));
    bounds->setMaxPoint(QVector3D(1e4f, 1e4f, 1e4f));
    sky_->addComponent(bounds);
    sky_->addComponent(backgroundLayer_);

    // Shadows: soft dark discs on the ground, blended (their vertices' alpha) in the late pass.
    // The tint replaces the lit colour wholly: lit per vertex, the same picture for less.
    blobMaterial_ = makeVertexColorMaterial(root, QVector4D(0.05f, 0.06f, 0.09f, 1.0f), true, false,
                                            sim::Finish::Plastic, /*per_vertex=*/true);
    ColoredMesh disc;  // radius 1 m on y = 0: opaque-ish centre, transparent rim
    constexpr int kSegments = 20;
    const std::array<float, 4> centre{0.05f, 0.06f, 0.09f,
                                      quality == ViewQuality::High ? 0.42f : 0.32f};
    const std::array<float, 4> middle{0.05f, 0.06f, 0.09f, centre[3] * 0.7f};
    const std::array<float, 4> rim{0.05f, 0.06f, 0.09f, 0.0f};
    auto ring = [](int i, float r) {
        const float a = float(i) * 2.0f * std::numbers::pi_v<float> / kSegments;
        return QVector3D(r * std::cos(a), 0.0f, r * std::sin(a));
    };
    for (int i = 0; i < kSegments; ++i) {
        const int j = (i + 1) % kSegments;
        auto tri = [&](const QVector3D& a, const std::array<float, 4>& ca, const QVector3D& b,
                       const std::array<float, 4>& cb, const QVector3D& c,
                       const std::array<float, 4>& cc) {
            // Counter-clockwise seen from above; one colour per vertex.
            disc.vertices.insert(disc.vertices.end(),
                                 {a.x(), a.y(), a.z(), 0, 1, 0, ca[0], ca[1], ca[2], ca[3]});
            disc.vertices.insert(disc.vertices.end(),
                                 {b.x(), b.y(), b.z(), 0, 1, 0, cb[0], cb[1], cb[2], cb[3]});
            disc.vertices.insert(disc.vertices.end(),
                                 {c.x(), c.y(), c.z(), 0, 1, 0, cc[0], cc[1], cc[2], cc[3]});
        };
        tri(QVector3D(), centre, ring(j, 0.6f), middle, ring(i, 0.6f), middle);
        tri(ring(i, 0.6f), middle, ring(j, 0.6f), middle, ring(j, 1.0f), rim);
        tri(ring(i, 0.6f), middle, ring(j, 1.0f), rim, ring(i, 1.0f), rim);
    }
    blobMesh_ = std::make_unique<ColoredMesh>(std::move(disc));

    if (quality == ViewQuality::High) {
        // The projected shadows: blended, no depth writes, and a stencil test that lets each
        // pixel be darkened once (stencil 0 -> 1), however many triangles and links cover it.
        projectedMaterial_ =
            makeMaterial(root, QStringLiteral("shadow"), [](Qt3DRender::QRenderPass* pass) {
                addAlphaBlending(pass);
                auto* test = new Qt3DRender::QStencilTest(pass);
                for (Qt3DRender::QStencilTestArguments* a : {test->front(), test->back()}) {
                    a->setStencilFunction(Qt3DRender::QStencilTestArguments::Equal);
                    a->setReferenceValue(0);
                    a->setComparisonMask(0xff);
                }
                pass->addRenderState(test);
                auto* op = new Qt3DRender::QStencilOperation(pass);
                for (Qt3DRender::QStencilOperationArguments* a : {op->front(), op->back()}) {
                    a->setStencilTestFailureOperation(Qt3DRender::QStencilOperationArguments::Keep);
                    a->setDepthTestFailureOperation(Qt3DRender::QStencilOperationArguments::Keep);
                    a->setAllTestsPassOperation(Qt3DRender::QStencilOperationArguments::Increment);
                }
                pass->addRenderState(op);
            });
        shadowPlaneParameter_ = new Qt3DRender::QParameter(
            QStringLiteral("shadowPlane"), QVector4D(kShadowLift_m, 0, 0, 0), projectedMaterial_);
        projectedMaterial_->addParameter(shadowPlaneParameter_);
    }
    setGround(0.0f, QColor(204, 204, 204), 0.0f);
}

Qt3DRender::QMaterial* ViewLook::material(sim::Finish finish, bool cull_back_faces) const {
    return (cull_back_faces ? culledMaterials_ : materials_)[finishIndex(finish)];
}

void ViewLook::setGround(float y_m, const QColor& rgb, float shadow_y_m) {
    groundTransform_->setTranslation(QVector3D(0, y_m, 0));
    groundColor_->setValue(
        QVector4D(float(rgb.redF()), float(rgb.greenF()), float(rgb.blueF()), 1));
    setShadowPlane(shadow_y_m);
}

void ViewLook::setGroundVisible(bool visible) {
    if (visible == groundVisible_) return;
    groundVisible_ = visible;
    groundEntity_->setEnabled(visible);
    if (blobRoot_) blobRoot_->setEnabled(visible);
}

void ViewLook::setShadowPlane(float y_m) {
    shadowY_ = y_m;
    if (shadowPlaneParameter_)
        shadowPlaneParameter_->setValue(QVector4D(y_m + kShadowLift_m, 0, 0, 0));
}

void ViewLook::addLitMeshes(Qt3DCore::QEntity* parent, const ColoredMesh& mesh,
                            const std::vector<sim::Finish>& finishes, bool cull_back_faces) {
    std::array<ColoredMesh, 3> parts;
    const int n = mesh.vertexCount();
    for (int v = 0; v < n; v += 3) {  // whole triangles: a triangle takes its first vertex's finish
        const sim::Finish f =
            std::size_t(v) < finishes.size() ? finishes[std::size_t(v)] : sim::Finish::Plastic;
        auto& out = parts[finishIndex(f)].vertices;
        const auto first = mesh.vertices.begin() + std::ptrdiff_t(v) * 10;
        out.insert(out.end(), first, first + 30);
    }
    for (sim::Finish f : kFinishes) {
        const ColoredMesh& part = parts[finishIndex(f)];
        if (part.empty()) continue;
        auto* e = new Qt3DCore::QEntity(parent);
        e->addComponent(makeRenderer(part, e));
        e->addComponent(material(f, cull_back_faces));
    }
}

ViewLook::~ViewLook() = default;

Qt3DCore::QTransform* ViewLook::addBlobShadow() {
    if (!blobRoot_) {
        blobRoot_ = new Qt3DCore::QEntity(root_);
        blobRoot_->setEnabled(groundVisible_);
    }
    auto* e = new Qt3DCore::QEntity(blobRoot_);
    e->setObjectName(QStringLiteral("shadow"));
    auto* t = new Qt3DCore::QTransform(e);
    e->addComponent(makeRenderer(*blobMesh_, e));
    e->addComponent(blobMaterial_);
    e->addComponent(t);
    e->addComponent(lateLayer_);
    return t;
}

void ViewLook::drawLate(Qt3DCore::QEntity* e) const {
    e->addComponent(lateLayer_);
}

Qt3DCore::QEntity* ViewLook::addProjectedShadow(const ColoredMesh& mesh,
                                                Qt3DCore::QTransform* X_WL) {
    if (!projectedMaterial_ || mesh.empty()) return nullptr;
    if (!blobRoot_) {
        blobRoot_ = new Qt3DCore::QEntity(root_);
        blobRoot_->setEnabled(groundVisible_);
    }
    // Its own renderer: Qt 3D 6.4 draws a geometry renderer shared by two entities for one only.
    // Its own transform too (a QTransform is not shareable), a copy of the link's whenever that
    // changes: the shadow moves with the link in the same frame.
    auto* e = new Qt3DCore::QEntity(blobRoot_);
    e->setObjectName(QStringLiteral("castShadow"));
    auto* t = new Qt3DCore::QTransform(e);
    t->setMatrix(X_WL->matrix());
    QObject::connect(X_WL, &Qt3DCore::QTransform::matrixChanged, t,
                     [t, X_WL] { t->setMatrix(X_WL->matrix()); });
    e->addComponent(makeRenderer(mesh, e));
    e->addComponent(projectedMaterial_);
    e->addComponent(t);
    e->addComponent(lateLayer_);
    return e;
}

void ViewLook::clearBlobShadows() {
    delete blobRoot_;
    blobRoot_ = nullptr;
}

void ViewLook::placeBlobShadow(Qt3DCore::QTransform* blob, const QVector3D& centre_W,
                               float radius_x_m, float radius_z_m, float yaw_rad) const {
    // High: moved away from the key light by the height above the ground and a little wider,
    // as its shadow would be; low: straight under the centre.
    const QVector3D key = keyLightDirection();
    const float h = std::max(0.0f, centre_W.y() - shadowY_);
    QVector3D p(centre_W.x(), shadowY_ + 0.0008f, centre_W.z());
    float grow = 1.0f;
    if (quality_ == ViewQuality::High) {
        p -= QVector3D(key.x(), 0.0f, key.z()) * (h / key.y());
        grow = 1.0f + 0.6f * h / std::max(0.05f, std::max(radius_x_m, radius_z_m));
    }
    QMatrix4x4 m;
    m.translate(p);
    m.rotate(qRadiansToDegrees(yaw_rad), 0.0f, 1.0f, 0.0f);
    m.scale(radius_x_m * grow, 1.0f, radius_z_m * grow);
    blob->setMatrix(m);
}

}  // namespace botlab::gui
