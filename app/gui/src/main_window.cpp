#include "main_window.h"

#include <Qsci/qsciscintilla.h>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
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
#include <QPlainTextEdit>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextStream>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <QWindow>
#include <algorithm>
#include <cstdio>

#include "devices_panel.h"
#include "lua_api.h"
#include "program_editor.h"
#include "scene_view.h"
#include "world_loader.h"

namespace botlab::gui {

namespace {
constexpr int kMaxRecent = 8;

QString defaultProgram() {
    return MainWindow::tr(
        "-- My robot program\n"
        "-- Motors: motor.speed(port, percent). Sensors: line.read(port), distance.read(port).\n"
        "motor.speed(1, 50)\n"
        "motor.speed(2, 50)\n"
        "wait(2)\n"
        "motor.stopAll()\n");
}
}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    session_ = new SimSession(this);
    buildWorkspace();
    buildActions();
    buildMenus();
    buildModeBar();

    timeLabel_ = new QLabel(this);
    rtfLabel_ = new QLabel(this);
    stateLabel_ = new QLabel(this);
    statusBar()->addPermanentWidget(stateLabel_);
    statusBar()->addPermanentWidget(timeLabel_);
    statusBar()->addPermanentWidget(rtfLabel_);

    connect(session_, &SimSession::loaded, this, [this](const QString& error) {
        if (!error.isEmpty()) appendConsole(tr("Cannot start the simulation: %1").arg(error), true);
        poll();
        refreshWidgets();
    });
    // Robot poses follow the simulation at display rate; widgets at 10 Hz.
    connect(view_, &SceneView::frameRendered, this, [this] { poll(); });
    auto* pollTimer = new QTimer(this);
    pollTimer->setInterval(33);
    connect(pollTimer, &QTimer::timeout, this, [this] {
        if (view_->framesRendered() == 0) poll();
    });
    pollTimer->start();
    widgetTimer_ = new QTimer(this);
    widgetTimer_->setInterval(100);
    connect(widgetTimer_, &QTimer::timeout, this, &MainWindow::refreshWidgets);
    widgetTimer_->start();
    autosaveTimer_ = new QTimer(this);
    autosaveTimer_->setInterval(60'000);
    connect(autosaveTimer_, &QTimer::timeout, this, &MainWindow::autosave);
    autosaveTimer_->start();

    connect(editor_, &ProgramEditor::modificationChanged, this, [this] { updateTitle(); });
    connect(view_, &SceneView::clicked, this, [this](const SceneView::Pick& pick) {
        view_->setHighlight(pick.link, pick.visual);
        if (pick.link >= 0) {
            statusBar()->showMessage(tr("Part %1 on link %2").arg(pick.part_index).arg(pick.link),
                                     3000);
        }
    });

    resize(1280, 720);
    setMode(Mode::Program);
    rebuildRecentMenu();
    rebuildExamplesMenu();
    robot_ = QStringLiteral("line_follower");
    scene_ = QStringLiteral("line_challenge");
    updateTitle();
}

MainWindow::~MainWindow() {
    // A clean exit: the autosave is no longer needed for recovery.
    QFile::remove(autosavePath());
}

QString MainWindow::autosavePath() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/autosave.botlab.json");
}

void MainWindow::buildWorkspace() {
    view_ = new SceneView(this);
    editor_ = new ProgramEditor(this);
    devices_ = new DevicesPanel(this);
    console_ = new QPlainTextEdit(this);
    console_->setReadOnly(true);
    console_->setMaximumBlockCount(5000);
    console_->setPlaceholderText(tr("Program output and errors appear here."));

    sideTabs_ = new QTabWidget(this);
    sideTabs_->addTab(editor_, tr("Program"));
    sideTabs_->addTab(devices_, tr("Devices"));

    auto* left = new QSplitter(Qt::Vertical, this);
    left->addWidget(view_);
    left->addWidget(console_);
    left->setStretchFactor(0, 4);
    left->setStretchFactor(1, 1);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(sideTabs_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({760, 520});
    workspace_ = split;

    pages_ = new QStackedWidget(this);
    pages_->addWidget(workspace_);  // 0: Program / Simulate
    pages_->addWidget(comingSoonPage(tr("Build"), tr("Build robots from parts with the mouse. "
                                                     "Coming soon: open a built-in robot from "
                                                     "File > Examples for now.")));
    pages_->addWidget(comingSoonPage(tr("Scene"), tr("Draw tracks, place walls and candles. Coming "
                                                     "soon: open a built-in scene from File > "
                                                     "Examples for now.")));
    pages_->addWidget(comingSoonPage(tr("Cockpit"), tr("Drive legged robots with a motion cockpit. "
                                                       "Coming soon.")));
    setCentralWidget(pages_);
}

QWidget* MainWindow::comingSoonPage(const QString& title, const QString& text) {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* heading = new QLabel(QStringLiteral("<h2>%1</h2>").arg(title.toHtmlEscaped()), page);
    auto* body = new QLabel(text, page);
    body->setWordWrap(true);
    heading->setAlignment(Qt::AlignCenter);
    body->setAlignment(Qt::AlignCenter);
    layout->addStretch();
    layout->addWidget(heading);
    layout->addWidget(body);
    layout->addStretch();
    return page;
}

void MainWindow::buildActions() {
    newAct_ = new QAction(tr("&New Project"), this);
    newAct_->setShortcut(QKeySequence::New);
    connect(newAct_, &QAction::triggered, this, &MainWindow::newProject);
    openAct_ = new QAction(tr("&Open..."), this);
    openAct_->setShortcut(QKeySequence::Open);
    connect(openAct_, &QAction::triggered, this, &MainWindow::openDialog);
    saveAct_ = new QAction(tr("&Save"), this);
    saveAct_->setShortcut(QKeySequence::Save);
    connect(saveAct_, &QAction::triggered, this, &MainWindow::save);
    saveAsAct_ = new QAction(tr("Save &As..."), this);
    saveAsAct_->setShortcut(QKeySequence::SaveAs);
    connect(saveAsAct_, &QAction::triggered, this, &MainWindow::saveAs);
    prefsAct_ = new QAction(tr("&Preferences..."), this);
    prefsAct_->setShortcut(QKeySequence::Preferences);
    connect(prefsAct_, &QAction::triggered, this, &MainWindow::showPreferences);
    quitAct_ = new QAction(tr("&Quit"), this);
    quitAct_->setShortcut(QKeySequence::Quit);
    connect(quitAct_, &QAction::triggered, this, &QWidget::close);

    runAct_ = new QAction(tr("&Run"), this);
    runAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    runAct_->setToolTip(tr("Reset the world and run the program (Ctrl+R)"));
    connect(runAct_, &QAction::triggered, this, &MainWindow::runProgram);
    pauseAct_ = new QAction(tr("&Pause"), this);
    pauseAct_->setShortcut(QKeySequence(Qt::Key_F6));
    pauseAct_->setToolTip(tr("Pause or continue (F6)"));
    connect(pauseAct_, &QAction::triggered, this, &MainWindow::togglePause);
    stepAct_ = new QAction(tr("S&tep"), this);
    stepAct_->setShortcut(QKeySequence(Qt::Key_F10));
    stepAct_->setToolTip(tr("Advance a paused run by 20 ms (F10)"));
    connect(stepAct_, &QAction::triggered, this, &MainWindow::stepOnce);
    stopAct_ = new QAction(tr("St&op"), this);
    stopAct_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    stopAct_->setToolTip(tr("End the program and stop the motors (Shift+F5)"));
    connect(stopAct_, &QAction::triggered, this, &MainWindow::stopProgram);
    resetAct_ = new QAction(tr("R&eset"), this);
    resetAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    resetAct_->setToolTip(tr("Put the robot back at the start (Ctrl+Shift+R)"));
    connect(resetAct_, &QAction::triggered, this, &MainWindow::resetSimulation);

    auto* runBar = addToolBar(tr("Simulation"));
    runBar->setObjectName(QStringLiteral("simulationToolBar"));
    runBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    runBar->addActions({runAct_, pauseAct_, stepAct_, stopAct_, resetAct_});
    runBar->addSeparator();
    runBar->addWidget(new QLabel(tr("Speed:"), this));
    speedBox_ = new QComboBox(this);
    for (double f : {0.25, 0.5, 1.0, 2.0, 4.0, 8.0}) speedBox_->addItem(tr("%1×").arg(f), f);
    speedBox_->addItem(tr("Fastest"), 0.0);
    speedBox_->setCurrentIndex(2);
    connect(speedBox_, &QComboBox::currentIndexChanged, this,
            [this](int i) { session_->setSpeed(speedBox_->itemData(i).toDouble()); });
    runBar->addWidget(speedBox_);
    runBar->addSeparator();
    runBar->addWidget(new QLabel(tr("Camera:"), this));
    cameraBox_ = new QComboBox(this);
    cameraBox_->addItem(tr("Orbit"), int(SceneView::CameraMode::Orbit));
    cameraBox_->addItem(tr("Follow robot"), int(SceneView::CameraMode::Follow));
    cameraBox_->addItem(tr("Top-down"), int(SceneView::CameraMode::TopDown));
    cameraBox_->addItem(tr("On-board"), int(SceneView::CameraMode::OnBoard));
    connect(cameraBox_, &QComboBox::currentIndexChanged, this, [this](int i) {
        view_->setCameraMode(SceneView::CameraMode(cameraBox_->itemData(i).toInt()));
    });
    runBar->addWidget(cameraBox_);
}

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(newAct_);
    file->addAction(openAct_);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    examplesMenu_ = file->addMenu(tr("&Examples"));
    file->addSeparator();
    file->addAction(saveAct_);
    file->addAction(saveAsAct_);
    file->addSeparator();
    file->addAction(prefsAct_);
    file->addSeparator();
    file->addAction(quitAct_);

    // Edit: acts on the program editor (QScintilla also handles these keys while it has focus).
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QsciScintilla* sci = editor_->editor();
    auto editAction = [&](const QString& text, const QKeySequence& key, auto slot) {
        QAction* a = edit->addAction(text);
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, [this, slot] {
            if (mode_ != Mode::Program && mode_ != Mode::Simulate) setMode(Mode::Program);
            sideTabs_->setCurrentWidget(editor_);
            slot();
        });
        return a;
    };
    QAction* undo = editAction(tr("&Undo"), QKeySequence::Undo, [sci] { sci->undo(); });
    QAction* redo = editAction(tr("&Redo"), QKeySequence::Redo, [sci] { sci->redo(); });
    edit->addSeparator();
    editAction(tr("Cu&t"), QKeySequence::Cut, [sci] { sci->cut(); });
    editAction(tr("&Copy"), QKeySequence::Copy, [sci] { sci->copy(); });
    editAction(tr("&Paste"), QKeySequence::Paste, [sci] { sci->paste(); });
    editAction(tr("Select &All"), QKeySequence::SelectAll, [sci] { sci->selectAll(); });
    edit->addSeparator();
    editAction(tr("&Find..."), QKeySequence::Find, [this] { editor_->showFindBar(); });
    editAction(tr("&Go to Line..."), QKeySequence(Qt::CTRL | Qt::Key_G), [this] {
        bool ok = false;
        const int line = QInputDialog::getInt(this, tr("Go to Line"), tr("Line:"), 1, 1,
                                              std::max(1, editor_->editor()->lines()), 1, &ok);
        if (ok) editor_->goToLine(line);
    });
    editAction(tr("Toggle &Comment"), QKeySequence(Qt::CTRL | Qt::Key_Slash),
               [this] { editor_->toggleComment(); });
    connect(edit, &QMenu::aboutToShow, this, [sci, undo, redo] {
        undo->setEnabled(sci->isUndoAvailable());
        redo->setEnabled(sci->isRedoAvailable());
    });

    QMenu* sim = menuBar()->addMenu(tr("&Simulation"));
    sim->addActions({runAct_, pauseAct_, stepAct_, stopAct_, resetAct_});

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

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* reference = help->addAction(tr("Lua &API Reference"));
    reference->setShortcut(QKeySequence::HelpContents);
    connect(reference, &QAction::triggered, this,
            [this] { showDocument(tr("Lua API Reference"), apiReferenceHtml(), Qt::RichText); });
    connect(help->addAction(tr("&User Guide")), &QAction::triggered, this, [this] {
        // The guide in the UI's language when there is one (docs/user-guide.<lang>.md; main()
        // sets the application's "uiLanguage" property when it installs a translation).
        const QDir docs(QDir(examplesDir()).filePath(QStringLiteral("../docs")));
        const QString lang = qApp->property("uiLanguage").toString();
        const QString translated = docs.filePath(QStringLiteral("user-guide.%1.md").arg(lang));
        const QString path = !lang.isEmpty() && QFileInfo::exists(translated)
                                 ? translated
                                 : docs.filePath(QStringLiteral("user-guide.md"));
        QFile f(path);
        if (examplesDir().isEmpty() || !f.open(QIODevice::ReadOnly)) {
            QMessageBox::warning(this, tr("User Guide"),
                                 tr("The user guide was not found (%1).")
                                     .arg(QDir::toNativeSeparators(QDir::cleanPath(path))));
            return;
        }
        showDocument(tr("User Guide"), QString::fromUtf8(f.readAll()), Qt::MarkdownText);
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
    mode_ = mode;
    for (QAction* a : modeGroup_->actions()) a->setChecked(a->data().toInt() == int(mode));
    switch (mode) {
        case Mode::Program:
            pages_->setCurrentIndex(0);
            sideTabs_->setCurrentWidget(editor_);
            break;
        case Mode::Simulate:
            pages_->setCurrentIndex(0);
            sideTabs_->setCurrentWidget(devices_);
            break;
        case Mode::Build:
            pages_->setCurrentIndex(1);
            break;
        case Mode::Scene:
            pages_->setCurrentIndex(2);
            break;
        case Mode::Cockpit:
            pages_->setCurrentIndex(3);
            break;
    }
}

bool MainWindow::openModels(const QString& robot, const QString& scene) {
    auto m = loadModels(robot, scene);
    if (!m.ok()) {
        appendConsole(QString::fromStdString(m.message()), true);
        return false;
    }
    robot_ = robot;
    scene_ = scene;
    for (const QString& w : m->warnings) appendConsole(tr("Warning: %1").arg(w));
    view_->setModels(m.value());
    session_->load(m.value());
    devices_->setDevices({});
    lastErrorShown_.clear();
    updateTitle();
    return true;
}

bool MainWindow::openProgram(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        appendConsole(tr("%1: cannot open (%2)").arg(path, f.errorString()), true);
        return false;
    }
    editor_->setText(QString::fromUtf8(f.readAll()));
    programName_ = QFileInfo(path).fileName();
    editor_->setModified(false);
    updateTitle();
    return true;
}

void MainWindow::openDemo() {
    openModels(QStringLiteral("line_follower"), QStringLiteral("line_challenge"));
    const QString ex = examplesDir() + QStringLiteral("/line_follower.lua");
    if (QFileInfo::exists(ex)) {
        openProgram(ex);
    } else {
        editor_->setText(defaultProgram());
    }
    path_.clear();
    updateTitle();
    appendConsole(tr("Demo: the line follower on the line challenge. Press Run (Ctrl+R)."));
}

bool MainWindow::openProject(const QString& path) {
    auto p = loadProject(path);
    if (!p.ok()) {
        appendConsole(QString::fromStdString(p.message()), true);
        return false;
    }
    if (!openModels(p->robot, p->scene)) return false;
    editor_->setText(p->program);
    programName_ = p->program_name;
    path_ = QFileInfo(path).absoluteFilePath();
    modelsModified_ = false;
    addRecent(path_);
    updateTitle();
    return true;
}

void MainWindow::applyOptions(const AppOptions& o, const QElapsedTimer& sinceStart) {
    bool opened = true;
    if (!o.project.isEmpty()) {
        opened = openProject(o.project);
    } else if (o.demo) {
        openDemo();
    } else if (!o.robot.isEmpty() || !o.scene.isEmpty()) {
        opened = openModels(o.robot.isEmpty() ? QStringLiteral("line_follower") : o.robot,
                            o.scene.isEmpty() ? QStringLiteral("line_challenge") : o.scene);
    } else {
        openModels(robot_, scene_);
        editor_->setText(defaultProgram());
    }
    if (!opened) {
        // The error stays in the console; the window still gets a world to work in.
        appendConsole(tr("Opened the default robot and scene instead."));
        openModels(QStringLiteral("line_follower"), QStringLiteral("line_challenge"));
        if (editor_->text().isEmpty()) editor_->setText(defaultProgram());
    }
    if (!o.program.isEmpty()) openProgram(o.program);
    // parseOptions() accepted only known names; their index is the combo row / the Mode.
    if (const int camera = int(cameraNames().indexOf(o.camera)); camera >= 0)
        cameraBox_->setCurrentIndex(camera);
    if (const int mode = int(modeNames().indexOf(o.mode)); mode >= 0) setMode(Mode(mode));
    if (o.run) {
        // Start once the engine exists (loading is asynchronous).
        connect(
            session_, &SimSession::loaded, this, [this](const QString&) { runProgram(); },
            Qt::SingleShotConnection);
    }
    if (!o.noRecovery && !o.automated()) QTimer::singleShot(0, this, &MainWindow::offerRecovery);
    if (o.frames > 0) {
        view_->recordFrameStatistics(true);
        const int total = o.frames;
        const QString shot = o.screenshot;
        QElapsedTimer clock = sinceStart;
        auto firstFrameMs = std::make_shared<double>(-1.0);
        connect(view_, &SceneView::frameRendered, this,
                [this, total, shot, clock, firstFrameMs](double dt_ms) {
                    if (*firstFrameMs < 0) *firstFrameMs = clock.nsecsElapsed() * 1e-6 - dt_ms;
                    if (view_->framesRendered() < total + 1) return;
                    printFrameStats(stdout, view_->frameMeter().stats(), *firstFrameMs,
                                    view_->width(), view_->height());
                    std::printf("sim_time_s: %.3f\n", last_.sim_time_s);
                    std::printf("real_time_factor: %.3f\n", last_.real_time_factor);
                    std::fflush(stdout);
                    if (!shot.isEmpty()) {
                        QScreen* screen = windowHandle() ? windowHandle()->screen()
                                                         : QGuiApplication::primaryScreen();
                        QImage img = screen->grabWindow(winId()).toImage();
                        if (!img.save(shot))
                            std::fprintf(stderr, "cannot write %s\n", qPrintable(shot));
                    }
                    disconnect(view_, &SceneView::frameRendered, this, nullptr);
                    connect(view_, &SceneView::frameRendered, this, [this] { poll(); });
                    QTimer::singleShot(0, qApp, [] { QApplication::exit(0); });
                });
    }
}

void MainWindow::runProgram() {
    editor_->clearError();
    lastErrorShown_.clear();
    devices_->clearPlot();
    appendConsole(tr("— Run —"));
    session_->run(editor_->text());
}

void MainWindow::togglePause() {
    if (last_.running) {
        session_->pause();
    } else {
        session_->resume();
    }
}

void MainWindow::stepOnce() {
    if (last_.running) session_->pause();
    session_->stepBy(0.02);
}

void MainWindow::stopProgram() {
    session_->stop();
    appendConsole(tr("— Stopped —"));
}

void MainWindow::resetSimulation() {
    session_->reset();
    devices_->clearPlot();
    editor_->clearError();
}

void MainWindow::poll() {
    Snapshot s = session_->latest();
    if (s.serial == last_.serial) return;
    view_->applySnapshot(s);
    last_ = std::move(s);
}

void MainWindow::refreshWidgets() {
    poll();
    for (const QString& line : session_->takeConsole()) appendConsole(line);
    const Snapshot& s = last_;
    if (s.error) {
        const QString key = QStringLiteral("%1:%2").arg(s.error->line).arg(s.error->message);
        if (key != lastErrorShown_) {
            lastErrorShown_ = key;
            editor_->markError(s.error->line, s.error->message);
            appendConsole(s.error->line > 0
                              ? tr("Error on line %1: %2").arg(s.error->line).arg(s.error->message)
                              : tr("Error: %1").arg(s.error->message),
                          true);
            setMode(Mode::Program);
        }
    }
    devices_->update(s);
    timeLabel_->setText(tr("t = %1 s").arg(s.sim_time_s, 0, 'f', 2));
    rtfLabel_->setText(s.running ? tr("%1× real time").arg(s.real_time_factor, 0, 'f', 2)
                                 : QString());
    stateLabel_->setText(s.running ? tr("Running")
                                   : (s.sim_time_s > 0 ? tr("Paused") : tr("Ready")));
    pauseAct_->setText(s.running ? tr("&Pause") : tr("&Continue"));
    stepAct_->setEnabled(!s.running);
}

void MainWindow::appendConsole(const QString& line, bool error) {
    if (error) {
        console_->appendHtml(
            QStringLiteral("<span style=\"color:#c00000\">%1</span>").arg(line.toHtmlEscaped()));
    } else {
        console_->appendPlainText(line);
    }
}

QString MainWindow::consoleText() const {
    return console_->toPlainText();
}

void MainWindow::updateTitle() {
    const QString name = path_.isEmpty() ? tr("Untitled") : QFileInfo(path_).fileName();
    setWindowTitle(tr("%1[*] — %2 on %3 — Botlab")
                       .arg(name, QFileInfo(robot_).baseName(), QFileInfo(scene_).baseName()));
    setWindowModified(editor_->isModified() || modelsModified_);
}

Project MainWindow::currentProject() const {
    Project p;
    p.robot = robot_;
    p.scene = scene_;
    p.program = editor_->text();
    p.program_name = programName_;
    return p;
}

bool MainWindow::maybeSave() {
    if (!editor_->isModified() && !modelsModified_) return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("The project has unsaved changes. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newProject() {
    if (!maybeSave()) return;
    path_.clear();
    programName_.clear();
    openModels(QStringLiteral("line_follower"), QStringLiteral("line_challenge"));
    editor_->setText(defaultProgram());
    modelsModified_ = false;
    updateTitle();
}

void MainWindow::openDialog() {
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open"), QString(),
        tr("Botlab projects (*.botlab.json *.json);;Lua programs (*.lua);;All files (*)"));
    if (path.isEmpty()) return;
    if (path.endsWith(QLatin1String(".lua"))) {
        openProgram(path);
    } else {
        openProject(path);
    }
}

bool MainWindow::save() {
    if (path_.isEmpty()) return saveAs();
    return saveTo(path_);
}

bool MainWindow::saveAs() {
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Project"), path_.isEmpty() ? tr("my_robot.botlab.json") : path_,
        tr("Botlab projects (*.botlab.json)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(QLatin1String(".json"))) path += QStringLiteral(".botlab.json");
    return saveTo(path);
}

bool MainWindow::saveTo(const QString& path) {
    const Status st = saveProject(currentProject(), path);
    if (!st.ok()) {
        appendConsole(QString::fromStdString(st.message()), true);
        QMessageBox::warning(this, tr("Save failed"), QString::fromStdString(st.message()));
        return false;
    }
    path_ = QFileInfo(path).absoluteFilePath();
    editor_->setModified(false);
    modelsModified_ = false;
    addRecent(path_);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(path_), 3000);
    return true;
}

void MainWindow::addRecent(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent) recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
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

void MainWindow::rebuildExamplesMenu() {
    examplesMenu_->clear();
    examplesMenu_->addAction(tr("Line-follow &Demo"), this, [this] {
        if (maybeSave()) openDemo();
    });
    QMenu* robots = examplesMenu_->addMenu(tr("&Robots"));
    for (const QString& r : builtinRobots())
        connect(robots->addAction(r), &QAction::triggered, this, [this, r] {
            if (openModels(r, scene_)) {
                modelsModified_ = true;
                updateTitle();
            }
        });
    QMenu* scenes = examplesMenu_->addMenu(tr("&Scenes"));
    for (const QString& s : builtinScenes())
        connect(scenes->addAction(s), &QAction::triggered, this, [this, s] {
            if (openModels(robot_, s)) {
                modelsModified_ = true;
                updateTitle();
            }
        });
    QMenu* programs = examplesMenu_->addMenu(tr("&Programs"));
    const QString dir = examplesDir();
    const QStringList files =
        dir.isEmpty() ? QStringList()
                      : QDir(dir).entryList({QStringLiteral("*.lua")}, QDir::Files, QDir::Name);
    for (const QString& f : files)
        connect(programs->addAction(f), &QAction::triggered, this, [this, dir, f] {
            if (!editor_->isModified() || maybeSave()) openProgram(dir + QLatin1Char('/') + f);
        });
    programs->setEnabled(!files.isEmpty());
}

void MainWindow::autosave() {
    if (!editor_->isModified() && !modelsModified_) return;
    Project p = currentProject();
    if (!saveProject(p, autosavePath()).ok()) return;
    QSettings().setValue(QStringLiteral("autosaveOf"), path_);
}

void MainWindow::offerRecovery() {
    const QString path = autosavePath();
    if (!QFileInfo::exists(path)) return;
    const auto answer = QMessageBox::question(
        this, tr("Recover work"),
        tr("Botlab did not close properly last time. Recover the autosaved project?"),
        QMessageBox::Yes | QMessageBox::No);
    if (answer == QMessageBox::Yes) {
        auto p = loadProject(path);
        if (p.ok() && openModels(p->robot, p->scene)) {
            editor_->setText(p->program);
            editor_->setModified(true);
            path_ = QSettings().value(QStringLiteral("autosaveOf")).toString();
            updateTitle();
        }
    }
    QFile::remove(path);
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
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dlg);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dlg, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dlg, &QDialog::reject);
    if (dlg.exec() == QDialog::Accepted)
        settings.setValue(QStringLiteral("language"), lang->currentData().toString());
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
    if (maybeSave()) {
        event->accept();
    } else {
        event->ignore();
    }
}

void MainWindow::changeEvent(QEvent* event) {
    QMainWindow::changeEvent(event);
}

}  // namespace botlab::gui
