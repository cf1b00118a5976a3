// The example Lua programs (examples/): where they are, which there are, and their translations.
#pragma once

#include <QString>
#include <QStringList>

namespace botlab::gui {

/// Absolute path of the examples/ folder (Lua programs), or empty if not found. Looks in
/// $BOTLAB_SOURCE_DIR/examples, beside the build tree, in ../share/botlab/examples next to the
/// executable, and in the source tree the app was built from, in that order.
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
