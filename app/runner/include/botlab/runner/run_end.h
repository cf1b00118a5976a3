// SPDX-License-Identifier: GPL-3.0-or-later
// Why a run ends: the one rule of the app's Simulate mode, botlab-run and grading.
//
// A run ends, in this order of precedence:
//  1. GoalReached — the scene's goal (checkpoints, finish) was reached;
//  2. TimeUp      — the scene's time limit (when it has one) has passed without the goal;
//  3. PhysicsFailed — the simulation failed;
//  4. the program's own end: ProgramFailed (an error), Stopped (Stop / requestStop()),
//     ProgramEnded (it finished by itself).
// Rules 1 and 2 are the scene's: the program is still running when they hold and whoever paces
// the run ends it (SimulationRunner::requestStop()). Rules 3 and 4 are facts of a run already over.
#pragma once

#include <optional>

#include "botlab/runner/snapshot.h"
#include "botlab/scripting/program.h"

namespace botlab::runner {

class SimulationRunner;

/// What decides whether a run is over, at one moment of it.
struct RunFacts {
    bool goal_reached = false;  ///< The scene's goal was reached (at any time so far).
    double time_s = 0.0;        ///< Simulated time of the run.
    double time_limit_s = 0.0;  ///< The scene's time limit; 0 = none.
    bool physics_failed = false;
    /// The program's state; nullopt when the run has no program.
    std::optional<scripting::ProgramState> program_state;
};

/// Tolerance of the time limit, in simulated seconds (a run of fixed steps that lands on the
/// limit within rounding has reached it).
inline constexpr double kTimeLimitTolerance_s = 1e-9;

/// The scene's rules alone (1 and 2 above): GoalReached, TimeUp or None.
RunEnd sceneEnd(bool goal_reached, double time_s, double time_limit_s);

/// Why the run described by `facts` is over (rules 1-4 above), or None while it goes on.
RunEnd runEnd(const RunFacts& facts);

/// True for the ends the scene decides (GoalReached, TimeUp): the program must then be stopped.
constexpr bool isSceneEnd(RunEnd end) {
    return end == RunEnd::GoalReached || end == RunEnd::TimeUp;
}

/// The facts of `runner` now (its goal, time, scene time limit, physics and program state).
/// With several robots (a match) the program state is Running while any robot's program runs
/// (a program that fails forfeits but does not end the match); once every program is over it is
/// robot 0's state (Finished when robot 0 has no program).
/// `time_limit_s` < 0 takes the scene's limit; >= 0 overrides it (0 = none), as a grading job does.
RunFacts runFacts(const SimulationRunner& runner, double time_limit_s = -1.0);

}  // namespace botlab::runner
