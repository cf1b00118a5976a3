// SPDX-License-Identifier: GPL-3.0-or-later
// Simulation::Impl, the state of one simulation, shared by the files of its pipeline stages:
//   simulation.cpp            public API, the step pipeline (commands, collision, solver, sensors)
//                             and the stability checks
//   simulation_build.cpp      building the ODE world (bodies, joints, geoms) from the models
//   simulation_contacts.cpp   collision pairs, contact joints, touch detection
//   simulation_rays.cpp       ray casts and the ground queries
//   simulation_eyes.cpp       camera images and lidar scans: the analytic ray caster
//   simulation_sensors.cpp    sensor readings (distance, line, touch, compass, gyro, flame, IMU,
//                             light, sound)
//   simulation_actuators.cpp  DC motors, servos, effort hinges, gears' joint angles, fans
//   simulation_hash.cpp       the state hash
//
// Layout of the collision spaces (all ODE simple spaces, so pairs are visited in a fixed order):
//   top ── static space   (ground plane or terrain, static world bodies; never collided inside)
//       ├─ movable space  (movable world bodies; collided inside)
//       └─ one space per robot (its links' shapes and touch sensors; never collided inside, so a
//          robot's own links do not collide with each other)
// Each link is one ODE body whose frame has the link's axes and its origin at the link's centre of
// mass; geoms are offset accordingly, and every pose the API returns is the link frame's.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <deque>
#include <memory>
#include <numbers>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <ode/ode.h>

#include "botlab/core/random.h"
#include "botlab/sim/simulation.h"
#include "ode_support.h"

namespace botlab::sim {

namespace detail {

inline constexpr int kMaxContacts = 4;
// Least solver iterations of a world with a track or a belt (see build()).
inline constexpr int kDriveSolverIterations = 40;
// Mass of a belt's clutch ring (see buildRobot).
inline constexpr double kRingMass_kg = 0.002;
// Bodies at rest are put to sleep by ODE's auto-disable: the iterative quick-step solver leaves a
// small residual that let a parked wheeled robot creep about 0.2 mm/s. A robot that is commanded
// (motor on, servo off target, torque, force, teleport) is woken every step, and ODE wakes
// sleeping bodies that an awake body touches. Speeds below these for kSleepSteps steps count as
// rest.
inline constexpr double kSleepLinear_m_s = 0.001;
inline constexpr double kSleepAngular_rad_s = 0.01;
inline constexpr int kSleepSteps = 20;
inline constexpr double kPi = std::numbers::pi;
inline constexpr double kImuWindow_s = 0.02;
// Unit-area sample points (sunflower pattern) for averaging the floor under a line sensor.
inline constexpr int kLineSamples = 16;

enum class GeomKind : std::uint8_t { Ground, Terrain, WorldBody, Link, Touch };

struct GeomInfo {
    GeomKind kind = GeomKind::Ground;
    int robot = -1;
    int link = -1;
    int body = -1;    // world body index
    int sensor = -1;  // touch sensor index
    bool customGround = false;
    Material material;
};

// One primitive of the camera's and lidar's ray caster (simulation_eyes.cpp), in world
// coordinates: R = the shape frame's rotation, c = its centre; half = box half extents, or
// (radius, radius, radius) for a sphere, (radius, radius, half length) for a cylinder (axis z).
struct EyePrim {
    ShapeType type = ShapeType::Box;
    Mat3 R = Mat3::Identity();
    Vec3 c = Vec3::Zero();
    Vec3 half = Vec3::Zero();
    double bound_m = 0.0;                  // bounding sphere radius about c
    std::array<float, 3> rgb = {0, 0, 0};  // 0..255
    int robot = -1;                        // -1 = a world body
};

// xoshiro256** seeded with splitmix64: fixed algorithm, identical on every platform.
struct Rng {
    std::uint64_t s[4] = {};
    void seed(std::uint64_t x) {
        core::SplitMix64 sm(x);
        for (auto& v : s) v = sm.next();
    }
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t next() {
        const std::uint64_t result = rotl(s[1] * 5, 7) * 9;
        const std::uint64_t t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = rotl(s[3], 45);
        return result;
    }
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }  // [0, 1)
    double gaussian() {
        const double u1 = 1.0 - uniform();  // (0, 1]
        const double u2 = uniform();
        return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * kPi * u2);
    }
};

// Per-body constants for the runaway check, kept in the body's user data.
struct BodyInfo {
    double invMass = 0.0;
    double invInertiaMin = 0.0;  // 1 / smallest diagonal inertia
};

inline double wrapPi(double a) {
    while (a > kPi) a -= 2 * kPi;
    while (a < -kPi) a += 2 * kPi;
    return a;
}

inline Pose bodyPose(dBodyID b) {
    const dReal* p = dBodyGetPosition(b);
    const dReal* q = dBodyGetQuaternion(b);
    return {Vec3(p[0], p[1], p[2]), Quat(q[0], q[1], q[2], q[3])};
}

inline Pose normalised(Pose p) {
    p.rotation.normalize();
    return p;
}

inline void setBodyPose(dBodyID b, const Pose& X) {
    dBodySetPosition(b, X.translation.x(), X.translation.y(), X.translation.z());
    dQuaternion dq = {X.rotation.w(), X.rotation.x(), X.rotation.y(), X.rotation.z()};
    dBodySetQuaternion(b, dq);
}

}  // namespace detail

using detail::BodyInfo;
using detail::bodyPose;
using detail::EyePrim;
using detail::GeomInfo;
using detail::GeomKind;
using detail::kDriveSolverIterations;
using detail::kImuWindow_s;
using detail::kLineSamples;
using detail::kMaxContacts;
using detail::kPi;
using detail::kRingMass_kg;
using detail::kSleepAngular_rad_s;
using detail::kSleepLinear_m_s;
using detail::kSleepSteps;
using detail::normalised;
using detail::OdeFailure;
using detail::Rng;
using detail::setBodyPose;
using detail::wrapPi;

struct Simulation::Impl {
    // --- models (immutable after create) ---
    WorldModel world;
    std::vector<RobotSpawn> spawns;
    std::uint64_t seed = 0;

    // --- ODE objects ---
    dWorldID odeWorld = nullptr;
    dSpaceID top = nullptr;
    dSpaceID staticSpace = nullptr;
    dSpaceID movableSpace = nullptr;
    dJointGroupID contactGroup = nullptr;
    dHeightfieldDataID hfData = nullptr;
    dGeomID terrainGeom = nullptr;
    dGeomID ray = nullptr;
    std::vector<std::unique_ptr<GeomInfo>> infos;
    std::deque<BodyInfo> bodyInfos;
    std::vector<dBodyID> worldBodies;  // nullptr for static bodies
    std::vector<dGeomID> worldGeoms;

    struct HingeRt {
        dJointID joint = nullptr;
        dJointFeedback fb{};
        double angle = 0.0;  // unwrapped
        double prevRaw = 0.0;
        bool effort = false;
        double effortTorque = 0.0;
        double appliedEffort = 0.0;
        int motor = -1;
        int servo = -1;
    };
    struct SensorRt {
        double yaw0 = 0.0;
        double yawPrev = 0.0;
        double yawUnwrapped = 0.0;
        bool touching = false;
        // IMU: vertical velocities (m/s) of the sensor point after the last steps, a ring of
        // imuWindowSteps() + 1 entries, oldest at imuHead once full; empty for other sensors.
        std::vector<double> imuVy;
        int imuCount = 0;
        int imuHead = 0;
        // Camera and lidar: the step at which the next image or scan is due.
        std::int64_t nextFrameStep = 0;
        // Distance: this step's reading is not cast yet (see readDistance).
        bool distancePending = false;
    };
    struct RobotRt {
        dSpaceID space = nullptr;
        std::vector<dBodyID> bodies;
        std::vector<Vec3> com_L;
        std::vector<HingeRt> hinges;
        std::vector<dJointID> fixed;
        /// One per gear coupling: the joint whose feedback on hinge_b's child is the coupling's
        /// torque (the transmission, or a belt's clutch hinge).
        struct CouplingRt {
            dJointID joint = nullptr;
            dJointFeedback fb{};
            bool bIsBody1 = false;  // hinge_b's child is the joint's first body
        };
        std::deque<CouplingRt> couplings;  // a deque: ODE keeps pointers to fb
        /// Internal bodies that are no model link: belts' clutch rings and tracks' road wheels
        /// (moved, woken, hashed and checked with the links).
        std::vector<dBodyID> extraBodies;
        std::vector<std::string> extraNames;
        std::vector<double> motorCmd, servoTarget, fanCmd;
        std::vector<SensorRt> sensorState;
        std::vector<SensorReading> readings;
        /// By sensor index: the latest camera image / lidar scan (empty for other sensors).
        std::vector<CameraImage> images;
        std::vector<LidarScan> scans;
        std::vector<char> touchedFlags;
        std::vector<int> touched;
        bool wakeUp = false;  // wake the bodies at the next step (a force or teleport)
    };
    std::vector<RobotRt> robots;

    std::vector<char> flameLit;
    std::vector<double> flameTimer;
    // Sound sources in a movable world body: the source's place in the body's frame (else unused).
    std::vector<Vec3> sound_p_B;

    // --- state ---
    std::int64_t steps = 0;
    Rng rng;
    unsigned long odeRandSeed = 0;
    std::optional<Error> failure;
    double texScaleX = 0.0, texScaleZ = 0.0;  // floor texture pixels per metre
    SensorReading emptyReading;
    CameraImage emptyImage;
    LidarScan emptyScan;
    RobotModel emptyModel;
    std::vector<int> emptyList;
    std::array<Vec3, kLineSamples> lineSamples;
    // Camera and lidar scratch (simulation_eyes.cpp): the colour of every robot shape (by robot,
    // link, shape; from the nearest visual, made at the first image), the primitives of the
    // current image or scan, and the image's depth and colour buffers.
    std::vector<std::vector<std::vector<std::array<float, 3>>>> shapeRgb;
    std::vector<EyePrim> eyePrims;
    // updateSensors() calls so far, and the one eyePrims were gathered in (cameras and lidars
    // of one step share them).
    std::uint64_t sensorPass = 0;
    std::uint64_t eyePrimsPass = ~std::uint64_t(0);
    std::vector<double> eyeDepth;
    std::vector<float> eyeColour;
    std::vector<const EyePrim*> lidarPrims;
    std::vector<Vec3> lidarOrigins;
    std::vector<Vec3> lidarDirs;  // the last lidar's ray directions in its frame
    std::vector<Vec3> camDirs;    // the last camera's unit pixel directions in its frame
    int camDirW = 0, camDirH = 0;
    double camDirFov = 0.0;
    // The floor texture as palette indices (one byte per texel) when it has <= 256 colours
    // (made at the first image; empty otherwise), and the palette's colours over white.
    bool floorPaletteTried = false;
    std::vector<std::uint8_t> floorIndex;
    std::vector<std::array<float, 3>> floorPalette;
    // Coarser copies of the floor for far pixels (level L averages 2^L x 2^L texels; made at the
    // first image): RGB over white, one byte per channel.
    struct FloorMip {
        int width_px = 0, height_px = 0;
        double scale_x = 0.0, scale_z = 0.0;  // texels per metre
        std::vector<std::uint8_t> rgb;
    };
    static constexpr int kFloorMipLevels = 6;
    bool floorMipsMade = false;
    std::vector<FloorMip> floorMips;  // levels 1..
    dContact contacts[kMaxContacts];

    Impl();
    ~Impl() { destroy(); }

    /// The one checked accessor for robot and device indices (robot, link, hinge, motor, servo,
    /// fan, sensor; also world bodies and flames): an index out of range is a programmer error
    /// and asserts. Release builds (NDEBUG) get nullptr, and the public API ignores the call.
    template <typename V>
    static auto* checked(V& v, int i) {
        const bool ok = i >= 0 && static_cast<std::size_t>(i) < v.size();
        assert(ok && "botlab::sim: robot or device index out of range");
        return ok ? &v[static_cast<std::size_t>(i)] : nullptr;
    }

    GeomInfo* newInfo(GeomInfo info) {
        infos.push_back(std::make_unique<GeomInfo>(info));
        return infos.back().get();
    }

    const RobotModel& model(int r) const { return spawns[static_cast<std::size_t>(r)].model; }
    Pose linkPose(int r, int l) const {
        const RobotRt& rt = robots[static_cast<std::size_t>(r)];
        const Pose X_WB = bodyPose(rt.bodies[static_cast<std::size_t>(l)]);
        return {X_WB.translation - X_WB.rotation * rt.com_L[static_cast<std::size_t>(l)],
                X_WB.rotation};
    }
    /// For optional robot arguments (a ray's robot to skip, -1 = none): not an error when false.
    bool validRobot(int r) const { return r >= 0 && r < static_cast<int>(robots.size()); }

    // --- building the world (simulation_build.cpp) ---
    void destroy();
    Status build();
    Status buildRobot(int r);
    /// Couples the rates of two bodies turning about parallel axes through pA and pB (world):
    /// w_b = k * w_a about axis_W. Returns the ODE transmission joint (no force limit) and
    /// whether body B is its first body; an error when the axes share one line.
    Result<std::pair<dJointID, bool>> couple(dBodyID a, const Vec3& pA, dBodyID b, const Vec3& pB,
                                             const Vec3& axis_W, double k, const std::string& item);
    /// A track's road wheels and couplings (see DriveLoop).
    Status buildTrack(int r, const DriveLoop& loop, const std::string& item);

    // --- actuators (simulation_actuators.cpp) ---
    void updateHingeAngles(bool init);
    void wake(RobotRt& rt);
    void applyCommands();
    void updateFans(double h);

    // --- contacts (simulation_contacts.cpp) ---
    static void nearCallback(void* data, dGeomID a, dGeomID b);
    void handlePair(dGeomID a, dGeomID b);
    /// A wheel: a cylinder on a plane whose body turns on a hinge along the cylinder's axis (so
    /// the hinge, not the contacts, holds the wheel's camber).
    static bool isWheelOnPlane(dGeomID a, dGeomID b);
    /// A cylinder lying on a plane touches it along a line that ODE reports as its two end
    /// points with one normal. For a wheel, one contact at the line's middle (the mean depth is
    /// the depth there) carries the same normal force, rolling friction and traction with a third
    /// fewer solver rows; the moments the end points added (camber, and scrub about the normal)
    /// are held by its axle hinge.
    int mergeLineContact();
    void markTouched(int r, int body);
    void collide();

    // --- rays (simulation_rays.cpp) ---
    struct RayQuery {
        Impl* self;
        dSpaceID skip;
        double best;
        dContactGeom hit;
    };
    static void rayCallback(void* data, dGeomID rayGeom, dGeomID g);
    /// Nearest hit distance along a unit direction, or +inf.
    double rayCast(const Vec3& o, const Vec3& d, double maxLen, int ignoreRobot,
                   dContactGeom* hit = nullptr);

    // --- sensors (simulation_sensors.cpp) ---
    /// Velocity (world frame) of the point of link l at X_WS.translation.
    Vec3 pointVelocity(int r, int l, const Vec3& p_W) const {
        dVector3 v;
        dBodyGetPointVel(robots[static_cast<std::size_t>(r)].bodies[static_cast<std::size_t>(l)],
                         p_W.x(), p_W.y(), p_W.z(), v);
        return {v[0], v[1], v[2]};
    }
    double noisy(double v, const Sensor& s) {
        return s.noise_stddev > 0.0 ? v + s.noise_stddev * rng.gaussian() : v;
    }
    static double yawOf(const Pose& X_WS);
    void initGyros(int r);
    /// Steps over which an IMU averages its vertical acceleration: 20 ms, like a MEMS IMU's
    /// digital low-pass filter. Per step the contact solver leaves the velocity of a standing
    /// robot a jitter of up to 5 m/s^2; over 20 ms it stays below about 0.6 m/s^2.
    int imuWindowSteps() const;
    /// After a teleport (velocities zeroed), IMUs average from the new velocity on.
    void restartImus(int r);
    /// Pitch (nose up > 0) and roll (right side down > 0) of a sensor frame whose +X is forward,
    /// +Y up and +Z right: the yaw-pitch-roll (Y, Z, X) angles of X_WS.
    static std::pair<double, double> pitchRollOf(const Pose& X_WS);
    /// Index (row-major pixel number) of the floor texture's pixel under (x, z), or -1 outside
    /// the texture (where the floor is FloorTexture::outside_rgba).
    std::ptrdiff_t floorPixel(double x, double z) const;
    double floorReflectance(double x, double z) const;
    void updateSensors();
    /// Casts the rays of distance sensor i of robot r (its link at X_WL) and stores its reading.
    /// A noiseless distance sensor's reading is cast only when first read after a step (most
    /// programs read a sensor every few steps, many never read some): settleReading(s) before
    /// anything reads rt.readings or changes the world between steps. The values are the same
    /// as if cast in updateSensors, since the world does not change until the next step.
    void readDistance(int r, std::size_t i, const Pose& X_WL);
    void settleReading(int r, std::size_t i);
    void settleReadings();
    double flameAt(const Pose& X_WS, const Sensor& s, int r);
    /// Light from lit flames in front of a sensor at `o` looking along unit `fwd`, with line of
    /// sight: 100 * intensity * (0.1 m / d)^2 times (0.5 + 0.5 cos a) for the flame sensor's lens
    /// (flames with cos a >= min_cos), or times cos a for a flat face (`flat_face`: the light
    /// sensor; flames with cos a > 0).
    double visibleFlames(const Vec3& o, const Vec3& fwd, double min_cos, bool flat_face, int r);
    /// Light sensor reading before noise (SensorType::Light), not clamped.
    double lightAt(const Pose& X_WS, const Sensor& s, int r);
    // --- camera and lidar (simulation_eyes.cpp) ---
    void ensureShapeColours();
    /// Fills eyePrims with every collision shape of the world and the robots, posed now.
    void gatherEyePrims();
    /// Distance along unit d to the ground (plane y = 0 or the terrain), +inf when it is not hit
    /// within maxLen; its upward normal in *n_W.
    double groundHit(const Vec3& o, const Vec3& d, double maxLen, Vec3* n_W) const;
    void ensureFloorPalette();
    void ensureFloorMips();
    /// floorColour() from mip level `level` (0 = the texture itself; clamped to the coarsest).
    std::array<float, 3> floorColourAt(double x, double z, int level) const;
    /// The floor texture's colour at (x, z), alpha-blended over white, 0..255 per channel.
    std::array<float, 3> floorColour(double x, double z) const;
    /// Renders camera sensor si of robot r at X_WS into its CameraImage (see CameraImage).
    void renderCamera(int r, int si, const Pose& X_WS);
    /// Takes lidar sensor si's scan into its LidarScan and sets its reading.
    void scanLidar(int r, int si, const Pose& X_WS);
    /// Where sound source i is now (it follows a movable body).
    Vec3 soundPosition(std::size_t i) const;
    /// Sound sensor reading at p_W before noise (SensorType::Sound), not clamped.
    double soundAt(const Vec3& p_W) const;

    // --- stepping and stability (simulation.cpp) ---
    // A body whose state is not finite or runs away (faster than these) ends the run. Catching
    // runaway values before they overflow also keeps ODE's internal checks from firing.
    static constexpr double kMaxSpeed_m_s = 1e4;
    static constexpr double kMaxSpin_rad_s = 1e5;
    static constexpr double kMaxDistance_m = 1e6;

    /// Empty when the body is sane; else what is wrong. With `predict`, also checks the forces
    /// accumulated for the coming step.
    const char* bodyProblem(dBodyID b, bool predict) const;
    std::optional<Error> checkState(bool predict) const;
    Status step();

    // --- state hash (simulation_hash.cpp) ---
    std::uint64_t hash() const;
};

}  // namespace botlab::sim
