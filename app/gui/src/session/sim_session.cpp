// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/sim_session.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMutexLocker>
#include <QTimer>
#include <algorithm>

#include "botlab/runner/rewinder.h"
#include "botlab/runner/run_end.h"
#include "botlab/runner/simulation_runner.h"
#include "botlab/scenes/arena.h"
#include "botlab/scripting/debugger.h"
#include "session/real_time_pacer.h"

namespace botlab::gui {

namespace {
// Tr: the translation context "botlab::gui::SimSession" for this file's texts (lupdate files Tr::tr
// under it).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::gui::SimSession)
};
}  // namespace

/// Lives on the worker thread; owns the runner.
class SimWorker : public QObject {
public:
    explicit SimWorker(SimSession* session) : session_(session) {
        timer_ = new QTimer(this);
        timer_->setTimerType(Qt::PreciseTimer);
        timer_->setInterval(4);
        connect(timer_, &QTimer::timeout, this, [this] { tick(); });
        // Checkpoints are built one per shot while the run holds still (each costs the
        // re-execution to its instant; a seek queued meanwhile waits for at most one).
        checkpointTimer_ = new QTimer(this);
        checkpointTimer_->setSingleShot(true);
        checkpointTimer_->setInterval(50);
        connect(checkpointTimer_, &QTimer::timeout, this, [this] { addCheckpoint(); });
    }

    void load(const std::shared_ptr<const runner::LoadedModels>& models) {
        timer_->stop();
        running_ = false;
        started_ = false;
        rewinder_.reset();
        runner_ = nullptr;
        own_.reset();
        QString error;
        clearEnd();
        runner::RunOptions options;
        options.seed = session_->seed_.load();
        options.opponents = opponents_;
        options.owner = owner_;
        options.rgba = rgba_;
        auto r = runner::SimulationRunner::create(models, options);
        if (r.ok()) {
            own_ = std::move(r.value());
            runner_ = own_.get();
            // The debugger is attached to every run (no breakpoint: a few per cent in Lua).
            runner_->setDebugging(true);
            configure(*runner_);
        } else
            error = QString::fromStdString(r.message());
        publish();
        emit session_->loaded(error);
    }
    /// Sets up `r` as the run shown: the scene's goal and match end it, its prints are recorded.
    void configure(runner::SimulationRunner& r) {
        // Follow the scene's goal as the run goes (checkpoints, finish), as botlab-run does.
        r.setStopAtGoal(true, 0.05);
        // An arena's match ends the run once it is decided (a robot pushed out, ...).
        if (!opponents_.empty()) r.setStopWhenDecided(true);
        {
            // Each printed line with the simulated time it was printed at (the console's
            // jump-to-time), recorded once: a re-run to rewind prints the same lines again.
            r.setConsoleSink([this](const scripting::ConsoleLine& line) {
                if (line.kind != scripting::ConsoleKind::Output) return;
                // A re-run prints the same lines again in the same order: only those past
                // the ones recorded are new.
                if (++printsSeen_ <= timeline_.prints.size()) return;
                const scripting::Debugger* dbg = runner_->debugger(0);
                const int event =
                    dbg && !dbg->history().empty() ? dbg->history().back().index_in_tick : -1;
                timeline_.prints.push_back(
                    {runner_->simulation().time_s(), QString::fromStdString(line.text), event});
                timelineChanged_ = true;
            });
        }
    }
    /// Shows the Rewinder's runner (after a backwards seek): the lines it printed up to now
    /// are the recorded ones.
    void adopt(runner::SimulationRunner& r) {
        if (runner_ == &r) return;
        runner_ = &r;
        configure(r);
        const double now = r.simulation().time_s();
        printsSeen_ =
            std::size_t(std::count_if(timeline_.prints.begin(), timeline_.prints.end(),
                                      [&](const PrintStamp& p) { return p.time_s <= now + 1e-9; }));
    }
    /// The Rewinder of the started run (same models, options and program), no checkpoints yet.
    void makeRewinder() {
        rewinder_.reset();
        session_->checkpoints_.store(0);
        auto rw = runner::Rewinder::create(*runner_);
        if (rw.ok()) rewinder_ = std::move(rw.value());
    }
    /// Adds the first missing checkpoint (every kCheckpointEvery_s up to where the run reached)
    /// while the run holds still, and schedules the next one.
    void addCheckpoint() {
        if (!rewinder_ || !started_ || running_) return;
        const double dt = runner_->simulation().step_s();
        const auto every = std::int64_t(std::llround(SimSession::kCheckpointEvery_s / dt));
        const auto end = std::int64_t(std::llround(timeline_.end_s / dt));
        const std::vector<std::int64_t> have = rewinder_->checkpoints();
        for (std::int64_t at = every; at < end; at += every) {
            if (std::find(have.begin(), have.end(), at) != have.end()) continue;
            // The runner shown may be the Rewinder's current one: the checkpoint leaves it be.
            (void)rewinder_->addCheckpoint(at);
            session_->checkpoints_.store(int(rewinder_->checkpoints().size()));
            checkpointTimer_->start();
            return;
        }
        session_->checkpoints_.store(int(have.size()));
    }
    void setOpponents(std::vector<runner::Participant> opponents, const QString& owner,
                      std::uint32_t rgba) {
        opponents_ = std::move(opponents);
        owner_ = owner;
        rgba_ = rgba;
    }
    void run(const QString& program) {
        if (!own_) return;
        runner_ = own_.get();
        program_ = program.toStdString();
        runner_->setProgram(program_);
        runner_->reset();
        printsSeen_ = 0;
        applyDebugSettings();
        clearEnd();
        clearTimeline();
        makeRewinder();
        started_ = true;
        // A syntax error fails the program at once: publish it and stay paused.
        setRunning(!runner_->isOver());
    }
    void setRunning(bool on) {
        if (!runner_) return;
        // Without a started program there is nothing to continue (the physics alone would run).
        running_ = on && started_ && !isOver();
        if (running_) {
            reanchor();
            pacer_.clearWindow();
            timer_->start();
        } else {
            timer_->stop();
            checkpointTimer_->start();
        }
        publish();
    }
    void setClock(const WallClock& clock) {
        pacer_.setClock(clock);
        reanchor();
    }
    void reanchor() {
        if (!runner_) return;
        pacer_.anchor(runner_->simulation().time_s());
    }
    void stepBy(double duration_s) {
        if (!runner_ || running_ || !started_) return;
        const double end = runner_->simulation().time_s() + duration_s - 1e-9;
        while (runner_->simulation().time_s() < end && !isOver()) {
            if (!stepOnce()) break;
            checkEnd();
            if (runner_->debugPaused()) break;  // a breakpoint on the way
        }
        publish();
    }
    void stop() {
        if (!runner_) return;
        endProgram();
        setRunning(false);
    }
    void reset() {
        if (!runner_) return;
        timer_->stop();
        running_ = false;
        started_ = false;
        runner_ = own_.get();
        rewinder_.reset();
        session_->checkpoints_.store(0);
        runner_->setProgram(std::string());
        runner_->reset();
        printsSeen_ = 0;
        clearEnd();
        clearTimeline();
        pacer_.clearWindow();
        publish();
    }

    // --- Debugger -------------------------------------------------------------------------
    void setBreakpoints(std::vector<DebugBreakpoint> breakpoints) {
        breakpoints_ = std::move(breakpoints);
        applyDebugSettings();
    }
    void setPauseOnError(bool on) {
        pauseOnError_ = on;
        applyDebugSettings();
    }
    void setWatches(const QStringList& expressions) {
        watches_ = expressions;
        publish();
    }
    /// The window's breakpoints and pause-on-error, in the engine's terms.
    scripting::DebugSettings debugSettings() const {
        scripting::DebugSettings d;
        for (const DebugBreakpoint& b : breakpoints_)
            d.breakpoints.push_back({b.line, b.condition.toStdString()});
        d.pause_on_error = pauseOnError_;
        return d;
    }
    void applyDebugSettings() {
        if (!runner_) return;
        if (scripting::Debugger* dbg = runner_->debugger(0)) dbg->applySettings(debugSettings());
    }
    void debug(DebugCommand command) {
        if (!runner_ || !started_) return;
        scripting::Debugger* dbg = runner_->debugger(0);
        switch (command) {
            case DebugCommand::Continue:
                if (dbg && dbg->isPaused()) dbg->continueRun();
                setRunning(true);
                break;
            case DebugCommand::Pause:
                // The program stops at the next line it runs (after a wait() ends).
                if (dbg && running_) dbg->requestPause();
                break;
            case DebugCommand::StepOver:
            case DebugCommand::StepInto:
            case DebugCommand::StepOut:
                if (running_ || isOver() || !dbg) break;
                if (!dbg->isPaused() || command == DebugCommand::StepInto)
                    dbg->stepInto();  // from a pause between lines: the next line run
                else if (command == DebugCommand::StepOver)
                    dbg->stepOver();
                else
                    dbg->stepOut();
                setRunning(true);  // runs until the program pauses again
                break;
            case DebugCommand::StepBack:
                stepBack();
                break;
        }
    }
    /// Runs the latest seek() target (older ones were dropped).
    void seekLatest() {
        session_->seekQueued_.store(false);
        const int event = session_->seekEvent_.load();
        const double target = session_->seekTarget_.exchange(-1.0);
        if (target >= 0.0) seekTo(target, event);
    }
    /// Brings the run to simulated time `time_s` (within what it reached), paused there: before
    /// the first line the program runs at that instant when it runs one then (its locals shown).
    void seekTo(double time_s, int event_in_tick = -1) {
        if (!runner_ || !started_) return;
        const double dt = runner_->simulation().step_s();
        const auto step = std::int64_t(std::llround(std::clamp(time_s, 0.0, timeline_.end_s) / dt));
        const bool hasEvent =
            std::any_of(events_.begin(), events_.end(),
                        [&](const scripting::LineEvent& e) { return e.step == step; });
        goTo(step, event_in_tick >= 0 ? event_in_tick : hasEvent ? 0 : -1);
    }
    /// Step back: to the line event before the current one (of the whole run's history).
    void stepBack() {
        if (!runner_ || !started_) return;
        std::pair<std::int64_t, int> now{runner_->simulation().stepCount(), 0};
        const scripting::Debugger* dbg = runner_->debugger(0);
        if (dbg && dbg->isPaused() && !dbg->history().empty())
            now = {dbg->history().back().step, dbg->history().back().index_in_tick};
        const auto it = std::lower_bound(
            events_.begin(), events_.end(), now,
            [](const scripting::LineEvent& e, std::pair<std::int64_t, int> p) {
                return e.step < p.first || (e.step == p.first && e.index_in_tick < p.second);
            });
        if (it == events_.begin()) {
            goTo(0, -1);
            return;
        }
        goTo((it - 1)->step, (it - 1)->index_in_tick);
    }
    /// Takes the run to the state after `step` physics steps and, with `event` >= 0, into the
    /// control tick of that step up to its `event`-th line event (the program paused before
    /// that line). Forward from where it is; backward by running it again from the start with
    /// the same program and seed (deterministic: it passes through the same states). The
    /// breakpoints are off on the way. Paused there.
    void goTo(std::int64_t step, int event) {
        timer_->stop();
        running_ = false;
        scripting::Debugger* dbg = runner_->debugger(0);
        const bool pausedInTick = dbg && dbg->isPaused();
        const std::int64_t now = runner_->simulation().stepCount();
        const bool backward = step < now || (pausedInTick && step == now && event >= 0);
        if (backward && rewinder_) {
            // From the Rewinder's latest checkpoint at or before `step` (or time 0).
            QElapsedTimer took;
            took.start();
            seeking_ = true;
            end_ = runner::RunEnd::None;
            score_.reset();
            const Status st =
                event >= 0 ? rewinder_->seekLineEvent(step, event) : rewinder_->seekStep(step);
            adopt(rewinder_->runner());
            if (st.ok() && !runner_->debugPaused()) checkEnd();
            applyDebugSettings();
            holdAtInstant();
            seeking_ = false;
            session_->lastSeekMs_.store(took.elapsed());
            (void)runner_->snapshot();
            publish();
            checkpointTimer_->start();  // re-adds the checkpoint the seek used up
            return;
        }
        if (backward) {
            runner_->setProgram(program_);
            runner_->reset();
            printsSeen_ = 0;
            end_ = runner::RunEnd::None;
            score_.reset();
        }
        seeking_ = true;
        scripting::DebugSettings off;
        if ((dbg = runner_->debugger(0))) {
            dbg->applySettings(off);
            if (dbg->isPaused()) dbg->continueRun();
        }
        while (runner_->simulation().stepCount() < step && !runner_->isOver()) {
            const std::int64_t before = runner_->simulation().stepCount();
            if (!runner_->step().ok()) break;
            checkEnd();
            if (end_ != runner::RunEnd::None) break;
            if (runner_->simulation().stepCount() == before && !runner_->debugPaused()) break;
        }
        if (event >= 0 && (dbg = runner_->debugger(0)) && !runner_->isOver() &&
            runner_->simulation().stepCount() == step) {
            dbg->pauseAtEvent(event);
            (void)runner_->step();  // stops before that line; the physics step waits
            dbg->pauseAtEvent(-1);
        }
        applyDebugSettings();
        holdAtInstant();
        seeking_ = false;
        // The lines printed again on the way are not new output.
        (void)runner_->snapshot();
        publish();
        checkpointTimer_->start();
    }

private:
    bool isOver() const { return started_ && (runner_->isOver() || end_ != runner::RunEnd::None); }

    /// After a seek to an instant without a line event (the program inside wait()): the program
    /// is held where it stands, so the Debug panel shows its variables at that instant.
    void holdAtInstant() {
        if (runner_->isOver() || runner_->debugPaused()) return;
        if (scripting::Debugger* dbg = runner_->debugger(0)) dbg->holdBetweenTicks();
    }

    void clearEnd() {
        end_ = runner::RunEnd::None;
        score_.reset();
        match_.clear();
    }
    /// Asks the program to stop; it sees the stop at its next tick (even inside a busy loop or
    /// pcall), so give it that tick now: the run is over when this returns.
    void endProgram() {
        runner_->requestStop();
        // A program paused at a line must run on to see the stop.
        if (scripting::Debugger* dbg = runner_->debugger(0); dbg && dbg->isPaused()) {
            dbg->applySettings({});
            dbg->continueRun();
        }
        for (int i = 0; i < 3 && started_ && !runner_->isOver(); ++i) (void)runner_->step();
    }
    /// Ends the run at the scene's goal or time limit (runner::sceneEnd, as botlab-run and
    /// grading).
    void checkEnd() {
        if (!runner_ || !started_ || end_ != runner::RunEnd::None) return;
        const runner::RunEnd end = runner::sceneEnd(
            runner_->goalReached(), runner_->simulation().time_s(), runner_->timeLimit_s());
        if (!runner::isSceneEnd(end)) return;
        end_ = end;
        endProgram();
    }
    /// Why the run is over, once it is (runner::runEnd; the goal and the time limit are kept as
    /// checkEnd() found them).
    runner::RunEnd endReason() const {
        if (end_ != runner::RunEnd::None) return end_;
        return runner::runEnd(runner::runFacts(*runner_));
    }

    bool stepOnce() {
        Status st = runner_->step();
        if (!st.ok()) {
            running_ = false;
            timer_->stop();
            return false;
        }
        record();
        return true;
    }

    /// True while the run goes where it never went (not while re-running to rewind).
    bool recording() const {
        return !seeking_ && runner_->simulation().time_s() > timeline_.end_s + 1e-9;
    }
    /// Extends the timeline with the step just taken (new ground only).
    void record() {
        if (seeking_) return;
        const sim::Simulation& sim = runner_->simulation();
        // The line events (also those of a tick a breakpoint holds): a re-run replays the same
        // ones from the start, so only those past the recorded count are new.
        if (const scripting::Debugger* dbg = runner_->debugger(0)) {
            const auto& h = dbg->history();
            if (h.size() > events_.size() && dbg->historyDropped() == 0) {
                events_.insert(events_.end(), h.begin() + std::ptrdiff_t(events_.size()), h.end());
            }
        }
        if (!recording()) return;
        timeline_.end_s = sim.time_s();
        if (timeline_.path.empty() || sim.time_s() >= timeline_.path.back().time_s + 0.05 - 1e-9) {
            const sim::Pose X_WL = sim.linkPose(runner_->simRobot(0), 0);
            timeline_.path.push_back(
                {sim.time_s(), X_WL.translation.x(), X_WL.translation.y(), X_WL.translation.z()});
        }
        timelineChanged_ = true;
    }
    void clearTimeline() {
        timeline_ = RunTimeline{};
        events_.clear();
        timelineChanged_ = true;
    }
    /// The program paused at a line (breakpoint, step, error): the run holds still.
    bool debugPause() {
        if (!runner_->debugPaused()) return false;
        running_ = false;
        timer_->stop();
        return true;
    }
    /// The debugger's view of the program: the line, and while the run is paused the call stack
    /// with each frame's locals and upvalues, the globals and the watches.
    DebugState debugState(const runner::Snapshot& s) const {
        DebugState d;
        d.time_s = s.sim_time_s;
        d.paused = started_ && !running_ && !s.over;
        d.line = s.program_line;
        const scripting::Debugger* dbg = runner_ ? runner_->debugger(0) : nullptr;
        if (runner_ && !running_) d.state_hash = runner_->simulation().stateHash();
        if (!dbg || running_) return d;
        if (dbg->isPaused()) {
            d.line = dbg->pausedLine();
            d.reason = reasonText(dbg->reason());
            if (dbg->reason() == scripting::PauseReason::Error)
                d.reason = Tr::tr("error: %1").arg(QString::fromStdString(dbg->errorMessage()));
            for (const scripting::StackFrame& f : dbg->callStack()) {
                DebugFrame frame;
                frame.function = f.function == "main chunk" ? Tr::tr("main chunk")
                                                            : QString::fromStdString(f.function);
                frame.line = f.line;
                frame.locals = variables(dbg->locals(f.level));
                frame.upvalues = variables(dbg->upvalues(f.level));
                frame.watches = watches(*dbg, f.level);
                d.stack.push_back(std::move(frame));
            }
        }
        d.globals = variables(dbg->globals());
        d.watches = d.stack.empty() ? watches(*dbg, 0) : d.stack.front().watches;
        return d;
    }
    /// The watches evaluated in frame `level` of the pause (on the globals when not paused).
    std::vector<DebugWatch> watches(const scripting::Debugger& dbg, int level) const {
        std::vector<DebugWatch> out;
        for (const QString& w : watches_) {
            const scripting::WatchResult r = dbg.evaluate(w.toStdString(), level);
            out.push_back({w, QString::fromStdString(r.ok ? r.value.display : r.error), !r.ok});
        }
        return out;
    }
    static std::vector<DebugVariable> variables(const std::vector<scripting::VariableNode>& nodes) {
        std::vector<DebugVariable> out;
        out.reserve(nodes.size());
        for (const scripting::VariableNode& n : nodes) {
            DebugVariable v{QString::fromStdString(n.name), QString::fromStdString(n.type),
                            QString::fromStdString(n.display), variables(n.children)};
            if (n.truncated) v.children.push_back({QStringLiteral("…"), QString(), QString(), {}});
            out.push_back(std::move(v));
        }
        return out;
    }
    static QString reasonText(scripting::PauseReason r) {
        switch (r) {
            case scripting::PauseReason::Breakpoint:
                return Tr::tr("breakpoint");
            case scripting::PauseReason::Step:
                return Tr::tr("step");
            case scripting::PauseReason::PauseRequest:
                return Tr::tr("paused");
            case scripting::PauseReason::Error:
                return Tr::tr("error");
            case scripting::PauseReason::Event:
                return Tr::tr("rewound");
            case scripting::PauseReason::None:
                break;
        }
        return QString();
    }

    void tick() {
        if (!runner_ || !running_) return;
        QElapsedTimer budget;
        budget.start();
        const double speed = session_->speed_.load();
        const sim::Simulation& sim = runner_->simulation();
        if (speed <= 0.0) {
            while (budget.elapsed() < 15 && running_ && !isOver()) {
                stepOnce();
                checkEnd();
                if (debugPause()) break;
            }
        } else {
            // Too far behind (slow machine), the pacer drops the backlog instead of running to
            // catch up.
            const double target = pacer_.target_s(sim.time_s(), speed);
            while (sim.time_s() + 0.5 * sim.step_s() < target && running_ && !isOver()) {
                if (!stepOnce()) break;
                checkEnd();
                if (debugPause()) break;
                if (budget.elapsed() >= 20) break;
            }
        }
        publish();
    }

    void publish() {
        runner::Snapshot s;
        QStringList lines;
        if (runner_) {
            s = runner_->snapshot();
            if (s.robots.empty()) {
                for (const auto& line : s.console)
                    // The program's error is shown from program_error (with its line marked).
                    if (line.kind != scripting::ConsoleKind::Error)
                        lines << QString::fromStdString(line.text);
            } else {
                // Several robots: each line tagged with its robot's owner; the other robots'
                // errors are said here (robot 0's is marked in the editor).
                for (std::size_t i = 0; i < s.robots.size(); ++i) {
                    const QString who = owner(s, int(i));
                    for (const auto& line : s.robots[i].console)
                        if (i > 0 || line.kind != scripting::ConsoleKind::Error)
                            lines << Tr::tr("[%1] %2").arg(who, QString::fromStdString(line.text));
                    s.robots[i].console.clear();
                }
            }
            s.console.clear();
            if (s.sim_error && !simErrorShown_) {
                lines << Tr::tr("Simulation error: %1").arg(QString::fromStdString(*s.sim_error));
                simErrorShown_ = true;
            }
            if (!s.sim_error) simErrorShown_ = false;
            // The program's error or its end ends the run where it is (motors already stopped).
            if (running_ && (isOver() || s.program_error || s.sim_error)) {
                running_ = false;
                timer_->stop();
            }
            s.has_program = started_;
            s.over = isOver() || s.sim_error.has_value();
            if (started_ && s.over) {
                if (end_ == runner::RunEnd::None) end_ = endReason();
                if (!score_) {
                    const runner::RunReport report = runner_->report();
                    score_ = report.score;
                    // A run the user stopped has no result.
                    if (report.match && report.match->is_arena && !s.robots.empty() &&
                        end_ != runner::RunEnd::Stopped) {
                        match_ = matchSentence(report, s);
                        lines << match_;
                    }
                }
                s.end = end_;
                s.score = score_;
            }
        }
        s.running = running_;
        pacer_.sample(s.sim_time_s, s.steps);
        s.real_time_factor = running_ ? pacer_.ratio() : 0.0;
        DebugState debug = debugState(s);
        session_->publish(std::move(s), lines, match_);
        session_->publishDebug(std::move(debug), timelineChanged_ ? &timeline_ : nullptr);
        timelineChanged_ = false;
    }

    /// Robot `i`'s owner as the snapshot names it (robot 0 without one: "You").
    static QString owner(const runner::Snapshot& s, int i) {
        const std::string& name = s.robots[std::size_t(i)].owner;
        if (!name.empty()) return QString::fromStdString(name);
        return i == 0 ? Tr::tr("You") : Tr::tr("Robot %1").arg(i + 1);
    }
    /// The run's end message for a match: who won and why, or a draw.
    static QString matchSentence(const runner::RunReport& report, const runner::Snapshot& s) {
        const scenes::MatchReport& m = *report.match;
        const QString why = scenes::matchReasonText(m.reason);
        const QString at = QString::number(m.decided_at_s.value_or(m.end_time_s), 'f', 1);
        const int winner = report.winnerRobot();
        if (winner >= 0 && winner < int(s.robots.size()))
            return Tr::tr("Match over at %1 s: %2 wins. %3").arg(at, owner(s, winner), why);
        if (m.winner_team > 0)
            return Tr::tr("Match over at %1 s: team %2 wins. %3")
                .arg(at)
                .arg(m.winner_team)
                .arg(why);
        return Tr::tr("Match over at %1 s: a draw. %2").arg(at, why);
    }

    SimSession* session_;
    QTimer* timer_;
    QTimer* checkpointTimer_;
    std::unique_ptr<runner::SimulationRunner> own_;  ///< The run as started (Run button).
    /// The run shown: own_, or the Rewinder's runner after a backwards seek.
    runner::SimulationRunner* runner_ = nullptr;
    std::unique_ptr<runner::Rewinder> rewinder_;  ///< Rewinds the started run (checkpoints).
    bool running_ = false;
    bool started_ = false;  ///< Run was pressed since the last load/reset.
    bool simErrorShown_ = false;
    runner::RunEnd end_ = runner::RunEnd::None;  ///< Why the started run ended.
    std::optional<scenes::Report> score_;        ///< Its score, computed once when it ended.
    QString match_;  ///< How its match ended (runs with opponents), once it has.
    std::vector<runner::Participant> opponents_;  ///< For the next load().
    QString owner_;
    std::uint32_t rgba_ = 0;
    RealTimePacer pacer_;  ///< Paces the run and measures its real-time factor (last 0.5 s).
    std::string program_;  ///< The program of the started run (re-run to rewind).
    RunTimeline timeline_;
    bool timelineChanged_ = false;
    bool seeking_ = false;        ///< Re-running to a seek target (nothing is recorded).
    std::size_t printsSeen_ = 0;  ///< Lines printed since the runner was last reset.
    std::vector<DebugBreakpoint> breakpoints_;
    bool pauseOnError_ = false;
    std::vector<scripting::LineEvent> events_;  ///< Every line event of the run (for Step back).
    QStringList watches_;
};

SimSession::SimSession(QObject* parent) : QObject(parent) {
    worker_ = new SimWorker(this);
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.setObjectName(QStringLiteral("botlab-sim"));
    thread_.start();
}

SimSession::~SimSession() {
    thread_.quit();
    thread_.wait();
}

void SimSession::load(std::shared_ptr<const runner::LoadedModels> models) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, models] { w->load(models); }, Qt::QueuedConnection);
}
void SimSession::setOpponents(std::vector<runner::Participant> opponents, const QString& owner,
                              std::uint32_t rgba) {
    QMetaObject::invokeMethod(
        worker_,
        [w = worker_, opponents = std::move(opponents), owner, rgba]() mutable {
            w->setOpponents(std::move(opponents), owner, rgba);
        },
        Qt::QueuedConnection);
}
void SimSession::run(const QString& program_text) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, program_text] { w->run(program_text); }, Qt::QueuedConnection);
}
void SimSession::resume() {
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { w->debug(DebugCommand::Continue); }, Qt::QueuedConnection);
}
void SimSession::pause() {
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { w->setRunning(false); }, Qt::QueuedConnection);
}
void SimSession::stepBy(double duration_s) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, duration_s] { w->stepBy(duration_s); }, Qt::QueuedConnection);
}
void SimSession::stop() {
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { w->stop(); }, Qt::QueuedConnection);
}
void SimSession::reset() {
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { w->reset(); }, Qt::QueuedConnection);
}
void SimSession::setClock(WallClock clock) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, clock = std::move(clock)] { w->setClock(clock); },
        Qt::BlockingQueuedConnection);
}
void SimSession::setSpeed(double factor) {
    speed_.store(factor);
    // Re-anchor the pacing so a speed change does not jump.
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { w->reanchor(); }, Qt::QueuedConnection);
}

void SimSession::setBreakpoints(std::vector<DebugBreakpoint> breakpoints) {
    QMetaObject::invokeMethod(
        worker_,
        [w = worker_, b = std::move(breakpoints)]() mutable { w->setBreakpoints(std::move(b)); },
        Qt::QueuedConnection);
}
void SimSession::setPauseOnError(bool on) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, on] { w->setPauseOnError(on); }, Qt::QueuedConnection);
}
void SimSession::setWatches(QStringList expressions) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, e = std::move(expressions)] { w->setWatches(e); },
        Qt::QueuedConnection);
}
void SimSession::debug(DebugCommand command) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, command] { w->debug(command); }, Qt::QueuedConnection);
}
void SimSession::seek(double time_s, int event_in_tick) {
    seekEvent_.store(event_in_tick);
    seekTarget_.store(std::max(0.0, time_s));
    // One queued call at a time: a drag's many targets run only the latest.
    if (seekQueued_.exchange(true)) return;
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { w->seekLatest(); }, Qt::QueuedConnection);
}
DebugState SimSession::debugState() const {
    QMutexLocker lock(&mutex_);
    return debug_;
}
RunTimeline SimSession::timeline() const {
    QMutexLocker lock(&mutex_);
    return timeline_;
}
void SimSession::publishDebug(DebugState state, const RunTimeline* timeline) {
    QMutexLocker lock(&mutex_);
    debug_ = std::move(state);
    if (timeline) timeline_ = *timeline;
}

runner::Snapshot SimSession::latest() const {
    QMutexLocker lock(&mutex_);
    return latest_;
}

QStringList SimSession::takeConsole() {
    QMutexLocker lock(&mutex_);
    return std::exchange(console_, {});
}

bool SimSession::isRunning() const {
    QMutexLocker lock(&mutex_);
    return latest_.running;
}

QString SimSession::matchText() const {
    QMutexLocker lock(&mutex_);
    return match_;
}

void SimSession::publish(runner::Snapshot s, const QStringList& lines, const QString& match) {
    QMutexLocker lock(&mutex_);
    match_ = match;
    s.serial = latest_.serial + 1;
    serial_.store(s.serial);
    latest_ = std::move(s);
    console_ << lines;
}

}  // namespace botlab::gui
