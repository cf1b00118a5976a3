// SPDX-License-Identifier: GPL-3.0-or-later
// Snapshot: one moment of a run as a plain value, the only type the simulation thread hands to
// whoever draws or logs it (the app's 3D view and Devices panel, tests). Defined once, here.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "botlab/scenes/scene_loading.h"
#include "botlab/scripting/program.h"
#include "botlab/scripting/vision.h"
#include "botlab/sim/simulation.h"
#include "botlab/sim/types.h"

namespace botlab::runner {

/// A program error with the 1-based line it happened on (0 = no line applies).
using ProgramError = scripting::ProgramError;

/// What a DeviceValue describes.
enum class DeviceRole {
    Command,  ///< What the program commands: a motor or fan (%), a servo's target (deg).
    Reading,  ///< A sensor reading, as the program reads it (after gyro.reset(), ...).
};

/// One channel of one device, in the student API's units (botlab/scripting/units.h).
struct DeviceValue {
    DeviceRole role = DeviceRole::Reading;
    int port = 0;         ///< Controller port (motors 1..8, sensors 1..13); 0 = unwired.
    std::string name;     ///< The device's name in the robot.
    std::string kind;     ///< "motor", "fan", "servo", or the sensor type ("line", "imu", ...).
    std::string channel;  ///< "" for one-value devices; "angle", "rate", "pitch", ... otherwise.
    double value = 0.0;
    std::string unit;  ///< "%", "deg", "cm", "deg/s", "m/s^2" or "" (touch: 0/1).
};

/// Why a run ended (set by whoever paces the run: the app's worker).
enum class RunEnd {
    None,           ///< Not over (or never started).
    GoalReached,    ///< The scene's goal was reached (the run stops there).
    TimeUp,         ///< The scene's time limit passed without the goal.
    ProgramEnded,   ///< The program finished by itself.
    Stopped,        ///< The user pressed Stop.
    ProgramFailed,  ///< The program raised an error.
    PhysicsFailed,  ///< The simulation failed.
};

/// A movable world body's pose.
struct BodyPose {
    int body = 0;  ///< Index into WorldModel::bodies.
    sim::Pose X_WB;
};

/// A camera sensor of the robot and its latest image (see sim::CameraImage for its axes).
struct CameraView {
    int sensor = 0;    ///< Index into the robot's RobotModel::sensors.
    int port = 0;      ///< Controller port (1..13); 0 = unwired.
    std::string name;  ///< The sensor's name in the robot.
    /// The latest image; never null. Shared and immutable: the runner makes a new one only when
    /// the simulation took a new image (10 times per simulated second by default), so a snapshot
    /// copies a pointer. Compare image->serial (or the pointer) to see whether it changed.
    std::shared_ptr<const sim::CameraImage> image;
    /// The colour the program last asked camera.blob for on this camera (nullopt: it never
    /// asked, or there is no program), and that colour's blob in `image` (scripting::findBlob),
    /// so that a display marks what the program looks for.
    std::optional<scripting::ColourName> blob_colour;
    scripting::Blob blob;
};

/// A lidar sensor of the robot and its latest scan (see sim::LidarScan for its angles).
struct LidarView {
    int sensor = 0;  ///< Index into the robot's RobotModel::sensors.
    int port = 0;
    std::string name;
    double min_range_m = 0.05;
    double max_range_m = 4.0;  ///< A polar plot's outer ring.
    /// The latest scan (+inf where nothing is hit); never null, shared like CameraView::image.
    std::shared_ptr<const sim::LidarScan> scan;
};

/// A legged robot's foot on soft ground (the seed 000 soft contact), for drawing feet sinking
/// and footprints and for the Cockpit's sinkage display.
struct FootContactView {
    int link = 0;                              ///< The foot's link (tibia, foot or wheel).
    sim::Vec3 position_W = sim::Vec3::Zero();  ///< The foot's lowest point (m).
    double depth_m = 0.0;                      ///< Sinkage below the ground surface (m, >= 0).
    bool in_contact = false;
};

/// One robot of a run with several robots (Snapshot::robots).
struct RobotSnapshot {
    int start = 0;                      ///< Index into the scene's starts.
    int team = 0;                       ///< The start's team (0 = none).
    std::string owner;                  ///< Who it belongs to (UTF-8), may be empty.
    std::uint32_t rgba = 0;             ///< 0xRRGGBBAA, resolved (never 0).
    std::vector<sim::Pose> link_poses;  ///< X_WL of every link, by link index of its model.
    std::vector<double> loop_travel_m;  ///< As Snapshot::loop_travel_m.
    std::vector<DeviceValue> commands;  ///< As Snapshot::commands.
    std::vector<DeviceValue> readings;  ///< As Snapshot::readings.
    /// Its program's console lines since the previous snapshot (each robot has its own console).
    std::vector<scripting::ConsoleLine> console;
    bool has_program = false;
    scripting::ProgramState program_state = scripting::ProgramState::Running;
    std::optional<ProgramError> program_error;
    /// Simulated time its program failed at (out of the match); nullopt while it has not.
    std::optional<double> out_time_s;
    /// The line its program runs next or waits on (1-based; 0 = none), as Snapshot::program_line.
    int program_line = 0;
    /// Its cameras and lidars as Snapshot::cameras / lidars (filled for robots 1..N; robot 0's
    /// are in the fields of Snapshot). No blob marks.
    std::vector<CameraView> cameras;
    std::vector<LidarView> lidars;
};

/// Everything needed to draw and show one moment of a run; a value, safe to hand to another
/// thread.
struct Snapshot {
    double sim_time_s = 0.0;
    std::int64_t steps = 0;
    /// Simulated / wall time: of the whole stepping so far (runner), or over the last half
    /// second (the app's worker overwrites it).
    double real_time_factor = 0.0;
    std::vector<sim::Pose> link_poses;     ///< X_WL of every link of the robot, by link index.
    std::vector<BodyPose> movable_bodies;  ///< Only the movable world bodies.
    std::vector<bool> flames_lit;          ///< One per world flame.
    /// Per world flame, the simulated time (s) at which it went out during this run; -1 while it
    /// is lit or when it was never lit (the 3D view draws a smoke wisp for a while after it).
    std::vector<double> flames_out_s;
    /// How far (m) each chain, belt and track of the robot has run (sim::Simulation::loopTravel),
    /// by index into RobotModel::loops; the view moves the tread by it.
    std::vector<double> loop_travel_m;
    /// A legged robot's feet on soft ground, in leg order (empty for rigid contacts and for
    /// robots that are not legged).
    std::vector<FootContactView> feet;
    std::vector<DeviceValue> commands;            ///< Motors, fans and servos (in that order).
    std::vector<DeviceValue> readings;            ///< Every sensor channel, by port (unwired last).
    std::vector<scripting::ConsoleLine> console;  ///< Lines since the previous snapshot.
    std::vector<CameraView> cameras;  ///< The robot's camera sensors, in sensor index order.
    std::vector<LidarView> lidars;    ///< The robot's lidar sensors, in sensor index order.
    bool has_program = false;         ///< A program was started (Run).
    scripting::ProgramState program_state = scripting::ProgramState::Running;
    std::optional<ProgramError> program_error;
    std::optional<std::string> sim_error;  ///< The physics failed (the run is over).
    /// The line of robot 0's program that runs next or is waiting (wait(), instruction budget,
    /// debug pause), 1-based; 0 = none (no program, not started, over). Robots 1..N: robots[i].
    int program_line = 0;
    /// A program of the run is paused by its debugger (the simulation holds still).
    bool debug_paused = false;
    /// Why robot 0's program is paused (None when it is not).
    scripting::PauseReason pause_reason = scripting::PauseReason::None;
    bool over = false;  ///< The run has ended (see SimulationRunner::isOver).
    /// Every robot (index 0 = the student's, whose data is also in the fields above, then the
    /// opponents in the order given). Filled only when the run has opponents (empty otherwise, so
    /// a single-robot snapshot costs what it did).
    std::vector<RobotSnapshot> robots;

    // Scoring progress, from the runner's incremental goal check (see
    // SimulationRunner::setStopAtGoal; without it these stay at their defaults).
    bool goal_reached = false;   ///< Checkpoints passed in order, then the finish (or candles out).
    int checkpoints_passed = 0;  ///< In order, so far.
    int checkpoints_total = 0;
    double time_limit_s = 0.0;  ///< The scene's time limit, 0 = none.

    // Set by the app's worker thread, which paces the runner (not by the runner itself).
    bool running = false;       ///< The simulation is advancing (not paused, not over).
    std::uint64_t serial = 0;   ///< Increases with every published snapshot.
    RunEnd end = RunEnd::None;  ///< Why the run ended, once it has.
    /// The whole run's score (scenes::score, as in botlab-run's report), once the run has ended.
    std::optional<scenes::Report> score;
};

}  // namespace botlab::runner
