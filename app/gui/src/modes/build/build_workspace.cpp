// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/build/build_workspace.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <optional>
#include <set>

#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/compile.h"
#include "botlab/assembler/ghost.h"
#include "botlab/assembler/group_placement.h"
#include "botlab/assembler/robot_check.h"
#include "botlab/assembler/robot_file.h"
#include "botlab/assembler/robot_loading.h"
#include "botlab/assembler/test_drive.h"
#include "botlab/part_render/build_instructions.h"
#include "botlab/runner/display_names.h"
#include "modes/build/parts_palette.h"
#include "project/robot_file.h"

namespace botlab::gui {

namespace {

/// The side panel's lists (wiring, robot check, test drive) shrink to this height at least.
constexpr int kListMinHeightPx = 36;

bool contains(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

BuildWorkspace::BuildWorkspace(RobotFile* robot, QWidget* parent)
    : Workspace(parent),
      ownRobot_(robot ? nullptr : new RobotFile(this)),
      robot_(robot ? robot : ownRobot_),
      lib_(robot_->library()),
      editor_(&robot_->editor()) {
    buildUi();
    connect(editor_->undoStack(), &QUndoStack::indexChanged, this, [this] {
        // Indices may have shifted (undo of an add, redo of a remove).
        std::vector<int> keep;
        for (int i : selection_)
            if (i < int(editor_->document().parts.size())) keep.push_back(i);
        selection_ = keep;
        refresh();
    });
    connect(robot_->file(), &DocumentFile::modifiedChanged, this,
            [this] { emit modifiedChanged(); });
    connect(robot_->file(), &DocumentFile::saved, this, [this](const QString& path) {
        showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()));
    });
    connect(robot_->file(), &DocumentFile::message, this,
            [this](int severity, const QString& text) { showMessage(text, severity >= 2); });
    connect(robot_, &RobotFile::aboutToReplace, this, [this] {
        cancelCarry();
        selection_.clear();
    });
    connect(robot_, &RobotFile::documentReplaced, this, [this] {
        refresh();
        view_->setStandardView(BuildView::StandardView::Overview);
        emit modifiedChanged();
    });
    robot_->file()->setDialogParent(this);
    if (ownRobot_) robot_->file()->startAutosave(60'000);
    refresh();
    showHint();
}

BuildWorkspace::~BuildWorkspace() {
    ghost_.reset();
    // The robot's last signals must not reach this half-destroyed workspace.
    editor_->undoStack()->disconnect(this);
    robot_->disconnect(this);
    robot_->file()->disconnect(this);
    if (ownRobot_) robot_->file()->removeAutosave();
}

void BuildWorkspace::buildUi() {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    outer->addWidget(messageBar());

    auto* bar = new QToolBar(this);
    bar->setObjectName(QStringLiteral("buildToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setIconSize(QSize(16, 16));
    outer->addWidget(bar);

    // New robot: empty, or any built-in robot as a template.
    auto* newMenu = new QMenu(this);
    QAction* empty = newMenu->addAction(tr("New empty robot"));
    connect(empty, &QAction::triggered, this, [this] {
        if (maybeSave()) newRobot();
    });
    newMenu->addSeparator();
    for (const QString& name : assembler::buildableRobotNames()) {
        QAction* a = newMenu->addAction(tr("New robot from %1").arg(runner::robotTitle(name)));
        connect(a, &QAction::triggered, this, [this, name] {
            if (maybeSave()) newRobot(name);
        });
    }
    auto* newButton = new QToolButton(this);
    newButton->setText(tr("Robot"));
    newButton->setToolTip(tr("New robot, from scratch or from a built-in one; building steps"));
    newButton->setMenu(newMenu);
    newButton->setPopupMode(QToolButton::InstantPopup);
    bar->addWidget(newButton);
    connect(bar->addAction(tr("Open Robot...")), &QAction::triggered, this, [this] {
        if (!maybeSave()) return;
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Robot"), QString(),
                                                          tr("Robot files (*.robot.json *.json)"));
        if (!path.isEmpty()) openRobot(path);
    });
    connect(bar->addAction(tr("Save Robot")), &QAction::triggered, this, &BuildWorkspace::save);
    connect(bar->addAction(tr("Save Robot As...")), &QAction::triggered, this,
            &BuildWorkspace::saveAs);
    newMenu->addSeparator();
    // Chains and belts (issue 17): two sprockets or pulleys alone in one plane get one by
    // themselves; with more in one plane the user picks the two to connect.
    for (const bool chain : {true, false}) {
        QAction* a = newMenu->addAction(chain ? tr("Connect with Chain") : tr("Connect with Belt"));
        a->setToolTip(chain ? tr("Lay a chain between the two selected sprockets")
                            : tr("Lay a belt between the two selected pulleys"));
        connect(a, &QAction::triggered, this, [this, chain] {
            const auto want = chain ? parts_library::DriveWheelKind::Sprocket
                                    : parts_library::DriveWheelKind::Pulley;
            const auto& doc = editor_->document();
            bool ok = selection_.size() == 2;
            for (int i : selection_) {
                const auto* d = lib_.find(doc.parts[std::size_t(i)].part_id);
                ok = ok && d && d->drive.kind == want;
            }
            if (!ok) {
                showMessage(chain ? tr("Select two sprockets to connect them with a chain.")
                                  : tr("Select two pulleys to connect them with a belt."),
                            true);
                return;
            }
            if (Status st = editor_->connectDrive(selection_[0], selection_[1]); !st) {
                showMessage(QString::fromStdString(st.message()), true);
                return;
            }
            showMessage(chain ? tr("The chain is laid.") : tr("The belt is laid."));
        });
    }
    newMenu->addSeparator();
    QAction* steps = newMenu->addAction(tr("Export Building Steps..."));
    steps->setToolTip(tr("The parts list and step-by-step pictures as one web page to print"));
    connect(steps, &QAction::triggered, this, [this] {
        QString path = QFileDialog::getSaveFileName(
            this, tr("Export Building Steps"),
            QDir::home().filePath(QStringLiteral("building-steps.html")), tr("Web pages (*.html)"));
        if (!path.isEmpty()) exportBuildingSteps(path);
    });
    bar->addSeparator();
    undoAction_ = bar->addAction(
        QIcon::fromTheme(QStringLiteral("edit-undo"), style()->standardIcon(QStyle::SP_ArrowBack)),
        tr("Undo"));
    redoAction_ = bar->addAction(QIcon::fromTheme(QStringLiteral("edit-redo"),
                                                  style()->standardIcon(QStyle::SP_ArrowForward)),
                                 tr("Redo"));
    undoAction_->setObjectName(QStringLiteral("buildUndoAction"));
    redoAction_->setObjectName(QStringLiteral("buildRedoAction"));
    connect(undoAction_, &QAction::triggered, this, &BuildWorkspace::undo);
    connect(redoAction_, &QAction::triggered, this, &BuildWorkspace::redo);
    QAction* del = bar->addAction(tr("Delete"));
    del->setToolTip(tr("Delete the selected parts (Delete)"));
    connect(del, &QAction::triggered, this, &BuildWorkspace::deleteSelection);
    QAction* dup = bar->addAction(tr("Duplicate"));
    dup->setToolTip(tr("Duplicate the selected parts (Ctrl+D)"));
    connect(dup, &QAction::triggered, this, &BuildWorkspace::duplicateSelection);
    bar->addSeparator();
    const std::pair<QString, BuildView::StandardView> views[] = {
        {tr("Front"), BuildView::StandardView::Front},
        {tr("Side"), BuildView::StandardView::Side},
        {tr("Top"), BuildView::StandardView::Top},
        {tr("3D"), BuildView::StandardView::Overview}};
    for (const auto& [text, v] : views) {
        QAction* a = bar->addAction(text);
        connect(a, &QAction::triggered, this, [this, v = v] { view_->setStandardView(v); });
    }

    auto* split = new QSplitter(Qt::Horizontal, this);
    outer->addWidget(split, 1);
    palette_ = new PartsPalette(lib_, split);
    palette_->setMinimumWidth(190);
    split->addWidget(palette_);

    auto* centre = new QWidget(split);
    auto* centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(2);
    view_ = new BuildView(lib_, centre);
    centreLayout->addWidget(view_, 1);
    message_ = new QLabel(centre);
    message_->setObjectName(QStringLiteral("buildMessage"));
    message_->setWordWrap(true);
    message_->setContentsMargins(6, 2, 6, 4);
    centreLayout->addWidget(message_);
    split->addWidget(centre);

    auto* side = new QWidget(split);
    side->setObjectName(QStringLiteral("buildSidePanel"));
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(4, 0, 4, 0);
    // The robot's name, editable (one undo step).
    auto* robotRow = new QWidget(side);
    auto* robotForm = new QFormLayout(robotRow);
    robotForm->setContentsMargins(0, 0, 0, 0);
    robotNameEdit_ = new QLineEdit(robotRow);
    robotNameEdit_->setObjectName(QStringLiteral("robotNameEdit"));
    robotNameEdit_->setPlaceholderText(tr("e.g. my line follower"));
    robotForm->addRow(tr("Robot name:"), robotNameEdit_);
    sideLayout->addWidget(robotRow);
    connect(robotNameEdit_, &QLineEdit::editingFinished, this, [this] {
        if (refreshing_) return;
        const QString text = robotNameEdit_->text().trimmed();
        if (text.isEmpty() || text == editor_->document().name) {
            robotNameEdit_->setText(editor_->document().name);
            return;
        }
        commit(tr("Rename robot"), [&] { editor_->rename(text); });
    });
    auto* props = new QGroupBox(tr("Selected part"), side);
    auto* form = new QFormLayout(props);
    partLabel_ = new QLabel(props);
    partLabel_->setWordWrap(true);
    labelEdit_ = new QLineEdit(props);
    labelEdit_->setObjectName(QStringLiteral("partLabelEdit"));
    labelEdit_->setPlaceholderText(tr("e.g. left motor"));
    portBox_ = new QComboBox(props);
    portBox_->setObjectName(QStringLiteral("portBox"));
    portLabel_ = new QLabel(tr("Port:"), props);
    reversedBox_ = new QCheckBox(tr("Turns the other way"), props);
    reversedBox_->setObjectName(QStringLiteral("reversedBox"));
    form->addRow(tr("Part:"), partLabel_);
    form->addRow(tr("Name:"), labelEdit_);
    form->addRow(portLabel_, portBox_);
    form->addRow(QString(), reversedBox_);
    sideLayout->addWidget(props);
    connect(labelEdit_, &QLineEdit::editingFinished, this, [this] {
        if (refreshing_ || selection_.size() != 1) return;
        const int i = selection_.front();
        const QString text = labelEdit_->text().trimmed();
        // The field shows a built-in robot's label translated: unchanged, it renames nothing.
        const QString label = editor_->document().parts[i].label;
        if (text == label || text == runner::partLabel(label)) return;
        commit(tr("Rename part"), [&] {
            if (Status st = editor_->setLabel(i, text); !st)
                showMessage(QString::fromStdString(st.message()), true);
        });
    });
    connect(portBox_, &QComboBox::activated, this, [this](int row) {
        if (refreshing_ || selection_.size() != 1) return;
        const int i = selection_.front();
        const int port = portBox_->itemData(row).toInt();
        const int old_port = editor_->document().parts[i].port;
        if (port == old_port) return;
        const int user = port > 0 ? portUser(i, port) : -1;
        if (user >= 0) {
            // A port in use: the two parts swap ports, one undo step.
            const QString a = deviceName(i), b = deviceName(user);
            commit(tr("Swap ports of %1 and %2").arg(a, b), [&] {
                for (Status st : {editor_->setPort(user, 0), editor_->setPort(i, port),
                                  editor_->setPort(user, old_port)})
                    if (!st) showMessage(QString::fromStdString(st.message()), true);
            });
            showMessage(old_port > 0
                            ? tr("%1 and %2 swapped ports.").arg(a, b)
                            : tr("%1 took the port of %2, which is not wired now.").arg(a, b));
            return;
        }
        commit(tr("Change port"), [&] {
            if (Status st = editor_->setPort(i, port); !st)
                showMessage(QString::fromStdString(st.message()), true);
        });
    });
    connect(reversedBox_, &QCheckBox::toggled, this, [this](bool on) {
        if (refreshing_ || selection_.size() != 1) return;
        const int i = selection_.front();
        if (on == editor_->document().parts[i].reversed) return;
        commit(tr("Change motor direction"), [&] {
            if (Status st = editor_->setReversed(i, on); !st)
                showMessage(QString::fromStdString(st.message()), true);
        });
    });

    auto* wiringBox = new QGroupBox(tr("Wiring"), side);
    auto* wiringLayout = new QVBoxLayout(wiringBox);
    wiring_ = new QTableWidget(0, 2, wiringBox);
    wiring_->setObjectName(QStringLiteral("wiringTable"));
    wiring_->setHorizontalHeaderLabels({tr("Port"), tr("Device")});
    wiring_->horizontalHeader()->setStretchLastSection(true);
    wiring_->verticalHeader()->hide();
    wiring_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    wiring_->setSelectionBehavior(QAbstractItemView::SelectRows);
    wiringLayout->addWidget(wiring_);
    sideLayout->addWidget(wiringBox, 1);
    connect(wiring_, &QTableWidget::cellClicked, this, [this](int row, int) {
        const int part = wiring_->item(row, 0)->data(Qt::UserRole).toInt();
        setSelection({part});
    });

    auto* checkBox = new QGroupBox(tr("Robot check"), side);
    auto* checkLayout = new QVBoxLayout(checkBox);
    checkList_ = new QListWidget(checkBox);
    checkList_->setObjectName(QStringLiteral("robotCheck"));
    checkList_->setWordWrap(true);
    checkLayout->addWidget(checkList_, 1);
    // The test drive (issue 23): what the robot does on a flat floor, refreshed off the GUI
    // thread after each edit; a Fix button under each finding one click fixes.
    auto* driveHead = new QHBoxLayout;
    drivePath_ = new QLabel(checkBox);
    drivePath_->setObjectName(QStringLiteral("testDrivePath"));
    drivePath_->setFixedSize(84, 52);
    drivePath_->setToolTip(
        tr("The test drive's path seen from above: both motors forward, a "
           "stop, then each motor alone."));
    driveStatus_ = new QLabel(checkBox);
    driveStatus_->setObjectName(QStringLiteral("testDriveStatus"));
    driveStatus_->setWordWrap(true);
    driveHead->addWidget(drivePath_);
    driveHead->addWidget(driveStatus_, 1);
    checkLayout->addLayout(driveHead);
    driveList_ = new QListWidget(checkBox);
    driveList_->setObjectName(QStringLiteral("testDrive"));
    driveList_->setWordWrap(true);
    checkLayout->addWidget(driveList_, 3);
    sideLayout->addWidget(checkBox, 3);
    drive_ = new TestDriveSession(this);
    connect(drive_, &TestDriveSession::finished, this, &BuildWorkspace::showTestDrive);
    connect(driveList_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const int finding = item->data(Qt::UserRole).toInt();
        if (!driveOutcome_ || !driveOutcome_->result) return;
        const auto& f = driveOutcome_->result->findings;
        if (finding >= 0 && finding < int(f.size()) && f[finding].part >= 0)
            setSelection({f[finding].part});
    });
    connect(checkList_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const int row = checkList_->row(item);
        if (row >= 0 && row < int(problems_.size()) && !problems_[row].parts.empty())
            setSelection(problems_[row].parts);
    });
    // The lists shrink to a few rows (they scroll) so the panel never sets the window's
    // minimum height: the window fits 1024x600.
    for (QAbstractScrollArea* list :
         {static_cast<QAbstractScrollArea*>(wiring_), static_cast<QAbstractScrollArea*>(checkList_),
          static_cast<QAbstractScrollArea*>(driveList_)})
        list->setMinimumHeight(kListMinHeightPx);
    // The height is shared by the stretch factors alone (wiring 1 : check 3), not by the lists'
    // size hints: the wiring table no longer shrinks to one row beside two half-empty lists.
    for (QAbstractScrollArea* list :
         {static_cast<QAbstractScrollArea*>(wiring_), static_cast<QAbstractScrollArea*>(checkList_),
          static_cast<QAbstractScrollArea*>(driveList_)})
        list->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    split->addWidget(side);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setStretchFactor(2, 0);
    split->setSizes({210, 700, 260});

    checkTimer_ = new QTimer(this);
    checkTimer_->setSingleShot(true);
    checkTimer_->setInterval(150);
    connect(checkTimer_, &QTimer::timeout, this, &BuildWorkspace::checkNow);

    connect(palette_, &PartsPalette::partPressed, this, [this](const QString& id) {
        startCarry(id);
        fromPalette_ = true;
    });
    connect(palette_, &PartsPalette::dragMoved, this, [this](const QPoint& global) {
        const QPoint p = view_->mapFromGlobal(global);
        if (view_->rect().contains(p)) {
            carryTo(p);
        } else {
            view_->setGhost({}, {}, BuildView::GhostLook::Free);
            view_->setMarkers({}, -1);
        }
    });
    connect(palette_, &PartsPalette::dragReleased, this, [this](const QPoint& global) {
        const QPoint p = view_->mapFromGlobal(global);
        // Released over the view: drop. Released on the palette (a click): the part stays in
        // the hand and follows the mouse over the view until a click there drops it.
        if (view_->rect().contains(p)) dropAt(p);
    });
    palette_->tree()->installEventFilter(this);
    connect(view_, &BuildView::leftPressed, this, &BuildWorkspace::onViewPressed);
    connect(view_, &BuildView::mouseMoved, this, &BuildWorkspace::onViewMoved);
    connect(view_, &BuildView::leftReleased, this, &BuildWorkspace::onViewReleased);
    connect(view_, &BuildView::keyPressed, this, &BuildWorkspace::onKey);
    connect(view_, &BuildView::left, this, [this] {
        if (ghost_) {
            view_->setGhost({}, {}, BuildView::GhostLook::Free);
            view_->setMarkers({}, -1);
        }
    });
}

bool BuildWorkspace::eventFilter(QObject* watched, QEvent* event) {
    if (watched == palette_->tree() && ghost_ &&
        (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)) {
        auto* e = static_cast<QKeyEvent*>(event);
        const int key = e->key();
        if (key == Qt::Key_R || key == Qt::Key_F || key == Qt::Key_Escape) {
            if (event->type() == QEvent::KeyPress) onKey(e);
            e->accept();
            return true;
        }
    }
    return Workspace::eventFilter(watched, event);
}

void BuildWorkspace::activate(Mode mode) {
    (void)mode;
    view_->setFocus();
}

// ---------------------------------------------------------------------------------- documents

bool BuildWorkspace::newRobot(const QString& template_name) {
    const QString name = template_name.isEmpty() ? tr("my robot") : tr("my %1").arg(template_name);
    if (const Status st = robot_->newRobot(template_name, name); !st) {
        // A file that does not open: also in the message bar, where it stays until closed.
        Workspace::showMessage(2, QString::fromStdString(st.message()));
        showMessage(QString::fromStdString(st.message()), true);
        return false;
    }
    showHint();
    return true;
}

bool BuildWorkspace::openRobot(const QString& name_or_path) {
    if (const Status st = robot_->open(name_or_path); !st) {
        // A file that does not open: also in the message bar, where it stays until closed.
        Workspace::showMessage(2, QString::fromStdString(st.message()));
        showMessage(QString::fromStdString(st.message()), true);
        return false;
    }
    const bool builtin = robot_->path().isEmpty();
    showMessage(tr("Opened %1.").arg(builtin ? name_or_path : QFileInfo(name_or_path).fileName()));
    return true;
}

bool BuildWorkspace::saveRobotTo(const QString& path) {
    return robot_->file()->saveTo(path);
}

bool BuildWorkspace::save() {
    return robot_->file()->save();
}

bool BuildWorkspace::saveAs() {
    return robot_->file()->saveAs();
}

bool BuildWorkspace::exportBuildingSteps(const QString& path) {
    if (Status st = part_render::exportBuildInstructions(lib_, editor_->document(), path); !st) {
        // A file that does not open: also in the message bar, where it stays until closed.
        Workspace::showMessage(2, QString::fromStdString(st.message()));
        showMessage(QString::fromStdString(st.message()), true);
        return false;
    }
    showMessage(tr("Building steps saved to %1.").arg(QFileInfo(path).fileName()));
    return true;
}

bool BuildWorkspace::isModified() const {
    return robot_->isModified();
}

bool BuildWorkspace::maybeSave() {
    return robot_->file()->maybeSave();
}

QString BuildWorkspace::robotPath() const {
    return robot_->path();
}

QString BuildWorkspace::robotSource() const {
    return robot_->source();
}

bool BuildWorkspace::changedSinceTaken() const {
    return robot_->changedSinceTaken();
}

void BuildWorkspace::takeChanges() {
    robot_->takeChanges();
}

void BuildWorkspace::offerRecovery() {
    robot_->file()->offerRecovery();
}

QString BuildWorkspace::autosavePath() const {
    return robot_->file()->autosavePath();
}

// ------------------------------------------------------------------------------------ editing

void BuildWorkspace::commit(const QString& text, const std::function<void()>& edit) {
    QUndoStack* stack = editor_->undoStack();
    stack->beginMacro(text);
    edit();
    settle();
    stack->endMacro();
}

void BuildWorkspace::settle() {
    // The robot stands on the floor: its lowest point at y = 0.
    const assembler::RobotDocument& doc = editor_->document();
    double lowest = 1e300;
    for (const auto& p : doc.parts) {
        auto mesh = lib_.mesh(p.part_id);
        if (!mesh) continue;
        const sim::Mat3 R = p.X_MP.rotation.toRotationMatrix();
        const parts_library::TriangleMesh& m = *mesh.value();
        for (int i = 0; i < m.vertexCount(); ++i)
            lowest = std::min(lowest, R.row(1).dot(m.vertex(i)) + p.X_MP.translation.y());
    }
    if (lowest > 1e299 || std::abs(lowest) < 1e-9) return;
    for (int i = 0; i < int(doc.parts.size()); ++i) {
        sim::Pose X = doc.parts[i].X_MP;
        X.translation.y() -= lowest;
        (void)editor_->movePartTo(i, X);  // i is a part of the document: cannot fail
    }
}

void BuildWorkspace::setSelection(std::vector<int> parts) {
    std::sort(parts.begin(), parts.end());
    parts.erase(std::unique(parts.begin(), parts.end()), parts.end());
    std::vector<int> valid;
    for (int i : parts)
        if (i >= 0 && i < int(editor_->document().parts.size())) valid.push_back(i);
    selection_ = valid;
    refresh();
}

void BuildWorkspace::undo() {
    cancelCarry();
    editor_->undo();
}

void BuildWorkspace::redo() {
    cancelCarry();
    editor_->redo();
}

void BuildWorkspace::deleteSelection() {
    if (selection_.empty()) return;
    std::vector<int> sel = selection_;
    std::sort(sel.rbegin(), sel.rend());
    selection_.clear();
    commit(sel.size() == 1
               ? tr("Delete %1")
                     .arg(assembler::partNameForUser(editor_->document(), lib_, sel.front()))
               : tr("Delete %1 parts").arg(sel.size()),
           [&] {
               for (int i : sel)
                   (void)editor_->removePart(i);  // selected parts, highest index first
           });
}

void BuildWorkspace::copySelection() {
    clipboard_.clear();
    for (int i : selection_) clipboard_.push_back(editor_->document().parts[i]);
    if (!clipboard_.empty())
        showMessage(clipboard_.size() == 1
                        ? tr("Copied %1. Paste it with Ctrl+V.")
                              .arg(assembler::partNameForUser(editor_->document(), lib_,
                                                              selection_.front()))
                        : tr("Copied %1 parts. Paste them with Ctrl+V.").arg(clipboard_.size()));
}

void BuildWorkspace::paste() {
    if (clipboard_.empty()) return;
    // The copies go beside the originals (two holes along +Z), lifted as one group until free.
    const sim::Vec3 shift(0, 0, 0.016);
    std::vector<assembler::PartInstance> parts = clipboard_;
    for (auto& p : parts) p.X_MP.translation += shift;
    double lift = 0;
    for (int step = 0; step < 100; ++step) {
        bool free = true;
        for (const auto& p : parts) {
            sim::Pose X = p.X_MP;
            X.translation.y() += lift;
            if (editor_->assembler().overlapsOthers(editor_->document(), p.part_id, X, 2e-4)) {
                free = false;
                break;
            }
        }
        if (free) break;
        lift += 0.008;
    }
    const int first = int(editor_->document().parts.size());
    commit(parts.size() == 1 ? tr("Paste a part") : tr("Paste %1 parts").arg(parts.size()), [&] {
        for (auto& p : parts) {
            p.X_MP.translation.y() += lift;
            const Result<int> added = editor_->addPartAt(p.part_id, p.X_MP, p.label);
            if (!added.ok()) continue;  // a part gone from the library: the others are pasted
            // Only motors were copied reversed, and the pasted part is the same motor.
            if (p.reversed) (void)editor_->setReversed(added.value(), true);
        }
    });
    std::vector<int> sel;
    for (int i = first; i < int(editor_->document().parts.size()); ++i) sel.push_back(i);
    setSelection(sel);
}

bool BuildWorkspace::duplicateBeside(int part) {
    const assembler::RobotDocument& doc = editor_->document();
    const assembler::PartInstance& p = doc.parts[part];
    assembler::Assembler& asmb = editor_->assembler();
    // The original must sit on a connector: the copy then goes on the nearest free compatible
    // connector beside it, turned the same way, snapped and clear of every part.
    auto here = asmb.place(doc, p.part_id, p.X_MP, {}, part);
    if (!here || !here->snapped) return false;
    const double pitch_m = 0.008;
    const sim::Vec3 dirs[] = {sim::Vec3::UnitZ(),  -sim::Vec3::UnitZ(), sim::Vec3::UnitX(),
                              -sim::Vec3::UnitX(), sim::Vec3::UnitY(),  -sim::Vec3::UnitY()};
    std::optional<sim::Pose> found;
    for (int k = 1; k <= 12 && !found; ++k) {
        for (const sim::Vec3& d : dirs) {
            sim::Pose X = p.X_MP;
            X.translation += d * (pitch_m * k);
            auto r = asmb.place(doc, p.part_id, X);
            if (!r || !r->snapped || !r->free || r->lift_steps > 0) continue;
            if ((r->X_MP.translation - p.X_MP.translation).norm() < 1e-4) continue;
            if (asmb.overlapsOthers(doc, p.part_id, r->X_MP, 2e-4)) continue;
            found = r->X_MP;
            break;
        }
    }
    if (!found) return false;
    const QString name = assembler::partNameForUser(doc, lib_, part);
    const bool reversed = p.reversed;
    const QString id = p.part_id;
    const sim::Pose X = *found;
    int added_index = -1;
    commit(tr("Duplicate %1").arg(name), [&] {
        // The copy has no label of its own: its role names it ("line sensor 4").
        const Result<int> added = editor_->addPartAt(id, X);
        if (!added.ok()) return;
        added_index = added.value();
        if (reversed) (void)editor_->setReversed(added_index, true);
    });
    if (added_index < 0) return false;
    setSelection({added_index});
    showMessage(tr("%1 added beside %2.")
                    .arg(assembler::partNameForUser(editor_->document(), lib_, added_index), name));
    return true;
}

bool BuildWorkspace::duplicateGroupBeside(const std::vector<int>& group) {
    const assembler::RobotDocument& doc = editor_->document();
    const QString name = group.size() == 1 || selection_.size() == 1
                             ? assembler::partNameForUser(doc, lib_, group.front())
                             : tr("the %1 selected parts").arg(group.size());
    const auto copy = assembler::copyGroupBeside(editor_->assembler(), doc, group);
    if (!copy) {
        bool joined = false;  // to a part outside the group
        for (const assembler::Connection& c : assembler::findConnections(doc, lib_))
            joined = joined || (contains(group, c.part_a) != contains(group, c.part_b));
        showMessage(joined
                        ? tr("There is no free place beside %1 where a copy would be attached "
                             "to the robot; nothing was added.")
                              .arg(name)
                        : tr("Nothing was added: a copy of %1 would not be attached to anything. "
                             "Drag a new one from the list on the left.")
                              .arg(name),
                    true);
        return false;
    }
    std::vector<assembler::PartInstance> parts = copy->parts;
    for (std::size_t k = 0; k < parts.size(); ++k)
        parts[k].reversed = doc.parts[std::size_t(group[k])].reversed;
    const int first = int(doc.parts.size());
    commit(tr("Duplicate %1").arg(name), [&] {
        for (const assembler::PartInstance& p : parts) {
            // The copies have no labels of their own: their roles name them.
            const Result<int> added = editor_->addPartAt(p.part_id, p.X_MP);
            if (!added.ok()) continue;
            if (p.reversed) (void)editor_->setReversed(added.value(), true);
        }
    });
    std::vector<int> sel;
    for (int i = first; i < int(editor_->document().parts.size()); ++i) sel.push_back(i);
    setSelection(sel);
    showMessage(tr("A copy of %1 is attached beside it.").arg(name));
    return true;
}

void BuildWorkspace::duplicateSelection() {
    if (selection_.empty()) return;
    if (selection_.size() == 1) {
        const int part = selection_.front();
        const std::vector<int> group = assembler::partsHangingOff(editor_->document(), lib_, part);
        if (group.size() == 1 && duplicateBeside(part)) return;
        duplicateGroupBeside(group);
        return;
    }
    duplicateGroupBeside(selection_);
}

bool BuildWorkspace::editCommand(const QString& command) {
    if (command == QLatin1String("undo")) {
        undo();
    } else if (command == QLatin1String("redo")) {
        redo();
    } else if (command == QLatin1String("copy")) {
        copySelection();
    } else if (command == QLatin1String("cut")) {
        copySelection();
        deleteSelection();
    } else if (command == QLatin1String("paste")) {
        paste();
    } else if (command == QLatin1String("delete")) {
        deleteSelection();
    } else if (command == QLatin1String("duplicate")) {
        duplicateSelection();
    } else if (command == QLatin1String("selectAll")) {
        std::vector<int> all(editor_->document().parts.size());
        for (int i = 0; i < int(all.size()); ++i) all[i] = i;
        setSelection(all);
    } else {
        return false;
    }
    return true;
}

bool BuildWorkspace::editCommand(const QKeySequence& key) {
    const std::pair<QKeySequence::StandardKey, const char*> map[] = {
        {QKeySequence::Undo, "undo"},    {QKeySequence::Redo, "redo"},
        {QKeySequence::Cut, "cut"},      {QKeySequence::Copy, "copy"},
        {QKeySequence::Paste, "paste"},  {QKeySequence::SelectAll, "selectAll"},
        {QKeySequence::Delete, "delete"}};
    for (const auto& [standard, name] : map)
        if (QKeySequence::keyBindings(standard).contains(key))
            return editCommand(QString::fromLatin1(name));
    return false;
}

// -------------------------------------------------------------------------------- ghost drags

bool BuildWorkspace::carrying() const {
    return ghost_ != nullptr;
}

const assembler::GhostState* BuildWorkspace::ghostState() const {
    return ghost_ ? &ghost_->state() : nullptr;
}

void BuildWorkspace::startCarry(const QString& part_id) {
    cancelCarry();
    if (!lib_.find(part_id)) return;
    ghost_ = std::make_unique<assembler::GhostDrag>(editor_->assembler(), part_id);
    fromPalette_ = false;
    const auto* def = lib_.find(part_id);
    showMessage(tr("%1: move it over the grid or the robot and let go (or click) to put it "
                   "there. R turns it, F flips it, Esc puts it back.")
                    .arg(def->displayName()));
}

void BuildWorkspace::cancelCarry() {
    const bool moving = ghost_ && ghost_->movingPart() >= 0;
    ghost_.reset();
    movingGroup_.clear();
    fromPalette_ = false;
    if (!view_) return;
    view_->setGhost({}, {}, BuildView::GhostLook::Free);
    view_->setMarkers({}, -1);
    if (moving) refresh();
}

void BuildWorkspace::applyGhost(bool ok, const QString& error) {
    if (!ok) {
        view_->setGhost({}, {}, BuildView::GhostLook::Free);
        view_->setMarkers({}, -1);
        if (!error.isEmpty()) showMessage(error, true);
        return;
    }
    const assembler::GhostState& s = ghost_->state();
    const auto look = s.overlaps  ? BuildView::GhostLook::Overlapping
                      : s.snapped ? BuildView::GhostLook::Snapped
                                  : BuildView::GhostLook::Free;
    view_->setGhost(s.part_id, s.X_MP, look);
    std::vector<sim::Vec3> points;
    for (const auto& m : s.markers) points.push_back(m.p_M);
    view_->setMarkers(points, s.target_marker);
    const QString text = assembler::ghostStatusText(s, editor_->document(), lib_);
    showMessage(text.isEmpty() ? tr("Let go to put it here. R turns it, F flips it, Esc puts "
                                    "it back.")
                               : text,
                s.overlaps);
}

std::optional<sim::Vec3> BuildWorkspace::dragPlaneHit(const QPoint& pos) const {
    if (!dragPlaneNormal_) return std::nullopt;
    sim::Vec3 o, d;
    view_->rayAt(pos, o, d);
    const double dn = d.dot(*dragPlaneNormal_);
    if (std::abs(dn) < 1e-6) return std::nullopt;
    const double t = (dragPlanePoint_ - o).dot(*dragPlaneNormal_) / dn;
    return sim::Vec3(o + t * d);
}

void BuildWorkspace::carryTo(const QPoint& pos) {
    if (!ghost_) return;
    sim::Vec3 o, d;
    view_->rayAt(pos, o, d);
    QElapsedTimer t;
    t.start();
    const assembler::RobotDocument& doc = editor_->document();
    if (ghost_->movingPart() >= 0 && dragPlaneNormal_) {
        // A placed part dragged in the Front, Side or Top view moves in the view's plane only.
        if (const std::optional<sim::Vec3> hit = dragPlaneHit(pos)) {
            auto r = ghost_->update(doc, *hit + dragGrabOffset_);
            lastGhostMs_ = t.nsecsElapsed() * 1e-6;
            applyGhost(r.ok(), r.ok() ? QString() : QString::fromStdString(r.message()));
            return;
        }
    }
    auto r = ghost_->updateFromRay(doc, o, d);
    if (r.ok() && !r->snapped) {
        // Set on the surface, a big part (a wheel against an axle) may stay out of snapping
        // reach; held with its origin at the point under the mouse it may click in.
        if (auto hit = editor_->assembler().raycast(doc, o, d, ghost_->movingPart())) {
            auto at = ghost_->update(doc, hit->p_M);
            r = at.ok() && at->snapped && !at->overlaps ? at : ghost_->updateFromRay(doc, o, d);
        }
    }
    lastGhostMs_ = t.nsecsElapsed() * 1e-6;
    applyGhost(r.ok(), r.ok() ? QString() : QString::fromStdString(r.message()));
}

bool BuildWorkspace::dropAt(const QPoint& pos) {
    if (!ghost_) return false;
    carryTo(pos);
    const assembler::GhostState s = ghost_->state();
    if (s.part_id.isEmpty()) {
        cancelCarry();
        return false;
    }
    if (!s.can_drop) {
        // Refused: say what is in the way and the nearest place where it fits.
        showMessage(doesNotFitMessage(s), true);
        return false;
    }
    const int moving = ghost_->movingPart();
    const auto* def = lib_.find(s.part_id);
    const QString name = def ? def->displayName() : s.part_id;
    // Where it does not fit (it is lifted clear): what is in the way, and where it would fit.
    QString fitHint, hitName;
    if (s.lift_steps > 0 && !s.overlapping_parts.empty()) {
        const assembler::RobotDocument& doc = editor_->document();
        hitName = assembler::partNameForUser(doc, lib_, s.overlapping_parts.front());
        if (auto fit = assembler::nearestFit(editor_->assembler(), doc, s.part_id, s.X_MP, moving))
            fitHint =
                tr("It fits on %1, %2.")
                    .arg(assembler::partNameForUser(doc, lib_, fit->target_part),
                         assembler::sideOfPart(doc, lib_, fit->target_part, fit->target_connector));
    }
    int selected = moving;
    if (moving >= 0) {
        const assembler::RobotDocument& doc = editor_->document();
        const sim::Pose delta = s.X_MP_drop * doc.parts[moving].X_MP.inverse();
        const std::vector<int> group = movingGroup_;
        commit(tr("Move %1").arg(name), [&] {
            // moving and group are parts of the document: the moves cannot fail.
            (void)editor_->movePartTo(moving, s.X_MP_drop);
            for (int j : group) (void)editor_->movePartTo(j, delta * doc.parts[j].X_MP);
        });
        std::vector<int> sel = group;
        sel.push_back(moving);
        ghost_.reset();
        movingGroup_.clear();
        view_->setGhost({}, {}, BuildView::GhostLook::Free);
        view_->setMarkers({}, -1);
        setSelection(sel);
    } else {
        commit(tr("Add %1").arg(name), [&] {
            if (auto added = editor_->addPartAt(s.part_id, s.X_MP_drop); !added)
                showMessage(QString::fromStdString(added.message()), true);
        });
        selected = int(editor_->document().parts.size()) - 1;
        ghost_.reset();
        view_->setGhost({}, {}, BuildView::GhostLook::Free);
        view_->setMarkers({}, -1);
        setSelection({selected});
    }
    fromPalette_ = false;
    if (s.lift_steps > 0 && !hitName.isEmpty())
        showMessage((s.lift_steps == 1 ? tr("%1 does not fit there: it hits %2, so it was lifted "
                                            "1 hole up, clear of it.")
                                             .arg(name, hitName)
                                       : tr("%1 does not fit there: it hits %2, so it was lifted "
                                            "%3 holes up, clear of it.")
                                             .arg(name, hitName, QString::number(s.lift_steps))) +
                    (fitHint.isEmpty() ? QString() : QLatin1Char(' ') + fitHint));
    else if (s.lift_steps > 0)
        showMessage(s.lift_steps == 1
                        ? tr("%1 overlapped another part, so it was lifted 1 hole up to a "
                             "free place.")
                              .arg(name)
                        : tr("%1 overlapped another part, so it was lifted %2 holes up to a "
                             "free place.")
                              .arg(name, QString::number(s.lift_steps)));
    else if (s.snapped)
        showMessage(tr("%1 clicked into place.").arg(name));
    else
        showMessage(tr("%1 added.").arg(name));
    return true;
}

QString BuildWorkspace::doesNotFitMessage(const assembler::GhostState& s) {
    const assembler::RobotDocument& doc = editor_->document();
    const auto* def = lib_.find(s.part_id);
    const int moving = ghost_ ? ghost_->movingPart() : -1;
    const QString what = moving >= 0
                             ? assembler::partNameForUser(doc, lib_, moving)
                             : QStringLiteral("“%1”").arg(def ? def->displayName() : s.part_id);
    const int hit = s.overlapping_parts.empty() ? -1 : s.overlapping_parts.front();
    return assembler::doesNotFitText(
        doc, lib_, what, hit,
        assembler::nearestFit(editor_->assembler(), doc, s.part_id, s.X_MP, moving));
}

bool BuildWorkspace::turnSelectedInPlace(int steps, bool flip) {
    if (ghost_ || selection_.size() != 1) return false;
    const int i = selection_.front();
    const assembler::RobotDocument& doc = editor_->document();
    const assembler::PartInstance& p = doc.parts[i];
    if (assembler::partsHangingOff(doc, lib_, i).size() > 1)
        return turnGroupInPlace(i, steps, flip);
    // The part as a ghost where it is (snapped to the connector it sits on), turned or flipped
    // about that connector, and put down there again: one undo step.
    assembler::GhostDrag drag(editor_->assembler(), p.part_id, i, p.X_MP.rotation);
    auto at = drag.update(doc, p.X_MP.translation);
    if (!at) return false;
    auto turned = flip ? drag.flip(doc) : drag.turn(doc, steps);
    const QString name = assembler::partNameForUser(doc, lib_, i);
    if (!turned || !turned->can_drop) {
        showMessage(tr("%1 cannot turn here: there is no room for it turned.").arg(name), true);
        return true;
    }
    const sim::Pose X = turned->X_MP_drop;
    commit(flip ? tr("Flip %1").arg(name) : tr("Turn %1").arg(name),
           [&] { (void)editor_->movePartTo(i, X); });
    setSelection({i});
    showMessage(turned->lift_steps > 0
                    ? tr("%1 turned; it overlapped another part, so it was lifted to a free "
                         "place.")
                          .arg(name)
                    : tr("%1 turned in place.").arg(name));
    return true;
}

bool BuildWorkspace::turnGroupInPlace(int part, int steps, bool flip) {
    const assembler::RobotDocument& doc = editor_->document();
    const QString name = assembler::partNameForUser(doc, lib_, part);
    auto turned = assembler::turnWithAttached(editor_->assembler(), doc, part, steps, flip);
    if (!turned) {
        showMessage(QString::fromStdString(turned.message()), true);
        return true;
    }
    if (!turned->ok()) {
        // Nothing changes: the turned group would sit in another part.
        showMessage(tr("%1 cannot turn here: turned with what is attached to it, it would hit "
                       "%2. Nothing was changed.")
                        .arg(name, assembler::partNameForUser(doc, lib_, turned->blocker)),
                    true);
        return true;
    }
    const assembler::GroupTurn g = *turned;
    commit(flip ? tr("Flip %1").arg(name) : tr("Turn %1").arg(name), [&] {
        for (std::size_t k = 0; k < g.parts.size(); ++k)
            (void)editor_->movePartTo(g.parts[k], g.X_MP[k]);  // parts of the document
    });
    setSelection({part});
    showMessage(flip ? tr("%1 flipped in place with everything attached to it.").arg(name)
                     : tr("%1 turned in place with everything attached to it.").arg(name));
    return true;
}

void BuildWorkspace::turnGhost(int steps) {
    if (!ghost_) {
        turnSelectedInPlace(steps, false);
        return;
    }
    auto r = ghost_->turn(editor_->document(), steps);
    applyGhost(r.ok(), r.ok() ? QString() : QString::fromStdString(r.message()));
}

void BuildWorkspace::flipGhost() {
    if (!ghost_) {
        turnSelectedInPlace(0, true);
        return;
    }
    auto r = ghost_->flip(editor_->document());
    applyGhost(r.ok(), r.ok() ? QString() : QString::fromStdString(r.message()));
}

void BuildWorkspace::onViewPressed(const QPoint& pos, Qt::KeyboardModifiers mods) {
    pressPos_ = pos;
    if (ghost_) {
        // A part in the hand (clicked in the palette): this click puts it down.
        dropAt(pos);
        consumeRelease_ = true;
        return;
    }
    const BuildView::Hit hit = view_->hitAt(pos);
    pressedPart_ = hit.part;
    pressedOnPart_ = hit.part >= 0;
    boxSelecting_ = false;
    consumeRelease_ = false;
    (void)mods;
}

void BuildWorkspace::onViewMoved(const QPoint& pos, Qt::MouseButtons buttons,
                                 Qt::KeyboardModifiers mods) {
    (void)mods;
    if (ghost_ && !(buttons & Qt::LeftButton)) {
        carryTo(pos);  // a part in the hand follows the mouse
        return;
    }
    if (!(buttons & Qt::LeftButton) || consumeRelease_) return;
    if (ghost_) {
        carryTo(pos);
        return;
    }
    if ((pos - pressPos_).manhattanLength() < 5) return;
    if (pressedOnPart_ && pressedPart_ >= 0) {
        // Drag a part: it becomes the ghost (with the rest of the selection following it).
        const int part = pressedPart_;
        const auto& doc = editor_->document();
        movingGroup_.clear();
        if (contains(selection_, part))
            for (int j : selection_)
                if (j != part) movingGroup_.push_back(j);
        ghost_ = std::make_unique<assembler::GhostDrag>(
            editor_->assembler(), doc.parts[part].part_id, part, doc.parts[part].X_MP.rotation);
        // In the Front, Side and Top views the part keeps the depth the view hides.
        dragPlaneNormal_.reset();
        switch (view_->standardView()) {
            case BuildView::StandardView::Front:
                dragPlaneNormal_ = sim::Vec3::UnitX();
                break;
            case BuildView::StandardView::Side:
                dragPlaneNormal_ = sim::Vec3::UnitZ();
                break;
            case BuildView::StandardView::Top:
                dragPlaneNormal_ = sim::Vec3::UnitY();
                break;
            case BuildView::StandardView::Overview:
                break;
        }
        if (dragPlaneNormal_) {
            dragPlanePoint_ = doc.parts[part].X_MP.translation;
            const std::optional<sim::Vec3> grab = dragPlaneHit(pressPos_);
            dragGrabOffset_ = grab ? sim::Vec3(dragPlanePoint_ - *grab) : sim::Vec3::Zero();
        }
        std::vector<int> hidden = movingGroup_;
        hidden.push_back(part);
        view_->setRobot(doc, {}, hidden);
        carryTo(pos);
        return;
    }
    boxSelecting_ = true;
    view_->setSelectionBox(QRect(pressPos_, pos).normalized());
}

void BuildWorkspace::onViewReleased(const QPoint& pos, Qt::KeyboardModifiers mods) {
    if (consumeRelease_) {
        consumeRelease_ = false;
        return;
    }
    if (ghost_) {
        dropAt(pos);
        return;
    }
    const bool add = mods & (Qt::ShiftModifier | Qt::ControlModifier);
    if (boxSelecting_) {
        boxSelecting_ = false;
        view_->setSelectionBox({});
        std::vector<int> sel = add ? selection_ : std::vector<int>{};
        for (int i : view_->partsInside(QRect(pressPos_, pos).normalized())) sel.push_back(i);
        setSelection(sel);
        return;
    }
    // A click: select the part under the mouse (Shift adds or removes it).
    const int part = pressedPart_;
    std::vector<int> sel = add ? selection_ : std::vector<int>{};
    if (part >= 0) {
        if (add && contains(sel, part))
            sel.erase(std::find(sel.begin(), sel.end(), part));
        else
            sel.push_back(part);
    }
    setSelection(sel);
    if (part >= 0) emit statusMessage(assembler::describePart(editor_->document(), part));
}

void BuildWorkspace::onKey(QKeyEvent* e) {
    const auto m = e->modifiers() & ~Qt::KeypadModifier;
    const bool ctrl = m & Qt::ControlModifier;
    const bool shift = m & Qt::ShiftModifier;
    switch (e->key()) {
        case Qt::Key_R:
            if (!ctrl) turnGhost(shift ? -1 : 1);
            break;
        case Qt::Key_F:
            if (!ctrl) flipGhost();
            break;
        case Qt::Key_Escape:
            if (ghost_) {
                cancelCarry();
                showHint();
            } else {
                setSelection({});
            }
            break;
        case Qt::Key_Delete:
        case Qt::Key_Backspace:
            deleteSelection();
            break;
        case Qt::Key_D:
            if (ctrl) duplicateSelection();
            break;
        case Qt::Key_C:
            if (ctrl) copySelection();
            break;
        case Qt::Key_X:
            if (ctrl) editCommand(QStringLiteral("cut"));
            break;
        case Qt::Key_V:
            if (ctrl) paste();
            break;
        case Qt::Key_A:
            if (ctrl) editCommand(QStringLiteral("selectAll"));
            break;
        case Qt::Key_Z:
            if (ctrl && shift)
                redo();
            else if (ctrl)
                undo();
            break;
        case Qt::Key_Y:
            if (ctrl) redo();
            break;
        default:
            break;
    }
}

// ---------------------------------------------------------------------------- panels, check

void BuildWorkspace::refresh() {
    std::vector<int> hidden;
    if (ghost_ && ghost_->movingPart() >= 0) {
        hidden = movingGroup_;
        hidden.push_back(ghost_->movingPart());
    }
    view_->setRobot(editor_->document(), selection_, hidden);
    refreshProperties();
    refreshWiring();
    // The buttons say Undo and Redo; what they undo is in the tooltip (a long name would push
    // the other buttons into the tool bar's overflow menu).
    const QUndoStack* stack = editor_->undoStack();
    undoAction_->setEnabled(stack->canUndo());
    redoAction_->setEnabled(stack->canRedo());
    undoAction_->setToolTip(stack->canUndo() ? tr("Undo %1").arg(stack->undoText()) : tr("Undo"));
    redoAction_->setToolTip(stack->canRedo() ? tr("Redo %1").arg(stack->redoText()) : tr("Redo"));
    checkTimer_->start();
}

void BuildWorkspace::refreshProperties() {
    refreshing_ = true;
    const auto& doc = editor_->document();
    if (!robotNameEdit_->hasFocus() && robotNameEdit_->text() != doc.name)
        robotNameEdit_->setText(doc.name);
    const bool one = selection_.size() == 1;
    labelEdit_->setEnabled(one);
    labelEdit_->setPlaceholderText(tr("e.g. left motor"));
    portBox_->clear();
    portBox_->setEnabled(false);
    reversedBox_->setVisible(false);
    if (selection_.empty()) {
        partLabel_->setText(tr("Nothing selected. Click a part."));
        labelEdit_->clear();
    } else if (!one) {
        partLabel_->setText(tr("%n parts selected", nullptr, int(selection_.size())));
        labelEdit_->clear();
    } else {
        const int i = selection_.front();
        const assembler::PartInstance& p = doc.parts[i];
        const auto* def = lib_.find(p.part_id);
        partLabel_->setText(def ? def->displayName() : p.part_id);
        labelEdit_->setText(runner::partLabel(p.label));
        // Without a name of its own a part is called by its role ("line sensor 1").
        const QString role = assembler::partRoleName(doc, lib_, i);
        if (!role.isEmpty()) labelEdit_->setPlaceholderText(role);
        if (def && (def->device.usesMotorPort() || def->device.usesSensorPort())) {
            const bool motor = def->device.usesMotorPort();
            portBox_->addItem(tr("Not wired"), 0);
            // Every port of its kind; one in use says by what (picking it swaps the ports).
            const std::vector<int> free = editor_->availablePorts(i);
            for (int port = 1; port <= (motor ? 8 : 13); ++port) {
                const QString text =
                    motor ? tr("Motor port %1").arg(port) : tr("Sensor port %1").arg(port);
                const int user = std::find(free.begin(), free.end(), port) == free.end()
                                     ? portUser(i, port)
                                     : -1;
                portBox_->addItem(user < 0 ? text : tr("%1 — %2").arg(text, deviceName(user)),
                                  port);
            }
            portBox_->setCurrentIndex(std::max(0, portBox_->findData(p.port)));
            portBox_->setEnabled(true);
            reversedBox_->setVisible(def->device.kind == parts_library::DeviceKind::DcMotor ||
                                     def->device.kind == parts_library::DeviceKind::Servo);
            reversedBox_->setChecked(p.reversed);
        }
    }
    portLabel_->setEnabled(portBox_->isEnabled());
    refreshing_ = false;
}

int BuildWorkspace::portUser(int part, int port) const {
    const auto& doc = editor_->document();
    const auto* def = lib_.find(doc.parts[std::size_t(part)].part_id);
    if (!def || port <= 0) return -1;
    const bool motor = def->device.usesMotorPort();
    for (int j = 0; j < int(doc.parts.size()); ++j) {
        const auto* other = lib_.find(doc.parts[std::size_t(j)].part_id);
        if (j == part || !other || doc.parts[std::size_t(j)].port != port) continue;
        if (motor ? other->device.usesMotorPort() : other->device.usesSensorPort()) return j;
    }
    return -1;
}

QString BuildWorkspace::deviceName(int part) const {
    const auto& doc = editor_->document();
    QString name = runner::partLabel(doc.parts[std::size_t(part)].label);
    if (name.isEmpty()) name = assembler::partRoleName(doc, lib_, part);
    if (name.isEmpty()) {
        const auto* def = lib_.find(doc.parts[std::size_t(part)].part_id);
        name = def ? def->displayName() : doc.parts[std::size_t(part)].part_id;
    }
    return name;
}

void BuildWorkspace::refreshWiring() {
    const auto& doc = editor_->document();
    struct Row {
        int kind;  // 0 motor port, 1 sensor port
        int port;
        int part;
    };
    std::vector<Row> rows;
    for (int i = 0; i < int(doc.parts.size()); ++i) {
        const auto* def = lib_.find(doc.parts[i].part_id);
        if (!def) continue;
        if (def->device.usesMotorPort()) rows.push_back({0, doc.parts[i].port, i});
        if (def->device.usesSensorPort()) rows.push_back({1, doc.parts[i].port, i});
    }
    std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
        return std::tie(a.kind, a.port, a.part) < std::tie(b.kind, b.port, b.part);
    });
    wiring_->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        const Row& row = rows[r];
        const assembler::PartInstance& p = doc.parts[row.part];
        const auto* def = lib_.find(p.part_id);
        const QString port = row.port == 0   ? tr("not wired")
                             : row.kind == 0 ? tr("motor %1").arg(row.port)
                                             : tr("sensor %1").arg(row.port);
        QString device = def->displayName();
        QString name = runner::partLabel(p.label);
        if (name.isEmpty()) name = assembler::partRoleName(doc, lib_, row.part);
        if (!name.isEmpty() && name != device) device = tr("%1 (%2)").arg(name, device);
        auto* portItem = new QTableWidgetItem(port);
        portItem->setData(Qt::UserRole, row.part);
        if (row.port == 0) portItem->setForeground(QColor(190, 40, 30));
        wiring_->setItem(r, 0, portItem);
        wiring_->setItem(r, 1, new QTableWidgetItem(device));
    }
    wiring_->resizeColumnToContents(0);
}

void BuildWorkspace::checkNow() {
    problems_.clear();
    const auto& doc = editor_->document();
    const int n = int(doc.parts.size());
    for (const assembler::RobotProblem& p : assembler::checkRobot(doc, lib_, &editor_->assembler()))
        problems_.push_back(
            {p.message, p.parts, p.kind == assembler::ProblemKind::CompileError, p.kind});
    checkList_->clear();
    if (n == 0) {
        checkList_->addItem(tr("The robot is empty. Start with a controller or a plate."));
    } else if (problems_.empty()) {
        auto* item = new QListWidgetItem(tr("✔ No problems found. Try it in Simulate."));
        item->setForeground(QColor(30, 130, 50));
        checkList_->addItem(item);
    }
    // The test drive needs a robot that compiles; it runs on its worker thread and its findings
    // replace the previous ones when it ends (showTestDrive).
    const bool compiles =
        n > 0 && std::none_of(problems_.begin(), problems_.end(), [](const Problem& p) {
            return p.kind == assembler::ProblemKind::CompileError;
        });
    if (compiles) {
        driveStatus_->setText(tr("Test drive…"));
        driveWanted_ = true;
        drive_->request(doc, lib_);
    } else {
        driveWanted_ = false;
        driveOutcome_.reset();
        driveList_->clear();
        drivePath_->clear();
        driveStatus_->setText(n == 0 ? QString()
                                     : tr("The test drive starts once the robot can be built."));
    }
    for (const Problem& p : problems_) {
        auto* item =
            new QListWidgetItem((p.error ? QStringLiteral("✖ ") : QStringLiteral("⚠ ")) + p.text);
        item->setForeground(p.error ? QColor(190, 30, 30) : QColor(150, 90, 0));
        if (!p.parts.empty()) item->setToolTip(tr("Click to select the parts concerned."));
        checkList_->addItem(item);
    }
}

bool BuildWorkspace::testDriveBusy() const {
    // Busy until the latest request's outcome is shown (it arrives after the worker is idle).
    return driveWanted_ &&
           (drive_->busy() || !driveOutcome_ || driveOutcome_->request != drive_->latestRequest());
}

void BuildWorkspace::showTestDrive(std::shared_ptr<const TestDriveOutcome> outcome) {
    driveOutcome_ = std::move(outcome);
    driveList_->clear();
    drivePath_->clear();
    if (!driveOutcome_->result) {
        driveStatus_->setText(tr("The test drive could not run: %1")
                                  .arg(QString::fromStdString(driveOutcome_->error)));
        return;
    }
    const assembler::TestDriveResult& r = *driveOutcome_->result;
    driveStatus_->setText(r.hasProblems() ? tr("Test drive: something to change.")
                                          : tr("Test drive: ✔ it drives."));
    if (!r.path_xz_m.empty()) drivePath_->setPixmap(drivePathPicture(r));
    if (r.hasProblems() && problems_.empty() && checkList_->count() == 1) {
        // The parts fit, but the robot does not drive well yet: no "Try it in Simulate".
        QListWidgetItem* ok = checkList_->item(0);
        ok->setText(tr("The parts fit together. The test drive found something to change."));
        ok->setForeground(QColor(150, 90, 0));
    }
    for (int k = 0; k < int(r.findings.size()); ++k) {
        const assembler::DriveFinding& f = r.findings[k];
        const bool problem = f.level == assembler::FindingLevel::Problem;
        auto* item = new QListWidgetItem((problem ? QStringLiteral("⚠ ") : QStringLiteral("✔ ")) +
                                         f.message);
        item->setForeground(problem ? QColor(150, 90, 0) : QColor(30, 130, 50));
        item->setData(Qt::UserRole, k);
        driveList_->addItem(item);
        if (f.fix.kind == assembler::DriveFixKind::None) continue;
        auto* row = new QListWidgetItem;
        row->setData(Qt::UserRole, k);
        row->setFlags(Qt::ItemIsEnabled);
        auto* button = new QPushButton(tr("Fix it"), driveList_);
        button->setObjectName(QStringLiteral("driveFix"));
        button->setToolTip(
            f.fix.kind == assembler::DriveFixKind::ReverseMotor
                ? tr("Ticks or unticks “Turns the other way” (Undo takes it back).")
            : f.fix.kind == assembler::DriveFixKind::MoveParts
                ? tr("Moves the motors with their axles and wheels (Undo takes it back).")
                : tr("Swaps the two motors' ports (Undo takes it back)."));
        row->setSizeHint(button->sizeHint());
        driveList_->addItem(row);
        driveList_->setItemWidget(row, button);
        connect(button, &QPushButton::clicked, this, [this, k] { (void)applyDriveFix(k); });
    }
}

bool BuildWorkspace::applyDriveFix(int finding) {
    if (!driveOutcome_ || !driveOutcome_->result) return false;
    const auto& findings = driveOutcome_->result->findings;
    if (finding < 0 || finding >= int(findings.size())) return false;
    const assembler::DriveFix fix = findings[finding].fix;
    const auto& doc = editor_->document();
    for (int i : fix.parts)
        if (i < 0 || i >= int(doc.parts.size())) return false;
    bool ok = true;
    auto check = [&](Status st) {
        if (!st) {
            ok = false;
            showMessage(QString::fromStdString(st.message()), true);
        }
    };
    if (fix.kind == assembler::DriveFixKind::ReverseMotor && !fix.parts.empty()) {
        commit(tr("Change motor direction"), [&] {
            for (int i : fix.parts) check(editor_->setReversed(i, !doc.parts[i].reversed));
        });
    } else if (fix.kind == assembler::DriveFixKind::SwapPorts && fix.parts.size() == 2) {
        const int a = fix.parts[0], b = fix.parts[1];
        const int pa = doc.parts[a].port, pb = doc.parts[b].port;
        commit(tr("Swap ports"), [&] {
            check(editor_->setPort(a, 0));  // free a's port first: no two devices share one
            check(editor_->setPort(b, pa));
            check(editor_->setPort(a, pb));
        });
    } else if (fix.kind == assembler::DriveFixKind::MoveParts && !fix.parts.empty()) {
        commit(tr("Mount the motors lower"), [&] {
            for (int i : fix.parts) {
                sim::Pose X = doc.parts[i].X_MP;
                X.translation += fix.offset_m;
                check(editor_->movePartTo(i, X));
            }
        });
    } else {
        return false;
    }
    if (ok) showMessage(tr("Fixed. The test drive runs again."));
    return ok;
}

QPixmap BuildWorkspace::drivePathPicture(const assembler::TestDriveResult& r) const {
    // Seen from above: +x (the robot's forward at the start) to the right, +z (its right) down.
    const QSize size = drivePath_->size();
    QPixmap pix(size * devicePixelRatioF());
    pix.setDevicePixelRatio(devicePixelRatioF());
    pix.fill(QColor(245, 245, 240));
    double minx = 0, maxx = 0, minz = 0, maxz = 0;
    for (const auto& p : r.path_xz_m) {
        minx = std::min(minx, p[0]);
        maxx = std::max(maxx, p[0]);
        minz = std::min(minz, p[1]);
        maxz = std::max(maxz, p[1]);
    }
    // At least 0.3 m x 0.2 m, so a robot that does not move is a dot, not a scribble.
    const double cx = 0.5 * (minx + maxx), cz = 0.5 * (minz + maxz);
    const double span = std::max({maxx - minx, (maxz - minz) * 1.5, 0.3}) * 1.15;
    const double scale = (size.width() - 8) / span;
    auto at = [&](double x, double z) {
        return QPointF(size.width() / 2.0 + (x - cx) * scale,
                       size.height() / 2.0 + (z - cz) * scale);
    };
    QPainter painter(&pix);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(200, 200, 195), 1));
    painter.drawRect(QRectF(0.5, 0.5, size.width() - 1, size.height() - 1));
    QPainterPath path;
    path.moveTo(at(r.path_xz_m.front()[0], r.path_xz_m.front()[1]));
    for (const auto& p : r.path_xz_m) path.lineTo(at(p[0], p[1]));
    painter.setPen(QPen(r.hasProblems() ? QColor(190, 110, 0) : QColor(30, 130, 50), 2));
    painter.drawPath(path);
    painter.setBrush(QColor(40, 80, 200));
    painter.setPen(Qt::NoPen);
    painter.drawEllipse(at(r.path_xz_m.front()[0], r.path_xz_m.front()[1]), 3, 3);
    painter.setBrush(QColor(190, 40, 30));
    painter.drawEllipse(at(r.path_xz_m.back()[0], r.path_xz_m.back()[1]), 3, 3);
    return pix;
}

void BuildWorkspace::showMessage(const QString& text, bool error) {
    message_->setText(text);
    message_->setStyleSheet(error ? QStringLiteral("color: #b02020;") : QString());
}

void BuildWorkspace::showHint() {
    showMessage(
        tr("Drag a part from the list on the left onto the grid or onto the robot. "
           "Right mouse button: look around; middle button: move; wheel: zoom."));
}

QString BuildWorkspace::message() const {
    return message_->text();
}

}  // namespace botlab::gui
