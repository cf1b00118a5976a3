// SPDX-License-Identifier: GPL-3.0-or-later
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
#include <array>
#include <functional>
#include <memory>
#include <vector>

#include "botlab/runner/models.h"
#include "botlab/runner/snapshot.h"
#include "view3d/camera_rig.h"
#include "view3d/drive_visuals.h"
#include "view3d/footprints.h"
#include "view3d/mesh_builder.h"
#include "view3d/robot_labels.h"
#include "view3d/sensor_visuals.h"
#include "view3d/surroundings.h"
#include "view3d/view3d.h"

namespace botlab::gui::dressing {
class CandleSet;
}

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
class QTimer;

namespace botlab::gui {

class SceneView : public View3D {
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
        QPoint pos_px;        ///< The widget point picked at (pixels).
    };

    explicit SceneView(QWidget* parent = nullptr);
    ~SceneView() override;

    /// Rebuilds the scenery and the robot entities from `models` (shared with the simulation;
    /// must not be null). Links without visuals are drawn from their shapes; visuals with alpha < 1
    /// (glass) are blended over the rest.
    void setModels(std::shared_ptr<const runner::LoadedModels> models);
    /// Moves the robot links, movable bodies and flames to the snapshot's state.
    void applySnapshot(const runner::Snapshot& s);

    /// Another robot of the run (an arena's opponent), drawn beside robot 0 (not pickable).
    struct OtherRobot {
        std::shared_ptr<const sim::RobotModel> model;  ///< Not null; shared, not copied.
        sim::Pose X_WM;  ///< Where it stands until a snapshot moves it (its start).
    };
    /// The other robots of the run, after robot 0 (kept across setModels(); empty = none).
    void setOtherRobots(std::vector<OtherRobot> robots);
    int otherRobotCount() const { return int(others_.size()); }
    /// Moves the `index`-th other robot's links (X_WL by link index; ignored when the count
    /// differs from its model's).
    void moveOtherRobot(int index, const std::vector<sim::Pose>& link_poses);
    /// World position of the `index`-th other robot's main link as drawn.
    QVector3D otherRobotPosition(int index) const;
    /// Name tags above the robots: robot 0's first, then the other robots' (robot_labels.h);
    /// empty = no tags. Kept across setModels().
    void setRobotLabels(std::vector<RobotLabel> labels);
    const RobotLabels& robotLabels() const { return labels_; }

    void setCameraMode(CameraMode mode);
    CameraMode cameraMode() const { return mode_; }
    /// Puts the orbit camera back to its overview position.
    void resetCamera();
    /// The on-board (cab) camera: eye and look-at points in the robot body's frame (link 0; +X
    /// forward, +Y up), metres. Defaults: eye (0.02, 0.07, 0), target (0.6, -0.08, 0).
    void setOnBoardCamera(const sim::Vec3& eye_B, const sim::Vec3& target_B);
    /// Fits the robot in the view, keeping the direction it is seen from (Orbit and Follow
    /// modes; ignored in the others). The View menu's "Frame the Robot".
    void frameRobot();
    /// Zooms by `steps` wheel notches (positive: in) toward what lies under the widget point
    /// `pos`: that point stays under it. In Follow mode it zooms toward the robot.
    void zoomAt(const QPoint& pos, double steps);
    /// Orbits the camera about the point it looks at: yaw about +Y and pitch (elevation), rad.
    void orbitBy(double yaw_rad, double pitch_rad);
    /// The camera as shown (after it was kept clear of walls and the ground).
    camera::View cameraView() const;
    /// The camera the user asked for (orbit, pan, zoom), before walls and ground were kept out.
    const camera::View& desiredView() const { return desired_; }
    /// The world point under a widget point: the robot, a world body or the ground, else the
    /// point at the target's distance on the ray.
    sim::Vec3 pointUnder(const QPoint& pos) const;
    /// A sphere around the robot's visuals in the latest snapshot (world frame).
    camera::Sphere robotSphere() const;
    /// The follow camera's offset from the robot (world frame, m) when Follow mode starts.
    void setFollowOffset(const QVector3D& offset_W) { followOffset_ = offset_W; }

    /// The robot part under a point of this widget (widget pixel coordinates).
    Pick pickAt(const QPoint& pos) const;
    /// Highlights the visual (link, visual) or removes the highlight when link < 0.
    void setHighlight(int link, int visual);
    /// Shows small markers at points given in link frames (connectors), replacing earlier ones.
    void setConnectorMarkers(const std::vector<std::pair<int, sim::Vec3>>& points_L);

    /// Where a world point appears in this widget (pixels), from the current camera.
    QPoint worldToWidget(const QVector3D& p_W) const;
    /// The same in fractional pixels (x right, y down), through the camera's own lens.
    QPointF worldToWidgetF(const QVector3D& p_W) const;
    /// World position of robot 0's main link in the latest snapshot.
    QVector3D robotPosition() const;

    /// The View menu's "Lidar rays" and "Camera view": each lidar's rays to its hits and each
    /// camera's view cone (sensor_visuals.h). Off by default; kept across robots and scenes.
    void setLidarRaysShown(bool on);
    void setCameraViewShown(bool on);
    bool lidarRaysShown() const { return eyes_.lidarRaysShown(); }
    bool cameraViewShown() const { return eyes_.cameraConesShown(); }
    /// Replaces the cameras and lidars setModels found on the robot (tests; a robot whose eyes
    /// the model does not list).
    void setEyeSensors(std::vector<EyeSensor> sensors);
    /// A new scan of the `lidar`-th lidar (sim::LidarScan::distance_m; +inf = nothing hit).
    void setLidarScan(int lidar, const std::vector<float>& distance_m);
    const SensorVisuals& eyes() const { return eyes_; }

    /// The ground the feet of a legged robot press into (a seed 000 soil name; "" = rigid), for
    /// the footprints (footprints.h: only soft soils leave them). setModels() takes the scene's
    /// (LoadedModels::soft_terrain); the Cockpit sets the soil it drives on.
    void setFootprintSoil(const std::string& soil);
    /// The robot's path while debugging: a thin ribbon through `points_W` (world frame, m, in
    /// time order), drawn with the scene (the debugger's "click on the robot's path" target).
    /// Empty: none drawn.
    void setRobotPath(const std::vector<QVector3D>& points_W);
    /// Vertices of the drawn path (0: none; tests).
    int robotPathVertexCount() const { return pathVertices_; }
    const FootprintTrail& footprints() const { return footprints_; }

signals:
    /// A click (press and release without dragging) on the view.
    void clicked(const botlab::gui::SceneView::Pick& pick);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

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

    void updateCamera();
    /// Shows desired_ on the Qt 3D camera, kept clear of walls and the ground (Orbit, Follow).
    void applyView();
    /// Follow mode: looks at the robot from the follow offset, far enough to see all of it.
    void recentreFollow();
    void clearScene();
    /// The ground plane and the shadows' plane for the world (ViewLook).
    void lookGround(const sim::WorldModel& w);
    /// On terrain: moves the shadows' plane to the ground under the robot at p_W.
    void followTerrainWithShadows(const sim::Vec3& p_W);
    /// Low: one soft shadow per drawn link (ViewLook::addBlobShadow), and their placing at the
    /// latest link poses. High: each link's shape cast onto the floor
    /// (ViewLook::addProjectedShadow), following the link's transform; nothing to place.
    void addShadows();
    void placeShadows();
    /// The heading (rad about +Y) of a pose's +X axis.
    static double headingOf(const sim::Pose& X);
    /// The lit vertex-colour material; `translucent` blends by the vertex alpha (goal zones).
    Qt3DRender::QMaterial* vertexColorMaterial(Qt3DCore::QNode* parent, const QVector4D& tint,
                                               bool translucent = false);

    Qt3DCore::QEntity* sceneRoot_ = nullptr;
    std::unique_ptr<ViewLook> look_;  ///< Sky, ground, lights, shadows (surroundings.h).
    Qt3DRender::QMaterial* sharedMaterial_ = nullptr;
    Qt3DCore::QEntity* highlight_ = nullptr;
    std::vector<Qt3DCore::QEntity*> markers_;

    std::shared_ptr<const runner::LoadedModels> models_;
    std::vector<LinkEntity> links_;
    struct Shadow {
        int link = 0;
        sim::Vec3 centre_L = sim::Vec3::Zero();  ///< Centre of the link's extent, link frame.
        float radius_x_m = 0, radius_z_m = 0;    ///< At the start heading.
        Qt3DCore::QTransform* transform = nullptr;
    };
    std::vector<Shadow> shadows_;
    double restYaw_ = 0;  ///< Robot heading when the shadows were made (rad).
    std::vector<BodyEntity> bodies_;
    std::unique_ptr<dressing::CandleSet> candles_;  ///< Flames and smoke (dressing/candles.h).
    std::vector<sim::Pose> linkPoses_;              ///< X_WL of the latest snapshot.
    DriveVisuals drives_;                           ///< The robot's chains, belts and tracks.
    SensorVisuals eyes_;                            ///< Lidar rays and camera cones.
    FootprintTrail footprints_;                     ///< Prints on soft ground (footprints.h).
    Qt3DCore::QEntity* footprintEntity_ = nullptr;  ///< Their mesh (translucent, drawn late).
    /// Its one renderer, made once per scene; each redraw replaces its vertex data in place.
    Qt3DRender::QGeometryRenderer* footprintRenderer_ = nullptr;
    double footprintsDrawn_s_ = -1.0;  ///< Sim time of the mesh drawn.
    void makePathEntity();
    Qt3DCore::QEntity* pathEntity_ = nullptr;  ///< The robot's path (setRobotPath).
    Qt3DRender::QGeometryRenderer* pathRenderer_ = nullptr;
    int pathVertices_ = 0;
    bool footprintsChanged_ = false;
    /// Redraws the footprints' mesh at `time_s` (on change, at most 10 times a simulated second;
    /// once a second while they fade).
    void makeFootprintEntity();
    void drawFootprints(double time_s);
    /// The terrain's tiles (dressing::shadedTerrainTiles), each at up to kTerrainLevels
    /// levels of detail (every 1st, 2nd, 4th, 8th sample; Low quality only), one shown.
    static constexpr int kTerrainLevels = 4;
    struct TerrainPatch {
        QVector3D lo_W, hi_W;  ///< Its box (world, m).
        std::array<Qt3DCore::QEntity*, kTerrainLevels> levels{};
        int shown = 0;
    };
    std::vector<TerrainPatch> terrain_;
    double terrainCell_m_ = 0.1;
    void buildTerrain(const sim::Heightfield& hf, const std::array<std::uint8_t, 4>& rgba);
    /// Shows each tile at the level of detail for its distance from the camera.
    void updateTerrainDetail();

public:
    /// The terrain's level of detail (0: every sample, 1: every 2nd, ...) at `distance_m` from
    /// the eye for samples `cell_m` apart: the coarsest whose cells are at most 1/20 of the
    /// distance across.
    static int terrainLevelAt(double distance_m, double cell_m);
    /// How many terrain tiles show each level of detail now (index = level).
    std::array<int, kTerrainLevels> terrainLevelsShown() const;

private:
    /// Per lidar, the scan its rays show (serial, time).
    std::vector<std::pair<std::uint64_t, double>> lidarSerials_;
    CameraMode mode_ = CameraMode::Orbit;
    QVector3D followOffset_;
    sim::Vec3 onBoardEye_B_ = sim::Vec3(0.02, 0.07, 0.0);
    sim::Vec3 onBoardTarget_B_ = sim::Vec3(0.6, -0.08, 0.0);
    QVector3D lastFollowCentre_;
    QPoint pressPos_;
    // The camera (camera_rig.h): what the user asked for, the smoothing of the wall constraint,
    // and the mouse drag in progress (right: orbit, left: move).
    camera::View desired_;
    camera::SpringArm arm_;
    QElapsedTimer armClock_;
    QTimer* easeTimer_ = nullptr;
    Qt::MouseButton dragButton_ = Qt::NoButton;
    QPoint lastMouse_;
    std::vector<std::array<sim::Vec3, 2>> linkBounds_L_;  ///< Per link: visuals' box (lo, hi).

    /// Builds the other robots' entities and the tags under sceneRoot_ (setModels calls it).
    void buildOthers();
    /// Puts every tag above its robot and turns it to the camera.
    void placeLabels();
    struct OtherEntity {
        Qt3DCore::QEntity* root = nullptr;  ///< Under sceneRoot_; holds the link entities.
        std::vector<Qt3DCore::QTransform*> links;
        std::vector<sim::Pose> poses;  ///< X_WL as drawn.
        double top_m = 0.1;            ///< Height of its highest point above its main link.
    };
    std::vector<OtherRobot> otherSpecs_;
    std::vector<OtherEntity> others_;
    std::vector<RobotLabel> labelSpecs_;
    RobotLabels labels_;
    double ownTop_m_ = 0.1;  ///< Robot 0's highest point above its main link at the start.
};

}  // namespace botlab::gui
