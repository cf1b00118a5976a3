// SPDX-License-Identifier: GPL-3.0-or-later
// ProgramWorkspace: the Program and Simulate modes. The 3D view with the console under it, and
// beside them the Lua editor (Program) or the Devices panel with its plot (Simulate).
#pragma once

#include <memory>

#include "botlab/runner/models.h"
#include "modes/workspace.h"

class QPlainTextEdit;
class QTabWidget;

namespace botlab::gui {

class DevicesPanel;
class ProgramEditor;
class SceneView;
class TaskBar;

class ProgramWorkspace : public Workspace {
    Q_OBJECT
public:
    explicit ProgramWorkspace(QWidget* parent = nullptr);

    /// Program: the editor beside the view; Simulate: the Devices panel.
    void activate(Mode mode) override;

    /// Shows `models` in the 3D view and the scene's task above it (shared, not null).
    void setModels(const std::shared_ptr<const runner::LoadedModels>& models);

    SceneView* view() const { return view_; }
    TaskBar* taskBar() const { return taskBar_; }
    ProgramEditor* editor() const { return editor_; }
    DevicesPanel* devices() const { return devices_; }

    /// Appends a line to the console (red when `error`).
    void appendConsole(const QString& line, bool error = false);
    QString consoleText() const;

private:
    SceneView* view_ = nullptr;
    TaskBar* taskBar_ = nullptr;
    ProgramEditor* editor_ = nullptr;
    DevicesPanel* devices_ = nullptr;
    QPlainTextEdit* console_ = nullptr;
    QTabWidget* sideTabs_ = nullptr;
};

}  // namespace botlab::gui
