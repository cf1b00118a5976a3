// SPDX-License-Identifier: GPL-3.0-or-later
// The table library of the sandbox, bounded: table.insert, remove, move, concat, unpack and sort
// re-implemented after Lua 5.4's ltablib.c (same arguments, results and messages), with two
// additions: no call works on more elements than a table could hold within the memory limit
// (`maxTableElements()`), and every loop checks Stop, the guards and the wall clock every few
// hundred elements (`checkInterrupt()`), so no table function can hold the simulation thread.
// table.sort is a heap sort (O(n log n) in every case, no recursion); it does not report
// "invalid order function" because an inconsistent order cannot make it fail.
#include <lua.hpp>

#include <climits>
#include <string>

#include "botlab/scripting/text.h"
#include "program_impl.h"
#include "translate_marker.h"

namespace botlab::scripting::detail {

namespace {

constexpr int kTabR = 1;  ///< read (__index)
constexpr int kTabW = 2;  ///< write (__newindex)
constexpr int kTabL = 4;  ///< length (__len)
constexpr int kTabRW = kTabR | kTabW;
constexpr lua_Integer kCheckMask = 255;  ///< check for an interrupt every 256 elements

int checkField(lua_State* L, const char* key, int n) {
    lua_pushstring(L, key);
    return lua_rawget(L, -n) != LUA_TNIL;
}

/// The argument must be a table, or have a metatable with the fields `what` needs (ltablib.c).
void checkTab(lua_State* L, int arg, int what) {
    if (lua_type(L, arg) != LUA_TTABLE) {
        int n = 1;
        if (lua_getmetatable(L, arg) && (!(what & kTabR) || checkField(L, "__index", ++n)) &&
            (!(what & kTabW) || checkField(L, "__newindex", ++n)) &&
            (!(what & kTabL) || checkField(L, "__len", ++n))) {
            lua_pop(L, n);
        } else {
            luaL_checktype(L, arg, LUA_TTABLE);
        }
    }
}

lua_Integer auxGetn(lua_State* L, int arg, int what) {
    checkTab(L, arg, what | kTabL);
    return luaL_len(L, arg);
}

/// "table.move: 1099511627776 elements are more than ..." (raises; never returns).
int tooManyElements(lua_State* L, const char* fname, lua_Unsigned count) {
    const ErrorText e(text(QT_TRANSLATE_NOOP("botlab::scripting",
                                             "%1: %2 elements are more than a table can hold "
                                             "within the memory limit (at most %3)"),
                           {fname, std::to_string(count), std::to_string(maxTableElements(L))}));
    return luaL_error(L, "%s", e.c_str());
}

/// Elements from `lo` to `hi` (hi >= lo), counted without overflow.
lua_Unsigned span(lua_Integer lo, lua_Integer hi) {
    return static_cast<lua_Unsigned>(hi) - static_cast<lua_Unsigned>(lo) + 1u;
}

void checkSpan(lua_State* L, const char* fname, lua_Integer lo, lua_Integer hi) {
    if (hi >= lo && span(lo, hi) > static_cast<lua_Unsigned>(maxTableElements(L)))
        tooManyElements(L, fname, span(lo, hi));
}

int tInsert(lua_State* L) {
    lua_Integer e = auxGetn(L, 1, kTabRW);
    e = luaL_intop(+, e, 1);  // first empty element
    lua_Integer pos;
    switch (lua_gettop(L)) {
        case 2:
            pos = e;
            break;
        case 3: {
            pos = luaL_checkinteger(L, 2);
            luaL_argcheck(L, static_cast<lua_Unsigned>(pos) - 1u < static_cast<lua_Unsigned>(e), 2,
                          "position out of bounds");
            checkSpan(L, "table.insert", pos, e);
            for (lua_Integer i = e; i > pos; i--) {
                if ((i & kCheckMask) == 0) checkInterrupt(L, true);
                lua_geti(L, 1, i - 1);
                lua_seti(L, 1, i);
            }
            break;
        }
        default:
            return luaL_error(L, "wrong number of arguments to 'insert'");
    }
    lua_seti(L, 1, pos);
    return 0;
}

int tRemove(lua_State* L) {
    const lua_Integer size = auxGetn(L, 1, kTabRW);
    lua_Integer pos = luaL_optinteger(L, 2, size);
    if (pos != size)
        luaL_argcheck(L, static_cast<lua_Unsigned>(pos) - 1u <= static_cast<lua_Unsigned>(size), 2,
                      "position out of bounds");
    checkSpan(L, "table.remove", pos, size);
    lua_geti(L, 1, pos);
    for (; pos < size; pos++) {
        if ((pos & kCheckMask) == 0) checkInterrupt(L, true);
        lua_geti(L, 1, pos + 1);
        lua_seti(L, 1, pos);
    }
    lua_pushnil(L);
    lua_seti(L, 1, pos);
    return 1;
}

int tMove(lua_State* L) {
    const lua_Integer f = luaL_checkinteger(L, 2);
    const lua_Integer e = luaL_checkinteger(L, 3);
    const lua_Integer t = luaL_checkinteger(L, 4);
    const int tt = !lua_isnoneornil(L, 5) ? 5 : 1;
    checkTab(L, 1, kTabR);
    checkTab(L, tt, kTabW);
    if (e >= f) {
        luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
        const lua_Integer n = e - f + 1;
        luaL_argcheck(L, t <= LUA_MAXINTEGER - n + 1, 4, "destination wrap around");
        checkSpan(L, "table.move", f, e);
        if (t > e || t <= f || (tt != 1 && !lua_compare(L, 1, tt, LUA_OPEQ))) {
            for (lua_Integer i = 0; i < n; i++) {
                if ((i & kCheckMask) == kCheckMask) checkInterrupt(L, true);
                lua_geti(L, 1, f + i);
                lua_seti(L, tt, t + i);
            }
        } else {
            for (lua_Integer i = n - 1; i >= 0; i--) {
                if ((i & kCheckMask) == 0) checkInterrupt(L, true);
                lua_geti(L, 1, f + i);
                lua_seti(L, tt, t + i);
            }
        }
    }
    lua_pushvalue(L, tt);
    return 1;
}

void addField(lua_State* L, luaL_Buffer* b, lua_Integer i) {
    lua_geti(L, 1, i);
    if (!lua_isstring(L, -1))
        luaL_error(L, "invalid value (at index %I) in table for 'concat'",
                   static_cast<LUAI_UACINT>(i));
    luaL_addvalue(b);
}

int tConcat(lua_State* L) {
    lua_Integer last = auxGetn(L, 1, kTabR);
    std::size_t lsep = 0;
    const char* sep = luaL_optlstring(L, 2, "", &lsep);
    lua_Integer i = luaL_optinteger(L, 3, 1);
    last = luaL_optinteger(L, 4, last);
    checkSpan(L, "table.concat", i, last);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (; i < last; i++) {
        if ((i & kCheckMask) == 0) checkInterrupt(L, true);
        addField(L, &b, i);
        luaL_addlstring(&b, sep, lsep);
    }
    if (i == last) addField(L, &b, i);
    luaL_pushresult(&b);
    return 1;
}

int tUnpack(lua_State* L) {
    lua_Integer i = luaL_optinteger(L, 2, 1);
    const lua_Integer e = luaL_opt(L, luaL_checkinteger, 3, luaL_len(L, 1));
    if (i > e) return 0;
    lua_Unsigned n = static_cast<lua_Unsigned>(e) - static_cast<lua_Unsigned>(i);
    if (n >= static_cast<unsigned int>(INT_MAX) ||
        n >= static_cast<lua_Unsigned>(maxTableElements(L)) ||
        !lua_checkstack(L, static_cast<int>(++n)))
        return luaL_error(L, "too many results to unpack");
    for (; i < e; i++) {
        if ((i & kCheckMask) == 0) checkInterrupt(L, true);
        lua_geti(L, 1, i);
    }
    lua_geti(L, 1, e);
    return static_cast<int>(n);
}

// --- table.sort: a heap sort over t[1..n] ---

struct Sorter {
    lua_State* L;
    bool has_comp;       ///< argument 2 is the order function
    unsigned calls = 0;  ///< comparisons so far

    /// Whether the value at stack index a sorts before the one at b (absolute indices).
    bool less(int a, int b) {
        // A comparison can be slow (two long strings, an order function): look often.
        checkInterrupt(L, (++calls & 63u) == 0);
        if (!has_comp) return lua_compare(L, a, b, LUA_OPLT) != 0;
        lua_pushvalue(L, 2);
        lua_pushvalue(L, a);
        lua_pushvalue(L, b);
        lua_call(L, 2, 1);
        const bool r = lua_toboolean(L, -1) != 0;
        lua_pop(L, 1);
        return r;
    }
    /// t[i] < t[j]
    bool lessAt(lua_Integer i, lua_Integer j) {
        lua_geti(L, 1, i);
        lua_geti(L, 1, j);
        const int top = lua_gettop(L);
        const bool r = less(top - 1, top);
        lua_pop(L, 2);
        return r;
    }
    void swap(lua_Integer i, lua_Integer j) {
        lua_geti(L, 1, i);
        lua_geti(L, 1, j);
        lua_seti(L, 1, i);
        lua_seti(L, 1, j);
    }
    void siftDown(lua_Integer root, lua_Integer end) {
        while (2 * root <= end) {
            lua_Integer child = 2 * root;
            if (child + 1 <= end && lessAt(child, child + 1)) ++child;
            if (!lessAt(root, child)) return;
            swap(root, child);
            root = child;
        }
    }
};

int tSort(lua_State* L) {
    const lua_Integer n = auxGetn(L, 1, kTabRW);
    if (n > 1) {
        luaL_argcheck(L, n < INT_MAX, 1, "array too big");
        checkSpan(L, "table.sort", 1, n);
        if (!lua_isnoneornil(L, 2)) luaL_checktype(L, 2, LUA_TFUNCTION);
        lua_settop(L, 2);
        luaL_checkstack(L, 8, "table.sort");
        Sorter s{L, !lua_isnil(L, 2)};
        for (lua_Integer start = n / 2; start >= 1; --start) s.siftDown(start, n);
        for (lua_Integer end = n; end > 1; --end) {
            s.swap(1, end);
            s.siftDown(1, end - 1);
        }
    }
    return 0;
}

}  // namespace

lua_Integer maxTableElements(lua_State* L) {
    // A table element takes at least one 16-byte value slot.
    return static_cast<lua_Integer>(impl(L).opt.memory_limit_bytes / 16);
}

void installTableLibrary(lua_State* L, int table_lib) {
    const luaL_Reg fns[] = {{"insert", tInsert}, {"remove", tRemove}, {"move", tMove},
                            {"concat", tConcat}, {"unpack", tUnpack}, {"sort", tSort}};
    for (const luaL_Reg& r : fns) {
        lua_pushcfunction(L, r.func);
        lua_setfield(L, table_lib, r.name);
    }
}

}  // namespace botlab::scripting::detail
