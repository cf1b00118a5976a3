// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/main_window.h"

#include <Qsci/qsciscintilla.h>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWindow>
#include <algorithm>
#include <cstdio>
#include <optional>

#include "botlab/core/files.h"
#include "botlab/grade/match_job.h"
#include "botlab/grade/run_job.h"
#include "botlab/runner/models.h"
#include "botlab/scenes/scene_document.h"
#include "modes/build/build_view.h"
#include "modes/build/build_workspace.h"
#include "modes/cockpit/cockpit_workspace.h"
#include "modes/program/blocks_panel.h"
#include "modes/program/debug_controls.h"
#include "modes/program/devices_panel.h"
#include "modes/program/lua_api.h"
#include "modes/program/opponent_controls.h"
#include "modes/program/program_editor.h"
#include "modes/program/program_workspace.h"
#include "modes/program/run_controls.h"
#include "modes/program/task_bar.h"
#include "modes/scene/scene_workspace.h"
#include "project/examples.h"
#include "project/opponents.h"
#include "project/project_controller.h"
#include "shell/automation.h"
#include "shell/grade_dialog.h"
#include "view3d/scene_view.h"
#include "view3d/view_quality.h"

namespace botlab::gui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    session_ = new SimSession(this);
    // The project holds the documents (program, robot, scene); the workspaces show and edit them.
    project_ = new ProjectController(this);
    programWs_ = new ProgramWorkspace(this);
    buildWs_ = new BuildWorkspace(project_->robotFile(), this);
    sceneWs_ = new SceneWorkspace(project_->sceneFile(), this);
    cockpitWs_ = new CockpitWorkspace(this);
    pages_ = new QStackedWidget(this);
    for (Workspace* w :
         std::initializer_list<Workspace*>{programWs_, buildWs_, sceneWs_, cockpitWs_})
        pages_->addWidget(w);
    setCentralWidget(pages_);

    run_ = new RunControls(session_, programWs_, this);
    programWs_->setRunControls(run_);
    debug_ = new DebugControls(session_, programWs_, this);
    opponents_ = new OpponentControls(project_, this);
    // An opponent added or removed: the world is loaded again with every robot in it.
    connect(project_, &ProjectController::opponentsChanged, this, [this] {
        const auto& models = project_->models();
        if (!models) return;
        programWs_->clearShownError();
        updateArena(models);
        session_->load(models);
        devicesPanel()->setDevices({});
    });
    connect(project_, &ProjectController::titleChanged, this, &MainWindow::updateTitle);
    // The project's documents reach the simulation, the views and the editor through the shell.
    connect(project_, &ProjectController::modelsChanged, this,
            [this](const std::shared_ptr<const runner::LoadedModels>& models) {
                programWs_->clearShownError();
                programWs_->setModels(models);
                updateArena(models);
                session_->load(models);
                devicesPanel()->setDevices({});
            });
    connect(project_, &ProjectController::programLoaded, this, [this](const QString& text) {
        loadingProgram_ = true;
        programEditor()->setText(text);
        programEditor()->setModified(false);
        loadingProgram_ = false;
        // The breakpoints kept for this program (by project file, else robot and scene).
        debug_->setProgramKey(project_->path().isEmpty()
                                  ? project_->robot() + QLatin1Char('|') + project_->scene()
                                  : project_->path());
    });
    // Block programs: the Blocks view shows what was loaded; its workspace is saved with the
    // project (the Lua made from it is the program that runs).
    connect(project_, &ProjectController::blocksProgramLoaded, programWs_->blocks(),
            &BlocksPanel::openWorkspace);
    const auto keepBlocks = [this] {
        project_->setProgramBlocks(programWs_->blocks()->workspaceJson());
    };
    connect(programWs_->blocks(), &BlocksPanel::blocksEdited, this, keepBlocks);
    connect(programWs_->blocks(), &BlocksPanel::viewChanged, this, keepBlocks);
    connect(programEditor()->editor(), &QsciScintilla::textChanged, this, [this] {
        if (!loadingProgram_) project_->setProgramText(programEditor()->text());
    });
    // The editor's save point (setModified(false)) is the program's unmodified state.
    connect(programEditor(), &ProgramEditor::modificationChanged, this, [this](bool modified) {
        if (!modified && !loadingProgram_) project_->markProgramUnmodified();
    });
    connect(project_, &ProjectController::console, programWs_, &ProgramWorkspace::appendConsole);
    // Messages about the project's files appear where the user is looking: the message bar of
    // the mode shown now.
    connect(project_, &ProjectController::message, this, [this](int severity, const QString& text) {
        if (auto* w = qobject_cast<Workspace*>(pages_->currentWidget()))
            w->showMessage(severity, text);
    });
    // The Cockpit drives the project's robot when it is a legged one.
    connect(project_, &ProjectController::modelsChanged, this,
            [this](const std::shared_ptr<const runner::LoadedModels>& models) {
                if (models) cockpitWs_->setProjectRobot(models->robot_name);
            });
    connect(buildWs_, &BuildWorkspace::statusMessage, this,
            [this](const QString& text) { showStatus(text, 3000); });
    connect(project_, &ProjectController::statusMessage, this,
            [this](const QString& text) { showStatus(text, 3000); });
    // Scene mode: the preview shows the project's robot; "Try it" runs it on the edited scene;
    // File > Open hands scene files to the Scene mode.
    connect(project_, &ProjectController::titleChanged, this,
            [this] { sceneWs_->setRobot(project_->robot()); });
    connect(sceneWs_, &SceneWorkspace::titleChanged, this, &MainWindow::updateTitle);
    connect(sceneWs_, &SceneWorkspace::tryItRequested, this,
            [this](const scenes::SceneDocument& scene, const QString&) {
                const QString file = sceneWs_->isModified() ? QString() : sceneWs_->path();
                if (project_->openSceneDocument(scene, file)) setMode(Mode::Simulate);
            });
    connect(project_, &ProjectController::sceneFileChosen, this, [this](const QString& path) {
        // File > Open asked about unsaved documents before the file was chosen.
        if (!sceneWs_->openScene(path)) return;
        project_->openScene(path);
        setMode(Mode::Scene);
    });

    auto* runBar = addToolBar(tr("Simulation"));
    runBar->setObjectName(QStringLiteral("simulationToolBar"));
    run_->populateToolBar(runBar);
    opponents_->populateToolBar(runBar);
    runBar->addSeparator();
    runBar->addWidget(new QLabel(tr("Camera:"), this));
    cameraBox_ = new QComboBox(this);
    cameraBox_->addItem(tr("Orbit"), int(SceneView::CameraMode::Orbit));
    cameraBox_->addItem(tr("Follow robot"), int(SceneView::CameraMode::Follow));
    cameraBox_->addItem(tr("Top-down"), int(SceneView::CameraMode::TopDown));
    cameraBox_->addItem(tr("On-board"), int(SceneView::CameraMode::OnBoard));
    connect(cameraBox_, &QComboBox::currentIndexChanged, this, [this](int i) {
        sceneView()->setCameraMode(SceneView::CameraMode(cameraBox_->itemData(i).toInt()));
    });
    runBar->addWidget(cameraBox_);
    buildMenus();
    runBar->addAction(frameAction_);
    buildModeBar();
    run_->populateStatusBar(statusBar());

    connect(session_, &SimSession::loaded, this, [this](const QString& error) {
        if (!error.isEmpty())
            programWs_->appendConsole(tr("Cannot start the simulation: %1").arg(error), true);
        poll();
        refreshWidgets();
        if (runWhenLoaded_ && error.isEmpty()) {
            runWhenLoaded_ = false;
            runProgram();
        }
    });
    // Robot poses follow the simulation at display rate: each rendered frame asks for the next
    // snapshot, and a new snapshot (moved poses) makes the view draw the next frame. The timer
    // keeps that chain going while the simulation runs (it runs only then); paused or stopped,
    // the 10 Hz widget refresh polls, and an unchanged serial costs nothing. Widgets at 10 Hz.
    connect(sceneView(), &SceneView::frameRendered, this, [this] { poll(); });
    pollTimer_ = new QTimer(this);
    pollTimer_->setInterval(16);
    connect(pollTimer_, &QTimer::timeout, this, [this] { poll(); });
    widgetTimer_ = new QTimer(this);
    widgetTimer_->setInterval(100);
    connect(widgetTimer_, &QTimer::timeout, this, &MainWindow::refreshWidgets);
    widgetTimer_->start();

    connect(sceneView(), &SceneView::clicked, this, [this](const SceneView::Pick& pick) {
        sceneView()->setHighlight(pick.link, pick.visual);
        if (pick.link >= 0 && !pick.name.isEmpty()) showStatus(pick.name, 3000);
    });

    fitToScreen();
    setMode(Mode::Program);
    updateTitle();
}

MainWindow::~MainWindow() {
    // Shutdown in an explicit order, so that no signal reaches a widget already destroyed:
    // 1. the timers and the simulation stop talking to the window;
    pollTimer_->stop();
    widgetTimer_->stop();
    session_->disconnect(this);
    session_->stop();
    // 2. the documents' listeners are disconnected (a dying undo stack says cleanChanged) and
    //    the autosaves removed (a clean exit);
    project_->shutdown();
    // 3. the workspaces (which show the documents) go, then the documents.
    delete takeCentralWidget();  // pages_, with the workspaces
    pages_ = nullptr;
    programWs_ = nullptr;
    buildWs_ = nullptr;
    sceneWs_ = nullptr;
    cockpitWs_ = nullptr;
    delete project_;
    project_ = nullptr;
    if (!replayDir_.isEmpty()) QDir(replayDir_).removeRecursively();
}

void MainWindow::fitToScreen() {
    QScreen* s = screen() ? screen() : QGuiApplication::primaryScreen();
    QSize size(1280, 720);
    if (s) {
        // Leave room for the window frame and the desktop's panels.
        const QRect avail = s->availableGeometry();
        size = size.boundedTo(QSize(avail.width() - 16, avail.height() - 48));
        // A small laptop screen (1024x600): the whole screen, the window's frame off screen.
        if (avail.width() <= 1100 || avail.height() <= 640)
            setWindowState(windowState() | Qt::WindowMaximized);
    }
    resize(size);
}

void MainWindow::showStatus(const QString& text, int timeout_ms) {
    // The message has the bar's room left of the run state; a longer one is elided, so that it
    // never runs under the state (a small screen) and its end shows it goes on.
    QStatusBar* bar = statusBar();
    int room = bar->width();
    for (QWidget* child : bar->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (child->isVisible() && !child->isWindow() && child->x() > 0)
            room = std::min(room, child->x());
    room -= 16;  // the message's margins
    bar->showMessage(bar->fontMetrics().elidedText(text, Qt::ElideRight, std::max(0, room)),
                     timeout_ms);
}

SceneView* MainWindow::sceneView() const {
    return programWs_->view();
}
ProgramEditor* MainWindow::programEditor() const {
    return programWs_->editor();
}
DevicesPanel* MainWindow::devicesPanel() const {
    return programWs_->devices();
}
QString MainWindow::consoleText() const {
    return programWs_->consoleText();
}
QString MainWindow::currentProjectPath() const {
    return project_->path();
}
QString MainWindow::autosavePath() {
    return ProjectController::autosavePath();
}

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    auto fileAction = [&](const QString& text, const QKeySequence& key, auto slot) {
        QAction* a = file->addAction(text);
        a->setShortcut(key);
        connect(a, &QAction::triggered, project_, slot);
        return a;
    };
    fileAction(tr("&New Project"), QKeySequence::New, &ProjectController::newProject);
    fileAction(tr("&Open..."), QKeySequence::Open, &ProjectController::openDialog);
    QMenu* recent = file->addMenu(tr("Open &Recent"));
    QMenu* examples = file->addMenu(tr("&Examples"));
    project_->setMenus(recent, examples);
    file->addSeparator();
    fileAction(tr("&Save"), QKeySequence::Save, &ProjectController::save);
    fileAction(tr("Save &As..."), QKeySequence::SaveAs, &ProjectController::saveAs);
    connect(file->addAction(tr("Save &Program As...")), &QAction::triggered, project_,
            &ProjectController::saveProgramAs);
    file->addSeparator();
    connect(file->addAction(tr("&Grade a Class...")), &QAction::triggered, this,
            [this] { showGradeDialog(); });
    connect(file->addAction(tr("Open Rep&lay...")), &QAction::triggered, this, [this] {
        const QString f =
            QFileDialog::getOpenFileName(this, tr("Open a graded run"), QString(),
                                         tr("Botlab replays (*.botlab-replay *.botlab-match)"));
        if (!f.isEmpty()) openReplay(f);
    });
    file->addSeparator();
    QAction* prefs = file->addAction(tr("&Preferences..."));
    prefs->setShortcut(QKeySequence::Preferences);
    connect(prefs, &QAction::triggered, this, &MainWindow::showPreferences);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"));
    quit->setObjectName(QStringLiteral("quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    // Edit: acts on the program editor (QScintilla also handles these keys while it has focus).
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QsciScintilla* sci = programEditor()->editor();
    auto editAction = [&](const QString& text, const QKeySequence& key, auto slot,
                          std::optional<EditCommand> command = std::nullopt) {
        QAction* a = edit->addAction(text);
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, [this, slot, command, key] {
            // In Build mode the edit commands act on the robot.
            if (mode_ == Mode::Build && buildWs_->editCommand(key)) return;
            // The current workspace's own document first (the Scene mode's undo stack, ...).
            if (command && qobject_cast<Workspace*>(pages_->currentWidget()) &&
                static_cast<Workspace*>(pages_->currentWidget())->editCommand(*command))
                return;
            if (mode_ != Mode::Program && mode_ != Mode::Simulate) setMode(Mode::Program);
            programWs_->activate(Mode::Program);
            slot();
        });
        return a;
    };
    QAction* undo = editAction(
        tr("&Undo"), QKeySequence::Undo, [sci] { sci->undo(); }, EditCommand::Undo);
    QAction* redo = editAction(
        tr("&Redo"), QKeySequence::Redo, [sci] { sci->redo(); }, EditCommand::Redo);
    edit->addSeparator();
    editAction(
        tr("Cu&t"), QKeySequence::Cut, [sci] { sci->cut(); }, EditCommand::Cut);
    editAction(
        tr("&Copy"), QKeySequence::Copy, [sci] { sci->copy(); }, EditCommand::Copy);
    editAction(
        tr("&Paste"), QKeySequence::Paste, [sci] { sci->paste(); }, EditCommand::Paste);
    editAction(
        tr("Select &All"), QKeySequence::SelectAll, [sci] { sci->selectAll(); },
        EditCommand::SelectAll);
    edit->addSeparator();
    editAction(tr("&Find..."), QKeySequence::Find, [this] { programEditor()->showFindBar(); });
    editAction(tr("&Go to Line..."), QKeySequence(Qt::CTRL | Qt::Key_G), [this] {
        bool ok = false;
        const int line =
            QInputDialog::getInt(this, tr("Go to Line"), tr("Line:"), 1, 1,
                                 std::max(1, programEditor()->editor()->lines()), 1, &ok);
        if (ok) programEditor()->goToLine(line);
    });
    editAction(tr("Toggle &Comment"), QKeySequence(Qt::CTRL | Qt::Key_Slash),
               [this] { programEditor()->toggleComment(); });
    connect(edit, &QMenu::aboutToShow, this, [this, sci, undo, redo] {
        if (mode_ == Mode::Scene) {
            undo->setEnabled(sceneWs_->editor()->undoStack()->canUndo());
            redo->setEnabled(sceneWs_->editor()->undoStack()->canRedo());
            return;
        }
        const bool build = mode_ == Mode::Build;
        undo->setEnabled(build ? buildWs_->editor().undoStack()->canUndo()
                               : sci->isUndoAvailable());
        redo->setEnabled(build ? buildWs_->editor().undoStack()->canRedo()
                               : sci->isRedoAvailable());
    });

    QMenu* sim = menuBar()->addMenu(tr("&Simulation"));
    run_->populateMenu(sim);
    opponents_->populateMenu(sim);

    debug_->populateMenu(menuBar()->addMenu(tr("&Debug")));
    QMenu* view = menuBar()->addMenu(tr("&View"));
    const std::pair<QString, QKeySequence> cams[] = {
        {tr("&Orbit Camera"), QKeySequence(Qt::CTRL | Qt::Key_1)},
        {tr("&Follow Robot"), QKeySequence(Qt::CTRL | Qt::Key_2)},
        {tr("&Top-down"), QKeySequence(Qt::CTRL | Qt::Key_3)},
        {tr("O&n-board"), QKeySequence(Qt::CTRL | Qt::Key_4)}};
    for (int i = 0; i < 4; ++i) {
        QAction* a = view->addAction(cams[i].first);
        a->setShortcut(cams[i].second);
        connect(a, &QAction::triggered, this, [this, i] { cameraBox_->setCurrentIndex(i); });
    }
    view->addSeparator();
    // Ctrl+1..4 choose the camera; Ctrl+0 fits the robot in it (Build mode's own keys are
    // plain letters and Ctrl+letters).
    frameAction_ = view->addAction(tr("F&rame the Robot"));
    frameAction_->setObjectName(QStringLiteral("frameRobotAction"));
    frameAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    frameAction_->setToolTip(tr("Fit the robot in the 3D view (Ctrl+0)"));
    connect(frameAction_, &QAction::triggered, this, &MainWindow::frameRobot);
    view->addSeparator();
    // What the robot's eyes see (issue 26): off by default, remembered in the settings.
    const struct {
        const char* name;
        QString text;
        QString tip;
        const char* key;
        void (SceneView::*set)(bool);
    } eyes[] = {
        {"lidarRaysAction", tr("&Lidar Rays"),
         tr("Draw each lidar's rays in the 3D view, from the sensor to what they hit"),
         "view/lidarRays", &SceneView::setLidarRaysShown},
        {"cameraViewAction", tr("&Camera View"),
         tr("Draw each camera's view cone in the 3D view: what the camera can see"),
         "view/cameraView", &SceneView::setCameraViewShown},
    };
    for (const auto& e : eyes) {
        QAction* a = view->addAction(e.text);
        a->setObjectName(QString::fromLatin1(e.name));
        a->setCheckable(true);
        a->setToolTip(e.tip);
        a->setStatusTip(e.tip);
        const bool on = QSettings().value(QString::fromLatin1(e.key), false).toBool();
        a->setChecked(on);
        (sceneView()->*e.set)(on);
        connect(a, &QAction::toggled, this,
                [this, key = QString::fromLatin1(e.key), set = e.set](bool checked) {
                    (sceneView()->*set)(checked);
                    QSettings().setValue(key, checked);
                });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* reference = help->addAction(tr("Lua &API Reference"));
    reference->setShortcut(QKeySequence::HelpContents);
    connect(reference, &QAction::triggered, this,
            [this] { showDocument(tr("Lua API Reference"), apiReferenceHtml(), Qt::RichText); });
    connect(help->addAction(tr("&User Guide")), &QAction::triggered, this, [this] {
        // The guide in the UI's language when there is one (docs/user-guide.<lang>.md; main()
        // sets the application's "uiLanguage" property when it installs a translation).
        const QDir docs(QDir(dataDir()).filePath(QStringLiteral("docs")));
        const QString lang = qApp->property("uiLanguage").toString();
        const QString translated = docs.filePath(QStringLiteral("user-guide.%1.md").arg(lang));
        const QString path = !lang.isEmpty() && QFileInfo::exists(translated)
                                 ? translated
                                 : docs.filePath(QStringLiteral("user-guide.md"));
        const Result<QByteArray> text = dataDir().isEmpty()
                                            ? Result<QByteArray>(Error{})
                                            : core::readFile(path, core::FileKind::Document);
        if (!text) {
            QMessageBox::warning(this, tr("User Guide"),
                                 tr("The user guide was not found (%1).")
                                     .arg(QDir::toNativeSeparators(QDir::cleanPath(path))));
            return;
        }
        showDocument(tr("User Guide"), QString::fromUtf8(text.value()), Qt::MarkdownText);
    });
    connect(help->addAction(tr("&About Botlab")), &QAction::triggered, this,
            &MainWindow::showAbout);
}

void MainWindow::buildModeBar() {
    auto* bar = new QToolBar(tr("Modes"), this);
    bar->setObjectName(QStringLiteral("modeToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addToolBar(Qt::LeftToolBarArea, bar);
    modeGroup_ = new QActionGroup(this);
    const std::pair<Mode, QString> modes[] = {{Mode::Build, tr("Build")},
                                              {Mode::Program, tr("Program")},
                                              {Mode::Scene, tr("Scene")},
                                              {Mode::Simulate, tr("Simulate")},
                                              {Mode::Cockpit, tr("Cockpit")}};
    int key = Qt::Key_1;
    for (const auto& [m, name] : modes) {
        QAction* a = bar->addAction(name);
        a->setCheckable(true);
        a->setData(int(m));
        a->setShortcut(QKeySequence(Qt::ALT | Qt::Key(key++)));
        modeGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, m = m] { setMode(m); });
    }
}

void MainWindow::setMode(Mode mode) {
    const Mode previous = mode_;
    if (previous == Mode::Build && mode != Mode::Build) project_->takeBuiltRobot();
    if (mode == Mode::Build && previous != Mode::Build) showRunningRobotInBuild();
    mode_ = mode;
    for (QAction* a : modeGroup_->actions()) a->setChecked(a->data().toInt() == int(mode));
    Workspace* w = programWs_;
    switch (mode) {
        case Mode::Program:
        case Mode::Simulate:
            w = programWs_;
            break;
        case Mode::Build:
            w = buildWs_;
            break;
        case Mode::Scene:
            w = sceneWs_;
            break;
        case Mode::Cockpit:
            w = cockpitWs_;
            break;
    }
    pages_->setCurrentWidget(w);
    w->activate(mode);
}

void MainWindow::showRunningRobotInBuild() {
    // Build edits the project's robot, the one Simulate runs; a ready-made legged robot is not
    // built from parts.
    const auto& models = project_->models();
    if (models && models->isLegged())
        showStatus(tr("The %1 is a ready-made legged robot: it cannot be changed in Build mode.")
                       .arg(project_->robot()),
                   5000);
}

bool MainWindow::openModels(const QString& robot, const QString& scene) {
    return project_->openModels(robot, scene);
}

bool MainWindow::openProgram(const QString& path) {
    return project_->openProgram(path);
}

void MainWindow::openDemo() {
    project_->openDemo();
}

bool MainWindow::openProject(const QString& path) {
    return project_->openProject(path);
}

bool MainWindow::saveTo(const QString& path) {
    return project_->saveTo(path);
}

GradeDialog* MainWindow::showGradeDialog() {
    if (!gradeDialog_) {
        gradeDialog_ = new GradeDialog(this);
        connect(gradeDialog_, &GradeDialog::replayRequested, this,
                [this](const QString& file) { openReplay(file); });
    }
    gradeDialog_->show();
    gradeDialog_->raise();
    gradeDialog_->activateWindow();
    return gradeDialog_;
}

bool MainWindow::openMatchReplay(const QString& path) {
    const Result<grade::MatchJob> job = grade::MatchJob::loadFile(path);
    if (!job) {
        programWs_->appendConsole(QString::fromStdString(job.message()), true);
        return false;
    }
    if (replayDir_.isEmpty()) {
        replayDir_ = QDir::temp().filePath(
            QStringLiteral("botlab-replay-%1").arg(QCoreApplication::applicationPid()));
        QDir().mkpath(replayDir_);
    }
    // The arena as it was played (the match's time limit; file names absolute) as a scene file.
    const Result<scenes::SceneDocument> arena =
        scenes::SceneDocument::fromJson(job->scene, QFileInfo(path).fileName(), replayDir_);
    const QString scene =
        QDir(replayDir_)
            .filePath(QFileInfo(path).completeBaseName() + QStringLiteral(".scene.json"));
    if (Status st = arena ? arena->saveFile(scene) : Status(arena.error()); !st.ok()) {
        programWs_->appendConsole(QString::fromStdString(st.message()), true);
        return false;
    }
    // Home on the first start with its program in the editor, away as the opponent on the second;
    // the match's seed: the same match again.
    session_->setSeed(job->seed);
    if (!project_->openModels(job->home.robot, scene)) return false;
    project_->loadProgram(QString::fromStdString(job->home.program), job->home.program_label);
    Opponent away;
    away.robot = job->away.robot;
    away.program = QString::fromStdString(job->away.program);
    away.program_name = job->away.program_label;
    away.owner = job->away.student;
    away.colour = nextFreeColour({ownerPalette().front().colour});
    project_->setOpponents({away});
    setMode(Mode::Program);
    programWs_->appendConsole(
        tr("Replay of the match %1 against %2 (round %3, seed %4; %1 is your robot, %2 the "
           "opponent). Pause, step and change the speed as in any run.")
            .arg(job->home.student, job->away.student)
            .arg(job->round)
            .arg(static_cast<qulonglong>(job->seed)));
    runWhenLoaded_ = true;
    return true;
}

bool MainWindow::openReplay(const QString& path) {
    if (path.endsWith(QLatin1String(".botlab-match"), Qt::CaseInsensitive))
        return openMatchReplay(path);
    const Result<grade::RunJob> job = grade::RunJob::loadFile(path);
    if (!job) {
        programWs_->appendConsole(QString::fromStdString(job.message()), true);
        return false;
    }
    if (replayDir_.isEmpty()) {
        replayDir_ = QDir::temp().filePath(
            QStringLiteral("botlab-replay-%1").arg(QCoreApplication::applicationPid()));
        QDir().mkpath(replayDir_);
    }
    const Result<QString> scene = grade::writeJobScene(job.value(), replayDir_);
    if (!scene) {
        programWs_->appendConsole(QString::fromStdString(scene.message()), true);
        return false;
    }
    // The run's seed (noise, math.random) for the simulation built from these models.
    session_->setSeed(job->seed);
    if (!project_->openModels(job->robot, scene.value())) return false;
    project_->loadProgram(QString::fromStdString(job->program));
    setMode(Mode::Program);
    programWs_->appendConsole(
        tr("Replay of %1 on %2 with seed %3 (%4). Pause, step and change the speed as in any run.")
            .arg(job->student, job->scene_name)
            .arg(static_cast<qulonglong>(job->seed))
            .arg(QFileInfo(path).fileName()));
    if (!job->robot_sha256.isEmpty() && QFileInfo(job->robot).isFile() &&
        grade::fileSha256(job->robot) != job->robot_sha256)
        programWs_->appendConsole(
            tr("Warning: the robot file %1 changed since the run was graded.").arg(job->robot),
            true);
    runWhenLoaded_ = true;
    return true;
}

bool MainWindow::applyOptions(const AppOptions& o, const QElapsedTimer& sinceStart) {
    // Everything the command line names is opened; what fails is said on stderr too.
    QStringList failures;
    auto failed = [&] { failures << project_->lastError(); };
    // --run: start once the simulation exists (the worker loads asynchronously; the handler of
    // SimSession::loaded, connected since construction, sees this flag, so no load is missed).
    runWhenLoaded_ = o.run;
    if (o.windowSize.isValid()) {
        setWindowState(windowState() & ~Qt::WindowMaximized);
        resize(o.windowSize);
    }
    bool worldOpen = false;
    if (!o.project.isEmpty()) {
        worldOpen = openProject(o.project);
        if (!worldOpen) failed();
    } else if (o.demo) {
        openDemo();
        worldOpen = true;
    } else if (!o.robot.isEmpty() || !o.scene.isEmpty()) {
        worldOpen = openModels(o.robot.isEmpty() ? QStringLiteral("line_follower") : o.robot,
                               o.scene.isEmpty() ? QStringLiteral("line_challenge") : o.scene);
        if (!worldOpen) failed();
    } else {
        worldOpen = openModels(project_->robot(), project_->scene());
        project_->loadProgram(ProjectController::defaultProgram());
    }
    if (!o.program.isEmpty() && !openProgram(o.program)) failed();
    for (const AppOptions::OpponentOption& op : o.opponents) {
        const QString owner =
            op.owner.isEmpty() ? QFileInfo(op.program).completeBaseName() : op.owner;
        if (!project_->addOpponent(op.robot, op.program, owner,
                                   nextFreeColour(project_->usedColours())))
            failed();
    }
    for (const QString& f : failures) std::fprintf(stderr, "botlab: %s\n", qPrintable(f));
    if (!failures.isEmpty() && o.automated()) return false;
    if (!worldOpen) {
        // The error stays in the console; the window still gets a world to work in.
        programWs_->appendConsole(tr("Opened the default robot and scene instead."));
        openModels(QStringLiteral("line_follower"), QStringLiteral("line_challenge"));
        if (project_->programText().isEmpty()) project_->newProject();
    }
    // parseOptions() accepted only known names; their index is the combo row / the Mode.
    if (const int camera = int(cameraNames().indexOf(o.camera)); camera >= 0)
        cameraBox_->setCurrentIndex(camera);
    // Cockpit mode: the robot and scene named (a legged robot; else the hexapod on its field)
    // and the platform's UDP output.
    if (!o.platformUdpHost.isEmpty())
        cockpitWs_->setPlatformUdp(o.platformUdpHost, o.platformUdpPort, 50.0);
    if (o.mode == QLatin1String("cockpit")) {
        const QStringList legged = runner::leggedRobotNames();
        const bool named = legged.contains(o.robot);
        if (!o.robot.isEmpty() && !named)
            std::fprintf(stderr, "botlab: %s\n",
                         qPrintable(tr("the Cockpit drives legged robots (%1); '%2' opens in the "
                                       "other modes, the Cockpit drives the manned hexapod")
                                        .arg(legged.join(QStringLiteral(", ")), o.robot)));
        // The manned hexapod drives on its own field (500 Hz); the classroom robots on theirs.
        const QString robot = named ? o.robot : QStringLiteral("manned_hexapod");
        const QString field = robot == QLatin1String("manned_hexapod")
                                  ? QStringLiteral("manned_field")
                                  : QStringLiteral("hexapod_field");
        if (!cockpitWs_->openDrive(robot, named && !o.scene.isEmpty() ? o.scene : field)) {
            std::fprintf(stderr, "botlab: %s\n", qPrintable(cockpitWs_->lastError()));
            if (o.automated()) return false;
        }
    }
    if (o.mode == QLatin1String("scene") && !o.scene.isEmpty() &&
        !sceneWs_->openScene(o.scene, true))
        std::fprintf(stderr, "botlab: cannot open the scene %s in the Scene mode\n",
                     qPrintable(o.scene));
    if (const int mode = int(modeNames().indexOf(o.mode)); mode >= 0) setMode(Mode(mode));
    if (!o.noRecovery && !o.automated()) {
        // The project offers each of its documents' autosaves (program, robot, scene).
        QTimer::singleShot(0, project_, &ProjectController::offerRecovery);
    }
    if (o.frames > 0) {
        // Count the frames of the view the mode shows: Build mode's build view, the Cockpit's cab
        // view, the Scene mode's preview, else the main 3D view.
        FrameRun run;
        run.view = sceneView();
        if (mode_ == Mode::Build)
            run.view = buildWs_->view();
        else if (mode_ == Mode::Cockpit)
            run.view = cockpitWs_->mainView();
        else if (mode_ == Mode::Scene && sceneWs_->preview())
            run.view = sceneWs_->preview();
        run.window = this;
        run.frames = o.frames;
        run.screenshot = o.screenshot;
        run.sinceStart = sinceStart;
        // A running simulation (--run, the Cockpit's drive) changes the view every frame.
        const bool cockpit = run.view == cockpitWs_->mainView();
        run.live = o.screenshot.isEmpty() && ((run.view == sceneView() && o.run) || cockpit);
        if (cockpit) {
            run.printState = [this](std::FILE* out) {
                const CockpitState cs = cockpitWs_->session()->latest();
                std::fprintf(out, "sim_time_s: %.3f\n", cs.sample.t_s);
                std::fprintf(out, "real_time_factor: %.3f\n", cs.real_time_ratio);
                std::fprintf(out, "physics_steps_per_s: %.1f\n", cs.steps_per_s);
            };
        } else if (mode_ == Mode::Build || run.view == sceneView()) {
            run.printState = [this](std::FILE* out) {
                std::fprintf(out, "sim_time_s: %.3f\n", last_.sim_time_s);
                std::fprintf(out, "real_time_factor: %.3f\n", last_.real_time_factor);
            };
        }
        if (!cockpit && run.view == sceneView())
            run.runOver = [this] { return session_->latest().over; };
        startFrameRun(std::move(run));
    }
    return true;
}

void MainWindow::runProgram() {
    programWs_->clearShownError();
    run_->run();
}
void MainWindow::togglePause() {
    run_->togglePause();
}
void MainWindow::stepOnce() {
    run_->stepOnce();
}
void MainWindow::stopProgram() {
    run_->stop();
}
void MainWindow::resetSimulation() {
    run_->reset();
}

void MainWindow::frameRobot() {
    if (mode_ == Mode::Build) {
        buildWs_->view()->frameRobot();
        return;
    }
    if (mode_ == Mode::Cockpit) {
        cockpitWs_->mainView()->frameRobot();
        return;
    }
    if (mode_ == Mode::Scene && sceneWs_->preview()) {
        sceneWs_->preview()->frameRobot();
        return;
    }
    // Top-down and on-board cameras are fixed: frame the robot with the orbit camera.
    const auto m = sceneView()->cameraMode();
    if (m != SceneView::CameraMode::Orbit && m != SceneView::CameraMode::Follow)
        cameraBox_->setCurrentIndex(0);
    sceneView()->frameRobot();
}

void MainWindow::poll() {
    if (session_->serial() == last_.serial) return;
    runner::Snapshot s = session_->latest();
    if (s.serial == last_.serial) return;
    programWs_->applySnapshot(s);
    last_ = std::move(s);
    if (last_.running && !pollTimer_->isActive())
        pollTimer_->start();
    else if (!last_.running && pollTimer_->isActive())
        pollTimer_->stop();
}

void MainWindow::refreshWidgets() {
    poll();
    for (const QString& line : session_->takeConsole()) programWs_->appendConsole(line);
    programWs_->taskBar()->showMatch(session_->matchText());
    // The snapshot goes to the workspace that shows it; a new program error shows Program.
    if (programWs_->show(last_)) setMode(Mode::Program);
    debug_->update(last_);
}

void MainWindow::updateArena(const std::shared_ptr<const runner::LoadedModels>& models) {
    std::vector<RobotLabel> labels{{defaultOwner(), ownerPalette().front().colour}};
    std::vector<SceneView::OtherRobot> others;
    std::vector<runner::Participant> participants;
    const auto rgbaOf = [](const QColor& c) {
        return (std::uint32_t(c.red()) << 24) | (std::uint32_t(c.green()) << 16) |
               (std::uint32_t(c.blue()) << 8) | 0xffu;
    };
    const auto& starts = models->scene.robot_starts;
    // Robot 0 stands on the first start; the opponents take the next ones in order.
    int start = 1;
    for (const Opponent& op : project_->opponents()) {
        const auto loaded =
            models->scene.document
                ? runner::loadModels(op.robot, *models->scene.document, models->scene_name)
                : runner::loadModels(op.robot, models->scene_name);
        if (!loaded.ok()) {
            programWs_->appendConsole(QString::fromStdString(loaded.message()), true);
            continue;
        }
        const std::shared_ptr<const runner::LoadedModels>& m = loaded.value();
        if (start >= int(starts.size())) {
            programWs_->appendConsole(
                tr("No start is left in the scene for %1 (starts in the scene: %2).")
                    .arg(op.owner)
                    .arg(starts.size()),
                true);
            continue;
        }
        // Its own height over a start (a legged robot stands up), on its own start.
        const sim::Pose X_SM = starts.front().inverse() * m->X_WM;
        others.push_back({std::shared_ptr<const sim::RobotModel>(m, &m->robot),
                          starts[std::size_t(start)] * X_SM});
        labels.push_back({op.owner, op.colour});
        runner::Participant p;
        p.robot = op.robot;
        p.models = m;
        p.program_source = op.program.toStdString();
        p.owner = op.owner;
        p.rgba = rgbaOf(op.colour);
        p.start = start;
        participants.push_back(std::move(p));
        ++start;
    }
    if (participants.empty())
        session_->setOpponents({});
    else
        session_->setOpponents(std::move(participants), labels.front().text,
                               rgbaOf(labels.front().colour));
    sceneView()->setOtherRobots(std::move(others));
    programWs_->setRunRobots(labels.size() >= 2 ? labels : std::vector<RobotLabel>{});
}

void MainWindow::updateTitle() {
    if (!project_) return;
    setWindowTitle(project_->title());
    setWindowModified(project_->isModified());
}

void MainWindow::showPreferences() {
    QDialog dlg(this);
    dlg.setWindowTitle(tr("Preferences"));
    auto* form = new QFormLayout(&dlg);
    auto* lang = new QComboBox(&dlg);
    lang->addItem(tr("System language"), QString());
    lang->addItem(QStringLiteral("English"), QStringLiteral("en"));
    lang->addItem(QStringLiteral("中文（简体）"), QStringLiteral("zh_CN"));
    QSettings settings;
    lang->setCurrentIndex(
        std::max(0, lang->findData(settings.value(QStringLiteral("language")).toString())));
    form->addRow(tr("Language:"), lang);
    auto* note = new QLabel(tr("A new language takes effect when Botlab is restarted."), &dlg);
    note->setWordWrap(true);
    form->addRow(note);
    // The 3D views' quality (view_quality.h): Automatic picks Low for a software renderer.
    auto* quality = new QComboBox(&dlg);
    quality->setObjectName(QStringLiteral("viewQuality"));
    const bool autoHigh = qualityForRenderer(openGLRenderer()) == ViewQuality::High;
    quality->addItem(
        autoHigh ? tr("Automatic (high on this computer)") : tr("Automatic (low on this computer)"),
        qualityChoiceName(QualityChoice::Auto));
    quality->addItem(tr("Low: fast, for software graphics"), qualityChoiceName(QualityChoice::Low));
    quality->addItem(tr("High: smooth edges, shadows cast by the light"),
                     qualityChoiceName(QualityChoice::High));
    quality->setCurrentIndex(
        std::max(0, quality->findData(qualityChoiceName(qualityPreference()))));
    form->addRow(tr("3D view quality:"), quality);
    auto* qualityNote =
        new QLabel(tr("A new 3D view quality takes effect when Botlab is restarted."), &dlg);
    qualityNote->setWordWrap(true);
    form->addRow(qualityNote);
    // The Blocks view's theme (issue 24): black background, white text, yellow focus.
    auto* contrast = new QCheckBox(tr("High-contrast blocks"), &dlg);
    contrast->setObjectName(QStringLiteral("blocksHighContrast"));
    contrast->setChecked(BlocksPanel::highContrastPreference());
    form->addRow(contrast);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dlg);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dlg, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dlg, &QDialog::reject);
    if (dlg.exec() == QDialog::Accepted) {
        settings.setValue(QStringLiteral("language"), lang->currentData().toString());
        setQualityPreference(
            qualityChoiceFromName(quality->currentData().toString()).value_or(QualityChoice::Auto));
        BlocksPanel::setHighContrastPreference(contrast->isChecked());
        programWs_->blocks()->applyPreferences();
    }
}

void MainWindow::showDocument(const QString& title, const QString& text, Qt::TextFormat format) {
    // One reusable, non-modal window per title, so the reference stays open beside the editor.
    auto* dlg = findChild<QDialog*>(QStringLiteral("doc:") + title);
    if (!dlg) {
        dlg = new QDialog(this);
        dlg->setObjectName(QStringLiteral("doc:") + title);
        dlg->setWindowTitle(title);
        dlg->resize(640, 560);
        auto* layout = new QVBoxLayout(dlg);
        auto* browser = new QTextBrowser(dlg);
        browser->setOpenExternalLinks(true);
        if (format == Qt::MarkdownText)
            browser->setMarkdown(text);
        else
            browser->setHtml(text);
        layout->addWidget(browser);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dlg);
        connect(buttons, &QDialogButtonBox::rejected, dlg, &QDialog::close);
        layout->addWidget(buttons);
    }
    dlg->show();
    dlg->raise();
    dlg->activateWindow();
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Botlab"),
                       tr("<h3>Botlab %1</h3><p>Build virtual robots from parts, program them in "
                          "Lua and run them in a physics simulation.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // Asks once for each modified document (program, robot, scene).
    if (project_->maybeSave()) {
        event->accept();
    } else {
        event->ignore();
    }
}

}  // namespace botlab::gui
