// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing robot documents: versioned JSON (docs/formats/robot.md), atomic saves.
#pragma once

#include <QByteArray>
#include <QString>

#include "botlab/assembler/document.h"
#include "botlab/core/result.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::assembler {

/// The robot file format version this build writes and the newest it reads.
inline constexpr int kRobotFormatVersion = 1;
/// The farthest a part's position may be from the robot's model origin, in metres (a classroom
/// robot fits in a 1 m cube; docs/formats/robot.md).
inline constexpr double kMaxPartDistance_m = 10.0;
/// Most parts a robot file may place (`parts`); a longer list is refused before it is read (200
/// parts stacked on one another take about 1 s to load and compile, 500 about 6 s).
inline constexpr int kMaxRobotParts = 200;
/// Most custom parts a robot file may import (`custom_parts`).
inline constexpr int kMaxCustomParts = 32;

/// Serialises a document. Numbers are written so that reading them back gives the same doubles.
QByteArray robotToJson(const RobotDocument& doc);

/// Parses a document. `source` names the file in messages ("robot.json: parts[3].part: unknown
/// part 'bolt'"). Part ids are checked against `library` (custom parts listed in the file are
/// imported into `library` first; relative mesh paths are resolved against `base_dir`). On any
/// error nothing is returned and `library` is unchanged.
Result<RobotDocument> robotFromJson(const QByteArray& json, const QString& source,
                                    parts_library::PartsLibrary& library,
                                    const QString& base_dir = {});

/// Reads a robot file (a path, or a ":/" resource path), as robotFromJson.
Result<RobotDocument> loadRobotFile(const QString& path, parts_library::PartsLibrary& library);

/// Writes a robot file atomically (QSaveFile: a temporary file renamed over the target), so a
/// failed save never destroys the previous file. The error names the file.
Status saveRobotFile(const RobotDocument& doc, const QString& path);

}  // namespace botlab::assembler
