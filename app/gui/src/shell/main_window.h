// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: the window students live in. A mode bar (Build, Program, Scene, Simulate, Cockpit)
// over one workspace class per mode, the menus, the status bar and preferences. The open project
// lives in ProjectController, the run buttons in RunControls; the simulation runs in SimSession's
// worker thread and the window only draws its snapshots.
#pragma once

#include <QElapsedTimer>
#include <QMainWindow>

#include "botlab/runner/snapshot.h"
#include "modes/modes.h"
#include "session/sim_session.h"
#include "shell/app_options.h"

class QAction;
class QActionGroup;
class QTimer;
class QComboBox;
class QStackedWidget;

namespace botlab::gui {

class BuildWorkspace;
class CockpitWorkspace;
class DevicesPanel;
class GradeDialog;
class ProgramEditor;
class OpponentControls;
class ProgramWorkspace;
class ProjectController;
class RunControls;
class DebugControls;
class SceneView;
class SceneWorkspace;
class Workspace;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    using Mode = gui::Mode;

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Opens a robot and a scene (built-in names or files). Returns false and shows the error in
    /// the console when loading fails.
    bool openModels(const QString& robot, const QString& scene);
    /// Opens a project file (asks nothing). Errors go to the console and return false.
    bool openProject(const QString& path);
    /// Loads a Lua file into the editor.
    bool openProgram(const QString& path);
    /// Opens the line-follow demo.
    void openDemo();
    /// Applies the command-line options (open files, --run, --screenshot, --frames). What cannot
    /// be opened is said on stderr and in the console; an automated run (--screenshot,
    /// --frames) then returns false (the caller exits with status 2), an interactive one opens
    /// the defaults and returns true.
    bool applyOptions(const AppOptions& options, const QElapsedTimer& sinceStart);
    /// Saves to `path` atomically; returns false (and reports) on failure.
    bool saveTo(const QString& path);
    /// Opens a graded run's replay file (botlab-grade's runs/*.botlab-replay): its robot, its
    /// scene with the seed's variations, its program and seed, in the Program mode, and runs it.
    /// Errors go to the console and return false.
    bool openReplay(const QString& path);
    /// Opens a tournament match's replay (*.botlab-match): the home student's robot and program,
    /// the away student's as the opponent, the arena and the seed of the match; runs it.
    bool openMatchReplay(const QString& path);
    /// File > Grade a Class…: shows the (one, non-modal) grading dialog.
    GradeDialog* showGradeDialog();

    void setMode(Mode mode);
    Mode mode() const { return mode_; }

    // For tests.
    SceneView* sceneView() const;
    ProgramEditor* programEditor() const;
    DevicesPanel* devicesPanel() const;
    SimSession* session() const { return session_; }
    RunControls* runControls() const { return run_; }
    DebugControls* debugControls() const { return debug_; }
    OpponentControls* opponentControls() const { return opponents_; }
    BuildWorkspace* buildWorkspace() const { return buildWs_; }
    CockpitWorkspace* cockpitWorkspace() const { return cockpitWs_; }
    ProjectController* project() const { return project_; }
    QString consoleText() const;
    const runner::Snapshot& lastSnapshot() const { return last_; }
    QString currentProjectPath() const;
    /// Path of the autosave file.
    static QString autosavePath();

public slots:
    void runProgram();
    void togglePause();
    /// View > Frame the Robot: fits the robot in the current mode's 3D view.
    void frameRobot();
    void stepOnce();
    void stopProgram();
    void resetSimulation();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildMenus();
    void buildModeBar();
    void poll();
    void refreshWidgets();
    /// The run's other robots (the project's opponents) on `models`' scene: loads their robots,
    /// hands them to the simulation (before it is loaded), draws and labels them, and lists them
    /// in the Devices panel. Errors go to the console.
    void updateArena(const std::shared_ptr<const runner::LoadedModels>& models);
    void updateTitle();
    /// A size that fits the screen the window opens on (1280x720 at most; maximised on a screen
    /// of 1100x640 or less).
    void fitToScreen();
    /// Shows `text` in the status bar for `timeout_ms`, elided to the room the bar has for it.
    void showStatus(const QString& text, int timeout_ms);
    void showPreferences();
    void showAbout();
    /// Entering Build mode: says so when the robot that runs cannot be edited there.
    void showRunningRobotInBuild();
    /// Shows `text` (rich text or Markdown) in a non-modal window titled `title`.
    void showDocument(const QString& title, const QString& text, Qt::TextFormat format);

    SimSession* session_ = nullptr;
    ProgramWorkspace* programWs_ = nullptr;
    BuildWorkspace* buildWs_ = nullptr;
    SceneWorkspace* sceneWs_ = nullptr;
    CockpitWorkspace* cockpitWs_ = nullptr;
    QStackedWidget* pages_ = nullptr;
    RunControls* run_ = nullptr;
    DebugControls* debug_ = nullptr;
    OpponentControls* opponents_ = nullptr;
    ProjectController* project_ = nullptr;
    QComboBox* cameraBox_ = nullptr;
    QAction* frameAction_ = nullptr;  ///< View > Frame the Robot (Ctrl+0), also on the toolbar.
    QActionGroup* modeGroup_ = nullptr;

    Mode mode_ = Mode::Program;
    runner::Snapshot last_;
    QTimer* pollTimer_ = nullptr;    ///< Polls the session while its simulation runs.
    QTimer* widgetTimer_ = nullptr;  ///< Refreshes the widgets at 10 Hz.
    bool loadingProgram_ = false;    ///< The editor is being given the project's program.
    bool runWhenLoaded_ = false;     ///< --run: run the program when the simulation is loaded.
    GradeDialog* gradeDialog_ = nullptr;
    QString replayDir_;  ///< Where openReplay() writes the replay's scene file.
};

}  // namespace botlab::gui
