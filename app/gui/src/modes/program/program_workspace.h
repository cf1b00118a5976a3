// SPDX-License-Identifier: GPL-3.0-or-later
// ProgramWorkspace: the Program and Simulate modes. The 3D view with the console under it, and
// beside them the Lua editor (Program) or the Devices panel with its plot (Simulate).
#pragma once

#include <memory>

#include "botlab/runner/models.h"
#include "botlab/runner/snapshot.h"
#include "modes/workspace.h"
#include "view3d/robot_labels.h"

class QLabel;
class QPlainTextEdit;
class QSplitter;
class QTabWidget;

namespace botlab::gui {

class BlocksPanel;
class DebugPanel;
class DevicesPanel;
class ProgramEditor;
class RunControls;
class SceneView;
class TaskBar;
class TimeSlider;

class ProgramWorkspace : public Workspace {
    Q_OBJECT
public:
    explicit ProgramWorkspace(QWidget* parent = nullptr);

    /// Program: the editor beside the view; Simulate: the Devices panel.
    void activate(Mode mode) override;

    /// Shows `models` in the 3D view and the scene's task above it (shared, not null).
    void setModels(const std::shared_ptr<const runner::LoadedModels>& models);

    /// The run buttons whose state follows the snapshots (owned by the window; may be null).
    void setRunControls(RunControls* run) { run_ = run; }
    /// Moves the robots in the 3D view to the snapshot's poses (every frame while running).
    void applySnapshot(const runner::Snapshot& s);
    /// Shows a snapshot in the widgets that read it (10 Hz): the Devices panel, the task bar,
    /// the run controls, and a program error marked in the editor and said in the console.
    /// True when it showed a new program error (the window then shows the Program mode).
    bool show(const runner::Snapshot& s);
    /// Forgets the last error shown, so the same error is shown again (a new run or world).
    void clearShownError() { lastErrorShown_.clear(); }

    /// The robots of the run, robot 0 (the student's) first, by owner and colour: their tags
    /// in the 3D view, the legend over it and the Devices panel's list of robots. With fewer
    /// than two there are no tags, no legend and no list.
    void setRunRobots(const std::vector<RobotLabel>& robots);
    /// The legend over the 3D view ("■ Alice  ■ Bob"; hidden with one robot).
    QLabel* legend() const { return legend_; }

    SceneView* view() const { return view_; }
    TaskBar* taskBar() const { return taskBar_; }
    ProgramEditor* editor() const { return editor_; }
    /// The Program tab: the "Blocks | Lua" toggle over the editor or the Blocks view.
    BlocksPanel* blocks() const { return blocks_; }
    DevicesPanel* devices() const { return devices_; }
    /// The debugger's panel under the editor and the time slider under the view.
    DebugPanel* debugPanel() const { return debug_; }
    TimeSlider* timeSlider() const { return timeSlider_; }
    /// Gives the Debug panel room under the editor: the height the user last dragged it to
    /// (QSettings "program/debugPanelHeight_px"), else 40 % of the Program tab. Does nothing when
    /// it is open already. The panel starts compact (its tab strip only: the editor gets the
    /// height) and opens by itself when the program pauses or a tab of it is clicked.
    void openDebugPanel();
    /// Whether the Debug panel shows more than its compact strip.
    bool debugPanelOpen() const;
    QPlainTextEdit* console() const { return console_; }

    /// Appends a line to the console (red when `error`).
    void appendConsole(const QString& line, bool error = false);
    QString consoleText() const;

private:
    bool eventFilter(QObject* watched, QEvent* event) override;

    SceneView* view_ = nullptr;
    TaskBar* taskBar_ = nullptr;
    ProgramEditor* editor_ = nullptr;
    BlocksPanel* blocks_ = nullptr;
    DevicesPanel* devices_ = nullptr;
    QPlainTextEdit* console_ = nullptr;
    DebugPanel* debug_ = nullptr;
    TimeSlider* timeSlider_ = nullptr;
    QSplitter* programPane_ = nullptr;  ///< The editor over the Debug panel.
    QLabel* legend_ = nullptr;
    QTabWidget* sideTabs_ = nullptr;
    RunControls* run_ = nullptr;
    QString lastErrorShown_;  ///< "line:message" of the program error last shown.
};

}  // namespace botlab::gui
