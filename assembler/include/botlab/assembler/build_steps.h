// SPDX-License-Identifier: GPL-3.0-or-later
// The robot's parts list (bill of materials) and building steps, in the order the parts were
// added (document order), for printed build instructions (botlab::part_render exports them).
#pragma once

#include <QString>
#include <vector>

#include "botlab/assembler/document.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::assembler {

/// One line of the parts list.
struct BomLine {
    QString part_id;  ///< Library id ("beam_5").
    int count = 0;    ///< How many the robot uses (> 0).
};

/// The parts list: one line per part id, ordered by palette category (structure, axles and
/// pins, gears and wheels, motors, sensors, electronics, other) and then by first use in the
/// document. Parts with unknown ids are listed last. Counts add up to doc.parts.size().
std::vector<BomLine> billOfMaterials(const RobotDocument& doc,
                                     const parts_library::PartsLibrary& library);

/// One building step: the parts it adds (document indices, ascending and contiguous, so the
/// robot after step k is the document's first steps[k].parts.back() + 1 parts).
struct BuildStep {
    std::vector<int> parts;
};

/// Groups the document's parts into steps, in document order: each part other than an axle,
/// pin or screw starts a step, and the axles, pins and screws after it join that step (the
/// ones before any other part join the first step); up to four identical parts added one
/// after another (two motors, three line sensors) share a step. Every part is in exactly one
/// step. Empty for an empty document.
std::vector<BuildStep> buildSteps(const RobotDocument& doc,
                                  const parts_library::PartsLibrary& library);

}  // namespace botlab::assembler
