// SPDX-License-Identifier: GPL-3.0-or-later
// Simulation: owns the ODE world built from a WorldModel and RobotModels, and steps it with a fixed
// step. Deterministic: the same models, commands and seed give bit-identical states (stateHash).
// Not thread-safe: use one Simulation from one thread at a time (Botlab runs it on a worker
// thread). Several Simulations may exist at once.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/sim/robot_model.h"
#include "botlab/sim/world_model.h"

namespace botlab::sim {

/// A robot to put in the world: its model and where its model frame M starts (X_WM).
struct RobotSpawn {
    RobotModel model;
    Pose X_WM;
};

/// The latest reading of a sensor (see SensorType for what the values mean). Updated once per
/// step, after the physics: all readings of one step form one snapshot.
struct SensorReading {
    /// The type's channels (see SensorType); unused channels are 0.
    std::array<double, 4> values = {0.0, 0.0, 0.0, 0.0};
    double value() const { return values[0]; }
};

/// The latest image of a camera sensor (SensorType::Camera).
/// Pixel (column c, row r), c = 0..width_px-1 from left to right, r = 0..height_px-1 from top to
/// bottom, is rgb[3 (r width_px + c) + 0..2] (red, green, blue, 0..255). It shows what a pinhole
/// camera at the sensor frame sees looking along its +X with +Y up and +Z to the right: the ray of
/// pixel (c, r) has direction (1, v, u) in the sensor frame with
///   u = (2 (c + 0.5) / width_px - 1) tan(fov / 2),
///   v = (1 - 2 (r + 0.5) / height_px) tan(fov / 2) height_px / width_px
/// (fov = Sensor::camera_fov_rad, horizontal; square pixels). Everything is seen (world bodies,
/// every robot's collision shapes including the camera's own robot, the floor texture, the
/// terrain) except shapes that contain the camera; beyond kCameraMaxRange_m is the sky
/// (kSkyRgb). A surface of colour C (a world body's rgba, a link's first visual's rgba, the
/// floor texture alpha-blended over white) with unit normal n is shown as
///   C * clamp((A / 50) (0.55 + 0.45 max(0, n . up)), 0, 1.2), clamped to 255,
/// A = WorldModel::ambient_light_percent: a white floor under the default light (50 %) shows
/// exactly white, a wall's side 55 % of its colour. Far floor, where a pixel covers 4 or more
/// texels across, is read from a coarser copy of the texture (2^L x 2^L texels averaged), as a
/// lens blurs. Noise (Sensor::noise_stddev, in 0..255 units) is added per channel when set.
struct CameraImage {
    int width_px = 0;
    int height_px = 0;
    std::vector<std::uint8_t> rgb;  ///< width_px * height_px * 3 bytes; empty before the first.
    double time_s = -1.0;           ///< Simulated time the image was taken; -1 = none yet.
    std::uint64_t serial = 0;       ///< 1 for the first image, +1 for each new one.
};

/// Sky colour of a camera image (where no surface is within kCameraMaxRange_m).
inline constexpr std::array<std::uint8_t, 3> kSkyRgb = {200, 222, 240};

/// The latest scan of a lidar (SensorType::Lidar).
/// distance_m[i] is the distance (m) seen by ray i, at 360 i / lidar_rays degrees counter-
/// clockwise seen from above from the sensor's +X (ray 90 of 360 looks to its left), or
/// +infinity where nothing is hit within max_range_m. Hits closer than min_range_m read
/// min_range_m. The lidar does not see its own robot. Noise (noise_stddev, m) is added when set.
struct LidarScan {
    std::vector<float> distance_m;  ///< lidar_rays entries; empty before the first scan.
    double time_s = -1.0;           ///< Simulated time of the scan; -1 = none yet.
    std::uint64_t serial = 0;       ///< 1 for the first scan, +1 for each new one.
};

/// Result of a ray query.
struct RayHit {
    double distance_m = 0.0;
    Vec3 p_W = Vec3::Zero();
    Vec3 normal_W = Vec3::UnitY();
};

class Simulation {
public:
    /// Validates the models (see validate()) and builds the world. On failure returns an Error
    /// naming the offending item; nothing is left half-built.
    static Result<std::unique_ptr<Simulation>> create(const WorldModel& world,
                                                      std::vector<RobotSpawn> robots,
                                                      std::uint64_t seed = 0);
    ~Simulation();
    Simulation(const Simulation&) = delete;
    Simulation& operator=(const Simulation&) = delete;

    /// Advances by one fixed step (world().step_s): applies the pending commands, steps the
    /// physics, then updates sensors and flames. If the state becomes non-finite or ODE reports an
    /// error, returns an Error and every later step returns it too (the run is over; reset()
    /// clears).
    Status step();
    /// Steps until time_s() has advanced by at least `duration_s`; stops at the first error.
    Status run(double duration_s);
    /// Back to the initial state (time 0, initial poses, commands cleared, same seed). Cheap: the
    /// models are kept; only the state is rebuilt.
    void reset();

    double time_s() const;
    std::int64_t stepCount() const;
    double step_s() const;
    /// Hash of the full dynamic state (body poses and velocities, joint and device states, time,
    /// random generator). Equal hashes mean bit-identical states.
    std::uint64_t stateHash() const;

    const WorldModel& world() const;
    int robotCount() const;
    const RobotModel& robot(int robot) const;

    // Robot and device indices (robot, link, hinge, motor, servo, fan, sensor, world body,
    // flame) index the models' vectors. An index out of range is a programmer error: it asserts
    // in debug builds; release builds ignore the call (getters return 0, identity or an empty
    // value). Callers taking indices from users (the Lua API) check them and say what is wrong.

    // --- Commands: they take effect at the next step(). ---
    /// DC motor speed in percent of its no-load speed, clamped to [-100, 100].
    void setMotorCommand(int robot, int motor, double percent);
    double motorCommand(int robot, int motor) const;
    /// Servo target angle (rad), clamped to the servo's range.
    void setServoTarget(int robot, int servo, double angle_rad);
    double servoTarget(int robot, int servo) const;
    /// Fan power in percent, clamped to [0, 100].
    void setFanCommand(int robot, int fan, double percent);
    /// The fan's commanded power in percent [0, 100].
    double fanCommand(int robot, int fan) const;
    /// Puts a hinge in effort mode: its motor/servo is bypassed and the torque set with
    /// setHingeTorque is applied at every step until effort mode is turned off.
    void setHingeEffortMode(int robot, int hinge, bool on);
    void setHingeTorque(int robot, int hinge, double torque_Nm);
    /// Adds a force (N) at a world point to a link for the next step only.
    void addForceAtPoint(int robot, int link, const Vec3& f_W, const Vec3& p_W);
    /// Moves a robot's model frame to X_WM with zero velocity, keeping joint angles (teleport).
    void setRobotPose(int robot, const Pose& X_WM);

    // --- State ---
    Pose linkPose(int robot, int link) const;             ///< X_WL
    Vec3 linkVelocity(int robot, int link) const;         ///< Of the link origin, world frame.
    Vec3 linkAngularVelocity(int robot, int link) const;  ///< World frame.
    double hingeAngle(int robot, int hinge) const;        ///< rad, 0 at the model's configuration.
    double hingeRate(int robot, int hinge) const;         ///< rad/s
    /// Torque (N m) the hinge's constraint/actuator applied about its axis on the child last step.
    double hingeTorque(int robot, int hinge) const;
    /// Torque (N m) a gear coupling exerted last step on hinge_b's child about hinge_b's axis
    /// (for a slipping belt, at most its max_torque_Nm in magnitude).
    double couplingTorque(int robot, int gear) const;
    /// How far (m) a drive loop (chain, belt, track) has run since reset: the first wheel's
    /// hinge angle about the loop's axis times its pitch radius. The app moves the tread by it.
    double loopTravel(int robot, int loop) const;
    /// Motor encoder: accumulated shaft angle (rad) since reset, in the motor's positive sense.
    double motorAngle(int robot, int motor) const;
    const SensorReading& sensorReading(int robot, int sensor) const;
    /// The latest image of a camera sensor (taken every sensorUpdatePeriod_s, the first when the
    /// world is built). An empty image for a sensor that is no camera.
    const CameraImage& cameraImage(int robot, int sensor) const;
    /// The latest scan of a lidar sensor (every sensorUpdatePeriod_s, the first when the world is
    /// built). An empty scan for a sensor that is no lidar.
    const LidarScan& lidarScan(int robot, int sensor) const;
    /// Indices of world bodies any link of the robot touched during the last step.
    const std::vector<int>& touchedBodies(int robot) const;
    Pose worldBodyPose(int body) const;  ///< X_WB (changes only for movable bodies).
    bool flameLit(int flame) const;

    // --- Queries ---
    /// Ground height (m) under (x, z): heightAt() of the terrain if any, else 0.
    double groundHeight(double x_m, double z_m) const;
    /// Upward unit normal of the ground under (x, z): normalAt() of the terrain if any, else +Y.
    Vec3 groundNormal(double x_m, double z_m) const;
    /// Nearest hit of a ray against everything (robots included unless `ignore_robot` >= 0 names
    /// the robot to skip). Returns nullopt when nothing is hit within max_m.
    std::optional<RayHit> castRay(const Vec3& from_W, const Vec3& dir_W, double max_m,
                                  int ignore_robot = -1) const;

private:
    Simulation();
    struct Impl;
    std::unique_ptr<Impl> d_;
};

}  // namespace botlab::sim
