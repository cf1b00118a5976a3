// SPDX-License-Identifier: GPL-3.0-or-later
// ProjectController: the open project and the documents it holds: the program text, "the robot"
// (RobotFile: Build edits it, Simulate runs it, the Cockpit drives it) and the scene (SceneFile,
// edited in the Scene mode), with New, Open, Save, Save As, Open Recent, File > Examples,
// autosave and recovery after a crash. It loads robots and scenes through the one loading path
// (runner::loadModels). It includes no mode, view, session or shell: the window wires its signals
// (modelsChanged, programLoaded, console, message) to the simulation, the views and the editor.
#pragma once

#include <QObject>
#include <QString>
#include <memory>
#include <optional>

#include "botlab/runner/models.h"
#include "botlab/scenes/scene_document.h"
#include "project/project.h"

class QMenu;
class QWidget;

namespace botlab::gui {

class DocumentFile;
class RobotFile;
class SceneFile;

class ProjectController : public QObject {
    Q_OBJECT
public:
    /// `window` is the parent of the dialogs and prompts (and of this object).
    explicit ProjectController(QWidget* window);
    ~ProjectController() override;

    /// Builds File > Open Recent and File > Examples into these menus.
    void setMenus(QMenu* recent, QMenu* examples);

    // The documents.
    /// "The robot": the one document Build edits and Simulate runs (never null).
    RobotFile* robotFile() const { return robotFile_; }
    /// The scene the Scene mode edits (never null).
    SceneFile* sceneFile() const { return sceneFile_; }
    /// The project file: the program and the names of the robot and scene (never null).
    DocumentFile* projectFile() const { return file_; }
    /// The program's Lua text (the editor shows it).
    QString programText() const { return programText_; }
    /// An edit of the program (from the editor): the project is modified unless the text is the
    /// saved one again.
    void setProgramText(const QString& text);
    /// The program's current text counts as unmodified (the editor's save point was set).
    void markProgramUnmodified();
    /// The program's blocks (Blockly workspace JSON) as edited in the Blocks view; empty when
    /// the program is edited as Lua. Saved with the project ("program_blocks").
    void setProgramBlocks(const QString& workspace_json);
    /// Saves the program alone in a file chosen in a dialog: a .blocks file (docs/formats/
    /// blocks.md) when it has blocks, else a .lua file. False when cancelled or failed.
    bool saveProgramAs();
    /// Replaces the program (unmodified; programLoaded()). `name` is its file name (display).
    void loadProgram(const QString& text, const QString& name = {});

    /// Opens a robot and a scene (built-in names or files); the robot, when it can be built
    /// from parts, becomes the robot Build edits. Asks nothing. Returns false and reports the
    /// error (console(), message()) when loading fails (the current world stays).
    bool openModels(const QString& robot, const QString& scene);
    /// Opens `scene` (built-in name or file) with the current robot (the one being built, as
    /// it is, when that is what runs). Asks nothing; false and the error reported on failure.
    bool openScene(const QString& scene);
    /// Uses a scene document from memory (the Scene mode's "Try it") with the current robot.
    /// `file` is the scene's file when the document is saved there unchanged (the project then
    /// names the file); otherwise the project keeps the scene inside itself. False and the error
    /// reported when it does not load.
    bool openSceneDocument(const scenes::SceneDocument& scene, const QString& file);
    /// Opens a robot document held in memory in the current scene, so that Simulate runs it.
    /// `robot` names it in the project (its file, or its name when unsaved).
    bool openRobotDocument(const assembler::RobotDocument& doc,
                           const parts_library::PartsLibrary& library, const QString& robot);
    /// Simulate runs the robot being built: when the robot changed since it was last handed to
    /// the simulation, compiles it (from memory when modified) and loads it.
    void takeBuiltRobot();
    // The opponents of an arena run (project/opponents.h): robot 0 is the student's robot, the
    // opponents follow in this order, each on the scene's next free start.
    const std::vector<Opponent>& opponents() const { return opponents_; }
    /// Adds an opponent at the end (the project is modified; opponentsChanged()).
    void addOpponent(const Opponent& opponent);
    /// Reads the program at `program_path` (the example in the UI's language when there is one)
    /// and adds the opponent; a file that cannot be read is reported and false.
    bool addOpponent(const QString& robot, const QString& program_path, const QString& owner,
                     const QColor& colour);
    /// Removes the `index`-th opponent (ignored when out of range).
    void removeOpponent(int index);
    /// Replaces the list (a project opened, New); modifies nothing by itself.
    void setOpponents(std::vector<Opponent> opponents);
    /// The colours taken: the student's robot's (the palette's first) and every opponent's.
    std::vector<QColor> usedColours() const;

    /// Opens a project file (asks nothing). Errors are reported and return false.
    bool openProject(const QString& path);
    /// Loads a Lua file as the program (the Chinese version of an example when the UI is
    /// Chinese). Errors are reported and return false.
    bool openProgram(const QString& path);
    /// Opens an example program with its robot and scene (paths relative to examples/).
    bool openExample(const QString& program, const QString& robot, const QString& scene);
    /// Opens the line-follow demo.
    void openDemo();
    /// Opens a file chosen in File > Open (asks nothing): a Lua program, a robot, a scene
    /// (sceneFileChosen) or a project; an assignment is refused with an error.
    bool openFile(const QString& path);
    /// Saves to `path` atomically; returns false (and reports) on failure.
    bool saveTo(const QString& path);
    /// Asks once for each modified document (project, robot, scene): Save / Discard / Cancel.
    /// False when the person cancels (or a save fails): then nothing may be replaced.
    bool maybeSave();

    void newProject();
    void openDialog();
    bool save();
    bool saveAs();
    /// Offers to recover the autosaves a crash left (the project, the robot, the scene).
    void offerRecovery();
    /// A clean exit: removes the autosaves and stops listening to the documents.
    void shutdown();

    QString path() const;
    QString robot() const { return robot_; }
    QString scene() const { return scene_; }
    /// The loaded models, or null before the first successful openModels().
    const std::shared_ptr<const runner::LoadedModels>& models() const { return models_; }
    /// True when any document (program, robot, scene, the project's choice of them) has
    /// unsaved changes.
    bool isModified() const;
    /// The last error reported by an open (file, JSON path or item named).
    QString lastError() const { return lastError_; }
    /// The window title for the current project ("name[*] — robot on scene — Botlab").
    QString title() const;
    /// Path of the project's autosave file.
    static QString autosavePath();
    /// The program a new project starts with (in the UI's language).
    static QString defaultProgram();

signals:
    /// New models were loaded (not null): the view, the simulation and the task show them.
    void modelsChanged(const std::shared_ptr<const runner::LoadedModels>& models);
    /// The program was replaced (open, example, new, recovery): the editor shows `text`.
    void programLoaded(const QString& text);
    /// The program loaded (a .blocks file, a project saved from blocks) has blocks: the Blocks
    /// view shows `workspace_json` (Blockly JSON, with its layout). Emitted after programLoaded.
    void blocksProgramLoaded(const QString& workspace_json);
    /// A line for the console (red when `error`).
    void console(const QString& line, bool error);
    /// A message for a person: severity 0 info, 1 warning, 2 error; the text names the file and
    /// the JSON path or line.
    void message(int severity, const QString& text);
    /// File > Open chose a scene file (recognised by its content): the window opens it in the
    /// Scene mode.
    void sceneFileChosen(const QString& path);
    /// A project with a scene saved inside it was opened (the scene document holds it).
    void sceneDocumentOpened(const scenes::SceneDocument& scene);
    /// The title or the modified state changed.
    void titleChanged();
    /// A message for the status bar.
    void statusMessage(const QString& text);
    /// The opponents were added, removed or replaced: the simulation and the view follow.
    void opponentsChanged();

private:
    /// Hands loaded models on (modelsChanged, warnings to the console); a failed load is
    /// reported and false.
    bool showModels(const Result<std::shared_ptr<const runner::LoadedModels>>& loaded);
    /// Makes `robot` the robot Build edits, when it is built from parts (not a legged template).
    void adoptRobot(const QString& robot);
    /// The scene document (what the Scene mode edits) follows the scene the simulation runs,
    /// `scene_` (a built-in name or a file), so that no panel shows the previous one. Unless
    /// `asked` (the user was asked to save first), a scene with unsaved edits stays.
    void followScene(bool asked);
    /// Reports an error: console(), message() and lastError().
    void reportError(const QString& error);
    void updateModified();
    Project currentProject() const;
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void rebuildExamplesMenu();

    QWidget* window_;
    RobotFile* robotFile_ = nullptr;
    SceneFile* sceneFile_ = nullptr;
    DocumentFile* file_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* examplesMenu_ = nullptr;
    QString robot_ = QStringLiteral("line_follower");
    QString scene_ = QStringLiteral("line_challenge");
    QString programText_;
    QString savedProgram_;
    QString programName_;
    QString programBlocks_;       ///< Blockly JSON of the program's blocks, empty for Lua.
    QString savedProgramBlocks_;  ///< The same at the last save or load.
    bool modelsModified_ = false;
    QString builtRobotName_;  ///< The name the robot document runs under in the simulation.
    QString lastError_;
    /// The file an error happened in when the message itself does not name it (a project's
    /// robot or scene that does not load); empty otherwise.
    QString errorContext_;
    std::shared_ptr<const runner::LoadedModels> models_;
    /// The scene when it lives in the project (see openSceneDocument), else empty.
    std::optional<scenes::SceneDocument> sceneDoc_;
    std::vector<Opponent> opponents_;
};

}  // namespace botlab::gui
