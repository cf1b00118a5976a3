// SPDX-License-Identifier: GPL-3.0-or-later
// Software rendering of parts and robots to QImage: a z-buffered triangle rasteriser with flat
// shading and outlines, from the parts' meshes (PartsLibrary::mesh). Qt Gui only, no OpenGL, so
// it works everywhere (tests, servers, the palette before any 3D view exists). Thread-safe.
#pragma once

#include <QImage>
#include <QSize>
#include <QString>
#include <vector>

#include "botlab/assembler/document.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::part_render {

/// Where the (orthographic) camera looks from. Model frame: +X forward, +Y up, +Z right.
enum class View {
    ThreeQuarter,      ///< From front-right, above (the palette's and the instructions' view).
    Front,             ///< From +X, looking back at the robot's front.
    Side,              ///< From +Z, the robot's right side (forward is to the right).
    Top,               ///< From +Y, forward up in the picture.
    Below,             ///< From front-right, below: what hangs under the robot (casters, sensors).
    BackThreeQuarter,  ///< From back-left, above: the far side of ThreeQuarter.
};

/// A part alone, 3/4 view, filling `size` with a small margin, on a transparent background:
/// the palette thumbnail. Cached per (mesh, size, view), so asking again is cheap. A null image
/// for an unknown id, an unreadable mesh or an empty size.
QImage renderPart(const parts_library::PartsLibrary& library, const QString& part_id,
                  const QSize& size, View view = View::ThreeQuarter);

/// A robot (the first `part_count` parts of the document; all when negative), framed to fill
/// `size`, on a transparent background. When `highlighted` (document indices) is not empty,
/// those parts are drawn in their own colours with dark outlines and the others dimmed (pale):
/// a building step's picture. Parts with unknown ids are left out. Not cached. A null image for
/// an empty size; a transparent image when nothing is drawn. With `fade_others`, the highlighted
/// parts also show through the parts in front of them (the rest of the robot drawn as if
/// semi-transparent over them): a step whose new part no view shows.
QImage renderRobot(const parts_library::PartsLibrary& library, const assembler::RobotDocument& doc,
                   const QSize& size, const std::vector<int>& highlighted = {},
                   View view = View::ThreeQuarter, int part_count = -1, bool fade_others = false);

/// How much of one part a robot picture shows (pixels of the output size).
struct PartPixels {
    int visible = 0;  ///< Where the part is the nearest thing (an ID pass).
    int covered = 0;  ///< Its whole silhouette, hidden or not.
};

/// Per document part (the first `part_count`; all when negative), its pixels in
/// renderRobot(library, doc, size, {}, view, part_count) (same framing): zero for parts with
/// unknown ids and for an empty size.
std::vector<PartPixels> partPixels(const parts_library::PartsLibrary& library,
                                   const assembler::RobotDocument& doc, const QSize& size,
                                   View view = View::ThreeQuarter, int part_count = -1);

}  // namespace botlab::part_render
