// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationRunner: owns a Simulation, the student's Program and (for legged robots) the legged
// controller, steps them together, records the run and scores it. Shared by botlab-run (which
// calls it synchronously) and the desktop app (which calls it on a worker QThread and hands the
// GUI thread Snapshot values). No widgets, no global state; one runner is used from one thread at a
// time, except requestStop(), which is safe from any thread.
//
// Timing: the physics steps with the scene's fixed step (1 ms in the built-in scenes). The Lua
// program gets a control tick every `control_period_steps` physics steps (default 1: every step),
// right before the step, so a command takes effect at the next step and wait() is exact to the
// step. The legged controller (if any) is updated before every physics step. The run log gets one
// sample per physics step.
#pragma once

#include <QByteArray>
#include <QString>

#include <atomic>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/runner/models.h"
#include "botlab/runner/snapshot.h"
#include "botlab/scenes/scene_loading.h"
#include "botlab/scripting/program.h"
#include "botlab/sim/simulation.h"

namespace botlab::sim::legged {
class LeggedController;
}

namespace botlab::runner {

/// How to run a loaded robot and scene.
struct RunOptions {
    /// The Lua program's text; empty = no program (the robot just stands there).
    std::string program_source;
    /// Seed of the simulation's noise and of math.random.
    std::uint64_t seed = 0;
    /// Sandbox limits (its seed is replaced by `seed`).
    scripting::ProgramOptions program_options;
    /// Physics steps per Lua control tick, >= 1.
    int control_period_steps = 1;
};

/// What to run, by name: loadModels(robot, scene), then the options.
struct RunSetup : RunOptions {
    /// A built-in robot name ("line_follower"), a legged template name ("hexapod", "quadruped",
    /// "wheel_legged") or a robot file path.
    QString robot;
    /// A built-in scene name ("line_challenge") or a scene file path.
    QString scene;
};

/// The result of a run.
struct RunReport {
    double sim_time_s = 0.0;
    double wall_time_s = 0.0;  ///< Wall-clock time spent stepping (program + physics).
    double real_time_factor = 0.0;
    std::int64_t steps = 0;
    scenes::Report score;
    std::optional<ProgramError> program_error;
    std::optional<std::string> sim_error;
    std::uint64_t state_hash = 0;
    /// Ground model of a legged robot's feet (seed 000 soil); nullopt when the contact is rigid.
    std::optional<std::string> soft_terrain;
};

/// The run report as a JSON document (the keys docs/formats and botlab-run --help document),
/// UTF-8, indented, ending with a newline.
QByteArray reportJson(const RunReport& report);

class SimulationRunner {
public:
    /// Builds the simulation of loaded models and the program. Errors (a robot that does not fit
    /// the engine) name the robot and scene; a program with a syntax error is not an error here:
    /// the runner is created and the program is in state Failed (see snapshot() / report()).
    static Result<std::unique_ptr<SimulationRunner>> create(
        std::shared_ptr<const LoadedModels> models, const RunOptions& options);
    /// loadModels(setup.robot, setup.scene), then create(models, setup). Errors name the robot
    /// or scene as given, then the file and item.
    static Result<std::unique_ptr<SimulationRunner>> create(const RunSetup& setup);
    ~SimulationRunner();
    SimulationRunner(const SimulationRunner&) = delete;
    SimulationRunner& operator=(const SimulationRunner&) = delete;

    /// One physics step (with the program's control tick when due). Returns the physics error
    /// if the step failed; later calls return it again. Does nothing once isOver().
    Status step();
    /// Steps until `duration_s` more simulated time has passed or isOver(). With
    /// `realtime` the stepping is paced to the wall clock. Returns the physics error, if any.
    Status run(double duration_s, bool realtime = false);
    /// True when the program ended (finished, failed or stopped), a stop was requested, or the
    /// physics failed. Without a program only a stop or a physics failure ends the run.
    bool isOver() const;
    /// True once a physics step failed (the run is then over; report().sim_error says why).
    bool physicsFailed() const;

    /// Asks the run to stop; safe from any thread. The program ends even inside pcall.
    void requestStop();
    bool stopRequested() const;
    /// Back to time 0 with the same robot, scene and seed: the program is recompiled from
    /// `program_source` (the one given at creation or by setProgram()). Clears logs and the stop.
    void reset();
    /// Replaces the program's source; it runs from the next reset().
    void setProgram(std::string source);

    /// Takes a snapshot; its console holds the lines produced since the previous snapshot.
    Snapshot snapshot();
    /// Scores the log recorded so far (O(samples)).
    RunReport report() const;
    /// Called for every console line as it is produced (in addition to the snapshot buffer),
    /// on the thread that steps.
    void setConsoleSink(scripting::ConsoleSink sink);
    /// Writes a CSV time series to `out` (not owned; must outlive the runner or be reset with
    /// nullptr): a header, then one row every `period_s` of simulated time.
    void setCsvLog(std::ostream* out, double period_s = 0.01);
    /// Stops run() as soon as the scene's goal is reached (checked every `check_period_s`).
    void setStopAtGoal(bool on, double check_period_s = 0.5);
    bool goalReached() const { return goal_seen_; }

    const sim::Simulation& simulation() const;
    const sim::RobotModel& robotModel() const;
    /// The models this runner was built from (shared with whoever draws them).
    const std::shared_ptr<const LoadedModels>& models() const;
    const scenes::LoadedScene& scene() const;
    const scenes::RunLog& runLog() const;
    /// The scene's time limit, or 0 when it has none.
    double timeLimit_s() const;
    bool isLegged() const;
    const scripting::Program* program() const;
    /// The legged robot's controller (what Lua's legs.* and the Cockpit mode command); null for
    /// other robots. Owned by the runner; replaced by reset(), so do not keep the pointer.
    sim::legged::LeggedController* leggedController();

private:
    SimulationRunner();
    /// (Re)builds the legged controller of a legged robot.
    Status makeController();
    void buildProgram();
    /// Motor, fan and servo commands in API units.
    std::vector<DeviceValue> deviceCommands() const;
    /// Every sensor channel as the program reads it; sorted by port (unwired last) or in the
    /// model's order.
    std::vector<DeviceValue> deviceReadings(bool by_port) const;
    void writeCsvHeader();
    void writeCsvRow();
    void checkGoal();

    struct Impl;
    std::unique_ptr<Impl> d_;
    bool goal_seen_ = false;
};

}  // namespace botlab::runner
