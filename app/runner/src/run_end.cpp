// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/runner/run_end.h"

#include "botlab/runner/simulation_runner.h"

namespace botlab::runner {

RunEnd sceneEnd(bool goal_reached, double time_s, double time_limit_s) {
    if (goal_reached) return RunEnd::GoalReached;
    if (time_limit_s > 0.0 && time_s >= time_limit_s - kTimeLimitTolerance_s) return RunEnd::TimeUp;
    return RunEnd::None;
}

RunEnd runEnd(const RunFacts& facts) {
    const RunEnd scene = sceneEnd(facts.goal_reached, facts.time_s, facts.time_limit_s);
    if (scene != RunEnd::None) return scene;
    if (facts.physics_failed) return RunEnd::PhysicsFailed;
    if (!facts.program_state) return RunEnd::None;
    switch (*facts.program_state) {
        case scripting::ProgramState::Failed:
            return RunEnd::ProgramFailed;
        case scripting::ProgramState::Stopped:
            return RunEnd::Stopped;
        case scripting::ProgramState::Finished:
            return RunEnd::ProgramEnded;
        case scripting::ProgramState::Running:
            break;
    }
    return RunEnd::None;
}

RunFacts runFacts(const SimulationRunner& runner, double time_limit_s) {
    RunFacts f;
    f.goal_reached = runner.goalReached();
    f.time_s = runner.simulation().time_s();
    f.time_limit_s = time_limit_s < 0.0 ? runner.timeLimit_s() : time_limit_s;
    f.physics_failed = runner.physicsFailed();
    if (runner.robotCount() > 1) {
        // A match: one program's end (a forfeit) does not end it while another program runs.
        bool any = false, running = false;
        for (int i = 0; i < runner.robotCount(); ++i) {
            if (const scripting::Program* p = runner.program(i)) {
                any = true;
                running = running || p->state() == scripting::ProgramState::Running;
            }
        }
        if (any) {
            if (running)
                f.program_state = scripting::ProgramState::Running;
            else if (const scripting::Program* p0 = runner.program())
                f.program_state = p0->state();
            else
                f.program_state = scripting::ProgramState::Finished;
        }
        return f;
    }
    if (const scripting::Program* p = runner.program()) f.program_state = p->state();
    return f;
}

}  // namespace botlab::runner
