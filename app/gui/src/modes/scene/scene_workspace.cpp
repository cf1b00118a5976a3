// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/scene/scene_workspace.h"

#include <QAction>
#include <QActionGroup>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QImageReader>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "botlab/runner/display_names.h"
#include "botlab/runner/models.h"
#include "botlab/scenes/scene_check.h"
#include "botlab/scenes/scene_loading.h"
#include "modes/panel_scroll_area.h"
#include "modes/scene/scene_properties.h"
#include "project/scene_file.h"
#include "view3d/scene_view.h"

namespace botlab::gui {

using scenes::ItemKind;
using scenes::SceneDocument;
using Tool = ScenePlanView::Tool;

namespace {
/// The preview's floor texture: at most this many pixels a side (a 10 m floor at 1 cm).
constexpr int kPreviewFloorPx = 1024;
/// An edit reaches the preview this long after it (edits within it are shown together).
constexpr int kPreviewDelayMs = 40;
/// The properties panel is never cut at its right: its scroll area asks for the panel's minimum
/// width (at most this many pixels, so that the window still fits 1024 px) and scrolls only
/// up and down.
constexpr int kPropertiesMaxMinWidthPx = 470;

}  // namespace

SceneWorkspace::SceneWorkspace(SceneFile* scene, QWidget* parent)
    : Workspace(parent),
      ownScene_(scene ? nullptr : new SceneFile(this)),
      scene_(scene ? scene : ownScene_),
      editor_(scene_->editor()) {
    buildUi();
    connect(scene_, &SceneFile::changed, this, &SceneWorkspace::documentChanged);
    connect(scene_, &SceneFile::documentReplaced, this, [this] {
        plan_->setSelection({});
        fitted_ = false;
        if (active_) {
            fitted_ = true;
            plan_->zoomToFit();
        }
        emit titleChanged();
    });
    connect(scene_->file(), &DocumentFile::modifiedChanged, this, &SceneWorkspace::titleChanged);
    // An edit that would make a scene its reader refuses is not made (SceneEditor::apply); say why.
    editor_->on_refused = [self = QPointer<SceneWorkspace>(this)](const QString& reason) {
        if (self)
            self->showMessage(1, tr("That change was not made: the scene could not be opened "
                                    "again (%1).")
                                     .arg(reason));
    };
    scene_->file()->setDialogParent(this);
    previewTimer_ = new QTimer(this);
    previewTimer_->setSingleShot(true);
    previewTimer_->setInterval(kPreviewDelayMs);
    connect(previewTimer_, &QTimer::timeout, this, &SceneWorkspace::updatePreviewNow);
    if (ownScene_) scene_->file()->startAutosave(60'000);
    newScene({}, false);
}

SceneWorkspace::~SceneWorkspace() {
    // The scene's last signals must not reach this half-destroyed workspace.
    scene_->disconnect(this);
    scene_->file()->disconnect(this);
    if (ownScene_) scene_->file()->removeAutosave();
}

QString SceneWorkspace::autosavePath() const {
    return scene_->file()->autosavePath();
}

QString SceneWorkspace::path() const {
    return scene_->path();
}

void SceneWorkspace::buildUi() {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(messageBar());

    // File and edit bar. It fits 1024 px: the file commands are in one menu button, Undo and
    // Redo name their command in the tooltip only (a long name pushed Fit and Try It into the
    // overflow menu), the important buttons have icons.
    auto* bar = new QToolBar(this);
    bar->setObjectName(QStringLiteral("sceneToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setIconSize(QSize(16, 16));
    auto* fileMenu = new QMenu(this);
    QMenu* newMenu = fileMenu->addMenu(tr("New Scene"));
    newMenu->addAction(tr("Empty floor"), this, [this] { newScene(); });
    QMenu* fromBuiltin = newMenu->addMenu(tr("From a built-in scene"));
    for (const QString& n : scenes::builtinSceneNames())
        fromBuiltin->addAction(runner::sceneTitle(n), this, [this, n] { newScene(n); });
    fileMenu->addAction(tr("Open Scene..."), this, [this] {
        if (!maybeSave()) return;
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Open Scene"), QString(), tr("Botlab scenes (*.json);;All files (*)"));
        if (!file.isEmpty()) openScene(file);
    });
    fileMenu->addAction(tr("Save Scene"), this, &SceneWorkspace::saveScene)
        ->setObjectName(QStringLiteral("saveSceneAction"));
    fileMenu->addAction(tr("Save Scene As..."), this, &SceneWorkspace::saveSceneAs);
    auto* fileButton = new QToolButton(this);
    fileButton->setObjectName(QStringLiteral("sceneFileButton"));
    fileButton->setText(tr("Scene"));
    fileButton->setToolTip(tr("New, open and save scenes"));
    fileButton->setMenu(fileMenu);
    fileButton->setPopupMode(QToolButton::InstantPopup);
    bar->addWidget(fileButton);
    bar->addSeparator();
    // Ctrl+Z / Ctrl+Shift+Z come through the window's Edit menu (one shortcut per key).
    QUndoStack* stack = editor_->undoStack();
    undo_ = bar->addAction(
        QIcon::fromTheme(QStringLiteral("edit-undo"), style()->standardIcon(QStyle::SP_ArrowBack)),
        tr("Undo"), stack, &QUndoStack::undo);
    redo_ = bar->addAction(QIcon::fromTheme(QStringLiteral("edit-redo"),
                                            style()->standardIcon(QStyle::SP_ArrowForward)),
                           tr("Redo"), stack, &QUndoStack::redo);
    undo_->setObjectName(QStringLiteral("sceneUndoAction"));
    redo_->setObjectName(QStringLiteral("sceneRedoAction"));
    auto updateUndo = [this, stack] {
        undo_->setEnabled(stack->canUndo());
        redo_->setEnabled(stack->canRedo());
        undo_->setToolTip(stack->canUndo() ? tr("Undo %1").arg(stack->undoText()) : tr("Undo"));
        redo_->setToolTip(stack->canRedo() ? tr("Redo %1").arg(stack->redoText()) : tr("Redo"));
    };
    connect(stack, &QUndoStack::indexChanged, this, updateUndo);
    connect(stack, &QUndoStack::canUndoChanged, this, updateUndo);
    connect(stack, &QUndoStack::canRedoChanged, this, updateUndo);
    connect(stack, &QUndoStack::undoTextChanged, this, updateUndo);
    connect(stack, &QUndoStack::redoTextChanged, this, updateUndo);
    updateUndo();
    bar->addSeparator();
    bar->addAction(tr("Turn Left"), this, [this] { plan_->rotateSelection(15); })
        ->setToolTip(tr("Turn the selection 15° counter-clockwise (R)"));
    bar->addAction(tr("Turn Right"), this, [this] { plan_->rotateSelection(-15); })
        ->setToolTip(tr("Turn the selection 15° clockwise (Shift+R)"));
    bar->addAction(tr("Delete"), this, [this] { plan_->deleteSelection(); });
    bar->addSeparator();
    QAction* maze = bar->addAction(tr("Maze..."), this, &SceneWorkspace::addMaze);
    maze->setObjectName(QStringLiteral("mazeAction"));
    maze->setToolTip(tr("Generate a maze: rows, columns, cell size and seed"));
    bar->addAction(tr("Floor Picture..."), this, &SceneWorkspace::addPicture)
        ->setToolTip(tr("Lay a PNG or JPEG track picture on the floor"));
    bar->addSeparator();
    QAction* snap = bar->addAction(tr("Snap to Grid"));
    snap->setCheckable(true);
    snap->setChecked(true);
    snap->setToolTip(tr("Snap to the 1 cm grid (hold Alt to place freely)"));
    QAction* fit = bar->addAction(style()->standardIcon(QStyle::SP_TitleBarMaxButton), tr("Fit"),
                                  this, [this] { plan_->zoomToFit(); });
    fit->setObjectName(QStringLiteral("sceneFitAction"));
    fit->setToolTip(tr("Show the whole floor"));
    bar->addSeparator();
    tryIt_ = bar->addAction(style()->standardIcon(QStyle::SP_MediaPlay), tr("Try It"), this,
                            [this] { emit tryItRequested(editor_->document(), label()); });
    tryIt_->setObjectName(QStringLiteral("tryItAction"));
    tryIt_->setToolTip(
        tr("Run the current robot and program on this scene (switches to Simulate)"));
    layout->addWidget(bar);

    // Tools | plan | (preview, properties, problems).
    auto* row = new QWidget(this);
    auto* rowLayout = new QHBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    rowLayout->setSpacing(0);
    // The drawing tools in two columns, like a paint program's: twenty tools in one column would
    // not fit a 600-pixel-high window.
    auto* tools = new QWidget(row);
    tools->setObjectName(QStringLiteral("sceneTools"));
    auto* toolGrid = new QGridLayout(tools);
    toolGrid->setContentsMargins(2, 2, 2, 2);
    toolGrid->setSpacing(1);
    auto* group = new QActionGroup(this);
    const struct {
        Tool tool;
        QString name;
        QString key;
        QString tip;
    } defs[] = {
        {Tool::Select, tr("Select"), QStringLiteral("V"),
         tr("Select, move (drag), reshape (drag the squares); Shift adds to the selection")},
        {Tool::Line, tr("Line"), QStringLiteral("L"),
         tr("Straight line track: click the corners, double-click or Enter to finish")},
        {Tool::Curve, tr("Curve"), QStringLiteral("C"),
         tr("Smooth curved track through the points you click; double-click or Enter to finish")},
        {Tool::Freehand, tr("Freehand"), QStringLiteral("F"), tr("Drag to draw a track")},
        {Tool::Arc, tr("Arc"), QStringLiteral("A"),
         tr("Drag from the centre to where the arc starts; set its radius and sweep after")},
        {Tool::Gap, tr("Gap"), QStringLiteral("G"), tr("Click a line to leave a 3.5 cm gap")},
        {Tool::Dash, tr("Dash"), QStringLiteral("D"),
         tr("Click a line to paint a short dash across it")},
        {Tool::Wall, tr("Wall"), QStringLiteral("W"), tr("Drag to build a wall")},
        {Tool::Room, tr("Room"), QStringLiteral("O"), tr("Drag a rectangle of four walls")},
        {Tool::Box, tr("Box"), QStringLiteral("B"), tr("Click to place a box")},
        {Tool::Cylinder, tr("Cylinder"), QStringLiteral("Y"), tr("Click to place a cylinder")},
        {Tool::Ball, tr("Ball"), QStringLiteral("J"),
         tr("Click to place a ball the robot can push (red; pick its colour in the properties)")},
        {Tool::Cube, tr("Cube"), QStringLiteral("X"),
         tr("Click to place a cube the robot can push (green; pick its colour in the properties)")},
        {Tool::Puck, tr("Puck"), QStringLiteral("P"),
         tr("Click to place a puck the robot can push (blue; pick its colour in the properties)")},
        {Tool::Candle, tr("Candle"), QStringLiteral("N"), tr("Click to place a candle")},
        {Tool::Buzzer, tr("Buzzer"), QStringLiteral("U"),
         tr("Click to place a buzzer that sound sensors hear")},
        {Tool::Start, tr("Start"), QStringLiteral("S"),
         tr("Press where the robot starts and drag the way it faces (snaps onto a line's end); "
            "Shift+press adds another start (one per robot in an arena)")},
        {Tool::Finish, tr("Finish"), QStringLiteral("E"), tr("Drag the finish zone")},
        {Tool::Checkpoint, tr("Checkpoint"), QStringLiteral("K"),
         tr("Drag a checkpoint; the robot must pass them in the order they were added")},
        {Tool::ObjectZone, tr("Object zone"), QStringLiteral("Z"),
         tr("Drag a zone the robot must push objects into (it wants the colour of the objects "
            "in it, or red; change it in the properties)")},
    };
    for (const auto& d : defs) {
        auto* a = new QAction(d.name, tools);
        auto* button = new QToolButton(tools);
        button->setDefaultAction(a);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setAutoRaise(true);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        const int k = int(toolActions_.size());
        toolGrid->addWidget(button, k / 2, k % 2);
        a->setCheckable(true);
        a->setShortcut(QKeySequence(d.key));
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(d.tip, d.key));
        a->setData(int(d.tool));
        group->addAction(a);
        addAction(a);  // the shortcut works anywhere in the workspace
        const Tool t = d.tool;
        connect(a, &QAction::triggered, this, [this, t] { plan_->setTool(t); });
        toolActions_.push_back(a);
    }
    toolGrid->setRowStretch(int(toolActions_.size() + 1) / 2, 1);
    toolActions_.front()->setChecked(true);
    rowLayout->addWidget(tools);

    auto* split = new QSplitter(Qt::Horizontal, row);
    plan_ = new ScenePlanView(editor_, split);
    split->addWidget(plan_);
    auto* side = new QSplitter(Qt::Vertical, split);
    side->setObjectName(QStringLiteral("sceneSidePanel"));
    previewHolder_ = new QWidget(side);
    auto* ph = new QVBoxLayout(previewHolder_);
    ph->setContentsMargins(0, 0, 0, 0);
    previewHolder_->setMinimumSize(320, 220);
    side->addWidget(previewHolder_);
    auto* scroll = new PanelScrollArea(kPropertiesMaxMinWidthPx, side);
    scroll->setObjectName(QStringLiteral("scenePropertiesScroll"));
    properties_ = new ScenePropertiesPanel(editor_, scroll);
    scroll->setPanel(properties_);
    side->addWidget(scroll);
    problems_ = new QListWidget(side);
    problems_->setToolTip(tr("Problems found in the scene; click one to select its item"));
    side->addWidget(problems_);
    side->setStretchFactor(0, 3);
    side->setStretchFactor(1, 3);
    side->setStretchFactor(2, 1);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({640, 420});
    side->setSizes({260, 300, 90});
    rowLayout->addWidget(split, 1);
    layout->addWidget(row, 1);
    status_ = new QLabel(this);
    status_->setContentsMargins(6, 2, 6, 2);
    layout->addWidget(status_);

    connect(snap, &QAction::toggled, this, [this](bool on) { plan_->setSnap(on); });
    auto* rotateLeft = new QAction(this);
    rotateLeft->setShortcut(QKeySequence(Qt::Key_R));
    rotateLeft->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(rotateLeft, &QAction::triggered, this, [this] { plan_->rotateSelection(15); });
    addAction(rotateLeft);
    auto* rotateRight = new QAction(this);
    rotateRight->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_R));
    rotateRight->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(rotateRight, &QAction::triggered, this, [this] { plan_->rotateSelection(-15); });
    addAction(rotateRight);

    connect(plan_, &ScenePlanView::selectionChanged, this,
            [this] { properties_->showItems(plan_->selection()); });
    connect(plan_, &ScenePlanView::toolChanged, this, [this](Tool t) {
        for (QAction* a : toolActions_) a->setChecked(a->data().toInt() == int(t));
    });
    connect(plan_, &ScenePlanView::cursorMoved, this, [this](double x, double z) {
        status_->setText(tr("x %1 cm, z %2 cm — wheel: zoom, right or middle drag: pan, "
                            "Esc: back to Select")
                             .arg(x * 100.0, 0, 'f', 1)
                             .arg(z * 100.0, 0, 'f', 1));
    });
    connect(properties_, &ScenePropertiesPanel::mazeToWalls, this, [this](int i) {
        std::vector<scenes::ItemRef> walls;
        if (!editor_
                 ->edit(tr("Make the maze's walls editable"),
                        [&](SceneDocument& d) {
                            for (int w : scenes::mazeToWalls(d, i))
                                walls.push_back({ItemKind::Wall, w});
                        })
                 .ok())
            return;
        plan_->setSelection(walls);
    });
    connect(properties_, &ScenePropertiesPanel::chooseDemFile, this, &SceneWorkspace::chooseDem);
    connect(problems_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0) return;
        const auto issues = scenes::checkScene(editor_->document());
        if (row < int(issues.size())) plan_->setSelection({issues[std::size_t(row)].item});
    });
}

QAction* SceneWorkspace::toolAction(Tool tool) const {
    for (QAction* a : toolActions_)
        if (a->data().toInt() == int(tool)) return a;
    return nullptr;
}

void SceneWorkspace::activate(Mode mode) {
    (void)mode;
    active_ = true;
    if (!preview_) {
        // The 3D preview is made the first time the mode is shown (a second Qt 3D window costs
        // start-up time and memory nobody needs who never opens the Scene mode).
        preview_ = new SceneView(previewHolder_);
        previewHolder_->layout()->addWidget(preview_);
        preview_->setCameraMode(SceneView::CameraMode::Orbit);
        updatePreviewNow();
    }
    if (!fitted_) {
        fitted_ = true;
        QTimer::singleShot(0, plan_, [this] { plan_->zoomToFit(); });
    }
    plan_->setFocus();
    // The preview's Qt 3D window may take the keyboard when it first shows: give it back to the
    // plan so that the tools' keys work at once.
    QTimer::singleShot(150, plan_, [this] {
        if (!plan_->isVisible()) return;
        plan_->window()->activateWindow();
        plan_->setFocus();
    });
}

bool SceneWorkspace::editCommand(EditCommand c) {
    switch (c) {
        case EditCommand::Undo:
            editor_->undoStack()->undo();
            return true;
        case EditCommand::Redo:
            editor_->undoStack()->redo();
            return true;
        case EditCommand::Cut:
            plan_->cutSelection();
            return true;
        case EditCommand::Copy:
            plan_->copySelection();
            return true;
        case EditCommand::Paste:
            plan_->paste();
            return true;
        case EditCommand::SelectAll:
            plan_->selectAll();
            return true;
    }
    return false;
}

void SceneWorkspace::documentChanged() {
    plan_->rebuild();
    properties_->refresh();
    const auto issues = scenes::checkScene(editor_->document());
    plan_->setIssues(issues);
    problems_->clear();
    for (const auto& is : issues) problems_->addItem(is.message);
    if (issues.empty()) problems_->addItem(tr("No problems found."));
    if (!editPending_) {
        editPending_ = true;
        sinceEdit_.start();
    }
    if (!previewTimer_->isActive()) previewTimer_->start();
    emit titleChanged();
}

void SceneWorkspace::updatePreviewNow() {
    previewTimer_->stop();
    if (!preview_) return;
    auto m = runner::loadModels(robot_, editor_->document(), label(),
                                scenes::CompileOptions{kPreviewFloorPx});
    if (!m.ok()) {
        status_->setText(QString::fromStdString(m.message()));
        editPending_ = false;
        return;
    }
    preview_->setModels(m.value());
    ++previewUpdates_;
    if (editPending_) {
        lastPreviewMs_ = sinceEdit_.nsecsElapsed() * 1e-6;
        editPending_ = false;
    }
}

QString SceneWorkspace::label() const {
    return path().isEmpty() ? editor_->document().name : path();
}

QString SceneWorkspace::displayName() const {
    return scene_->file()->displayName();
}

bool SceneWorkspace::isModified() const {
    return scene_->isModified();
}

void SceneWorkspace::setRobot(const QString& robot) {
    if (robot == robot_) return;
    robot_ = robot;
    if (preview_ && !previewTimer_->isActive()) previewTimer_->start();
}

bool SceneWorkspace::maybeSave() {
    return scene_->file()->maybeSave();
}

bool SceneWorkspace::newScene(const QString& builtin, bool ask) {
    if (ask && !maybeSave()) return false;
    if (const Status st = scene_->newScene(builtin); !st.ok()) {
        Workspace::showMessage(2, QString::fromStdString(st.message()));
        return false;
    }
    return true;
}

bool SceneWorkspace::openScene(const QString& name_or_path, bool quiet) {
    if (const Status st = scene_->open(name_or_path); !st.ok()) {
        if (!quiet) Workspace::showMessage(2, QString::fromStdString(st.message()));
        return false;
    }
    return true;
}

bool SceneWorkspace::saveSceneTo(const QString& path) {
    return scene_->file()->saveTo(path);
}

bool SceneWorkspace::saveScene() {
    return scene_->file()->save();
}

bool SceneWorkspace::saveSceneAs() {
    return scene_->file()->saveAs();
}

void SceneWorkspace::offerRecovery() {
    scene_->file()->offerRecovery();
}

void SceneWorkspace::addMaze() {
    QDialog dlg(this);
    dlg.setWindowTitle(tr("Generate a Maze"));
    auto* form = new QFormLayout(&dlg);
    auto* rows = new QSpinBox(&dlg);
    rows->setRange(2, 40);
    rows->setValue(6);
    auto* cols = new QSpinBox(&dlg);
    cols->setRange(2, 40);
    cols->setValue(6);
    auto* cell = new QSpinBox(&dlg);
    cell->setRange(10, 200);
    cell->setValue(30);
    cell->setSuffix(tr(" cm"));
    auto* seed = new QSpinBox(&dlg);
    seed->setRange(0, 1'000'000);
    seed->setValue(1);
    form->addRow(tr("Rows:"), rows);
    form->addRow(tr("Columns:"), cols);
    form->addRow(tr("Cell size:"), cell);
    form->addRow(tr("Seed:"), seed);
    auto* note = new QLabel(tr("The start goes in the north-west cell, the finish outside the "
                               "south-east exit. Select the maze to regenerate it."),
                            &dlg);
    note->setWordWrap(true);
    form->addRow(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dlg);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dlg, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dlg, &QDialog::reject);
    if (dlg.exec() != QDialog::Accepted) return;
    // The maze takes the floor: a track, walls or mazes already there would run through it. Ask
    // before replacing them; the replacement and the maze are one undo step.
    const QString replaced = ScenePropertiesPanel::floorItemsText(
        editor_->document(),
        ScenePropertiesPanel::Track | ScenePropertiesPanel::Walls | ScenePropertiesPanel::Mazes);
    if (!replaced.isEmpty() &&
        !ScenePropertiesPanel::askFirst(this, tr("Generate a Maze"),
                                        tr("Replace %1 with a maze?").arg(replaced), tr("Replace"),
                                        QStringLiteral("replaceWithMazeBox")))
        return;
    if (!editor_
             ->edit(tr("Generate a maze"),
                    [&](SceneDocument& d) {
                        d.floor.strokes.clear();
                        d.centreline.reset();
                        d.goals.checkpoints.clear();
                        d.walls.clear();
                        d.mazes.clear();
                        scenes::MazeSpec m;
                        m.rows = rows->value();
                        m.cols = cols->value();
                        m.cell_m = cell->value() / 100.0;
                        m.seed = std::uint64_t(seed->value());
                        m.start = {0, 0};
                        m.exit = {m.rows - 1, m.cols - 1};
                        // Centred on the floor, which grows to hold the maze and its finish outside
                        // the exit.
                        const double w = m.cols * m.cell_m, h = m.rows * m.cell_m;
                        d.floor.size_x_m = std::max(d.floor.size_x_m, w + 2.5 * m.cell_m);
                        d.floor.size_z_m = std::max(d.floor.size_z_m, h + 1.0 * m.cell_m);
                        m.origin = {d.floor.centre.x_m - 0.5 * w, d.floor.centre.z_m - 0.5 * h};
                        d.mazes.push_back(m);
                        scenes::placeMazeStartAndFinish(d, int(d.mazes.size()) - 1);
                    })
             .ok())
        return;
    plan_->setSelection({{ItemKind::Maze, int(editor_->document().mazes.size()) - 1}});
    plan_->zoomToFit();
}

void SceneWorkspace::addPicture() {
    const QString file = QFileDialog::getOpenFileName(this, tr("Floor Picture"), QString(),
                                                      tr("Pictures (*.png *.jpg *.jpeg)"));
    if (file.isEmpty()) return;
    QImageReader reader(file);
    const QSize size = reader.size();
    if (!size.isValid()) {
        Workspace::showMessage(
            2, tr("%1: cannot read the picture (%2)").arg(file, reader.errorString()));
        return;
    }
    bool ok = false;
    const SceneDocument& doc = editor_->document();
    const double width = QInputDialog::getDouble(this, tr("Floor Picture"),
                                                 tr("Width of the picture on the floor (m):"),
                                                 doc.floor.size_x_m, 0.01, 100.0, 3, &ok);
    if (!ok) return;
    if (!editor_
             ->edit(tr("Add a floor picture"),
                    [&](SceneDocument& d) {
                        scenes::FloorImage im;
                        im.file = QFileInfo(file).absoluteFilePath();
                        im.centre = d.floor.centre;
                        im.size_x_m = width;
                        im.size_z_m = width * size.height() / std::max(1, size.width());
                        d.floor.images.push_back(im);
                    })
             .ok())
        return;
    plan_->setSelection({{ItemKind::FloorImage, int(editor_->document().floor.images.size()) - 1}});
}

void SceneWorkspace::chooseDem() {
    const QString file = QFileDialog::getOpenFileName(this, tr("Height Map"), QString(),
                                                      tr("Height maps (*.csv *.png)"));
    if (file.isEmpty()) {
        properties_->showItems({});
        return;
    }
    if (!editor_
             ->edit(tr("Change the terrain"),
                    [&](SceneDocument& d) {
                        scenes::Terrain t;
                        t.source = file.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)
                                       ? scenes::TerrainSource::DemPng
                                       : scenes::TerrainSource::DemCsv;
                        t.file = QFileInfo(file).absoluteFilePath();
                        t.height_scale_m = 0.2;
                        t.origin = {d.floor.centre.x_m - 0.5 * d.floor.size_x_m,
                                    d.floor.centre.z_m - 0.5 * d.floor.size_z_m};
                        if (d.terrain) t.soft_terrain = d.terrain->soft_terrain;
                        d.terrain = t;
                    })
             .ok())
        return;
    properties_->showItems({});
}

}  // namespace botlab::gui
