// SPDX-License-Identifier: GPL-3.0-or-later
// Debugger: breakpoints, stepping, variables and watches for one Program (issue 25). No Qt.
//
// How it works: Program::enableDebugger() installs one hook on the program's coroutine with
// LUA_MASKLINE | LUA_MASKCOUNT (the count part keeps the instruction budget and the guards exactly
// as without a debugger; see program.h). The line part records every line event of the student's
// chunk (LineEvent: the step it happened in and the line) and, when a breakpoint's line is reached
// (its condition true), a step ends, or a pause was requested, yields the coroutine from the hook
// (Lua 5.4 lets a line hook yield): Program::tick() returns with the program paused at that line
// (isPaused()), and the one who steps the simulation does not step it until continueRun() /
// step*(), so sensors and the robot hold still. The next tick() resumes exactly where it paused,
// with the rest of the tick's instruction budget, so a run with pauses computes exactly what the
// same run without them does (same commands, same state hash).
//
// Invisible to student code: the debug library stays closed, the hook is set from C, the
// debugger's Lua objects (its evaluation thread, compiled conditions, the list of the sandbox's
// own globals) live in the registry under keys no sandbox function reaches.
//
// Pausing is possible only in the program's main coroutine outside library calls that call back
// into Lua (table.sort's order function, a student coroutine): line events there are recorded,
// but a breakpoint there does not stop (documented limitation).
//
// Threads: every member is called on the thread that ticks the Program, except requestPause(),
// which is safe from any thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace botlab::scripting {

class Program;

/// A breakpoint: stop before line `line` (1-based) of the program runs, when `condition` (a Lua
/// expression, may be empty = always) is true there. The condition sees the paused frame's locals
/// and upvalues and the program's globals and API ("line.read(2) < 30"); it is compiled once. An
/// error in it (syntax or at run time) does not stop the program: conditionError() tells it.
struct Breakpoint {
    int line = 0;
    std::string condition;
};

/// The debugger's settings that survive a new run (SimulationRunner copies them to the program
/// of the next run).
struct DebugSettings {
    std::vector<Breakpoint> breakpoints;
    /// Pause at the line of a runtime error (with the locals there) instead of ending at once.
    bool pause_on_error = false;
};

/// Whether the program runs or waits for the user.
enum class DebugState {
    Running,  ///< Running (or waiting in wait(): that is not a debug pause).
    Paused,   ///< Stopped before a line: tick() does nothing until continueRun() / step*().
};

/// Why the program is paused.
enum class PauseReason {
    None,          ///< Not paused.
    Breakpoint,    ///< A breakpoint's line (its condition true).
    Step,          ///< A step (over, into, out) ended.
    PauseRequest,  ///< requestPause().
    Error,         ///< A runtime error (pause_on_error); continuing ends the program as failed.
    Event,         ///< pauseAtEvent(): the Rewinder stopped at a chosen line event.
};

/// One line event: the program reached `line` (1-based) of the student's chunk during the control
/// tick that runs before physics step `step` (so at simulated time step * step_s).
struct LineEvent {
    std::int64_t step = 0;
    int line = 0;
    /// Index of this event among the events of its tick (0 = the first line of that tick).
    int index_in_tick = 0;
};

/// A value of the program shown as a tree: a table's entries are children (to a depth limit).
struct VariableNode {
    std::string name;     ///< Variable name, or the table key as Lua writes it ("x", "[3]").
    std::string type;     ///< Lua type name: "number", "string", "table", "function", ...
    std::string display;  ///< The value as text: 12.5, "text" (quoted), true, table (3 entries).
    std::vector<VariableNode> children;  ///< Table entries (sorted: array part, then by key text).
    /// True when the table has entries that are not in `children` (depth or count limit).
    bool truncated = false;
};

/// A frame of the call stack of the paused program (innermost first).
struct StackFrame {
    int level = 0;         ///< 0 = the innermost frame of the student's code.
    std::string function;  ///< Function name as Lua knows it ("turn", "main chunk", "?").
    int line = 0;          ///< Current line of that frame (1-based).
};

/// A watch expression's value, or why it has none.
struct WatchResult {
    bool ok = false;
    VariableNode value;  ///< When ok (name = the expression).
    std::string error;   ///< When not ok: Lua's message (syntax or runtime error).
};

/// The debugger of one Program; made and owned by the Program (Program::enableDebugger()).
class Debugger {
public:
    explicit Debugger(Program& program);
    ~Debugger();
    Debugger(const Debugger&) = delete;
    Debugger& operator=(const Debugger&) = delete;

    // --- Settings ---
    /// Replaces the breakpoints (takes effect at the next line event; conditions are compiled
    /// now: a syntax error is reported by conditionError(line)).
    void setBreakpoints(std::vector<Breakpoint> breakpoints);
    const std::vector<Breakpoint>& breakpoints() const;
    void setPauseOnError(bool on);
    bool pauseOnError() const;
    DebugSettings settings() const;
    void applySettings(const DebugSettings& settings);
    /// The last error of the condition of the breakpoint on `line` (empty: none).
    std::string conditionError(int line) const;

    // --- Control ---
    /// Pause at the next line event of the student's code; safe from any thread.
    void requestPause();
    /// Resume: the next tick() runs on from the paused line.
    void continueRun();
    /// Resume and pause at the next line at the same or an outer call depth.
    void stepOver();
    /// Resume and pause at the next line (entering called functions).
    void stepInto();
    /// Resume and pause at the next line of an outer call depth (after the function returns).
    void stepOut();
    /// Holds a program that stands between ticks (inside wait(), or its tick over) where it is:
    /// paused (reason Event) with the variables and call stack of its suspended code and its
    /// current line, so a display shows them at that instant (the Rewinder's seek to an instant
    /// without a line event). continueRun() goes on exactly as if it had not been held. Does
    /// nothing when already paused, or when the program is over, not started or inside a tick.
    void holdBetweenTicks();
    /// Pause before the `index_in_tick`-th line event (0-based) of the next tick that runs
    /// (used by the Rewinder to stop at one line event of a tick). -1 clears it.
    void pauseAtEvent(int index_in_tick);

    // --- State ---
    DebugState state() const;
    bool isPaused() const { return state() == DebugState::Paused; }
    PauseReason reason() const;
    /// The line the program is paused at (the line about to run; for Error the error's line);
    /// 0 when not paused.
    int pausedLine() const;
    /// Error message when paused by an error.
    const std::string& errorMessage() const;

    // --- Variables at the pause (empty when not paused) ---
    /// Call stack of the student's code, innermost first.
    std::vector<StackFrame> callStack() const;
    /// Locals visible at frame `level` (loop variables included; Lua's temporaries left out), in
    /// declaration order; tables expanded to `depth` levels (1 = the value itself only).
    std::vector<VariableNode> locals(int level = 0, int depth = 3) const;
    /// Upvalues of the function of frame `level` (without _ENV).
    std::vector<VariableNode> upvalues(int level = 0, int depth = 3) const;
    /// The student's globals: every global whose value is not the sandbox's own (the API tables
    /// and library functions are left out unless the program replaced them), sorted by name.
    /// Also available while running (between ticks).
    std::vector<VariableNode> globals(int depth = 3) const;
    /// Evaluates a Lua expression at frame `level` of the pause (the index into callStack(),
    /// 0 = innermost; a watch shown for the frame the user picked in the call stack): that
    /// frame's locals, then the upvalues of its function, then the globals are visible, each
    /// hiding the next by name. Not paused, or `level` out of range: on the globals only.
    /// Read-only intent: assignments in it go to a scratch table. Runs under an instruction
    /// limit; errors are text (ok false).
    WatchResult evaluate(const std::string& expression, int level = 0, int depth = 3) const;

    // --- History ---
    /// Every line event of the run so far (at most kMaxHistory; then the oldest half is dropped
    /// and historyDropped() counts them).
    const std::vector<LineEvent>& history() const;
    std::int64_t historyDropped() const;
    static constexpr std::size_t kMaxHistory = std::size_t{2} * 1024 * 1024;
    /// Called at every line event of the student's chunk (after it is recorded, before a pause),
    /// on the ticking thread; it may call globals()/evaluate(). Used by botlab-run --trace.
    void setLineCallback(std::function<void(const LineEvent&)> callback);
    /// Whether line events are recorded (history and callback); on by default. Off, and with no
    /// breakpoint, step or pause asked for, the program runs without the line hook from its next
    /// tick (no cost), exactly as without a debugger; pauses and breakpoints turn it on again.
    void setRecording(bool on);
    bool recording() const;
    /// Whether the program's next tick needs the line hook (see setRecording).
    bool needsLineHook() const;

    /// Only inside the line callback: the values of `names` at that line event, each looked up
    /// among the locals of the running function, then its upvalues, then the globals (nullopt:
    /// no such variable, or a nil value). Tables are shown to `depth` levels.
    std::vector<std::optional<VariableNode>> valuesAtEvent(const std::vector<std::string>& names,
                                                           int depth = 1) const;

    struct Impl;
    Impl& impl() { return *d_; }

private:
    std::unique_ptr<Impl> d_;
};

}  // namespace botlab::scripting
