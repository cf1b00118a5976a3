// SPDX-License-Identifier: GPL-3.0-or-later
// Placing parts together with what hangs off them (issue 23, item 2): the parts that hang off a
// part (a motor's axle and wheel, the sensors on a beam), turning such a group in place about the
// connector it sits on, a copy of a group beside the original, and the nearest place where a part
// that does not fit would fit. Nothing here changes the document; Build mode applies the results
// as one undo step.
#pragma once

#include <QString>
#include <optional>
#include <vector>

#include "botlab/assembler/assembly.h"
#include "botlab/assembler/connections.h"
#include "botlab/assembler/document.h"
#include "botlab/core/result.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::assembler {

/// The parts that hang off `part`: those that only `part` joins to the rest of the robot. Without
/// `part`, the connections split its neighbours into pieces; the piece with the controller (else
/// the biggest) is what the part hangs on, the others hang off it. A loose group (not joined to
/// the controller's piece while there is one) hangs off the part as a whole, and so does the
/// whole robot off its base (a part with more hanging off it than it hangs on: the chassis plate).
/// Returns `part` first, then the others ascending; just `part` when nothing hangs off it; empty
/// for a bad index.
std::vector<int> partsHangingOff(const RobotDocument& doc, const parts_library::PartsLibrary& lib,
                                 int part);

/// The turned poses of a group (turnWithAttached).
struct GroupTurn {
    std::vector<int> parts;        ///< The part first, then what hangs off it.
    std::vector<sim::Pose> X_MP;   ///< Their poses after the turn, in the same order.
    bool about_connector = false;  ///< Turned about the connector it sits on (else about +Y).
    int blocker = -1;              ///< A part outside the group the turned group would overlap.
    int blocked_member = -1;       ///< The group's part that would overlap it.
    bool ok() const { return blocker < 0; }
};

/// R / Shift+R (steps +1 / -1) or F (flip) on a placed part with everything hanging off it: the
/// group turns rigidly about the connector by which the part sits on the rest of the robot, by
/// that connector's rotation step (90 degrees if it turns freely), or half a turn across it for
/// a flip; about +Y (flip: +X) through the part's origin when it sits on nothing. So the part
/// stays on its connector (re-snapped). `blocker` names a part outside the group that the turned
/// group would overlap (OBB trees and separating axes) and did not overlap before; then nothing
/// should change. Fails for a bad index or an unknown part.
Result<GroupTurn> turnWithAttached(Assembler& assembler, const RobotDocument& doc, int part,
                                   int steps, bool flip);

/// A copy of a group of parts beside the original (copyGroupBeside).
struct GroupCopy {
    std::vector<PartInstance> parts;  ///< The copies (labels cleared), in the group's order.
    int anchor = -1;                  ///< The group's part whose copy joins the robot.
    int target_part = -1;             ///< The part the copy of the anchor snaps onto.
};

/// Where a copy of the group (document indices) goes beside it: moved by whole holes (8 mm, up to
/// 16 in each direction, nearest first, +Z, -Z, +X, -X, +Y, -Y) until a part of the group that
/// is joined to a part outside it (its anchor) snaps onto a compatible connector of a part outside
/// the group, turned as before, no copy overlaps anything and every piece of the copy (parts
/// joined among themselves) is joined to the robot (none hangs in the air). nullopt when there
/// is no such place (also when the group is joined to nothing outside it).
std::optional<GroupCopy> copyGroupBeside(Assembler& assembler, const RobotDocument& doc,
                                         const std::vector<int>& group);

/// A place where a part fits (nearestFit).
struct FitPlace {
    sim::Pose X_MP;
    int target_part = -1;
    int target_connector = -1;
};

/// The nearest place to X_MP_wanted where `part_id` fits: the document's connectors that some
/// connector of the part can snap to, nearest first, each tried with the part's connector brought
/// onto it (axes aligned, turned as wanted otherwise); the first snap that overlaps nothing
/// (without lifting) wins. `ignore_part` (the part being moved) is left out. Stops after
/// `budget_ms` of the thread's CPU time or 600 snaps tried (about 1-3 ms for a 17- to 40-part
/// robot). nullopt when none was found.
std::optional<FitPlace> nearestFit(Assembler& assembler, const RobotDocument& doc,
                                   const QString& part_id, const sim::Pose& X_MP_wanted,
                                   int ignore_part = -1, double budget_ms = 5.0);

/// Where a connector sits on its part, in words: "the front", "the back", "the left side",
/// "the right side", "the top", "the bottom" (translated), from the connector's offset from the
/// part's centre in the robot's frame (forward +X, up +Y, right +Z).
QString sideOfPart(const RobotDocument& doc, const parts_library::PartsLibrary& lib, int part,
                   int connector);

/// The message for a part that does not fit where it was dropped (or turned): "“battery box”
/// does not fit here: it hits “controller” — it fits on “base plate”, at the back." or,
/// without a fit, "... it hits “controller”, and there is no free place for it on the robot.".
/// `what` is the part's name as shown (quoted); `hit` the part in the way (-1: none known).
QString doesNotFitText(const RobotDocument& doc, const parts_library::PartsLibrary& lib,
                       const QString& what, int hit, const std::optional<FitPlace>& fit);

}  // namespace botlab::assembler
