// SPDX-License-Identifier: GPL-3.0-or-later
// Rewinder: reaches any instant of a run again, exactly (issue 25, the time slider and Step back).
//
// A run is deterministic: the same models, options (programs, seed, starts) give the same state
// at every step. The Rewinder owns a second SimulationRunner built from the same models and
// options as the run it rewinds, with debugging on (so it records the same line events) and
// without breakpoints, and re-executes it: seeking forwards continues from where it is, seeking
// backwards starts again from time 0 (a fresh runner) and steps to the instant without snapshots,
// CSV or drawing. The state hash at a reached instant equals the original run's hash at that
// instant (tests/runner/tst_rewinder). Cockpit input (manual driving) is not replayed: rewind
// runs that only a program drives.
//
// An instant is a physics step count (the state after that many steps; time = step * step_s),
// optionally refined to a line event of a robot's control tick at that step: the program is then
// paused before that line (its debugger shows the line, locals and call stack there) and the
// simulation is still at that step.
//
// Not thread-safe: use one Rewinder from one thread (the app's worker).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/runner/models.h"
#include "botlab/runner/simulation_runner.h"
#include "botlab/scripting/debugger.h"

namespace botlab::runner {

class Rewinder {
public:
    /// A Rewinder of the run that `models` and `options` make (pass exactly what the original
    /// run was created with). Errors as SimulationRunner::create.
    static Result<std::unique_ptr<Rewinder>> create(std::shared_ptr<const LoadedModels> models,
                                                    const RunOptions& options);
    ~Rewinder();
    Rewinder(const Rewinder&) = delete;
    Rewinder& operator=(const Rewinder&) = delete;

    /// Takes the run to the state after `step` physics steps (clamped to >= 0), continuing when
    /// the current position is not past it, else re-executing from time 0. If the run ends
    /// earlier (program over and nothing else moves it, physics failure), it stops there: step()
    /// tells where. Returns the physics error, if any.
    Status seekStep(std::int64_t step);
    /// seekStep(round(t_s / step_s)).
    Status seekTime(double t_s);
    /// Takes the run to step `step` and runs robot `robot`'s control tick of that step up to
    /// its line event `index_in_tick` (0-based); the program is then paused before that line
    /// (runner().debugger(robot)). When the tick has fewer events it runs to its end (not paused).
    Status seekLineEvent(std::int64_t step, int index_in_tick, int robot = 0);
    /// Robot `robot`'s line events of the control tick at `step` (seeking there first if needed).
    Result<std::vector<scripting::LineEvent>> lineEventsAt(std::int64_t step, int robot = 0);
    /// The line event before (step, index_in_tick) for "Step back", from the recorded history of
    /// the re-executed run (seeking to `step` first); nullopt when there is none.
    std::optional<scripting::LineEvent> previousLineEvent(std::int64_t step, int index_in_tick,
                                                          int robot = 0);

    /// Checkpoints: parks a runner at `step` (re-executing to it now; stops early where the run
    /// ends), so that a later seek to an instant at or after it starts there instead of at time
    /// 0. A seek uses the latest parked runner (or the current one) at or before its target and
    /// moves it on (the runner it leaves is parked in turn, at most kMaxParked are kept, the
    /// earliest dropped first): add checkpoints again (e.g. every 10 s of the run, when the
    /// worker is idle) to keep every instant close to one. Costs the re-execution to `step` and
    /// the memory of one runner each.
    Status addCheckpoint(std::int64_t step);
    /// The steps of the parked runners, ascending.
    std::vector<std::int64_t> checkpoints() const;
    static constexpr std::size_t kMaxParked = 16;

    /// The re-executed run at the current instant: snapshot(), simulation().stateHash(),
    /// debugger(robot) for the line and variables. Replaced by a backwards seek: do not keep it.
    SimulationRunner& runner();
    /// Physics steps done so far (the current instant).
    std::int64_t step() const;
    /// Physics steps the last seek had to compute (0 when it was already there).
    std::int64_t lastSeekSteps() const;

private:
    Rewinder();
    Status restart();
    /// Makes the best runner at or before `step` the current one (parking the old current one).
    Status startFrom(std::int64_t step);
    /// Steps `r` to `step` (or where its run ends), counting the steps in *steps_done.
    static Status advance(SimulationRunner& r, std::int64_t step, std::int64_t* steps_done);
    struct Impl;
    std::unique_ptr<Impl> d_;
};

}  // namespace botlab::runner
