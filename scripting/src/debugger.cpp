// SPDX-License-Identifier: GPL-3.0-or-later
// The Debugger (see debugger.h): the line hook, breakpoints and conditions, stepping, pausing by
// yielding the program's coroutine from the hook, variables as trees and watch expressions.
#include "botlab/scripting/debugger.h"

#include <lua.hpp>

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>

#include "botlab/scripting/text.h"
#include "program_impl.h"
#include "translate_marker.h"

namespace botlab::scripting {

namespace {

constexpr int kMaxChildren = 200;             ///< Table entries shown per table.
constexpr std::size_t kMaxStringShown = 200;  ///< Characters of a string value shown.
constexpr int kEvalInstructions = 200000;     ///< Instruction limit of one evaluation.

void noHook(lua_State*, lua_Debug*) {}

/// Where lua_State keeps the remaining count of its count hook ("hookcount"), as a byte offset
/// from the lua_State pointer; -1 when it was not found. Lua has no API to read it, and a pause
/// from a line hook costs the resumed instruction one more count (luaG_traceexec decrements
/// before it skips the hook it already called), so an exact resume must put the count back.
/// Found once by setting two distinct counts with lua_sethook, which writes basehookcount and
/// hookcount side by side, and looking for the pair in the first bytes of a thread.
std::ptrdiff_t findHookCountOffset() {
    lua_State* L = luaL_newstate();
    if (!L) return -1;
    lua_State* th = lua_newthread(L);
    // sizeof(lua_State) of Lua 5.4 on 64-bit systems is 200 bytes; hookcount is near its end.
    constexpr std::ptrdiff_t kScan = 192;
    auto hits = [&](int v) {
        std::vector<std::ptrdiff_t> out;
        for (std::ptrdiff_t o = 0; o + 8 <= kScan; o += 4) {
            int a = 0, b = 0;
            std::memcpy(&a, reinterpret_cast<const char*>(th) + o, 4);
            std::memcpy(&b, reinterpret_cast<const char*>(th) + o + 4, 4);
            if (a == v && b == v) out.push_back(o + 4);
        }
        return out;
    };
    std::ptrdiff_t found = -1;
    lua_sethook(th, noHook, LUA_MASKCOUNT, 0x35A7C1F3);
    const std::vector<std::ptrdiff_t> first = hits(0x35A7C1F3);
    lua_sethook(th, noHook, LUA_MASKCOUNT, 0x1B2D3E97);
    const std::vector<std::ptrdiff_t> second = hits(0x1B2D3E97);
    if (first.size() == 1 && first == second) found = first.front();
    lua_close(L);
    return found;
}

std::ptrdiff_t hookCountOffset() {
    static const std::ptrdiff_t offset = findHookCountOffset();
    return offset;
}

}  // namespace

namespace detail {

bool readHookCount(lua_State* L, int& count) {
    const std::ptrdiff_t off = hookCountOffset();
    if (off < 0) return false;
    std::memcpy(&count, reinterpret_cast<const char*>(L) + off, sizeof count);
    return true;
}

bool writeHookCount(lua_State* L, int count) {
    const std::ptrdiff_t off = hookCountOffset();
    if (off < 0) return false;
    std::memcpy(reinterpret_cast<char*>(L) + off, &count, sizeof count);
    return true;
}

}  // namespace detail

struct Debugger::Impl {
    explicit Impl(Program::Impl& p_) : p(p_) {}
    Program::Impl& p;

    std::vector<Breakpoint> breakpoints;
    std::vector<unsigned char> bp_line;  ///< 1 at the lines that have a breakpoint.
    std::map<int, std::string> conditions;
    mutable std::map<int, std::string> cond_errors;
    bool pause_on_error = false;

    std::atomic<bool> pause_requested{false};
    enum class StepMode { None, Into, Over, Out };
    StepMode step_mode = StepMode::None;
    int step_depth = 0;
    int pause_at_event = -1;

    DebugState state = DebugState::Running;
    PauseReason reason = PauseReason::None;
    int line = 0;
    std::string error_message;

    std::vector<LineEvent> history;
    std::int64_t dropped = 0;
    std::int64_t cur_step = -1;
    int index_in_tick = 0;
    std::function<void(const LineEvent&)> callback;

    /// The paused program's frames, taken when it paused (a yield from the hook moves the
    /// coroutine's saved position back one instruction, so they are read before it).
    std::vector<StackFrame> frames;
    /// Registry table: frames[level + 1] = {locals = {{name, value}, ...}, upvalues = {...}}.
    int capture_ref = LUA_NOREF;

    lua_State* dbg = nullptr;  ///< Thread for evaluations (anchored in the registry).
    int dbg_ref = LUA_NOREF;
    int compiled_ref = LUA_NOREF;  ///< Registry table: expression text -> compiled function.
    bool in_callback = false;
    bool recording = true;
    lua_State* event_thread = nullptr;  ///< During the line callback: the hooked thread ...
    lua_Debug* event_ar = nullptr;      ///< ... and its hook record (level 0 = the function).

    void pause(PauseReason why, int at_line) {
        state = DebugState::Paused;
        reason = why;
        line = at_line;
        step_mode = StepMode::None;
        pause_at_event = -1;
    }
    void resume() {
        state = DebugState::Running;
        reason = PauseReason::None;
        line = 0;
    }
    /// Resumes a paused program to stop again as `mode` says, counting depth from the current
    /// frame. After a pause on an error there is nothing to step into: it only resumes.
    void startStep(StepMode mode) {
        if (state != DebugState::Paused) return;
        const bool error = reason == PauseReason::Error;
        const int depth = static_cast<int>(studentLevels(p.co).size());
        resume();
        if (error) return;
        step_mode = mode;
        step_depth = depth;
    }

    /// Stack levels of the program's coroutine that run the student's chunk (innermost first).
    std::vector<int> studentLevels(lua_State* th) const {
        std::vector<int> out;
        lua_Debug ar;
        const std::string src = "=" + p.opt.chunk_name;
        for (int level = 0; lua_getstack(th, level, &ar); ++level) {
            if (!lua_getinfo(th, "Sl", &ar)) continue;
            if (ar.currentline > 0 && src == ar.source) out.push_back(level);
        }
        return out;
    }

    // --- values ---
    static std::string numberText(lua_State* L, int idx) {
        char buf[64];
        if (lua_isinteger(L, idx)) {
            std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(lua_tointeger(L, idx)));
            return buf;
        }
        const double v = lua_tonumber(L, idx);
        std::snprintf(buf, sizeof buf, "%.14g", v);
        std::string s = buf;
        if (s.find_first_of(".eEni") == std::string::npos) s += ".0";  // Lua writes 1.0
        return s;
    }

    static std::string keyText(lua_State* L, int idx) {
        switch (lua_type(L, idx)) {
            case LUA_TSTRING:
                return lua_tostring(L, idx);
            case LUA_TNUMBER:
                return "[" + numberText(L, idx) + "]";
            case LUA_TBOOLEAN:
                return lua_toboolean(L, idx) ? "[true]" : "[false]";
            default:
                return std::string("[") + luaL_typename(L, idx) + "]";
        }
    }

    /// The value at `idx` of `L` as a node (tables expanded to `depth` levels).
    VariableNode node(lua_State* L, int idx, std::string name, int depth) const {
        idx = lua_absindex(L, idx);
        VariableNode n;
        n.name = std::move(name);
        n.type = luaL_typename(L, idx);
        switch (lua_type(L, idx)) {
            case LUA_TNIL:
                n.display = "nil";
                break;
            case LUA_TBOOLEAN:
                n.display = lua_toboolean(L, idx) ? "true" : "false";
                break;
            case LUA_TNUMBER:
                n.display = numberText(L, idx);
                break;
            case LUA_TSTRING: {
                std::size_t len = 0;
                const char* s = lua_tolstring(L, idx, &len);
                std::string t(s, std::min(len, kMaxStringShown));
                n.display = "\"" + t + (len > kMaxStringShown ? "...\"" : "\"");
                break;
            }
            case LUA_TTABLE: {
                struct Entry {
                    bool is_int;
                    lua_Integer i;
                    std::string key;
                    VariableNode value;
                };
                std::vector<Entry> entries;
                int count = 0;
                lua_checkstack(L, 4);
                lua_pushnil(L);
                while (lua_next(L, idx) != 0) {
                    ++count;
                    if (depth > 1 && count <= kMaxChildren) {
                        Entry e;
                        e.is_int = lua_isinteger(L, -2) != 0;
                        e.i = e.is_int ? lua_tointeger(L, -2) : 0;
                        e.key = keyText(L, -2);
                        e.value = node(L, -1, e.key, depth - 1);
                        entries.push_back(std::move(e));
                    }
                    lua_pop(L, 1);
                }
                std::stable_sort(entries.begin(), entries.end(),
                                 [](const Entry& a, const Entry& b) {
                                     if (a.is_int != b.is_int) return a.is_int;
                                     if (a.is_int) return a.i < b.i;
                                     return a.key < b.key;
                                 });
                for (Entry& e : entries) n.children.push_back(std::move(e.value));
                n.truncated = count > static_cast<int>(n.children.size());
                n.display = count == 1
                                ? text(QT_TRANSLATE_NOOP("botlab::scripting", "table (1 entry)"))
                                : text(QT_TRANSLATE_NOOP("botlab::scripting", "table (%1 entries)"),
                                       {std::to_string(count)});
                break;
            }
            case LUA_TFUNCTION: {
                lua_Debug ar;
                lua_pushvalue(L, idx);
                if (lua_getinfo(L, ">S", &ar) && ar.linedefined > 0)
                    n.display = text(QT_TRANSLATE_NOOP("botlab::scripting", "function (line %1)"),
                                     {std::to_string(ar.linedefined)});
                else
                    n.display = "function";
                break;
            }
            default:
                n.display = n.type;
                break;
        }
        return n;
    }

    // --- evaluation ---
    /// Compiles `expr` ("return (expr)") once; pushes the function on dbg, or the error text
    /// and returns false.
    bool pushCompiled(const std::string& expr) const {
        lua_State* L = dbg;
        lua_rawgeti(L, LUA_REGISTRYINDEX, compiled_ref);
        if (lua_getfield(L, -1, expr.c_str()) == LUA_TFUNCTION) {
            lua_remove(L, -2);
            return true;
        }
        lua_pop(L, 1);
        const std::string chunk = "return (" + expr + "\n)";
        if (luaL_loadbufferx(L, chunk.data(), chunk.size(), "=watch", "t") != LUA_OK) {
            lua_remove(L, -2);
            return false;
        }
        lua_pushvalue(L, -1);
        lua_setfield(L, -3, expr.c_str());
        lua_remove(L, -2);
        return true;
    }

    /// Pushes on dbg the list `field` ("locals" / "upvalues") of captured frame `level`, or nil.
    void pushCaptured(int level, const char* field) const {
        lua_State* L = dbg;
        const int top = lua_gettop(L);
        lua_rawgeti(L, LUA_REGISTRYINDEX, capture_ref);
        if (level < 0 || lua_type(L, -1) != LUA_TTABLE ||
            lua_rawgeti(L, -1, level + 1) != LUA_TTABLE) {
            lua_settop(L, top);
            lua_pushnil(L);
            return;
        }
        lua_getfield(L, -1, field);
        lua_replace(L, -3);
        lua_pop(L, 1);
    }

    /// Captures th's student frames (call at the moment of the pause).
    void capture(lua_State* th) {
        frames.clear();
        lua_State* L = dbg;
        lua_settop(L, 0);
        lua_newtable(L);  // 1: the frames
        const std::vector<int> levels = studentLevels(th);
        lua_checkstack(th, 4);
        // Appends {name, the value on top of th (moved)} as item n of the list on top of L.
        const auto appendNamed = [L, th](const char* name, int n) {
            lua_createtable(L, 2, 0);
            lua_pushstring(L, name);
            lua_rawseti(L, -2, 1);
            lua_xmove(th, L, 1);
            lua_rawseti(L, -2, 2);
            lua_rawseti(L, -2, n);
        };
        for (std::size_t k = 0; k < levels.size(); ++k) {
            lua_Debug ar;
            if (!lua_getstack(th, levels[k], &ar) || !lua_getinfo(th, "Sln", &ar)) continue;
            StackFrame f;
            f.level = static_cast<int>(frames.size());
            f.line = ar.currentline;
            if (ar.name)
                f.function = ar.name;
            else if (std::strcmp(ar.what, "main") == 0)
                f.function = text(QT_TRANSLATE_NOOP("botlab::scripting", "main chunk"));
            else
                f.function = "?";
            lua_newtable(L);  // the frame
            lua_newtable(L);  // locals
            int n = 0;
            for (int i = 1;; ++i) {
                const char* name = lua_getlocal(th, &ar, i);
                if (!name) break;
                if (name[0] == '(') {
                    lua_pop(th, 1);
                    continue;
                }
                appendNamed(name, ++n);
            }
            lua_setfield(L, -2, "locals");
            lua_newtable(L);  // upvalues
            n = 0;
            if (lua_getinfo(th, "f", &ar)) {
                for (int i = 1;; ++i) {
                    const char* name = lua_getupvalue(th, -1, i);
                    if (!name) break;
                    if (std::strcmp(name, "_ENV") == 0 || name[0] == '\0') {
                        lua_pop(th, 1);
                        continue;
                    }
                    appendNamed(name, ++n);
                }
                lua_pop(th, 1);
            }
            lua_setfield(L, -2, "upvalues");
            lua_rawseti(L, 1, static_cast<lua_Integer>(frames.size()) + 1);
            frames.push_back(std::move(f));
        }
        lua_rawseti(L, LUA_REGISTRYINDEX, capture_ref);
        lua_settop(L, 0);
    }

    /// The captured pairs of frame `level`'s `field` as nodes.
    std::vector<VariableNode> captured(int level, const char* field, int depth) const {
        std::vector<VariableNode> out;
        lua_State* L = dbg;
        lua_settop(L, 0);
        pushCaptured(level, field);
        if (lua_type(L, 1) == LUA_TTABLE) {
            const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, 1));
            for (lua_Integer i = 1; i <= n; ++i) {
                lua_rawgeti(L, 1, i);
                lua_rawgeti(L, -1, 1);
                const std::string name = lua_tostring(L, -1);
                lua_pop(L, 1);
                lua_rawgeti(L, -1, 2);
                out.push_back(node(L, -1, name, depth));
                lua_pop(L, 2);
            }
        }
        lua_settop(L, 0);
        return out;
    }

    /// Pushes on dbg the environment of captured frame `level` (-1 = the globals only): a table
    /// with the frame's upvalues and locals (later ones shadow earlier), falling back on _G.
    void pushEnv(int level) const {
        lua_State* L = dbg;
        lua_newtable(L);
        const int env = lua_gettop(L);
        for (const char* field : {"upvalues", "locals"}) {
            if (level < 0) break;
            pushCaptured(level, field);
            if (lua_type(L, -1) == LUA_TTABLE) {
                const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, -1));
                for (lua_Integer i = 1; i <= n; ++i) {
                    lua_rawgeti(L, -1, i);
                    lua_rawgeti(L, -1, 1);
                    lua_rawgeti(L, -2, 2);
                    lua_rawset(L, env);
                    lua_pop(L, 1);
                }
            }
            lua_pop(L, 1);
        }
        lua_newtable(L);  // metatable: read through to the globals
        lua_pushglobaltable(L);
        lua_setfield(L, -2, "__index");
        lua_setmetatable(L, env);
    }

    static void evalHook(lua_State* L, lua_Debug*) {
        const detail::ErrorText e(text(QT_TRANSLATE_NOOP(
            "botlab::scripting", "the expression ran too long (an endless loop?)")));
        luaL_error(L, "%s", e.c_str());
    }

    /// Runs `expr` at level `level` of th (-1: globals). On success pushes the value on dbg and
    /// returns true; else sets `err`.
    bool run(const std::string& expr, int level, std::string& err) const {
        lua_State* L = dbg;
        lua_settop(L, 0);
        if (!pushCompiled(expr)) {
            err = lua_tostring(L, -1) ? lua_tostring(L, -1) : "syntax error";
            lua_settop(L, 0);
            return false;
        }
        pushEnv(level);
        if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
        // Leave the program's budgets and guards as they were (evaluation is not the program).
        const std::size_t alloc = p.alloc_tick_bytes;
        const unsigned calls = p.calls_since_clock;
        const auto tick_start = p.tick_start;
        p.tick_start = std::chrono::steady_clock::now();
        lua_sethook(L, evalHook, LUA_MASKCOUNT, kEvalInstructions);
        const int st = lua_pcall(L, 0, 1, 0);
        lua_sethook(L, nullptr, 0, 0);
        p.alloc_tick_bytes = alloc;
        p.calls_since_clock = calls;
        p.tick_start = tick_start;
        if (st != LUA_OK) {
            err = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "error";
            if (err.rfind("watch:", 0) == 0) {  // "watch:1: msg" -> "msg"
                const std::size_t c = err.find(':', 6);
                if (c != std::string::npos) err = err.substr(c + 1);
                if (!err.empty() && err[0] == ' ') err.erase(0, 1);
            }
            lua_settop(L, 0);
            return false;
        }
        return true;
    }

    void setBreakpoints(std::vector<Breakpoint> bps) {
        breakpoints = std::move(bps);
        bp_line.clear();
        conditions.clear();
        cond_errors.clear();
        for (const Breakpoint& b : breakpoints) {
            if (b.line <= 0) continue;
            if (static_cast<std::size_t>(b.line) >= bp_line.size())
                bp_line.resize(static_cast<std::size_t>(b.line) + 1, 0);
            bp_line[static_cast<std::size_t>(b.line)] = 1;
            if (b.condition.find_first_not_of(" \t\r\n") != std::string::npos) {
                conditions[b.line] = b.condition;
                if (!pushCompiled(b.condition)) cond_errors[b.line] = lua_tostring(dbg, -1);
                lua_settop(dbg, 0);
            }
        }
    }

    /// Whether the breakpoint on `at_line` stops here (hook of th, frame level 0).
    bool breakpointHolds(lua_State* th, int at_line) {
        (void)th;
        if (static_cast<std::size_t>(at_line) >= bp_line.size() ||
            !bp_line[static_cast<std::size_t>(at_line)])
            return false;
        const auto c = conditions.find(at_line);
        if (c == conditions.end()) return true;
        std::string err;
        capture(th);
        if (!run(c->second, 0, err)) {
            cond_errors[at_line] = err;
            return false;
        }
        const bool holds = lua_toboolean(dbg, -1) != 0;
        lua_settop(dbg, 0);
        cond_errors.erase(at_line);
        return holds;
    }

    void onLine(lua_State* L, lua_Debug* ar) {
        if (!lua_getinfo(L, "S", ar)) return;
        if (std::strcmp(ar->source + 1, p.opt.chunk_name.c_str()) != 0 || ar->source[0] != '=')
            return;  // the prelude's lines are not the student's
        const std::int64_t step = p.sim.stepCount();
        if (step != cur_step) {
            cur_step = step;
            index_in_tick = 0;
        }
        const LineEvent ev{step, ar->currentline, index_in_tick++};
        if (recording) {
            if (history.size() >= Debugger::kMaxHistory) {
                const std::size_t half = history.size() / 2;
                history.erase(history.begin(), history.begin() + static_cast<std::ptrdiff_t>(half));
                dropped += static_cast<std::int64_t>(half);
            }
            history.push_back(ev);
        }
        if (recording && callback && !in_callback) {
            in_callback = true;
            event_thread = L;
            event_ar = ar;
            callback(ev);
            event_thread = nullptr;
            event_ar = nullptr;
            in_callback = false;
        }
        if (state == DebugState::Paused) return;
        if (L != p.co || !lua_isyieldable(L)) return;  // cannot pause here (see debugger.h)

        std::optional<PauseReason> why;
        if (pause_requested.exchange(false)) {
            why = PauseReason::PauseRequest;
        } else if (pause_at_event >= 0 && ev.index_in_tick == pause_at_event) {
            why = PauseReason::Event;
        } else if (step_mode == StepMode::Into) {
            why = PauseReason::Step;
        } else if (step_mode == StepMode::Over || step_mode == StepMode::Out) {
            const int depth = static_cast<int>(studentLevels(L).size());
            if (step_mode == StepMode::Over ? depth <= step_depth : depth < step_depth)
                why = PauseReason::Step;
        }
        if (!why && breakpointHolds(L, ev.line)) why = PauseReason::Breakpoint;
        if (!why) return;
        if (lua_status(L) == LUA_YIELD) {
            // The instruction budget yields at this very instruction: the line runs in the
            // next tick, so the pause is there (Program::tick holds it before resuming).
            capture(L);
            p.deferred_pause = true;
            p.deferred_reason = *why;
            p.deferred_line = ev.line;
            step_mode = StepMode::None;
            pause_at_event = -1;
            return;
        }
        capture(L);
        pause(*why, ev.line);
        p.debug_mid_tick = true;
        p.paused_hook_count = 0;
        if (!detail::readHookCount(L, p.paused_hook_count)) p.paused_hook_count = 0;
        lua_yield(L, 0);
    }
};

namespace detail {

void debugHook(lua_State* L, lua_Debug* ar) {
    if (ar->event == LUA_HOOKCOUNT) {
        countHook(L, ar);
        return;
    }
    if (ar->event != LUA_HOOKLINE) return;
    Program::Impl& p = impl(L);
    if (p.debugger) p.debugger->impl().onLine(L, ar);
}

void debuggerHoldDeferred(Program::Impl& p) {
    Debugger::Impl& d = p.debugger->impl();
    d.pause(p.deferred_reason, p.deferred_line);
    p.deferred_pause = false;
}

void debuggerPauseOnError(Program::Impl& p, int status, int line, const std::string& message) {
    Debugger::Impl& d = p.debugger->impl();
    d.capture(p.co);
    d.pause(PauseReason::Error, line);
    d.error_message = message;
    p.pending_error = status;
}

void debuggerTickEnded(Program::Impl& p) {
    Debugger::Impl& d = p.debugger->impl();
    if (d.state == DebugState::Running) d.pause_at_event = -1;
}

}  // namespace detail

Debugger::Debugger(Program& program) : d_(std::make_unique<Impl>(program.implForDebugger())) {
    lua_State* L = d_->p.L;
    d_->dbg = lua_newthread(L);
    d_->dbg_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_newtable(L);
    d_->compiled_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_newtable(L);
    d_->capture_ref = luaL_ref(L, LUA_REGISTRYINDEX);
}

Debugger::~Debugger() = default;

void Debugger::setBreakpoints(std::vector<Breakpoint> breakpoints) {
    d_->setBreakpoints(std::move(breakpoints));
}
const std::vector<Breakpoint>& Debugger::breakpoints() const {
    return d_->breakpoints;
}
void Debugger::setPauseOnError(bool on) {
    d_->pause_on_error = on;
}
bool Debugger::pauseOnError() const {
    return d_->pause_on_error;
}
DebugSettings Debugger::settings() const {
    return DebugSettings{d_->breakpoints, d_->pause_on_error};
}
void Debugger::applySettings(const DebugSettings& settings) {
    setBreakpoints(settings.breakpoints);
    setPauseOnError(settings.pause_on_error);
}
std::string Debugger::conditionError(int line) const {
    const auto it = d_->cond_errors.find(line);
    return it == d_->cond_errors.end() ? std::string() : it->second;
}

void Debugger::requestPause() {
    d_->pause_requested.store(true);
}
void Debugger::continueRun() {
    if (d_->state != DebugState::Paused) return;
    d_->step_mode = Impl::StepMode::None;
    d_->resume();
}
void Debugger::stepInto() {
    d_->startStep(Impl::StepMode::Into);
}
void Debugger::stepOver() {
    d_->startStep(Impl::StepMode::Over);
}
void Debugger::stepOut() {
    d_->startStep(Impl::StepMode::Out);
}
void Debugger::holdBetweenTicks() {
    Impl& d = *d_;
    Program::Impl& p = d.p;
    if (d.state == DebugState::Paused || p.state != ProgramState::Running || !p.co ||
        p.deferred_pause || p.debug_mid_tick || p.pending_error != LUA_OK ||
        lua_status(p.co) != LUA_YIELD)
        return;
    const int line = d.history.empty() ? p.userLineFromStack(p.co) : d.history.back().line;
    d.capture(p.co);
    d.pause(PauseReason::Event, line);
}
void Debugger::pauseAtEvent(int index_in_tick) {
    d_->pause_at_event = index_in_tick;
}

DebugState Debugger::state() const {
    return d_->state;
}
PauseReason Debugger::reason() const {
    return d_->reason;
}
int Debugger::pausedLine() const {
    return d_->state == DebugState::Paused ? d_->line : 0;
}
const std::string& Debugger::errorMessage() const {
    return d_->error_message;
}

std::vector<StackFrame> Debugger::callStack() const {
    if (!isPaused()) return {};
    return d_->frames;
}

std::vector<VariableNode> Debugger::locals(int level, int depth) const {
    if (!isPaused()) return {};
    std::vector<VariableNode> out = d_->captured(level, "locals", depth);
    // A later local of the same name shadows an earlier one: keep the last.
    std::vector<VariableNode> unique;
    for (auto it = out.rbegin(); it != out.rend(); ++it)
        if (std::none_of(unique.begin(), unique.end(),
                         [&](const VariableNode& u) { return u.name == it->name; }))
            unique.push_back(std::move(*it));
    std::reverse(unique.begin(), unique.end());
    return unique;
}

std::vector<VariableNode> Debugger::upvalues(int level, int depth) const {
    if (!isPaused()) return {};
    return d_->captured(level, "upvalues", depth);
}

std::vector<VariableNode> Debugger::globals(int depth) const {
    std::vector<VariableNode> out;
    lua_State* L = d_->dbg;
    lua_settop(L, 0);
    lua_rawgeti(L, LUA_REGISTRYINDEX, d_->p.builtins_ref);  // 1: the sandbox's own globals
    lua_pushglobaltable(L);                                 // 2
    lua_pushnil(L);
    while (lua_next(L, 2) != 0) {
        if (lua_type(L, -2) == LUA_TSTRING) {
            lua_pushvalue(L, -2);
            lua_rawget(L, 1);
            const bool own = lua_rawequal(L, -1, -2) != 0;
            lua_pop(L, 1);
            if (!own) out.push_back(d_->node(L, -1, lua_tostring(L, -2), depth));
        }
        lua_pop(L, 1);
    }
    lua_settop(L, 0);
    std::sort(out.begin(), out.end(),
              [](const VariableNode& a, const VariableNode& b) { return a.name < b.name; });
    return out;
}

WatchResult Debugger::evaluate(const std::string& expression, int level, int depth) const {
    WatchResult r;
    const int at =
        isPaused() && level >= 0 && level < static_cast<int>(d_->frames.size()) ? level : -1;
    std::string err;
    if (!d_->run(expression, at, err)) {
        r.error = err;
        return r;
    }
    r.ok = true;
    r.value = d_->node(d_->dbg, -1, expression, depth);
    lua_settop(d_->dbg, 0);
    return r;
}

std::vector<std::optional<VariableNode>> Debugger::valuesAtEvent(
    const std::vector<std::string>& names, int depth) const {
    std::vector<std::optional<VariableNode>> out(names.size());
    lua_State* th = d_->event_thread;
    lua_Debug* ar = d_->event_ar;
    if (!th || !ar) return out;
    lua_State* L = d_->dbg;
    lua_settop(L, 0);
    lua_newtable(L);  // 1: name -> value, globals first, then upvalues, then locals (shadowing)
    lua_pushglobaltable(L);
    for (std::size_t k = 0; k < names.size(); ++k) {
        lua_getfield(L, 2, names[k].c_str());
        lua_setfield(L, 1, names[k].c_str());
    }
    lua_pop(L, 1);
    lua_checkstack(th, 3);
    auto wanted = [&](const char* name) {
        return std::find(names.begin(), names.end(), name) != names.end();
    };
    if (lua_getinfo(th, "f", ar)) {
        for (int i = 1;; ++i) {
            const char* name = lua_getupvalue(th, -1, i);
            if (!name) break;
            if (!wanted(name)) {
                lua_pop(th, 1);
                continue;
            }
            lua_xmove(th, L, 1);
            lua_setfield(L, 1, name);
        }
        lua_pop(th, 1);
    }
    for (int i = 1;; ++i) {
        const char* name = lua_getlocal(th, ar, i);
        if (!name) break;
        if (!wanted(name)) {
            lua_pop(th, 1);
            continue;
        }
        lua_xmove(th, L, 1);
        lua_setfield(L, 1, name);
    }
    for (std::size_t k = 0; k < names.size(); ++k) {
        if (lua_getfield(L, 1, names[k].c_str()) != LUA_TNIL)
            out[k] = d_->node(L, -1, names[k], depth);
        lua_pop(L, 1);
    }
    lua_settop(L, 0);
    return out;
}

void Debugger::setRecording(bool on) {
    d_->recording = on;
}
bool Debugger::recording() const {
    return d_->recording;
}
bool Debugger::needsLineHook() const {
    return d_->recording || !d_->breakpoints.empty() || d_->step_mode != Impl::StepMode::None ||
           d_->pause_at_event >= 0 || d_->pause_requested.load() || d_->state == DebugState::Paused;
}

const std::vector<LineEvent>& Debugger::history() const {
    return d_->history;
}
std::int64_t Debugger::historyDropped() const {
    return d_->dropped;
}
void Debugger::setLineCallback(std::function<void(const LineEvent&)> callback) {
    d_->callback = std::move(callback);
}

}  // namespace botlab::scripting
