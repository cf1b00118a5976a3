// SPDX-License-Identifier: GPL-3.0-or-later
// SensorVisuals: what the robot's eyes see, drawn in the 3D view on request (View menu): a
// lidar's rays as lines from the sensor to each hit (every kRayStep-th degree of the scan), and a
// camera's view cone (its frustum: 4 edges from the lens to a short range, and the rectangle
// there). Both are children of the sensor's link entity, so they move with the robot; the rays
// are rewritten only when a new scan arrives. Off by default; the entities exist only while shown.
#pragma once

#include <functional>
#include <vector>

#include "botlab/sim/robot_model.h"
#include "botlab/sim/types.h"

namespace Qt3DCore {
class QBuffer;
class QEntity;
class QNode;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QGeometryRenderer;
class QMaterial;
}  // namespace Qt3DRender

namespace botlab::gui {

/// A camera or a lidar on the robot, as the 3D view needs it. Sensor frame S: +X where it looks,
/// +Y up; a lidar's angle a (deg) turns +X counter-clockwise seen from above (toward -Z, the
/// robot's left).
struct EyeSensor {
    enum class Kind { Camera, Lidar };
    Kind kind = Kind::Camera;
    int link = 0;    ///< The robot link it is fixed to.
    sim::Pose X_LS;  ///< Its pose in that link's frame.
    /// Camera: horizontal field of view (rad) and image width / height.
    double fov_h_rad = 1.0471975511965976;
    double aspect = 4.0 / 3.0;
};

/// The robot's cameras and lidars, in the order of its sensors (lidar i = the i-th lidar).
std::vector<EyeSensor> eyeSensorsOf(const sim::RobotModel& robot);

class SensorVisuals {
public:
    /// Lines drawn per lidar: at most kMaxRayLines, every k-th ray (360 rays: every 2nd).
    static constexpr int kMaxRayLines = 180;
    /// How far the camera's cone is drawn (m).
    static constexpr double kConeRange_m = 0.25;

    using MaterialFactory = std::function<Qt3DRender::QMaterial*(Qt3DCore::QNode* parent)>;

    /// The sensors and the link entities they hang on (by link index); drops what was shown.
    void setSensors(std::vector<EyeSensor> sensors, std::vector<Qt3DCore::QEntity*> linkEntities,
                    MaterialFactory material);
    /// Forgets everything (the entities belong to the link entities, deleted with them).
    void clear();

    void setLidarRaysShown(bool on);
    void setCameraConesShown(bool on);
    bool lidarRaysShown() const { return raysOn_; }
    bool cameraConesShown() const { return conesOn_; }

    /// A new scan of the `lidar`-th lidar (in setSensors' order among the lidars): distance (m) of
    /// ray i at 360 i / n degrees, +inf where nothing was hit. Rewrites its rays when shown.
    void setLidarScan(int lidar, const std::vector<float>& distance_m);

    /// The entities that exist now (tests: the toggles create and remove them).
    int rayEntityCount() const;
    int coneEntityCount() const;
    /// Lines in the `lidar`-th lidar's rays (0 when not shown).
    int rayLineCount(int lidar) const;
    int lidarCount() const;
    int cameraCount() const;

    /// The lines (pairs of points, sensor frame, m) for a scan / a camera cone.
    static std::vector<float> rayLines(const std::vector<float>& distance_m);
    static std::vector<float> coneLines(const EyeSensor& camera);

private:
    struct Shown {
        int sensor = 0;  ///< Index into sensors_.
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QBuffer* buffer = nullptr;
        Qt3DRender::QGeometryRenderer* renderer = nullptr;
        int lines = 0;
    };
    Shown makeLines(int sensor, const std::vector<float>& lines);
    void writeLines(Shown& shown, const std::vector<float>& lines);
    void rebuild();

    std::vector<EyeSensor> sensors_;
    std::vector<Qt3DCore::QEntity*> linkEntities_;
    MaterialFactory material_;
    std::vector<std::vector<float>> scans_;  ///< Per lidar, the latest scan.
    std::vector<Shown> rays_;                ///< Per lidar while shown.
    std::vector<Shown> cones_;               ///< Per camera while shown.
    bool raysOn_ = false;
    bool conesOn_ = false;
};

}  // namespace botlab::gui
