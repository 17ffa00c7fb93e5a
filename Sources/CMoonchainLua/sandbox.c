/* The sandbox's replacements for load, xpcall, setmetatable, coroutine.close/wrap and
   collectgarbage. */
#include "moon_internal.h"
#include <string.h>

/* ------------------------------------------------------------------------ */
/* Sandbox replacements                                                      */
/* ------------------------------------------------------------------------ */

/*
 * load(chunk [, chunkname [, mode [, env]]]) for sandboxes. Upvalue 1: the real
 * load; upvalue 2: the sandbox (default env). Mode is always "t".
 */
static int moon_safe_load(lua_State *L) {
    int nargs = lua_gettop(L);
    size_t len = 0;
    const char *s = (lua_type(L, 1) == LUA_TSTRING) ? lua_tolstring(L, 1, &len) : NULL;
    if (s != NULL && len > 0 && s[0] == LUA_SIGNATURE[0]) {
        luaL_pushfail(L);
        lua_pushliteral(L, "load: binary chunks are not allowed (text chunks only)");
        return 2;
    }
    lua_settop(L, 4); /* chunk, chunkname, mode, env at fixed slots */
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_pushliteral(L, "t");
    if (nargs >= 4) lua_pushvalue(L, 4); /* an explicit env, even nil, wins */
    else lua_pushvalue(L, lua_upvalueindex(2));
    lua_call(L, 4, 2);
    return 2;
}

void moon_pushsafeload(lua_State *L) { lua_pushcclosure(L, moon_safe_load, 2); }

/*
 * Lua runs message handlers for errors raised inside a hook with hooks disabled
 * (and finalizers always run with hooks disabled), so a looping xpcall handler
 * or __gc would escape the instruction budget and hang the host. The sandbox
 * therefore gets an xpcall whose handler is skipped once the budget is spent,
 * and a setmetatable that refuses __gc.
 */
static int moon_xpcall_handler(lua_State *L) {
    if (MOON_RUNTIME(L)->exceeded) return 1; /* pass the budget error through untouched */
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static int moon_xpcall_continue(lua_State *L, int status, lua_KContext base) {
    (void)status;
    return lua_gettop(L) - (int)base;
}

/* xpcall(f, msgh, ...): upvalue 1 is the real xpcall. Yieldable like the original. */
static int moon_safe_xpcall(lua_State *L) {
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    luaL_checkstack(L, n + 2, "too many arguments");
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, moon_xpcall_handler, 1);
    for (int i = 3; i <= n; i++) lua_pushvalue(L, i);
    lua_callk(L, n, LUA_MULTRET, n, moon_xpcall_continue);
    return moon_xpcall_continue(L, LUA_OK, n);
}

void moon_pushsafexpcall(lua_State *L) { lua_pushcclosure(L, moon_safe_xpcall, 1); }

/* setmetatable(t, mt): upvalue 1 is the real setmetatable; mt must not have __gc. */
static int moon_safe_setmetatable(lua_State *L) {
    if (lua_type(L, 2) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        int kind = lua_rawget(L, 2);
        lua_pop(L, 1);
        if (kind != LUA_TNIL)
            return luaL_error(L, "setmetatable: __gc metamethods are not allowed in scripts");
    }
    lua_settop(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, 2, 1);
    return 1;
}

void moon_pushsafesetmetatable(lua_State *L) {
    lua_pushcclosure(L, moon_safe_setmetatable, 1);
}

/*
 * A coroutine killed by the budget hook keeps Lua's internal "hooks allowed"
 * flag off (the error left the hook and no pcall inside the coroutine restored
 * it). Closing it would run its __close metamethods with hooks off, beyond the
 * budget's reach. So coroutine.close and coroutine.wrap never close a coroutine
 * whose error is a budget error: its to-be-closed variables are not closed.
 */
static int moon_is_budget_error(lua_State *L, int idx) {
    const char *s = (lua_type(L, idx) == LUA_TSTRING) ? lua_tostring(L, idx) : NULL;
    return s != NULL && (strstr(s, "instruction budget of ") != NULL ||
                         strstr(s, "script call took longer than ") != NULL ||
                         strstr(s, "call chain stopped: ") != NULL);
}

static int moon_died_by_budget(lua_State *co) {
    int status = lua_status(co);
    return status != LUA_OK && status != LUA_YIELD && lua_gettop(co) > 0 &&
           moon_is_budget_error(co, -1);
}

/* coroutine.close(co): upvalue 1 is the real close. */
static int moon_safe_close(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    if (co != NULL && moon_died_by_budget(co)) {
        lua_pushboolean(L, 0);
        lua_pushvalue(co, -1);
        lua_xmove(co, L, 1);
        return 2;
    }
    lua_settop(L, 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, 1, LUA_MULTRET);
    return lua_gettop(L);
}

void moon_pushsafeclose(lua_State *L) { lua_pushcclosure(L, moon_safe_close, 1); }

/* The function coroutine.wrap returns: upvalue 1 is the coroutine. */
static int moon_wrap_resume(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int narg = lua_gettop(L);
    int nres = 0;
    if (!lua_checkstack(co, narg)) return luaL_error(L, "too many arguments to resume");
    lua_xmove(L, co, narg);
    int status = lua_resume(co, L, narg, &nres);
    if (status == LUA_OK || status == LUA_YIELD) {
        if (!lua_checkstack(L, nres + 1)) {
            lua_pop(co, nres);
            return luaL_error(L, "too many results to resume");
        }
        lua_xmove(co, L, nres);
        return nres;
    }
    int dead = lua_status(co) != LUA_OK && lua_status(co) != LUA_YIELD;
    if (dead && !moon_died_by_budget(co)) {
        lua_xmove(co, L, 1);               /* the error, as a fallback */
        status = lua_resetthread(co);      /* close its tbc variables */
        if (lua_gettop(co) > 0) lua_xmove(co, L, 1);
    } else if (dead) {
        lua_pushvalue(co, -1); /* keep it in the coroutine: a later close must still see it */
        lua_xmove(co, L, 1);
    } else {
        lua_xmove(co, L, 1);
    }
    if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
        luaL_where(L, 1); /* like the real wrap: add the caller's position */
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

/* coroutine.wrap(f) built on moon_wrap_resume. */
static int moon_safe_wrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    lua_pushcclosure(L, moon_wrap_resume, 1);
    return 1;
}

void moon_pushsafewrap(lua_State *L) { lua_pushcfunction(L, moon_safe_wrap); }

/* collectgarbage for sandboxes: only "count" (KiB in use) is available. */
static int moon_safe_collectgarbage(lua_State *L) {
    const char *opt = luaL_optstring(L, 1, "collect");
    if (strcmp(opt, "count") != 0)
        return luaL_error(L, "collectgarbage: only \"count\" is available (got \"%s\")", opt);
    int kb = lua_gc(L, LUA_GCCOUNT);
    int b = lua_gc(L, LUA_GCCOUNTB);
    lua_pushnumber(L, (lua_Number)kb + ((lua_Number)b / 1024));
    return 1;
}

void moon_pushsafecollectgarbage(lua_State *L) {
    lua_pushcfunction(L, moon_safe_collectgarbage);
}
