// SPDX-License-Identifier: GPL-3.0-or-later
// RunControls: Run, Pause/Continue, Step, Stop and Reset, the speed setting and the run's state in
// the status bar, for the program in the ProgramWorkspace and the SimSession that runs it.
// Actions are enabled only when they mean something (no Continue before the first Run).
#pragma once

#include <QObject>

#include "botlab/runner/snapshot.h"

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QStatusBar;
class QToolBar;

namespace botlab::gui {

class ProgramWorkspace;
class SimSession;

/// What a run is doing, as the status bar says it.
enum class RunState {
    Ready,     ///< Nothing has run since the world was loaded or reset.
    Running,   ///< The program runs and the simulation advances.
    Paused,    ///< The user paused a run that is not over.
    Finished,  ///< The program reached its end.
    Stopped,   ///< The user stopped the program.
    Failed,    ///< The program failed or the physics did.
};

/// The run state a snapshot shows.
RunState runStateOf(const runner::Snapshot& s);

class RunControls : public QObject {
    Q_OBJECT
public:
    RunControls(SimSession* session, ProgramWorkspace* workspace, QWidget* window);

    /// Adds the run actions, the speed box (and `extra` widgets after them) to `bar`.
    void populateToolBar(QToolBar* bar);
    void populateMenu(QMenu* menu);
    /// Adds the state, time and real-time-factor labels to the status bar.
    void populateStatusBar(QStatusBar* bar);
    /// Enables the actions and updates the labels for the latest snapshot.
    void update(const runner::Snapshot& s);

    QAction* runAction() const { return run_; }
    QAction* pauseAction() const { return pause_; }
    QAction* stepAction() const { return step_; }
    QAction* stopAction() const { return stop_; }
    QAction* resetAction() const { return reset_; }
    /// The state label's text (for tests).
    QString stateText() const;

public slots:
    void run();
    void togglePause();
    void stepOnce();
    void stop();
    void reset();

private:
    SimSession* session_;
    ProgramWorkspace* ws_;
    QWidget* window_;
    QAction* run_ = nullptr;
    QAction* pause_ = nullptr;
    QAction* step_ = nullptr;
    QAction* stop_ = nullptr;
    QAction* reset_ = nullptr;
    QComboBox* speedBox_ = nullptr;
    QLabel* stateLabel_ = nullptr;
    QLabel* timeLabel_ = nullptr;
    QLabel* rtfLabel_ = nullptr;
    bool running_ = false;
};

}  // namespace botlab::gui
