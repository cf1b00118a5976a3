// SPDX-License-Identifier: GPL-3.0-or-later
#include "project/project_controller.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include "shell/app_options.h"
#include "botlab/core/files.h"
#include "modes/program/devices_panel.h"
#include "project/examples.h"
#include "modes/program/program_editor.h"
#include "modes/program/program_workspace.h"
#include "view3d/scene_view.h"
#include "session/sim_session.h"

namespace botlab::gui {

namespace {
constexpr int kMaxRecent = 8;

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

namespace {

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

ProjectController::ProjectController(ProgramWorkspace* workspace, SimSession* session,
                                     QWidget* window)
    : QObject(window), ws_(workspace), session_(session), window_(window) {
    autosaveTimer_ = new QTimer(this);
    autosaveTimer_->setInterval(60'000);
    connect(autosaveTimer_, &QTimer::timeout, this, &ProjectController::autosave);
    autosaveTimer_->start();
    connect(ws_->editor(), &ProgramEditor::modificationChanged, this,
            &ProjectController::titleChanged);
}

void ProjectController::setMenus(QMenu* recent, QMenu* examples) {
    recentMenu_ = recent;
    examplesMenu_ = examples;
    rebuildRecentMenu();
    rebuildExamplesMenu();
}

QString ProjectController::autosavePath() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/autosave.botlab.json");
}

bool ProjectController::isModified() const {
    return ws_->editor()->isModified() || modelsModified_;
}

QString ProjectController::title() const {
    const QString name = path_.isEmpty() ? tr("Untitled") : QFileInfo(path_).fileName();
    return tr("%1[*] — %2 on %3 — Botlab")
        .arg(name, QFileInfo(robot_).baseName(), QFileInfo(scene_).baseName());
}

bool ProjectController::showModels(
    const Result<std::shared_ptr<const runner::LoadedModels>>& loaded) {
    if (!loaded.ok()) {
        reportError(QString::fromStdString(loaded.message()));
        return false;
    }
    models_ = loaded.value();
    for (const std::string& w : models_->warnings)
        ws_->appendConsole(tr("Warning: %1").arg(QString::fromStdString(w)));
    ws_->setModels(models_);
    session_->load(models_);
    ws_->devices()->setDevices({});
    return true;
}

bool ProjectController::openModels(const QString& robot, const QString& scene) {
    if (!showModels(runner::loadModels(robot, scene))) return false;
    robot_ = robot;
    scene_ = scene;
    sceneDoc_.reset();
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

bool ProjectController::openProgram(const QString& path) {
    // The example in the UI's language when there is one (examples/zh_CN/...).
    const QString file = localizedExample(path, qApp->property("uiLanguage").toString());
    const Result<QByteArray> source = core::readFile(file, core::FileKind::Program);
    if (!source) {
        reportError(QString::fromStdString(source.message()));
        return false;
    }
    ws_->editor()->setText(QString::fromUtf8(source.value()));
    programName_ = QFileInfo(path).fileName();
    ws_->editor()->setModified(false);
    emit titleChanged();
    return true;
}

bool ProjectController::openExample(const QString& program, const QString& robot,
                                    const QString& scene) {
    if (!openModels(robot, scene)) return false;
    if (!openProgram(QDir(examplesDir()).filePath(program))) return false;
    path_.clear();
    modelsModified_ = false;
    emit titleChanged();
    ws_->appendConsole(tr("Example: %1 with the %2 robot in the %3 scene. Press Run (Ctrl+R).")
                           .arg(program, robot, scene));
    return true;
}

void ProjectController::openDemo() {
    openModels(QStringLiteral("line_follower"), QStringLiteral("line_challenge"));
    const QString ex = examplesDir() + QStringLiteral("/line_follower.lua");
    if (!QFileInfo::exists(ex) || !openProgram(ex)) ws_->editor()->setText(defaultProgram());
    path_.clear();
    modelsModified_ = false;
    emit titleChanged();
    ws_->appendConsole(tr("Demo: the line follower on the line challenge. Press Run (Ctrl+R)."));
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
        if (!openSceneDocument(doc.value(), {})) return false;
        emit sceneDocumentOpened(doc.value());
    } else if (!openModels(p->robot, p->scene)) {
        return false;
    }
    ws_->editor()->setText(p->program);
    programName_ = p->program_name;
    path_ = QFileInfo(path).absoluteFilePath();
    modelsModified_ = false;
    addRecent(path_);
    emit titleChanged();
    return true;
}

void ProjectController::reportError(const QString& message) {
    lastError_ = message;
    ws_->appendConsole(message, true);
}

Project ProjectController::currentProject() const {
    Project p;
    p.robot = robot_;
    p.scene = scene_;
    p.program = ws_->editor()->text();
    p.program_name = programName_;
    if (sceneDoc_) p.scene_document = sceneDoc_->toJson();
    return p;
}

bool ProjectController::maybeSave() {
    if (!isModified()) return true;
    const auto answer = QMessageBox::warning(
        window_, tr("Unsaved changes"), tr("The project has unsaved changes. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void ProjectController::newProject() {
    if (!maybeSave()) return;
    path_.clear();
    programName_.clear();
    openModels(QStringLiteral("line_follower"), QStringLiteral("line_challenge"));
    ws_->editor()->setText(defaultProgram());
    modelsModified_ = false;
    emit titleChanged();
}

void ProjectController::openDialog() {
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(
        window_, tr("Open"), QString(),
        tr("Botlab files: projects, robots, scenes (*.json);;Lua programs (*.lua);;All files (*)"));
    if (path.isEmpty()) return;
    // Robot, scene and project files are told apart by their content ("format").
    const QString format = botlabFileFormat(path);
    if (path.endsWith(QLatin1String(".lua")))
        openProgram(path);
    else if (format == QLatin1String("botlab-scene"))
        emit sceneFileChosen(path);
    else if (format == QLatin1String("botlab-robot")) {
        if (openModels(path, scene_)) {
            modelsModified_ = true;
            emit titleChanged();
        }
    } else
        openProject(path);
}

bool ProjectController::save() {
    if (path_.isEmpty()) return saveAs();
    return saveTo(path_);
}

bool ProjectController::saveAs() {
    QString path = QFileDialog::getSaveFileName(
        window_, tr("Save Project"), path_.isEmpty() ? tr("my_robot.botlab.json") : path_,
        tr("Botlab projects (*.botlab.json)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(QLatin1String(".json"))) path += QStringLiteral(".botlab.json");
    return saveTo(path);
}

void ProjectController::setRobotName(const QString& robot) {
    robot_ = robot;
    emit titleChanged();
}

bool ProjectController::saveTo(const QString& path) {
    emit aboutToSave();
    const Status st = saveProject(currentProject(), path);
    if (!st.ok()) {
        ws_->appendConsole(QString::fromStdString(st.message()), true);
        QMessageBox::warning(window_, tr("Save failed"), QString::fromStdString(st.message()));
        return false;
    }
    path_ = QFileInfo(path).absoluteFilePath();
    ws_->editor()->setModified(false);
    modelsModified_ = false;
    addRecent(path_);
    emit titleChanged();
    emit statusMessage(tr("Saved %1").arg(path_));
    return true;
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
        QAction* a = examplesMenu_->addAction(tr("%1 (%2 on %3)").arg(e.program, e.robot, e.scene),
                                              this, [this, e] {
                                                  if (maybeSave())
                                                      openExample(e.program, e.robot, e.scene);
                                              });
        a->setObjectName(QStringLiteral("example:") + e.program);
    }
    // Programs not in the index open into the editor alone.
    QStringList others;
    for (const QString& rel : examplePrograms())
        if (!indexed.contains(rel)) others << rel;
    others.sort();
    for (const QString& rel : others)
        examplesMenu_->addAction(rel, this, [this, dir, rel] {
            if (!ws_->editor()->isModified() || maybeSave()) openProgram(QDir(dir).filePath(rel));
        });
    examplesMenu_->addSeparator();
    QMenu* robots = examplesMenu_->addMenu(tr("&Robots"));
    for (const QString& r : runner::builtinRobotNames())
        connect(robots->addAction(r), &QAction::triggered, this, [this, r] {
            if (openModels(r, scene_)) {
                modelsModified_ = true;
                emit titleChanged();
            }
        });
    QMenu* scenes = examplesMenu_->addMenu(tr("&Scenes"));
    for (const QString& s : runner::builtinSceneNames())
        connect(scenes->addAction(s), &QAction::triggered, this, [this, s] {
            if (openModels(robot_, s)) {
                modelsModified_ = true;
                emit titleChanged();
            }
        });
}

void ProjectController::autosave() {
    if (!isModified()) return;
    if (!saveProject(currentProject(), autosavePath()).ok()) return;
    QSettings().setValue(QStringLiteral("autosaveOf"), path_);
}

void ProjectController::offerRecovery() {
    const QString path = autosavePath();
    if (!QFileInfo::exists(path)) return;
    const auto answer = QMessageBox::question(
        window_, tr("Recover work"),
        tr("Botlab did not close properly last time. Recover the autosaved project?"),
        QMessageBox::Yes | QMessageBox::No);
    if (answer == QMessageBox::Yes) {
        auto p = loadProject(path);
        if (p.ok() && openModels(p->robot, p->scene)) {
            ws_->editor()->setText(p->program);
            ws_->editor()->setModified(true);
            path_ = QSettings().value(QStringLiteral("autosaveOf")).toString();
            emit titleChanged();
        }
    }
    QFile::remove(path);
}

}  // namespace botlab::gui
