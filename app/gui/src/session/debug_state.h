// SPDX-License-Identifier: GPL-3.0-or-later
// The debugger as the window sees it: breakpoints, the pause (line, variables, call stack,
// watches) and the run's timeline (the robot's path and the printed lines with their times), as
// plain values that the worker thread hands to the GUI thread (QtCore only).
#pragma once

#include <QString>
#include <cstdint>
#include <vector>

namespace botlab::gui {

/// A breakpoint on a 1-based program line; with a condition (Lua expression) it stops only where
/// the condition is true.
struct DebugBreakpoint {
    int line = 0;
    QString condition;  ///< Empty: always stops.
    bool operator==(const DebugBreakpoint&) const = default;
};

/// One variable (or table field) at the pause: its name, Lua type and value as text; a table's
/// fields are its children (to a depth limit).
struct DebugVariable {
    QString name;
    QString type;  ///< "number", "string", "table", "boolean", "function", "nil", ...
    QString text;  ///< The value as shown ("42", "\"left\"", "{3 fields}").
    std::vector<DebugVariable> children;
};

/// A watch expression and its value at the pause (or the error evaluating it).
struct DebugWatch {
    QString expression;
    QString text;
    bool error = false;
};

/// One frame of the call stack: the function and the line it is at, with its locals and upvalues
/// and the watches evaluated in it (its locals and upvalues visible, then the globals).
struct DebugFrame {
    QString function;  ///< "main chunk", "follow", ...
    int line = 0;      ///< 1-based; 0 = unknown.
    std::vector<DebugVariable> locals;
    std::vector<DebugVariable> upvalues;
    std::vector<DebugWatch> watches;
};

/// What a debug command asks the paused (or running) program to do.
enum class DebugCommand {
    Continue,  ///< Run until the next breakpoint (or the end).
    Pause,     ///< Stop at the next line the program runs.
    StepOver,  ///< The next line of this function (calls run through).
    StepInto,  ///< The next line run, inside a called function too.
    StepOut,   ///< The line after the call that called this function.
    StepBack,  ///< The previous line event (rewinds the run to it).
};

/// The program's pause, as the Debug panel shows it.
struct DebugState {
    bool paused = false;  ///< Paused at a line (the simulation holds still).
    int line = 0;         ///< The line about to run (1-based; 0 = none).
    QString reason;       ///< Why it paused ("breakpoint", "step", "error", "pause"), translated.
    double time_s = 0.0;  ///< Simulated time of the pause.
    std::vector<DebugFrame> stack;       ///< Innermost first; empty when not paused at a line.
    std::vector<DebugVariable> globals;  ///< The student's globals (no API tables).
    /// The watches in the innermost frame (on the globals when not paused at a line); each
    /// frame of `stack` has them in that frame.
    std::vector<DebugWatch> watches;
    /// The simulation's state hash while the run holds still (0 while it runs): a rewound
    /// instant has the original run's hash at that instant.
    std::uint64_t state_hash = 0;
};

/// Where the robot was at a simulated time (its first link's origin, world frame, m).
struct PathPoint {
    double time_s = 0.0;
    double x_m = 0.0, y_m = 0.0, z_m = 0.0;
};

/// A line the program printed and when.
struct PrintStamp {
    double time_s = 0.0;
    QString text;
    int event_in_tick = -1;  ///< The print's line event within its control tick (-1: unknown).
};

/// What is known of the run so far (the part of it that was simulated): the time slider's range,
/// the robot's path and the printed lines. (The line events stay on the worker: a busy loop
/// makes millions.)
struct RunTimeline {
    double end_s = 0.0;           ///< The latest simulated time reached by this run.
    std::vector<PathPoint> path;  ///< Every 50 ms of simulated time.
    std::vector<PrintStamp> prints;
};

}  // namespace botlab::gui
