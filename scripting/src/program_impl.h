// SPDX-License-Identifier: GPL-3.0-or-later
// Internal: the state of one Program shared by its three parts (see README.md, "Files"):
//   sandbox.cpp       the Lua state: allocator and memory cap, hooks, instruction budget,
//                     guards, the restricted libraries;
//   api_bindings.cpp  the student API: every l_* function and its registration;
//   program.cpp       the Program class: compile, coroutine, tick, state, errors.
// Not installed; no Qt.
#pragma once

#include <lua.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <numbers>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "botlab/scripting/program.h"
#include "botlab/scripting/units.h"
#include "botlab/scripting/vision.h"

namespace botlab::scripting {

namespace detail {

/// Longest a servo.angle(..., true) waits, in simulated seconds.
inline constexpr double kServoWaitMax_s = 3.0;
/// How close (rad) a servo must get for servo.angle(..., true) to return (1 degree).
inline constexpr double kServoTolerance_rad = std::numbers::pi / 180.0;

/// Devices of one kind addressed by port number or by name (defined in api_bindings.cpp).
struct DeviceMap {
    std::vector<int> by_port;  ///< port -> index, -1 when none
    std::map<std::string, int, std::less<>> by_name;
    std::string listing;  ///< "1 'left', 2 'right'" for error messages

    void add(int port, const std::string& name, int index);
    /// Index of the device the Lua value at `arg` names, or -1. Only ever an index that was
    /// add()ed, so a found index is always in range for the simulation.
    int find(lua_State* L, int arg) const;
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
std::string numberText(double v, const char* format = "%g");

/// "the program used more than N MiB of memory ..." (sandbox.cpp).
std::string memoryMessage(std::size_t limit_bytes);

}  // namespace detail

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
    std::int64_t wait_calls = 0;  ///< Calls of wait(), waitUntil() and servo.angle(..., true).

    std::chrono::steady_clock::time_point tick_start;
    /// True while tick() runs the coroutine: only then may the allocator refuse memory to end a
    /// stopped program (outside lua_resume an allocation failure would not be caught).
    bool in_tick = false;
    unsigned calls_since_clock = 0;    ///< C calls since the wall clock was last read
    std::size_t alloc_tick_bytes = 0;  ///< Bytes allocated (growth) in this tick.

    // The robot's devices (filled by mapDevices()); every index is valid for the simulation.
    detail::DeviceMap motors, fans, servos, sensors;
    int compass = -1;        ///< First compass sensor, or -1.
    int gyro = -1;           ///< First gyro sensor, or -1.
    int imu = -1;            ///< First IMU sensor, or -1.
    ReadingOffsets offsets;  ///< gyro.reset()'s offset.
    /// camera.blob's results for the current images: a program may ask every tick (or many
    /// times per tick), the image changes only 10 times a second.
    struct BlobCache {
        int sensor = -1;
        ColourName colour = ColourName::Black;
        std::uint64_t serial = 0;
        double time_s = -1.0;
        Blob blob;
    };
    std::vector<BlobCache> blob_cache;
    /// Per sensor index, the colour camera.blob was last asked for on it (nullopt: never asked);
    /// sized by mapDevices(), so recording a call allocates nothing.
    std::vector<std::optional<ColourName>> blob_asked;

    // The debugger (debugger.cpp), when attached.
    std::unique_ptr<Debugger> debugger;
    /// The debugger paused the program inside a tick (yield from the line hook): the next tick()
    /// resumes it without resetting the instruction budget, so the tick ends where it would have.
    bool debug_mid_tick = false;
    /// Set at the start of a tick, whose hook first counts 1 instruction: the first count event
    /// re-arms it with the tick's budget (see Program::tick).
    bool rearm_pending = false;
    /// The count hook's remaining count when the debugger paused inside a tick (0: unknown).
    int paused_hook_count = 0;
    /// A pause fell on the instruction where the budget yields: held before the next tick.
    bool deferred_pause = false;
    PauseReason deferred_reason = PauseReason::None;
    int deferred_line = 0;
    /// A runtime error held by pause-on-error (LUA_OK: none); reported when continued.
    int pending_error = LUA_OK;
    /// Registry reference of a copy of the sandbox's globals before the program ran (so that
    /// Debugger::globals() shows only the student's).
    int builtins_ref = LUA_NOREF;

    double print_window_start_s = -1.0;
    int print_count = 0;
    bool print_notice_sent = false;

    const sim::RobotModel& model() const { return sim.robot(robot); }

    void emit(ConsoleKind kind, std::string line) {
        if (sink) sink(ConsoleLine{kind, std::move(line), sim.time_s()});
    }

    /// Marks the program as ended by a guard; the caller raises the Lua error.
    void kill(ProgramState st, std::string message) {
        if (killed) return;
        killed = true;
        kill_state = st;
        kill_message = std::move(message);
    }

    // program.cpp
    void stopActuators();
    void finish(ProgramState st, std::optional<ProgramError> err = std::nullopt);
    bool setup(const std::string& source);
    void handleResumeError(int status);
    int userLineFromStack(lua_State* th) const;
    ProgramError makeError(std::string raw, int line_hint) const;
};

namespace detail {

/// The Program a Lua state (or any of its threads) belongs to.
inline Program::Impl& impl(lua_State* L) {
    return **static_cast<Program::Impl**>(lua_getextraspace(L));
}

// --- sandbox.cpp ---
/// Creates the Lua state of `d` with the capped allocator and the restricted libraries and
/// guards (see program.h); nullptr when Lua cannot create a state.
lua_State* openSandbox(Program::Impl& d);
/// The count hook: instruction budget (yields the program's coroutine), Stop, the recursion
/// depth guard and the wall-clock guard. Set with LUA_MASKCOUNT on the program's coroutine.
void countHook(lua_State* L, lua_Debug* ar);
/// Ends the program (raises the guard's error, which no pcall catches) when Stop was requested
/// or a guard already ended it; with `check_wall` also when the tick has run longer than
/// max_call_wall_s. Called by the sandbox's C functions before they start and inside their
/// loops, so no library call can hold the thread past Stop. Only inside a C function.
void checkInterrupt(lua_State* L, bool check_wall);
/// The most elements a table could hold within the memory limit (memory_limit_bytes / 16): no
/// table function works on a longer range (sandbox_tables.cpp).
lua_Integer maxTableElements(lua_State* L);
/// Replaces insert, remove, move, concat, unpack and sort in the table library at stack index
/// `table_lib` with the bounded versions of sandbox_tables.cpp.
void installTableLibrary(lua_State* L, int table_lib);

// --- debugger.cpp ---
/// The hook of a program with a debugger: LUA_MASKCOUNT events go to countHook, line events to
/// the debugger (history, breakpoints, stepping; may yield the program's coroutine).
void debugHook(lua_State* L, lua_Debug* ar);
/// Turns a deferred pause (see Program::Impl::deferred_pause) into the debugger's pause.
void debuggerHoldDeferred(Program::Impl& p);
/// Holds a runtime error (status) at `line` as a pause (pause on error).
void debuggerPauseOnError(Program::Impl& p, int status, int line, const std::string& message);
/// Reads / writes lua_State's remaining hook count (see debugger.cpp); false when the field
/// could not be located in this Lua build.
bool readHookCount(lua_State* L, int& count);
bool writeHookCount(lua_State* L, int count);
/// End of a tick that did not pause: clears a pauseAtEvent() that found no such event.
void debuggerTickEnded(Program::Impl& p);

// --- api_bindings.cpp ---
/// Registers the student API (every entry of studentApi()) and the Lua prelude (waitUntil,
/// coroutine.wrap) in the sandbox's globals. False only if the prelude does not compile (a bug).
bool registerStudentApi(lua_State* L);
/// Fills d's device maps and the compass/gyro/IMU indices from the robot model.
void mapDevices(Program::Impl& d);

}  // namespace detail

}  // namespace botlab::scripting
