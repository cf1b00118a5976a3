// SPDX-License-Identifier: GPL-3.0-or-later
// The five modes of the main window, in the order of the mode bar and of --mode's names.
#pragma once

namespace botlab::gui {

enum class Mode { Build, Program, Scene, Simulate, Cockpit };

}  // namespace botlab::gui
