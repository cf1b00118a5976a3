// SPDX-License-Identifier: GPL-3.0-or-later
// Workspace: what the main window shows for a mode. Each mode has its own workspace class in its
// own file (build_workspace, program_workspace for Program and Simulate, scene_workspace,
// cockpit_workspace); the window swaps them in a stacked widget. Every workspace has a message
// bar (modes/message_bar.h) at its top, hidden until showMessage().
#pragma once

#include <QWidget>

#include "modes/message_bar.h"
#include "modes/modes.h"

namespace botlab::gui {

/// The Edit menu's commands, offered to the current workspace first.
enum class EditCommand { Undo, Redo, Cut, Copy, Paste, SelectAll };

class Workspace : public QWidget {
    Q_OBJECT
public:
    explicit Workspace(QWidget* parent = nullptr)
        : QWidget(parent), messageBar_(new MessageBar(this)) {}
    /// Called when the window switches to `mode` (one of the modes this workspace serves).
    virtual void activate(Mode mode) { (void)mode; }
    /// Handles an Edit menu command for this workspace's own document; false = not handled (the
    /// window then gives it to the program editor).
    virtual bool editCommand(EditCommand command) {
        (void)command;
        return false;
    }

    /// The bar at the top of this workspace (each workspace places it first in its layout).
    MessageBar* messageBar() const { return messageBar_; }

public slots:
    /// Shows `text` in the message bar; `severity` is a MessageBar::Severity (0 info, 1 warning,
    /// 2 error), as ProjectController::message() sends it.
    void showMessage(int severity, const QString& text) {
        messageBar_->showMessage(severity, text);
    }
    /// Hides the message bar.
    void clearMessage() { messageBar_->clearMessage(); }

private:
    MessageBar* messageBar_;
};

}  // namespace botlab::gui
