// The Lua sandbox and the student API bindings (see program.h and api.h).
#include "botlab/scripting/program.h"

#include <lua.hpp>

#include <algorithm>
#include <cassert>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <numbers>
#include <string_view>
#include <vector>

#include "botlab/scripting/api.h"
#include "botlab/scripting/text.h"
#include "botlab/sim/legged/legged.h"
#include "pattern_guard.h"
#include "translate_marker.h"

namespace botlab::scripting {

namespace {

constexpr double kRadToDeg = 180.0 / std::numbers::pi;
constexpr double kDegToRad = std::numbers::pi / 180.0;
constexpr std::size_t kMaxRepBytes = std::size_t{16} * 1024 * 1024;
constexpr double kServoWaitMax_s = 3.0;
constexpr int kMaxCallDepth = 20000;  ///< Nested Lua calls before "too deep recursion".
constexpr double kServoTolerance_rad = 1.0 * kDegToRad;

/// Devices of one kind addressed by port number or by name.
struct DeviceMap {
    std::vector<int> by_port;  ///< port -> index, -1 when none
    std::map<std::string, int, std::less<>> by_name;
    std::string listing;  ///< "1 'left', 2 'right'" for error messages

    void add(int port, const std::string& name, int index) {
        if (port > 0) {
            if (static_cast<std::size_t>(port) >= by_port.size()) by_port.resize(port + 1, -1);
            if (by_port[port] < 0) by_port[port] = index;
        }
        if (!name.empty()) by_name.emplace(name, index);
        if (!listing.empty()) listing += ", ";
        listing += port > 0 ? std::to_string(port)
                            : text(QT_TRANSLATE_NOOP("botlab::scripting", "unwired"));
        if (!name.empty()) listing += " '" + name + "'";
    }
    /// Index of the device the Lua value at `arg` names, or -1.
    int find(lua_State* L, int arg) const {
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
};

/// A message copied into a fixed buffer, so that no C++ object with a destructor is alive when
/// Lua raises the error with a long jump: `const ErrorText e(text(...)); return luaL_error(L,
/// "%s", e.c_str());` (the std::string temporaries are gone after the first statement). Messages
/// longer than the buffer are cut at a UTF-8 character boundary.
class ErrorText {
public:
    explicit ErrorText(std::string_view message) {
        std::size_t n = std::min(message.size(), sizeof buf_ - 1);
        if (n < message.size())
            while (n > 0 && (static_cast<unsigned char>(message[n]) & 0xC0) == 0x80) --n;
        std::memcpy(buf_, message.data(), n);
        buf_[n] = '\0';
    }
    const char* c_str() const { return buf_; }

private:
    char buf_[1024];
};

/// A number as printf's `format` writes it ("%g"; "%.14g" is what luaL_error's %f writes).
std::string numberText(double v, const char* format = "%g") {
    char out[64];
    std::snprintf(out, sizeof out, format, v);
    return out;
}

std::string memoryMessage(std::size_t limit_bytes) {
    return text(QT_TRANSLATE_NOOP("botlab::scripting",
                                  "the program used more than %1 MiB of memory (is a table or "
                                  "string growing without end?)"),
                {std::to_string(limit_bytes / (1024 * 1024))});
}

}  // namespace

struct Program::Impl {
    Impl(sim::Simulation& s, int r, ProgramOptions o, ConsoleSink k,
         sim::legged::LeggedController* l)
        : sim(s), robot(r), opt(std::move(o)), sink(std::move(k)), legs(l) {}

    sim::Simulation& sim;
    int robot;
    ProgramOptions opt;
    ConsoleSink sink;
    sim::legged::LeggedController* legs;

    lua_State* L = nullptr;
    lua_State* co = nullptr;  ///< The program's coroutine (anchored in the registry).
    std::size_t mem_used = 0;

    ProgramState state = ProgramState::Running;
    std::optional<ProgramError> error;
    std::atomic<bool> stop_requested{false};
    bool killed = false;  ///< A guard ended the program; every hook and pcall re-raises.
    ProgramState kill_state = ProgramState::Failed;
    std::string kill_message;

    enum class WaitKind { None, Steps, Servo };
    WaitKind wait_kind = WaitKind::None;
    std::int64_t wake_step = 0;
    int wait_servo = -1;
    double wait_servo_target_rad = 0.0;

    std::chrono::steady_clock::time_point tick_start;

    DeviceMap motors, fans, servos, sensors;
    int compass = -1;
    int gyro = -1;
    double gyro_offset_rad = 0.0;

    double print_window_start_s = -1.0;
    int print_count = 0;
    bool print_notice_sent = false;

    const sim::RobotModel& model() const { return sim.robot(robot); }

    void emit(ConsoleKind kind, std::string text) {
        if (sink) sink(ConsoleLine{kind, std::move(text), sim.time_s()});
    }

    /// Marks the program as ended by a guard; the caller raises the Lua error.
    void kill(ProgramState st, std::string message) {
        if (killed) return;
        killed = true;
        kill_state = st;
        kill_message = std::move(message);
    }

    void stopActuators() {
        const sim::RobotModel& m = model();
        for (int i = 0; i < static_cast<int>(m.motors.size()); ++i)
            sim.setMotorCommand(robot, i, 0.0);
        for (int i = 0; i < static_cast<int>(m.fans.size()); ++i) sim.setFanCommand(robot, i, 0.0);
        if (legs) legs->stand();
    }

    void finish(ProgramState st, std::optional<ProgramError> err = std::nullopt) {
        if (state != ProgramState::Running) return;
        state = st;
        error = std::move(err);
        stopActuators();
        if (error) {
            emit(ConsoleKind::Error,
                 error->line > 0
                     ? text(QT_TRANSLATE_NOOP("botlab::scripting", "Error on line %1: %2"),
                            {std::to_string(error->line), error->message})
                     : text(QT_TRANSLATE_NOOP("botlab::scripting", "Error: %1"), {error->message}));
        } else if (st == ProgramState::Finished) {
            emit(ConsoleKind::Info,
                 text(QT_TRANSLATE_NOOP("botlab::scripting", "Program finished.")));
        } else if (st == ProgramState::Stopped) {
            emit(ConsoleKind::Info,
                 text(QT_TRANSLATE_NOOP("botlab::scripting", "Program stopped.")));
        }
    }

    bool setup(const std::string& source);
    void handleResumeError(int status);
    int userLineFromStack(lua_State* th) const;
    ProgramError makeError(std::string raw, int line_hint) const;
};

namespace {

Program::Impl& impl(lua_State* L) {
    return **static_cast<Program::Impl**>(lua_getextraspace(L));
}

void* sandboxAlloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize) {
    auto* d = static_cast<Program::Impl*>(ud);
    const std::size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        std::free(ptr);
        d->mem_used -= old;
        return nullptr;
    }
    if (nsize > old && d->mem_used - old + nsize > d->opt.memory_limit_bytes) return nullptr;
    void* p = std::realloc(ptr, nsize);
    if (p) d->mem_used = d->mem_used - old + nsize;
    return p;
}

[[noreturn]] void raiseKill(lua_State* L) {
    Program::Impl& d = impl(L);
    lua_pushstring(L, d.kill_message.c_str());
    lua_error(L);
    std::abort();  // not reached
}

void countHook(lua_State* L, lua_Debug*) {
    Program::Impl& d = impl(L);
    if (d.killed) {
        lua_sethook(L, countHook, LUA_MASKCOUNT, 1);
        raiseKill(L);
    }
    if (d.stop_requested.load(std::memory_order_relaxed)) {
        d.kill(ProgramState::Stopped,
               text(QT_TRANSLATE_NOOP("botlab::scripting", "the program was stopped")));
        lua_sethook(L, countHook, LUA_MASKCOUNT, 1);
        raiseKill(L);
    }
    lua_Debug deep;
    if (lua_getstack(L, kMaxCallDepth, &deep)) {  // O(depth) walk, only as deep as the limit
        d.kill(ProgramState::Failed,
               text(QT_TRANSLATE_NOOP("botlab::scripting",
                                      "too deep recursion: more than %1 nested function calls "
                                      "(does a function call itself without end?)"),
                    {std::to_string(kMaxCallDepth)}));
        lua_sethook(L, countHook, LUA_MASKCOUNT, 1);
        raiseKill(L);
    }
    if (L == d.co && lua_isyieldable(L)) {
        lua_yield(L, 0);  // budget used: pause until the next tick
        return;
    }
    const double elapsed_s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - d.tick_start).count();
    if (elapsed_s > d.opt.max_call_wall_s) {
        d.kill(ProgramState::Failed,
               text(QT_TRANSLATE_NOOP("botlab::scripting",
                                      "the program ran for more than %1 s without letting the "
                                      "simulation move (inside a library call such as table.sort "
                                      "or string.gsub, or inside your own coroutine); use wait() "
                                      "so time can pass"),
                    {numberText(d.opt.max_call_wall_s)}));
        lua_sethook(L, countHook, LUA_MASKCOUNT, 1);
        raiseKill(L);
    }
}

/// After a protected call failed: a guard's kill or an out-of-memory error must not be caught.
void rethrowIfFatal(lua_State* L, int status) {
    Program::Impl& d = impl(L);
    if (status == LUA_ERRMEM && !d.killed) {
        d.kill(ProgramState::Failed, memoryMessage(d.opt.memory_limit_bytes));
    }
    if (d.killed) raiseKill(L);
}

int finishPcall(lua_State* L, int status, lua_KContext extra) {
    if (status != LUA_OK && status != LUA_YIELD) {
        rethrowIfFatal(L, status);
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - static_cast<int>(extra);
}

int sandboxPcall(lua_State* L) {
    luaL_checkany(L, 1);
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    const int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finishPcall);
    return finishPcall(L, status, 0);
}

/// Wraps xpcall's message handler: once a guard ended the program the student's handler is not
/// run (an error raised from the count hook would run it with hooks off, so it could hang).
int guardedHandler(lua_State* L) {
    if (impl(L).killed) return 1;  // the error as it is
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

int sandboxXpcall(lua_State* L) {
    const int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, guardedHandler, 1);
    lua_replace(L, 2);
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);  // true, f after the handler: msgh, true, f, args...
    const int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, finishPcall);
    return finishPcall(L, status, 2);
}

int sandboxResume(lua_State* L) {
    const int n = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1));  // the original coroutine.resume
    lua_insert(L, 1);
    lua_call(L, n, LUA_MULTRET);
    if (lua_toboolean(L, 1) == 0) {
        Program::Impl& d = impl(L);
        if (!d.killed && d.mem_used + 4096 > d.opt.memory_limit_bytes) {
            rethrowIfFatal(L, LUA_ERRMEM);
        }
        if (d.killed) raiseKill(L);
    }
    return lua_gettop(L);
}

int sandboxSetmetatable(lua_State* L) {
    if (lua_type(L, 2) == LUA_TTABLE) {
        for (const char* field : {"__gc", "__close"}) {
            if (lua_getfield(L, 2, field) != LUA_TNIL) {
                const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                         "setmetatable: %1 metamethods are not "
                                                         "allowed in Botlab programs"),
                                       {field}));
                return luaL_error(L, "%s", e.c_str());
            }
            lua_pop(L, 1);
        }
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

int sandboxCollectgarbage(lua_State* L) {
    const char* opt = luaL_optstring(L, 1, "collect");
    if (std::strcmp(opt, "count") == 0) {
        lua_pushnumber(L, static_cast<lua_Number>(impl(L).mem_used) / 1024.0);
        return 1;
    }
    if (std::strcmp(opt, "collect") == 0) {
        lua_gc(L, LUA_GCCOLLECT);
        lua_pushinteger(L, 0);
        return 1;
    }
    const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                             "collectgarbage: only \"count\" and \"collect\" are "
                                             "allowed")));
    return luaL_error(L, "%s", e.c_str());
}

int sandboxRandomseed(lua_State* L) {
    // Without arguments, reseed with the run's seed (repeatable) instead of the clock.
    if (lua_gettop(L) == 0) lua_pushinteger(L, static_cast<lua_Integer>(impl(L).opt.seed));
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 0);
    return 0;
}

/// string.find / match / gmatch / gsub with a cost check of the pattern first.
int guardedPattern(lua_State* L) {
    const char* fname = lua_tostring(L, lua_upvalueindex(2));
    const bool iterates = lua_toboolean(L, lua_upvalueindex(3)) != 0;
    if (lua_type(L, 1) == LUA_TSTRING && lua_type(L, 2) == LUA_TSTRING) {
        const bool plain = std::strcmp(fname, "find") == 0 && lua_toboolean(L, 4);
        if (!plain) {
            std::size_t sl = 0, pl = 0;
            lua_tolstring(L, 1, &sl);
            const char* p = lua_tolstring(L, 2, &pl);
            const PatternCost c = estimatePatternCost(std::string_view(p, pl), sl, iterates);
            if (c.too_slow) {
                const ErrorText e(
                    text(QT_TRANSLATE_NOOP("botlab::scripting",
                                           "%1: this pattern could take too long on a text of %2 "
                                           "characters (several repeated items can match the same "
                                           "characters); use a simpler pattern or a shorter text"),
                         {std::string("string.") + fname, std::to_string(static_cast<int>(sl))}));
                return luaL_error(L, "%s", e.c_str());
            }
        }
    }
    auto f = lua_tocfunction(L, lua_upvalueindex(1));
    return f(L);
}

int guardedRep(lua_State* L) {
    std::size_t l = 0, lsep = 0;
    luaL_checklstring(L, 1, &l);
    const lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &lsep);
    if (n > 0) {
        const double total = static_cast<double>(l) * static_cast<double>(n) +
                             static_cast<double>(lsep) * static_cast<double>(n - 1);
        if (total > static_cast<double>(kMaxRepBytes)) {
            const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                     "string.rep: the result would be %1 MB; at "
                                                     "most %2 MB allowed"),
                                   {std::to_string(static_cast<int>(std::min(total / 1e6, 2e9))),
                                    std::to_string(kMaxRepBytes / (1024 * 1024))}));
            return luaL_error(L, "%s", e.c_str());
        }
    }
    auto f = lua_tocfunction(L, lua_upvalueindex(1));
    return f(L);
}

// ---------------------------------------------------------------- the student API

/// `kind` is a marked word ("motor", "servo", "sensor") shown in the user's language.
int tooFewDevices(lua_State* L, const char* fn, const char* kind, const DeviceMap& m) {
    const char* got = luaL_tolstring(L, 1, nullptr);
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
    if (!isnum || !std::isfinite(v)) {
        const ErrorText e(
            text(QT_TRANSLATE_NOOP("botlab::scripting", "%1: %2 must be a number (got %3)"),
                 {fn, text(what), luaL_typename(L, arg)}));
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
    lua_pushnumber(L, d.sim.motorAngle(d.robot, i) * kRadToDeg);
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
    const double target = std::clamp(deg * kDegToRad, s.min_angle_rad, s.max_angle_rad);
    d.sim.setServoTarget(d.robot, i, target);
    if (lua_toboolean(L, 3)) {
        if (L != d.co || !lua_isyieldable(L)) {
            const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                     "servo.angle: waiting works only in the main "
                                                     "program, not inside a coroutine or a "
                                                     "callback")));
            return luaL_error(L, "%s", e.c_str());
        }
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

int l_line_read(lua_State* L) {
    Program::Impl& d = impl(L);
    const int i = sensorArg(L, sim::SensorType::Line, "line.read");
    lua_pushnumber(L, std::clamp(d.sim.sensorReading(d.robot, i).value(), 0.0, 100.0));
    return 1;
}

int l_distance_read(lua_State* L) {
    Program::Impl& d = impl(L);
    const int i = sensorArg(L, sim::SensorType::Distance, "distance.read");
    lua_pushnumber(L, d.sim.sensorReading(d.robot, i).value() * 100.0);
    return 1;
}

int l_touch_pressed(lua_State* L) {
    Program::Impl& d = impl(L);
    const int i = sensorArg(L, sim::SensorType::Touch, "touch.pressed");
    lua_pushboolean(L, d.sim.sensorReading(d.robot, i).value() > 0.5);
    return 1;
}

int l_flame_read(lua_State* L) {
    Program::Impl& d = impl(L);
    const int i = sensorArg(L, sim::SensorType::Flame, "flame.read");
    lua_pushnumber(L, std::clamp(d.sim.sensorReading(d.robot, i).value(), 0.0, 100.0));
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
    double deg = d.sim.sensorReading(d.robot, d.compass).value() * kRadToDeg;
    deg = std::fmod(deg, 360.0);
    if (deg < 0) deg += 360.0;
    lua_pushnumber(L, deg);
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
    const int g = checkGyro(L, "gyro.angle");
    lua_pushnumber(L, (d.sim.sensorReading(d.robot, g).values[0] - d.gyro_offset_rad) * kRadToDeg);
    return 1;
}

int l_gyro_rate(lua_State* L) {
    Program::Impl& d = impl(L);
    const int g = checkGyro(L, "gyro.rate");
    lua_pushnumber(L, d.sim.sensorReading(d.robot, g).values[1] * kRadToDeg);
    return 1;
}

int l_gyro_reset(lua_State* L) {
    Program::Impl& d = impl(L);
    const int g = checkGyro(L, "gyro.reset");
    d.gyro_offset_rad = d.sim.sensorReading(d.robot, g).values[0];
    return 0;
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
        const char* got = luaL_tolstring(L, 1, nullptr);
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

int l_print(lua_State* L) {
    Program::Impl& d = impl(L);
    const int n = lua_gettop(L);
    // Convert first (this may call __tostring, which may raise); then build the C++ string.
    for (int i = 1; i <= n; ++i) luaL_tolstring(L, i, nullptr);
    std::string line;
    for (int i = 1; i <= n; ++i) {
        std::size_t len = 0;
        const char* s = lua_tolstring(L, n + i, &len);
        if (i > 1) line += '\t';
        line.append(s, std::min<std::size_t>(len, 4000));
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
    legs.move(f / 100.0, s / 100.0, t * kDegToRad);
    return 0;
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
    {"wait", l_wait},
    {"time", l_time},
    {"print", l_print},
    {"legs.gait", l_legs_gait},
    {"legs.move", l_legs_move},
    {"legs.stand", l_legs_stand},
    {"legs.sit", l_legs_sit},
};

// waitUntil is written in Lua on top of a one-tick yield; it runs inside the sandbox like the
// program (hooks included).
constexpr const char* kPrelude = R"lua(
local tick, time, type, error, not_a_function, timeout_not_a_number = ...
function waitUntil(fn, timeout_s)
  if type(fn) ~= "function" then
    error(not_a_function, 2)
  end
  if timeout_s ~= nil and type(timeout_s) ~= "number" then
    error(timeout_not_a_number, 2)
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

bool Program::Impl::setup(const std::string& source) {
    L = lua_newstate(sandboxAlloc, this);
    if (!L) {
        finish(
            ProgramState::Failed,
            ProgramError{
                text(QT_TRANSLATE_NOOP("botlab::scripting", "could not create the Lua state")), 0});
        return false;
    }
    *static_cast<Impl**>(lua_getextraspace(L)) = this;

    const std::pair<const char*, lua_CFunction> libs[] = {
        {LUA_GNAME, luaopen_base},        {LUA_TABLIBNAME, luaopen_table},
        {LUA_STRLIBNAME, luaopen_string}, {LUA_MATHLIBNAME, luaopen_math},
        {LUA_UTF8LIBNAME, luaopen_utf8},  {LUA_COLIBNAME, luaopen_coroutine}};
    for (const auto& [name, open] : libs) {
        luaL_requiref(L, name, open, 1);
        lua_pop(L, 1);
    }
    lua_pushglobaltable(L);
    const int G = lua_gettop(L);
    for (const char* name : {"load", "loadfile", "dofile", "print", "warn", "require"}) {
        lua_pushnil(L);
        lua_setfield(L, G, name);
    }
    lua_pushcfunction(L, sandboxPcall);
    lua_setfield(L, G, "pcall");
    lua_pushcfunction(L, sandboxXpcall);
    lua_setfield(L, G, "xpcall");
    lua_pushcfunction(L, sandboxCollectgarbage);
    lua_setfield(L, G, "collectgarbage");
    lua_getfield(L, G, "setmetatable");
    lua_pushcclosure(L, sandboxSetmetatable, 1);
    lua_setfield(L, G, "setmetatable");

    lua_getfield(L, G, LUA_COLIBNAME);
    lua_getfield(L, -1, "resume");
    lua_pushcclosure(L, sandboxResume, 1);
    lua_setfield(L, -2, "resume");
    lua_pop(L, 1);

    lua_getfield(L, G, LUA_MATHLIBNAME);
    lua_getfield(L, -1, "randomseed");
    lua_pushvalue(L, -1);
    lua_pushinteger(L, static_cast<lua_Integer>(opt.seed));
    lua_call(L, 1, 0);  // repeatable math.random
    lua_pushcclosure(L, sandboxRandomseed, 1);
    lua_setfield(L, -2, "randomseed");
    lua_pop(L, 1);

    lua_getfield(L, G, LUA_STRLIBNAME);
    const int S = lua_gettop(L);
    lua_pushnil(L);
    lua_setfield(L, S, "dump");
    for (const char* name : {"find", "match", "gmatch", "gsub"}) {
        lua_getfield(L, S, name);
        lua_pushstring(L, name);
        lua_pushboolean(L, std::strcmp(name, "gmatch") == 0 || std::strcmp(name, "gsub") == 0);
        lua_pushcclosure(L, guardedPattern, 3);
        lua_setfield(L, S, name);
    }
    lua_getfield(L, S, "rep");
    lua_pushcclosure(L, guardedRep, 1);
    lua_setfield(L, S, "rep");
    lua_pop(L, 1);
    // Lock the string metatable: getmetatable("") returns a plain string.
    lua_pushliteral(L, "");
    if (lua_getmetatable(L, -1)) {
        lua_pushliteral(L, "locked");
        lua_setfield(L, -2, "__metatable");
        lua_pop(L, 1);
    }
    lua_pop(L, 1);

    // The student API, from the one table in api_table.cpp.
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
    lua_call(L, 6, 0);
    lua_pop(L, 1);  // G

    // Device maps.
    const sim::RobotModel& m = model();
    for (int i = 0; i < static_cast<int>(m.motors.size()); ++i)
        motors.add(m.motors[i].port, m.motors[i].name, i);
    for (int i = 0; i < static_cast<int>(m.fans.size()); ++i)
        fans.add(m.fans[i].port, m.fans[i].name, i);
    for (int i = 0; i < static_cast<int>(m.servos.size()); ++i)
        servos.add(m.servos[i].port, m.servos[i].name, i);
    for (int i = 0; i < static_cast<int>(m.sensors.size()); ++i) {
        const sim::Sensor& s = m.sensors[i];
        sensors.add(s.port, s.name, i);
        if (s.type == sim::SensorType::Compass && compass < 0) compass = i;
        if (s.type == sim::SensorType::Gyro && gyro < 0) gyro = i;
    }

    // The program: a text chunk only, run as a coroutine.
    co = lua_newthread(L);
    luaL_ref(L, LUA_REGISTRYINDEX);  // anchor the thread
    const std::string chunk = "=" + opt.chunk_name;
    const int st = luaL_loadbufferx(co, source.data(), source.size(), chunk.c_str(), "t");
    if (st != LUA_OK) {
        std::string raw =
            lua_tostring(co, -1)
                ? lua_tostring(co, -1)
                : text(QT_TRANSLATE_NOOP("botlab::scripting", "cannot load the program"));
        lua_pop(co, 1);
        if (st == LUA_ERRMEM)
            raw = text(QT_TRANSLATE_NOOP("botlab::scripting",
                                         "the program is too big for the memory limit"));
        finish(ProgramState::Failed, makeError(std::move(raw), 0));
        return false;
    }
    return true;
}

int Program::Impl::userLineFromStack(lua_State* th) const {
    lua_Debug ar;
    const std::string src = "=" + opt.chunk_name;
    for (int level = 0; lua_getstack(th, level, &ar); ++level) {
        if (!lua_getinfo(th, "Sl", &ar)) continue;
        if (ar.currentline > 0 && src == ar.source) return ar.currentline;
    }
    return 0;
}

ProgramError Program::Impl::makeError(std::string raw, int line_hint) const {
    ProgramError e;
    e.line = line_hint;
    // Strip "program:12: " (and the prelude's "botlab:3: ") position prefixes.
    for (const std::string& prefix : {opt.chunk_name + ":", std::string("botlab:")}) {
        if (raw.rfind(prefix, 0) == 0) {
            std::size_t i = prefix.size();
            std::size_t j = i;
            while (j < raw.size() && std::isdigit(static_cast<unsigned char>(raw[j]))) ++j;
            if (j > i && j < raw.size() && raw[j] == ':') {
                if (prefix != "botlab:") e.line = std::atoi(raw.substr(i, j - i).c_str());
                raw = raw.substr(j + 1);
                if (!raw.empty() && raw[0] == ' ') raw.erase(0, 1);
            }
            break;
        }
    }
    const std::string hint = hintForError(raw);
    // Lua's message (in the user's language when it is a common one), then the hint; the joint
    // is translatable too.
    const std::string shown = describeLuaMessage(raw);
    e.message = hint.empty()
                    ? shown
                    : text(QT_TRANSLATE_NOOP("botlab::scripting", "%1 - %2"), {shown, hint});
    return e;
}

void Program::Impl::handleResumeError(int status) {
    int line = userLineFromStack(co);
    std::string raw;
    if (killed) {
        raw = kill_message;
    } else if (status == LUA_ERRMEM) {
        raw = memoryMessage(opt.memory_limit_bytes);
    } else if (lua_type(co, -1) == LUA_TSTRING) {
        raw = lua_tostring(co, -1);
    } else {
        raw = text(QT_TRANSLATE_NOOP("botlab::scripting", "error object is a %1 value"),
                   {luaL_typename(co, -1)});
    }
    if (killed && kill_state == ProgramState::Stopped) {
        finish(ProgramState::Stopped);
        return;
    }
    ProgramError e = makeError(std::move(raw), line);
    if (line > 0) e.line = line;
    finish(ProgramState::Failed, std::move(e));
}

Program::Program(sim::Simulation& sim, int robot, const std::string& source, ProgramOptions options,
                 ConsoleSink sink, sim::legged::LeggedController* legs)
    : d_(std::make_unique<Impl>(sim, robot, std::move(options), std::move(sink), legs)) {
    if (d_->opt.instructions_per_tick < 1) d_->opt.instructions_per_tick = 1;
    d_->setup(source);
}

Program::~Program() {
    if (d_->L) lua_close(d_->L);
}

void Program::tick() {
    Impl& d = *d_;
    if (d.state != ProgramState::Running) return;
    if (d.stop_requested.load(std::memory_order_relaxed)) {
        d.finish(ProgramState::Stopped);
        return;
    }
    const std::int64_t step = d.sim.stepCount();
    switch (d.wait_kind) {
        case Impl::WaitKind::None:
            break;
        case Impl::WaitKind::Steps:
            if (step < d.wake_step) return;
            break;
        case Impl::WaitKind::Servo: {
            const sim::Servo& s = d.model().servos[static_cast<std::size_t>(d.wait_servo)];
            const double err =
                std::abs(d.sim.hingeAngle(d.robot, s.hinge) - d.wait_servo_target_rad);
            if (err > kServoTolerance_rad && step < d.wake_step) return;
            break;
        }
    }
    d.wait_kind = Impl::WaitKind::None;
    d.tick_start = std::chrono::steady_clock::now();
    lua_sethook(d.co, countHook, LUA_MASKCOUNT, d.opt.instructions_per_tick);
    int nres = 0;
    const int status = lua_resume(d.co, d.L, 0, &nres);
    if (status == LUA_YIELD) {
        lua_pop(d.co, nres);
        return;
    }
    if (status == LUA_OK) {
        d.finish(ProgramState::Finished);
        return;
    }
    d.handleResumeError(status);
}

void Program::requestStop() {
    d_->stop_requested.store(true, std::memory_order_relaxed);
}
bool Program::stopRequested() const {
    return d_->stop_requested.load(std::memory_order_relaxed);
}
void Program::stop() {
    d_->finish(ProgramState::Stopped);
}
ProgramState Program::state() const {
    return d_->state;
}
const std::optional<ProgramError>& Program::error() const {
    return d_->error;
}
std::size_t Program::memoryUsedBytes() const {
    return d_->mem_used;
}

ReadingOffsets Program::readingOffsets() const {
    ReadingOffsets o;
    o.gyro_angle_rad = d_->gyro_offset_rad;
    return o;
}

}  // namespace botlab::scripting
