// SPDX-License-Identifier: GPL-3.0-or-later
// SimSession: runs a runner::SimulationRunner on its own worker thread, paced by a speed setting,
// and publishes the latest runner::Snapshot under a mutex. Every public method is called from the
// GUI thread and returns at once; the GUI thread never steps physics or runs Lua.
#pragma once

#include <QMutex>
#include <QObject>
#include <QStringList>
#include <QThread>
#include <atomic>
#include <cstdint>
#include <memory>

#include "botlab/runner/models.h"
#include "botlab/runner/simulation_runner.h"
#include "botlab/runner/snapshot.h"
#include "session/debug_state.h"
#include "session/real_time_pacer.h"

namespace botlab::gui {

class SimWorker;

class SimSession : public QObject {
    Q_OBJECT
public:
    explicit SimSession(QObject* parent = nullptr);
    ~SimSession() override;

    /// Replaces the simulation with one of `models` (built on the worker thread; the models are
    /// shared, not copied). Emits loaded().
    void load(std::shared_ptr<const runner::LoadedModels> models);
    /// The other robots of the next load() (an arena's opponents, robots 1..N, each with its
    /// program) and robot 0's owner and colour (0xRRGGBBAA; 0 = automatic). None: one robot,
    /// as before. With opponents the run stops once the arena's match is decided.
    void setOpponents(std::vector<runner::Participant> opponents, const QString& owner = {},
                      std::uint32_t rgba = 0);
    /// Resets the world, loads `program_text` and runs it (the Run button).
    void run(const QString& program_text);
    /// Continues a paused run (ignored when no program was started or the run is over).
    void resume();
    void pause();
    /// Advances a paused run by `duration_s` of simulated time (ignored as resume()).
    void stepBy(double duration_s);
    /// Ends the program (even a busy loop) and pauses.
    void stop();
    /// Back to time 0, program dropped, paused.
    void reset();
    /// Seed of the simulation's noise and of math.random for the next load() (default 0); a
    /// graded run's replay sets its seed.
    void setSeed(std::uint64_t seed) { seed_.store(seed); }
    std::uint64_t seed() const { return seed_.load(); }
    /// Speed as a multiple of real time (0.25 .. 8); 0 = as fast as possible.
    void setSpeed(double factor);
    double speed() const { return speed_.load(); }
    /// The wall clock the run is paced by (default: the machine's steady clock); tests give a
    /// ManualClock's and step it. Blocks until the worker uses it.
    void setClock(WallClock clock);

    /// The latest snapshot (a copy; its console is empty: see takeConsole()).
    runner::Snapshot latest() const;
    /// The latest snapshot's serial number, without copying it (polling an idle session costs
    /// nothing).
    std::uint64_t serial() const { return serial_.load(); }
    /// Console lines (program output, notices, physics errors) since the last call; the
    /// program's own error is not among them (it is in Snapshot::program_error).
    QStringList takeConsole();
    /// How the match of a run with opponents ended, in words ("Bob (red) wins: ..."); empty
    /// while it goes on or without opponents.
    QString matchText() const;
    bool isRunning() const;

    /// Debugger: the breakpoints of the program (sent to the engine at the next run and at once
    /// to a running one).
    void setBreakpoints(std::vector<DebugBreakpoint> breakpoints);
    /// Debugger: pause at the line of a runtime error instead of ending the run.
    void setPauseOnError(bool on);
    /// Debugger: the watch expressions evaluated at each pause.
    void setWatches(QStringList expressions);
    /// Debugger: Continue, Pause, Step over/into/out or Step back.
    void debug(DebugCommand command);
    /// Rewinds (or advances) the run to simulated time `time_s` (clamped to what the run has
    /// reached): backwards through a runner::Rewinder, from its latest checkpoint before that
    /// instant (checkpoints every kCheckpointEvery_s of the run, built on the worker while the
    /// run holds still, re-added when a seek used one up); the run is paused there. Calls coalesce:
    /// while the worker is busy, only the latest target is run to. With `event_in_tick` >= 0 the
    /// program is paused before that line event of the control tick at that time (a printed line's
    /// print()).
    void seek(double time_s, int event_in_tick = -1);
    /// The program's pause (variables, call stack, watches) as of the latest snapshot.
    DebugState debugState() const;
    /// The Rewinder's checkpoints (parked runners) of the current run.
    int checkpointCount() const { return checkpoints_.load(); }
    static constexpr double kCheckpointEvery_s = 10.0;
    /// Wall time of the last backwards seek on the worker (ms).
    qint64 lastSeekMs() const { return lastSeekMs_.load(); }
    /// The run so far: its end time, the robot's path and the printed lines with their times.
    RunTimeline timeline() const;

signals:
    /// The simulation was (re)built; `error` is empty on success.
    void loaded(const QString& error);

private:
    friend class SimWorker;
    void publish(runner::Snapshot s, const QStringList& lines, const QString& match);
    void publishDebug(DebugState state, const RunTimeline* timeline);

    QThread thread_;
    SimWorker* worker_ = nullptr;
    std::atomic<double> speed_{1.0};
    std::atomic<std::uint64_t> seed_{0};
    std::atomic<std::uint64_t> serial_{0};
    mutable QMutex mutex_;
    runner::Snapshot latest_;
    QStringList console_;
    QString match_;
    DebugState debug_;
    RunTimeline timeline_;
    std::atomic<double> seekTarget_{-1.0};  ///< The latest seek() target; < 0: none pending.
    std::atomic<bool> seekQueued_{false};   ///< A seek call is queued on the worker.
    std::atomic<int> seekEvent_{-1};
    std::atomic<int> checkpoints_{0};
    std::atomic<qint64> lastSeekMs_{0};  ///< The latest seek()'s line event in its tick.
};

}  // namespace botlab::gui
