// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/debug_controls.h"

#include <Qsci/qsciscintilla.h>

#include <QAction>
#include <QHash>
#include <QMenu>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStyle>
#include <QTextBlock>
#include <QWidget>
#include <algorithm>
#include <cmath>

#include "modes/program/blocks_panel.h"
#include "modes/program/breakpoint_margin.h"
#include "modes/program/debug_panel.h"
#include "modes/program/devices_panel.h"
#include "modes/program/program_editor.h"
#include "modes/program/program_workspace.h"
#include "modes/program/run_controls.h"
#include "modes/program/time_slider.h"
#include "session/sim_session.h"
#include "view3d/scene_view.h"

namespace botlab::gui {

DebugControls::DebugControls(SimSession* session, ProgramWorkspace* workspace, QWidget* window)
    : QObject(window), session_(session), ws_(workspace) {
    margin_ = new BreakpointMargin(ws_->editor()->editor());
    const QStyle* style = window->style();
    const auto action = [&](const QString& text, const QKeySequence& key, const QString& tip,
                            const char* name, QStyle::StandardPixmap icon, auto slot) {
        auto* a = new QAction(text, this);
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty()) a->setShortcut(key);
        a->setToolTip(key.isEmpty() ? tip
                                    : QStringLiteral("%1 (%2)").arg(
                                          tip, key.toString(QKeySequence::NativeText)));
        a->setIcon(style->standardIcon(icon));
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    continue_ =
        action(tr("&Continue"), QKeySequence(Qt::Key_F5), tr("Run on to the next breakpoint"),
               "debugContinue", QStyle::SP_MediaPlay, [this] { command(DebugCommand::Continue); });
    pause_ = action(tr("&Pause Here"), QKeySequence(), tr("Pause the program at the line it runs"),
                    "debugPause", QStyle::SP_MediaPause, [this] { command(DebugCommand::Pause); });
    stepOver_ = action(tr("Step &Over"), QKeySequence(Qt::Key_F10),
                       tr("Run the next line (a function it calls runs through)"), "debugStepOver",
                       QStyle::SP_ArrowDown, [this] { command(DebugCommand::StepOver); });
    stepInto_ = action(tr("Step &Into"), QKeySequence(Qt::Key_F11),
                       tr("Run the next line, into the function it calls"), "debugStepInto",
                       QStyle::SP_ArrowRight, [this] { command(DebugCommand::StepInto); });
    stepOut_ = action(tr("Step O&ut"), QKeySequence(Qt::SHIFT | Qt::Key_F11),
                      tr("Run to the end of this function"), "debugStepOut", QStyle::SP_ArrowUp,
                      [this] { command(DebugCommand::StepOut); });
    stepBack_ =
        action(tr("Step &Back"), QKeySequence(Qt::SHIFT | Qt::Key_F10),
               tr("Go back to the previous line run (the robot goes back too)"), "debugStepBack",
               QStyle::SP_ArrowLeft, [this] { command(DebugCommand::StepBack); });
    toggle_ = action(tr("Toggle &Breakpoint"), QKeySequence(Qt::Key_F9),
                     tr("Set or remove a breakpoint on the cursor's line"), "debugToggle",
                     QStyle::SP_DialogNoButton, [this] {
                         // In the Blocks view: on the selected block.
                         if (ws_->blocks()->view() == BlocksPanel::View::Blocks) {
                             ws_->blocks()->toggleSelectedBlockBreakpoint();
                             return;
                         }
                         int line = 0, index = 0;
                         ws_->editor()->editor()->getCursorPosition(&line, &index);
                         margin_->toggle(line + 1);
                     });
    pauseOnError_ = new QAction(tr("Pause on &Error"), this);
    pauseOnError_->setObjectName(QStringLiteral("debugPauseOnError"));
    pauseOnError_->setCheckable(true);
    pauseOnError_->setChecked(false);
    pauseOnError_->setToolTip(tr("Stop at the line of an error, with its variables"));
    connect(pauseOnError_, &QAction::toggled, session_, &SimSession::setPauseOnError);

    connect(margin_, &BreakpointMargin::breakpointsChanged, this, [this] {
        session_->setBreakpoints(margin_->breakpoints());
        QList<int> lines;
        QHash<int, QString> conditions;
        for (const DebugBreakpoint& b : margin_->breakpoints()) {
            lines << b.line;
            if (!b.condition.isEmpty()) conditions.insert(b.line, b.condition);
        }
        ws_->blocks()->setBreakpointLines(lines, conditions);
        if (!programKey_.isEmpty()) QSettings().setValue(programKey_, margin_->toText());
    });
    // The blocks' breakpoints are breakpoints on their first lines, with their blocks'
    // conditions (the editor's markers may be gone: the blocks rewrote the Lua).
    connect(ws_->blocks(), &BlocksPanel::breakpointLinesChanged, this,
            [this](const QList<int>& lines) {
                const QHash<int, QString> conditions = ws_->blocks()->blockBreakpointConditions();
                std::vector<DebugBreakpoint> now;
                for (int line : lines) now.push_back({line, conditions.value(line)});
                margin_->setBreakpoints(now);
            });
    // A block's "Breakpoint condition...": the condition of its first line's breakpoint, asked
    // as the gutter's "Condition..." asks it.
    connect(ws_->blocks(), &BlocksPanel::breakpointConditionAsked, margin_,
            &BreakpointMargin::editCondition);
    // The Debug panel opening at a pause takes height from the editor: the paused line is
    // brought back into sight (the workspace resized the panel first: it connected first).
    connect(ws_->debugPanel(), &DebugPanel::roomWanted, this, [this] {
        if (shownLine_ > 0) ws_->editor()->editor()->ensureLineVisible(shownLine_ - 1);
    });
    connect(ws_->debugPanel(), &DebugPanel::watchesChanged, session_, &SimSession::setWatches);
    connect(ws_->debugPanel(), &DebugPanel::frameChosen, this, [this](int line) {
        if (line > 0) ws_->editor()->editor()->ensureLineVisible(line - 1);
    });
    connect(ws_->timeSlider(), &TimeSlider::seekRequested, this, &DebugControls::seek);
    populateDebugBar();
    // A click on the robot's path in the 3D view: back to when the robot was there.
    connect(ws_->view(), &SceneView::clicked, this, [this](const SceneView::Pick& pick) {
        const double t = pathTimeAt(pick.pos_px);
        if (t >= 0) seek(t);
    });
    // A click on a printed line in the console: back to when it was printed.
    ws_->console()->viewport()->installEventFilter(this);
}

void DebugControls::populateMenu(QMenu* menu) {
    menu->addActions({continue_, pause_, stepOver_, stepInto_, stepOut_, stepBack_});
    menu->addSeparator();
    menu->addActions({toggle_, pauseOnError_});
}

void DebugControls::populateDebugBar() {
    // Icons only: the run bar under the view keeps its room for the time slider.
    ws_->timeSlider()->setActions({continue_, pause_, stepOver_, stepInto_, stepOut_, stepBack_});
}

void DebugControls::command(DebugCommand c) {
    // Continue before the first Run starts the program (as IDEs do).
    if (c == DebugCommand::Continue && !session_->latest().has_program) {
        session_->setBreakpoints(margin_->breakpoints());
        session_->run(ws_->editor()->text());
        return;
    }
    session_->debug(c);
}

void DebugControls::setProgramKey(const QString& key) {
    programKey_.clear();  // restoring is not a change to keep
    margin_->fromText(QSettings().value(QStringLiteral("debugger/breakpoints/") + key).toString());
    programKey_ = QStringLiteral("debugger/breakpoints/") + key;
}

void DebugControls::seek(double time_s) {
    session_->seek(time_s);
}

void DebugControls::update(const runner::Snapshot& s) {
    const DebugState state = session_->debugState();
    timeline_ = session_->timeline();
    // The robot's path in the 3D view, redrawn when the run went further (or started again).
    if (timeline_.path.size() != pathDrawn_) {
        pathDrawn_ = timeline_.path.size();
        std::vector<QVector3D> points_W;
        points_W.reserve(timeline_.path.size());
        for (const PathPoint& p : timeline_.path)
            points_W.emplace_back(float(p.x_m), float(p.y_m), float(p.z_m));
        ws_->view()->setRobotPath(points_W);
    }
    const bool paused = s.has_program && !s.running && !s.over;
    const bool live = s.has_program && !s.over;
    pause_->setEnabled(s.running);
    for (QAction* a : {stepOver_, stepInto_, stepOut_}) a->setEnabled(paused);
    continue_->setEnabled(!s.running && (live || !s.has_program));
    stepBack_->setEnabled(s.has_program && !s.running);
    const int line = state.paused ? state.line : 0;
    if (line != shownLine_) {
        shownLine_ = line;
        margin_->setCurrentLine(line);
    }
    ws_->debugPanel()->setState(state);
    // Each sensor's and motor's value at this instant, as the Devices panel shows them.
    const DevicesPanel* devices = ws_->devices();
    QStringList names, values;
    for (int r = 0; r < devices->rowCount(); ++r) {
        names << devices->deviceText(r);
        values << devices->valueText(r);
    }
    ws_->debugPanel()->setDevices(names, values);
    ws_->timeSlider()->setTimes(s.sim_time_s, s.has_program ? timeline_.end_s : 0.0);
}

double DebugControls::pathTimeAt(const QPoint& pos, int radius_px) const {
    double best = -1.0;
    double bestD = double(radius_px) * radius_px;
    for (const PathPoint& p : timeline_.path) {
        const QPointF q =
            ws_->view()->worldToWidgetF(QVector3D(float(p.x_m), float(p.y_m), float(p.z_m)));
        const double dx = q.x() - pos.x(), dy = q.y() - pos.y();
        if (dx * dx + dy * dy <= bestD) {
            bestD = dx * dx + dy * dy;
            best = p.time_s;
        }
    }
    return best;
}

double DebugControls::printTimeOf(int block, int* event_in_tick) const {
    const QTextDocument* doc = ws_->console()->document();
    const QTextBlock target = doc->findBlockByNumber(block);
    if (!target.isValid()) return -1.0;
    const QString text = target.text();
    // The n-th line with this text since the run started is the n-th such print of the run.
    const QString runMark = RunControls::tr("— Run —");
    int n = 0;
    for (QTextBlock b = target.previous(); b.isValid(); b = b.previous()) {
        if (b.text() == runMark) break;
        if (b.text() == text) ++n;
    }
    for (const PrintStamp& p : timeline_.prints)
        if (p.text == text && n-- == 0) {
            if (event_in_tick) *event_in_tick = p.event_in_tick;
            return p.time_s;
        }
    return -1.0;
}

bool DebugControls::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::MouseButtonRelease && watched == ws_->console()->viewport()) {
        auto* e = static_cast<QMouseEvent*>(event);
        QPlainTextEdit* console = ws_->console();
        if (e->button() == Qt::LeftButton && !console->textCursor().hasSelection()) {
            const QTextCursor at = console->cursorForPosition(e->position().toPoint());
            int event = -1;
            const double t = printTimeOf(at.blockNumber(), &event);
            // Paused at the print() that printed it.
            if (t >= 0) session_->seek(t, event);
        }
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace botlab::gui
