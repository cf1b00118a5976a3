// SPDX-License-Identifier: GPL-3.0-or-later
// DriveVisuals: the chains, belts and tracks of a robot (sim::RobotModel::loops) in the 3D view.
// Each loop is drawn as links (chain), a rubber band (belt) or tread plates with grousers
// (track) running around its wheels; the pieces move with the loop's travelled distance
// (runner::Snapshot::loop_travel_m), so a turning track looks like one.
#pragma once

#include <QVector2D>
#include <vector>

#include "botlab/assembler/document.h"
#include "botlab/parts_library/parts_library.h"
#include "botlab/sim/robot_model.h"

namespace Qt3DCore {
class QEntity;
class QTransform;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QMaterial;
}

namespace botlab::gui {

/// The closed path (m) a loop runs along, in the loop's plane: seen along its axis, the convex
/// hull of its wheels' circles grown by half the loop's thickness, counter-clockwise about the
/// axis (the way the loop moves for positive travel). Empty for a loop with fewer than 2 wheels.
/// `u_L`, `v_L` (out) are the plane's axes in the loop's link frame (u x v = axis).
std::vector<QVector2D> loopPath(const sim::DriveLoop& loop, sim::Vec3* u_L = nullptr,
                                sim::Vec3* v_L = nullptr);

/// The chains, belts and tracks the assembler lays in a document (assembler::findDriveGroups),
/// as a model of one link at the model frame M (identity) whose loops DriveVisuals draws:
/// Build mode shows them before the robot is compiled.
sim::RobotModel documentLoops(const assembler::RobotDocument& doc,
                              const parts_library::PartsLibrary& library);

/// Length (m) of a closed path.
double pathLength(const std::vector<QVector2D>& path);

class DriveVisuals {
public:
    /// Makes the pieces of every loop of `robot` under `parent`, drawn with `material` (the
    /// view's vertex-colour material), posed for the links at `link_poses` (X_WL by link).
    /// Replaces what was built before. The entities belong to `parent`.
    void build(const sim::RobotModel& robot, Qt3DCore::QEntity* parent,
               Qt3DRender::QMaterial* material, const std::vector<sim::Pose>& link_poses);
    /// Forgets the entities (call when `parent` was deleted).
    void clear() { loops_.clear(); }
    /// Moves the pieces: the loops' links at `link_poses`, each loop run `travel_m` (one per
    /// loop; missing entries count as 0).
    void update(const std::vector<sim::Pose>& link_poses, const std::vector<double>& travel_m);
    /// Number of loops drawn.
    int count() const { return int(loops_.size()); }

private:
    struct Loop {
        int link = 0;
        std::vector<QVector2D> path;
        std::vector<double> cumulative;  ///< Arc length at each path vertex.
        double length = 0.0;
        double pitch = 0.008;  ///< Between pieces along the path.
        sim::Vec3 u_L, v_L, axis_L, origin_L;
        std::vector<Qt3DCore::QTransform*> pieces;
        double lastTravel = -1e300;
        sim::Pose lastPose;
        bool posed = false;
    };
    void place(Loop& loop, const sim::Pose& X_WL, double travel_m);
    std::vector<Loop> loops_;
};

}  // namespace botlab::gui
