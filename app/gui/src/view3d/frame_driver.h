// SPDX-License-Identifier: GPL-3.0-or-later
// FrameDriver: makes an idle Qt 3D window cost nothing. With the on-demand render policy Qt 3D
// draws only when a node changed, but its aspect engine still runs its jobs (transforms, bounding
// volumes, input, logic) every display frame. The driver switches the window's aspect engine to
// manual mode and processes frames itself, at the display rate, from a change (wake()) until
// `keep_awake_ms` after the last one; then the engine rests until the next change.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <Qt3DCore/QAspectEngine>

namespace Qt3DCore {
class QEntity;
}  // namespace Qt3DCore
namespace Qt3DExtras {
class Qt3DWindow;
}

namespace botlab::gui {

class FrameDriver : public QObject {
public:
    /// `window` shows the scene under `root` (set with Qt3DWindow::setRootEntity); both outlive
    /// the driver (make it a child of the view that owns them). The driver watches the window's
    /// expose and resize events and wakes on them.
    FrameDriver(Qt3DExtras::Qt3DWindow* window, Qt3DCore::QEntity* root, QObject* parent);
    /// Something in the scene changed (or is about to): process frames for a while.
    void wake();
    /// Whether the engine is processing frames now (false once it rests).
    bool awake() const { return timer_.isActive() || !engine_; }
    /// Whether the engine is driven by this driver (found and switched to manual mode). False
    /// before the window was first shown, and with BOTLAB_QT3D_LOOP=auto in the environment (Qt
    /// 3D's own loop then runs all the time, as before).
    bool driving() const { return !engine_.isNull(); }
    static constexpr int kKeepAwakeMs = 1000;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void attach();
    void tick();

    Qt3DExtras::Qt3DWindow* window_;
    Qt3DCore::QEntity* root_;
    QPointer<Qt3DCore::QAspectEngine> engine_;
    QTimer timer_;
    QElapsedTimer sinceChange_;
};

}  // namespace botlab::gui
