// SPDX-License-Identifier: GPL-3.0-or-later
// The example Lua programs (examples/): where they are, which there are, and their translations.
#pragma once

#include <QString>
#include <QStringList>

namespace botlab::gui {

/// Absolute path of the folder holding the data Botlab reads from disk: examples/ (Lua programs,
/// index.json, zh_CN/) and docs/ (the user guide); empty if not found. Looked for, in order: the
/// source tree $BOTLAB_SOURCE_DIR (set by CTest), <prefix>/share/botlab for a program installed
/// as <prefix>/bin/botlab, and <build>/share/botlab for a program inside a build tree (found by
/// its CMakeCache.txt up to three folders above; CMake links that folder's examples/ and docs/ to
/// the source tree). No path of the build machine is compiled in. Parts, robots, scenes and
/// translations are not here: they are embedded as Qt resources.
QString dataDir();

/// dataDir() + "/examples", or empty when dataDir() is not found.
QString examplesDir();

/// Every example program as a path relative to examplesDir() ("line_follower.lua",
/// "legged/hexapod.lua"), sorted; the translated copies under zh_CN/ are not listed. Empty when
/// examplesDir() is not found.
QStringList examplePrograms();

/// The copy of the example at `path` (absolute, or relative to examplesDir()) whose comments are
/// in the UI language: examples/zh_CN/<same relative path> when `uiLanguage` is Chinese ("zh_CN",
/// "zh") and that file exists; otherwise (also for an empty `uiLanguage`) `path` as given. Paths
/// outside examplesDir() are returned as given.
QString localizedExample(const QString& path, const QString& uiLanguage);

}  // namespace botlab::gui
