// SPDX-License-Identifier: GPL-3.0-or-later
// BuildView: the Qt 3D view of Build mode. The robot document alone on an 8 mm grid (the floor,
// y = 0), drawn as one merged mesh, parts nearest the camera first (plus one for the selected
// parts, highlighted); a translucent
// ghost part; connector markers (the snap target highlighted); a selection box. Its own camera:
// right-drag orbits, middle-drag (or Shift+right-drag) pans, the wheel zooms; standard views
// (front, side, top). Left-button and key events are passed on as signals to the workspace,
// which decides what they mean (select, drag, drop, turn the ghost).
#pragma once

#include <QPoint>
#include <QRect>
#include <QVector3D>
#include <QWidget>
#include <map>
#include <memory>
#include <vector>

#include "botlab/assembler/document.h"
#include "botlab/parts_library/parts_library.h"
#include "view3d/drive_visuals.h"
#include "view3d/mesh_builder.h"
#include "view3d/surroundings.h"
#include "view3d/view3d.h"

class QKeyEvent;
namespace Qt3DCore {
class QEntity;
class QTransform;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QCamera;
class QMaterial;
class QParameter;
}  // namespace Qt3DRender

namespace botlab::gui {

class BuildView : public View3D {
    Q_OBJECT
public:
    enum class StandardView { Overview, Front, Side, Top };
    /// How the ghost is drawn: free (blue), snapped to a connector (green), overlapping (red).
    enum class GhostLook { Free, Snapped, Overlapping };

    /// What lies under a point of the view.
    struct Hit {
        int part = -1;           ///< Document index of the part hit; -1 = the floor or nothing.
        bool floor = false;      ///< The ray met the floor (y = 0) and no part before it.
        sim::Vec3 p_M{0, 0, 0};  ///< The point hit (model frame, m).
        sim::Vec3 normal_M{0, 1, 0};  ///< Unit normal of the surface there, towards the camera.
    };

    /// `library` must outlive the view.
    explicit BuildView(const parts_library::PartsLibrary& library, QWidget* parent = nullptr);
    ~BuildView() override;

    /// Redraws the robot. Parts in `hidden` are left out (a part being dragged); parts in
    /// `selected` are highlighted.
    void setRobot(const assembler::RobotDocument& doc, const std::vector<int>& selected = {},
                  const std::vector<int>& hidden = {});
    /// Shows the ghost of `part_id` at X_MP, or hides it when part_id is empty.
    void setGhost(const QString& part_id, const sim::Pose& X_MP, GhostLook look);
    /// Shows connector markers at points of the model frame; the one at `target` (an index into
    /// points, or -1) is drawn larger and yellow.
    void setMarkers(const std::vector<sim::Vec3>& points_M, int target);
    /// Shows a selection rectangle (widget pixels), or hides it for an empty rectangle.
    void setSelectionBox(const QRect& box);

    void setStandardView(StandardView view);
    /// The standard view the camera is in (Front, Side, Top), or Overview when it was orbited
    /// away from them.
    StandardView standardView() const;
    /// Orbits the camera to a direction: yaw about +Y from +X toward +Z, pitch above the floor
    /// (negative: from below), both in radians; keeps the distance and the point looked at.
    void setViewAngles(float yaw_rad, float pitch_rad);
    /// Frames the whole robot (keeps the viewing direction).
    void frameRobot();

    /// The part (or floor) under a widget point. Parts in `ignore` are passed through.
    Hit hitAt(const QPoint& pos, int ignore = -1) const;
    /// The ray through a widget point: origin and unit direction in the model frame.
    void rayAt(const QPoint& pos, sim::Vec3& origin_M, sim::Vec3& dir_M) const;
    /// Where a model-frame point appears in the view (widget pixels).
    QPoint toWidget(const sim::Vec3& p_M) const;
    /// The drawn robot's bounds (model frame, m; hidden parts left out); false when nothing is
    /// drawn.
    bool robotBounds(sim::Vec3& lo, sim::Vec3& hi) const;
    /// The front arrow on the floor: the middle of its back edge (model frame, m), just outside
    /// the robot's bounding box on its front (+X) side, centred across it; it points along +X
    /// for frontArrowLength() metres.
    sim::Vec3 frontArrowTail() const { return frontArrowTail_; }
    double frontArrowLength() const;
    /// Document indices of the parts whose centre appears inside a widget rectangle.
    std::vector<int> partsInside(const QRect& box) const;

signals:
    /// Left button pressed / moved (any buttons, also hover) / released, in widget pixels.
    void leftPressed(const QPoint& pos, Qt::KeyboardModifiers modifiers);
    void mouseMoved(const QPoint& pos, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers);
    void leftReleased(const QPoint& pos, Qt::KeyboardModifiers modifiers);
    void leftDoubleClicked(const QPoint& pos);
    /// A key pressed while the view has the focus (the workspace handles R, F, Delete, ...).
    void keyPressed(QKeyEvent* event);
    /// The mouse left the view.
    void left();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct PartDraw {
        ColoredMesh mesh;                           ///< Part frame.
        sim::Finish finish = sim::Finish::Plastic;  ///< The part's surface, for the lighting.
        std::vector<QVector3D> positions;
        sim::Vec3 lo{0, 0, 0}, hi{0, 0, 0};  ///< Bounds in the part frame.
    };
    /// The part's drawing at a level of detail (the ghost always Full; the robot as
    /// PartsLibrary::detailFor its parts decides).
    const PartDraw* partDraw(const QString& id,
                             parts_library::MeshDetail detail = parts_library::MeshDetail::Full);
    void updateCamera();
    void resortIfMoved();
    void placeFrontArrow();
    Qt3DCore::QEntity* replaceEntity(Qt3DCore::QEntity* old, const ColoredMesh& mesh,
                                     Qt3DRender::QMaterial* material);

    const parts_library::PartsLibrary& lib_;
    std::unique_ptr<ViewLook> look_;  ///< Sky, ground, lights, shadows (surroundings.h).
    Qt3DRender::QMaterial* material_ = nullptr;
    Qt3DRender::QMaterial* selectedMaterial_ = nullptr;
    Qt3DRender::QMaterial* gridMaterial_ = nullptr;
    Qt3DRender::QMaterial* markerMaterial_ = nullptr;
    Qt3DRender::QMaterial* ghostMaterial_ = nullptr;
    Qt3DRender::QParameter* ghostTint_ = nullptr;
    Qt3DCore::QEntity* grid_ = nullptr;
    Qt3DCore::QEntity* frontArrow_ = nullptr;
    Qt3DCore::QTransform* frontArrowTransform_ = nullptr;
    sim::Vec3 frontArrowTail_{0, 0, 0};
    sim::Vec3 robotLo_{1e9, 1e9, 1e9}, robotHi_{-1e9, -1e9, -1e9};  ///< Drawn robot's bounds.
    Qt3DCore::QEntity* robotEntity_ = nullptr;
    Qt3DCore::QEntity* selectedEntity_ = nullptr;
    Qt3DCore::QEntity* markerEntity_ = nullptr;
    Qt3DCore::QEntity* boxEntity_ = nullptr;
    Qt3DCore::QEntity* ghostEntity_ = nullptr;
    Qt3DCore::QEntity* drivesEntity_ = nullptr;  ///< Parent of the chains, belts and tracks.
    DriveVisuals drives_;
    Qt3DCore::QTransform* ghostTransform_ = nullptr;
    QString ghostPart_;

    std::map<std::pair<QString, parts_library::MeshDetail>, PartDraw> draws_;
    struct Placed {
        std::vector<QVector3D> triangles;  ///< Model frame.
        sim::Vec3 lo, hi;                  ///< Model-frame bounds.
        sim::Vec3 centre;
    };
    std::vector<Placed> placed_;  ///< Per document part (empty for hidden parts).
    std::vector<sim::Vec3> markerPoints_;
    // The last robot drawn, to redraw it nearest-first after the camera moved.
    assembler::RobotDocument lastDoc_;
    std::vector<int> lastSelected_, lastHidden_;
    QVector3D sortedFrom_;
    int markerTarget_ = -2;

    // Camera: orbit about target_ (m), yaw/pitch (rad), distance (m).
    QVector3D target_{0, 0.03f, 0};
    float yaw_ = 0.75f, pitch_ = 0.55f, distance_ = 0.45f;
    QPoint lastMouse_;
    Qt::MouseButton cameraButton_ = Qt::NoButton;
    bool panning_ = false;
};

}  // namespace botlab::gui
