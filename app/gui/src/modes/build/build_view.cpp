// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/build/build_view.h"

#include "view3d/camera_rig.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraLens>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QParameter>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace botlab::gui {

namespace {

constexpr double kPitch_m = 0.008;  // the kit's hole pitch: one grid cell
constexpr int kGridHalfCells = 30;  // the grid spans +-24 cm

/// A flat quad on y = height between two corners (x0, z0) and (x1, z1).
void addFloorQuad(ColoredMesh& m, float x0, float z0, float x1, float z1, float height,
                  const std::array<float, 4>& rgba) {
    const QVector3D a(x0, height, z0), b(x1, height, z0), c(x1, height, z1), d(x0, height, z1);
    const QVector3D up(0, 1, 0);
    m.addTriangle(a, d, c, up, up, up, rgba);
    m.addTriangle(a, c, b, up, up, up, rgba);
}

/// The arrow that shows the robot's front (+X): a flat triangle on the floor, its back edge on
/// x = 0, its tip kFrontArrowLength_m ahead (BuildView places it in front of the robot).
constexpr float kFrontArrowLength_m = 0.028f;
constexpr float kFrontArrowGap_m = 0.012f;  // between the robot's front and the arrow

ColoredMesh frontArrowMesh() {
    ColoredMesh m;
    const std::array<float, 4> arrow{0.3f, 0.55f, 0.95f, 1.f};
    const QVector3D up(0, 1, 0);
    m.addTriangle(QVector3D(0, 0, -0.016f), QVector3D(0, 0, 0.016f),
                  QVector3D(kFrontArrowLength_m, 0, 0.0f), up, up, up, arrow);
    return m;
}

ColoredMesh gridMesh() {
    // Lines every hole (8 mm) near the middle, every five holes (40 mm) farther out: few long
    // thin triangles, which software rasterisers pay for per screen tile they cross.
    ColoredMesh m;
    const float half = float(kGridHalfCells * kPitch_m);
    const float near = float(10 * kPitch_m);
    const float w = 0.0003f;
    for (int i = -kGridHalfCells; i <= kGridHalfCells; ++i) {
        const float p = float(i * kPitch_m);
        const bool major = i % 5 == 0;
        if (!major && std::abs(p) > near + 1e-6f) continue;
        const float lw = major ? 1.8f * w : w;
        const float len = major ? half : near;
        const std::array<float, 4> c = i == 0  ? std::array<float, 4>{0.45f, 0.5f, 0.62f, 1.f}
                                       : major ? std::array<float, 4>{0.6f, 0.64f, 0.7f, 1.f}
                                               : std::array<float, 4>{0.74f, 0.77f, 0.81f, 1.f};
        addFloorQuad(m, p - lw, -len, p + lw, len, -0.0002f, c);
        addFloorQuad(m, -len, p - lw, len, p + lw, -0.0001f, c);
    }
    return m;
}

bool rayTriangle(const QVector3D& o, const QVector3D& d, const QVector3D& a, const QVector3D& b,
                 const QVector3D& c, float& t) {
    const QVector3D e1 = b - a, e2 = c - a;
    const QVector3D p = QVector3D::crossProduct(d, e2);
    const float det = QVector3D::dotProduct(e1, p);
    if (std::abs(det) < 1e-12f) return false;
    const float inv = 1.0f / det;
    const QVector3D s = o - a;
    const float u = QVector3D::dotProduct(s, p) * inv;
    if (u < 0 || u > 1) return false;
    const QVector3D q = QVector3D::crossProduct(s, e1);
    const float v = QVector3D::dotProduct(d, q) * inv;
    if (v < 0 || u + v > 1) return false;
    t = QVector3D::dotProduct(e2, q) * inv;
    return t > 0;
}

bool rayBox(const sim::Vec3& o, const sim::Vec3& d, const sim::Vec3& lo, const sim::Vec3& hi) {
    double t0 = 0, t1 = 1e9;
    for (int k = 0; k < 3; ++k) {
        if (std::abs(d[k]) < 1e-12) {
            if (o[k] < lo[k] || o[k] > hi[k]) return false;
            continue;
        }
        double a = (lo[k] - o[k]) / d[k], b = (hi[k] - o[k]) / d[k];
        if (a > b) std::swap(a, b);
        t0 = std::max(t0, a);
        t1 = std::min(t1, b);
        if (t0 > t1) return false;
    }
    return true;
}

}  // namespace

BuildView::BuildView(const parts_library::PartsLibrary& library, QWidget* parent)
    : View3D(QColor(226, 232, 240), parent), lib_(library) {
    camera_->lens()->setPerspectiveProjection(40.0f, 16.0f / 9.0f, 0.005f, 20.0f);
    // The same sky, ground and lights as the Simulate view; the 8 mm grid drawn over the ground.
    ViewLook::Ground ground;
    ground.fade_start_m = 3.0f;
    ground.fade_end_m = 18.0f;
    ground.minor_distance_m = 0.0f;  // the grid's own 8 mm lines are finer
    look_ = std::make_unique<ViewLook>(window_, root_, viewQuality(), ground);
    look_->setGround(-0.0006f, QColor(214, 219, 226), 0.0f);
    // Parts are closed meshes: back faces culled (the software rasteriser's work halves).
    material_ = look_->material(sim::Finish::Plastic, true);
    gridMaterial_ = makeVertexColorMaterial(root_, QVector4D(0, 0, 0, 0));
    selectedMaterial_ =
        makeVertexColorMaterial(root_, QVector4D(1.0f, 0.78f, 0.1f, 0.5f), false, true);
    markerMaterial_ = makeVertexColorMaterial(root_, QVector4D(0, 0, 0, 0));
    ghostMaterial_ = makeVertexColorMaterial(root_, QVector4D(0.2f, 0.5f, 1.0f, 0.35f), true);
    for (auto* p : ghostMaterial_->parameters())
        if (p->name() == QStringLiteral("tint")) ghostTint_ = p;

    grid_ = new Qt3DCore::QEntity(root_);
    grid_->addComponent(makeRenderer(gridMesh(), grid_));
    grid_->addComponent(gridMaterial_);
    // The front arrow, moved just in front of the robot at every setRobot.
    frontArrow_ = new Qt3DCore::QEntity(root_);
    frontArrowTransform_ = new Qt3DCore::QTransform(frontArrow_);
    frontArrow_->addComponent(makeRenderer(frontArrowMesh(), frontArrow_));
    frontArrow_->addComponent(gridMaterial_);
    frontArrow_->addComponent(frontArrowTransform_);
    placeFrontArrow();

    start();
    updateCamera();
}

BuildView::~BuildView() = default;

const BuildView::PartDraw* BuildView::partDraw(const QString& id,
                                               parts_library::MeshDetail detail) {
    if (auto it = draws_.find({id, detail}); it != draws_.end()) return &it->second;
    const parts_library::PartDefinition* def = lib_.find(id);
    auto mesh = lib_.mesh(id, detail);
    if (!def || !mesh) return nullptr;
    PartDraw d;
    d.finish = def->finish;
    const parts_library::TriangleMesh& tm = *mesh.value();
    const bool normals = tm.normals.size() == tm.positions.size();
    auto P = [&](std::uint32_t i) { return toQt(tm.vertex(int(i))); };
    auto N = [&](std::uint32_t i) {
        return QVector3D(tm.normals[3 * i], tm.normals[3 * i + 1], tm.normals[3 * i + 2]);
    };
    for (std::size_t k = 0; k + 2 < tm.indices.size(); k += 3) {
        const auto a = tm.indices[k], b = tm.indices[k + 1], c = tm.indices[k + 2];
        if (normals)
            d.mesh.addTriangle(P(a), P(b), P(c), N(a), N(b), N(c), def->rgba);
        else
            d.mesh.addTriangle(P(a), P(b), P(c), def->rgba);
    }
    d.positions = trianglePositions(d.mesh);
    d.lo = sim::Vec3::Constant(1e9);
    d.hi = sim::Vec3::Constant(-1e9);
    for (int i = 0; i < tm.vertexCount(); ++i) {
        d.lo = d.lo.cwiseMin(tm.vertex(i));
        d.hi = d.hi.cwiseMax(tm.vertex(i));
    }
    return &draws_.emplace(std::make_pair(id, detail), std::move(d)).first->second;
}

Qt3DCore::QEntity* BuildView::replaceEntity(Qt3DCore::QEntity* old, const ColoredMesh& mesh,
                                            Qt3DRender::QMaterial* material) {
    markChanged();
    delete old;
    if (mesh.empty()) return nullptr;
    auto* e = new Qt3DCore::QEntity(root_);
    e->addComponent(makeRenderer(mesh, e));
    e->addComponent(material);
    return e;
}

void BuildView::setRobot(const assembler::RobotDocument& doc, const std::vector<int>& selected,
                         const std::vector<int>& hidden) {
    if (&doc != &lastDoc_) lastDoc_ = doc;
    lastSelected_ = selected;
    lastHidden_ = hidden;
    sortedFrom_ = camera_->position();
    ColoredMesh normal, highlighted;
    std::vector<sim::Finish> finishes;  // per vertex of `normal`
    placed_.assign(doc.parts.size(), Placed{});
    // Nearest parts first: the depth test then rejects most hidden pixels before they are
    // shaded (software rasterisers gain most; the order is redone at every rebuild).
    const QVector3D eye = camera_->position();
    std::vector<std::pair<float, int>> order;
    for (int i = 0; i < int(doc.parts.size()); ++i)
        order.emplace_back((toQt(doc.parts[i].X_MP.translation) - eye).lengthSquared(), i);
    std::sort(order.begin(), order.end());
    // A very large robot is drawn with the parts' simple shapes (software rasterisers).
    std::vector<QString> ids;
    ids.reserve(doc.parts.size());
    for (const auto& p : doc.parts) ids.push_back(p.part_id);
    const parts_library::MeshDetail detail = lib_.detailFor(ids);
    for (const auto& [distance, i] : order) {
        (void)distance;
        const assembler::PartInstance& p = doc.parts[i];
        if (std::find(hidden.begin(), hidden.end(), i) != hidden.end()) continue;
        const PartDraw* d = partDraw(p.part_id, detail);
        if (!d) continue;
        const bool sel = std::find(selected.begin(), selected.end(), i) != selected.end();
        ColoredMesh& out = sel ? highlighted : normal;
        const sim::Mat3 R = p.X_MP.rotation.toRotationMatrix();
        const std::size_t first = out.vertices.size();
        out.vertices.insert(out.vertices.end(), d->mesh.vertices.begin(), d->mesh.vertices.end());
        if (!sel) finishes.insert(finishes.end(), std::size_t(d->mesh.vertexCount()), d->finish);
        Placed& pl = placed_[i];
        pl.lo = sim::Vec3::Constant(1e9);
        pl.hi = sim::Vec3::Constant(-1e9);
        pl.triangles.reserve(d->positions.size());
        for (std::size_t v = first; v < out.vertices.size(); v += 10) {
            float* f = &out.vertices[v];
            const sim::Vec3 x = R * sim::Vec3(f[0], f[1], f[2]) + p.X_MP.translation;
            const sim::Vec3 n = R * sim::Vec3(f[3], f[4], f[5]);
            for (int k = 0; k < 3; ++k) {
                f[k] = float(x[k]);
                f[3 + k] = float(n[k]);
            }
            pl.triangles.push_back(toQt(x));
            pl.lo = pl.lo.cwiseMin(x);
            pl.hi = pl.hi.cwiseMax(x);
        }
        pl.centre = p.X_MP * ((d->lo + d->hi) / 2);
    }
    delete robotEntity_;
    robotEntity_ = new Qt3DCore::QEntity(root_);
    look_->addLitMeshes(robotEntity_, normal, finishes, /*cull_back_faces=*/true);
    selectedEntity_ = replaceEntity(selectedEntity_, highlighted, selectedMaterial_);
    // One soft shadow under the whole robot.
    look_->clearBlobShadows();
    sim::Vec3 lo = sim::Vec3::Constant(1e9), hi = sim::Vec3::Constant(-1e9);
    for (const Placed& pl : placed_)
        if (!pl.triangles.empty()) {
            lo = lo.cwiseMin(pl.lo);
            hi = hi.cwiseMax(pl.hi);
        }
    robotLo_ = lo;
    robotHi_ = hi;
    placeFrontArrow();
    if (lo.x() <= hi.x())
        look_->placeBlobShadow(look_->addBlobShadow(), toQt((lo + hi) / 2),
                               float(hi.x() - lo.x()) * 0.6f, float(hi.z() - lo.z()) * 0.6f, 0.0f);
    // Chains, belts and tracks the compiler will lay (issue 17).
    delete drivesEntity_;
    drivesEntity_ = new Qt3DCore::QEntity(root_);
    drives_.build(documentLoops(doc, lib_), drivesEntity_, material_, {sim::Pose()});
}

void BuildView::placeFrontArrow() {
    // Just outside the robot's bounding box on its front side, centred across it; in front of
    // the origin when the robot is empty.
    const bool empty = robotLo_.x() > robotHi_.x();
    frontArrowTail_ =
        empty ? sim::Vec3(kFrontArrowGap_m, 0, 0)
              : sim::Vec3(robotHi_.x() + kFrontArrowGap_m, 0, (robotLo_.z() + robotHi_.z()) / 2);
    if (frontArrowTransform_) frontArrowTransform_->setTranslation(toQt(frontArrowTail_));
    markChanged();
}

bool BuildView::robotBounds(sim::Vec3& lo, sim::Vec3& hi) const {
    if (robotLo_.x() > robotHi_.x()) return false;
    lo = robotLo_;
    hi = robotHi_;
    return true;
}

double BuildView::frontArrowLength() const {
    return kFrontArrowLength_m;
}

void BuildView::setGhost(const QString& part_id, const sim::Pose& X_MP, GhostLook look) {
    markChanged();
    if (part_id.isEmpty()) {
        if (ghostEntity_) ghostEntity_->setEnabled(false);
        return;
    }
    if (part_id != ghostPart_ || !ghostEntity_) {
        delete ghostEntity_;
        ghostEntity_ = nullptr;
        ghostPart_ = part_id;
        const PartDraw* d = partDraw(part_id);
        if (!d) return;
        ColoredMesh m = d->mesh;
        for (std::size_t v = 9; v < m.vertices.size(); v += 10) m.vertices[v] = 0.55f;
        ghostEntity_ = new Qt3DCore::QEntity(root_);
        ghostTransform_ = new Qt3DCore::QTransform(ghostEntity_);
        ghostEntity_->addComponent(makeRenderer(m, ghostEntity_));
        ghostEntity_->addComponent(ghostMaterial_);
        ghostEntity_->addComponent(ghostTransform_);
    }
    ghostEntity_->setEnabled(true);
    ghostTransform_->setMatrix(toMatrix(X_MP));
    QVector4D tint(0.2f, 0.5f, 1.0f, 0.3f);
    if (look == GhostLook::Snapped) tint = QVector4D(0.1f, 0.85f, 0.3f, 0.4f);
    if (look == GhostLook::Overlapping) tint = QVector4D(1.0f, 0.1f, 0.05f, 0.65f);
    if (ghostTint_) ghostTint_->setValue(tint);
}

void BuildView::setMarkers(const std::vector<sim::Vec3>& points_M, int target) {
    if (points_M == markerPoints_ && target == markerTarget_) return;
    markerPoints_ = points_M;
    markerTarget_ = target;
    ColoredMesh m;
    for (int i = 0; i < int(points_M.size()); ++i) {
        sim::Shape s;
        s.type = sim::ShapeType::Sphere;
        const bool t = i == target;
        s.radius_m = t ? 0.0035 : 0.0022;
        addShape(m, s, sim::Pose::fromTranslation(points_M[i]),
                 t ? std::array<float, 4>{1.0f, 0.85f, 0.05f, 1.f}
                   : std::array<float, 4>{0.1f, 0.75f, 1.0f, 1.f});
    }
    markerEntity_ = replaceEntity(markerEntity_, m, markerMaterial_);
}

void BuildView::setSelectionBox(const QRect& box) {
    ColoredMesh m;
    if (!box.isEmpty()) {
        // Four thin quads just beyond the near plane, through the box's edges.
        const QRect vp(0, 0, container_->width(), container_->height());
        auto at = [&](float x, float y) {
            const QVector3D w(x, float(vp.height()) - y, 0.02f);
            return w.unproject(camera_->viewMatrix(), camera_->projectionMatrix(), vp);
        };
        const std::array<float, 4> c{0.15f, 0.45f, 0.95f, 1.f};
        auto quad = [&](float x0, float y0, float x1, float y1) {
            const QVector3D a = at(x0, y0), b = at(x1, y0), cc = at(x1, y1), d = at(x0, y1);
            m.addTriangle(a, b, cc, c);
            m.addTriangle(a, cc, d, c);
        };
        const float l = float(box.left()), r = float(box.right()), t = float(box.top()),
                    b = float(box.bottom());
        quad(l, t, r, t + 1.5f);
        quad(l, b - 1.5f, r, b);
        quad(l, t, l + 1.5f, b);
        quad(r - 1.5f, t, r, b);
    }
    boxEntity_ = replaceEntity(boxEntity_, m, markerMaterial_);
}

void BuildView::setStandardView(StandardView view) {
    switch (view) {
        case StandardView::Overview:
            yaw_ = 0.75f;
            pitch_ = 0.55f;
            break;
        case StandardView::Front:  // looking at the robot's front (+X)
            yaw_ = 0.0f;
            pitch_ = 0.06f;
            break;
        case StandardView::Side:  // from its right side (+Z)
            yaw_ = std::numbers::pi_v<float> / 2;
            pitch_ = 0.06f;
            break;
        case StandardView::Top:
            yaw_ = 0.0f;
            pitch_ = 1.55f;
            break;
    }
    frameRobot();
}

BuildView::StandardView BuildView::standardView() const {
    auto at = [&](float yaw, float pitch) {
        return std::abs(yaw_ - yaw) < 1e-3f && std::abs(pitch_ - pitch) < 1e-3f;
    };
    if (at(0.0f, 0.06f)) return StandardView::Front;
    if (at(std::numbers::pi_v<float> / 2, 0.06f)) return StandardView::Side;
    if (at(0.0f, 1.55f)) return StandardView::Top;
    return StandardView::Overview;
}

void BuildView::setViewAngles(float yaw_rad, float pitch_rad) {
    yaw_ = yaw_rad;
    pitch_ = std::clamp(pitch_rad, -1.45f, 1.55f);
    updateCamera();
    resortIfMoved();
}

void BuildView::resortIfMoved() {
    // The parts are drawn nearest first from where the camera was at the last rebuild; after
    // the camera moved far enough to change that order much, rebuild.
    if ((camera_->position() - sortedFrom_).length() < 0.25f * distance_) return;
    setRobot(lastDoc_, lastSelected_, lastHidden_);
}

void BuildView::frameRobot() {
    sim::Vec3 lo = sim::Vec3::Constant(1e9), hi = sim::Vec3::Constant(-1e9);
    for (const Placed& p : placed_) {
        if (p.triangles.empty()) continue;
        lo = lo.cwiseMin(p.lo);
        hi = hi.cwiseMax(p.hi);
    }
    if (lo.x() > hi.x()) {
        target_ = QVector3D(0, 0.03f, 0);
        distance_ = 0.45f;
    } else {
        target_ = toQt((lo + hi) / 2);
        const float radius = float((hi - lo).norm() / 2);
        distance_ = std::clamp(radius * 3.2f, 0.18f, 3.0f);
    }
    updateCamera();
    resortIfMoved();
}

void BuildView::updateCamera() {
    markChanged();
    const QVector3D dir(std::cos(pitch_) * std::cos(yaw_), std::sin(pitch_),
                        std::cos(pitch_) * std::sin(yaw_));
    camera_->setUpVector(QVector3D(0, 1, 0));
    camera_->setViewCenter(target_);
    camera_->setPosition(target_ + dir * distance_);
    // Seen from below, the floor would hide the robot's underside: leave it out.
    grid_->setEnabled(camera_->position().y() > 0.0f);
    look_->setGroundVisible(camera_->position().y() > 0.0f);
}

void BuildView::rayAt(const QPoint& pos, sim::Vec3& origin_M, sim::Vec3& dir_M) const {
    const QRect vp(0, 0, std::max(1, container_->width()), std::max(1, container_->height()));
    const float wy = float(vp.height() - pos.y());
    const QMatrix4x4 view = camera_->viewMatrix();
    QMatrix4x4 proj;
    proj.perspective(camera_->fieldOfView(), float(vp.width()) / vp.height(), camera_->nearPlane(),
                     camera_->farPlane());
    const QVector3D n = QVector3D(float(pos.x()), wy, 0.0f).unproject(view, proj, vp);
    const QVector3D f = QVector3D(float(pos.x()), wy, 1.0f).unproject(view, proj, vp);
    const QVector3D d = (f - n).normalized();
    origin_M = sim::Vec3(n.x(), n.y(), n.z());
    dir_M = sim::Vec3(d.x(), d.y(), d.z());
}

BuildView::Hit BuildView::hitAt(const QPoint& pos, int ignore) const {
    Hit hit;
    sim::Vec3 o, d;
    rayAt(pos, o, d);
    const QVector3D oq = toQt(o), dq = toQt(d);
    float best = -1;
    int bestTri = -1;
    for (int i = 0; i < int(placed_.size()); ++i) {
        const Placed& p = placed_[i];
        if (i == ignore || p.triangles.empty() || !rayBox(o, d, p.lo, p.hi)) continue;
        for (std::size_t k = 0; k + 2 < p.triangles.size(); k += 3) {
            float t = 0;
            if (rayTriangle(oq, dq, p.triangles[k], p.triangles[k + 1], p.triangles[k + 2], t) &&
                (best < 0 || t < best)) {
                best = t;
                hit.part = i;
                bestTri = int(k);
            }
        }
    }
    if (hit.part >= 0) {
        const auto& tr = placed_[hit.part].triangles;
        QVector3D n =
            QVector3D::crossProduct(tr[bestTri + 1] - tr[bestTri], tr[bestTri + 2] - tr[bestTri])
                .normalized();
        if (QVector3D::dotProduct(n, dq) > 0) n = -n;
        hit.p_M = o + d * best;
        hit.normal_M = sim::Vec3(n.x(), n.y(), n.z());
        return hit;
    }
    if (d.y() < -1e-6) {
        const double t = -o.y() / d.y();
        hit.floor = true;
        hit.p_M = o + d * t;
        hit.normal_M = sim::Vec3::UnitY();
    }
    return hit;
}

QPoint BuildView::toWidget(const sim::Vec3& p_M) const {
    const QRect vp(0, 0, std::max(1, container_->width()), std::max(1, container_->height()));
    QMatrix4x4 proj;
    proj.perspective(camera_->fieldOfView(), float(vp.width()) / vp.height(), camera_->nearPlane(),
                     camera_->farPlane());
    const QVector3D w = toQt(p_M).project(camera_->viewMatrix(), proj, vp);
    return QPoint(int(std::lround(w.x())), vp.height() - int(std::lround(w.y())));
}

std::vector<int> BuildView::partsInside(const QRect& box) const {
    std::vector<int> out;
    for (int i = 0; i < int(placed_.size()); ++i)
        if (!placed_[i].triangles.empty() && box.contains(toWidget(placed_[i].centre)))
            out.push_back(i);
    return out;
}

bool BuildView::eventFilter(QObject* watched, QEvent* event) {
    if (watched != window_) return View3D::eventFilter(watched, event);
    switch (event->type()) {
        case QEvent::MouseButtonPress: {
            auto* e = static_cast<QMouseEvent*>(event);
            const QPoint p = e->position().toPoint();
            container_->setFocus(Qt::MouseFocusReason);
            if (e->button() == Qt::LeftButton) {
                emit leftPressed(p, e->modifiers());
            } else if (e->button() == Qt::RightButton || e->button() == Qt::MiddleButton) {
                cameraButton_ = e->button();
                panning_ = e->button() == Qt::MiddleButton || (e->modifiers() & Qt::ShiftModifier);
                lastMouse_ = p;
            }
            return true;
        }
        case QEvent::MouseMove: {
            auto* e = static_cast<QMouseEvent*>(event);
            const QPoint p = e->position().toPoint();
            if (cameraButton_ != Qt::NoButton && (e->buttons() & cameraButton_)) {
                const QPoint delta = p - lastMouse_;
                lastMouse_ = p;
                if (panning_) {
                    const QVector3D fwd =
                        (camera_->viewCenter() - camera_->position()).normalized();
                    const QVector3D right =
                        QVector3D::crossProduct(fwd, QVector3D(0, 1, 0)).normalized();
                    const QVector3D up = QVector3D::crossProduct(right, fwd);
                    const float k = distance_ * 0.0016f;
                    target_ += (-right * float(delta.x()) + up * float(delta.y())) * k;
                } else {
                    yaw_ += float(delta.x()) * 0.01f;
                    pitch_ = std::clamp(pitch_ + float(delta.y()) * 0.01f, -1.45f, 1.55f);
                }
                updateCamera();
                return true;
            }
            emit mouseMoved(p, e->buttons(), e->modifiers());
            return true;
        }
        case QEvent::MouseButtonRelease: {
            auto* e = static_cast<QMouseEvent*>(event);
            if (e->button() == cameraButton_) {
                cameraButton_ = Qt::NoButton;
                resortIfMoved();
                return true;
            }
            if (e->button() == Qt::LeftButton)
                emit leftReleased(e->position().toPoint(), e->modifiers());
            return true;
        }
        case QEvent::MouseButtonDblClick: {
            auto* e = static_cast<QMouseEvent*>(event);
            if (e->button() == Qt::LeftButton) emit leftDoubleClicked(e->position().toPoint());
            return true;
        }
        case QEvent::Wheel: {
            auto* e = static_cast<QWheelEvent*>(event);
            // Toward the point under the pointer (a part, else the floor, else at the target's
            // distance): it stays under the pointer (camera_rig.h).
            const float steps = float(e->angleDelta().y()) / 120.0f;
            const QPoint p = e->position().toPoint();
            const Hit hit = hitAt(p);
            sim::Vec3 o, d;
            rayAt(p, o, d);
            camera::View v;
            v.eye_W = sim::Vec3(camera_->position().x(), camera_->position().y(),
                                camera_->position().z());
            v.target_W = sim::Vec3(target_.x(), target_.y(), target_.z());
            const sim::Vec3 under =
                hit.part >= 0 || hit.floor ? hit.p_M : o + d * double(distance_);
            v = camera::zoomToward(v, under, std::pow(0.87, steps), 0.05, 5.0);
            target_ = toQt(v.target_W);
            distance_ = float(v.distance_m());
            updateCamera();
            resortIfMoved();
            return true;
        }
        case QEvent::ShortcutOverride:
        case QEvent::KeyPress: {
            auto* e = static_cast<QKeyEvent*>(event);
            if (event->type() == QEvent::ShortcutOverride) {
                // The view's own keys win over the window's menu shortcuts while it has focus.
                const QKeyCombination k = e->keyCombination();
                const Qt::KeyboardModifiers m = k.keyboardModifiers() & ~Qt::KeypadModifier;
                const int key = k.key();
                const bool plain = m == Qt::NoModifier || m == Qt::ShiftModifier;
                const bool ctrl = m & Qt::ControlModifier;
                if ((plain && (key == Qt::Key_R || key == Qt::Key_F || key == Qt::Key_Delete ||
                               key == Qt::Key_Backspace || key == Qt::Key_Escape)) ||
                    (ctrl && (key == Qt::Key_D || key == Qt::Key_C || key == Qt::Key_V ||
                              key == Qt::Key_X || key == Qt::Key_Z || key == Qt::Key_Y ||
                              key == Qt::Key_A))) {
                    e->accept();
                    return true;
                }
                return false;
            }
            emit keyPressed(e);
            return true;
        }
        case QEvent::Leave:
            emit left();
            break;
        default:
            break;
    }
    return View3D::eventFilter(watched, event);
}

}  // namespace botlab::gui
