// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox: the Lua state of a Program with its capped allocator, the count hook (instruction
// budget, Stop, recursion and wall-clock guards), the protected-call wrappers that let no guard
// be caught, and the restricted libraries (see program.h and README.md).
#include <lua.hpp>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <utility>

#include "botlab/scripting/text.h"
#include "pattern_guard.h"
#include "program_impl.h"
#include "translate_marker.h"

namespace botlab::scripting::detail {

namespace {

constexpr std::size_t kMaxRepBytes = std::size_t{16} * 1024 * 1024;
constexpr int kMaxCallDepth = 20000;  ///< Nested Lua calls before "too deep recursion".

std::string stoppedMessage();

void* sandboxAlloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize) {
    auto* d = static_cast<Program::Impl*>(ud);
    const std::size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        std::free(ptr);
        d->mem_used -= old;
        return nullptr;
    }
    if (nsize > old) {
        if (d->mem_used - old + nsize > d->opt.memory_limit_bytes) return nullptr;
        d->alloc_tick_bytes += nsize - old;
        // Stop reaches a program inside a long C call or string operation at its next
        // allocation: the refusal raises a memory error that the sandbox's pcall re-raises.
        if (d->in_tick && (d->killed || d->stop_requested.load(std::memory_order_relaxed))) {
            if (!d->killed) d->kill(ProgramState::Stopped, stoppedMessage());
            return nullptr;
        }
    }
    void* p = std::realloc(ptr, nsize);
    if (p) d->mem_used = d->mem_used - old + nsize;
    return p;
}

std::string stoppedMessage() {
    return text(QT_TRANSLATE_NOOP("botlab::scripting", "the program was stopped"));
}

std::string wallClockMessage(double limit_s) {
    return text(QT_TRANSLATE_NOOP("botlab::scripting",
                                  "the program ran for more than %1 s without letting the "
                                  "simulation move (inside a library call such as table.sort "
                                  "or string.gsub, or inside your own coroutine); use wait() "
                                  "so time can pass"),
                {numberText(limit_s)});
}

[[noreturn]] void raiseKill(lua_State* L) {
    Program::Impl& d = impl(L);
    lua_pushstring(L, d.kill_message.c_str());
    lua_error(L);
    std::abort();  // not reached
}

}  // namespace

void countHook(lua_State* L, lua_Debug*) {
    Program::Impl& d = impl(L);
    if (d.killed) {
        lua_sethook(L, countHook, LUA_MASKCOUNT, 1);
        raiseKill(L);
    }
    if (d.stop_requested.load(std::memory_order_relaxed)) {
        d.kill(ProgramState::Stopped, stoppedMessage());
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
    if (L == d.co && d.rearm_pending) {
        // The tick's first count event (see Program::tick): the budget starts now.
        d.rearm_pending = false;
        lua_sethook(L, lua_gethook(L), lua_gethookmask(L), d.opt.instructions_per_tick);
        return;
    }
    if (L == d.co && lua_isyieldable(L)) {
        lua_yield(L, 0);  // budget used: pause until the next tick
        return;
    }
    const double elapsed_s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - d.tick_start).count();
    if (elapsed_s > d.opt.max_call_wall_s) {
        d.kill(ProgramState::Failed, wallClockMessage(d.opt.max_call_wall_s));
        lua_sethook(L, countHook, LUA_MASKCOUNT, 1);
        raiseKill(L);
    }
}

void checkInterrupt(lua_State* L, bool check_wall) {
    Program::Impl& d = impl(L);
    if (d.killed) raiseKill(L);
    if (d.stop_requested.load(std::memory_order_relaxed)) {
        d.kill(ProgramState::Stopped, stoppedMessage());
        raiseKill(L);
    }
    if (!check_wall) return;
    const double elapsed_s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - d.tick_start).count();
    if (elapsed_s > d.opt.max_call_wall_s) {
        d.kill(ProgramState::Failed, wallClockMessage(d.opt.max_call_wall_s));
        raiseKill(L);
    }
}

namespace {

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
    checkInterrupt(L, false);
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
    checkInterrupt(L, false);
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
    checkInterrupt(L, false);
    // Without arguments, reseed with the run's seed (repeatable) instead of the clock.
    if (lua_gettop(L) == 0) lua_pushinteger(L, static_cast<lua_Integer>(impl(L).opt.seed));
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 0);
    return 0;
}

/// Whether the program has allocated more than its per-tick allowance and can pause here (in its
/// own coroutine, not inside a sort's order function or a student coroutine).
bool overAllocationBudget(lua_State* L) {
    const Program::Impl& d = impl(L);
    return d.alloc_tick_bytes > d.opt.alloc_bytes_per_tick && L == d.co && lua_isyieldable(L);
}

template <lua_CFunction Body>
int continueWith(lua_State* L, int, lua_KContext) {
    return Body(L);
}

/// A library function that first pauses the program until the next tick when it has allocated
/// more than alloc_bytes_per_tick in this tick (then runs, with the same arguments): library
/// calls that each copy megabytes cost simulated time like instructions do, deterministically.
template <lua_CFunction Body>
int budgeted(lua_State* L) {
    if (overAllocationBudget(L)) return lua_yieldk(L, 0, 0, continueWith<Body>);
    return Body(L);
}

/// string.find / match / gmatch / gsub with a cost check of the pattern first.
int guardedPattern(lua_State* L) {
    checkInterrupt(L, false);
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
    checkInterrupt(L, false);
    std::size_t l = 0, lsep = 0;
    luaL_checklstring(L, 1, &l);
    const lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &lsep);
    if (n > 0 && l + lsep == 0) {
        lua_pushliteral(L, "");  // Lua's own rep would loop n times copying nothing
        return 1;
    }
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

/// Upper bound of the bytes string.pack's format `fmt` writes besides the strings it is given
/// (options c, x, X, i/I, s and the fixed-size ones), saturating.
double packFixedBytes(const char* fmt, std::size_t len) {
    double total = 0.0;
    std::size_t i = 0;
    auto number = [&](double fallback) {
        if (i >= len || !std::isdigit(static_cast<unsigned char>(fmt[i]))) return fallback;
        double v = 0.0;
        while (i < len && std::isdigit(static_cast<unsigned char>(fmt[i])))
            v = std::min(v * 10.0 + (fmt[i++] - '0'), 1e18);
        return v;
    };
    while (i < len) {
        const char c = fmt[i++];
        switch (c) {
            case 'c':
                total += number(0.0);
                break;
            case 'i':
            case 'I':
            case 's':
                total += std::min(number(8.0), 16.0);
                break;
            case '!':
                number(0.0);
                break;
            case 'X':
            case 'x':
            case 'z':
                total += 16.0;
                break;
            default:
                total += 8.0;  // b B h H l L j J T f d n and the flags: at most 8 bytes
                break;
        }
    }
    return total;
}

/// string.pack with the fixed part of its result (a "c2000000000" pads that many bytes) capped
/// at the memory limit.
int guardedPack(lua_State* L) {
    checkInterrupt(L, false);
    std::size_t fl = 0;
    const char* fmt = luaL_checklstring(L, 1, &fl);
    const double bytes = packFixedBytes(fmt, fl);
    const std::size_t limit = impl(L).opt.memory_limit_bytes;
    if (bytes > static_cast<double>(limit)) {
        const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                 "string.pack: the result would be %1 MB; at most "
                                                 "%2 MB allowed"),
                               {std::to_string(static_cast<long long>(std::min(bytes / 1e6, 1e12))),
                                std::to_string(limit / (1024 * 1024))}));
        return luaL_error(L, "%s", e.c_str());
    }
    auto f = lua_tocfunction(L, lua_upvalueindex(1));
    return f(L);
}

/// Every plain C function of the libraries is called through this: Stop (and a guard's end)
/// is noticed at the next library call, and a busy loop of calls where the program cannot pause
/// (a sort's order function, a coroutine) is timed like Lua code. Calls the original in the
/// same call frame, so Lua's messages still name the function ("bad argument #1 to 'move'").
int stopChecked(lua_State* L) {
    Program::Impl& d = impl(L);
    bool wall = false;
    if (++d.calls_since_clock >= 64) {
        d.calls_since_clock = 0;
        wall = !(L == d.co && lua_isyieldable(L));
    }
    checkInterrupt(L, wall);
    return lua_tocfunction(L, lua_upvalueindex(1))(L);
}

/// Wraps every plain C function (no upvalues) of the table at `t` with stopChecked.
void wrapPlainFunctions(lua_State* L, int t) {
    t = lua_absindex(L, t);
    lua_pushnil(L);
    while (lua_next(L, t) != 0) {
        // key at -2, value at -1
        if (lua_iscfunction(L, -1) && lua_type(L, -2) == LUA_TSTRING) {
            if (lua_getupvalue(L, -1, 1) != nullptr) {
                lua_pop(L, 1);  // a closure of ours: it checks for itself
            } else {
                lua_pushvalue(L, -2);  // key
                lua_pushvalue(L, -2);  // original
                lua_pushcclosure(L, budgeted<stopChecked>, 1);
                lua_rawset(L, t);  // replacing the value of an existing key is safe in next()
            }
        }
        lua_pop(L, 1);
    }
}

}  // namespace

std::string numberText(double v, const char* format) {
    char out[64];
    std::snprintf(out, sizeof out, format, v);
    return out;
}

std::string memoryMessage(std::size_t limit_bytes) {
    return text(QT_TRANSLATE_NOOP("botlab::scripting",
                                  "stopped: used more than %1 MB of memory (is a table or "
                                  "string growing without end?)"),
                {std::to_string(limit_bytes / (1024 * 1024))});
}

lua_State* openSandbox(Program::Impl& d) {
    lua_State* L = lua_newstate(sandboxAlloc, &d);
    if (!L) return nullptr;
    *static_cast<Program::Impl**>(lua_getextraspace(L)) = &d;

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
    lua_pushinteger(L, static_cast<lua_Integer>(d.opt.seed));
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
        lua_pushcclosure(L, budgeted<guardedPattern>, 3);
        lua_setfield(L, S, name);
    }
    lua_getfield(L, S, "rep");
    lua_pushcclosure(L, budgeted<guardedRep>, 1);
    lua_setfield(L, S, "rep");
    lua_getfield(L, S, "pack");
    lua_pushcclosure(L, budgeted<guardedPack>, 1);
    lua_setfield(L, S, "pack");
    wrapPlainFunctions(L, S);
    lua_pop(L, 1);

    lua_getfield(L, G, LUA_TABLIBNAME);
    installTableLibrary(L, lua_gettop(L));
    wrapPlainFunctions(L, -1);
    lua_pop(L, 1);
    for (const char* lib : {LUA_MATHLIBNAME, LUA_UTF8LIBNAME, LUA_COLIBNAME}) {
        lua_getfield(L, G, lib);
        wrapPlainFunctions(L, -1);
        lua_pop(L, 1);
    }
    wrapPlainFunctions(L, G);
    // Lock the string metatable: getmetatable("") returns a plain string.
    lua_pushliteral(L, "");
    if (lua_getmetatable(L, -1)) {
        lua_pushliteral(L, "locked");
        lua_setfield(L, -2, "__metatable");
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    lua_pop(L, 1);  // G
    return L;
}

}  // namespace botlab::scripting::detail
