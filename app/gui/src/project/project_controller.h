// SPDX-License-Identifier: GPL-3.0-or-later
// ProjectController: the open project (robot, scene, program) and its files: New, Open, Save,
// Save As, Open Recent, File > Examples, autosave and recovery after a crash. It loads robots and
// scenes through the one loading path (runner::loadModels) and hands the models to the 3D view
// and the simulation session.
#pragma once

#include <QObject>
#include <QString>
#include <optional>

#include "botlab/scenes/scene_document.h"

#include "botlab/runner/models.h"
#include "project/project.h"

class QMenu;
class QTimer;

namespace botlab::gui {

class ProgramWorkspace;
class SimSession;

class ProjectController : public QObject {
    Q_OBJECT
public:
    ProjectController(ProgramWorkspace* workspace, SimSession* session, QWidget* window);

    /// Builds File > Open Recent and File > Examples into these menus.
    void setMenus(QMenu* recent, QMenu* examples);

    /// Opens a robot and a scene (built-in names or files). Returns false and shows the error in
    /// the console when loading fails (the current world stays).
    bool openModels(const QString& robot, const QString& scene);
    /// Uses a scene document from memory (the Scene mode's "Try it") with the current robot.
    /// `file` is the scene's file when the document is saved there unchanged (the project then
    /// names the file); otherwise the project keeps the scene inside itself. False and the error
    /// in the console when it does not load.
    bool openSceneDocument(const scenes::SceneDocument& scene, const QString& file);
    /// Opens a robot document held in memory (built in Build mode) in the current scene, so that
    /// Simulate runs it. `robot` names it in the project (its file, or its name when unsaved).
    /// Returns false and shows the error in the console when it does not compile.
    bool openRobotDocument(const assembler::RobotDocument& doc,
                           const parts_library::PartsLibrary& library, const QString& robot);
    /// Changes the robot the project names (its file, once a robot built in memory is saved)
    /// without reloading it.
    void setRobotName(const QString& robot);
    /// Opens a project file (asks nothing). Errors go to the console and return false.
    bool openProject(const QString& path);
    /// Loads a Lua file into the editor (the Chinese version of an example when the UI is
    /// Chinese). Errors go to the console and return false.
    bool openProgram(const QString& path);
    /// Opens an example program with its robot and scene (paths relative to examples/).
    bool openExample(const QString& program, const QString& robot, const QString& scene);
    /// Opens the line-follow demo.
    void openDemo();
    /// Saves to `path` atomically; returns false (and reports) on failure.
    bool saveTo(const QString& path);
    /// Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();

    void newProject();
    void openDialog();
    bool save();
    bool saveAs();
    /// Offers to recover the autosave a crash left (asks the user).
    void offerRecovery();

    QString path() const { return path_; }
    QString robot() const { return robot_; }
    QString scene() const { return scene_; }
    /// The loaded models, or null before the first successful openModels().
    const std::shared_ptr<const runner::LoadedModels>& models() const { return models_; }
    bool isModified() const;
    /// The last error shown in the console by an open (file, JSON path or item named).
    QString lastError() const { return lastError_; }
    /// The window title for the current project ("name[*] — robot on scene — Botlab").
    QString title() const;
    /// Path of the autosave file.
    static QString autosavePath();
    /// The program a new project starts with (in the UI's language).
    static QString defaultProgram();

signals:
    /// File > Open chose a scene file (recognised by its content): the window opens it in the
    /// Scene mode.
    void sceneFileChosen(const QString& path);
    /// A project with a scene saved inside it was opened.
    void sceneDocumentOpened(const scenes::SceneDocument& scene);
    /// The title or the modified state changed.
    void titleChanged();
    /// A save is about to write the project (the window saves a robot built in memory first,
    /// so that the project can name its file).
    void aboutToSave();
    /// A message for a person; also shown in the status bar when `transient`.
    void statusMessage(const QString& text);

private:
    /// Hands loaded models to the view, the task line and the simulation (warnings to the
    /// console); a failed load is reported (reportError) and false.
    bool showModels(const Result<std::shared_ptr<const runner::LoadedModels>>& loaded);
    /// Shows an error in the console and keeps it as lastError().
    void reportError(const QString& message);
    Project currentProject() const;
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void rebuildExamplesMenu();
    void autosave();

    ProgramWorkspace* ws_;
    SimSession* session_;
    QWidget* window_;
    QMenu* recentMenu_ = nullptr;
    QMenu* examplesMenu_ = nullptr;
    QTimer* autosaveTimer_ = nullptr;
    QString path_;  ///< Current project file; empty = untitled.
    QString robot_ = QStringLiteral("line_follower");
    QString scene_ = QStringLiteral("line_challenge");
    QString programName_;
    bool modelsModified_ = false;
    QString lastError_;
    std::shared_ptr<const runner::LoadedModels> models_;
    /// The scene when it lives in the project (see openSceneDocument), else empty.
    std::optional<scenes::SceneDocument> sceneDoc_;
};

}  // namespace botlab::gui
