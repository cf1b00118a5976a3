// SPDX-License-Identifier: GPL-3.0-or-later
// The one SI-to-classroom-units conversion (see botlab/scripting/units.h).
#include "botlab/scripting/units.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <numbers>
#include <span>

namespace botlab::scripting {

namespace {

struct Channel {
    const char* name;
    const char* unit;
};

constexpr std::array<Channel, 1> kCm{{{"", "cm"}}};
constexpr std::array<Channel, 1> kPercent{{{"", "%"}}};
constexpr std::array<Channel, 1> kTouch{{{"", ""}}};
constexpr std::array<Channel, 1> kDeg{{{"", "deg"}}};
constexpr std::array<Channel, 2> kGyro{{{"angle", "deg"}, {"rate", "deg/s"}}};
constexpr std::array<Channel, 4> kImu{
    {{"pitch", "deg"}, {"roll", "deg"}, {"yaw_rate", "deg/s"}, {"vertical_accel", "m/s^2"}}};
constexpr std::array<Channel, 3> kCamera{{{"red", ""}, {"green", ""}, {"blue", ""}}};
constexpr std::array<Channel, 3> kLidar{
    {{"ahead", "cm"}, {"nearest", "cm"}, {"nearest_angle", "deg"}}};

std::span<const Channel> channelsOf(sim::SensorType type) {
    switch (type) {
        case sim::SensorType::Distance:
            return kCm;
        case sim::SensorType::Line:
        case sim::SensorType::Flame:
        case sim::SensorType::Light:
        case sim::SensorType::Sound:
            return kPercent;
        case sim::SensorType::Touch:
            return kTouch;
        case sim::SensorType::Compass:
            return kDeg;
        case sim::SensorType::Gyro:
            return kGyro;
        case sim::SensorType::Imu:
            return kImu;
        case sim::SensorType::Camera:
            return kCamera;
        case sim::SensorType::Lidar:
            return kLidar;
    }
    return kTouch;
}

}  // namespace

double toDegrees(double rad) {
    return rad * (180.0 / std::numbers::pi);
}

double toRadians(double deg) {
    return deg * (std::numbers::pi / 180.0);
}

double centimetresToMetres(double cm) {
    return cm / 100.0;
}

std::size_t sensorApiChannelCount(sim::SensorType type) {
    return channelsOf(type).size();
}

double sensorApiChannel(const sim::Sensor& sensor, const sim::SensorReading& r, std::size_t channel,
                        const ReadingOffsets& offsets) {
    assert(channel < sensorApiChannelCount(sensor.type));
    const auto& v = r.values;
    switch (sensor.type) {
        case sim::SensorType::Distance:
            return v[0] * 100.0;
        case sim::SensorType::Line:
        case sim::SensorType::Flame:
        case sim::SensorType::Light:
        case sim::SensorType::Sound:
            return std::clamp(v[0], 0.0, 100.0);
        case sim::SensorType::Touch:
            return v[0] > 0.5 ? 1.0 : 0.0;
        case sim::SensorType::Compass: {
            double deg = std::fmod(toDegrees(v[0]), 360.0);
            if (deg < 0) deg += 360.0;
            if (deg >= 360.0) deg = 0.0;
            return deg;
        }
        case sim::SensorType::Gyro:
            return channel == 0 ? toDegrees(v[0] - offsets.gyro_angle_rad) : toDegrees(v[1]);
        case sim::SensorType::Imu:
            return channel == 3 ? v[3] : toDegrees(v[channel]);
        case sim::SensorType::Camera:
            return std::clamp(v[channel], 0.0, 255.0);
        case sim::SensorType::Lidar:
            return channel == 2 ? toDegrees(v[2]) : v[channel] * 100.0;
    }
    return v[0];
}

std::vector<ApiValue> sensorApiValues(const sim::Sensor& sensor, const sim::SensorReading& r,
                                      const ReadingOffsets& offsets) {
    const std::span<const Channel> channels = channelsOf(sensor.type);
    std::vector<ApiValue> out;
    out.reserve(channels.size());
    for (std::size_t i = 0; i < channels.size(); ++i)
        out.push_back(
            {channels[i].name, sensorApiChannel(sensor, r, i, offsets), channels[i].unit});
    return out;
}

double sensorApiValue(const sim::Sensor& sensor, const sim::SensorReading& reading,
                      const ReadingOffsets& offsets) {
    return sensorApiChannel(sensor, reading, 0, offsets);
}

std::string unitSuffix(const std::string& unit) {
    if (unit == "cm") return "_cm";
    if (unit == "deg") return "_deg";
    if (unit == "deg/s") return "_deg_s";
    if (unit == "%") return "_pct";
    if (unit == "m/s^2") return "_m_s2";
    return "";
}

}  // namespace botlab::scripting
