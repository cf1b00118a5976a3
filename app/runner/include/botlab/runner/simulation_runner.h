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
//
// Several robots (arenas, issue 27): RunOptions::opponents adds robots to the same world, each with
// its own model, Program (own Lua state and limits: instruction budget, memory cap, guards), ports,
// devices, legged controller and run log. Robot 0 of the runner is always "the student's" (the one
// RunOptions::program_source drives; every single-robot accessor, Snapshot's top-level fields and
// RunReport's top-level fields are about it); opponents are robots 1..N in the order given.
// Determinism and order: the robots are put into the sim::Simulation sorted by start index (the
// scene's start each one stands on), and at every physics step every program's control tick runs
// in that same start order, then every legged controller, then the one physics step. So the order
// in which participants are given does not matter: the same robots and programs on the same starts
// with the same seed give the same state hash. Each program's math.random seed is the run's seed
// mixed with its start index (start 0 keeps the run's seed: one robot runs exactly as before).
// Sensors: distance sensors, cameras, lidars and touch sensors see the other robots (the
// simulation's ray casts and contacts include every robot); line and light sensors see the floor.
// Isolation: programs share nothing but the world; a program that fails (an error, the memory cap,
// a guard such as an endless loop inside a library call) is out of the match at that time
// (RobotReport::out_time_s): its robot's motors stop and it stays in the world as an obstacle,
// while the others keep running. With opponents the run is over only when the time is up, a stop
// is requested, the physics fails, every program is over, or (setStopWhenDecided) the arena's
// match is decided. A program that loops without waiting is not a failure (the instruction
// budget pauses it every tick): its robot just does nothing and loses by the arena's rules.
// The match (RunReport::match) is scored by scenes::scoreMatch (scenes/arena.h) from the
// robots' logs in start order, with each start's team and each program's failure time.
#pragma once

#include <QByteArray>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/runner/models.h"
#include "botlab/runner/snapshot.h"
#include "botlab/scenes/arena.h"
#include "botlab/scenes/scene_loading.h"
#include "botlab/scripting/program.h"
#include "botlab/sim/simulation.h"

namespace botlab::sim::legged {
class LeggedController;
}

namespace botlab::runner {

/// One more robot in the run (an opponent or a team mate of the student's robot 0).
struct Participant {
    /// A built-in robot name, a legged template name or a robot file path; loaded on the run's
    /// scene by create() unless `models` is set.
    QString robot;
    /// The robot already loaded (its `robot`, `robot_kind` and legged `soft_terrain` are used;
    /// its scene and X_WM are not: the robot stands on start `start` of the run's scene). May be
    /// null: then `robot` is loaded.
    std::shared_ptr<const LoadedModels> models;
    /// Its Lua program; empty = a passive robot that just stands there.
    std::string program_source;
    /// Who it belongs to (a student's name), shown beside it and in reports; may be empty.
    QString owner;
    /// Its colour as 0xRRGGBBAA for labels and drawings; 0 = automatic (robotColour()).
    std::uint32_t rgba = 0;
    /// Index into the scene's starts (LoadedScene::robot_starts); -1 = the lowest start no
    /// earlier participant (robot 0 included) stands on. Two robots on one start is an error.
    int start = -1;
};

/// The automatic colour of the robot on start `start` (0xRRGGBBAA): a fixed palette (blue, red,
/// green, orange, purple, ...) that repeats after 8.
std::uint32_t robotColour(int start);

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
    /// Robot 0's start (index into the scene's starts); 0 = the first, as before arenas.
    int start = 0;
    /// Robot 0's owner and colour (0xRRGGBBAA, 0 = automatic), as Participant's.
    QString owner;
    std::uint32_t rgba = 0;
    /// The other robots (robots 1..N in this order). Empty: one robot, exactly as before.
    std::vector<Participant> opponents;
};

/// What to run, by name: loadModels(robot, scene), then the options.
struct RunSetup : RunOptions {
    /// A built-in robot name ("line_follower"), a legged template name ("hexapod", "quadruped",
    /// "wheel_legged") or a robot file path.
    QString robot;
    /// A built-in scene name ("line_challenge") or a scene file path.
    QString scene;
};

/// The result of one robot of the run (RunReport::robots).
struct RobotReport {
    QString robot;  ///< As given (built-in name or path).
    QString owner;
    std::uint32_t rgba = 0;  ///< 0xRRGGBBAA (resolved: never 0).
    int start = 0;           ///< Index into the scene's starts.
    int team = 0;            ///< The start's team (0 = none).
    bool has_program = false;
    scripting::ProgramState program_state = scripting::ProgramState::Running;
    std::optional<ProgramError> program_error;
    /// Simulated time at which its program failed (error, memory cap, guard): from then on the
    /// robot is out of the match (it forfeits). nullopt while its program has not failed.
    std::optional<double> out_time_s;
    /// The scene's single-robot scoring applied to this robot's log (checkpoints, goal, ...).
    scenes::Report score;
    /// Pose of its main body at the end of the run.
    sim::Pose X_WB;
    /// Its part of the match (out, goals, finish, outcome, points) when the scene is an arena
    /// and the run has opponents; nullopt otherwise.
    std::optional<scenes::RobotResult> result;
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
    /// Every robot of the run (index 0 = the student's, then the opponents in the order given).
    /// One entry in a single-robot run; the JSON report shows `robots` and `match` only when
    /// there are opponents, so a single-robot report is exactly as before.
    std::vector<RobotReport> robots;
    /// The match when there are opponents (scenes::scoreMatch of the robots' logs; is_arena is
    /// false in a scene without an "arena" section). Its `robots` and `winner_robot` are indexed
    /// in START order (the robots sorted by start: the start index itself when the robots stand
    /// on starts 0..N-1); `match_robot` maps them back to RunReport::robots.
    std::optional<scenes::MatchReport> match;
    /// For each entry of match->robots, the index into `robots` (empty without a match).
    std::vector<int> match_robot;
    /// Index into `robots` of the match's winner (-1: a draw, a team of several robots, or no
    /// arena).
    int winnerRobot() const {
        if (!match || match->winner_robot < 0 ||
            match->winner_robot >= static_cast<int>(match_robot.size()))
            return -1;
        return match_robot[static_cast<std::size_t>(match->winner_robot)];
    }
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
    /// Called for every console line of every robot (robot = index into the runner's robots),
    /// in addition to the robot-0 sink above, on the thread that steps.
    void setRobotConsoleSink(std::function<void(int robot, const scripting::ConsoleLine&)> sink);
    /// Writes a CSV time series to `out` (not owned; must outlive the runner or be reset with
    /// nullptr): a header, then one row every `period_s` of simulated time.
    void setCsvLog(std::ostream* out, double period_s = 0.01);
    /// Stops run() as soon as the scene's goal is reached (checked every `check_period_s`).
    void setStopAtGoal(bool on, double check_period_s = 0.5);
    bool goalReached() const { return goal_seen_; }
    /// Stops the run as soon as the arena's match is decided (sumo: a robot is out; race: a
    /// robot finished; a side forfeited; scenes::MatchReferee::decided), checked every step.
    /// No effect without opponents or in a scene without an "arena" section.
    void setStopWhenDecided(bool on);
    /// True once the arena's referee saw the match decided (whether or not the run stops there).
    bool matchDecided() const { return decided_; }

    // --- Debugging (issue 25; see botlab/scripting/debugger.h and docs/architecture.md) ---
    /// Attaches a scripting::Debugger to every robot's program, now and after every reset() (the
    /// breakpoints and pause-on-error of each robot carry over to the next run). Off by default.
    /// Turning it off takes effect at the next reset().
    void setDebugging(bool on);
    bool debugging() const;
    /// Robot `robot`'s debugger; null without a program or when debugging is off.
    scripting::Debugger* debugger(int robot = 0);
    const scripting::Debugger* debugger(int robot = 0) const;
    /// True while a program is paused by its debugger: step() and run() then do not advance the
    /// simulation (the robot and the sensors hold still) until it is continued or stepped; the
    /// next step() resumes the paused program where it stopped and finishes that physics step.
    bool debugPaused() const;

    /// Robots in the run (1 + opponents).
    int robotCount() const;
    /// Robot `robot`'s index in the simulation (robots are put in start order).
    int simRobot(int robot) const;
    /// Robot `robot`'s models (robot 0: models(); an opponent: the ones given or loaded for it;
    /// only their robot part is its own, the scene is the run's), to draw it.
    const std::shared_ptr<const LoadedModels>& robotModels(int robot) const;
    /// Robot `robot`'s name as given (built-in name or robot file).
    QString robotName(int robot) const;
    /// Robot `robot`'s start's team (0 = none).
    int robotTeam(int robot) const;
    /// Robot `robot`'s start, owner and colour (resolved), its program (null: none).
    int robotStart(int robot) const;
    QString robotOwner(int robot) const;
    std::uint32_t robotRgba(int robot) const;
    const scripting::Program* program(int robot) const;
    /// Robot `robot`'s legged controller (null for other robots).
    sim::legged::LeggedController* leggedController(int robot);
    /// Robot `robot`'s run log (main body pose and touches per step).
    const scenes::RunLog& runLog(int robot) const;
    /// Robot `robot`'s device commands and readings as the Snapshot shows them.
    std::vector<DeviceValue> commands(int robot) const;
    std::vector<DeviceValue> readings(int robot) const;

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
    /// (Re)builds the legged controller of runner robot `robot` when it is legged.
    Status makeController(int robot);
    /// (Re)builds the arena's referee (with opponents in an arena scene).
    void makeReferee();
    void buildPrograms();
    /// scenes::scoreMatch of the robots' logs so far (robots in start order).
    scenes::MatchReport scoreMatchNow() const;
    /// Motor, fan and servo commands of runner robot `robot`, in API units.
    std::vector<DeviceValue> deviceCommands(int robot = 0) const;
    /// Every sensor channel as the program reads it; sorted by port (unwired last) or in the
    /// model's order.
    std::vector<DeviceValue> deviceReadings(bool by_port, int robot = 0) const;
    void writeCsvHeader();
    void writeCsvRow();
    void checkGoal();

    struct Impl;
    std::unique_ptr<Impl> d_;
    bool goal_seen_ = false;
    bool decided_ = false;
};

}  // namespace botlab::runner
