// A stand-in for assembler::GhostDrag (botlab/assembler/ghost.h, being written on branch
// issue-12a) with the same calls, so Build mode works before that lands. When it does, this file
// goes and build_workspace.cpp uses assembler::GhostDrag / GhostState / SnapMarker directly.
#pragma once

#include <QString>
#include <vector>

#include "botlab/assembler/assembly.h"
#include "botlab/assembler/document.h"
#include "botlab/core/result.h"

namespace botlab::gui::ghost {

/// A connector a ghost can snap to (model frame).
struct SnapMarker {
    int part = -1;
    int connector = -1;
    sim::Vec3 p_M = sim::Vec3::Zero();
    bool target = false;
};

struct GhostState {
    QString part_id;
    sim::Pose X_MP;  ///< Where the ghost is drawn (snapped, not lifted).
    bool snapped = false;
    int target_part = -1;
    int target_connector = -1;
    bool overlaps = false;
    std::vector<int> overlapping_parts;
    sim::Pose X_MP_drop;  ///< Where a drop puts it (lifted when it overlaps).
    int lift_steps = 0;
    bool can_drop = true;
    std::vector<SnapMarker> markers;
    int target_marker = -1;
};

/// One drag of one part (see assembler::GhostDrag).
class GhostDrag {
public:
    GhostDrag(assembler::Assembler& assembler, const parts_library::PartsLibrary& library,
              const QString& part_id, int moving_part = -1,
              const sim::Quat& rotation = sim::Quat::Identity());

    /// The ghost under the mouse ray (model frame): on the first part met or on the floor.
    Result<GhostState> updateFromRay(const assembler::RobotDocument& doc, const sim::Vec3& origin_M,
                                     const sim::Vec3& dir_M);
    /// R / Shift+R.
    Result<GhostState> turn(const assembler::RobotDocument& doc, int steps);
    /// F.
    Result<GhostState> flip(const assembler::RobotDocument& doc);

    const sim::Quat& rotation() const { return rotation_; }
    const GhostState& state() const { return state_; }
    const QString& partId() const { return part_id_; }
    int movingPart() const { return moving_part_; }

private:
    Result<GhostState> update(const assembler::RobotDocument& doc);

    assembler::Assembler& asm_;
    const parts_library::PartsLibrary& lib_;
    QString part_id_;
    int moving_part_;
    sim::Quat rotation_;
    sim::Vec3 surface_p_ = sim::Vec3::Zero();
    sim::Vec3 surface_n_ = sim::Vec3::UnitY();
    bool on_floor_ = true;
    bool has_surface_ = false;
    GhostState state_;
};

}  // namespace botlab::gui::ghost
