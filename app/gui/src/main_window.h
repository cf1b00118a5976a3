// MainWindow: the window students live in. A mode bar (Build, Program, Scene, Simulate, Cockpit),
// the 3D view with run controls, the Lua editor, the console and the devices panel; project
// files, examples, autosave/recovery and preferences.
#pragma once

#include <QElapsedTimer>
#include <QMainWindow>
#include <QPointer>

#include "app_options.h"
#include "project.h"
#include "sim_session.h"

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QMenu;
class QPlainTextEdit;
class QStackedWidget;
class QTabWidget;
class QTimer;

namespace botlab::gui {

class DevicesPanel;
class ProgramEditor;
class SceneView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    enum class Mode { Build, Program, Scene, Simulate, Cockpit };

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
    /// Applies the command-line options (open files, --run, --screenshot, --frames).
    void applyOptions(const AppOptions& options, const QElapsedTimer& sinceStart);
    /// Saves to `path` atomically; returns false (and reports) on failure.
    bool saveTo(const QString& path);

    void setMode(Mode mode);
    Mode mode() const { return mode_; }

    // For tests.
    SceneView* sceneView() const { return view_; }
    ProgramEditor* programEditor() const { return editor_; }
    DevicesPanel* devicesPanel() const { return devices_; }
    SimSession* session() const { return session_; }
    QString consoleText() const;
    const Snapshot& lastSnapshot() const { return last_; }
    QString currentProjectPath() const { return path_; }
    /// Path of the autosave file.
    static QString autosavePath();

public slots:
    void runProgram();
    void togglePause();
    void stepOnce();
    void stopProgram();
    void resetSimulation();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void buildActions();
    void buildMenus();
    void buildModeBar();
    void buildWorkspace();
    void poll();
    void refreshWidgets();
    void updateTitle();
    void appendConsole(const QString& line, bool error = false);
    bool maybeSave();
    void newProject();
    void openDialog();
    bool save();
    bool saveAs();
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void rebuildExamplesMenu();
    void autosave();
    void offerRecovery();
    void showPreferences();
    void showAbout();
    /// Shows `text` (rich text or Markdown) in a non-modal window titled `title`.
    void showDocument(const QString& title, const QString& text, Qt::TextFormat format);
    Project currentProject() const;
    QWidget* comingSoonPage(const QString& title, const QString& text);

    SimSession* session_ = nullptr;
    SceneView* view_ = nullptr;
    ProgramEditor* editor_ = nullptr;
    DevicesPanel* devices_ = nullptr;
    QPlainTextEdit* console_ = nullptr;
    QStackedWidget* pages_ = nullptr;
    QWidget* workspace_ = nullptr;
    QTabWidget* sideTabs_ = nullptr;
    QComboBox* speedBox_ = nullptr;
    QComboBox* cameraBox_ = nullptr;
    QLabel* timeLabel_ = nullptr;
    QLabel* rtfLabel_ = nullptr;
    QLabel* stateLabel_ = nullptr;
    QTimer* widgetTimer_ = nullptr;
    QTimer* autosaveTimer_ = nullptr;

    QAction* newAct_ = nullptr;
    QAction* openAct_ = nullptr;
    QAction* saveAct_ = nullptr;
    QAction* saveAsAct_ = nullptr;
    QAction* prefsAct_ = nullptr;
    QAction* quitAct_ = nullptr;
    QAction* runAct_ = nullptr;
    QAction* pauseAct_ = nullptr;
    QAction* stepAct_ = nullptr;
    QAction* stopAct_ = nullptr;
    QAction* resetAct_ = nullptr;
    QActionGroup* modeGroup_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* examplesMenu_ = nullptr;

    Mode mode_ = Mode::Program;
    QString path_;   ///< Current project file; empty = untitled.
    QString robot_;  ///< Current robot (name or path).
    QString scene_;  ///< Current scene (name or path).
    QString programName_;
    bool modelsModified_ = false;
    Snapshot last_;
    QString lastErrorShown_;
    bool lastRunning_ = false;
};

}  // namespace botlab::gui
