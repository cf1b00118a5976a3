// SPDX-License-Identifier: GPL-3.0-or-later
// Rewinder (see rewinder.h): deterministic re-execution of a run to any step or line event.
#include "botlab/runner/rewinder.h"

#include <algorithm>
#include <cmath>

namespace botlab::runner {

struct Rewinder::Impl {
    std::shared_ptr<const LoadedModels> models;
    RunOptions options;
    std::unique_ptr<SimulationRunner> runner;
    std::int64_t last_seek_steps = 0;
};

Rewinder::Rewinder() : d_(std::make_unique<Impl>()) {}
Rewinder::~Rewinder() = default;

Result<std::unique_ptr<Rewinder>> Rewinder::create(std::shared_ptr<const LoadedModels> models,
                                                   const RunOptions& options) {
    std::unique_ptr<Rewinder> r(new Rewinder());
    r->d_->models = std::move(models);
    r->d_->options = options;
    Status st = r->restart();
    if (!st.ok()) return Error{st.message()};
    return r;
}

Status Rewinder::restart() {
    Result<std::unique_ptr<SimulationRunner>> r = SimulationRunner::create(d_->models, d_->options);
    if (!r.ok()) return Error{r.message()};
    d_->runner = std::move(r.value());
    // Debuggers without breakpoints: the same line events as the original run, no pauses.
    d_->runner->setDebugging(true);
    return {};
}

Status Rewinder::seekStep(std::int64_t step) {
    step = std::max<std::int64_t>(step, 0);
    d_->last_seek_steps = 0;
    SimulationRunner* r = d_->runner.get();
    // A run paused inside a tick (seekLineEvent) is past the state "after step n" only in its
    // program: going to that same step again needs a fresh start too.
    if (r->simulation().stepCount() > step || r->debugPaused()) {
        Status st = restart();
        if (!st.ok()) return st;
        r = d_->runner.get();
    }
    while (r->simulation().stepCount() < step && !r->isOver()) {
        const std::int64_t before = r->simulation().stepCount();
        Status st = r->step();
        if (!st.ok()) return st;
        ++d_->last_seek_steps;
        if (r->simulation().stepCount() == before) break;  // the run cannot move any more
    }
    return {};
}

Status Rewinder::seekTime(double t_s) {
    return seekStep(std::llround(t_s / d_->runner->simulation().step_s()));
}

Status Rewinder::seekLineEvent(std::int64_t step, int index_in_tick, int robot) {
    Status st = seekStep(step);
    if (!st.ok()) return st;
    SimulationRunner* r = d_->runner.get();
    scripting::Debugger* dbg = r->debugger(robot);
    if (!dbg || r->simulation().stepCount() != step || r->isOver()) return {};
    dbg->pauseAtEvent(index_in_tick);
    // Ticks the programs of this step; stops when robot's program pauses at the event, else
    // completes the step (the tick had fewer events).
    st = r->step();
    dbg->pauseAtEvent(-1);
    if (!r->debugPaused()) return st;
    // Another robot's program cannot be paused here (no breakpoints), so it is ours.
    return st;
}

Result<std::vector<scripting::LineEvent>> Rewinder::lineEventsAt(std::int64_t step, int robot) {
    // The events of the tick at `step` are recorded once the step after it has run.
    if (d_->runner->simulation().stepCount() <= step) {
        Status st = seekStep(step + 1);
        if (!st.ok()) return Error{st.message()};
    }
    std::vector<scripting::LineEvent> out;
    const scripting::Debugger* dbg = d_->runner->debugger(robot);
    if (!dbg) return out;
    const std::vector<scripting::LineEvent>& h = dbg->history();
    auto it =
        std::lower_bound(h.begin(), h.end(), step,
                         [](const scripting::LineEvent& e, std::int64_t s) { return e.step < s; });
    for (; it != h.end() && it->step == step; ++it) out.push_back(*it);
    return out;
}

std::optional<scripting::LineEvent> Rewinder::previousLineEvent(std::int64_t step,
                                                                int index_in_tick, int robot) {
    if (d_->runner->simulation().stepCount() <= step && !seekStep(step + 1).ok())
        return std::nullopt;
    const scripting::Debugger* dbg = d_->runner->debugger(robot);
    if (!dbg) return std::nullopt;
    const std::vector<scripting::LineEvent>& h = dbg->history();
    // The first event at or after (step, index), then the one before it.
    auto it = std::lower_bound(h.begin(), h.end(), std::make_pair(step, index_in_tick),
                               [](const scripting::LineEvent& e, std::pair<std::int64_t, int> p) {
                                   return e.step < p.first ||
                                          (e.step == p.first && e.index_in_tick < p.second);
                               });
    if (it == h.begin()) return std::nullopt;
    return *(it - 1);
}

SimulationRunner& Rewinder::runner() {
    return *d_->runner;
}

std::int64_t Rewinder::step() const {
    return d_->runner->simulation().stepCount();
}

std::int64_t Rewinder::lastSeekSteps() const {
    return d_->last_seek_steps;
}

}  // namespace botlab::runner
