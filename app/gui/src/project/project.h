// SPDX-License-Identifier: GPL-3.0-or-later
// A Botlab project: a robot, a scene and a Lua program, saved as one JSON file
// (docs/formats/project.md). Saves are atomic (QSaveFile).
#pragma once

#include <QJsonObject>
#include <QString>

#include "botlab/core/result.h"
#include "project/opponents.h"

namespace botlab::gui {

struct Project {
    static constexpr int kFormatVersion = 1;
    QString robot = QStringLiteral("line_follower");   ///< Built-in name or file path.
    QString scene = QStringLiteral("line_challenge");  ///< Built-in name or file path.
    QString program;                                   ///< Lua source text.
    QString program_name;  ///< File name the program came from (display only), may be empty.
    /// The program's blocks with their layout when it is edited as blocks (Blockly workspace
    /// JSON, the optional "program_blocks" key); empty for a Lua program. `program` holds the Lua
    /// generated from them.
    QJsonObject program_blocks;
    /// A scene saved inside the project (the "scene" key holds the scene object itself): a scene
    /// drawn in the Scene mode and never saved to a file of its own. Empty = `scene` names it.
    QJsonObject scene_document;
    /// The other robots of an arena run, in the order they take the scene's starts after the
    /// student's robot (the optional "opponents" key; docs/formats/project.md).
    std::vector<Opponent> opponents;
};

/// The "format" value of the JSON file at `path` ("botlab-project", "botlab-robot",
/// "botlab-scene", "botlab.assignment", see docs/formats/), or empty when the file cannot be read
/// or is not a JSON object with a string "format".
QString botlabFileFormat(const QString& path);

/// Reads a project file. Relative robot/scene paths are resolved against the file's folder.
/// Errors name the file and the JSON key.
Result<Project> loadProject(const QString& path);
/// Writes atomically (QSaveFile): `path` is replaced only once the whole new content is written;
/// when the save fails part-way (disk full, file size limit) or the process dies during it, the
/// file at `path` keeps its old bytes. Relative paths are written relative to the file's folder
/// when possible. Errors name the file and the reason.
Status saveProject(const Project& project, const QString& path);

}  // namespace botlab::gui
