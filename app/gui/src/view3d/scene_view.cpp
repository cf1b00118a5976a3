// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/scene_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QTimer>
#include <QWheelEvent>
#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QTextureMaterial>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QBlendEquation>
#include <Qt3DRender/QBlendEquationArguments>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraLens>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QGraphicsApiFilter>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QPaintedTextureImage>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QTechnique>
#include <Qt3DRender/QTexture>
#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <memory>
#include <numbers>

#include "botlab/parts_library/parts_library.h"
#include "botlab/scenes/scene_document.h"
#include "view3d/scene_dressing.h"

namespace botlab::gui {

namespace {

/// The floor texture, painted from the sim's RGBA pixels.
class FloorImage : public Qt3DRender::QPaintedTextureImage {
public:
    FloorImage(QImage image, Qt3DCore::QNode* parent)
        : Qt3DRender::QPaintedTextureImage(parent), image_(std::move(image)) {
        setSize(image_.size());
    }

protected:
    void paint(QPainter* painter) override { painter->drawImage(0, 0, image_); }

private:
    QImage image_;
};

using camera::groundHeight;

/// A goal zone drawn as a translucent slab over the ground (`patch`) with posts around its edge
/// (`posts`, opaque), so it shows over painted tracks and on uneven terrain alike.
void addZone(ColoredMesh& patch, ColoredMesh& posts, const sim::WorldModel& w,
             const scenes::Zone& z, const std::array<float, 4>& rgba, double post_height_m) {
    const double cx = z.centre.x_m, cz = z.centre.z_m;
    std::vector<std::pair<double, double>> corners;
    if (z.radius_m > 0) {
        for (int i = 0; i < 8; ++i)
            corners.emplace_back(cx + z.radius_m * std::cos(i * std::numbers::pi / 4),
                                 cz + z.radius_m * std::sin(i * std::numbers::pi / 4));
    } else {
        for (int sx : {-1, 1})
            for (int sz : {-1, 1})
                corners.emplace_back(cx + sx * z.size_x_m / 2, cz + sz * z.size_z_m / 2);
    }
    double lo = groundHeight(w, cx, cz), hi = lo;
    for (const auto& [x, zz] : corners) {
        const double g = groundHeight(w, x, zz);
        lo = std::min(lo, g);
        hi = std::max(hi, g);
    }
    sim::Shape slab;
    const double thickness = hi - lo + 0.003;
    if (z.radius_m > 0) {
        slab.type = sim::ShapeType::Cylinder;
        slab.radius_m = z.radius_m;
        slab.length_m = thickness;
        addShape(patch, slab,
                 {sim::Vec3(cx, lo + thickness / 2, cz),
                  sim::Quat(Eigen::AngleAxisd(std::numbers::pi / 2, sim::Vec3::UnitX()))},
                 {rgba[0], rgba[1], rgba[2], 0.38f});
    } else {
        slab.type = sim::ShapeType::Box;
        slab.size_m = sim::Vec3(z.size_x_m, thickness, z.size_z_m);
        addShape(patch, slab, sim::Pose::fromTranslation(sim::Vec3(cx, lo + thickness / 2, cz)),
                 {rgba[0], rgba[1], rgba[2], 0.38f});
    }
    sim::Shape post;
    post.type = sim::ShapeType::Cylinder;
    post.radius_m = 0.004;
    post.length_m = post_height_m;
    for (const auto& [x, zz] : corners)
        addShape(posts, post,
                 {sim::Vec3(x, groundHeight(w, x, zz) + post_height_m / 2, zz),
                  sim::Quat(Eigen::AngleAxisd(std::numbers::pi / 2, sim::Vec3::UnitX()))},
                 rgba);
}

/// The part's mesh from the parts library (built-in id) or from its file; cached per process.
std::shared_ptr<const parts_library::TriangleMesh> partMesh(const sim::Visual& v,
                                                            parts_library::MeshDetail detail) {
    static std::map<std::string, std::shared_ptr<const parts_library::TriangleMesh>> cache;
    const std::string key = v.part_id + "|" + v.mesh_path +
                            (detail == parts_library::MeshDetail::Simple ? "|simple" : "");
    if (auto it = cache.find(key); it != cache.end()) return it->second;
    std::shared_ptr<const parts_library::TriangleMesh> mesh;
    if (!v.part_id.empty()) {
        auto m = parts_library::PartsLibrary::builtinOrEmpty().mesh(
            QString::fromStdString(v.part_id), detail);
        if (m.ok()) mesh = m.value();
    }
    if (!mesh && !v.mesh_path.empty()) {
        auto m = parts_library::loadMesh(QString::fromStdString(v.mesh_path));
        if (m.ok())
            mesh = std::make_shared<const parts_library::TriangleMesh>(std::move(m.value()));
    }
    cache[key] = mesh;
    return mesh;
}

/// The visual's triangles in the link frame: the part's mesh when there is one, else its
/// primitive shape; empty when neither is available.
ColoredMesh visualMesh(const sim::Visual& v, parts_library::MeshDetail detail) {
    ColoredMesh m;
    if (auto mesh = partMesh(v, detail)) {
        const bool normals = mesh->normals.size() == mesh->positions.size();
        auto P = [&](std::uint32_t i) {
            return toQt(v.X_LV * sim::Vec3(mesh->vertex(int(i))).cwiseProduct(v.scale));
        };
        auto N = [&](std::uint32_t i) {
            return toQt(v.X_LV.rotation * sim::Vec3(mesh->normals[3 * i], mesh->normals[3 * i + 1],
                                                    mesh->normals[3 * i + 2]));
        };
        for (std::size_t k = 0; k + 2 < mesh->indices.size(); k += 3) {
            const auto a = mesh->indices[k], b = mesh->indices[k + 1], c = mesh->indices[k + 2];
            if (normals) {
                m.addTriangle(P(a), P(b), P(c), N(a), N(b), N(c), v.rgba);
            } else {
                m.addTriangle(P(a), P(b), P(c), v.rgba);
            }
        }
        return m;
    }
    if (v.primitive) addShape(m, *v.primitive, v.X_LV * v.primitive->X_LS, v.rgba, v.scale);
    return m;
}

}  // namespace

SceneView::SceneView(QWidget* parent) : View3D(QColor(196, 214, 232), parent) {
    camera_->lens()->setPerspectiveProjection(45.0f, 16.0f / 9.0f, 0.02f, 100.0f);
    // The wall constraint eases the camera back out over a few frames: a timer that runs only
    // while it does (no per-frame work otherwise).
    easeTimer_ = new QTimer(this);
    easeTimer_->setSingleShot(true);
    easeTimer_->setInterval(16);
    connect(easeTimer_, &QTimer::timeout, this, [this] { applyView(); });
    armClock_.start();

    look_ = std::make_unique<ViewLook>(window_, root_, viewQuality(), ViewLook::Ground{});
    sharedMaterial_ = look_->material(sim::Finish::Plastic);

    start();
    resetCamera();
}

SceneView::~SceneView() = default;

Qt3DRender::QMaterial* SceneView::vertexColorMaterial(Qt3DCore::QNode* parent,
                                                      const QVector4D& tint, bool translucent) {
    // Low: lit per vertex, as the opaque materials (the cab's windows cover most of its view).
    return makeVertexColorMaterial(parent, tint, translucent, false, sim::Finish::Plastic,
                                   look_->quality() == ViewQuality::Low);
}

void SceneView::clearScene() {
    candles_.reset();  // points at entities under sceneRoot_
    eyes_.clear();     // its entities hang on the link entities
    lidarSerials_.clear();
    labels_.forget();  // its entities hang under sceneRoot_
    others_.clear();
    delete sceneRoot_;  // deletes every child entity
    sceneRoot_ = nullptr;
    highlight_ = nullptr;
    markers_.clear();
    links_.clear();
    shadows_.clear();
    if (look_) look_->clearBlobShadows();
    bodies_.clear();
    drives_.clear();
    terrain_.clear();            // its entities died with sceneRoot_
    footprintEntity_ = nullptr;  // died with sceneRoot_
    footprintRenderer_ = nullptr;
    pathEntity_ = nullptr;  // died with sceneRoot_
    pathRenderer_ = nullptr;
    pathVertices_ = 0;
    footprintsDrawn_s_ = -1.0;
}

void SceneView::setModels(std::shared_ptr<const runner::LoadedModels> shared) {
    clearScene();
    models_ = std::move(shared);
    const runner::LoadedModels& models = *models_;
    sceneRoot_ = new Qt3DCore::QEntity(root_);
    const sim::WorldModel& w = models.scene.world;

    // Floor: the ground plane in the "outside" colour and the texture's rectangle on top of it;
    // on terrain, the ground lies under its lowest point.
    lookGround(w);
    if (!w.terrain) {
        if (w.floor.width_px > 0 && w.floor.height_px > 0 &&
            w.floor.rgba.size() >= std::size_t(w.floor.width_px) * w.floor.height_px * 4) {
            auto* fe = new Qt3DCore::QEntity(sceneRoot_);
            fe->addComponent(makeFloorQuad(w.floor, 0.0005f, fe));
            auto* mat = new Qt3DExtras::QTextureMaterial(fe);
            auto* tex = new Qt3DRender::QTexture2D(mat);
            tex->addTextureImage(new FloorImage(dressing::floorPicture(models), tex));
            tex->setMinificationFilter(Qt3DRender::QAbstractTexture::LinearMipMapLinear);
            tex->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
            tex->setGenerateMipMaps(true);
            mat->setTexture(tex);
            fe->addComponent(mat);
        }
    }

    // Static scenery (walls, obstacles, terrain, candles) merged into one mesh; the dressing
    // (scene_dressing.h) makes the mat, wooden walls, candles and terrain look real.
    ColoredMesh statics;
    dressing::addFloorSlab(statics, models);
    if (w.terrain) buildTerrain(*w.terrain, w.floor.outside_rgba);
    for (int i = 0; i < int(w.bodies.size()); ++i) {
        const auto& b = w.bodies[i];
        if (b.movable) {
            ColoredMesh m;
            addShape(m, b.shape, sim::Pose(), b.rgba);
            auto* e = new Qt3DCore::QEntity(sceneRoot_);
            auto* t = new Qt3DCore::QTransform(e);
            t->setMatrix(toMatrix(b.X_WB));
            e->addComponent(makeRenderer(m, e));
            e->addComponent(sharedMaterial_);
            e->addComponent(t);
            bodies_.push_back({i, t});
        } else if (b.is_wall) {
            dressing::addWoodenWall(statics, b, i);
        } else {
            addShape(statics, b.shape, b.X_WB, b.rgba);
        }
    }
    candles_ = std::make_unique<dressing::CandleSet>(sceneRoot_, w);
    if (!statics.empty()) {
        auto* e = new Qt3DCore::QEntity(sceneRoot_);
        e->addComponent(makeRenderer(statics, e));
        e->addComponent(sharedMaterial_);
    }

    // Goals: the finish in green, the checkpoints in amber, over everything static.
    if (const auto& doc = models.scene.document) {
        ColoredMesh patches, posts;
        for (const scenes::Zone& z : doc->goals.checkpoints)
            addZone(patches, posts, w, z, {0.96f, 0.62f, 0.1f, 1.f}, 0.06);
        if (doc->goals.finish)
            addZone(patches, posts, w, *doc->goals.finish, {0.15f, 0.7f, 0.25f, 1.f}, 0.12);
        if (!posts.empty()) {
            auto* e = new Qt3DCore::QEntity(sceneRoot_);
            e->setObjectName(QStringLiteral("goalPosts"));
            e->addComponent(makeRenderer(posts, e));
            e->addComponent(sharedMaterial_);
            auto* p = new Qt3DCore::QEntity(sceneRoot_);
            p->setObjectName(QStringLiteral("goalZones"));
            p->addComponent(makeRenderer(patches, p));
            p->addComponent(vertexColorMaterial(p, QVector4D(0, 0, 0, 0), true));
            look_->drawLate(p);
        }
    }

    // Robot: one entity per link, all its visuals merged.
    const sim::RobotModel& r = models.robot;
    // A very large robot is drawn with its parts' simple shapes (software rasterisers).
    std::vector<QString> part_ids;
    for (const auto& link : r.links)
        for (const auto& v : link.visuals) part_ids.push_back(QString::fromStdString(v.part_id));
    const parts_library::MeshDetail detail =
        parts_library::PartsLibrary::builtinOrEmpty().detailFor(part_ids);
    for (const auto& link : r.links) {
        LinkEntity le;
        ColoredMesh merged;
        ColoredMesh glass;  // translucent visuals (alpha < 1: the manned hexapod's windows)
        bool anyVisual = false;
        std::vector<sim::Finish> linkFinishes;  // per vertex of `merged`, for the lighting
        for (const auto& v : link.visuals) {
            ColoredMesh m = visualMesh(v, detail);
            anyVisual = anyVisual || !m.empty();
            le.visualTriangles.push_back(trianglePositions(m));
            if (v.rgba[3] < 1.0f) {
                glass.append(m);
            } else {
                merged.append(m);
                linkFinishes.insert(linkFinishes.end(), std::size_t(m.vertexCount()), v.finish);
            }
            le.visualMeshes.push_back(std::move(m));
        }
        if (!anyVisual) {
            // No drawable visual: show the collision shapes, pickable as
            // one piece named after the link.
            le.visualTriangles.clear();
            le.visualMeshes.clear();
            merged = ColoredMesh();
            for (const auto& s : link.shapes)
                addShape(merged, s, s.X_LS, {0.6f, 0.62f, 0.68f, 1.f});
            le.visualTriangles.push_back(trianglePositions(merged));
            le.visualMeshes.push_back(merged);
            linkFinishes.assign(std::size_t(merged.vertexCount()), sim::Finish::Metal);
        }
        le.entity = new Qt3DCore::QEntity(sceneRoot_);
        if (qEnvironmentVariableIsSet("XNOROBOT")) le.entity->setEnabled(false);
        le.transform = new Qt3DCore::QTransform(le.entity);
        le.transform->setMatrix(toMatrix(models.X_WM * link.X_ML));
        le.entity->addComponent(le.transform);
        look_->addLitMeshes(le.entity, merged, linkFinishes, /*cull_back_faces=*/false);
        if (!glass.empty()) {
            // Blended over everything opaque (drawn late), so what lies behind shows through.
            auto* g = new Qt3DCore::QEntity(le.entity);
            g->setObjectName(QStringLiteral("glass"));
            if (qEnvironmentVariableIsSet("XNOGLASS")) g->setEnabled(false);
            g->addComponent(makeRenderer(glass, g));
            g->addComponent(vertexColorMaterial(g, QVector4D(0, 0, 0, 0), true));
            look_->drawLate(g);
        }
        links_.push_back(std::move(le));
    }
    linkPoses_.clear();
    for (const auto& link : r.links) linkPoses_.push_back(models.X_WM * link.X_ML);
    linkBounds_L_.clear();
    for (const LinkEntity& le : links_) {
        sim::Vec3 lo = sim::Vec3::Constant(1e9), hi = sim::Vec3::Constant(-1e9);
        for (const auto& tris : le.visualTriangles)
            for (const QVector3D& p : tris) {
                lo = lo.cwiseMin(sim::Vec3(p.x(), p.y(), p.z()));
                hi = hi.cwiseMax(sim::Vec3(p.x(), p.y(), p.z()));
            }
        linkBounds_L_.push_back({lo, hi});
    }
    ownTop_m_ = 0.05;
    if (!linkPoses_.empty())
        for (std::size_t l = 0; l < links_.size(); ++l)
            for (const auto& tris : links_[l].visualTriangles)
                for (const QVector3D& p : tris)
                    ownTop_m_ =
                        std::max(ownTop_m_, (linkPoses_[l] * sim::Vec3(p.x(), p.y(), p.z())).y() -
                                                linkPoses_.front().translation.y());
    addShadows();
    footprints_.setRobot(r);
    footprints_.setSoil(models.soft_terrain);
    makeFootprintEntity();
    makePathEntity();

    buildOthers();
    drives_.build(r, sceneRoot_, sharedMaterial_, linkPoses_);
    setEyeSensors(eyeSensorsOf(r));
    resetFrameStatistics();
    markChanged();
    resetCamera();
    // A new robot or scene: the follow camera looks at the robot again.
    if (mode_ == CameraMode::Follow) recentreFollow();
}

void SceneView::applySnapshot(const runner::Snapshot& s) {
    if (s.link_poses.size() == links_.size()) {
        linkPoses_ = s.link_poses;
        for (std::size_t i = 0; i < links_.size(); ++i)
            links_[i].transform->setMatrix(toMatrix(s.link_poses[i]));
        drives_.update(s.link_poses, s.loop_travel_m);
    }
    for (const runner::BodyPose& p : s.movable_bodies)
        for (auto& b : bodies_)
            if (b.body == p.body) b.transform->setMatrix(toMatrix(p.X_WB));
    if (candles_) candles_->apply(s);
    for (int i = 0; i < int(s.lidars.size()); ++i) {  // the rays follow new scans only
        const auto& scan = s.lidars[std::size_t(i)].scan;
        if (!scan) continue;
        if (int(lidarSerials_.size()) <= i) lidarSerials_.resize(std::size_t(i) + 1, {0, -1.0});
        const std::pair<std::uint64_t, double> shown{scan->serial, scan->time_s};
        if (lidarSerials_[std::size_t(i)] == shown) continue;
        lidarSerials_[std::size_t(i)] = shown;
        eyes_.setLidarScan(i, scan->distance_m);
    }
    if (footprints_.update(s.feet, s.link_poses, s.sim_time_s)) footprintsChanged_ = true;
    drawFootprints(s.sim_time_s);
    if (models_ && models_->scene.world.terrain && !s.link_poses.empty())
        followTerrainWithShadows(s.link_poses.front().translation);
    placeShadows();
    if (mode_ == CameraMode::Follow || mode_ == CameraMode::OnBoard) updateCamera();
    placeLabels();
    markChanged();
}

void SceneView::buildTerrain(const sim::Heightfield& hf, const std::array<std::uint8_t, 4>& rgba) {
    // The terrain in square tiles of at least 32 cells, at most about 8 a side: the tiles out of
    // sight are culled, and the software rasteriser clips only the few that cross the near plane
    // (one mesh for the whole field went through Mesa's clipping path, and paid for all its
    // vertices at every draw after it). Low: each tile also in copies of every 2nd, 4th and 8th
    // sample with skirts, and updateTerrainDetail() shows the copy for its distance.
    const int cells = std::max(hf.samples_x, hf.samples_z) - 1;
    const int tileCells = std::max(32, (cells + 7) / 8);
    const bool lod = look_->quality() == ViewQuality::Low;
    terrainCell_m_ = hf.cell_m;
    for (int level = 0; level < (lod ? kTerrainLevels : 1); ++level) {
        const int step = 1 << level;
        const float skirt = lod ? float(0.02 + 0.1 * step * hf.cell_m) : 0.f;
        const std::vector<dressing::TerrainTile> tiles =
            dressing::shadedTerrainTiles(hf, rgba, tileCells, step, skirt);
        terrain_.resize(tiles.size());
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            TerrainPatch& patch = terrain_[i];
            patch.lo_W = tiles[i].lo_W;
            patch.hi_W = tiles[i].hi_W;
            auto* e = new Qt3DCore::QEntity(sceneRoot_);
            e->setObjectName(QStringLiteral("terrainTile"));
            e->addComponent(makeRenderer(tiles[i].mesh, e));
            e->addComponent(look_->material(sim::Finish::Plastic, /*cull_back_faces=*/true));
            e->setEnabled(level == 0);
            patch.levels[std::size_t(level)] = e;
        }
    }
    updateTerrainDetail();
}

std::array<int, SceneView::kTerrainLevels> SceneView::terrainLevelsShown() const {
    std::array<int, kTerrainLevels> n{};
    for (const TerrainPatch& patch : terrain_) ++n[std::size_t(patch.shown)];
    return n;
}

int SceneView::terrainLevelAt(double distance_m, double cell_m) {
    // A coarse cell at most 1/20 of the distance across (about 30 pixels at 1280 x 720).
    int level = 0;
    while (level + 1 < kTerrainLevels && (2 << level) * cell_m <= 0.05 * distance_m) ++level;
    return level;
}

void SceneView::updateTerrainDetail() {
    if (terrain_.empty() || !terrain_.front().levels[1]) return;
    const QVector3D eye = camera_->position();
    for (TerrainPatch& patch : terrain_) {
        // From the eye to the nearest point of the tile's box.
        const QVector3D nearest(std::clamp(eye.x(), patch.lo_W.x(), patch.hi_W.x()),
                                std::clamp(eye.y(), patch.lo_W.y(), patch.hi_W.y()),
                                std::clamp(eye.z(), patch.lo_W.z(), patch.hi_W.z()));
        const int level = terrainLevelAt((eye - nearest).length(), terrainCell_m_);
        if (level == patch.shown) continue;
        patch.levels[std::size_t(patch.shown)]->setEnabled(false);
        patch.levels[std::size_t(level)]->setEnabled(true);
        patch.shown = level;
    }
}

void SceneView::setFootprintSoil(const std::string& soil) {
    if (soil == footprints_.soil()) return;
    footprints_.setSoil(soil);
    // Drawn with the next snapshot: the Cockpit sets the soil while it rebuilds the scene, and a
    // Qt 3D node made and deleted within one event-loop turn crashes Qt 3D's deferred init.
    footprintsChanged_ = true;
    markChanged();
}

void SceneView::makeFootprintEntity() {
    // Made with the scene, like every other entity, and disabled until there is a print.
    footprintEntity_ = new Qt3DCore::QEntity(sceneRoot_);
    footprintEntity_->setObjectName(QStringLiteral("footprints"));
    footprintEntity_->addComponent(
        vertexColorMaterial(footprintEntity_, QVector4D(0, 0, 0, 0), true));
    look_->drawLate(footprintEntity_);
    // Its buffer starts with one degenerate triangle (Qt 3D logs an upload of an empty buffer),
    // drawn as none: 0 vertices, and disabled.
    ColoredMesh placeholder;
    placeholder.addTriangle(QVector3D(), QVector3D(), QVector3D(), {0, 0, 0, 0});
    footprintRenderer_ = makeRenderer(placeholder, footprintEntity_);
    for (Qt3DCore::QAttribute* a : footprintRenderer_->geometry()->attributes()) a->setCount(0);
    footprintRenderer_->setVertexCount(0);
    footprintEntity_->addComponent(footprintRenderer_);
    footprintEntity_->setEnabled(false);
}

void SceneView::makePathEntity() {
    // Made with the scene (a Qt 3D node made and deleted within one turn crashes its deferred
    // init), empty and disabled until setRobotPath gives it points.
    pathEntity_ = new Qt3DCore::QEntity(sceneRoot_);
    pathEntity_->setObjectName(QStringLiteral("robotPath"));
    pathEntity_->addComponent(vertexColorMaterial(pathEntity_, QVector4D(0, 0, 0, 0)));
    ColoredMesh placeholder;
    placeholder.addTriangle(QVector3D(), QVector3D(), QVector3D(), {0, 0, 0, 0});
    pathRenderer_ = makeRenderer(placeholder, pathEntity_);
    for (Qt3DCore::QAttribute* a : pathRenderer_->geometry()->attributes()) a->setCount(0);
    pathRenderer_->setVertexCount(0);
    pathEntity_->addComponent(pathRenderer_);
    pathEntity_->setEnabled(false);
}

void SceneView::setRobotPath(const std::vector<QVector3D>& points_W) {
    if (!pathRenderer_) return;
    // A flat ribbon 6 mm wide through the points, lying in the floor's plane (seen from above,
    // as the debugger's camera mostly looks), orange like a marker pen.
    constexpr float kHalfWidth_m = 0.003f;
    constexpr std::array<float, 4> kRgba = {1.0f, 0.5f, 0.05f, 1.0f};
    ColoredMesh m;
    for (std::size_t i = 1; i < points_W.size(); ++i) {
        const QVector3D a = points_W[i - 1], b = points_W[i];
        QVector3D across(-(b.y() - a.y()), b.x() - a.x(), 0.0f);
        if (across.lengthSquared() < 1e-12f) continue;
        across = across.normalized() * kHalfWidth_m;
        const QVector3D up(0, 0, 1);
        m.addTriangle(a - across, b - across, b + across, up, up, up, kRgba);
        m.addTriangle(a - across, b + across, a + across, up, up, up, kRgba);
    }
    pathVertices_ = m.vertexCount();
    if (pathVertices_ > 0) {
        Qt3DCore::QBuffer* buffer = pathRenderer_->geometry()->attributes().first()->buffer();
        buffer->setData(QByteArray(reinterpret_cast<const char*>(m.vertices.data()),
                                   qsizetype(m.vertices.size() * sizeof(float))));
    }
    for (Qt3DCore::QAttribute* a : pathRenderer_->geometry()->attributes())
        a->setCount(uint(pathVertices_));
    pathRenderer_->setVertexCount(pathVertices_);
    pathEntity_->setEnabled(pathVertices_ > 0);
    markChanged();
}

void SceneView::drawFootprints(double time_s) {
    const double since = time_s - footprintsDrawn_s_;
    const bool fading = footprints_.count() > 0 && (since >= 1.0 || since < 0.0);
    if (!fading && !(footprintsChanged_ && (since >= 0.1 || since < 0.0))) return;
    if (!sceneRoot_) return;
    footprintsChanged_ = false;
    footprintsDrawn_s_ = time_s;
    const ColoredMesh mesh = footprints_.mesh(time_s);
    if (!footprintEntity_) return;
    if (!mesh.empty()) {
        // Replace the vertex data in place: Qt 3D nodes made or deleted while a run draws
        // (one new renderer per redraw) crashed Qt 3D's deferred node set-up. No prints: the
        // entity is disabled, the old data stays (an empty buffer is not uploaded).
        const int n = mesh.vertexCount();
        const auto attributes = footprintRenderer_->geometry()->attributes();
        if (!attributes.isEmpty())
            attributes.front()->buffer()->setData(
                QByteArray(reinterpret_cast<const char*>(mesh.vertices.data()),
                           qsizetype(mesh.vertices.size() * sizeof(float))));
        for (Qt3DCore::QAttribute* a : attributes) a->setCount(uint(n));
        footprintRenderer_->setVertexCount(n);
    }
    footprintEntity_->setEnabled(!mesh.empty());
    markChanged();
}

void SceneView::setOtherRobots(std::vector<OtherRobot> robots) {
    otherSpecs_ = std::move(robots);
    if (sceneRoot_) buildOthers();
    markChanged();
}

void SceneView::setRobotLabels(std::vector<RobotLabel> labels) {
    labelSpecs_ = std::move(labels);
    if (sceneRoot_) {
        labels_.build(sceneRoot_, labelSpecs_);
        placeLabels();
    }
    markChanged();
}

void SceneView::buildOthers() {
    for (OtherEntity& o : others_) delete o.root;
    others_.clear();
    for (const OtherRobot& spec : otherSpecs_) {
        OtherEntity o;
        auto* root = o.root = new Qt3DCore::QEntity(sceneRoot_);
        root->setObjectName(QStringLiteral("otherRobot"));
        const sim::RobotModel& r = *spec.model;
        std::vector<QString> part_ids;
        for (const auto& link : r.links)
            for (const auto& v : link.visuals)
                part_ids.push_back(QString::fromStdString(v.part_id));
        const parts_library::MeshDetail detail =
            parts_library::PartsLibrary::builtinOrEmpty().detailFor(part_ids);
        const sim::Pose X_WM = spec.X_WM;
        for (const auto& link : r.links) {
            ColoredMesh merged;
            std::vector<sim::Finish> finishes;
            for (const auto& v : link.visuals) {
                ColoredMesh m = visualMesh(v, detail);
                finishes.insert(finishes.end(), std::size_t(m.vertexCount()), v.finish);
                merged.append(m);
            }
            if (merged.empty()) {
                for (const auto& shape : link.shapes)
                    addShape(merged, shape, shape.X_LS, {0.6f, 0.62f, 0.68f, 1.f});
                finishes.assign(std::size_t(merged.vertexCount()), sim::Finish::Metal);
            }
            const sim::Pose X_WL = X_WM * link.X_ML;
            for (const QVector3D& p : trianglePositions(merged))
                o.top_m = std::max(o.top_m, (X_WL * sim::Vec3(p.x(), p.y(), p.z())).y() -
                                                (X_WM * r.links.front().X_ML).translation.y());
            auto* e = new Qt3DCore::QEntity(root);
            auto* t = new Qt3DCore::QTransform(e);
            t->setMatrix(toMatrix(X_WL));
            e->addComponent(t);
            look_->addLitMeshes(e, merged, finishes, /*cull_back_faces=*/false);
            o.links.push_back(t);
            o.poses.push_back(X_WL);
        }
        others_.push_back(std::move(o));
    }
    labels_.build(sceneRoot_, labelSpecs_);
    placeLabels();
}

void SceneView::moveOtherRobot(int index, const std::vector<sim::Pose>& link_poses) {
    if (index < 0 || index >= int(others_.size())) return;
    OtherEntity& o = others_[std::size_t(index)];
    if (link_poses.size() != o.links.size()) return;
    o.poses = link_poses;
    for (std::size_t i = 0; i < o.links.size(); ++i) o.links[i]->setMatrix(toMatrix(link_poses[i]));
}

QVector3D SceneView::otherRobotPosition(int index) const {
    if (index < 0 || index >= int(others_.size()) || others_[std::size_t(index)].poses.empty())
        return {};
    return toQt(others_[std::size_t(index)].poses.front().translation);
}

void SceneView::placeLabels() {
    if (labels_.count() == 0) return;
    if (!linkPoses_.empty())
        labels_.place(0, toQt(linkPoses_.front().translation) + QVector3D(0, float(ownTop_m_), 0));
    for (int i = 0; i < int(others_.size()); ++i)
        if (!others_[std::size_t(i)].poses.empty())
            labels_.place(i + 1, toQt(others_[std::size_t(i)].poses.front().translation) +
                                     QVector3D(0, float(others_[std::size_t(i)].top_m), 0));
    labels_.face(camera_);
}

QVector3D SceneView::robotPosition() const {
    if (linkPoses_.empty()) return models_ ? toQt(models_->X_WM.translation) : QVector3D();
    return toQt(linkPoses_.front().translation);
}

void SceneView::resetCamera() {
    // Overview: from the south-east, looking at the floor texture's centre (or the robot).
    static const sim::WorldModel kEmpty;
    const sim::WorldModel& world = models_ ? models_->scene.world : kEmpty;
    const auto& f = world.floor;
    QVector3D centre(0, 0, 0);
    float extent = 1.5f;
    if (world.terrain) {
        // Terrain fields are large beside a walking robot: frame the robot at its start, from
        // close enough to see its legs, within the field.
        const auto& t = *world.terrain;
        double radius_m = 0.1;
        for (const auto& link : models_->robot.links)
            radius_m = std::max(radius_m, link.X_ML.translation.norm() + 0.1);
        const float field = float(std::max(t.samples_x, t.samples_z) * t.cell_m) * 0.5f;
        centre = toQt(models_->X_WM.translation);
        centre.setY(0);
        extent = std::min(field, float(radius_m * 4.0));
    } else if (f.width_px > 0) {
        centre = QVector3D(float(f.min_x_m + f.size_x_m / 2), 0, float(f.min_z_m + f.size_z_m / 2));
        extent = float(std::max(f.size_x_m, f.size_z_m)) * 0.5f;
    }
    extent = std::clamp(extent, 0.5f, 20.0f);
    const QVector3D eye = centre + QVector3D(0.0f, 1.55f, 1.75f) * extent;
    desired_.target_W = sim::Vec3(centre.x(), centre.y(), centre.z());
    desired_.eye_W = sim::Vec3(eye.x(), eye.y(), eye.z());
    arm_.reset();
    followOffset_ = QVector3D(-0.45f, 0.45f, 0.45f);
    if (mode_ == CameraMode::Orbit) applyView();
}

void SceneView::setOnBoardCamera(const sim::Vec3& eye_B, const sim::Vec3& target_B) {
    onBoardEye_B_ = eye_B;
    onBoardTarget_B_ = target_B;
    updateCamera();
}

void SceneView::setCameraMode(CameraMode mode) {
    mode_ = mode;
    dragButton_ = Qt::NoButton;
    if (mode == CameraMode::Orbit) resetCamera();
    if (mode == CameraMode::Follow) recentreFollow();
    updateCamera();
}

void SceneView::updateCamera() {
    markChanged();
    const QVector3D p = robotPosition();
    switch (mode_) {
        case CameraMode::Orbit:
            applyView();
            break;
        case CameraMode::Follow: {
            // Keep whatever offset the user orbited/zoomed to; move with the robot.
            const QVector3D delta = p - lastFollowCentre_;
            const sim::Vec3 d(delta.x(), delta.y(), delta.z());
            desired_.eye_W += d;
            desired_.target_W += d;
            lastFollowCentre_ = p;
            applyView();
            break;
        }
        case CameraMode::TopDown: {
            if (!models_) break;
            const auto& f = models_->scene.world.floor;
            QVector3D centre(float(f.min_x_m + f.size_x_m / 2), 0,
                             float(f.min_z_m + f.size_z_m / 2));
            const float extent = float(std::max(f.size_x_m, f.size_z_m * 16 / 9));
            camera_->setUpVector(QVector3D(0, 0, -1));
            camera_->setViewCenter(centre);
            camera_->setPosition(centre + QVector3D(0, extent * 1.25f, 0.0001f));
            break;
        }
        case CameraMode::OnBoard: {
            if (linkPoses_.empty()) break;
            const sim::Pose& X = linkPoses_.front();
            const QVector3D eye = toQt(X * onBoardEye_B_);
            const QVector3D ahead = toQt(X * onBoardTarget_B_);
            camera_->setUpVector(toQt(X.rotation * sim::Vec3::UnitY()));
            camera_->setPosition(eye);
            camera_->setViewCenter(ahead);
            break;
        }
    }
    if (labels_.count() > 0) labels_.face(camera_);
    updateTerrainDetail();
}

SceneView::Pick SceneView::pickAt(const QPoint& pos) const {
    Pick best;
    best.pos_px = pos;
    const QRect vp(0, 0, container_->width(), container_->height());
    if (vp.isEmpty()) return best;
    const QMatrix4x4 view = camera_->viewMatrix();
    const QMatrix4x4 proj = camera_->projectionMatrix();
    const float wy = float(vp.height() - pos.y());
    const QVector3D nearW = QVector3D(float(pos.x()), wy, 0.0f).unproject(view, proj, vp);
    const QVector3D farW = QVector3D(float(pos.x()), wy, 1.0f).unproject(view, proj, vp);
    const QVector3D dirW = (farW - nearW).normalized();
    float bestT = -1;
    for (std::size_t l = 0; l < links_.size() && l < linkPoses_.size(); ++l) {
        const sim::Pose X_LW = linkPoses_[l].inverse();
        const QVector3D o = toQt(X_LW * sim::Vec3(nearW.x(), nearW.y(), nearW.z()));
        const QVector3D d = toQt(X_LW.rotation * sim::Vec3(dirW.x(), dirW.y(), dirW.z()));
        for (std::size_t v = 0; v < links_[l].visualTriangles.size(); ++v) {
            const float t = rayHitDistance(o, d, links_[l].visualTriangles[v]);
            if (t > 0 && (bestT < 0 || t < bestT)) {
                bestT = t;
                best.link = int(l);
                best.visual = int(v);
                const sim::Link& link = models_->robot.links[l];
                if (v < link.visuals.size()) {
                    best.part_index = link.visuals[v].part_index;
                    best.name = QString::fromStdString(link.visuals[v].label);
                }
                if (best.name.isEmpty()) best.name = QString::fromStdString(link.name);
                best.p_W = nearW + dirW * t;
            }
        }
    }
    return best;
}

QPointF SceneView::worldToWidgetF(const QVector3D& p_W) const {
    const QRect vp(0, 0, container_->width(), container_->height());
    const QVector3D w = p_W.project(camera_->viewMatrix(), camera_->projectionMatrix(), vp);
    return QPointF(w.x(), vp.height() - w.y());
}

QPoint SceneView::worldToWidget(const QVector3D& p_W) const {
    const QRect vp(0, 0, container_->width(), container_->height());
    const QVector3D w = p_W.project(camera_->viewMatrix(), camera_->projectionMatrix(), vp);
    return QPoint(int(w.x()), vp.height() - int(w.y()));
}

void SceneView::setHighlight(int link, int visual) {
    delete highlight_;
    highlight_ = nullptr;
    markChanged();
    if (link < 0 || link >= int(links_.size()) || visual < 0 ||
        visual >= int(links_[link].visualMeshes.size()) ||
        links_[link].visualMeshes[visual].empty())
        return;
    highlight_ = new Qt3DCore::QEntity(links_[link].entity);
    highlight_->addComponent(makeRenderer(links_[link].visualMeshes[visual], highlight_));
    highlight_->addComponent(vertexColorMaterial(highlight_, QVector4D(1.0f, 0.85f, 0.1f, 0.55f)));
    auto* t = new Qt3DCore::QTransform(highlight_);
    t->setScale(1.04f);
    highlight_->addComponent(t);
}

void SceneView::setEyeSensors(std::vector<EyeSensor> sensors) {
    std::vector<Qt3DCore::QEntity*> entities;
    for (const LinkEntity& le : links_) entities.push_back(le.entity);
    eyes_.setSensors(std::move(sensors), std::move(entities),
                     [this](Qt3DCore::QNode*) { return sharedMaterial_; });
    markChanged();
}

void SceneView::setLidarRaysShown(bool on) {
    eyes_.setLidarRaysShown(on);
    markChanged();
}

void SceneView::setCameraViewShown(bool on) {
    eyes_.setCameraConesShown(on);
    markChanged();
}

void SceneView::setLidarScan(int lidar, const std::vector<float>& distance_m) {
    eyes_.setLidarScan(lidar, distance_m);
    if (eyes_.lidarRaysShown()) markChanged();
}

void SceneView::setConnectorMarkers(const std::vector<std::pair<int, sim::Vec3>>& points_L) {
    qDeleteAll(markers_);
    markers_.clear();
    markChanged();
    for (const auto& [link, p_L] : points_L) {
        if (link < 0 || link >= int(links_.size())) continue;
        ColoredMesh m;
        sim::Shape s;
        s.type = sim::ShapeType::Sphere;
        s.radius_m = 0.004;
        addShape(m, s, sim::Pose::fromTranslation(p_L), {0.1f, 0.8f, 1.0f, 1.f});
        auto* e = new Qt3DCore::QEntity(links_[link].entity);
        e->addComponent(makeRenderer(m, e));
        e->addComponent(vertexColorMaterial(e, QVector4D(0.1f, 0.8f, 1.0f, 0.7f)));
        markers_.push_back(e);
    }
}

bool SceneView::eventFilter(QObject* watched, QEvent* event) {
    if (watched != window_) return View3D::eventFilter(watched, event);
    const bool steerable = mode_ == CameraMode::Orbit || mode_ == CameraMode::Follow;
    switch (event->type()) {
        case QEvent::MouseButtonPress: {
            auto* e = static_cast<QMouseEvent*>(event);
            pressPos_ = lastMouse_ = e->position().toPoint();
            container_->setFocus(Qt::MouseFocusReason);
            if (steerable && dragButton_ == Qt::NoButton &&
                (e->button() == Qt::LeftButton || e->button() == Qt::RightButton ||
                 e->button() == Qt::MiddleButton))
                dragButton_ = e->button();
            return true;
        }
        case QEvent::MouseMove: {
            auto* e = static_cast<QMouseEvent*>(event);
            const QPoint p = e->position().toPoint();
            if (dragButton_ == Qt::NoButton || !(e->buttons() & dragButton_)) return true;
            const QPoint delta = p - lastMouse_;
            lastMouse_ = p;
            if (dragButton_ == Qt::RightButton) {
                // Turn about the point looked at: across = yaw, up and down = elevation.
                orbitBy(delta.x() * 0.008, delta.y() * 0.008);
            } else if (mode_ == CameraMode::Orbit) {
                // Move eye and target together in the picture's plane, the floor following
                // the mouse roughly at the target's distance.
                const camera::View v = cameraView();
                const sim::Vec3 fwd = (v.target_W - v.eye_W).normalized();
                sim::Vec3 right = fwd.cross(sim::Vec3::UnitY());
                if (right.norm() < 1e-6) right = sim::Vec3::UnitX();
                right.normalize();
                const sim::Vec3 up = right.cross(fwd);
                const double k = 2.0 * v.distance_m() *
                                 std::tan(camera_->fieldOfView() * std::numbers::pi / 360.0) /
                                 std::max(1, container_->height());
                const sim::Vec3 move = (-right * delta.x() + up * delta.y()) * k;
                desired_.eye_W += move;
                desired_.target_W += move;
                applyView();
            }
            return true;
        }
        case QEvent::MouseButtonRelease: {
            auto* e = static_cast<QMouseEvent*>(event);
            const QPoint p = e->position().toPoint();
            if (e->button() == dragButton_) dragButton_ = Qt::NoButton;
            if (e->button() == Qt::LeftButton && (p - pressPos_).manhattanLength() < 4)
                emit clicked(pickAt(p));
            return true;
        }
        case QEvent::Wheel: {
            auto* e = static_cast<QWheelEvent*>(event);
            if (steerable) zoomAt(e->position().toPoint(), e->angleDelta().y() / 120.0);
            return true;
        }
        default:
            break;
    }
    return View3D::eventFilter(watched, event);
}

void SceneView::lookGround(const sim::WorldModel& w) {
    // The ground just under the floor (the floor texture lies 0.5 mm above 0) in the colour
    // around it, the shadows on the floor; on terrain, the ground under its lowest point and the
    // shadows on the terrain under the robot (followTerrainWithShadows).
    const auto& o = w.floor.outside_rgba;
    const QColor outside =
        QColor::fromRgbF(o[0] / 255.f * 0.92f, o[1] / 255.f * 0.92f, o[2] / 255.f * 0.92f);
    if (!w.terrain) {
        look_->setGround(-0.0025f, outside, 0.0005f);
        return;
    }
    const auto& h = w.terrain->heights_m;
    const float lowest = h.empty() ? 0.0f : float(*std::min_element(h.begin(), h.end()));
    look_->setGround(std::min(lowest, 0.0f) - 0.02f, QColor(150, 156, 140), lowest);
    followTerrainWithShadows(models_->X_WM.translation);
}

void SceneView::followTerrainWithShadows(const sim::Vec3& p_W) {
    // The shadows fall on a plane at the terrain's height under the robot: good enough for a
    // walking robot on gentle ground, and it costs one parameter per centimetre moved.
    const float y = float(groundHeight(models_->scene.world, p_W.x(), p_W.z()));
    if (std::abs(y - look_->shadowPlane()) > 0.005f) look_->setShadowPlane(y);
}

void SceneView::addShadows() {
    // Low: one soft shadow per link with something drawn, an ellipse over the link's extent
    // around its centre (link frame), turned with the robot's heading.
    shadows_.clear();
    if (look_->quality() == ViewQuality::High) {
        // High: each link's own shape, cast by the key light onto the floor; it moves with the
        // link's transform, so there is nothing to place.
        for (const LinkEntity& le : links_) {
            ColoredMesh merged;
            for (const ColoredMesh& m : le.visualMeshes)
                if (m.empty() || m.vertices[9] >= 1.0f) merged.append(m);  // glass casts none
            look_->addProjectedShadow(merged, le.transform);
        }
        // Tracks (drawn as moving plates, DriveVisuals): the solid their path sweeps across the
        // tread's width, which casts the same shadow at any travel.
        if (!models_) return;
        for (const sim::DriveLoop& loop : models_->robot.loops) {
            if (loop.kind != sim::LoopKind::Track || loop.link < 0 ||
                std::size_t(loop.link) >= links_.size())
                continue;
            sim::Vec3 u, v;
            const std::vector<QVector2D> path = loopPath(loop, &u, &v);
            if (path.size() < 3) continue;
            const sim::Vec3 axis = loop.axis_L.normalized();
            double along = 0.0;
            for (const sim::Vec3& c : loop.centres_L) along += c.dot(axis);
            along /= double(loop.centres_L.size());
            auto at = [&](const QVector2D& q, double side) {
                return toQt(u * q.x() + v * q.y() + axis * (along + side * loop.width_m / 2));
            };
            ColoredMesh solid;
            const std::array<float, 4> black{0, 0, 0, 1};
            const std::size_t n = path.size();
            for (std::size_t i = 0; i < n; ++i) {
                const QVector2D &p = path[i], &q = path[(i + 1) % n];
                solid.addTriangle(at(p, -1), at(q, -1), at(q, 1), black);
                solid.addTriangle(at(p, -1), at(q, 1), at(p, 1), black);
                if (i > 0 && i + 1 < n) {  // the two sides: fans of the convex path
                    solid.addTriangle(at(path[0], -1), at(p, -1), at(q, -1), black);
                    solid.addTriangle(at(path[0], 1), at(p, 1), at(q, 1), black);
                }
            }
            look_->addProjectedShadow(solid, links_[std::size_t(loop.link)].transform);
        }
        return;
    }
    for (std::size_t l = 0; l < linkBounds_L_.size() && l < linkPoses_.size(); ++l) {
        const auto& [lo, hi] = linkBounds_L_[l];  // from setModels
        if (lo.x() > hi.x()) continue;
        // Radii from the link's extent in the world when the robot stands at its start.
        const sim::Pose& X = linkPoses_[l];
        sim::Vec3 wlo = sim::Vec3::Constant(1e9), whi = sim::Vec3::Constant(-1e9);
        for (int c = 0; c < 8; ++c) {
            const sim::Vec3 corner((c & 1) ? hi.x() : lo.x(), (c & 2) ? hi.y() : lo.y(),
                                   (c & 4) ? hi.z() : lo.z());
            const sim::Vec3 w = X.rotation * corner;
            wlo = wlo.cwiseMin(w);
            whi = whi.cwiseMax(w);
        }
        Shadow sh;
        sh.link = int(l);
        sh.centre_L = (lo + hi) / 2;
        sh.radius_x_m = float(whi.x() - wlo.x()) * 0.55f;
        sh.radius_z_m = float(whi.z() - wlo.z()) * 0.55f;
        sh.transform = look_->addBlobShadow();
        shadows_.push_back(sh);
    }
    restYaw_ = linkPoses_.empty() ? 0.0 : headingOf(linkPoses_.front());
    placeShadows();
}

double SceneView::headingOf(const sim::Pose& X) {
    const sim::Vec3 fwd = X.rotation * sim::Vec3::UnitX();
    return std::atan2(-fwd.z(), fwd.x());
}

void SceneView::placeShadows() {
    if (shadows_.empty() || linkPoses_.empty()) return;
    const float yaw = float(headingOf(linkPoses_.front()) - restYaw_);
    for (const Shadow& sh : shadows_) {
        if (sh.link >= int(linkPoses_.size())) continue;
        const QVector3D c = toQt(linkPoses_[std::size_t(sh.link)] * sh.centre_L);
        look_->placeBlobShadow(sh.transform, c, sh.radius_x_m, sh.radius_z_m, yaw);
    }
}

camera::View SceneView::cameraView() const {
    const QVector3D e = camera_->position(), t = camera_->viewCenter();
    camera::View v;
    v.eye_W = sim::Vec3(e.x(), e.y(), e.z());
    v.target_W = sim::Vec3(t.x(), t.y(), t.z());
    return v;
}

namespace {
constexpr double kClearance_m = 0.05;    // between the eye and a wall or the ground
constexpr double kMinDistance_m = 0.08;  // nearest the eye comes to what it looks at
constexpr double kMaxDistance_m = 60.0;
}  // namespace

void SceneView::applyView() {
    camera::View shown = desired_;
    const double dt_s = armClock_.restart() * 1e-3;
    if (models_ && (mode_ == CameraMode::Orbit || mode_ == CameraMode::Follow)) {
        const sim::WorldModel& w = models_->scene.world;
        double allowed = desired_.distance_m();
        // Looking at the robot, nothing may come between; an overview of the floor (its target
        // maybe beside a low wall) only keeps the eye out of the walls.
        const camera::Sphere robot = robotSphere();
        const bool atRobot = mode_ == CameraMode::Follow ||
                             (desired_.target_W - robot.centre_W).norm() <= robot.radius_m * 1.5;
        // A wall that would bring the eye too near (nearer the robot than 2.5 radii, where it
        // fills the view, or most of the way to the floor point looked at): the eye rises over
        // it instead.
        const camera::View aim = camera::riseOverWalls(
            w, desired_, kClearance_m, kMinDistance_m,
            atRobot ? std::max(kMinDistance_m, robot.radius_m * 2.5) : 0.5 * allowed, &allowed,
            atRobot ? camera::Clear::LineOfSight : camera::Clear::Eye);
        shown = camera::aboveGround(w, camera::atDistance(aim, arm_.update(allowed, dt_s)),
                                    kClearance_m);
        if (arm_.easing())
            easeTimer_->start();
        else
            easeTimer_->stop();
    }
    camera_->setUpVector(QVector3D(0, 1, 0));
    camera_->setPosition(toQt(shown.eye_W));
    camera_->setViewCenter(toQt(shown.target_W));
    if (labels_.count() > 0) labels_.face(camera_);
    updateTerrainDetail();
    markChanged();
}

void SceneView::orbitBy(double yaw_rad, double pitch_rad) {
    if (mode_ != CameraMode::Orbit && mode_ != CameraMode::Follow) return;
    const sim::Vec3 d = desired_.eye_W - desired_.target_W;
    const double r = d.norm();
    if (r < 1e-9) return;
    const double yaw = std::atan2(d.z(), d.x()) + yaw_rad;
    // From just above the horizon to straight down; never from below the floor.
    const double pitch =
        std::clamp(std::asin(std::clamp(d.y() / r, -1.0, 1.0)) + pitch_rad, 0.03, 1.55);
    desired_.eye_W =
        desired_.target_W + r * sim::Vec3(std::cos(pitch) * std::cos(yaw), std::sin(pitch),
                                          std::cos(pitch) * std::sin(yaw));
    applyView();
}

sim::Vec3 SceneView::pointUnder(const QPoint& pos) const {
    const QRect vp(0, 0, std::max(1, container_->width()), std::max(1, container_->height()));
    const float wy = float(vp.height() - pos.y());
    const QMatrix4x4 view = camera_->viewMatrix(), proj = camera_->projectionMatrix();
    const QVector3D n = QVector3D(float(pos.x()), wy, 0.0f).unproject(view, proj, vp);
    const QVector3D f = QVector3D(float(pos.x()), wy, 1.0f).unproject(view, proj, vp);
    const sim::Vec3 o(n.x(), n.y(), n.z());
    const sim::Vec3 d = sim::Vec3(f.x() - n.x(), f.y() - n.y(), f.z() - n.z()).normalized();
    const camera::View v = cameraView();
    const double far_m = 1e3;
    double t = far_m;
    if (models_) t = camera::rayHit(models_->scene.world, o, d, far_m);
    const Pick pick = pickAt(pos);
    if (pick.link >= 0) {
        const double tr = (sim::Vec3(pick.p_W.x(), pick.p_W.y(), pick.p_W.z()) - o).norm();
        t = std::min(t, tr);
    }
    // Nothing under the pointer (the sky): a point as far as the target is.
    if (t >= far_m) t = v.distance_m();
    return o + d * t;
}

void SceneView::zoomAt(const QPoint& pos, double steps) {
    if (mode_ != CameraMode::Orbit && mode_ != CameraMode::Follow) return;
    const camera::View shown = cameraView();
    // In Follow mode the robot stays in the middle: zoom toward it.
    const sim::Vec3 p = mode_ == CameraMode::Follow ? shown.target_W : pointUnder(pos);
    desired_ = camera::zoomToward(shown, p, std::pow(0.85, steps), kMinDistance_m, kMaxDistance_m);
    arm_.reset();
    applyView();
}

camera::Sphere SceneView::robotSphere() const {
    std::vector<sim::Vec3> points;
    for (std::size_t l = 0; l < linkBounds_L_.size() && l < linkPoses_.size(); ++l) {
        const auto& [lo, hi] = linkBounds_L_[l];
        if (lo.x() > hi.x()) continue;
        for (int c = 0; c < 8; ++c)
            points.push_back(linkPoses_[l] * sim::Vec3(c & 1 ? hi.x() : lo.x(),
                                                       c & 2 ? hi.y() : lo.y(),
                                                       c & 4 ? hi.z() : lo.z()));
    }
    if (points.empty()) {
        const QVector3D p = robotPosition();
        return {sim::Vec3(p.x(), p.y(), p.z()), 0.1};
    }
    return camera::boundingSphere(points);
}

void SceneView::frameRobot() {
    if (mode_ != CameraMode::Orbit && mode_ != CameraMode::Follow) return;
    updateAspect();
    desired_ = camera::frameSphere(cameraView(), robotSphere(), camera_->fieldOfView(),
                                   camera_->aspectRatio());
    lastFollowCentre_ = robotPosition();
    arm_.reset();
    applyView();
}

void SceneView::recentreFollow() {
    // From the follow offset's direction, at least as far as it says and far enough to see
    // the whole robot.
    const camera::Sphere s = robotSphere();
    const QVector3D o = followOffset_.length() > 1e-6 ? followOffset_ : QVector3D(-1, 1, 1);
    camera::View v;
    v.target_W = s.centre_W;
    v.eye_W = s.centre_W + sim::Vec3(o.x(), o.y(), o.z());
    const camera::View framed =
        camera::frameSphere(v, s, camera_->fieldOfView(), camera_->aspectRatio(), 1.25, 0.05, -1.0);
    desired_ = framed.distance_m() > v.distance_m() ? framed : v;
    lastFollowCentre_ = robotPosition();
    arm_.reset();
    applyView();
}

}  // namespace botlab::gui
