// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/materials.h"

#include <QFile>
#include <QHash>
#include <Qt3DRender/QBlendEquation>
#include <Qt3DRender/QBlendEquationArguments>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QGraphicsApiFilter>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QTechnique>

namespace botlab::gui {

namespace {

// The lights (world frame, +Y up).
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

/// A file of view3d/shaders/ as compiled in (app/gui/CMakeLists.txt), read once.
const QByteArray& shaderFile(const QString& file) {
    static QHash<QString, QByteArray> cache;
    auto it = cache.find(file);
    if (it == cache.end()) {
        QFile f(QStringLiteral(":/botlab/shaders/") + file);
        const bool opened = f.open(QIODevice::ReadOnly);
        Q_ASSERT_X(opened, "shaderFile", qPrintable(file));  // a missing file is a build error
        it = cache.insert(file, opened ? f.readAll() : QByteArray());
    }
    return *it;
}

/// lighting.glsl with the lights' values filled in.
QByteArray lightingCode() {
    QByteArray code = shaderFile(QStringLiteral("lighting.glsl"));
    code.replace("@KEY_DIR@", vec3Literal(kKeyDirection));
    code.replace("@FILL_DIR@", vec3Literal(kFillDirection));
    code.replace("@HORIZON_COLOR@", colorLiteral(kHorizon));
    code.replace("@ZENITH_COLOR@", colorLiteral(kZenith));
    return code;
}

}  // namespace

QByteArray shaderSource(ShaderDialect dialect, const QString& file) {
    static const QByteArray lighting = lightingCode();
    const QString preamble = dialect == ShaderDialect::Rhi450
                                 ? QStringLiteral("preamble_rhi450.glsl")
                                 : QStringLiteral("preamble_gl150.glsl");
    return shaderFile(preamble) + lighting + shaderFile(file);
}

QVector3D keyLightDirection() {
    return kKeyDirection;
}
QVector3D fillLightDirection() {
    return kFillDirection;
}
QColor horizonColor() {
    return kHorizon;
}
QColor zenithColor() {
    return kZenith;
}

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

Qt3DRender::QMaterial* makeMaterial(Qt3DCore::QNode* parent, const QString& name,
                                    const std::function<void(Qt3DRender::QRenderPass*)>& states) {
    auto* material = new Qt3DRender::QMaterial(parent);
    auto* effect = new Qt3DRender::QEffect(material);
    auto addTechnique = [&](Qt3DRender::QGraphicsApiFilter::Api api, int major, int minor,
                            Qt3DRender::QGraphicsApiFilter::OpenGLProfile profile,
                            ShaderDialect dialect) {
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
        program->setVertexShaderCode(shaderSource(dialect, name + QStringLiteral(".vert")));
        program->setFragmentShaderCode(shaderSource(dialect, name + QStringLiteral(".frag")));
        pass->setShaderProgram(program);
        if (states) states(pass);
        technique->addRenderPass(pass);
        effect->addTechnique(technique);
    };
    addTechnique(Qt3DRender::QGraphicsApiFilter::OpenGL, 3, 2,
                 Qt3DRender::QGraphicsApiFilter::CoreProfile, ShaderDialect::Gl150);
    addTechnique(Qt3DRender::QGraphicsApiFilter::RHI, 1, 0,
                 Qt3DRender::QGraphicsApiFilter::NoProfile, ShaderDialect::Rhi450);
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

Qt3DRender::QMaterial* makeVertexColorMaterial(Qt3DCore::QNode* parent, const QVector4D& tint,
                                               bool translucent, bool cull_back_faces,
                                               sim::Finish finish, bool per_vertex) {
    const QString shader = per_vertex ? QStringLiteral("lit_vertex") : QStringLiteral("lit");
    auto* material = makeMaterial(parent, shader, [&](Qt3DRender::QRenderPass* pass) {
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

}  // namespace botlab::gui
