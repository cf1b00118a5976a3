// SPDX-License-Identifier: GPL-3.0-or-later
// RobotModel: the immutable, plain-data description of a robot that the simulation runs.
// The assembler compiles a robot document into one; tests and legged templates build them by hand.
//
// Frames and conventions (SI units, Y up):
//  - M is the robot's model frame. All link poses, joint anchors and axes are given in M at the
//    robot's initial configuration (every hinge angle = 0 there). The simulation places M in the
//    world at a start pose X_WM.
//  - The robot's forward direction is +X of M, up is +Y, so its right side is +Z.
//  - Sensors look along their own frame's +X axis.
#pragma once

#include <array>
#include <numbers>
#include <optional>
#include <string>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/sim/types.h"

namespace botlab::sim {

/// How a surface reflects light when drawn (ignored by the physics): plastic has a soft
/// highlight, metal a sharp bright one, rubber almost none.
enum class Finish { Plastic, Metal, Rubber };

/// How a link is drawn (ignored by the physics; carried through for the app).
struct Visual {
    std::string
        mesh_path;        ///< Mesh file (absolute, or relative to the parts library); may be empty.
    std::string part_id;  ///< Part definition id the visual comes from, e.g. "beam_5".
    int part_index = -1;  ///< Index of the part in the robot document, for picking; -1 = none.
    std::string label;    ///< The part's name for a person ("left wheel"); may be empty.
    Pose X_LV;            ///< Pose of the mesh in the link frame.
    Vec3 scale = Vec3::Ones();
    std::array<float, 4> rgba = {0.7f, 0.7f, 0.7f, 1.0f};
    Finish finish = Finish::Plastic;
    /// When mesh_path is empty the app draws this primitive shape instead, at X_LV * its X_LS
    /// (so a visual made from a shape keeps X_LV at the identity). A colour with alpha < 1 is
    /// drawn translucent, blended over everything opaque (glass).
    std::optional<Shape> primitive;
};

/// Explicit mass properties, overriding those computed from the shapes.
struct MassProperties {
    double mass_kg = 1.0;                      ///< > 0.
    Vec3 com_L = Vec3::Zero();                 ///< Centre of mass in the link frame (m).
    Mat3 inertia_L = Mat3::Identity() * 1e-3;  ///< Inertia about the COM, link axes (kg m^2); SPD.
};

/// A rigid body made of one or more shapes. Its mass is the sum of the shapes' masses and its
/// inertia the combination of theirs (parallel-axis theorem), unless `mass` overrides both.
struct Link {
    std::string name;  ///< Unique within the robot; used in error messages.
    Pose X_ML;         ///< Initial pose of the link frame L in the model frame M.
    std::vector<Shape> shapes;
    std::vector<Visual> visuals;
    std::optional<MassProperties> mass;
    /// When true, contacts between this link and the ground plane / terrain are not made by the
    /// engine; the caller applies foot forces itself (soft-terrain contact, see sim/legged).
    bool custom_ground_contact = false;
};

/// A revolute joint (an axle). Angle 0 is the model's initial configuration; positive angles
/// turn the child about `axis_M` by the right-hand rule relative to the parent.
struct Hinge {
    std::string name;
    int parent = -1;  ///< Link index, or -1 to hinge the child to the fixed world.
    int child = 0;    ///< Link index; must differ from parent.
    Vec3 anchor_M = Vec3::Zero();
    Vec3 axis_M = Vec3::UnitZ();      ///< Non-zero; normalised by the engine.
    std::optional<double> lower_rad;  ///< Joint limits; both or neither, lower < upper.
    std::optional<double> upper_rad;
    double friction_Nm = 0.0;  ///< Dry friction torque at the joint when no actuator drives it.
};

/// A rigid attachment between two links (or a link and the world when parent = -1).
struct FixedJoint {
    std::string name;
    int parent = -1;
    int child = 0;
};

/// Two hinges coupled by gears, a chain or a belt: rate_b = ratio * rate_a (signed; an external
/// spur pair with teeth z_a, z_b has ratio = -z_a / z_b; a chain or belt between sprockets or
/// pulleys on hinges with the same axis direction has ratio = +r_a / r_b, same direction).
/// The hinges' axes must be parallel and not on one line.
struct GearCoupling {
    std::string name;
    int hinge_a = 0;
    int hinge_b = 1;
    double ratio = -1.0;  ///< Non-zero, finite.
    /// A belt's slip torque (N m, > 0): the largest torque the coupling exerts on hinge_b's wheel
    /// (and ratio times that on hinge_a's); above it the belt slips and the ratio no longer
    /// holds. Unset: the coupling never slips (gears, chains).
    std::optional<double> max_torque_Nm;
};

/// What runs around the wheels of a DriveLoop.
enum class LoopKind {
    Chain,  ///< Drawn only; a GearCoupling between the two sprockets' hinges does the coupling.
    Belt,   ///< Drawn only; its GearCoupling carries the slip torque.
    Track,  ///< A caterpillar: simulated by the loop itself (see DriveLoop).
};

/// A chain, belt or track running around two or more wheels on parallel axles in one plane.
///
/// Chains and belts are drawn from it; their coupling is a GearCoupling. A track is simulated as
/// coupled wheels with its contact along its length: the engine couples every wheel to the first
/// one (same direction, rate_i = rate_0 * r_0 / r_i, so the tread runs at one speed), and puts
/// road wheels on the bottom run (the lower common tangent of the two outermost wheels, seen along
/// the axis with the robot upright): internal bodies on the loop's link whose rims touch the
/// ground at the tread's outer surface and turn with the tread, so the ground pushes along the
/// whole run and the motors feel the load.
struct DriveLoop {
    std::string name;
    LoopKind kind = LoopKind::Chain;
    /// The link the wheels' hinges share as parent (the frame, usually the chassis); the geometry
    /// below is in its frame L. For a track it carries the road wheels.
    int link = 0;
    /// The wheels' hinges (child = the wheel), at least 2, in loop order; all with parent `link`.
    /// The first one's angle gives the loop's travel.
    std::vector<int> hinges;
    /// Wheel centres in L, one per hinge, each on its hinge's axis line (within 1 mm).
    std::vector<Vec3> centres_L;
    /// Pitch radii (m, > 0): where the loop runs around each wheel.
    std::vector<double> radii_m;
    /// The wheels' common axis direction in L (non-zero). Travel is positive when the first
    /// wheel turns positively about it (right-hand rule). Tracks need it horizontal.
    Vec3 axis_L = Vec3::UnitZ();
    double width_m = 0.01;       ///< Across the loop (along the axis), > 0.
    double thickness_m = 0.003;  ///< Of the tread, outside the pitch line, >= 0.
    /// Tracks: the tread's surface against the ground (rubber: friction about 1).
    Material material{1.0, 0.0};
};

/// A DC gear motor driving a hinge. Commanded in percent of no-load speed (-100..100). It behaves
/// as a speed controller whose torque is limited by the linear torque-speed line of a DC motor.
struct DcMotor {
    std::string name;
    int port = 0;  ///< Controller motor port (1..8), 0 = unwired.
    int hinge = 0;
    double no_load_speed_rad_s = 15.0;  ///< > 0.
    double stall_torque_Nm = 0.5;       ///< > 0.
    bool reversed = false;  ///< Positive commands turn the hinge in its negative direction.
};

/// A position servo on a hinge: turns toward its target at most at max_speed_rad_s with at most
/// max_torque_Nm, within [min_angle_rad, max_angle_rad].
struct Servo {
    std::string name;
    int port = 0;
    int hinge = 0;
    double max_speed_rad_s = 6.5;  ///< > 0 (0.16 s / 60 deg is about 6.5 rad/s).
    double max_torque_Nm = 1.57;   ///< > 0 (16 kgf cm is about 1.57 N m).
    double min_angle_rad = -1.5708;
    double max_angle_rad = 1.5708;
    double gain_per_s = 40.0;  ///< Position gain: commanded speed = gain * error, clamped.
};

/// A fan: blows along its frame's +X axis when commanded; puts out flames it points at.
struct Fan {
    std::string name;
    int port = 0;
    int link = 0;
    Pose X_LF;
};

enum class SensorType {
    Distance,  ///< IR (1 ray) or ultrasonic (a cone of rays); reading: metres to nearest hit.
    Line,      ///< Floor reflectance under the sensor, 0 (black) .. 100 (white).
    Touch,     ///< 1 while its shape touches anything other than its own robot link, else 0.
    Compass,   ///< Heading in radians [0, 2 pi): 0 = world -Z ("north"), pi/2 = +X ("east").
    Gyro,      ///< values[0] = yaw angle (rad, unwrapped, counter-clockwise seen from above),
               ///< values[1] = yaw rate (rad/s).
    Flame,     ///< Light from lit flame sources in view, 0..100; 0 without line of sight.
    Imu,       ///< Inertial unit on its link: values[0] = pitch (rad, nose up > 0), values[1] =
               ///< roll (rad, right side down > 0), values[2] = yaw rate (rad/s, counter-
               ///< clockwise seen from above), values[3] = vertical acceleration (m/s^2, world
               ///< +Y, gravity removed: 0 at rest, > 0 when accelerating upwards).
    /// Brightness, 0..100 %: the scene's ambient light as the sensor sees it plus the direct light
    /// of lit flames in view. With f_y the world-up part of the sensor's +X (its looking
    /// direction), A = WorldModel::ambient_light_percent and rho the mean floor reflectance
    /// (0..1, as the Line sensor reads it) over a spot of radius spot_radius_m where the sensor
    /// looks at the floor (at most kLightSpotReach_m ahead of the point under it):
    ///   reading = A ((1 + f_y) / 2 + rho (1 - f_y) / 2)
    ///           + sum over lit flames with cos a > 0 and a free line of sight of
    ///             100 intensity (0.1 m / d)^2 cos a,
    /// clamped to 0..100 (a = angle between +X and the flame, d = distance). So a sensor facing
    /// straight down reads A rho, one facing up reads A.
    Light,
    /// Loudness, 0..100 %, from the world's sound sources that are on (walls do not block sound;
    /// the direction the sensor faces does not matter). A source of level L at distance r gives
    /// a sound pressure p = L (0.1 m / max(r, 0.01 m)): it halves per doubling of the distance,
    /// i.e. the sound pressure level falls 6 dB per doubling. Sources add as incoherent sound:
    ///   reading = min(100, sqrt(sum p_i^2)).
    Sound,
    /// Colour camera: a camera_width_px x camera_height_px RGB image (Simulation::cameraImage)
    /// rendered by the simulation's own ray caster every update_period_s (see CameraImage for the
    /// image's axes and shading). values[0..2] = red, green, blue (0..255) of the image's centre
    /// (the mean of its middle 2 x 2 pixels), values[3] = 0.
    Camera,
    /// 2D lidar: lidar_rays rays in the sensor frame's X-Z plane (its horizontal plane when +Y is
    /// up), ray i at the angle 360 i / lidar_rays degrees counter-clockwise seen from above (about
    /// +Y) from +X, so ray 90 (of 360) looks to the sensor's left (-Z). One scan every
    /// update_period_s (Simulation::lidarScan). Like a distance sensor it does not see its own
    /// robot. values[0] = distance straight ahead (ray 0, m; max_range_m when nothing is hit),
    /// values[1] = the nearest hit of the scan (m; max_range_m when nothing is hit),
    /// values[2] = that ray's angle (rad, counter-clockwise, in [0, 2 pi); 0 when nothing is hit).
    Lidar,
};

/// Camera image size bounds (pixels): 1..kMaxCameraWidth_px x 1..kMaxCameraHeight_px.
inline constexpr int kMaxCameraWidth_px = 320;
inline constexpr int kMaxCameraHeight_px = 240;
/// Lidar ray count bounds: 4..kMaxLidarRays.
inline constexpr int kMaxLidarRays = 1440;
/// Update periods when Sensor::update_period_s is 0: a camera at 10 Hz, a lidar at 5 Hz.
inline constexpr double kDefaultCameraPeriod_s = 0.1;
inline constexpr double kDefaultLidarPeriod_s = 0.2;
/// How far a camera sees (m); beyond, a pixel shows the sky.
inline constexpr double kCameraMaxRange_m = 20.0;

/// How far ahead of the point under it a light sensor's floor spot may lie (m): where its axis
/// meets the floor, or this far along it when it looks at or above the horizon.
inline constexpr double kLightSpotReach_m = 0.1;

/// A sensor on a link at a local pose X_LS. Fields not used by its type are ignored.
struct Sensor {
    SensorType type = SensorType::Distance;
    std::string name;
    int port = 0;  ///< Controller sensor port (1..13), 0 = unwired.
    int link = 0;
    Pose X_LS;
    // Distance
    double min_range_m = 0.02;
    double max_range_m = 1.5;  ///< Reading when nothing is seen.
    int rays = 1;              ///< 1 = IR beam; > 1 = cone (ultrasonic).
    double cone_half_angle_rad = 0.26;
    // Line and Light
    /// Radius of the floor patch averaged (m): a line sensor's small spot; a light sensor sees a
    /// wider one (the sensor_light part uses 0.03 m).
    double spot_radius_m = 0.005;
    // Flame
    double fov_half_angle_rad = 1.0;
    // Camera (the camera looks along +X; +Y is the image's up, +Z its right)
    int camera_width_px = 64;                      ///< 1..kMaxCameraWidth_px
    int camera_height_px = 48;                     ///< 1..kMaxCameraHeight_px
    double camera_fov_rad = std::numbers::pi / 3;  ///< Horizontal field of view, (0, 170 deg].
    // Lidar (also uses min_range_m and max_range_m: defaultSensor(Lidar) sets 0.05 m and 4 m)
    int lidar_rays = 360;  ///< 4..kMaxLidarRays, evenly spread over the full circle.
    // Camera and lidar
    /// Time between two images or scans (s), > 0 and <= 10; 0 = the type's default
    /// (kDefaultCameraPeriod_s, kDefaultLidarPeriod_s). The first is taken when the world is built
    /// (time 0), the next at every multiple of the period (rounded to whole steps).
    double update_period_s = 0.0;
    // Touch: the shape that detects contact, in the sensor frame.
    Shape touch_shape;
    /// Gaussian noise (stddev, in reading units) from the simulation's seeded generator; 0 = none.
    double noise_stddev = 0.0;
};

/// The whole robot.
struct RobotModel {
    std::string name;
    std::vector<Link> links;  ///< At least one. Link 0 is the main body (the chassis).
    std::vector<Hinge> hinges;
    std::vector<FixedJoint> fixed_joints;
    std::vector<GearCoupling> gears;
    std::vector<DriveLoop> loops;  ///< Chains and belts (drawn), tracks (simulated).
    std::vector<DcMotor> motors;
    std::vector<Servo> servos;
    std::vector<Fan> fans;
    std::vector<Sensor> sensors;
};

/// Checks a model before the engine sees it: positive finite masses and sizes, finite poses,
/// valid link/hinge indices, no joint from a link to itself, sane limits and device parameters.
/// On failure the message names the offending item, e.g. "hinge 'axle_l': child link 5 does not
/// exist (the robot has 3 links)".
Status validate(const RobotModel& model);

/// The loop kind's name as files spell it: "chain", "belt", "track". Never null.
const char* loopKindName(LoopKind kind);

/// The sensor type's name as the Lua API and logs spell it: "distance", "line", "touch",
/// "compass", "gyro", "flame", "imu", "light", "sound", "camera", "lidar". A static string; never
/// null.
const char* sensorTypeName(SensorType type);

/// A sensor of type `type` with that type's defaults: Sensor{} except a lidar's range 0.05..4 m.
Sensor defaultSensor(SensorType type);

/// The sensor's update period in seconds: update_period_s, or the type's default when it is 0
/// (camera kDefaultCameraPeriod_s, lidar kDefaultLidarPeriod_s; other types 0 = every step).
double sensorUpdatePeriod_s(const Sensor& sensor);

/// Combined mass properties of a link (from `mass` if set, else from its shapes).
MassProperties massProperties(const Link& link);

}  // namespace botlab::sim
