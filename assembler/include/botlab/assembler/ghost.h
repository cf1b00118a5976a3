// SPDX-License-Identifier: GPL-3.0-or-later
// The ghost of Build mode: the translucent part that follows the mouse while a part is dragged
// from the palette (or an existing part is moved). The build view calls GhostDrag::update or
// updateFromRay on every mouse move and draws what it returns: the snapped pose, the connector
// markers (the target highlighted), red where the ghost overlaps a part, and where a drop would
// put it (lifted along +Y to the first free place, seed 003). R / Shift+R and F are turn() and
// flip(). One update costs well under a millisecond on a 200-part robot
// (bench/assembler: ghost_update_ms_200_parts).
#pragma once

#include <QString>
#include <vector>

#include "botlab/assembler/assembly.h"
#include "botlab/assembler/document.h"
#include "botlab/core/result.h"

namespace botlab::assembler {

/// Settings of a ghost drag.
struct GhostOptions {
    PlaceOptions place;              ///< Snap radius, lift step, contact tolerance.
    double marker_radius_m = 0.032;  ///< Compatible connectors this near are shown as markers.
    int max_markers = 48;            ///< At most this many markers (nearest first).
    double floor_pitch_m = 0.008;    ///< On the floor, the ghost moves on this grid (kit pitch).
    double default_turn_deg = 90.0;  ///< Turn step about a connector that turns freely (step 0)
                                     ///< and about +Y when the ghost is not snapped.
};

/// What the build view draws for the ghost after one update.
struct GhostState {
    QString part_id;
    /// Where the ghost is drawn: snapped to a connector when one is near, not lifted (m, model
    /// frame).
    sim::Pose X_MP;
    bool snapped = false;
    int target_part = -1;       ///< Document index of the part snapped to, or -1.
    int target_connector = -1;  ///< Its connector index, or -1.
    int own_connector = -1;     ///< The ghost's connector that snapped, or -1.
    /// At X_MP the ghost overlaps parts it is not connected to: draw it red.
    bool overlaps = false;
    std::vector<int> overlapping_parts;  ///< Their document indices.
    /// Where a drop puts the part: X_MP, lifted along +Y by lift_steps grid units when it
    /// overlaps. can_drop is false when no free place was found within the lift limit (the drop
    /// is refused).
    sim::Pose X_MP_drop;
    int lift_steps = 0;
    bool can_drop = true;
    /// Compatible connectors near the ghost (world positions), nearest first; the one snapped
    /// to has target = true and is markers[target_marker].
    std::vector<SnapMarker> markers;
    int target_marker = -1;
};

/// One line for the status bar about a ghost, translated, naming parts by label or name:
/// "Snaps onto “left axle”.", "Overlaps “base plate”: dropped here it goes 2 steps up, clear of
/// it.", "No free place here: the part overlaps “battery”." or "" when there is nothing to say.
QString ghostStatusText(const GhostState& state, const RobotDocument& doc,
                        const parts_library::PartsLibrary& library);

/// One drag of one part. Keeps the orientation the user chose (turns and flips) between mouse
/// moves. Holds a reference to the assembler (which must outlive it); the document is passed to
/// each call, so edits between calls are seen (the assembler re-indexes on a new revision).
class GhostDrag {
public:
    /// Drags a new part `part_id` (moving_part = -1) or the document's part `moving_part`, which
    /// is then left out of snapping and collision tests. `rotation` is the starting orientation
    /// (for a moved part, its current one).
    GhostDrag(Assembler& assembler, const QString& part_id, int moving_part = -1,
              const sim::Quat& rotation = sim::Quat::Identity(), GhostOptions options = {});

    /// The ghost with its origin wanted at p_M (model frame, m) in the current orientation:
    /// snaps, tests overlaps, computes the drop pose and the markers. Fails for an unknown part
    /// id or a part without a mesh.
    Result<GhostState> update(const RobotDocument& doc, const Vec3& p_M);

    /// The ghost under the mouse: the ray (origin and direction in the model frame) is followed
    /// to the first part it meets or else to the floor (y = 0); the ghost is set on that surface
    /// (its bounding box touching it from outside) and then updated as above. On the floor,
    /// x and z are rounded to the kit pitch. Fails as update(), or when the ray meets neither a
    /// part nor the floor (the previous state is kept).
    Result<GhostState> updateFromRay(const RobotDocument& doc, const Vec3& origin_M,
                                     const Vec3& dir_M);

    /// R (steps = +1) / Shift+R (steps = -1): turns the ghost about the snapped connector's axis
    /// by that connector's rotation step (default_turn_deg if it turns freely), or about +Y by
    /// default_turn_deg when not snapped; then updates at the last wanted position.
    Result<GhostState> turn(const RobotDocument& doc, int steps);

    /// F: turns the ghost end over (half a turn about an axis across the snapped connector's
    /// axis, or about +X when not snapped), so it sits the other way round; then updates.
    Result<GhostState> flip(const RobotDocument& doc);

    /// The orientation the user chose (the ghost's rotation before snapping).
    const sim::Quat& rotation() const { return rotation_; }
    /// The last state computed (default before the first update).
    const GhostState& state() const { return state_; }
    const QString& partId() const { return part_id_; }
    int movingPart() const { return moving_part_; }

private:
    Assembler& asm_;
    QString part_id_;
    int moving_part_;
    sim::Quat rotation_;
    GhostOptions opt_;
    Vec3 last_p_M_ = Vec3::Zero();
    bool has_last_ = false;
    GhostState state_;
};

}  // namespace botlab::assembler
