// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/run_controls.h"

#include <QAction>
#include <QComboBox>
#include <QFontMetrics>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <algorithm>

#include "modes/program/devices_panel.h"
#include "modes/program/program_editor.h"
#include "modes/program/program_workspace.h"
#include "session/sim_session.h"

namespace botlab::gui {

RunState runStateOf(const runner::Snapshot& s) {
    if (s.running) return RunState::Running;
    if (s.sim_error) return RunState::Failed;
    // A run ended by the scene (goal reached, time up) has finished, though its program was
    // stopped there.
    if (s.end == runner::RunEnd::GoalReached || s.end == runner::RunEnd::TimeUp)
        return RunState::Finished;
    if (!s.has_program) return RunState::Ready;
    switch (s.program_state) {
        case scripting::ProgramState::Finished:
            return RunState::Finished;
        case scripting::ProgramState::Stopped:
            return RunState::Stopped;
        case scripting::ProgramState::Failed:
            return RunState::Failed;
        case scripting::ProgramState::Running:
            break;
    }
    return RunState::Paused;
}

RunControls::RunControls(SimSession* session, ProgramWorkspace* workspace, QWidget* window)
    : QObject(window), session_(session), ws_(workspace), window_(window) {
    run_ = new QAction(tr("&Run"), this);
    run_->setObjectName(QStringLiteral("runAction"));
    run_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    run_->setToolTip(tr("Reset the world and run the program (Ctrl+R)"));
    connect(run_, &QAction::triggered, this, &RunControls::run);
    pause_ = new QAction(tr("&Pause"), this);
    pause_->setShortcut(QKeySequence(Qt::Key_F6));
    pause_->setToolTip(tr("Pause or continue (F6)"));
    connect(pause_, &QAction::triggered, this, &RunControls::togglePause);
    step_ = new QAction(tr("S&tep"), this);
    // F10 is the debugger's Step over (DebugControls).
    step_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F10));
    step_->setToolTip(tr("Advance a paused run by 20 ms (Ctrl+F10)"));
    connect(step_, &QAction::triggered, this, &RunControls::stepOnce);
    stop_ = new QAction(tr("St&op"), this);
    stop_->setObjectName(QStringLiteral("stopAction"));
    stop_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    stop_->setToolTip(tr("End the program and stop the motors (Shift+F5)"));
    connect(stop_, &QAction::triggered, this, &RunControls::stop);
    reset_ = new QAction(tr("R&eset"), this);
    reset_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    reset_->setToolTip(tr("Put the robot back at the start (Ctrl+Shift+R)"));
    connect(reset_, &QAction::triggered, this, &RunControls::reset);

    speedBox_ = new QComboBox(window);
    for (double f : {0.25, 0.5, 1.0, 2.0, 4.0, 8.0}) speedBox_->addItem(tr("%1×").arg(f), f);
    speedBox_->addItem(tr("Fastest"), 0.0);
    speedBox_->setCurrentIndex(2);
    connect(speedBox_, &QComboBox::currentIndexChanged, this,
            [this](int i) { session_->setSpeed(speedBox_->itemData(i).toDouble()); });

    stateLabel_ = new QLabel(window);
    timeLabel_ = new QLabel(window);
    rtfLabel_ = new QLabel(window);
    // Icons beside the short texts (the tool bar), from the style: they need no theme.
    const QStyle* style = window->style();
    run_->setIcon(style->standardIcon(QStyle::SP_MediaPlay));
    pause_->setIcon(style->standardIcon(QStyle::SP_MediaPause));
    step_->setIcon(style->standardIcon(QStyle::SP_MediaSkipForward));
    stop_->setIcon(style->standardIcon(QStyle::SP_MediaStop));
    reset_->setIcon(style->standardIcon(QStyle::SP_BrowserReload));
    update(runner::Snapshot());
}

void RunControls::populateToolBar(QToolBar* bar) {
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setIconSize(QSize(16, 16));
    bar->addActions({run_, pause_, step_, stop_, reset_});
    // Pause and Continue swap in one button: give it the wider text's width so the toolbar
    // does not jump when they do.
    if (auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(pause_))) {
        const QFontMetrics fm(button->font());
        int w = 0;
        for (QString t : {tr("&Pause"), tr("&Continue")})
            w = std::max(w, fm.horizontalAdvance(t.remove(QLatin1Char('&'))));
        button->setMinimumWidth(w + 2 * fm.horizontalAdvance(QLatin1Char('M')) +
                                bar->iconSize().width());
    }
    bar->addSeparator();
    bar->addWidget(new QLabel(tr("Speed:"), window_));
    bar->addWidget(speedBox_);
}

void RunControls::populateMenu(QMenu* menu) {
    menu->addActions({run_, pause_, step_, stop_, reset_});
}

void RunControls::populateStatusBar(QStatusBar* bar) {
    bar->addPermanentWidget(stateLabel_);
    bar->addPermanentWidget(timeLabel_);
    bar->addPermanentWidget(rtfLabel_);
}

void RunControls::update(const runner::Snapshot& s) {
    running_ = s.running;
    const RunState state = runStateOf(s);
    // Pause/Continue and Step only act on a started run that is not over.
    const bool resumable = s.has_program && !s.over;
    pause_->setEnabled(resumable);
    if (const QString text = s.running ? tr("&Pause") : tr("&Continue"); pause_->text() != text) {
        pause_->setText(text);
        pause_->setIcon(window_->style()->standardIcon(s.running ? QStyle::SP_MediaPause
                                                                 : QStyle::SP_MediaPlay));
    }
    step_->setEnabled(resumable && !s.running);
    stop_->setEnabled(s.running || resumable);
    QString text;
    switch (state) {
        case RunState::Ready:
            text = tr("Ready");
            break;
        case RunState::Running:
            text = tr("Running");
            break;
        case RunState::Paused:
            text = tr("Paused");
            break;
        case RunState::Finished:
            text = tr("Finished");
            break;
        case RunState::Stopped:
            text = tr("Stopped");
            break;
        case RunState::Failed:
            text = tr("Error");
            break;
    }
    stateLabel_->setText(text);
    timeLabel_->setText(tr("t = %1 s").arg(s.sim_time_s, 0, 'f', 2));
    rtfLabel_->setText(s.running ? tr("%1× real time").arg(s.real_time_factor, 0, 'f', 2)
                                 : QString());
}

QString RunControls::stateText() const {
    return stateLabel_->text();
}

void RunControls::run() {
    ws_->editor()->clearError();
    ws_->devices()->clearPlot();
    ws_->appendConsole(tr("— Run —"));
    session_->run(ws_->editor()->text());
}

void RunControls::togglePause() {
    if (running_)
        session_->pause();
    else
        session_->resume();
}

void RunControls::stepOnce() {
    if (running_) session_->pause();
    session_->stepBy(0.02);
}

void RunControls::stop() {
    session_->stop();
    ws_->appendConsole(tr("— Stopped —"));
}

void RunControls::reset() {
    session_->reset();
    ws_->devices()->clearPlot();
    ws_->editor()->clearError();
}

}  // namespace botlab::gui
