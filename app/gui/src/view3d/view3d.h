// SPDX-License-Identifier: GPL-3.0-or-later
// View3D: what every 3D view of the app shares (Webots' WbView3D over WbWrenWindow is the model).
// A Qt 3D window in a widget that draws on demand: only a frame with a change (markChanged(), an
// expose or a resize) draws, and FrameDriver lets the engine rest while nothing changes, so an
// idle view costs nothing. It counts the frames it draws (FrameMeter), keeps the camera's aspect
// ratio on the widget's, and can grab what it shows. SceneView (the world) and BuildView (Build
// mode's robot on its grid) derive from it; the --frames/--screenshot harness
// (shell/automation.h) drives any of them through this type.
#pragma once

#include <QColor>
#include <QImage>
#include <QWidget>

#include "view3d/frame_driver.h"
#include "view3d/frame_meter.h"

namespace Qt3DCore {
class QEntity;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QCamera;
}  // namespace Qt3DRender
namespace Qt3DExtras {
class Qt3DWindow;
}  // namespace Qt3DExtras
class QWindow;

namespace botlab::gui {

class View3D : public QWidget {
    Q_OBJECT
public:
    ~View3D() override;

    /// The native window Qt 3D draws in (mouse and key events arrive there; tests send them).
    QWindow* renderWindow() const;

    /// Tells the view that something it shows changed outside its own setters (a node added,
    /// moved, shown or hidden): the frame that draws it is counted, and Qt 3D's engine is woken
    /// (FrameDriver). The views' own setters and camera moves call it.
    void markChanged();
    /// Draws only when something changed: the default, so that an idle view costs nothing. Off,
    /// it draws (and counts) every display frame (automated runs: --frames, --screenshot).
    void setRenderOnDemand(bool on);
    /// Whether the view draws only when something changed (setRenderOnDemand).
    bool renderOnDemand() const { return !everyFrame_; }

    /// Frame statistics (intervals, CPU time); recorded only after recordFrameStatistics(true)
    /// (for --frames and the benchmarks). Only frames that draw a change count: Qt 3D draws on
    /// demand, so an unchanged view draws (and counts) nothing.
    const FrameMeter& frameMeter() const { return meter_; }
    void recordFrameStatistics(bool on) { meter_.setRecording(on); }
    /// Frames drawn since the view was made.
    int framesRendered() const { return meter_.frames(); }
    /// Whether Qt 3D's engine is running (from a change until a second after it); false = at
    /// rest, the idle state that costs nothing.
    bool engineAwake() const;

    /// What the view shows now, grabbed from the screen (its widget's size); a null image when
    /// the view is not on a screen.
    QImage grabFrame() const;
    /// The root of what the view draws (tests look for entities under it).
    const Qt3DCore::QEntity* sceneRootEntity() const { return root_; }

signals:
    /// A drawn frame passed; `dt_ms` since the previous one.
    void frameRendered(double dt_ms);

protected:
    /// Makes the Qt 3D window (clearing to `clear` until a ViewLook gives it its own frame graph;
    /// multisampled by viewQuality()), the root entity and the camera, and fills the widget with
    /// the window. The derived view builds its scene under root_, sets the camera's lens, then
    /// calls start().
    View3D(const QColor& clear, QWidget* parent);
    /// Shows root_ in the window and starts driving frames. Call once, at the end of the
    /// derived constructor.
    void start();

    /// Expose and resize of the window draw a frame; derived views handle their mouse and key
    /// events and pass the rest on here.
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    /// Keeps the camera's aspect ratio on the widget's (a change draws a frame).
    void updateAspect();
    /// Starts the frame statistics and count afresh (FrameMeter::reset; e.g. a new scene).
    void resetFrameStatistics() { meter_.reset(); }

    Qt3DExtras::Qt3DWindow* window_ = nullptr;  ///< Owned by container_.
    QWidget* container_ = nullptr;              ///< The widget holding window_ (a child).
    Qt3DCore::QEntity* root_ = nullptr;         ///< The scene; owned by the window after start().
    Qt3DRender::QCamera* camera_ = nullptr;     ///< window_'s camera.

private:
    void onFrame(float dt_s);

    FrameMeter meter_;
    FrameDriver* driver_ = nullptr;
    bool changed_ = true;      ///< Something changed since the last frame (that frame draws it).
    bool everyFrame_ = false;  ///< setRenderOnDemand(false): draw and count every frame.
};

}  // namespace botlab::gui
