// SPDX-License-Identifier: GPL-3.0-or-later
// The student API bindings: every Lua function of the API table (api_table.cpp) as an l_*
// function, the device maps that turn ports and names into the simulation's indices, and their
// registration in the sandbox (see program.h, api.h and README.md).
#include <lua.hpp>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "botlab/scripting/api.h"
#include "botlab/scripting/text.h"
#include "botlab/scripting/vision.h"
#include "botlab/sim/legged/robots.h"
#include "program_impl.h"
#include "translate_marker.h"

namespace botlab::scripting::detail {

void DeviceMap::add(int port, const std::string& name, int index) {
    if (port > 0) {
        if (static_cast<std::size_t>(port) >= by_port.size()) by_port.resize(port + 1, -1);
        if (by_port[port] < 0) by_port[port] = index;
    }
    if (!name.empty()) by_name.emplace(name, index);
    if (!listing.empty()) listing += ", ";
    listing +=
        port > 0 ? std::to_string(port) : text(QT_TRANSLATE_NOOP("botlab::scripting", "unwired"));
    if (!name.empty()) listing += " '" + name + "'";
}

int DeviceMap::find(lua_State* L, int arg) const {
    switch (lua_type(L, arg)) {
        case LUA_TNUMBER: {
            int isnum = 0;
            lua_Integer p = lua_tointegerx(L, arg, &isnum);
            if (isnum && p > 0 && p < static_cast<lua_Integer>(by_port.size()))
                return by_port[static_cast<std::size_t>(p)];
            return -1;
        }
        case LUA_TSTRING: {
            std::size_t len = 0;
            const char* s = lua_tolstring(L, arg, &len);
            auto it = by_name.find(std::string_view(s, len));
            return it == by_name.end() ? -1 : it->second;
        }
        default:
            return -1;
    }
}

namespace {

/// The Lua value at `arg` as a message shows it ("7", "left", "nil" when the argument is missing).
/// An argument as a message shows it: NaN and infinities named as such, anything longer than
/// 80 bytes cut (at a UTF-8 boundary) and followed by "...". The text stays valid until the
/// function returns (it is on the Lua stack).
const char* argText(lua_State* L, int arg) {
    if (lua_isnone(L, arg)) return "nil";
    if (lua_type(L, arg) == LUA_TNUMBER && !lua_isinteger(L, arg)) {
        const double v = lua_tonumber(L, arg);
        if (std::isnan(v)) return "NaN";
        if (std::isinf(v)) return v > 0 ? "infinity" : "-infinity";
    }
    constexpr std::size_t kMaxBytes = 80;
    std::size_t len = 0;
    const char* s = luaL_tolstring(L, arg, &len);
    if (len <= kMaxBytes) return s;
    std::size_t n = kMaxBytes;
    while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
    const std::string cut = std::string(s, n) + "...";
    lua_pushlstring(L, cut.data(), cut.size());
    return lua_tostring(L, -1);
}

/// `kind` is a marked word ("motor", "servo", "sensor") shown in the user's language.
int tooFewDevices(lua_State* L, const char* fn, const char* kind, const DeviceMap& m) {
    const char* got = argText(L, 1);
    const ErrorText e(m.listing.empty()
                          ? text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                   "%1: this robot has no %2 (asked for %3)"),
                                 {fn, text(kind), got})
                          : text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                   "%1: there is no %2 '%3' (this robot has: %4)"),
                                 {fn, text(kind), got, m.listing}));
    return luaL_error(L, "%s", e.c_str());
}

/// `what` names the argument: a marked phrase ("the speed in percent", translated) or a Lua
/// argument name ("forward_cm_s", which has no translation and stays as it is).
double checkFinite(lua_State* L, int arg, const char* fn, const char* what) {
    int isnum = 0;
    const double v = lua_tonumberx(L, arg, &isnum);
    if (!isnum) {
        const ErrorText e(
            text(QT_TRANSLATE_NOOP("botlab::scripting", "%1: %2 must be a number (got %3)"),
                 {fn, text(what), luaL_typename(L, arg)}));
        luaL_error(L, "%s", e.c_str());
    }
    if (!std::isfinite(v)) {
        const char* got = argText(L, arg);  // "NaN", "infinity", "-infinity"
        const ErrorText e(
            text(QT_TRANSLATE_NOOP("botlab::scripting", "%1: %2 must be a finite number (got %3)"),
                 {fn, text(what), got}));
        luaL_error(L, "%s", e.c_str());
    }
    return v;
}

int l_motor_speed(lua_State* L) {
    Program::Impl& d = impl(L);
    const double pct =
        std::clamp(checkFinite(L, 2, "motor.speed",
                               QT_TRANSLATE_NOOP("botlab::scripting", "the speed in percent")),
                   -100.0, 100.0);
    if (int i = d.motors.find(L, 1); i >= 0) {
        d.sim.setMotorCommand(d.robot, i, pct);
        return 0;
    }
    if (int f = d.fans.find(L, 1); f >= 0) {
        d.sim.setFanCommand(d.robot, f, std::max(0.0, pct));
        return 0;
    }
    return tooFewDevices(L, "motor.speed", QT_TRANSLATE_NOOP("botlab::scripting", "motor"),
                         d.motors);
}

int l_motor_stop(lua_State* L) {
    Program::Impl& d = impl(L);
    if (int i = d.motors.find(L, 1); i >= 0) {
        d.sim.setMotorCommand(d.robot, i, 0.0);
        return 0;
    }
    if (int f = d.fans.find(L, 1); f >= 0) {
        d.sim.setFanCommand(d.robot, f, 0.0);
        return 0;
    }
    return tooFewDevices(L, "motor.stop", QT_TRANSLATE_NOOP("botlab::scripting", "motor"),
                         d.motors);
}

int l_motor_stopAll(lua_State* L) {
    Program::Impl& d = impl(L);
    const sim::RobotModel& m = d.model();
    for (int i = 0; i < static_cast<int>(m.motors.size()); ++i)
        d.sim.setMotorCommand(d.robot, i, 0.0);
    for (int i = 0; i < static_cast<int>(m.fans.size()); ++i) d.sim.setFanCommand(d.robot, i, 0.0);
    return 0;
}

int l_motor_angle(lua_State* L) {
    Program::Impl& d = impl(L);
    const int i = d.motors.find(L, 1);
    if (i < 0)
        return tooFewDevices(L, "motor.angle", QT_TRANSLATE_NOOP("botlab::scripting", "motor"),
                             d.motors);
    lua_pushnumber(L, toDegrees(d.sim.motorAngle(d.robot, i)));
    return 1;
}

int l_servo_angle(lua_State* L) {
    Program::Impl& d = impl(L);
    const int i = d.servos.find(L, 1);
    if (i < 0)
        return tooFewDevices(L, "servo.angle", QT_TRANSLATE_NOOP("botlab::scripting", "servo"),
                             d.servos);
    const double deg = checkFinite(L, 2, "servo.angle",
                                   QT_TRANSLATE_NOOP("botlab::scripting", "the angle in degrees"));
    const sim::Servo& s = d.model().servos[static_cast<std::size_t>(i)];
    const double target = std::clamp(toRadians(deg), s.min_angle_rad, s.max_angle_rad);
    d.sim.setServoTarget(d.robot, i, target);
    if (lua_toboolean(L, 3)) {
        if (L != d.co || !lua_isyieldable(L)) {
            const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                     "servo.angle: waiting works only in the main "
                                                     "program, not inside a coroutine or a "
                                                     "callback")));
            return luaL_error(L, "%s", e.c_str());
        }
        ++d.wait_calls;
        d.wait_kind = Program::Impl::WaitKind::Servo;
        d.wait_servo = i;
        d.wait_servo_target_rad = target;
        d.wake_step = d.sim.stepCount() +
                      static_cast<std::int64_t>(std::llround(kServoWaitMax_s / d.sim.step_s()));
        return lua_yield(L, 0);
    }
    return 0;
}

/// The sensor named by argument 1, checked to be of type `t`.
int sensorArg(lua_State* L, sim::SensorType t, const char* fn) {
    Program::Impl& d = impl(L);
    const int i = d.sensors.find(L, 1);
    if (i < 0)
        return tooFewDevices(L, fn, QT_TRANSLATE_NOOP("botlab::scripting", "sensor"), d.sensors);
    const sim::SensorType actual = d.model().sensors[static_cast<std::size_t>(i)].type;
    if (actual != t) {
        const char* got = luaL_tolstring(L, 1, nullptr);
        const ErrorText e(text(
            QT_TRANSLATE_NOOP("botlab::scripting", "%1: sensor %2 is a %3 sensor, not a %4 sensor"),
            {fn, got, sim::sensorTypeName(actual), sim::sensorTypeName(t)}));
        luaL_error(L, "%s", e.c_str());
    }
    return i;
}

/// Channel `channel` of sensor i's latest reading in the API's units: the one conversion of
/// units.h, with the program's offsets (gyro.reset()). `i` comes from a DeviceMap or the
/// compass/gyro/IMU index, so it is in range.
double apiValue(const Program::Impl& d, int i, std::size_t channel = 0) {
    const sim::RobotModel& m = d.model();
    assert(i >= 0 && i < static_cast<int>(m.sensors.size()));
    return sensorApiChannel(m.sensors[static_cast<std::size_t>(i)], d.sim.sensorReading(d.robot, i),
                            channel, d.offsets);
}

int l_line_read(lua_State* L) {
    Program::Impl& d = impl(L);
    lua_pushnumber(L, apiValue(d, sensorArg(L, sim::SensorType::Line, "line.read")));
    return 1;
}

int l_distance_read(lua_State* L) {
    Program::Impl& d = impl(L);
    lua_pushnumber(L, apiValue(d, sensorArg(L, sim::SensorType::Distance, "distance.read")));
    return 1;
}

int l_touch_pressed(lua_State* L) {
    Program::Impl& d = impl(L);
    lua_pushboolean(L, apiValue(d, sensorArg(L, sim::SensorType::Touch, "touch.pressed")) > 0.5);
    return 1;
}

int l_flame_read(lua_State* L) {
    Program::Impl& d = impl(L);
    lua_pushnumber(L, apiValue(d, sensorArg(L, sim::SensorType::Flame, "flame.read")));
    return 1;
}

int l_light_read(lua_State* L) {
    Program::Impl& d = impl(L);
    lua_pushnumber(L, apiValue(d, sensorArg(L, sim::SensorType::Light, "light.read")));
    return 1;
}

int l_sound_read(lua_State* L) {
    Program::Impl& d = impl(L);
    lua_pushnumber(L, apiValue(d, sensorArg(L, sim::SensorType::Sound, "sound.read")));
    return 1;
}

/// The colour named by argument `arg` (a string such as "red"); an error names the choices.
ColourName colourArg(lua_State* L, int arg, const char* fn) {
    std::size_t len = 0;
    const char* s = lua_type(L, arg) == LUA_TSTRING ? lua_tolstring(L, arg, &len) : nullptr;
    if (s) {
        if (auto c = colourFromText(std::string_view(s, len))) return *c;
    }
    const char* got = argText(L, arg);
    const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                             "%1: unknown colour %2 (use \"red\", \"orange\", "
                                             "\"yellow\", \"green\", \"blue\", \"purple\", "
                                             "\"white\", \"grey\" or \"black\")"),
                           {fn, got}));
    luaL_error(L, "%s", e.c_str());
    return ColourName::Black;
}

int l_camera_blob(lua_State* L) {
    Program::Impl& d = impl(L);
    const int i = sensorArg(L, sim::SensorType::Camera, "camera.blob");
    const ColourName c = colourArg(L, 2, "camera.blob");
    d.blob_asked[static_cast<std::size_t>(i)] = c;
    const sim::CameraImage& im = d.sim.cameraImage(d.robot, i);
    Program::Impl::BlobCache* hit = nullptr;
    for (auto& e : d.blob_cache)
        if (e.sensor == i && e.colour == c) hit = &e;
    if (!hit) {
        d.blob_cache.push_back({i, c, 0, -1.0, {}});
        hit = &d.blob_cache.back();
    }
    if (hit->serial != im.serial || hit->time_s != im.time_s) {
        hit->blob = findBlob(im, c);
        hit->serial = im.serial;
        hit->time_s = im.time_s;
    }
    const Blob b = hit->blob;
    lua_pushboolean(L, b.found);
    lua_pushnumber(L, b.x_pct);
    lua_pushnumber(L, b.y_pct);
    lua_pushnumber(L, b.area_pct);
    return 4;
}

int l_camera_colour(lua_State* L) {
    Program::Impl& d = impl(L);
    const int i = sensorArg(L, sim::SensorType::Camera, "camera.colour");
    const auto rgb = centreColour(d.sim.cameraImage(d.robot, i));
    lua_pushstring(L, colourNameText(classifyColour(rgb[0], rgb[1], rgb[2])));
    for (std::uint8_t v : rgb) lua_pushinteger(L, v);
    return 4;
}

/// A 1-based pixel coordinate argument in 1..size (a number, rounded down).
int pixelArg(lua_State* L, int arg, int size, const char* what) {
    const double v = checkFinite(L, arg, "camera.pixel", what);
    const double f = std::floor(v);
    if (f < 1.0 || f > size) {
        const ErrorText e(
            text(QT_TRANSLATE_NOOP("botlab::scripting", "camera.pixel: %1 must be 1..%2 (got %3)"),
                 {text(what), std::to_string(size), argText(L, arg)}));
        luaL_error(L, "%s", e.c_str());
    }
    return static_cast<int>(f);
}

int l_camera_pixel(lua_State* L) {
    Program::Impl& d = impl(L);
    const int i = sensorArg(L, sim::SensorType::Camera, "camera.pixel");
    const sim::CameraImage& im = d.sim.cameraImage(d.robot, i);
    const int x = pixelArg(L, 2, im.width_px, QT_TRANSLATE_NOOP("botlab::scripting", "x"));
    const int y = pixelArg(L, 3, im.height_px, QT_TRANSLATE_NOOP("botlab::scripting", "y"));
    const std::size_t at = (static_cast<std::size_t>(y - 1) * im.width_px + (x - 1)) * 3;
    if (at + 2 >= im.rgb.size()) {  // no image yet: cannot happen after the world is built
        lua_pushinteger(L, 0);
        lua_pushinteger(L, 0);
        lua_pushinteger(L, 0);
        return 3;
    }
    for (int k = 0; k < 3; ++k) lua_pushinteger(L, im.rgb[at + k]);
    return 3;
}

/// Pushes a lidar distance in cm, or nil for +inf (nothing hit).
void pushLidarCm(lua_State* L, float d_m) {
    if (std::isfinite(d_m))
        lua_pushnumber(L, static_cast<double>(d_m) * 100.0);
    else
        lua_pushnil(L);
}

int l_lidar_scan(lua_State* L) {
    Program::Impl& d = impl(L);
    const int i = sensorArg(L, sim::SensorType::Lidar, "lidar.scan");
    const sim::LidarScan& sc = d.sim.lidarScan(d.robot, i);
    const int n = static_cast<int>(sc.distance_m.size());
    lua_createtable(L, n, 1);
    for (int k = 0; k < n; ++k) {
        if (!std::isfinite(sc.distance_m[static_cast<std::size_t>(k)])) continue;
        pushLidarCm(L, sc.distance_m[static_cast<std::size_t>(k)]);
        lua_rawseti(L, -2, k + 1);
    }
    lua_pushinteger(L, n);
    lua_setfield(L, -2, "n");
    return 1;
}

int l_lidar_distance(lua_State* L) {
    Program::Impl& d = impl(L);
    const int i = sensorArg(L, sim::SensorType::Lidar, "lidar.distance");
    const double deg = checkFinite(L, 2, "lidar.distance",
                                   QT_TRANSLATE_NOOP("botlab::scripting", "the angle in degrees"));
    const sim::LidarScan& sc = d.sim.lidarScan(d.robot, i);
    const int n = static_cast<int>(sc.distance_m.size());
    if (n == 0) {
        lua_pushnil(L);
        return 1;
    }
    // The nearest ray; angles wrap around (-90 is 270, 360 is 0).
    double k = std::round(std::fmod(deg, 360.0) * n / 360.0);
    int idx = static_cast<int>(std::fmod(k, static_cast<double>(n)));
    if (idx < 0) idx += n;
    pushLidarCm(L, sc.distance_m[static_cast<std::size_t>(idx)]);
    return 1;
}

int l_compass_heading(lua_State* L) {
    Program::Impl& d = impl(L);
    if (d.compass < 0) {
        const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                 "compass.heading: this robot has no compass "
                                                 "sensor")));
        return luaL_error(L, "%s", e.c_str());
    }
    lua_pushnumber(L, apiValue(d, d.compass));
    return 1;
}

int checkGyro(lua_State* L, const char* fn) {
    Program::Impl& d = impl(L);
    if (d.gyro < 0) {
        const ErrorText e(text(
            QT_TRANSLATE_NOOP("botlab::scripting", "%1: this robot has no gyro sensor"), {fn}));
        luaL_error(L, "%s", e.c_str());
    }
    return d.gyro;
}

int l_gyro_angle(lua_State* L) {
    Program::Impl& d = impl(L);
    lua_pushnumber(L, apiValue(d, checkGyro(L, "gyro.angle"), 0));
    return 1;
}

int l_gyro_rate(lua_State* L) {
    Program::Impl& d = impl(L);
    lua_pushnumber(L, apiValue(d, checkGyro(L, "gyro.rate"), 1));
    return 1;
}

int l_gyro_reset(lua_State* L) {
    Program::Impl& d = impl(L);
    const int g = checkGyro(L, "gyro.reset");
    // The offset is kept in the sim's unit (rad, see ReadingOffsets): no conversion here.
    d.offsets.gyro_angle_rad = d.sim.sensorReading(d.robot, g).values[0];
    return 0;
}

/// One channel of the robot's first IMU (see units.h: 0 pitch, 1 roll, 2 yaw rate, 3 vertical
/// acceleration).
int imuChannel(lua_State* L, const char* fn, std::size_t channel) {
    Program::Impl& d = impl(L);
    if (d.imu < 0) {
        const ErrorText e(
            text(QT_TRANSLATE_NOOP("botlab::scripting", "%1: this robot has no IMU"), {fn}));
        return luaL_error(L, "%s", e.c_str());
    }
    lua_pushnumber(L, apiValue(d, d.imu, channel));
    return 1;
}

int l_imu_pitch(lua_State* L) {
    return imuChannel(L, "imu.pitch", 0);
}
int l_imu_roll(lua_State* L) {
    return imuChannel(L, "imu.roll", 1);
}
int l_imu_yawRate(lua_State* L) {
    return imuChannel(L, "imu.yawRate", 2);
}
int l_imu_verticalAccel(lua_State* L) {
    return imuChannel(L, "imu.verticalAccel", 3);
}

int yieldForSteps(lua_State* L, std::int64_t steps, const char* fn) {
    Program::Impl& d = impl(L);
    if (L != d.co || !lua_isyieldable(L)) {
        const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                 "%1: waiting works only in the main program, not "
                                                 "inside a coroutine or a callback (such as "
                                                 "table.sort's)"),
                               {fn}));
        return luaL_error(L, "%s", e.c_str());
    }
    ++d.wait_calls;
    if (steps <= 0) return 0;
    d.wait_kind = Program::Impl::WaitKind::Steps;
    d.wake_step = d.sim.stepCount() + steps;
    return lua_yield(L, 0);
}

int l_wait(lua_State* L) {
    Program::Impl& d = impl(L);
    int isnum = 0;
    const double s = lua_tonumberx(L, 1, &isnum);
    if (!isnum || !std::isfinite(s) || s < 0) {
        const char* got = argText(L, 1);
        const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                 "wait: the time must be a number of seconds >= 0 "
                                                 "(got %1)"),
                               {got}));
        return luaL_error(L, "%s", e.c_str());
    }
    const double steps = std::round(s / d.sim.step_s());
    if (steps > 1e15) {
        const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting", "wait: %1 s is too long"),
                               {numberText(s, "%.14g")}));
        return luaL_error(L, "%s", e.c_str());
    }
    return yieldForSteps(L, static_cast<std::int64_t>(steps), "wait");
}

int l_tick(lua_State* L) {
    return yieldForSteps(L, 1, "waitUntil");
}

int l_time(lua_State* L) {
    lua_pushnumber(L, impl(L).sim.time_s());
    return 1;
}

/// Longest console line print() makes, in bytes (each argument is also cut at 4000 bytes).
constexpr std::size_t kMaxPrintLineBytes = 16000;

int l_print(lua_State* L) {
    Program::Impl& d = impl(L);
    const int n = lua_gettop(L);
    // Convert first (this may call __tostring, which may raise); then build the C++ string.
    // Each conversion pushes a value: make room for them (print(table.unpack(t)) passes many).
    luaL_checkstack(L, n + LUA_MINSTACK, "too many arguments to print");
    for (int i = 1; i <= n; ++i) luaL_tolstring(L, i, nullptr);
    std::string line;
    for (int i = 1; i <= n && line.size() < kMaxPrintLineBytes; ++i) {
        std::size_t len = 0;
        const char* s = lua_tolstring(L, n + i, &len);
        if (i > 1) line += '\t';
        line.append(s, std::min<std::size_t>(len, 4000));
    }
    if (line.size() > kMaxPrintLineBytes) {  // cut at a UTF-8 character boundary
        std::size_t cut = kMaxPrintLineBytes;
        while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80) --cut;
        line.resize(cut);
    }
    const double t = d.sim.time_s();
    if (d.print_window_start_s < 0 || t - d.print_window_start_s >= 1.0) {
        d.print_window_start_s = t;
        d.print_count = 0;
    }
    if (++d.print_count > d.opt.max_print_lines_per_s) {
        if (!d.print_notice_sent) {
            d.print_notice_sent = true;
            d.emit(ConsoleKind::Info,
                   text(QT_TRANSLATE_NOOP("botlab::scripting",
                                          "Too much output: at most %1 lines per second are "
                                          "shown."),
                        {std::to_string(d.opt.max_print_lines_per_s)}));
        }
        return 0;
    }
    d.emit(ConsoleKind::Output, std::move(line));
    return 0;
}

sim::legged::LeggedController& legsOf(lua_State* L, const char* fn) {
    Program::Impl& d = impl(L);
    if (!d.legs) {
        const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                 "%1: this robot has no legs (legs.* works with "
                                                 "the hexapod, quadruped and wheel_legged robots)"),
                               {fn}));
        luaL_error(L, "%s", e.c_str());
    }
    return *d.legs;
}

int l_legs_gait(lua_State* L) {
    auto& legs = legsOf(L, "legs.gait");
    std::size_t len = 0;
    const char* name = luaL_checklstring(L, 1, &len);
    if (legs.setGait(std::string_view(name, len)).ok()) return 0;
    // The sim's message is English and names the robot; tell the student in their language
    // which gaits this robot has. The strings live inside the lambda: luaL_error jumps out.
    const ErrorText e = [&] {
        std::string known;
        for (const std::string& g : legs.gaits()) known += (known.empty() ? "" : ", ") + g;
        return ErrorText(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                "legs.gait: this robot has no gait '%1' (its "
                                                "gaits: %2)"),
                              {std::string_view(name, len), known}));
    }();
    return luaL_error(L, "%s", e.c_str());
}

int l_legs_move(lua_State* L) {
    auto& legs = legsOf(L, "legs.move");
    const double f = checkFinite(L, 1, "legs.move", "forward_cm_s");
    const double s = lua_isnoneornil(L, 2) ? 0.0 : checkFinite(L, 2, "legs.move", "sideways_cm_s");
    const double t = lua_isnoneornil(L, 3) ? 0.0 : checkFinite(L, 3, "legs.move", "turn_deg_s");
    legs.move(centimetresToMetres(f), centimetresToMetres(s), toRadians(t));
    return 0;
}

int l_legs_strideRatio(lua_State* L) {
    auto* hexapod = dynamic_cast<sim::legged::HexapodController*>(&legsOf(L, "legs.strideRatio"));
    if (!hexapod) {
        const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                 "legs.strideRatio: only the hexapod walks with "
                                                 "unequal strides (this robot's legs do not)")));
        return luaL_error(L, "%s", e.c_str());
    }
    int isnum = 0;
    const double ratio = lua_tonumberx(L, 1, &isnum);
    if (!isnum || !std::isfinite(ratio) || ratio <= 0.0) {
        const char* got = argText(L, 1);
        const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                 "legs.strideRatio: the ratio must be a number "
                                                 "> 0 (right stride / left stride, 1 walks "
                                                 "straight; got %1)"),
                               {got}));
        return luaL_error(L, "%s", e.c_str());
    }
    hexapod->setStrideRatio(ratio);
    return 0;
}

int l_legs_controlMode(lua_State* L) {
    using Quadruped = sim::legged::QuadrupedController;
    auto* quadruped = dynamic_cast<Quadruped*>(&legsOf(L, "legs.controlMode"));
    if (!quadruped) {
        const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                 "legs.controlMode: only the quadruped has "
                                                 "control modes (this robot's legs do not)")));
        return luaL_error(L, "%s", e.c_str());
    }
    std::size_t len = 0;
    const char* name = luaL_checklstring(L, 1, &len);
    const std::string_view mode(name, len);
    if (mode == "position") {
        quadruped->setMode(Quadruped::Mode::Position);
        return 0;
    }
    if (mode == "force") {
        quadruped->setMode(Quadruped::Mode::Force);
        return 0;
    }
    const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                             "legs.controlMode: there is no mode '%1' (the modes "
                                             "are \"position\" and \"force\")"),
                           {mode}));
    return luaL_error(L, "%s", e.c_str());
}

int l_legs_stand(lua_State* L) {
    legsOf(L, "legs.stand").stand();
    return 0;
}

int l_legs_sit(lua_State* L) {
    legsOf(L, "legs.sit").sit();
    return 0;
}

struct Binding {
    std::string_view name;
    lua_CFunction fn;
};

constexpr Binding kBindings[] = {
    {"motor.speed", l_motor_speed},
    {"motor.stop", l_motor_stop},
    {"motor.stopAll", l_motor_stopAll},
    {"motor.angle", l_motor_angle},
    {"servo.angle", l_servo_angle},
    {"line.read", l_line_read},
    {"distance.read", l_distance_read},
    {"touch.pressed", l_touch_pressed},
    {"compass.heading", l_compass_heading},
    {"gyro.angle", l_gyro_angle},
    {"gyro.rate", l_gyro_rate},
    {"gyro.reset", l_gyro_reset},
    {"flame.read", l_flame_read},
    {"light.read", l_light_read},
    {"sound.read", l_sound_read},
    {"camera.blob", l_camera_blob},
    {"camera.colour", l_camera_colour},
    {"camera.pixel", l_camera_pixel},
    {"lidar.scan", l_lidar_scan},
    {"lidar.distance", l_lidar_distance},
    {"imu.pitch", l_imu_pitch},
    {"imu.roll", l_imu_roll},
    {"imu.yawRate", l_imu_yawRate},
    {"imu.verticalAccel", l_imu_verticalAccel},
    {"wait", l_wait},
    {"time", l_time},
    {"print", l_print},
    {"legs.gait", l_legs_gait},
    {"legs.move", l_legs_move},
    {"legs.strideRatio", l_legs_strideRatio},
    {"legs.controlMode", l_legs_controlMode},
    {"legs.stand", l_legs_stand},
    {"legs.sit", l_legs_sit},
};

// waitUntil is written in Lua on top of a one-tick yield; it runs inside the sandbox like the
// program (hooks included).
constexpr const char* kPrelude = R"lua(
local tick, time, type, error, not_a_function, timeout_not_a_number, timeout_nan = ...
function waitUntil(fn, timeout_s)
  if type(fn) ~= "function" then
    error(not_a_function, 2)
  end
  if timeout_s ~= nil and type(timeout_s) ~= "number" then
    error(timeout_not_a_number, 2)
  end
  if timeout_s ~= timeout_s then  -- NaN: no time is ever past it, so it would wait forever
    error(timeout_nan, 2)
  end
  local t0 = time()
  while not fn() do
    if timeout_s and time() - t0 >= timeout_s - 1e-9 then return false end
    tick()
  end
  return true
end
-- coroutine.wrap on top of the sandbox's coroutine.resume, so a stopped program's coroutines
-- are never closed with hooks off (their __close handlers could otherwise hang).
local co_create, co_resume, pack, unpack = coroutine.create, coroutine.resume, table.pack, table.unpack
coroutine.wrap = function(f)
  local co = co_create(f)
  return function(...)
    local r = pack(co_resume(co, ...))
    if r[1] then return unpack(r, 2, r.n) end
    error(r[2], 0)
  end
end
)lua";

}  // namespace

bool registerStudentApi(lua_State* L) {
    lua_pushglobaltable(L);
    const int G = lua_gettop(L);
    for (const ApiFunction& f : studentApi()) {
        const Binding* b = nullptr;
        for (const Binding& c : kBindings)
            if (c.name == f.name) b = &c;
        if (f.name == "waitUntil") continue;  // defined by the prelude
        assert(b && "every API table entry needs a binding");
        if (!b) continue;
        if (f.group.empty()) {
            lua_pushcfunction(L, b->fn);
            lua_setfield(L, G, std::string(f.name).c_str());
        } else {
            const std::string group(f.group);
            if (lua_getfield(L, G, group.c_str()) != LUA_TTABLE) {
                lua_pop(L, 1);
                lua_newtable(L);
                lua_pushvalue(L, -1);
                lua_setfield(L, G, group.c_str());
            }
            lua_pushcfunction(L, b->fn);
            lua_setfield(L, -2, std::string(f.name.substr(f.group.size() + 1)).c_str());
            lua_pop(L, 1);
        }
    }
    if (luaL_loadbufferx(L, kPrelude, std::strlen(kPrelude), "=botlab", "t") != LUA_OK) {
        assert(false && "prelude must compile");
        return false;
    }
    lua_pushcfunction(L, l_tick);
    lua_pushcfunction(L, l_time);
    lua_getfield(L, G, "type");
    lua_getfield(L, G, "error");
    // The prelude's messages, in the user's language.
    lua_pushstring(L, text(QT_TRANSLATE_NOOP("botlab::scripting",
                                             "waitUntil: the first argument must be a function, "
                                             "e.g. waitUntil(function() return touch.pressed(1) "
                                             "end)"))
                          .c_str());
    lua_pushstring(L, text(QT_TRANSLATE_NOOP("botlab::scripting",
                                             "waitUntil: timeout_s must be a number of seconds"))
                          .c_str());
    lua_pushstring(L, text(QT_TRANSLATE_NOOP("botlab::scripting",
                                             "waitUntil: timeout_s must be a number of seconds "
                                             "(got NaN)"))
                          .c_str());
    lua_call(L, 7, 0);
    lua_pop(L, 1);  // G
    return true;
}

void mapDevices(Program::Impl& d) {
    const sim::RobotModel& m = d.model();
    for (int i = 0; i < static_cast<int>(m.motors.size()); ++i)
        d.motors.add(m.motors[i].port, m.motors[i].name, i);
    for (int i = 0; i < static_cast<int>(m.fans.size()); ++i)
        d.fans.add(m.fans[i].port, m.fans[i].name, i);
    for (int i = 0; i < static_cast<int>(m.servos.size()); ++i)
        d.servos.add(m.servos[i].port, m.servos[i].name, i);
    for (int i = 0; i < static_cast<int>(m.sensors.size()); ++i) {
        const sim::Sensor& s = m.sensors[i];
        d.sensors.add(s.port, s.name, i);
        if (s.type == sim::SensorType::Compass && d.compass < 0) d.compass = i;
        if (s.type == sim::SensorType::Gyro && d.gyro < 0) d.gyro = i;
        if (s.type == sim::SensorType::Imu && d.imu < 0) d.imu = i;
    }
    d.blob_asked.assign(m.sensors.size(), std::nullopt);
}

}  // namespace botlab::scripting::detail
