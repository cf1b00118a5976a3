// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/view_look.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QSettings>
#include <QSurfaceFormat>
#include <Qt3DCore/QBoundingVolume>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QForwardRenderer>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QBlendEquation>
#include <Qt3DRender/QBlendEquationArguments>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraSelector>
#include <Qt3DRender/QClearBuffers>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QFrustumCulling>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QGraphicsApiFilter>
#include <Qt3DRender/QLayer>
#include <Qt3DRender/QLayerFilter>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QRenderSurfaceSelector>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QStencilOperation>
#include <Qt3DRender/QStencilOperationArguments>
#include <Qt3DRender/QStencilTest>
#include <Qt3DRender/QStencilTestArguments>
#include <Qt3DRender/QTechnique>
#include <Qt3DRender/QTechniqueFilter>
#include <Qt3DRender/QViewport>
#include <QtMath>
#include <algorithm>
#include <functional>

#include "view3d/mesh_builder.h"

namespace botlab::gui {

namespace {

// ---- Lights (world frame, +Y up). The key light comes from above, front left of the default
// camera; the fill light from the other side, low and cool; the sky light is hemispheric.
const QVector3D kKeyDirection = QVector3D(0.42f, 0.82f, 0.38f).normalized();
const QVector3D kFillDirection = QVector3D(-0.62f, 0.38f, -0.45f).normalized();
const QColor kHorizon(214, 225, 236);
const QColor kZenith(118, 160, 214);

QByteArray vec3Literal(const QVector3D& v) {
    return QByteArray("vec3(") + QByteArray::number(v.x(), 'f', 5) + ", " +
           QByteArray::number(v.y(), 'f', 5) + ", " + QByteArray::number(v.z(), 'f', 5) + ")";
}
QByteArray colorLiteral(const QColor& c) {
    return vec3Literal(QVector3D(float(c.redF()), float(c.greenF()), float(c.blueF())));
}

/// The lighting shared by the lit material and the ground: constants and `lit()`. Inserted after
/// each dialect's header.
QByteArray lightingCode() {
    return QByteArray("const vec3 keyDir = ") + vec3Literal(kKeyDirection) +
           ";\n"
           "const vec3 keyColor = vec3(1.0, 0.96, 0.88);\n"
           "const vec3 fillDir = " +
           vec3Literal(kFillDirection) +
           ";\n"
           "const vec3 fillColor = vec3(0.50, 0.56, 0.66);\n"
           "const vec3 skyLight = vec3(0.34, 0.37, 0.42);\n"
           "const vec3 groundLight = vec3(0.22, 0.21, 0.20);\n"
           "const vec3 horizonColor = " +
           colorLiteral(kHorizon) +
           ";\n"
           R"(// Base colour lit by the key, fill and sky lights; fin = (specular strength, shininess,
// specular tinted by the base colour 0-1, diffuse factor); n, v unit normal and direction to eye.
vec3 lit(vec3 base, vec3 n, vec3 v, vec4 fin) {
    if (dot(n, v) < 0.0) n = -n;  // two-sided: what is seen is lit from the viewer's side
    float dk = max(dot(n, keyDir), 0.0);
    float df = max(dot(n, fillDir), 0.0);
    vec3 sky = mix(groundLight, skyLight, 0.5 + 0.5 * n.y);
    vec3 c = base * fin.w * (sky + 0.58 * dk * keyColor + 0.40 * df * fillColor);
    vec3 spec = mix(vec3(1.0), base, fin.z);
    float sk = dk > 0.0 ? pow(max(dot(n, normalize(keyDir + v)), 0.0), fin.y) : 0.0;
    float sf = df > 0.0 ? pow(max(dot(n, normalize(fillDir + v)), 0.0), fin.y) : 0.0;
    c += fin.x * spec * (sk * keyColor + 0.35 * sf * fillColor);
    // Metal mirrors the sky a little: brighter above, darker towards the ground.
    vec3 r = reflect(-v, n);
    c += fin.z * 0.3 * spec * mix(groundLight, horizonColor, clamp(0.5 + r.y, 0.0, 1.0));
    return c;
}
)";
}

// ---- The lit vertex-colour material.

const char* kLitVertexMain = R"(void main() {
    worldNormal = normalize(modelNormalMatrix * vertexNormal);
    worldPosition = vec3(modelMatrix * vec4(vertexPosition, 1.0));
    color = vertexColor;
    gl_Position = mvp * vec4(vertexPosition, 1.0);
}
)";

const char* kLitFragmentMain = R"(void main() {
    vec3 n = normalize(worldNormal);
    vec3 v = normalize(eyePosition - worldPosition);
    vec3 c = lit(color.rgb, n, v, finish);
    fragColor = vec4(mix(c, tint.rgb, tint.a), color.a);
}
)";

const char* kLitVertexGl = R"(#version 150 core
in vec3 vertexPosition;
in vec3 vertexNormal;
in vec4 vertexColor;
out vec3 worldNormal;
out vec3 worldPosition;
out vec4 color;
uniform mat4 modelMatrix;
uniform mat3 modelNormalMatrix;
uniform mat4 mvp;
)";

const char* kLitFragmentGl = R"(#version 150 core
in vec3 worldNormal;
in vec3 worldPosition;
in vec4 color;
out vec4 fragColor;
uniform vec3 eyePosition;
uniform vec4 tint;
uniform vec4 finish;
)";

// Qt 3D 6.4's RHI renderer: GLSL 4.50 with the uniform blocks it fills (binding 0: render view,
// 1: command, 2: material parameters by name).
const char* kRenderViewBlock = R"(layout(std140, binding = 0) uniform qt3d_render_view_uniforms {
  mat4 viewMatrix;
  mat4 projectionMatrix;
  mat4 uncorrectedProjectionMatrix;
  mat4 clipCorrectionMatrix;
  mat4 viewProjectionMatrix;
  mat4 inverseViewMatrix;
  mat4 inverseProjectionMatrix;
  mat4 inverseViewProjectionMatrix;
  mat4 viewportMatrix;
  mat4 inverseViewportMatrix;
  vec4 textureTransformMatrix;
  vec3 eyePosition;
  float aspectRatio;
  float gamma;
  float exposure;
  float time;
};
)";

const char* kCommandBlock = R"(layout(std140, binding = 1) uniform qt3d_command_uniforms {
  mat4 modelMatrix;
  mat4 inverseModelMatrix;
  mat4 modelViewMatrix;
  mat3 modelNormalMatrix;
  mat4 inverseModelViewMatrix;
  mat4 mvp;
  mat4 inverseModelViewProjectionMatrix;
};
)";

const char* kLitVertexRhi = R"(#version 450
layout(location = 0) in vec3 vertexPosition;
layout(location = 1) in vec3 vertexNormal;
layout(location = 2) in vec4 vertexColor;
layout(location = 0) out vec3 worldNormal;
layout(location = 1) out vec4 color;
layout(location = 2) out vec3 worldPosition;
)";

const char* kLitFragmentRhi = R"(#version 450
layout(location = 0) in vec3 worldNormal;
layout(location = 1) in vec4 color;
layout(location = 2) in vec3 worldPosition;
layout(location = 0) out vec4 fragColor;
layout(std140, binding = 2) uniform botlab_material_uniforms {
  vec4 tint;
  vec4 finish;
};
)";

/// (specular strength, shininess, specular tint by base colour, diffuse factor) of a finish.
QVector4D finishParameters(sim::Finish f) {
    switch (f) {
        case sim::Finish::Metal:
            return QVector4D(0.85f, 90.0f, 0.6f, 0.72f);
        case sim::Finish::Rubber:
            return QVector4D(0.04f, 6.0f, 0.0f, 1.0f);
        case sim::Finish::Plastic:
            break;
    }
    return QVector4D(0.32f, 28.0f, 0.0f, 1.0f);
}

// ---- The ground: a large plane, lit like everything else, with a grid computed per pixel
// (lines about one pixel wide whatever the distance, fading where they would crowd) and fading
// into the horizon's colour far away.

const char* kGroundVertexMain = R"(void main() {
    worldPosition = vec3(modelMatrix * vec4(vertexPosition, 1.0));
    gl_Position = mvp * vec4(vertexPosition, 1.0);
}
)";

const char* kGroundFragmentMain = R"(float gridLine(vec2 p, float spacing) {
    vec2 c = p / spacing;
    vec2 w = max(fwidth(c), vec2(1e-5));
    vec2 g = abs(fract(c - 0.5) - 0.5) / w;
    float line = 1.0 - min(min(g.x, g.y), 1.0);
    return line * (1.0 - smoothstep(0.12, 0.45, max(w.x, w.y)));
}
void main() {
    vec3 toEye = eyePosition - worldPosition;
    float d = length(toEye);
    vec3 c = lit(groundColor.rgb, vec3(0.0, 1.0, 0.0), toEye / d, vec4(0.0, 1.0, 0.0, 1.0));
    float lines = gridStrength.x * gridLine(worldPosition.xz, grid.x);
    if (gridStrength.y > 0.0) {
        float near = 1.0 - smoothstep(0.5 * gridStrength.z, gridStrength.z, d);
        lines = max(lines, gridStrength.y * near * gridLine(worldPosition.xz, grid.y));
    }
    c *= 1.0 - lines;
    fragColor = vec4(mix(c, horizonColor, smoothstep(grid.z, grid.w, d)), 1.0);
}
)";

const char* kGroundVertexGl = R"(#version 150 core
in vec3 vertexPosition;
out vec3 worldPosition;
uniform mat4 modelMatrix;
uniform mat4 mvp;
)";

const char* kGroundFragmentGl = R"(#version 150 core
in vec3 worldPosition;
out vec4 fragColor;
uniform vec3 eyePosition;
uniform vec4 groundColor;
uniform vec4 grid;
uniform vec4 gridStrength;
)";

const char* kGroundVertexRhi = R"(#version 450
layout(location = 0) in vec3 vertexPosition;
layout(location = 0) out vec3 worldPosition;
)";

const char* kGroundFragmentRhi = R"(#version 450
layout(location = 0) in vec3 worldPosition;
layout(location = 0) out vec4 fragColor;
layout(std140, binding = 2) uniform botlab_ground_uniforms {
  vec4 groundColor;
  vec4 grid;
  vec4 gridStrength;
};
)";

// ---- The sky: one triangle covering the screen at the far plane; the colour goes from the
// horizon to the zenith by the height of the view ray.

const char* kSkyVertexMain = R"(void main() {
    farPoint = inverseViewProjectionMatrix * vec4(vertexPosition.xy, 1.0, 1.0);
    gl_Position = vec4(vertexPosition.xy, 0.99999, 1.0);
}
)";

const char* kSkyFragmentMain = R"(void main() {
    vec3 dir = normalize(farPoint.xyz / farPoint.w - eyePosition);
    float up = clamp(dir.y, 0.0, 1.0);
    fragColor = vec4(mix(horizonColor, zenithColor, pow(up, 0.55)), 1.0);
}
)";

const char* kSkyVertexGl = R"(#version 150 core
in vec3 vertexPosition;
out vec4 farPoint;
uniform mat4 inverseViewProjectionMatrix;
)";

const char* kSkyFragmentGl = R"(#version 150 core
in vec4 farPoint;
out vec4 fragColor;
uniform vec3 eyePosition;
)";

const char* kSkyVertexRhi = R"(#version 450
layout(location = 0) in vec3 vertexPosition;
layout(location = 0) out vec4 farPoint;
)";

const char* kSkyFragmentRhi = R"(#version 450
layout(location = 0) in vec4 farPoint;
layout(location = 0) out vec4 fragColor;
)";

// ---- Projected shadows (High): each vertex moved along the key light onto the plane
// y = shadowPlane.x, p' = p - L (p.y - y0) / L.y; drawn dark and translucent.

const char* kShadowVertexMain = R"(void main() {
    vec3 p = vec3(modelMatrix * vec4(vertexPosition, 1.0));
    p -= keyDir * ((p.y - shadowPlane.x) / keyDir.y);
    gl_Position = viewProjectionMatrix * vec4(p, 1.0);
}
)";

const char* kShadowFragmentMain = R"(void main() {
    fragColor = vec4(0.02, 0.03, 0.06, 0.35);
}
)";

const char* kShadowVertexGl = R"(#version 150 core
in vec3 vertexPosition;
uniform mat4 modelMatrix;
uniform mat4 viewProjectionMatrix;
uniform vec4 shadowPlane;
)";

const char* kShadowFragmentGl = R"(#version 150 core
out vec4 fragColor;
)";

const char* kShadowVertexRhi = R"(#version 450
layout(location = 0) in vec3 vertexPosition;
layout(std140, binding = 2) uniform botlab_shadow_uniforms {
  vec4 shadowPlane;
};
)";

const char* kShadowFragmentRhi = R"(#version 450
layout(location = 0) out vec4 fragColor;
)";

/// The shadow plane's offset above the surface it lies on (m): above the floor texture, below
/// anything standing on it.
constexpr float kShadowLift_m = 0.001f;

std::optional<ViewQuality>& qualityOverride() {
    static std::optional<ViewQuality> q;
    return q;
}

const QString kQualityKey = QStringLiteral("view/quality");

}  // namespace

const char* qt3dCommandUniformsRhi() {
    return kCommandBlock;
}

Qt3DRender::QMaterial* makeMaterial(Qt3DCore::QNode* parent, const QByteArray& vertexGl,
                                    const QByteArray& fragmentGl, const QByteArray& vertexRhi,
                                    const QByteArray& fragmentRhi,
                                    const std::function<void(Qt3DRender::QRenderPass*)>& states) {
    auto* material = new Qt3DRender::QMaterial(parent);
    auto* effect = new Qt3DRender::QEffect(material);
    auto addTechnique = [&](Qt3DRender::QGraphicsApiFilter::Api api, int major, int minor,
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
        if (states) states(pass);
        technique->addRenderPass(pass);
        effect->addTechnique(technique);
    };
    addTechnique(Qt3DRender::QGraphicsApiFilter::OpenGL, 3, 2,
                 Qt3DRender::QGraphicsApiFilter::CoreProfile, vertexGl, fragmentGl);
    addTechnique(Qt3DRender::QGraphicsApiFilter::RHI, 1, 0,
                 Qt3DRender::QGraphicsApiFilter::NoProfile, vertexRhi, fragmentRhi);
    material->setEffect(effect);
    return material;
}

void addAlphaBlending(Qt3DRender::QRenderPass* pass) {
    auto* blend = new Qt3DRender::QBlendEquationArguments(pass);
    blend->setSourceRgba(Qt3DRender::QBlendEquationArguments::SourceAlpha);
    blend->setDestinationRgba(Qt3DRender::QBlendEquationArguments::OneMinusSourceAlpha);
    auto* equation = new Qt3DRender::QBlendEquation(pass);
    equation->setBlendFunction(Qt3DRender::QBlendEquation::Add);
    pass->addRenderState(blend);
    pass->addRenderState(equation);
    pass->addRenderState(new Qt3DRender::QNoDepthMask(pass));
}

ViewQuality qualityForRenderer(const QString& gl_renderer) {
    if (gl_renderer.trimmed().isEmpty()) return ViewQuality::Low;
    for (const char* software : {"llvmpipe", "softpipe", "swiftshader", "software"})
        if (gl_renderer.contains(QLatin1String(software), Qt::CaseInsensitive))
            return ViewQuality::Low;
    return ViewQuality::High;
}

QString openGLRenderer() {
    static const QString renderer = [] {
        QOpenGLContext context;
        context.setFormat(QSurfaceFormat::defaultFormat());
        if (!context.create()) return QString();
        QOffscreenSurface surface;
        surface.setFormat(context.format());
        surface.create();
        if (!surface.isValid() || !context.makeCurrent(&surface)) return QString();
        const auto* text =
            reinterpret_cast<const char*>(context.functions()->glGetString(GL_RENDERER));
        QString out = text ? QString::fromLatin1(text) : QString();
        context.doneCurrent();
        return out;
    }();
    return renderer;
}

QString qualityChoiceName(QualityChoice choice) {
    switch (choice) {
        case QualityChoice::Low:
            return QStringLiteral("low");
        case QualityChoice::High:
            return QStringLiteral("high");
        case QualityChoice::Auto:
            break;
    }
    return QStringLiteral("auto");
}

std::optional<QualityChoice> qualityChoiceFromName(const QString& name) {
    for (QualityChoice c : {QualityChoice::Auto, QualityChoice::Low, QualityChoice::High})
        if (name == qualityChoiceName(c)) return c;
    return std::nullopt;
}

QualityChoice qualityPreference() {
    return qualityChoiceFromName(QSettings().value(kQualityKey).toString())
        .value_or(QualityChoice::Auto);
}

void setQualityPreference(QualityChoice choice) {
    QSettings().setValue(kQualityKey, qualityChoiceName(choice));
}

void setQualityOverride(std::optional<ViewQuality> quality) {
    qualityOverride() = quality;
}

ViewQuality viewQuality() {
    if (qualityOverride()) return *qualityOverride();
    switch (qualityPreference()) {
        case QualityChoice::Low:
            return ViewQuality::Low;
        case QualityChoice::High:
            return ViewQuality::High;
        case QualityChoice::Auto:
            break;
    }
    return qualityForRenderer(openGLRenderer());
}

QString qualityName(ViewQuality quality) {
    return quality == ViewQuality::High ? QStringLiteral("high") : QStringLiteral("low");
}

QSurfaceFormat viewSurfaceFormat(const QSurfaceFormat& base, ViewQuality quality) {
    QSurfaceFormat f = base;
    f.setSamples(quality == ViewQuality::High ? 4 : 0);
    f.setDepthBufferSize(std::max(24, f.depthBufferSize()));
    if (quality == ViewQuality::High) f.setStencilBufferSize(std::max(8, f.stencilBufferSize()));
    return f;
}

void prepare3DWindow(Qt3DExtras::Qt3DWindow* window) {
    // Qt 3D's renderer takes the swap chain's sample count from the default format when it starts
    // and the window its own from format(): both get the quality's.
    const QSurfaceFormat f = viewSurfaceFormat(window->format(), viewQuality());
    window->setFormat(f);
    QSurfaceFormat::setDefaultFormat(
        viewSurfaceFormat(QSurfaceFormat::defaultFormat(), viewQuality()));
}

Qt3DRender::QMaterial* makeVertexColorMaterial(Qt3DCore::QNode* parent, const QVector4D& tint,
                                               bool translucent, bool cull_back_faces,
                                               sim::Finish finish) {
    const QByteArray light = lightingCode();
    auto* material =
        makeMaterial(parent, QByteArray(kLitVertexGl) + kLitVertexMain,
                     QByteArray(kLitFragmentGl) + light + kLitFragmentMain,
                     QByteArray(kLitVertexRhi) + kRenderViewBlock + kCommandBlock + kLitVertexMain,
                     QByteArray(kLitFragmentRhi) + kRenderViewBlock + light + kLitFragmentMain,
                     [&](Qt3DRender::QRenderPass* pass) {
                         if (cull_back_faces) {
                             // Closed meshes: the faces turned away are hidden anyway; skipping
                             // them halves the software rasteriser's work.
                             auto* cull = new Qt3DRender::QCullFace(pass);
                             cull->setMode(Qt3DRender::QCullFace::Back);
                             pass->addRenderState(cull);
                         }
                         // Alpha blending over what is drawn, without hiding what lies behind.
                         if (translucent) addAlphaBlending(pass);
                     });
    material->addParameter(new Qt3DRender::QParameter(QStringLiteral("tint"), tint, material));
    material->addParameter(
        new Qt3DRender::QParameter(QStringLiteral("finish"), finishParameters(finish), material));
    return material;
}

QVector3D ViewLook::keyLightDirection() {
    return kKeyDirection;
}

QColor ViewLook::horizonColor() {
    return kHorizon;
}

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
    clear->setClearColor(kHorizon);
    auto* culling = new Qt3DRender::QFrustumCulling(clear);
    auto* opaque = new Qt3DRender::QLayerFilter(culling);
    opaque->addLayer(lateLayer_);
    opaque->setFilterMode(Qt3DRender::QLayerFilter::DiscardAnyMatchingLayers);
    auto* late = new Qt3DRender::QLayerFilter(techniques);
    late->addLayer(lateLayer_);
    late->setFilterMode(Qt3DRender::QLayerFilter::AcceptAnyMatchingLayers);
    window->setActiveFrameGraph(surface);

    for (sim::Finish f : kFinishes) {
        materials_[finishIndex(f)] =
            makeVertexColorMaterial(root, QVector4D(0, 0, 0, 0), false, false, f);
        culledMaterials_[finishIndex(f)] =
            makeVertexColorMaterial(root, QVector4D(0, 0, 0, 0), false, true, f);
    }

    // The ground plane.
    const QByteArray light = lightingCode();
    auto* groundMaterial = makeMaterial(
        root, QByteArray(kGroundVertexGl) + kGroundVertexMain,
        QByteArray(kGroundFragmentGl) + light + kGroundFragmentMain,
        QByteArray(kGroundVertexRhi) + kRenderViewBlock + kCommandBlock + kGroundVertexMain,
        QByteArray(kGroundFragmentRhi) + kRenderViewBlock + light + kGroundFragmentMain, {});
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

    // The sky, at the far plane: drawn wherever nothing else is.
    auto* skyMaterial = makeMaterial(
        root, QByteArray(kSkyVertexGl) + kSkyVertexMain,
        QByteArray(kSkyFragmentGl) + light + "const vec3 zenithColor = " + colorLiteral(kZenith) +
            ";\n" + kSkyFragmentMain,
        QByteArray(kSkyVertexRhi) + kRenderViewBlock + kSkyVertexMain,
        QByteArray(kSkyFragmentRhi) + kRenderViewBlock + light +
            "const vec3 zenithColor = " + colorLiteral(kZenith) + ";\n" + kSkyFragmentMain,
        [](Qt3DRender::QRenderPass* pass) {
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

    // Shadows: soft dark discs on the ground, blended (their vertices' alpha) in the late pass.
    blobMaterial_ = makeVertexColorMaterial(root, QVector4D(0.05f, 0.06f, 0.09f, 1.0f), true);
    ColoredMesh disc;  // radius 1 m on y = 0: opaque-ish centre, transparent rim
    constexpr int kSegments = 20;
    const std::array<float, 4> centre{0.05f, 0.06f, 0.09f,
                                      quality == ViewQuality::High ? 0.42f : 0.32f};
    const std::array<float, 4> middle{0.05f, 0.06f, 0.09f, centre[3] * 0.7f};
    const std::array<float, 4> rim{0.05f, 0.06f, 0.09f, 0.0f};
    auto ring = [](int i, float r) {
        const float a = float(i) * 2.0f * 3.14159265f / kSegments;
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
        projectedMaterial_ = makeMaterial(
            root, QByteArray(kShadowVertexGl) + light + kShadowVertexMain,
            QByteArray(kShadowFragmentGl) + kShadowFragmentMain,
            QByteArray(kShadowVertexRhi) + kRenderViewBlock + kCommandBlock + light +
                kShadowVertexMain,
            QByteArray(kShadowFragmentRhi) + kShadowFragmentMain,
            [](Qt3DRender::QRenderPass* pass) {
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
    const float h = std::max(0.0f, centre_W.y() - shadowY_);
    QVector3D p(centre_W.x(), shadowY_ + 0.0008f, centre_W.z());
    float grow = 1.0f;
    if (quality_ == ViewQuality::High) {
        p -= QVector3D(kKeyDirection.x(), 0.0f, kKeyDirection.z()) * (h / kKeyDirection.y());
        grow = 1.0f + 0.6f * h / std::max(0.05f, std::max(radius_x_m, radius_z_m));
    }
    QMatrix4x4 m;
    m.translate(p);
    m.rotate(qRadiansToDegrees(yaw_rad), 0.0f, 1.0f, 0.0f);
    m.scale(radius_x_m * grow, 1.0f, radius_z_m * grow);
    blob->setMatrix(m);
}

}  // namespace botlab::gui
