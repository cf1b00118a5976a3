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
    std::vector<std::unique_ptr<SimulationRunner>> parked;  // sorted by step
    std::int64_t last_seek_steps = 0;

    static std::int64_t at(const std::unique_ptr<SimulationRunner>& r) {
        return r->simulation().stepCount();
    }
    void park(std::unique_ptr<SimulationRunner> r) {
        if (!r || r->debugPaused() || at(r) == 0) return;  // at 0: no better than a new one
        auto pos = std::upper_bound(parked.begin(), parked.end(), at(r),
                                    [](std::int64_t s, const auto& p) { return s < at(p); });
        parked.insert(pos, std::move(r));
        while (parked.size() > Rewinder::kMaxParked) parked.erase(parked.begin());
    }
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

Status Rewinder::startFrom(std::int64_t step) {
    Impl& d = *d_;
    const bool current_ok = !d.runner->debugPaused() && Impl::at(d.runner) <= step;
    // The latest parked runner at or before `step`.
    auto best = std::upper_bound(d.parked.begin(), d.parked.end(), step,
                                 [](std::int64_t s, const auto& p) { return s < Impl::at(p); });
    const bool parked_ok = best != d.parked.begin();
    if (parked_ok) --best;
    if (parked_ok && (!current_ok || Impl::at(*best) > Impl::at(d.runner))) {
        std::unique_ptr<SimulationRunner> use = std::move(*best);
        d.parked.erase(best);
        d.park(std::move(d.runner));
        d.runner = std::move(use);
        return {};
    }
    if (current_ok) return {};
    std::unique_ptr<SimulationRunner> old = std::move(d.runner);
    Status st = restart();
    if (!st.ok()) {
        d.runner = std::move(old);
        return st;
    }
    d.park(std::move(old));
    return {};
}

Status Rewinder::addCheckpoint(std::int64_t step) {
    std::unique_ptr<SimulationRunner> current = std::move(d_->runner);
    Status st = restart();
    if (st.ok()) st = advance(*d_->runner, step, nullptr);
    d_->park(std::move(d_->runner));
    d_->runner = std::move(current);
    return st;
}

Status Rewinder::advance(SimulationRunner& r, std::int64_t step, std::int64_t* steps_done) {
    while (r.simulation().stepCount() < step && !r.isOver()) {
        const std::int64_t before = r.simulation().stepCount();
        Status st = r.step();
        if (!st.ok()) return st;
        if (steps_done) ++*steps_done;
        if (r.simulation().stepCount() == before) break;  // the run cannot move any more
    }
    return {};
}

std::vector<std::int64_t> Rewinder::checkpoints() const {
    std::vector<std::int64_t> out;
    for (const auto& p : d_->parked) out.push_back(Impl::at(p));
    return out;
}

Status Rewinder::seekStep(std::int64_t step) {
    step = std::max<std::int64_t>(step, 0);
    d_->last_seek_steps = 0;
    // A run paused inside a tick (seekLineEvent) is past the state "after step n" only in its
    // program: going to that same step again needs another runner too.
    if (Status st = startFrom(step); !st.ok()) return st;
    return advance(*d_->runner, step, &d_->last_seek_steps);
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
