// SPDX-License-Identifier: GPL-3.0-or-later
// The one conversion of the simulation's SI readings and commands into the student API's classroom
// units (percent, centimetres, degrees). Lua's *.read/angle/... functions, the runner's snapshot
// and CSV log, and the app's Devices panel all use these functions, so they always agree.
// No Qt.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "botlab/sim/robot_model.h"
#include "botlab/sim/simulation.h"

namespace botlab::scripting {

/// What a running program has changed about how readings are reported (gyro.reset()).
struct ReadingOffsets {
    /// Subtracted from the gyro's yaw angle (rad); set by gyro.reset().
    double gyro_angle_rad = 0.0;
};

/// One channel of a device's value in the student API's units.
struct ApiValue {
    /// "" for devices with one value; otherwise the channel's name as the Lua API spells it
    /// ("angle", "rate" for a gyro; "pitch", "roll", "yaw_rate", "vertical_accel" for an IMU;
    /// "red", "green", "blue" (0..255, the image's centre) for a camera; "ahead", "nearest" (cm)
    /// and "nearest_angle" (deg, counter-clockwise) for a lidar).
    std::string channel;
    double value = 0.0;
    /// "%", "cm", "deg", "deg/s", "m/s^2", or "" (touch: 0 or 1).
    std::string unit;
};

/// Every channel of sensor `sensor` with raw reading `reading`, in API units, in a fixed order
/// (the first is what the sensor's main Lua read function returns).
std::vector<ApiValue> sensorApiValues(const sim::Sensor& sensor, const sim::SensorReading& reading,
                                      const ReadingOffsets& offsets = {});

/// How many channels sensorApiValues() gives for a sensor of this type (1, gyro 2, IMU 4,
/// camera 3, lidar 3).
std::size_t sensorApiChannelCount(sim::SensorType type);

/// Channel `channel` (< sensorApiChannelCount(sensor.type); asserted) of sensorApiValues(),
/// without building the list: what a Lua read function returns (gyro: 0 angle, 1 rate; IMU:
/// 0 pitch, 1 roll, 2 yaw rate, 3 vertical acceleration).
double sensorApiChannel(const sim::Sensor& sensor, const sim::SensorReading& reading,
                        std::size_t channel, const ReadingOffsets& offsets = {});

/// The first channel of sensorApiValues(): distance in cm, line, flame, light and sound 0..100,
/// touch 0/1,
/// compass in degrees [0, 360), gyro angle in degrees (minus the offset), IMU pitch in degrees.
double sensorApiValue(const sim::Sensor& sensor, const sim::SensorReading& reading,
                      const ReadingOffsets& offsets = {});

/// Suffix of a channel in a column name or label: "_cm", "_deg", "_deg_s", "_pct", "_m_s2", "".
std::string unitSuffix(const std::string& unit);

/// Radians to degrees, the API's angle unit (readings, motor.angle).
double toDegrees(double rad);

/// Degrees to radians: the API's angles and turn rates into the simulation's (servo.angle,
/// legs.move).
double toRadians(double deg);

/// Centimetres (or cm/s) to metres (m/s): the API's lengths and speeds into the simulation's
/// (legs.move).
double centimetresToMetres(double cm);

}  // namespace botlab::scripting
