// SPDX-License-Identifier: GPL-3.0-or-later
// The parts palette of Build mode as data: the library's parts in the kit's categories, each
// with its name in the user's language and a tooltip, and a search by English or Chinese name
// or id. The app draws it (with thumbnails from botlab::part_render).
#pragma once

#include <QString>
#include <vector>

#include "botlab/parts_library/parts_library.h"

namespace botlab::parts_library {

/// The palette's categories, in the order shown.
enum class PaletteCategory {
    Structure,        ///< Beams, flat bars, plates, brackets ("structure").
    AxlesAndPins,     ///< Axles, pins and screws ("axle", "fastener").
    GearsAndWheels,   ///< Gears, wheels, the caster ("gear", "wheel").
    MotorsAndServos,  ///< Motors, servos and the fan ("motor", "servo", "actuator").
    Sensors,          ///< Every sensor ("sensor").
    Electronics,      ///< Controller and battery ("controller", "power", "electronics").
    Other,            ///< Anything else, e.g. imported custom parts.
};

/// All categories in display order (Other last).
std::vector<PaletteCategory> paletteCategories();
/// The category's title in the user's language ("Axles and pins").
QString paletteCategoryName(PaletteCategory category);
/// The palette category of a part, from its `category` field.
PaletteCategory paletteCategoryOf(const PartDefinition& part);

/// Outer size of a part's mesh along its own x, y, z axes (m); zero if the mesh cannot be read.
sim::Vec3 partSize_m(const PartsLibrary& library, const QString& part_id);

/// The tooltip text of a part, in the user's language, lines separated by '\n': its name, then
/// its size in mm (and holes, for parts with holes), its gear teeth, or what it plugs into
/// (motor port / sensor port, ports of the controller, the battery's voltage).
QString partTooltip(const PartsLibrary& library, const PartDefinition& part);

/// One part in the palette.
struct PaletteEntry {
    QString id;       ///< Part id ("beam_5").
    QString name;     ///< Display name in the user's language.
    QString tooltip;  ///< partTooltip().
    PaletteCategory category = PaletteCategory::Other;
};

/// One category with its parts.
struct PaletteGroup {
    PaletteCategory category = PaletteCategory::Other;
    QString title;  ///< paletteCategoryName().
    std::vector<PaletteEntry> entries;
};

/// The palette: non-empty categories in display order; within one, parts ordered by id with
/// numbers compared as numbers (beam_3, beam_5, ..., beam_11).
std::vector<PaletteGroup> paletteGroups(const PartsLibrary& library);

/// Parts whose id, English name, name in the user's language or Simplified Chinese name (when
/// the app's Chinese translation is available, ":/i18n/botlab_zh_CN.qm") contains every
/// whitespace-separated word of `text`, case-insensitively; in palette order. An empty text
/// gives every part.
std::vector<PaletteEntry> searchPalette(const PartsLibrary& library, const QString& text);

}  // namespace botlab::parts_library
