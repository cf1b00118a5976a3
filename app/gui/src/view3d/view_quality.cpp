// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/view_quality.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QSettings>
#include <QSurfaceFormat>
#include <Qt3DExtras/Qt3DWindow>
#include <algorithm>

namespace botlab::gui {

namespace {

std::optional<ViewQuality>& qualityOverride() {
    static std::optional<ViewQuality> q;
    return q;
}

const QString kQualityKey = QStringLiteral("view/quality");

}  // namespace

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

}  // namespace botlab::gui
