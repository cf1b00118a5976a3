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

#include <QString>

#include <atomic>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/scenes/scene_loading.h"
#include "botlab/scripting/program.h"
#include "botlab/sim/simulation.h"

namespace botlab::runner {

/// What to run.
struct RunSetup {
    /// A built-in robot name ("line_follower"), a robot file path, or a legged template name
    /// ("hexapod", "quadruped", "wheel_legged").
    QString robot;
    /// A built-in scene name ("line_challenge") or a scene file path.
    QString scene;
    /// The Lua program's text; empty = no program (the robot just stands there).
    std::string program_source;
    /// Seed of the simulation's noise and of math.random.
    std::uint64_t seed = 0;
    /// Sandbox limits (its seed is replaced by `seed`).
    scripting::ProgramOptions program_options;
    /// Physics steps per Lua control tick, >= 1.
    int control_period_steps = 1;
};

/// One device's value, in the units of the Lua API.
struct DeviceValue {
    int port = 0;      ///< Controller port, 0 = unwired.
    std::string name;  ///< Name in the robot file.
    std::string kind;  ///< "motor" (%), "fan" (%), "servo" (deg, target), "distance" (cm),
                       ///< "line" (0..100), "touch" (0/1), "compass" (deg), "gyro" (deg),
                       ///< "flame" (0..100).
    double value = 0.0;
};

/// A movable world body's pose.
struct BodyPose {
    int body = 0;  ///< Index into WorldModel::bodies.
    sim::Pose X_WB;
};

/// Everything the GUI draws for one frame; a value, safe to hand to another thread.
struct Snapshot {
    double sim_time_s = 0.0;
    std::int64_t steps = 0;
    double real_time_factor = 0.0;      ///< Simulated / wall time of the stepping so far.
    std::vector<sim::Pose> link_poses;  ///< X_WL of every link of the robot, by link index.
    std::vector<BodyPose> movable_bodies;
    std::vector<bool> flames_lit;                 ///< One per world flame.
    std::vector<DeviceValue> readings;            ///< Every sensor, by port (unwired last).
    std::vector<DeviceValue> motor_commands;      ///< Motors and fans (%), servos (target deg).
    std::vector<scripting::ConsoleLine> console;  ///< Lines since the previous snapshot.
    scripting::ProgramState program_state = scripting::ProgramState::Running;
    bool has_program = false;
    std::optional<scripting::ProgramError> program_error;
    std::optional<std::string> sim_error;  ///< The physics failed (the run is over).
};

/// The result of a run.
struct RunReport {
    double sim_time_s = 0.0;
    double wall_time_s = 0.0;  ///< Wall-clock time spent stepping (program + physics).
    double real_time_factor = 0.0;
    std::int64_t steps = 0;
    scenes::Report score;
    std::optional<scripting::ProgramError> program_error;
    std::optional<std::string> sim_error;
    std::uint64_t state_hash = 0;
};

/// Writes a run report as a JSON object (the fields botlab-run documents).
std::string reportJson(const RunReport& report);

class SimulationRunner {
public:
    /// Loads the robot and the scene and builds the simulation and the program. Errors (unknown
    /// robot or scene, bad file, robot that does not fit the engine) name the item; a program
    /// with a syntax error is not an error here: the runner is created and the program is in
    /// state Failed (see snapshot() / report()).
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
    const scenes::LoadedScene& scene() const;
    const scenes::RunLog& runLog() const;
    /// The scene's time limit, or 0 when it has none.
    double timeLimit_s() const;
    bool isLegged() const;
    const scripting::Program* program() const;

private:
    SimulationRunner();
    void buildProgram();
    void writeCsvHeader();
    void writeCsvRow();
    void checkGoal();

    struct Impl;
    std::unique_ptr<Impl> d_;
    bool goal_seen_ = false;
};

}  // namespace botlab::runner
