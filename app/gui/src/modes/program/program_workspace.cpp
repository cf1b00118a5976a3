// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/program_workspace.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

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
    auto* programPane = new QSplitter(Qt::Vertical, this);
    programPane->addWidget(blocks_);
    programPane->addWidget(debug_);
    programPane->setStretchFactor(0, 3);
    programPane->setStretchFactor(1, 2);
    programPane->setChildrenCollapsible(true);
    programPane->setSizes({420, 220});
    programPane_ = programPane;
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
