// SPDX-License-Identifier: GPL-3.0-or-later
// The Program: compiles the student's text into a coroutine of the sandbox (sandbox.cpp) with
// the student API (api_bindings.cpp), runs it one control tick at a time, and keeps its state and
// its error (see program.h).
#include "botlab/scripting/program.h"

#include <lua.hpp>

#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <string>

#include "botlab/scripting/text.h"
#include "botlab/sim/legged/legged.h"
#include "program_impl.h"
#include "translate_marker.h"

namespace botlab::scripting {

void Program::Impl::stopActuators() {
    const sim::RobotModel& m = model();
    for (int i = 0; i < static_cast<int>(m.motors.size()); ++i) sim.setMotorCommand(robot, i, 0.0);
    for (int i = 0; i < static_cast<int>(m.fans.size()); ++i) sim.setFanCommand(robot, i, 0.0);
    if (legs) legs->stand();
}

void Program::Impl::finish(ProgramState st, std::optional<ProgramError> err) {
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
        emit(ConsoleKind::Info, text(QT_TRANSLATE_NOOP("botlab::scripting", "Program finished.")));
    } else if (st == ProgramState::Stopped) {
        emit(ConsoleKind::Info, text(QT_TRANSLATE_NOOP("botlab::scripting", "Program stopped.")));
    }
}

bool Program::Impl::setup(const std::string& source) {
    L = detail::openSandbox(*this);
    if (!L) {
        finish(
            ProgramState::Failed,
            ProgramError{
                text(QT_TRANSLATE_NOOP("botlab::scripting", "could not create the Lua state")), 0});
        return false;
    }
    if (!detail::registerStudentApi(L)) return false;
    detail::mapDevices(*this);
    // The sandbox's own globals, so that a debugger shows only the student's (registry only).
    lua_newtable(L);
    lua_pushglobaltable(L);
    lua_pushnil(L);
    while (lua_next(L, -2) != 0) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, -5);
    }
    lua_pop(L, 1);
    builtins_ref = luaL_ref(L, LUA_REGISTRYINDEX);

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
        raw = detail::memoryMessage(opt.memory_limit_bytes);
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
    if (d.debugger) {
        if (d.deferred_pause) detail::debuggerHoldDeferred(d);
        if (d.debugger->isPaused()) return;  // held before a line until continued
        if (d.pending_error != LUA_OK) {     // pause on error, continued: the program fails
            const int st = d.pending_error;
            d.pending_error = LUA_OK;
            d.handleResumeError(st);
            return;
        }
        if (d.debug_mid_tick) {
            // Continue the paused tick with the rest of its instruction budget (no new hook).
            d.debug_mid_tick = false;
            d.tick_start = std::chrono::steady_clock::now();
            // Resuming re-runs the paused instruction's count: give it back, so the tick ends
            // at the very instruction it would have ended at without the pause.
            if (d.paused_hook_count <= 0 ||
                !detail::writeHookCount(d.co, d.paused_hook_count + 1)) {
                d.rearm_pending = true;  // inexact fallback: a new budget
                lua_sethook(d.co, detail::debugHook, LUA_MASKCOUNT | LUA_MASKLINE, 1);
            }
            resume();
            return;
        }
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
            if (err > detail::kServoTolerance_rad && step < d.wake_step) return;
            break;
        }
    }
    d.wait_kind = Impl::WaitKind::None;
    d.tick_start = std::chrono::steady_clock::now();
    // The hook first counts one instruction, and its first count event re-arms it with the
    // tick's budget (countHook). Lua's traceexec keeps a "hook yielded" mark on the function that
    // the budget paused until the next count event (skipping that one) unless a line hook is on:
    // starting every tick with a count event clears the mark the same way with and without a
    // debugger, so both give each tick exactly its budget and the same run.
    d.rearm_pending = true;
    if (d.debugger)
        lua_sethook(d.co, detail::debugHook, LUA_MASKCOUNT | LUA_MASKLINE, 1);
    else
        lua_sethook(d.co, detail::countHook, LUA_MASKCOUNT, 1);
    d.alloc_tick_bytes = 0;
    resume();
}

void Program::resume() {
    Impl& d = *d_;
    int nres = 0;
    d.in_tick = true;
    const int status = lua_resume(d.co, d.L, 0, &nres);
    d.in_tick = false;
    if (status == LUA_YIELD) {
        lua_pop(d.co, nres);
        if (d.debugger && !d.debugger->isPaused()) detail::debuggerTickEnded(d);
        return;
    }
    if (status == LUA_OK) {
        d.finish(ProgramState::Finished);
        return;
    }
    if (d.debugger && d.debugger->pauseOnError() && !d.killed && status == LUA_ERRRUN) {
        const int line = d.userLineFromStack(d.co);
        const std::string raw =
            lua_type(d.co, -1) == LUA_TSTRING ? lua_tostring(d.co, -1) : std::string();
        detail::debuggerPauseOnError(d, status, line, d.makeError(raw, line).message);
        return;
    }
    d.handleResumeError(status);
}

Debugger& Program::enableDebugger() {
    if (!d_->debugger) d_->debugger = std::make_unique<Debugger>(*this);
    return *d_->debugger;
}
Debugger* Program::debugger() {
    return d_->debugger.get();
}
const Debugger* Program::debugger() const {
    return d_->debugger.get();
}
bool Program::debugPaused() const {
    return d_->debugger && d_->debugger->isPaused();
}
int Program::currentLine() const {
    const Impl& d = *d_;
    if (d.state != ProgramState::Running || !d.co) return 0;
    if (d.debugger && d.debugger->isPaused()) return d.debugger->pausedLine();
    if (d.deferred_pause) return d.deferred_line;
    if (lua_status(d.co) != LUA_YIELD) return 0;
    // With a debugger the last line event is exact (a yield from a hook leaves the coroutine's
    // position one instruction back, which can be the previous line).
    if (d.debugger && !d.debugger->history().empty()) return d.debugger->history().back().line;
    return d.userLineFromStack(d.co);
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
std::int64_t Program::waitCalls() const {
    return d_->wait_calls;
}
std::size_t Program::memoryUsedBytes() const {
    return d_->mem_used;
}

std::optional<ColourName> Program::blobColourAsked(int sensor) const {
    if (sensor < 0 || sensor >= static_cast<int>(d_->blob_asked.size())) return std::nullopt;
    return d_->blob_asked[static_cast<std::size_t>(sensor)];
}

ReadingOffsets Program::readingOffsets() const {
    ReadingOffsets o;
    o.gyro_angle_rad = d_->offsets.gyro_angle_rad;
    return o;
}

}  // namespace botlab::scripting
