// SPDX-License-Identifier: GPL-3.0-or-later
// Program: one student's Lua program running in a sandbox against one robot of a Simulation.
//
// The program runs as a Lua coroutine on the thread that steps the simulation. The owner calls
// tick() once per control tick, right before Simulation::step(): tick() resumes the coroutine,
// which reads the latest sensor snapshot and sets commands that take effect at the coming step.
// The coroutine pauses when it calls wait() / waitUntil(), when it finishes, when it fails, or when
// it has used its instruction budget for this tick (then it resumes at the next tick, so a busy
// loop sees fresh readings while simulated time moves on, as on a real robot controller).
//
// The sandbox: only the base (without load, loadfile, dofile, print replaced, collectgarbage
// limited), table, string (without dump), math, utf8 and coroutine libraries; text chunks only;
// a memory cap; the string metatable is locked; the string pattern functions are guarded so no
// library call can hold the thread for long; Stop ends the program even inside pcall.
// No Qt: messages are English source texts passed through text() (botlab/scripting/text.h), so
// they come out in the user's language once the application has installed a translator.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "botlab/scripting/debugger.h"
#include "botlab/scripting/units.h"
#include "botlab/scripting/vision.h"
#include "botlab/sim/simulation.h"

namespace botlab::sim::legged {
class LeggedController;
}

namespace botlab::scripting {

/// What a console line is.
enum class ConsoleKind {
    Output,  ///< Text the program printed with print().
    Error,   ///< The program's error, with its line and a hint.
    Info,    ///< A notice from the sandbox ("program finished", "output limited").
};

/// One line for the console (no trailing newline).
struct ConsoleLine {
    ConsoleKind kind = ConsoleKind::Output;
    std::string text;
    double sim_time_s = 0.0;  ///< Simulated time when the line was produced.
};

/// Receives console lines. Called on the thread that calls Program::tick(); must not call back
/// into the Program.
using ConsoleSink = std::function<void(const ConsoleLine&)>;

/// Why a program failed: a message for a student (with a plain-words hint where one applies)
/// and the 1-based line of the student's program it refers to (0 when no line applies).
struct ProgramError {
    std::string message;
    int line = 0;
};

/// Limits of the sandbox.
struct ProgramOptions {
    /// Memory the Lua state may use, in bytes. Going over ends the program with a clear message.
    std::size_t memory_limit_bytes = std::size_t{64} * 1024 * 1024;
    /// Lua VM instructions the program may run per control tick before it is paused until the
    /// next tick (a count hook). > 0.
    int instructions_per_tick = 5000;
    /// Longest wall-clock time one tick may run where the program cannot be paused (inside a
    /// library call that calls back into Lua, such as table.sort with a compare function, or
    /// inside the program's own coroutines) before the program is ended, in seconds.
    double max_call_wall_s = 1.0;
    /// Bytes the program may allocate per control tick before its next library call pauses it
    /// until the next tick (as the instruction budget does), so that a loop of calls that each
    /// copy megabytes (string.rep, gsub, ...) lets simulated time move. Deterministic: counts
    /// the bytes the Lua state allocates, not wall time. > 0.
    std::size_t alloc_bytes_per_tick = std::size_t{4} * 1024 * 1024;
    /// Seed of math.random (the run's seed, so runs are repeatable).
    std::uint64_t seed = 0;
    /// Name shown in messages for the program ("program" -> "program:12: ...").
    std::string chunk_name = "program";
    /// Lines printed beyond this many per simulated second are dropped (with one notice).
    int max_print_lines_per_s = 1000;
};

enum class ProgramState {
    Running,   ///< Started and not over (running, paused by the budget, or waiting).
    Finished,  ///< Reached its end.
    Failed,    ///< A syntax or runtime error, the memory cap, or a guard ended it; see error().
    Stopped,   ///< Stopped by stop() / requestStop().
};

/// A sandboxed Lua program driving robot `robot` of a Simulation (and optionally its legged
/// controller). Not copyable. Not thread-safe except requestStop() and stopRequested().
class Program {
public:
    /// Compiles `source` (text only) and prepares the coroutine; does not run anything yet.
    /// A syntax error does not fail creation: the program is then in state Failed with error()
    /// set (and the error was sent to the sink). `sim` and `legs` must outlive the Program;
    /// `legs` may be null (then legs.* calls fail with a clear message).
    Program(sim::Simulation& sim, int robot, const std::string& source, ProgramOptions options = {},
            ConsoleSink sink = {}, sim::legged::LeggedController* legs = nullptr);
    ~Program();
    Program(const Program&) = delete;
    Program& operator=(const Program&) = delete;

    /// Runs the program for one control tick (call before each Simulation::step()). Does nothing
    /// once the program is over. If it ends with an error, every motor and fan is stopped and the
    /// legged controller (if any) is told to stand still.
    void tick();

    /// Asks the program to stop; safe from any thread. The running tick ends within a few
    /// thousand Lua instructions (even inside pcall); the state becomes Stopped at that tick or
    /// the next one.
    void requestStop();
    bool stopRequested() const;
    /// Stops now (on the thread that ticks): state Stopped, every motor stopped.
    void stop();

    ProgramState state() const;
    bool isOver() const { return state() != ProgramState::Running; }
    /// The error when state() == Failed.
    const std::optional<ProgramError>& error() const;
    /// How many times the program has called wait(), waitUntil() or servo.angle(..., true) so
    /// far (0: it never gave the robot time on its own; only the instruction budget paused it).
    std::int64_t waitCalls() const;
    /// Bytes the Lua state uses now.
    std::size_t memoryUsedBytes() const;
    /// How the program has changed the reporting of readings (gyro.reset()), so that a display
    /// of the robot's devices shows what the program reads (see botlab/scripting/units.h).
    ReadingOffsets readingOffsets() const;
    /// The colour camera.blob was last asked for on the camera with sensor index `sensor`
    /// (nullopt: never asked, or not a camera), so that a display can mark the same blob.
    std::optional<ColourName> blobColourAsked(int sensor) const;

    /// Attaches the debugger (botlab/scripting/debugger.h) and returns it; attaching twice returns
    /// the same one. From then on the program runs with a line hook (a few per cent slower in Lua)
    /// and records its line events. Call before the first tick() so that the history is complete.
    Debugger& enableDebugger();
    /// The debugger, or null when none is attached.
    Debugger* debugger();
    const Debugger* debugger() const;
    /// True while the debugger holds the program before a line (tick() then does nothing).
    bool debugPaused() const;
    /// The line of the student's program that runs next or is waiting (wait(), the instruction
    /// budget, a debug pause), 1-based; 0 before the first tick and once the program is over.
    int currentLine() const;

    struct Impl;

private:
    friend class Debugger;
    Impl& implForDebugger() { return *d_; }
    /// Resumes the coroutine and handles how it stopped (tick()'s second half).
    void resume();
    std::unique_ptr<Impl> d_;
};

/// A plain-words hint for a Lua error message, or empty: "did you mean motor?" for an unknown
/// global close to an API name, advice for common syntax errors. The hint is in the user's
/// language (see text()); `lua_message` is Lua's own English message. Exposed for the editor.
std::string hintForError(const std::string& lua_message);

/// Lua's own (English) error message in the user's language when it is one of the common ones
/// (attempt to index/call/compare/... a nil value, 'end' expected, unexpected symbol, ...; see
/// text()); any other message is returned as it is. Without a translation the text is unchanged.
std::string describeLuaMessage(const std::string& lua_message);

/// Levenshtein edit distance between two ASCII strings.
int editDistance(const std::string& a, const std::string& b);

}  // namespace botlab::scripting
