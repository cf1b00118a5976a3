// SPDX-License-Identifier: GPL-3.0-or-later
// CockpitDrive: a legged robot driven from the driver's seat (seed 000). A SimulationRunner
// without a program steps the physics (the scene's fixed step, 1 ms = 1000 Hz in the built-in
// scenes); the driver's latest DriveInput is read at the command rate (25 Hz, as in seed 000: one
// command per 40 physics steps) and becomes the legged controller's walk command; after every
// step the body's attitude and vertical acceleration go through the motion-cueing filter
// (sim/motion_platform.h) to the platform command. The inputs read are recorded with the seed, so
// a drive replays to the same state hash. Widget-free; one drive is used from one thread.
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/runner/models.h"
#include "botlab/runner/snapshot.h"
#include "botlab/sim/motion_platform.h"

namespace botlab::runner {

class SimulationRunner;

/// What the driver asks for, each axis in [-1, 1] (values beyond are clamped).
struct DriveInput {
    double forward = 0.0;   ///< Throttle: > 0 walks forward, < 0 backward.
    double sideways = 0.0;  ///< > 0 steps to the right.
    double turn = 0.0;      ///< Steering: > 0 turns left (counter-clockwise seen from above).
    int gait = -1;          ///< Index into CockpitDrive::gaits(); -1 keeps the current gait.
    bool stop = false;      ///< Stand still (overrides the axes).

    bool operator==(const DriveInput&) const = default;
};

/// The walk command at full deflection of each axis.
struct DriveLimits {
    double forward_m_s = 0.2;
    double sideways_m_s = 0.1;
    double turn_rad_s = 0.6;
};

/// DriveLimits that suit a legged template: below its gait's top speed and turn rate, so that the
/// walk command stays proportional to the stick (hexapod 0.2 m/s, 0.1 m/s, 0.6 rad/s; quadruped
/// 0.22, 0.1, 0.6; wheel_legged 0.3, 0, 0.4; manned_hexapod 0.45, 0.2, 0.3). Unknown names get
/// the hexapod's.
DriveLimits defaultDriveLimits(const QString& robot);

/// How to drive.
struct CockpitOptions {
    std::uint64_t seed = 0;
    /// Ground under the feet: "" = the scene's soft_terrain; otherwise one of the seven seed 000
    /// soils (sim::legged::softTerrainNames()).
    std::string soil;
    double command_rate_hz = 25.0;  ///< How often the input is read (seed 000: 25 Hz).
    /// The walk command at full deflection; create() replaces it with defaultDriveLimits(robot)
    /// unless `limits_given`.
    DriveLimits limits;
    bool limits_given = false;  ///< Use `limits` as given.
    sim::CueingSettings cueing;
};

/// The state of a drive after a step, in SI units (angles in rad).
struct DriveSample {
    double t_s = 0.0;
    DriveInput input;  ///< The input in effect (read at the last command tick).
    std::string gait;
    sim::Pose X_WB;                      ///< Pose of the robot's body (link 0).
    double speed_m_s = 0.0;              ///< Horizontal speed along the body's heading (> 0 ahead).
    double yaw_rad = 0.0;                ///< Heading, counter-clockwise seen from above.
    double yaw_rate_rad_s = 0.0;         ///< Counter-clockwise seen from above.
    double pitch_rad = 0.0;              ///< Nose up > 0.
    double roll_rad = 0.0;               ///< Right side down > 0.
    double vertical_accel_m_s2 = 0.0;    ///< World up, gravity removed (IMU, 20 ms average).
    std::vector<double> foot_sinkage_m;  ///< Per soft foot (empty on rigid contacts).
    sim::PlatformCommand platform;
};

/// A recorded drive: what is needed to replay it.
struct DriveRecording {
    QString robot;  ///< As given to loadModels().
    QString scene;
    std::string soil;  ///< As CockpitOptions::soil ("" = the scene's).
    std::uint64_t seed = 0;
    double command_rate_hz = 25.0;
    /// The input read at command tick `tick` (0, 1, ...), stored only when it changed.
    struct Entry {
        std::int64_t tick = 0;
        DriveInput input;
    };
    std::vector<Entry> inputs;
    std::int64_t steps = 0;        ///< Physics steps driven.
    std::uint64_t state_hash = 0;  ///< Simulation::stateHash() after `steps` steps.

    /// JSON (format "botlab-drive", version 1), UTF-8, indented.
    QByteArray toJson() const;
    /// Reads toJson()'s output; an Error names what is wrong.
    static Result<DriveRecording> fromJson(const QByteArray& json);
};

class CockpitDrive {
public:
    /// Builds the drive of a legged robot (models.isLegged()); an Error for a robot that is not
    /// legged, an unknown soil or a world the engine refuses.
    static Result<std::unique_ptr<CockpitDrive>> create(std::shared_ptr<const LoadedModels> models,
                                                        const CockpitOptions& options);
    /// loadModels(rec.robot, rec.scene), then a drive that replays `rec`'s inputs.
    static Result<std::unique_ptr<CockpitDrive>> createReplay(const DriveRecording& rec,
                                                              const CockpitOptions& base = {});
    ~CockpitDrive();
    CockpitDrive(const CockpitDrive&) = delete;
    CockpitDrive& operator=(const CockpitDrive&) = delete;

    /// The latest input; read at the next command tick (ignored while replaying).
    void setInput(const DriveInput& input);
    /// One physics step (a command tick first when due). Returns the physics error, if any.
    Status step();
    /// Steps `duration_s` of simulated time.
    Status run(double duration_s);
    /// Back to time 0 (same seed); the recording restarts; a replay starts over.
    void reset();

    bool replaying() const;
    /// True when a replay has used its last input and reached its recorded length.
    bool replayFinished() const;

    const DriveSample& sample() const;
    /// The drive so far as a recording (steps and state hash of now).
    DriveRecording recording() const;
    std::uint64_t stateHash() const;
    double time_s() const;
    std::int64_t steps() const;
    double step_s() const;
    /// Physics steps per command tick (40 at 1 ms and 25 Hz).
    int commandPeriodSteps() const;
    /// The robot's gait names (the DriveInput::gait indices).
    std::vector<std::string> gaits() const;
    const DriveLimits& limits() const;
    const CockpitOptions& options() const;
    /// The soil under the feet ("" when the feet use rigid contacts).
    const std::string& soil() const;
    const std::shared_ptr<const LoadedModels>& models() const;
    /// A snapshot for drawing (link poses etc.).
    Snapshot snapshot();

    /// CSV of inputs, pose, attitude and platform commands: header now, then a row every
    /// `period_s` of simulated time. `out` is not owned (nullptr stops).
    void setCsv(std::ostream* out, double period_s = 0.01);
    /// The CSV header line (without newline).
    static std::string csvHeader();

private:
    CockpitDrive();
    void commandTick();
    void updateSample();
    void writeCsvRow();
    struct Impl;
    std::unique_ptr<Impl> d_;
};

/// The seven soils of seed 000 in the order of its Table 1 (concrete .. peat).
std::vector<std::string> soilNames();

}  // namespace botlab::runner
