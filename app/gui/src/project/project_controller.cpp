// SPDX-License-Identifier: GPL-3.0-or-later
#include "project/project_controller.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>

#include "botlab/blocks/blocks.h"
#include "botlab/core/files.h"
#include "botlab/runner/display_names.h"
#include "project/document_file.h"
#include "project/examples.h"
#include "project/robot_file.h"
#include "project/scene_file.h"

namespace botlab::gui {

namespace {
constexpr int kMaxRecent = 8;
constexpr int kAutosaveMs = 60'000;

/// An example program with the robot and scene it is written for (examples/index.json).
struct ExampleEntry {
    QString program;  ///< Relative to examples/.
    QString robot;
    QString scene;
};

QList<ExampleEntry> exampleIndex(const QString& dir) {
    QList<ExampleEntry> out;
    if (dir.isEmpty()) return out;
    const Result<QByteArray> index =
        core::readFile(QDir(dir).filePath(QStringLiteral("index.json")), core::FileKind::Settings);
    if (!index) return out;
    const QJsonArray a =
        QJsonDocument::fromJson(index.value()).object().value(QStringLiteral("examples")).toArray();
    for (const QJsonValue& v : a) {
        const QJsonObject o = v.toObject();
        out.push_back({o.value(QStringLiteral("program")).toString(),
                       o.value(QStringLiteral("robot")).toString(),
                       o.value(QStringLiteral("scene")).toString()});
    }
    return out;
}
}  // namespace

QString ProjectController::defaultProgram() {
    return tr(
        "-- My robot program\n"
        "-- Motors: motor.speed(port, percent). Sensors: line.read(port), distance.read(port).\n"
        "motor.speed(1, 50)\n"
        "motor.speed(2, 50)\n"
        "wait(2)\n"
        "motor.stopAll()\n");
}

ProjectController::ProjectController(QWidget* window) : QObject(window), window_(window) {
    robotFile_ = new RobotFile(this);
    sceneFile_ = new SceneFile(this);
    file_ = new DocumentFile(
        QStringLiteral("autosave.botlab.json"),
        {tr("Save Project"), tr("Botlab projects (*.botlab.json)"), QStringLiteral(".botlab.json"),
         tr("Unsaved changes"), tr("The project has unsaved changes. Save them?"),
         tr("Recover work"),
         tr("Botlab did not close properly last time. Recover the autosaved project?"),
         tr("Untitled")},
        this);
    file_->setSuggestedName(tr("my_robot.botlab.json"));
    file_->setWriter([this](const QString& path) { return saveProject(currentProject(), path); });
    file_->setBeforeSave([this] {
        // The robot saved in the project: a robot built here and not yet saved gets a file
        // first (Save As), and the project names that file.
        if (builtRobotName_.isEmpty() || robot_ != builtRobotName_) return true;
        if ((robotFile_->isModified() || robotFile_->source().isEmpty()) &&
            !robotFile_->file()->save())
            return false;
        const QString name =
            robotFile_->path().isEmpty() ? robotFile_->source() : robotFile_->path();
        if (name != robot_) {
            builtRobotName_ = robot_ = name;
            emit titleChanged();
        }
        return true;
    });
    file_->setRecoverer([this](const QString& autosave, const QString& of) -> Status {
        auto p = loadProject(autosave);
        if (!p.ok()) return p.error();
        if (!openModels(p->robot, p->scene)) return Error{lastError_.toStdString()};
        loadProgram(p->program, p->program_name);
        if (!p->program_blocks.isEmpty()) {
            programBlocks_ = savedProgramBlocks_ =
                QString::fromUtf8(QJsonDocument(p->program_blocks).toJson(QJsonDocument::Compact));
            emit blocksProgramLoaded(programBlocks_);
        }
        if (!p->program_blocks.isEmpty()) {
            programBlocks_ = savedProgramBlocks_ =
                QString::fromUtf8(QJsonDocument(p->program_blocks).toJson(QJsonDocument::Compact));
            emit blocksProgramLoaded(programBlocks_);
        }
        setOpponents(p->opponents);
        file_->setPath(of);
        // Recovered work is unsaved work.
        modelsModified_ = true;
        return {};
    });
    connect(file_, &DocumentFile::saved, this, [this](const QString& path) {
        savedProgram_ = programText_;
        savedProgramBlocks_ = programBlocks_;
        modelsModified_ = false;
        addRecent(path);
        emit statusMessage(tr("Saved %1").arg(path));
    });
    for (DocumentFile* f : {file_, robotFile_->file(), sceneFile_->file()}) {
        f->setDialogParent(window_);
        f->startAutosave(kAutosaveMs);
        connect(f, &DocumentFile::modifiedChanged, this, &ProjectController::titleChanged);
        connect(f, &DocumentFile::pathChanged, this, &ProjectController::titleChanged);
        connect(f, &DocumentFile::message, this, [this](int severity, const QString& text) {
            if (severity >= 2) emit console(text, true);
            emit message(severity, text);
        });
    }
}

ProjectController::~ProjectController() = default;

void ProjectController::shutdown() {
    // Nobody hears the documents any more: their last signals (an undo stack's cleanChanged
    // as it dies) reach no widget.
    for (QObject* o : std::initializer_list<QObject*>{robotFile_, sceneFile_, file_,
                                                      robotFile_->file(), sceneFile_->file()}) {
        o->disconnect();
    }
    disconnect();
    for (DocumentFile* f : {file_, robotFile_->file(), sceneFile_->file()}) {
        f->startAutosave(0);
        // A clean exit: the autosaves are no longer needed for recovery.
        f->removeAutosave();
    }
}

void ProjectController::setMenus(QMenu* recent, QMenu* examples) {
    recentMenu_ = recent;
    examplesMenu_ = examples;
    rebuildRecentMenu();
    rebuildExamplesMenu();
}

QString ProjectController::autosavePath() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("autosave.botlab.json"));
}

QString ProjectController::path() const {
    return file_->path();
}

void ProjectController::updateModified() {
    file_->setModified(modelsModified_ || programText_ != savedProgram_ ||
                       programBlocks_ != savedProgramBlocks_);
}

bool ProjectController::isModified() const {
    return file_->isModified() || robotFile_->isModified() || sceneFile_->isModified();
}

QString ProjectController::title() const {
    return tr("%1[*] — %2 on %3 — Botlab")
        .arg(file_->displayName(), runner::robotTitle(QFileInfo(robot_).baseName()),
             runner::sceneTitle(QFileInfo(scene_).baseName()));
}

void ProjectController::setProgramText(const QString& text) {
    if (text == programText_) return;
    programText_ = text;
    updateModified();
}

void ProjectController::markProgramUnmodified() {
    savedProgram_ = programText_;
    updateModified();
}

void ProjectController::setProgramBlocks(const QString& workspace_json) {
    if (workspace_json == programBlocks_) return;
    programBlocks_ = workspace_json;
    updateModified();
}

bool ProjectController::saveProgramAs() {
    const bool asBlocks = !programBlocks_.isEmpty();
    QString base = QFileInfo(programName_).completeBaseName();
    if (base.isEmpty()) base = tr("program");
    const QString path = QFileDialog::getSaveFileName(
        window_, tr("Save Program As"),
        base + (asBlocks ? QStringLiteral(".blocks") : QStringLiteral(".lua")),
        asBlocks ? tr("Block programs (*.blocks)") : tr("Lua programs (*.lua)"));
    if (path.isEmpty()) return false;
    QByteArray bytes = programText_.toUtf8();
    if (asBlocks) {
        const Result<std::string> doc = blocks::makeBlocksFile(programBlocks_.toStdString());
        if (!doc) {
            reportError(tr("%1: %2").arg(path, QString::fromStdString(doc.message())));
            return false;
        }
        bytes = QByteArray::fromStdString(doc.value());
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        reportError(tr("%1: could not be written (%2)").arg(path, f.errorString()));
        return false;
    }
    programName_ = QFileInfo(path).fileName();
    emit statusMessage(tr("Saved %1").arg(path));
    return true;
}

void ProjectController::loadProgram(const QString& text, const QString& name) {
    programText_ = savedProgram_ = text;
    programBlocks_ = savedProgramBlocks_ = QString();
    programName_ = name;
    emit programLoaded(text);
    updateModified();
}

bool ProjectController::showModels(
    const Result<std::shared_ptr<const runner::LoadedModels>>& loaded) {
    if (!loaded.ok()) {
        reportError(QString::fromStdString(loaded.message()));
        return false;
    }
    models_ = loaded.value();
    for (const std::string& w : models_->warnings) {
        const QString text = tr("Warning: %1").arg(QString::fromStdString(w));
        emit console(text, false);
        emit message(1, text);
    }
    emit modelsChanged(models_);
    return true;
}

void ProjectController::adoptRobot(const QString& robot) {
    if (runner::leggedRobotNames().contains(robot)) {
        // A ready-made legged robot is not built from parts: Build keeps its document.
        builtRobotName_.clear();
        return;
    }
    if (const Status st = robotFile_->open(robot); !st.ok()) {
        builtRobotName_.clear();
        emit message(1, QString::fromStdString(st.message()));
        return;
    }
    robotFile_->takeChanges();
    builtRobotName_ = robot;
}

bool ProjectController::openModels(const QString& robot, const QString& scene) {
    if (!showModels(runner::loadModels(robot, scene))) return false;
    const bool sameRobot =
        robot == builtRobotName_ && !robotFile_->isModified() && !robotFile_->changedSinceTaken();
    if (!sameRobot) adoptRobot(robot);
    robot_ = robot;
    const bool sceneChanged = scene != scene_ || sceneDoc_.has_value();
    scene_ = scene;
    sceneDoc_.reset();
    if (sceneChanged) followScene(false);
    emit titleChanged();
    return true;
}

void ProjectController::followScene(bool asked) {
    // Unsaved edits of the scene are never dropped unasked: the Scene mode keeps them.
    if (!asked && sceneFile_->isModified()) return;
    const QFileInfo file(scene_);
    const bool builtin = runner::builtinSceneNames().contains(scene_);
    if (!builtin && !file.isFile()) return;
    if (!builtin && file.absoluteFilePath() == sceneFile_->path()) return;  // shown already
    // It loaded for the simulation a moment ago; should it fail now, the Scene mode keeps its.
    if (const Status st = sceneFile_->open(scene_); !st.ok())
        emit console(QString::fromStdString(st.message()), true);
}

bool ProjectController::openScene(const QString& scene) {
    // The robot stays: the one being built when it is what runs.
    const bool built = !builtRobotName_.isEmpty() && robot_ == builtRobotName_;
    if (!showModels(
            built ? runner::loadModels(robotFile_->document(), robotFile_->library(), robot_, scene)
                  : runner::loadModels(robot_, scene)))
        return false;
    if (built) robotFile_->takeChanges();
    const bool sceneChanged = scene != scene_ || sceneDoc_.has_value();
    scene_ = scene;
    sceneDoc_.reset();
    if (sceneChanged) followScene(false);
    emit titleChanged();
    return true;
}

bool ProjectController::openSceneDocument(const scenes::SceneDocument& scene, const QString& file) {
    if (!showModels(runner::loadModels(robot_, scene, file.isEmpty() ? scene.name : file)))
        return false;
    scene_ = file.isEmpty() ? scene.name : file;
    if (file.isEmpty())
        sceneDoc_ = scene;
    else
        sceneDoc_.reset();
    modelsModified_ = true;
    updateModified();
    emit titleChanged();
    return true;
}

bool ProjectController::openRobotDocument(const assembler::RobotDocument& doc,
                                          const parts_library::PartsLibrary& library,
                                          const QString& robot) {
    if (!showModels(runner::loadModels(doc, library, robot, scene_))) return false;
    robot_ = robot;
    emit titleChanged();
    return true;
}

void ProjectController::takeBuiltRobot() {
    if (!robotFile_->changedSinceTaken()) return;
    robotFile_->takeChanges();
    const assembler::RobotDocument& doc = robotFile_->document();
    if (doc.parts.empty()) return;
    const QString name = !robotFile_->isModified() && !robotFile_->source().isEmpty()
                             ? robotFile_->source()
                         : !robotFile_->path().isEmpty() ? robotFile_->path()
                         : !doc.name.isEmpty()           ? doc.name
                                                         : tr("new robot");
    builtRobotName_ = name;
    openRobotDocument(doc, robotFile_->library(), name);
}

bool ProjectController::openProgram(const QString& path) {
    // The example in the UI's language when there is one (examples/zh_CN/...).
    const QString file = localizedExample(path, qApp->property("uiLanguage").toString());
    const Result<QByteArray> source = core::readFile(file, core::FileKind::Program);
    if (!source) {
        reportError(QString::fromStdString(source.message()));
        return false;
    }
    if (blocks::isBlocksFile(file.toStdString())) {
        // A block program: the Lua made from its blocks runs; the Blocks view shows the blocks.
        const Result<std::string> ws =
            blocks::workspaceFromBlocksFile(source.value().toStdString());
        const Result<blocks::GeneratedLua> lua =
            ws ? blocks::blocksToLua(ws.value()) : Result<blocks::GeneratedLua>(ws.error());
        if (!lua) {
            reportError(tr("%1: %2").arg(file, QString::fromStdString(lua.message())));
            return false;
        }
        loadProgram(QString::fromStdString(lua->text), QFileInfo(path).fileName());
        programBlocks_ = savedProgramBlocks_ = QString::fromStdString(ws.value());
        emit blocksProgramLoaded(programBlocks_);
    } else {
        loadProgram(QString::fromUtf8(source.value()), QFileInfo(path).fileName());
    }
    emit titleChanged();
    return true;
}

bool ProjectController::openExample(const QString& program, const QString& robot,
                                    const QString& scene) {
    if (!openModels(robot, scene)) return false;
    followScene(true);  // File > Examples asked about unsaved documents first
    if (!openProgram(QDir(examplesDir()).filePath(program))) return false;
    file_->setPath({});
    modelsModified_ = false;
    updateModified();
    emit titleChanged();
    emit console(tr("Example: %1 with the %2 robot in the %3 scene. Press Run (Ctrl+R).")
                     .arg(program, robot, scene),
                 false);
    return true;
}

void ProjectController::openDemo() {
    openModels(QStringLiteral("line_follower"), QStringLiteral("line_challenge"));
    followScene(true);  // the Demo menu asked about unsaved documents first
    const QString ex = examplesDir() + QStringLiteral("/line_follower.lua");
    if (!QFileInfo::exists(ex) || !openProgram(ex)) loadProgram(defaultProgram());
    file_->setPath({});
    modelsModified_ = false;
    updateModified();
    emit titleChanged();
    emit console(tr("Demo: the line follower on the line challenge. Press Run (Ctrl+R)."), false);
}

bool ProjectController::openProject(const QString& path) {
    auto p = loadProject(path);
    if (!p.ok()) {
        reportError(QString::fromStdString(p.message()));
        return false;
    }
    if (!p->scene_document.isEmpty()) {
        auto doc = scenes::SceneDocument::fromJson(
            p->scene_document, path + QStringLiteral(": scene"), QFileInfo(path).absolutePath());
        if (!doc.ok()) {
            reportError(QString::fromStdString(doc.message()));
            return false;
        }
        // The project's robot on the scene kept inside the project.
        const QString before = robot_;
        robot_ = p->robot;
        errorContext_ = path;
        const bool opened = openSceneDocument(doc.value(), {});
        errorContext_.clear();
        if (!opened) {
            robot_ = before;
            return false;
        }
        adoptRobot(p->robot);
        sceneFile_->setDocument(doc.value(), {});
        emit sceneDocumentOpened(doc.value());
    } else {
        // A robot or scene the project names that does not load: the message names the project.
        errorContext_ = path;
        const bool opened = openModels(p->robot, p->scene);
        errorContext_.clear();
        if (!opened) return false;
    }
    loadProgram(p->program, p->program_name);
    setOpponents(p->opponents);
    file_->setPath(path);
    modelsModified_ = false;
    updateModified();
    addRecent(file_->path());
    emit titleChanged();
    return true;
}

void ProjectController::reportError(const QString& error) {
    const QString text = errorContext_.isEmpty() ? error : tr("%1: %2").arg(errorContext_, error);
    lastError_ = text;
    emit console(text, true);
    emit message(2, text);
}

Project ProjectController::currentProject() const {
    Project p;
    p.robot = robot_;
    p.scene = scene_;
    p.program = programText_;
    p.program_name = programName_;
    if (!programBlocks_.isEmpty())
        p.program_blocks = QJsonDocument::fromJson(programBlocks_.toUtf8()).object();
    if (sceneDoc_) p.scene_document = sceneDoc_->toJson();
    p.opponents = opponents_;
    return p;
}

void ProjectController::addOpponent(const Opponent& opponent) {
    opponents_.push_back(opponent);
    modelsModified_ = true;
    updateModified();
    emit opponentsChanged();
}

bool ProjectController::addOpponent(const QString& robot, const QString& program_path,
                                    const QString& owner, const QColor& colour) {
    const QString file = localizedExample(program_path, qApp->property("uiLanguage").toString());
    const Result<QByteArray> source = core::readFile(file, core::FileKind::Program);
    if (!source) {
        reportError(QString::fromStdString(source.message()));
        return false;
    }
    Opponent o;
    o.robot = robot;
    o.program = QString::fromUtf8(source.value());
    o.program_name = QFileInfo(program_path).fileName();
    o.owner = owner;
    o.colour = colour;
    addOpponent(o);
    emit console(tr("%1 joins the run with %2 on the %3 robot.")
                     .arg(owner, o.program_name, runner::robotTitle(robot)),
                 false);
    return true;
}

void ProjectController::removeOpponent(int index) {
    if (index < 0 || index >= int(opponents_.size())) return;
    opponents_.erase(opponents_.begin() + index);
    modelsModified_ = true;
    updateModified();
    emit opponentsChanged();
}

void ProjectController::setOpponents(std::vector<Opponent> opponents) {
    if (opponents == opponents_) return;
    opponents_ = std::move(opponents);
    emit opponentsChanged();
}

std::vector<QColor> ProjectController::usedColours() const {
    std::vector<QColor> used{ownerPalette().front().colour};
    for (const Opponent& o : opponents_) used.push_back(o.colour);
    return used;
}

bool ProjectController::maybeSave() {
    // Once for each modified document; the project first (its save may save the robot).
    for (DocumentFile* f : {file_, robotFile_->file(), sceneFile_->file()})
        if (!f->maybeSave()) return false;
    return true;
}

void ProjectController::newProject() {
    if (!maybeSave()) return;
    file_->setPath({});
    openModels(QStringLiteral("line_follower"), QStringLiteral("line_challenge"));
    followScene(true);
    loadProgram(defaultProgram());
    setOpponents({});
    modelsModified_ = false;
    updateModified();
    emit titleChanged();
}

void ProjectController::openDialog() {
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(
        window_, tr("Open"), QString(),
        tr("Botlab files: projects, robots, scenes (*.json);;Lua programs (*.lua);;Block programs "
           "(*.blocks);;All files (*)"));
    if (path.isEmpty()) return;
    openFile(path);
}

bool ProjectController::openFile(const QString& path) {
    if (path.endsWith(QLatin1String(".lua")) || blocks::isBlocksFile(path.toStdString()))
        return openProgram(path);
    // Robot, scene and project files are told apart by their content ("format").
    const QString format = botlabFileFormat(path);
    if (format == QLatin1String("botlab.assignment") ||
        path.endsWith(QLatin1String(".assignment.json"))) {
        reportError(tr("%1: This is an assignment: use File > Grade a Class…").arg(path));
        return false;
    }
    if (format == QLatin1String("botlab-scene")) {
        emit sceneFileChosen(path);
        return true;
    }
    if (format == QLatin1String("botlab-robot")) {
        if (!openModels(path, scene_)) return false;
        modelsModified_ = true;
        updateModified();
        emit titleChanged();
        return true;
    }
    return openProject(path);
}

bool ProjectController::save() {
    return file_->save();
}

bool ProjectController::saveAs() {
    return file_->saveAs();
}

bool ProjectController::saveTo(const QString& path) {
    return file_->saveTo(path);
}

void ProjectController::addRecent(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent) recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    rebuildRecentMenu();
}

void ProjectController::rebuildRecentMenu() {
    if (!recentMenu_) return;
    recentMenu_->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& path : recent) {
        QAction* a = recentMenu_->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            if (maybeSave()) openProject(path);
        });
    }
    recentMenu_->setEnabled(!recent.isEmpty());
}

void ProjectController::rebuildExamplesMenu() {
    if (!examplesMenu_) return;
    examplesMenu_->clear();
    examplesMenu_->addAction(tr("Line-follow &Demo"), this, [this] {
        if (maybeSave()) openDemo();
    });
    examplesMenu_->addSeparator();
    // Every example program, opened with its robot and scene, ready to Run.
    const QString dir = examplesDir();
    QStringList indexed;
    for (const ExampleEntry& e : exampleIndex(dir)) {
        indexed << e.program;
        // Block programs (examples/blocks/*.blocks) are marked: they open in the Blocks view.
        const bool isBlocks = blocks::isBlocksFile(e.program.toStdString());
        QAction* a = examplesMenu_->addAction(
            (isBlocks ? tr("Blocks: %1 (%2 on %3)") : tr("%1 (%2 on %3)"))
                .arg(e.program, runner::robotTitle(e.robot), runner::sceneTitle(e.scene)),
            this, [this, e] {
                if (maybeSave()) openExample(e.program, e.robot, e.scene);
            });
        a->setObjectName(QStringLiteral("example:") + e.program);
    }
    // Programs not in the index open into the editor alone: only the program is replaced.
    QStringList others;
    for (const QString& rel : examplePrograms())
        if (!indexed.contains(rel)) others << rel;
    others.sort();
    for (const QString& rel : others)
        examplesMenu_->addAction(rel, this, [this, dir, rel] {
            if (file_->maybeSave()) openProgram(QDir(dir).filePath(rel));
        });
    examplesMenu_->addSeparator();
    QMenu* robots = examplesMenu_->addMenu(tr("&Robots"));
    for (const QString& r : runner::builtinRobotNames())
        connect(robots->addAction(runner::robotTitle(r)), &QAction::triggered, this, [this, r] {
            // Replaces the robot: ask for it first.
            if (!robotFile_->file()->maybeSave()) return;
            if (openModels(r, scene_)) {
                modelsModified_ = true;
                updateModified();
                emit titleChanged();
            }
        });
    QMenu* scenes = examplesMenu_->addMenu(tr("&Scenes"));
    for (const QString& s : runner::builtinSceneNames())
        connect(scenes->addAction(runner::sceneTitle(s)), &QAction::triggered, this, [this, s] {
            if (openScene(s)) {
                modelsModified_ = true;
                updateModified();
                emit titleChanged();
            }
        });
}

void ProjectController::offerRecovery() {
    file_->offerRecovery();
    robotFile_->file()->offerRecovery();
    sceneFile_->file()->offerRecovery();
}

}  // namespace botlab::gui
