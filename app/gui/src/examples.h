// Where the example programs are.
#pragma once

#include <QString>

namespace botlab::gui {

/// Absolute path of the examples/ folder (Lua programs), or empty if not found.
QString examplesDir();

}  // namespace botlab::gui
