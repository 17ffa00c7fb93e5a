#include "moon_internal.h"
/*
 * Bounded replacements for the library functions that can spend unbounded C time in one call.
 *
 * The count hook only runs between Lua instructions, so a single library call that loops in
 * C (string.rep("", 1e15), table.move({}, 1, 1e15, 2), table.insert on a table whose __len
 * says 1e15) would never be stopped by the instruction budget or the deadline. These versions
 * reject sizes and ranges beyond stated limits with a clear error, or do the work in bounded
 * chunks that look at the budget and the clock. They replace the originals in the state's
 * `string` and `table` libraries, so sandboxes and string methods (`("x"):rep(n)`) get them.
 * The string half (string.find, match, gmatch, gsub) is in patterns.c.
 */

/* The largest element range table.move / table.concat / table.sort / table.insert /
   table.remove accept in one call. */
static const lua_Integer MOON_MAX_RANGE = 10000000;

/* Raises "NAME: WHAT": a plain Lua error at the caller's line. */
static int moon_limit_error(lua_State *L, const char *name, const char *what) {
    return luaL_error(L, "%s: %s", name, what);
}

/*
 * string.rep(s, n [, sep]): an empty result is returned at once (Lua's own loops n times even
 * then), a result beyond the heap cap fails its one allocation ("not enough memory", as any
 * allocation over the cap), and the copy doubles instead of copying one piece at a time.
 */
int moon_str_rep(lua_State *L) {
    size_t l, lsep;
    const char *s = luaL_checklstring(L, 1, &l);
    lua_Integer n = luaL_checkinteger(L, 2);
    const char *sep = luaL_optlstring(L, 3, "", &lsep);
    if (n <= 0 || (l == 0 && (lsep == 0 || n == 1))) {
        lua_pushliteral(L, "");
        return 1;
    }
    size_t unit = l + lsep;
    size_t limit = (size_t)INT_MAX; /* Lua 5.4's own limit for one string.rep result */
    if ((lua_Unsigned)n > (lua_Unsigned)(limit / unit) + 1 ||
        (size_t)n * l + (size_t)(n - 1) * lsep > limit) {
        return luaL_error(L, "string.rep: resulting string too large (%I copies of %I bytes)",
                          (LUAI_UACINT)n, (LUAI_UACINT)unit);
    }
    size_t total = (size_t)n * l + (size_t)(n - 1) * lsep;
    luaL_Buffer b;
    char *p = luaL_buffinitsize(L, &b, total);
    /* The result is periodic with period `unit`: write one period, then double. */
    size_t filled = l < total ? l : total;
    memcpy(p, s, filled);
    if (filled < total) {
        size_t chunk = lsep < total - filled ? lsep : total - filled;
        memcpy(p + filled, sep, chunk);
        filled += chunk;
    }
    while (filled < total) {
        size_t chunk = filled < total - filled ? filled : total - filled;
        memcpy(p + filled, p, chunk);
        filled += chunk;
    }
    luaL_pushresultsize(&b, total);
    return 1;
}

/* Checks that first..last (inclusive) holds at most MOON_MAX_RANGE elements. */
static void moon_check_range(lua_State *L, const char *name, lua_Integer first, lua_Integer last) {
    if (last < first) return;
    lua_Unsigned count = (lua_Unsigned)last - (lua_Unsigned)first + 1u;
    if (count > (lua_Unsigned)MOON_MAX_RANGE || count == 0u) {
        luaL_error(L, "%s: a range of %I elements is more than the limit of %I", name,
                   (LUAI_UACINT)(count == 0u ? LUA_MAXINTEGER : (lua_Integer)count), (LUAI_UACINT)MOON_MAX_RANGE);
    }
}

/* Calls upvalue 1 (the original function) with all the arguments; returns all its results. */
static int moon_call_original(lua_State *L) {
    int n = lua_gettop(L);
    luaL_checkstack(L, 1, "too many arguments");
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, n, LUA_MULTRET);
    return lua_gettop(L);
}

/* table.move(a1, f, e, t [, a2]): the range f..e is checked first. Upvalue 1: the original. */
static int moon_tab_move(lua_State *L) {
    lua_Integer f = luaL_checkinteger(L, 2);
    lua_Integer e = luaL_checkinteger(L, 3);
    (void)luaL_checkinteger(L, 4);
    moon_check_range(L, "table.move", f, e);
    return moon_call_original(L);
}

/* table.concat(list [, sep [, i [, j]]]): the range i..j is checked first; #list (which may run
   __len) is taken once and passed on as j. Upvalue 1: the original. */
static int moon_tab_concat(lua_State *L) {
    if (lua_type(L, 1) != LUA_TTABLE) {
        if (!lua_getmetatable(L, 1)) return moon_call_original(L); /* its own error message */
        lua_pop(L, 1);
    }
    lua_settop(L, 4);
    lua_Integer i = luaL_optinteger(L, 3, 1);
    lua_Integer j;
    if (lua_isnil(L, 4)) {
        j = luaL_len(L, 1);
        lua_pushinteger(L, j);
        lua_replace(L, 4);
    } else {
        j = luaL_checkinteger(L, 4);
    }
    moon_check_range(L, "table.concat", i, j);
    return moon_call_original(L);
}

/* table.sort(list [, comp]): #list is checked first. Upvalue 1: the original. */
static int moon_tab_sort(lua_State *L) {
    if (lua_type(L, 1) == LUA_TTABLE) {
        lua_Integer n = luaL_len(L, 1);
        moon_check_range(L, "table.sort", 1, n);
    }
    return moon_call_original(L);
}

/* Lua's checktab for the table functions that read, write and take the length of `arg`. */
static void moon_check_rw_table(lua_State *L, int arg) {
    if (lua_type(L, arg) == LUA_TTABLE) return;
    int ok = 0;
    if (lua_getmetatable(L, arg)) {
        ok = 1;
        const char *fields[] = { "__index", "__newindex", "__len" };
        for (int i = 0; i < 3; i++) {
            lua_pushstring(L, fields[i]);
            if (lua_rawget(L, -2) == LUA_TNIL) ok = 0;
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    if (!ok) luaL_checktype(L, arg, LUA_TTABLE);
}

/* Moves list[from + k] to list[to + k] for k in 0..count-1, in the safe order; looks at the
   budget and the clock every 4096 elements. */
static void moon_shift(lua_State *L, lua_Integer from, lua_Integer to, lua_Integer count) {
    if (count <= 0) return;
    if (to > from) {
        for (lua_Integer k = count - 1; k >= 0; k--) {
            lua_geti(L, 1, from + k);
            lua_seti(L, 1, to + k);
            if ((k & 4095) == 0) moon_charge(L, 4096);
        }
    } else {
        for (lua_Integer k = 0; k < count; k++) {
            lua_geti(L, 1, from + k);
            lua_seti(L, 1, to + k);
            if ((k & 4095) == 4095) moon_charge(L, 4096);
        }
    }
}

/* table.insert(list, [pos,] value) with #list taken once and the shift bounded. */
static int moon_tab_insert(lua_State *L) {
    moon_check_rw_table(L, 1);
    lua_Integer e = luaL_len(L, 1);
    e = (lua_Integer)((lua_Unsigned)e + 1u); /* first empty element */
    lua_Integer pos;
    switch (lua_gettop(L)) {
    case 2:
        pos = e;
        break;
    case 3:
        pos = luaL_checkinteger(L, 2);
        luaL_argcheck(L, (lua_Unsigned)pos - 1u < (lua_Unsigned)e, 2, "position out of bounds");
        moon_check_range(L, "table.insert", pos, e);
        moon_shift(L, pos, pos + 1, e - pos);
        break;
    default:
        return luaL_error(L, "wrong number of arguments to 'insert'");
    }
    lua_seti(L, 1, pos);
    return 0;
}

/* table.remove(list [, pos]) with #list taken once and the shift bounded. */
static int moon_tab_remove(lua_State *L) {
    moon_check_rw_table(L, 1);
    lua_Integer size = luaL_len(L, 1);
    lua_Integer pos = luaL_optinteger(L, 2, size);
    if (pos != size)
        luaL_argcheck(L, (lua_Unsigned)pos - 1u <= (lua_Unsigned)size, 2, "position out of bounds");
    moon_check_range(L, "table.remove", pos, size);
    lua_geti(L, 1, pos);
    if (pos < size) moon_shift(L, pos + 1, pos, size - pos);
    if (pos < size) pos = size;
    lua_pushnil(L);
    lua_seti(L, 1, pos);
    return 1;
}

/* Replaces `name` in the table at `idx` with `fn`, giving it the original as upvalue 1. */
static void moon_wrap_library_function(lua_State *L, int idx, const char *name, lua_CFunction fn) {
    idx = lua_absindex(L, idx);
    lua_getfield(L, idx, name);
    lua_pushcclosure(L, fn, 1);
    lua_setfield(L, idx, name);
}

/* Installs the bounded table functions into the `table` table at idx. */
void moon_install_bounded_table(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    moon_wrap_library_function(L, idx, "move", moon_tab_move);
    moon_wrap_library_function(L, idx, "concat", moon_tab_concat);
    moon_wrap_library_function(L, idx, "sort", moon_tab_sort);
    lua_pushcfunction(L, moon_tab_insert);
    lua_setfield(L, idx, "insert");
    lua_pushcfunction(L, moon_tab_remove);
    lua_setfield(L, idx, "remove");
}

