// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/frame_driver.h"

#include <QEvent>
#include <Qt3DCore/QAspectEngine>
#include <Qt3DCore/QEntity>
#include <Qt3DExtras/Qt3DWindow>

namespace botlab::gui {

FrameDriver::FrameDriver(Qt3DExtras::Qt3DWindow* window, Qt3DCore::QEntity* root, QObject* parent)
    : QObject(parent), window_(window), root_(root) {
    timer_.setInterval(16);  // the display rate; a frame that takes longer delays the next
    connect(&timer_, &QTimer::timeout, this, &FrameDriver::tick);
    window_->installEventFilter(this);
    sinceChange_.start();
}

void FrameDriver::attach() {
    if (engine_ || qEnvironmentVariable("BOTLAB_QT3D_LOOP") == QLatin1String("auto")) return;
    // Qt3DWindow keeps its aspect engine private, but the engine owns the scene's root entity
    // once the window was shown: our root's parent is the window's root, whose parent is it.
    QObject* windowRoot = root_->parent();
    auto* engine =
        windowRoot ? qobject_cast<Qt3DCore::QAspectEngine*>(windowRoot->parent()) : nullptr;
    if (!engine) return;  // not shown yet: Qt 3D's own loop runs until then
    engine_ = engine;
    engine_->setRunMode(Qt3DCore::QAspectEngine::Manual);
}

void FrameDriver::wake() {
    sinceChange_.restart();
    if (!timer_.isActive()) timer_.start();
}

void FrameDriver::tick() {
    attach();
    if (engine_) engine_->processFrame();
    // Rest; without an engine to drive (not found), Qt 3D's own loop goes on as before.
    if (sinceChange_.elapsed() > kKeepAwakeMs) timer_.stop();
}

bool FrameDriver::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_) {
        switch (event->type()) {
            case QEvent::Expose:
            case QEvent::Resize:
            case QEvent::Show:
            case QEvent::UpdateRequest:
                wake();
                break;
            default:
                break;
        }
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace botlab::gui
