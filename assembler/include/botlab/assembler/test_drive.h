// SPDX-License-Identifier: GPL-3.0-or-later
// The robot check's test drive (issue 23): the robot document is compiled to a sim robot, dropped
// on a flat, empty floor in a headless simulation and driven — both drive motors forward, a stop,
// then each motor alone — and what a student should change is said in plain words: what it stands
// on, wheels in the air, a robot that tips over or rests on a sensor, motors that turn against
// each other, drift, slip, a chassis that scrapes, sensors out of their range. Where one click
// fixes a finding (a motor's direction, the port order) the finding carries the fix.
// Deterministic (fixed step, fixed seed); a few hundred milliseconds of CPU for a classroom robot
// (bench/assembler: robot_test_drive_ms). Thread-safe for distinct documents: it owns its
// simulation, so the app may run it off the GUI thread.
#pragma once

#include <QString>
#include <array>
#include <optional>
#include <vector>

#include "botlab/assembler/document.h"
#include "botlab/core/result.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::assembler {

/// What a one-click fix changes in the robot document.
enum class DriveFixKind {
    None,          ///< No one-click fix: the message says what to change.
    ReverseMotor,  ///< Toggle "Turns the other way" (PartInstance::reversed) on every part listed.
    SwapPorts,     ///< Swap the ports of the two parts listed.
};

/// A fix that can be applied to the document (applyDriveFix; in Build mode one undo step).
struct DriveFix {
    DriveFixKind kind = DriveFixKind::None;
    std::vector<int> parts;  ///< Document indices.
    bool operator==(const DriveFix& o) const = default;
};

/// Whether a finding asks for a change or only reports.
enum class FindingLevel {
    Problem,  ///< Something to fix before the robot drives well.
    Note,     ///< Information ("stands on", "drives straight").
};

/// One finding of the test drive.
struct DriveFinding {
    /// Stable id for programs and tests: "stands_on", "tips_over", "caster_too_low" (the caster
    /// reaches below the driven wheels' bottom in the robot as built), "below_wheels" (another
    /// part does), "wheels_too_high" (the caster and other parts reach the wheels' bottom or
    /// lower: the wheels are too small or mounted too high), "wheel_off_floor" and "rests_on"
    /// (when no part's shape explains why), "low_stability_margin", "does_not_move",
    /// "drives_backwards", "motor_reversed", "motor_ports_swapped", "drifts", "drives_straight",
    /// "wheels_slip", "scrapes", "tips_when_braking", "line_sensor_too_high",
    /// "line_sensor_too_low", "sensor_sees_robot", "camera_sees_robot" (in 5 % of its picture
    /// or more), "lidar_sees_robot" (the robot blocks some of its rays), "touch_pressed".
    QString id;
    FindingLevel level = FindingLevel::Problem;
    int part = -1;    ///< The document part it concerns; -1 = the whole robot.
    QString message;  ///< Translated (context "botlab::assembler"), in a student's words.
    DriveFix fix;     ///< kind None when no one click fixes it.
};

/// Lengths of the phases, in simulated seconds (the defaults are what the app and botlab-run use).
struct TestDriveOptions {
    double settle_s = 0.4;  ///< Dropped from 1 mm above the floor, motors off.
    double drive_s = 1.2;   ///< Both drive motors at +100 %.
    double brake_s = 0.5;   ///< All motors at 0 (the motors brake the wheels).
    double single_s = 0.3;  ///< Each drive motor alone at +100 %, with a stop after each.
};

/// What the test drive measured and found.
struct TestDriveResult {
    std::vector<DriveFinding> findings;  ///< Fixed order: settle, drive, sensors; by part within.
    std::vector<int> floor_parts;        ///< Parts touching the floor at rest (document order).
    /// Centre of mass to the nearest edge of the support polygon at rest (m); negative outside;
    /// nullopt when fewer than three floor contacts span a polygon.
    std::optional<double> stability_margin_m;
    bool drove = false;           ///< The drive ran (the robot stood on its wheels).
    double distance_m = 0.0;      ///< Forward travel while both motors ran (after speeding up).
    double drift_cm_per_m = 0.0;  ///< Sideways travel per metre forward in the same window.
    /// The chassis's path over the floor from the drop to the end (x, z in metres, world frame:
    /// the robot starts facing +X at the origin), every 20 ms: for a picture of the drive.
    std::vector<std::array<double, 2>> path_xz_m;

    /// True when any finding is a Problem.
    bool hasProblems() const;
};

/// Runs the test drive on a document. Fails (nothing measured) when the robot cannot be compiled
/// or simulated (no controller, unknown parts...: checkRobot says why in words); an empty
/// document gives an empty result.
Result<TestDriveResult> testDrive(const RobotDocument& doc,
                                  const parts_library::PartsLibrary& library,
                                  const TestDriveOptions& options = {});

/// Applies a one-click fix to a document (directly; Build mode applies it through RobotEditor to
/// make it undoable). Fails, leaving the document unchanged, when a part index is out of range or
/// not a motor (ReverseMotor) or device (SwapPorts), or SwapPorts does not name two parts.
Status applyDriveFix(RobotDocument& doc, const parts_library::PartsLibrary& library,
                     const DriveFix& fix);

/// The fix kind's name in report files: "none", "reverse_motor", "swap_ports".
const char* driveFixKindName(DriveFixKind kind);

}  // namespace botlab::assembler
