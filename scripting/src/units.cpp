// The one SI-to-classroom-units conversion (see botlab/scripting/units.h).
#include "botlab/scripting/units.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace botlab::scripting {

double toDegrees(double rad) {
    return rad * (180.0 / std::numbers::pi);
}

double toRadians(double deg) {
    return deg * (std::numbers::pi / 180.0);
}

double centimetresToMetres(double cm) {
    return cm / 100.0;
}

std::vector<ApiValue> sensorApiValues(const sim::Sensor& sensor, const sim::SensorReading& r,
                                      const ReadingOffsets& offsets) {
    const auto& v = r.values;
    switch (sensor.type) {
        case sim::SensorType::Distance:
            return {{"", v[0] * 100.0, "cm"}};
        case sim::SensorType::Line:
        case sim::SensorType::Flame:
            return {{"", std::clamp(v[0], 0.0, 100.0), "%"}};
        case sim::SensorType::Touch:
            return {{"", v[0] > 0.5 ? 1.0 : 0.0, ""}};
        case sim::SensorType::Compass: {
            double deg = std::fmod(toDegrees(v[0]), 360.0);
            if (deg < 0) deg += 360.0;
            if (deg >= 360.0) deg = 0.0;
            return {{"", deg, "deg"}};
        }
        case sim::SensorType::Gyro:
            return {{"angle", toDegrees(v[0] - offsets.gyro_angle_rad), "deg"},
                    {"rate", toDegrees(v[1]), "deg/s"}};
        case sim::SensorType::Imu:
            return {{"pitch", toDegrees(v[0]), "deg"},
                    {"roll", toDegrees(v[1]), "deg"},
                    {"yaw_rate", toDegrees(v[2]), "deg/s"},
                    {"vertical_accel", v[3], "m/s^2"}};
    }
    return {{"", v[0], ""}};
}

double sensorApiValue(const sim::Sensor& sensor, const sim::SensorReading& reading,
                      const ReadingOffsets& offsets) {
    return sensorApiValues(sensor, reading, offsets).front().value;
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
