// SPDX-License-Identifier: GPL-3.0-or-later
// Printable build instructions: the robot's parts list and its building steps (a picture per
// step with the new parts highlighted) as one self-contained HTML page, pictures embedded as
// data: URIs, so a student can print it or follow it at the real kit.
#pragma once

#include <QImage>
#include <QSize>
#include <QString>
#include <vector>

#include "botlab/assembler/document.h"
#include "botlab/core/result.h"
#include "botlab/part_render/render.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::part_render {

/// Picture sizes and view of the instructions.
struct InstructionOptions {
    QSize step_picture{480, 360};  ///< Each step's picture (pixels).
    QSize part_picture{64, 64};    ///< Each parts-list thumbnail (pixels).
    View view = View::ThreeQuarter;
};

/// One building step's picture and how it is seen.
struct StepPicture {
    QImage image;
    View view = View::ThreeQuarter;  ///< The camera it was drawn from.
    bool faded = false;  ///< The rest of the robot drawn semi-transparent over the new parts.
};

/// The picture of each step of assembler::buildSteps(doc, library) (same order): the robot so
/// far with the step's new parts highlighted, seen from options.view unless that hides one of
/// them (a caster or sensors under the plate); then from the view that shows them best (from
/// below, from behind), and with the rest of the robot faded when no view shows them.
std::vector<StepPicture> buildStepPictures(const parts_library::PartsLibrary& library,
                                           const assembler::RobotDocument& doc,
                                           const InstructionOptions& options = {});

/// The page as HTML text (UTF-8 when encoded), in the user's language: title, parts list
/// (thumbnail, name, id, count), then one section per step (assembler::buildSteps) with its
/// picture (the robot so far, the step's parts highlighted) and what it adds. No external
/// references: every picture is a data:image/png;base64 URI, the style sheet is inline.
QString buildInstructionsHtml(const parts_library::PartsLibrary& library,
                              const assembler::RobotDocument& doc,
                              const InstructionOptions& options = {});

/// Writes buildInstructionsHtml() to `path` atomically (QSaveFile: the old file stays whole if
/// writing fails). Fails, naming the file, when it cannot be written, or for a robot without
/// parts.
Status exportBuildInstructions(const parts_library::PartsLibrary& library,
                               const assembler::RobotDocument& doc, const QString& path,
                               const InstructionOptions& options = {});

}  // namespace botlab::part_render
