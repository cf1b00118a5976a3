// SPDX-License-Identifier: GPL-3.0-or-later
// DebugControls: the debugger in the Program mode. The Debug menu and the debug bar's actions
// (Continue F5, Pause, Step over F10, Step into F11, Step out Shift+F11, Step back Shift+F10,
// Toggle breakpoint F9, Pause on error), the breakpoints in the editor's gutter, the Debug panel
// under the editor, the time slider under the 3D view, and the jumps in time from a click on the
// robot's path in the 3D view or on a printed line in the console. Talks to the SimSession only
// (the worker thread runs and rewinds the program; the GUI thread never waits for it).
#pragma once

#include <QObject>

#include "botlab/runner/snapshot.h"
#include "session/debug_state.h"

class QAction;
class QMenu;

namespace botlab::gui {

class BreakpointMargin;
class DebugPanel;
class ProgramWorkspace;
class SimSession;
class TimeSlider;

class DebugControls : public QObject {
    Q_OBJECT
public:
    /// Works on `workspace`'s editor, debug panel, time slider, 3D view and console.
    DebugControls(SimSession* session, ProgramWorkspace* workspace, QWidget* window);

    void populateMenu(QMenu* menu);
    /// Puts the stepping actions as icon buttons beside the time slider under the 3D view.
    void populateDebugBar();
    /// Shows the latest snapshot and the session's debug state (call at the widget refresh).
    void update(const runner::Snapshot& s);

    /// The instant (s) of the robot's path point nearest to the widget point `pos` of the 3D
    /// view, within `radius_px`; -1 when none is that close.
    double pathTimeAt(const QPoint& pos, int radius_px = 16) const;
    /// The time the console's `block`-th line (0-based) was printed at; -1 when it is not a
    /// printed line of this run.
    double printTimeOf(int block, int* event_in_tick = nullptr) const;

    BreakpointMargin* breakpoints() const { return margin_; }
    QAction* continueAction() const { return continue_; }
    QAction* pauseAction() const { return pause_; }
    QAction* stepOverAction() const { return stepOver_; }
    QAction* stepIntoAction() const { return stepInto_; }
    QAction* stepOutAction() const { return stepOut_; }
    QAction* stepBackAction() const { return stepBack_; }
    QAction* toggleBreakpointAction() const { return toggle_; }
    QAction* pauseOnErrorAction() const { return pauseOnError_; }

    /// The program now in the editor is known by `key` (its project file, or its robot and
    /// scene): shows the breakpoints kept for it (QSettings), and keeps its changes there.
    void setProgramKey(const QString& key);

    /// Asks for simulated time `time_s` (the time slider, a path or console click).
    void seek(double time_s);

private:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void command(DebugCommand c);

    SimSession* session_;
    ProgramWorkspace* ws_;
    BreakpointMargin* margin_ = nullptr;
    QAction* continue_ = nullptr;
    QAction* pause_ = nullptr;
    QAction* stepOver_ = nullptr;
    QAction* stepInto_ = nullptr;
    QAction* stepOut_ = nullptr;
    QAction* stepBack_ = nullptr;
    QAction* toggle_ = nullptr;
    QAction* pauseOnError_ = nullptr;
    RunTimeline timeline_;                     ///< As of the last update().
    std::size_t pathDrawn_ = std::size_t(-1);  ///< Path points drawn in the 3D view.
    int shownLine_ = 0;
    QString programKey_;  ///< Where the breakpoints are kept (empty: not kept).
};

}  // namespace botlab::gui
