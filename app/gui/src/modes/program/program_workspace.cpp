// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/program_workspace.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "modes/program/blocks_panel.h"
#include "modes/program/debug_panel.h"
#include "modes/program/devices_panel.h"
#include "modes/program/program_editor.h"
#include "modes/program/run_controls.h"
#include "modes/program/task_bar.h"
#include "modes/program/time_slider.h"
#include "project/opponents.h"
#include "view3d/scene_view.h"

namespace botlab::gui {

namespace {
const QString kDebugHeightKey = QStringLiteral("program/debugPanelHeight_px");
/// Above its compact height by more than this, the Debug panel counts as open (px).
constexpr int kOpenSlack_px = 24;
/// The editor keeps at least this much when the panel opens (px).
constexpr int kEditorMin_px = 120;
}  // namespace

ProgramWorkspace::ProgramWorkspace(QWidget* parent) : Workspace(parent) {
    view_ = new SceneView(this);
    taskBar_ = new TaskBar(this);
    editor_ = new ProgramEditor(this);
    devices_ = new DevicesPanel(this);
    console_ = new QPlainTextEdit(this);
    console_->setReadOnly(true);
    console_->setMaximumBlockCount(5000);
    console_->setPlaceholderText(tr("Program output and errors appear here."));
    console_->setMinimumHeight(40);

    sideTabs_ = new QTabWidget(this);
    sideTabs_->setObjectName(QStringLiteral("programSidePanel"));
    blocks_ = new BlocksPanel(editor_, this);  // the "Blocks | Lua" toggle over the editor
    // The Debug panel under the editor (the debugger's variables beside the program).
    debug_ = new DebugPanel(this);
    // It starts compact (its tab strip): the editor or the Blocks view gets the height; a pause
    // opens it to the height the user last gave it.
    programPane_ = new QSplitter(Qt::Vertical, this);
    programPane_->setObjectName(QStringLiteral("programDebugSplit"));
    programPane_->addWidget(blocks_);
    programPane_->addWidget(debug_);
    programPane_->setStretchFactor(0, 1);
    programPane_->setStretchFactor(1, 0);
    programPane_->setCollapsible(1, false);
    programPane_->setSizes({600, debug_->compactHeight()});
    connect(debug_, &DebugPanel::roomWanted, this, &ProgramWorkspace::openDebugPanel);
    // The height the user drags the panel to (not its compact strip) is kept, when the handle
    // is let go.
    programPane_->handle(1)->installEventFilter(this);
    sideTabs_->addTab(programPane_, tr("Program"));
    sideTabs_->addTab(devices_, tr("Devices"));

    // The task line sits on top of the view, as part of it.
    auto* viewBox = new QWidget(this);
    auto* viewLayout = new QVBoxLayout(viewBox);
    viewLayout->setContentsMargins(0, 0, 0, 0);
    viewLayout->setSpacing(0);
    viewLayout->addWidget(taskBar_);
    // Who is who in an arena run: each robot's owner in its colour.
    legend_ = new QLabel(this);
    legend_->setObjectName(QStringLiteral("robotLegend"));
    legend_->setTextFormat(Qt::RichText);
    legend_->setMargin(3);
    legend_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    legend_->hide();
    viewLayout->addWidget(legend_);
    viewLayout->addWidget(view_, 1);
    timeSlider_ = new TimeSlider(this);
    viewLayout->addWidget(timeSlider_);
    auto* left = new QSplitter(Qt::Vertical, this);
    left->addWidget(viewBox);
    left->addWidget(console_);
    left->setStretchFactor(0, 4);
    left->setStretchFactor(1, 1);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(sideTabs_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({760, 520});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(messageBar());
    layout->addWidget(split, 1);
}

bool ProgramWorkspace::debugPanelOpen() const {
    return programPane_->sizes().value(1) > debug_->compactHeight() + kOpenSlack_px;
}

bool ProgramWorkspace::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::MouseButtonRelease && watched == programPane_->handle(1) &&
        debugPanelOpen())
        QSettings().setValue(kDebugHeightKey, programPane_->sizes().value(1));
    return Workspace::eventFilter(watched, event);
}

void ProgramWorkspace::openDebugPanel() {
    if (debugPanelOpen()) return;
    const QList<int> sizes = programPane_->sizes();
    const int total_px = sizes.value(0) + sizes.value(1);
    if (total_px <= 0) return;  // not laid out yet
    int want_px = QSettings().value(kDebugHeightKey, 0).toInt();
    if (want_px <= debug_->compactHeight() + kOpenSlack_px) want_px = total_px * 2 / 5;
    want_px = std::max(debug_->compactHeight(), std::min(want_px, total_px - kEditorMin_px));
    programPane_->setSizes({total_px - want_px, want_px});
}

void ProgramWorkspace::setModels(const std::shared_ptr<const runner::LoadedModels>& models) {
    view_->setModels(models);
    taskBar_->setScene(models->scene.document.get());
    blocks_->setModels(models);
}

void ProgramWorkspace::setRunRobots(const std::vector<RobotLabel>& robots) {
    const bool several = robots.size() >= 2;
    view_->setRobotLabels(several ? robots : std::vector<RobotLabel>{});
    QStringList titles, legend;
    for (const RobotLabel& r : robots) {
        titles << ownerTitle(r.text, r.colour);
        legend << QStringLiteral("<span style=\"color:%1; font-size:large\">&#9632;</span>&nbsp;%2")
                      .arg(r.colour.name(), ownerTitle(r.text, r.colour).toHtmlEscaped());
    }
    devices_->setRobots(several ? titles : QStringList{});
    legend_->setText(legend.join(QStringLiteral("&nbsp;&nbsp;&nbsp;")));
    legend_->setVisible(several);
}

void ProgramWorkspace::activate(Mode mode) {
    sideTabs_->setCurrentWidget(mode == Mode::Simulate ? static_cast<QWidget*>(devices_)
                                                       : programPane_);
}

void ProgramWorkspace::appendConsole(const QString& line, bool error) {
    if (error) {
        console_->appendHtml(
            QStringLiteral("<span style=\"color:#c00000\">%1</span>").arg(line.toHtmlEscaped()));
    } else {
        console_->appendPlainText(line);
    }
}

QString ProgramWorkspace::consoleText() const {
    return console_->toPlainText();
}

void ProgramWorkspace::applySnapshot(const runner::Snapshot& s) {
    // The other robots of an arena run (robots 1..N) before robot 0, which places the tags.
    for (int i = 1; i < int(s.robots.size()); ++i)
        view_->moveOtherRobot(i - 1, s.robots[std::size_t(i)].link_poses);
    view_->applySnapshot(s);
}

bool ProgramWorkspace::show(const runner::Snapshot& s) {
    bool newError = false;
    if (s.program_error && s.has_program) {
        const QString message = QString::fromStdString(s.program_error->message);
        const int line = s.program_error->line;
        const QString key = QStringLiteral("%1:%2").arg(line).arg(message);
        if (key != lastErrorShown_) {
            lastErrorShown_ = key;
            editor_->markError(line, message);
            blocks_->showError(line, message);
            appendConsole(line > 0 ? tr("Error on line %1: %2").arg(line).arg(message)
                                   : tr("Error: %1").arg(message),
                          true);
            newError = true;
        }
    }
    blocks_->showRunningLine(s.has_program ? s.program_line : 0);  // the running block lit
    devices_->update(s);
    taskBar_->update(s);
    if (run_) run_->update(s);
    return newError;
}

}  // namespace botlab::gui
