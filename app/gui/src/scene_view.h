// SceneView: the Qt 3D view of a world and a robot. Static scenery is merged into few meshes;
// each robot link is one entity whose transform follows the latest snapshot. Built for the Build
// mode too: parts can be picked under the mouse (CPU ray cast), highlighted, and connector
// markers shown.
#pragma once

#include <QElapsedTimer>
#include <QImage>
#include <QPoint>
#include <QVector3D>
#include <QWidget>
#include <functional>
#include <vector>

#include "botlab/runner/models.h"
#include "botlab/runner/snapshot.h"
#include "drive_visuals.h"
#include "frame_meter.h"
#include "mesh_builder.h"

namespace Qt3DCore {
class QEntity;
class QNode;
class QTransform;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QCamera;
class QMaterial;
class QParameter;
class QRenderCapture;
}  // namespace Qt3DRender
namespace Qt3DExtras {
class Qt3DWindow;
class QOrbitCameraController;
}  // namespace Qt3DExtras

namespace botlab::gui {

/// The view's material: vertex colours lit by a fixed sun and sky, with `tint` (RGB, A = how much)
/// blended in. `translucent` draws with alpha blending (the vertex colours' alpha) and without
/// writing depth, for ghosts; `cull_back_faces` skips triangles facing away (closed meshes wound
/// counter-clockwise seen from outside). Owned by `parent`. Both Qt 3D renderers (RHI and GL).
Qt3DRender::QMaterial* makeVertexColorMaterial(Qt3DCore::QNode* parent, const QVector4D& tint,
                                               bool translucent = false,
                                               bool cull_back_faces = false);

/// Creates a Qt 3D window (always rendering, clearing to `clear`) and fills `host` with it
/// (320 x 240 at least, taking focus on click); `*container` receives the widget that holds it.
/// The window is owned by the container, the container by `host`.
Qt3DExtras::Qt3DWindow* embed3DWindow(QWidget* host, const QColor& clear, QWidget** container);

class SceneView : public QWidget {
    Q_OBJECT
public:
    enum class CameraMode { Orbit, Follow, TopDown, OnBoard };
    Q_ENUM(CameraMode)

    /// What lies under a point of the view.
    struct Pick {
        int link = -1;        ///< Robot link index, -1 when nothing of the robot was hit.
        int visual = -1;      ///< Index into that link's visuals.
        int part_index = -1;  ///< The visual's part index in the robot document (-1 = none).
        QString name;         ///< What a person calls it: the part's label or name, or the link's.
        QVector3D p_W;        ///< Hit point in world coordinates (m).
    };

    explicit SceneView(QWidget* parent = nullptr);
    ~SceneView() override;

    /// Rebuilds the scenery and the robot entities from `models` (shared with the simulation;
    /// must not be null). Links without visuals (the legged robots) are drawn from their shapes.
    void setModels(std::shared_ptr<const runner::LoadedModels> models);
    /// Moves the robot links, movable bodies and flames to the snapshot's state.
    void applySnapshot(const runner::Snapshot& s);

    void setCameraMode(CameraMode mode);
    CameraMode cameraMode() const { return mode_; }
    /// Puts the orbit camera back to its overview position.
    void resetCamera();
    /// The on-board (cab) camera: eye and look-at points in the robot body's frame (link 0; +X
    /// forward, +Y up), metres. Defaults: eye (0.02, 0.07, 0), target (0.6, -0.08, 0).
    void setOnBoardCamera(const sim::Vec3& eye_B, const sim::Vec3& target_B);
    /// Draws only when something changed (a snapshot moved the robot, the camera moved) instead
    /// of every display frame; for secondary views that are updated at a lower rate.
    void setRenderOnDemand(bool on);
    /// The follow camera's offset from the robot (world frame, m) when Follow mode starts.
    void setFollowOffset(const QVector3D& offset_W) { followOffset_ = offset_W; }

    /// The robot part under a point of this widget (widget pixel coordinates).
    Pick pickAt(const QPoint& pos) const;
    /// Highlights the visual (link, visual) or removes the highlight when link < 0.
    void setHighlight(int link, int visual);
    /// Shows small markers at points given in link frames (connectors), replacing earlier ones.
    void setConnectorMarkers(const std::vector<std::pair<int, sim::Vec3>>& points_L);

    /// Frame statistics (intervals, CPU time) since the models were set; recorded only after
    /// recordFrameStatistics(true) (for --frames and the benchmarks).
    const FrameMeter& frameMeter() const { return meter_; }
    void recordFrameStatistics(bool on) { meter_.setRecording(on); }
    int framesRendered() const { return meter_.frames(); }

    /// Where a world point appears in this widget (pixels), from the current camera.
    QPoint worldToWidget(const QVector3D& p_W) const;
    /// World position of robot 0's main link in the latest snapshot.
    QVector3D robotPosition() const;

signals:
    /// A rendered frame passed; `dt_ms` since the previous one.
    void frameRendered(double dt_ms);
    /// A click (press and release without dragging) on the view.
    void clicked(const botlab::gui::SceneView::Pick& pick);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    /// Hidden (another mode's workspace shown), the view draws only when something changes.
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    struct LinkEntity {
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QTransform* transform = nullptr;
        std::vector<std::vector<QVector3D>> visualTriangles;  ///< Per visual, link frame.
        std::vector<ColoredMesh> visualMeshes;
    };
    struct BodyEntity {
        int body = 0;
        Qt3DCore::QTransform* transform = nullptr;
    };

    void onFrame(float dt_s);
    void updateCamera();
    void clearScene();
    /// The lit vertex-colour material; `translucent` blends by the vertex alpha (goal zones).
    Qt3DRender::QMaterial* vertexColorMaterial(Qt3DCore::QNode* parent, const QVector4D& tint,
                                               bool translucent = false);

    Qt3DExtras::Qt3DWindow* window_ = nullptr;
    QWidget* container_ = nullptr;
    Qt3DCore::QEntity* root_ = nullptr;
    Qt3DCore::QEntity* sceneRoot_ = nullptr;
    Qt3DRender::QCamera* camera_ = nullptr;
    Qt3DExtras::QOrbitCameraController* controller_ = nullptr;
    Qt3DRender::QMaterial* sharedMaterial_ = nullptr;
    Qt3DCore::QEntity* highlight_ = nullptr;
    std::vector<Qt3DCore::QEntity*> markers_;

    std::shared_ptr<const runner::LoadedModels> models_;
    std::vector<LinkEntity> links_;
    std::vector<BodyEntity> bodies_;
    std::vector<Qt3DCore::QEntity*> flames_;
    std::vector<sim::Pose> linkPoses_;  ///< X_WL of the latest snapshot.
    DriveVisuals drives_;               ///< The robot's chains, belts and tracks.
    CameraMode mode_ = CameraMode::Orbit;
    QVector3D followOffset_;
    sim::Vec3 onBoardEye_B_ = sim::Vec3(0.02, 0.07, 0.0);
    sim::Vec3 onBoardTarget_B_ = sim::Vec3(0.6, -0.08, 0.0);
    QVector3D lastFollowCentre_;
    QPoint pressPos_;
    FrameMeter meter_;
};

}  // namespace botlab::gui
