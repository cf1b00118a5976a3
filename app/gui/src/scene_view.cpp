#include "scene_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <QVBoxLayout>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QForwardRenderer>
#include <Qt3DExtras/QOrbitCameraController>
#include <Qt3DExtras/QTextureMaterial>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DLogic/QFrameAction>
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
#include <Qt3DRender/QRenderSettings>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QTechnique>
#include <Qt3DRender/QTexture>
#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <memory>

#include "botlab/parts_library/parts_library.h"
#include "botlab/scenes/scene_document.h"

namespace botlab::gui {

namespace {

// The shader bodies shared by both renderers; each header below declares the inputs and
// uniforms in its GLSL dialect.
const char* kVertexMain = R"(void main() {
    worldNormal = normalize(modelNormalMatrix * vertexNormal);
    color = vertexColor;
    gl_Position = mvp * vec4(vertexPosition, 1.0);
}
)";

// Lambert lighting from a fixed sun plus a sky term; `tint` blends a highlight colour in.
const char* kFragmentMain = R"(void main() {
    vec3 n = normalize(worldNormal);
    vec3 sun = normalize(vec3(0.35, 0.85, 0.4));
    float d = abs(dot(n, sun));
    float sky = 0.5 + 0.5 * n.y;
    vec3 c = color.rgb * (0.32 + 0.55 * d + 0.18 * sky);
    fragColor = vec4(mix(c, tint.rgb, tint.a), color.a);
}
)";

const char* kVertexShader = R"(#version 150 core
in vec3 vertexPosition;
in vec3 vertexNormal;
in vec4 vertexColor;
out vec3 worldNormal;
out vec4 color;
uniform mat4 modelMatrix;
uniform mat3 modelNormalMatrix;
uniform mat4 mvp;
)";

// Fragment shader header (OpenGL 3.2 core).
const char* kFragmentShader = R"(#version 150 core
in vec3 worldNormal;
in vec4 color;
out vec4 fragColor;
uniform vec4 tint;
)";

// The same two shaders for Qt 3D's RHI renderer (the default in Qt 6): GLSL 4.50 with the
// uniform blocks Qt 3D 6.4 fills (binding 0: render view, 1: command, 2: material parameters).
const char* kVertexShaderRhi = R"(#version 450
layout(location = 0) in vec3 vertexPosition;
layout(location = 1) in vec3 vertexNormal;
layout(location = 2) in vec4 vertexColor;
layout(location = 0) out vec3 worldNormal;
layout(location = 1) out vec4 color;
layout(std140, binding = 1) uniform qt3d_command_uniforms {
  mat4 modelMatrix;
  mat4 inverseModelMatrix;
  mat4 modelViewMatrix;
  mat3 modelNormalMatrix;
  mat4 inverseModelViewMatrix;
  mat4 mvp;
  mat4 inverseModelViewProjectionMatrix;
};
)";

const char* kFragmentShaderRhi = R"(#version 450
layout(location = 0) in vec3 worldNormal;
layout(location = 1) in vec4 color;
layout(location = 0) out vec4 fragColor;
layout(std140, binding = 2) uniform botlab_material_uniforms {
  vec4 tint;
};
)";

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

QImage floorImage(const sim::FloorTexture& f) {
    QImage img(f.width_px, f.height_px, QImage::Format_RGBA8888);
    for (int j = 0; j < f.height_px; ++j)
        std::memcpy(img.scanLine(j), f.rgba.data() + std::size_t(j) * f.width_px * 4,
                    std::size_t(f.width_px) * 4);
    // Large textures cost software renderers dearly; 2048 px is plenty for a classroom floor.
    if (img.width() > 2048 || img.height() > 2048)
        img = img.scaled(2048, 2048, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    return img;
}

/// Height of the terrain (bilinear between samples) or 0 without one, clamped at its edges.
double groundHeight(const sim::WorldModel& w, double x_m, double z_m) {
    if (!w.terrain) return 0.0;
    const sim::Heightfield& h = *w.terrain;
    const double fx = std::clamp((x_m - h.min_x_m) / h.cell_m, 0.0, double(h.samples_x - 1));
    const double fz = std::clamp((z_m - h.min_z_m) / h.cell_m, 0.0, double(h.samples_z - 1));
    const int ix = std::min(int(fx), h.samples_x - 2), iz = std::min(int(fz), h.samples_z - 2);
    const double tx = fx - ix, tz = fz - iz;
    auto at = [&h](int x, int z) {
        return h.heights_m[std::size_t(z) * std::size_t(h.samples_x) + std::size_t(x)];
    };
    return (1 - tz) * ((1 - tx) * at(ix, iz) + tx * at(ix + 1, iz)) +
           tz * ((1 - tx) * at(ix, iz + 1) + tx * at(ix + 1, iz + 1));
}

/// A goal zone drawn as a translucent slab over the ground (`patch`) with posts around its edge
/// (`posts`, opaque), so it shows over painted tracks and on uneven terrain alike.
void addZone(ColoredMesh& patch, ColoredMesh& posts, const sim::WorldModel& w,
             const scenes::Zone& z, const std::array<float, 4>& rgba, double post_height_m) {
    const double cx = z.centre.x_m, cz = z.centre.z_m;
    std::vector<std::pair<double, double>> corners;
    if (z.radius_m > 0) {
        for (int i = 0; i < 8; ++i)
            corners.emplace_back(cx + z.radius_m * std::cos(i * M_PI / 4),
                                 cz + z.radius_m * std::sin(i * M_PI / 4));
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
                  sim::Quat(Eigen::AngleAxisd(M_PI / 2, sim::Vec3::UnitX()))},
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
                  sim::Quat(Eigen::AngleAxisd(M_PI / 2, sim::Vec3::UnitX()))},
                 rgba);
}

QMatrix4x4 toMatrix(const sim::Pose& X) {
    const sim::Mat3 R = X.rotation.toRotationMatrix();
    QMatrix4x4 m;
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c) m(r, c) = float(R(r, c));
        m(r, 3) = float(X.translation[r]);
    }
    return m;
}

/// The part's mesh from the parts library (built-in id) or from its file; cached per process.
std::shared_ptr<const parts_library::TriangleMesh> partMesh(const sim::Visual& v) {
    static std::map<std::string, std::shared_ptr<const parts_library::TriangleMesh>> cache;
    const std::string key = v.part_id + "|" + v.mesh_path;
    if (auto it = cache.find(key); it != cache.end()) return it->second;
    std::shared_ptr<const parts_library::TriangleMesh> mesh;
    if (!v.part_id.empty()) {
        auto m =
            parts_library::PartsLibrary::builtinOrEmpty().mesh(QString::fromStdString(v.part_id));
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
ColoredMesh visualMesh(const sim::Visual& v) {
    ColoredMesh m;
    if (auto mesh = partMesh(v)) {
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

Qt3DExtras::Qt3DWindow* embed3DWindow(QWidget* host, const QColor& clear, QWidget** container) {
    auto* window = new Qt3DExtras::Qt3DWindow();
    window->defaultFrameGraph()->setClearColor(clear);
    window->renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::Always);
    *container = QWidget::createWindowContainer(window, host);
    (*container)->setMinimumSize(320, 240);
    (*container)->setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(host);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(*container);
    return window;
}

SceneView::SceneView(QWidget* parent) : QWidget(parent) {
    window_ = embed3DWindow(this, QColor(196, 214, 232), &container_);

    root_ = new Qt3DCore::QEntity();
    camera_ = window_->camera();
    camera_->lens()->setPerspectiveProjection(45.0f, 16.0f / 9.0f, 0.02f, 100.0f);
    controller_ = new Qt3DExtras::QOrbitCameraController(root_);
    controller_->setCamera(camera_);
    controller_->setLinearSpeed(3.0f);
    controller_->setLookSpeed(180.0f);

    meter_.setRecording(false);  // frames are counted; statistics only when asked for
    auto* frame = new Qt3DLogic::QFrameAction(root_);
    root_->addComponent(frame);
    connect(frame, &Qt3DLogic::QFrameAction::triggered, this, &SceneView::onFrame);

    sharedMaterial_ = vertexColorMaterial(root_, QVector4D(0, 0, 0, 0));

    window_->setRootEntity(root_);
    window_->installEventFilter(this);
    resetCamera();
}

SceneView::~SceneView() = default;

Qt3DRender::QMaterial* makeVertexColorMaterial(Qt3DCore::QNode* parent, const QVector4D& tint,
                                               bool translucent, bool cull_back_faces) {
    auto* material = new Qt3DRender::QMaterial(parent);
    auto* effect = new Qt3DRender::QEffect(material);
    auto addTechnique = [effect, translucent, cull_back_faces](
                            Qt3DRender::QGraphicsApiFilter::Api api, int major, int minor,
                            Qt3DRender::QGraphicsApiFilter::OpenGLProfile profile,
                            const QByteArray& vertex, const QByteArray& fragment) {
        auto* technique = new Qt3DRender::QTechnique(effect);
        technique->graphicsApiFilter()->setApi(api);
        technique->graphicsApiFilter()->setProfile(profile);
        technique->graphicsApiFilter()->setMajorVersion(major);
        technique->graphicsApiFilter()->setMinorVersion(minor);
        auto* key = new Qt3DRender::QFilterKey(technique);
        key->setName(QStringLiteral("renderingStyle"));
        key->setValue(QStringLiteral("forward"));
        technique->addFilterKey(key);
        auto* pass = new Qt3DRender::QRenderPass(technique);
        auto* program = new Qt3DRender::QShaderProgram(pass);
        program->setVertexShaderCode(vertex);
        program->setFragmentShaderCode(fragment);
        pass->setShaderProgram(program);
        if (cull_back_faces) {
            // Closed meshes: the faces turned away are hidden anyway; skipping them halves the
            // software rasteriser's work.
            auto* cull = new Qt3DRender::QCullFace(pass);
            cull->setMode(Qt3DRender::QCullFace::Back);
            pass->addRenderState(cull);
        }
        if (translucent) {
            // Alpha blending over what is drawn, without hiding what lies behind.
            auto* blend = new Qt3DRender::QBlendEquationArguments(pass);
            blend->setSourceRgba(Qt3DRender::QBlendEquationArguments::SourceAlpha);
            blend->setDestinationRgba(Qt3DRender::QBlendEquationArguments::OneMinusSourceAlpha);
            auto* equation = new Qt3DRender::QBlendEquation(pass);
            equation->setBlendFunction(Qt3DRender::QBlendEquation::Add);
            pass->addRenderState(blend);
            pass->addRenderState(equation);
            pass->addRenderState(new Qt3DRender::QNoDepthMask(pass));
        }
        technique->addRenderPass(pass);
        effect->addTechnique(technique);
    };
    addTechnique(
        Qt3DRender::QGraphicsApiFilter::OpenGL, 3, 2, Qt3DRender::QGraphicsApiFilter::CoreProfile,
        QByteArray(kVertexShader) + kVertexMain, QByteArray(kFragmentShader) + kFragmentMain);
    addTechnique(
        Qt3DRender::QGraphicsApiFilter::RHI, 1, 0, Qt3DRender::QGraphicsApiFilter::NoProfile,
        QByteArray(kVertexShaderRhi) + kVertexMain, QByteArray(kFragmentShaderRhi) + kFragmentMain);
    material->setEffect(effect);
    material->addParameter(new Qt3DRender::QParameter(QStringLiteral("tint"), tint, material));
    return material;
}

Qt3DRender::QMaterial* SceneView::vertexColorMaterial(Qt3DCore::QNode* parent,
                                                      const QVector4D& tint, bool translucent) {
    return makeVertexColorMaterial(parent, tint, translucent);
}

void SceneView::clearScene() {
    delete sceneRoot_;  // deletes every child entity
    sceneRoot_ = nullptr;
    highlight_ = nullptr;
    markers_.clear();
    links_.clear();
    bodies_.clear();
    flames_.clear();
    drives_.clear();
}

void SceneView::setModels(std::shared_ptr<const runner::LoadedModels> shared) {
    clearScene();
    models_ = std::move(shared);
    const runner::LoadedModels& models = *models_;
    sceneRoot_ = new Qt3DCore::QEntity(root_);
    const sim::WorldModel& w = models.scene.world;

    // Floor: a wide plane in the "outside" colour and the texture's rectangle on top of it.
    if (!w.terrain) {
        ColoredMesh ground;
        const auto& o = w.floor.outside_rgba;
        sim::Shape plane;
        plane.type = sim::ShapeType::Box;
        plane.size_m = sim::Vec3(20, 0.002, 20);
        addShape(ground, plane, sim::Pose::fromTranslation(sim::Vec3(0, -0.0025, 0)),
                 {o[0] / 255.f * 0.92f, o[1] / 255.f * 0.92f, o[2] / 255.f * 0.92f, 1.f});
        auto* e = new Qt3DCore::QEntity(sceneRoot_);
        e->addComponent(makeRenderer(ground, e));
        e->addComponent(sharedMaterial_);
        if (w.floor.width_px > 0 && w.floor.height_px > 0 &&
            w.floor.rgba.size() >= std::size_t(w.floor.width_px) * w.floor.height_px * 4) {
            auto* fe = new Qt3DCore::QEntity(sceneRoot_);
            fe->addComponent(makeFloorQuad(w.floor, 0.0005f, fe));
            auto* mat = new Qt3DExtras::QTextureMaterial(fe);
            auto* tex = new Qt3DRender::QTexture2D(mat);
            tex->addTextureImage(new FloorImage(floorImage(w.floor), tex));
            tex->setMinificationFilter(Qt3DRender::QAbstractTexture::LinearMipMapLinear);
            tex->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
            tex->setGenerateMipMaps(true);
            mat->setTexture(tex);
            fe->addComponent(mat);
        }
    }

    // Static scenery (walls, obstacles, terrain, candles) merged into one mesh.
    ColoredMesh statics;
    if (w.terrain) addHeightfield(statics, *w.terrain);
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
        } else {
            addShape(statics, b.shape, b.X_WB, b.rgba);
        }
    }
    for (const auto& f : w.flames) {
        sim::Shape candle;
        candle.type = sim::ShapeType::Cylinder;
        candle.radius_m = 0.012;
        candle.length_m = std::max(0.01, f.p_W.y() - 0.01);
        const double base = w.terrain ? 0.0 : 0.0;
        addShape(statics, candle,
                 sim::Pose{sim::Vec3(f.p_W.x(), base + candle.length_m / 2, f.p_W.z()),
                           sim::Quat(Eigen::AngleAxisd(M_PI / 2, sim::Vec3::UnitX()))},
                 {0.95f, 0.93f, 0.85f, 1.f});
        ColoredMesh flame;
        sim::Shape s;
        s.type = sim::ShapeType::Sphere;
        s.radius_m = 0.014;
        addShape(flame, s, sim::Pose(), {1.0f, 0.55f, 0.1f, 1.f}, sim::Vec3(1, 1.6, 1));
        auto* e = new Qt3DCore::QEntity(sceneRoot_);
        auto* t = new Qt3DCore::QTransform(e);
        t->setTranslation(toQt(f.p_W));
        t->setScale3D(QVector3D(1, 1.6f, 1));
        e->addComponent(makeRenderer(flame, e));
        e->addComponent(vertexColorMaterial(e, QVector4D(1.0f, 0.6f, 0.1f, 0.5f)));
        e->addComponent(t);
        e->setEnabled(f.lit);
        flames_.push_back(e);
    }
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
        }
    }

    // Robot: one entity per link, all its visuals merged.
    const sim::RobotModel& r = models.robot;
    for (const auto& link : r.links) {
        LinkEntity le;
        ColoredMesh merged;
        bool anyVisual = false;
        for (const auto& v : link.visuals) {
            ColoredMesh m = visualMesh(v);
            anyVisual = anyVisual || !m.empty();
            le.visualTriangles.push_back(trianglePositions(m));
            merged.append(m);
            le.visualMeshes.push_back(std::move(m));
        }
        if (!anyVisual) {
            // No drawable visual (the legged robots): show the collision shapes, pickable as
            // one piece named after the link.
            le.visualTriangles.clear();
            le.visualMeshes.clear();
            merged = ColoredMesh();
            for (const auto& s : link.shapes)
                addShape(merged, s, s.X_LS, {0.6f, 0.62f, 0.68f, 1.f});
            le.visualTriangles.push_back(trianglePositions(merged));
            le.visualMeshes.push_back(merged);
        }
        le.entity = new Qt3DCore::QEntity(sceneRoot_);
        le.transform = new Qt3DCore::QTransform(le.entity);
        le.transform->setMatrix(toMatrix(models.X_WM * link.X_ML));
        if (!merged.empty()) {
            le.entity->addComponent(makeRenderer(merged, le.entity));
            le.entity->addComponent(sharedMaterial_);
        }
        le.entity->addComponent(le.transform);
        links_.push_back(std::move(le));
    }
    linkPoses_.clear();
    for (const auto& link : r.links) linkPoses_.push_back(models.X_WM * link.X_ML);
    drives_.build(r, sceneRoot_, sharedMaterial_, linkPoses_);
    meter_.reset();
    resetCamera();
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
    for (std::size_t i = 0; i < flames_.size() && i < s.flames_lit.size(); ++i)
        if (flames_[i]->isEnabled() != s.flames_lit[i]) flames_[i]->setEnabled(s.flames_lit[i]);
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
    camera_->setUpVector(QVector3D(0, 1, 0));
    camera_->setViewCenter(centre);
    camera_->setPosition(centre + QVector3D(0.0f, 1.55f, 1.75f) * extent);
    followOffset_ = QVector3D(-0.45f, 0.45f, 0.45f);
}

void SceneView::setRenderOnDemand(bool on) {
    window_->renderSettings()->setRenderPolicy(on ? Qt3DRender::QRenderSettings::OnDemand
                                                  : Qt3DRender::QRenderSettings::Always);
}

void SceneView::setOnBoardCamera(const sim::Vec3& eye_B, const sim::Vec3& target_B) {
    onBoardEye_B_ = eye_B;
    onBoardTarget_B_ = target_B;
    updateCamera();
}

void SceneView::setCameraMode(CameraMode mode) {
    mode_ = mode;
    controller_->setEnabled(mode == CameraMode::Orbit || mode == CameraMode::Follow);
    if (mode == CameraMode::Orbit) resetCamera();
    if (mode == CameraMode::Follow) {
        lastFollowCentre_ = robotPosition();
        camera_->setUpVector(QVector3D(0, 1, 0));
        camera_->setViewCenter(lastFollowCentre_);
        camera_->setPosition(lastFollowCentre_ + followOffset_);
    }
    updateCamera();
}

void SceneView::updateCamera() {
    const QVector3D p = robotPosition();
    switch (mode_) {
        case CameraMode::Orbit:
            break;
        case CameraMode::Follow: {
            // Keep whatever offset the user orbited/zoomed to; move with the robot.
            const QVector3D offset = camera_->position() - camera_->viewCenter();
            camera_->setViewCenter(p);
            camera_->setPosition(p + offset);
            lastFollowCentre_ = p;
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
}

void SceneView::onFrame(float) {
    if (const double dt = meter_.frame(); dt >= 0) emit frameRendered(dt);
    updateCamera();
    const float aspect =
        container_->height() > 0 ? float(container_->width()) / container_->height() : 16.f / 9.f;
    if (std::abs(camera_->aspectRatio() - aspect) > 1e-3f) camera_->setAspectRatio(aspect);
}

SceneView::Pick SceneView::pickAt(const QPoint& pos) const {
    Pick best;
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

QPoint SceneView::worldToWidget(const QVector3D& p_W) const {
    const QRect vp(0, 0, container_->width(), container_->height());
    const QVector3D w = p_W.project(camera_->viewMatrix(), camera_->projectionMatrix(), vp);
    return QPoint(int(w.x()), vp.height() - int(w.y()));
}

void SceneView::setHighlight(int link, int visual) {
    delete highlight_;
    highlight_ = nullptr;
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

void SceneView::setConnectorMarkers(const std::vector<std::pair<int, sim::Vec3>>& points_L) {
    qDeleteAll(markers_);
    markers_.clear();
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

void SceneView::showEvent(QShowEvent* event) {
    window_->renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::Always);
    QWidget::showEvent(event);
}

void SceneView::hideEvent(QHideEvent* event) {
    window_->renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::OnDemand);
    QWidget::hideEvent(event);
}

bool SceneView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_) {
        if (event->type() == QEvent::MouseButtonPress) {
            pressPos_ = static_cast<QMouseEvent*>(event)->position().toPoint();
        } else if (event->type() == QEvent::MouseButtonRelease) {
            const QPoint p = static_cast<QMouseEvent*>(event)->position().toPoint();
            if ((p - pressPos_).manhattanLength() < 4) emit clicked(pickAt(p));
        }
    }
    return QWidget::eventFilter(watched, event);
}

}  // namespace botlab::gui
