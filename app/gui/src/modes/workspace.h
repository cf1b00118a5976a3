// SPDX-License-Identifier: GPL-3.0-or-later
// Workspace: what the main window shows for a mode. Each mode has its own workspace class in its
// own file (build_workspace, program_workspace for Program and Simulate, scene_workspace,
// cockpit_workspace); the window swaps them in a stacked widget.
#pragma once

#include <QWidget>

#include "modes/modes.h"

namespace botlab::gui {

/// The Edit menu's commands, offered to the current workspace first.
enum class EditCommand { Undo, Redo, Cut, Copy, Paste, SelectAll };

class Workspace : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;
    /// Called when the window switches to `mode` (one of the modes this workspace serves).
    virtual void activate(Mode mode) { (void)mode; }
    /// Handles an Edit menu command for this workspace's own document; false = not handled (the
    /// window then gives it to the program editor).
    virtual bool editCommand(EditCommand command) {
        (void)command;
        return false;
    }
};

}  // namespace botlab::gui
