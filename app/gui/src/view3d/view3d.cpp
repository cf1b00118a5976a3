// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/view3d.h"

#include <QGuiApplication>
#include <QResizeEvent>
#include <QScreen>
#include <QVBoxLayout>
#include <QWindow>
#include <Qt3DCore/QEntity>
#include <Qt3DExtras/QForwardRenderer>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DLogic/QFrameAction>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QRenderSettings>
#include <cmath>

#include "view3d/view_quality.h"

namespace botlab::gui {

View3D::View3D(const QColor& clear, QWidget* parent) : QWidget(parent) {
    window_ = new Qt3DExtras::Qt3DWindow();
    prepare3DWindow(window_);  // multisampling by quality, the stencil for shadows
    window_->defaultFrameGraph()->setClearColor(clear);
    // Idle costs nothing: Qt 3D draws a frame only when a node changed (a transform, the camera,
    // an entity shown or hidden, a resize), never the same picture again.
    window_->renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::OnDemand);
    container_ = QWidget::createWindowContainer(window_, this);
    container_->setMinimumSize(320, 240);
    container_->setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(container_);

    root_ = new Qt3DCore::QEntity();
    camera_ = window_->camera();
    meter_.setRecording(false);  // frames are counted; statistics only when asked for
    auto* frame = new Qt3DLogic::QFrameAction(root_);
    root_->addComponent(frame);
    connect(frame, &Qt3DLogic::QFrameAction::triggered, this, &View3D::onFrame);
}

View3D::~View3D() = default;

void View3D::start() {
    window_->setRootEntity(root_);
    window_->installEventFilter(this);
    driver_ = new FrameDriver(window_, root_, this);
}

QWindow* View3D::renderWindow() const {
    return window_;
}

void View3D::markChanged() {
    changed_ = true;
    if (driver_) driver_->wake();
}

void View3D::setRenderOnDemand(bool on) {
    window_->renderSettings()->setRenderPolicy(on ? Qt3DRender::QRenderSettings::OnDemand
                                                  : Qt3DRender::QRenderSettings::Always);
    everyFrame_ = !on;
    markChanged();
}

QImage View3D::grabFrame() const {
    QScreen* screen = window_->screen() ? window_->screen() : QGuiApplication::primaryScreen();
    if (!screen || !container_->isVisible()) return {};
    return screen->grabWindow(container_->winId()).toImage();
}

void View3D::onFrame(float) {
    updateAspect();
    // Qt 3D draws on demand: a frame without a change draws nothing and is not counted.
    if (!changed_ && !everyFrame_) return;
    changed_ = false;
    if (everyFrame_) driver_->wake();  // drawing every frame: keep the engine going
    if (const double dt = meter_.frame(); dt >= 0) emit frameRendered(dt);
}

void View3D::updateAspect() {
    const float aspect =
        container_->height() > 0 ? float(container_->width()) / container_->height() : 16.f / 9.f;
    if (std::abs(camera_->aspectRatio() - aspect) > 1e-3f) {
        camera_->setAspectRatio(aspect);
        markChanged();
    }
}

void View3D::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    updateAspect();
}

bool View3D::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_ && (event->type() == QEvent::Expose || event->type() == QEvent::Resize))
        changed_ = true;  // Qt 3D draws it (the frame driver wakes on these)
    return QWidget::eventFilter(watched, event);
}

bool View3D::engineAwake() const {
    return driver_->awake();
}

}  // namespace botlab::gui
