/*
 * CLua: the system Lua 5.4 C API as seen from Swift.
 *
 * Swift cannot import function-like macros, so every macro a host needs is re-exported here as
 * a `moon_` static inline function, and the macro constants as `MOON_` constants. Nothing else
 * belongs here: Moonchain's own C (the capped allocator, the budget hook, the sandbox, the
 * fast paths) is the CMoonchainLua target, declared in its include/moonchain_lua.h.
 */
#ifndef MOON_CLUA_SHIM_H
#define MOON_CLUA_SHIM_H

#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
#include <stddef.h>

/* ------------------------------------------------------------------------ */
/* Constants                                                                 */
/* ------------------------------------------------------------------------ */

static const int MOON_REGISTRYINDEX = LUA_REGISTRYINDEX;
static const int MOON_RIDX_MAINTHREAD = LUA_RIDX_MAINTHREAD;
static const int MOON_RIDX_GLOBALS = LUA_RIDX_GLOBALS;
static const int MOON_MULTRET = LUA_MULTRET;
static const int MOON_NOREF = LUA_NOREF;
static const int MOON_REFNIL = LUA_REFNIL;
static const int MOON_MINSTACK = LUA_MINSTACK;

/* ------------------------------------------------------------------------ */
/* Function-like macros of lua.h and lauxlib.h                               */
/* ------------------------------------------------------------------------ */

static inline int moon_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline int moon_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    return lua_pcall(L, nargs, nresults, msgh);
}
/* Unprotected: only for C code or Lua code that is itself inside a protected call. */
static inline void moon_call(lua_State *L, int nargs, int nresults) { lua_call(L, nargs, nresults); }
static inline void moon_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline const char *moon_tostring(lua_State *L, int idx) { return lua_tostring(L, idx); }
static inline lua_Number moon_tonumber(lua_State *L, int idx) { return lua_tonumber(L, idx); }
static inline lua_Integer moon_tointeger(lua_State *L, int idx) { return lua_tointeger(L, idx); }
static inline void moon_newtable(lua_State *L) { lua_newtable(L); }
static inline int moon_isnil(lua_State *L, int idx) { return lua_isnil(L, idx); }
static inline int moon_isnone(lua_State *L, int idx) { return lua_isnone(L, idx); }
static inline int moon_isnoneornil(lua_State *L, int idx) { return lua_isnoneornil(L, idx); }
static inline int moon_istable(lua_State *L, int idx) { return lua_istable(L, idx); }
static inline int moon_isfunction(lua_State *L, int idx) { return lua_isfunction(L, idx); }
static inline int moon_isboolean(lua_State *L, int idx) { return lua_isboolean(L, idx); }
static inline int moon_isthread(lua_State *L, int idx) { return lua_isthread(L, idx); }
static inline int moon_islightuserdata(lua_State *L, int idx) { return lua_islightuserdata(L, idx); }
static inline void moon_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }
static inline void moon_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }
static inline void *moon_getextraspace(lua_State *L) { return lua_getextraspace(L); }
static inline void moon_insert(lua_State *L, int idx) { lua_insert(L, idx); }
static inline void moon_remove(lua_State *L, int idx) { lua_remove(L, idx); }
static inline void moon_replace(lua_State *L, int idx) { lua_replace(L, idx); }
static inline void *moon_newuserdata(lua_State *L, size_t size) { return lua_newuserdata(L, size); }
static inline int moon_getuservalue(lua_State *L, int idx) { return lua_getuservalue(L, idx); }
static inline int moon_setuservalue(lua_State *L, int idx) { return lua_setuservalue(L, idx); }
static inline int moon_L_getmetatable(lua_State *L, const char *name) { return luaL_getmetatable(L, name); }
static inline const char *moon_L_typename(lua_State *L, int idx) { return luaL_typename(L, idx); }
/* lua_gc is variadic (unavailable in Swift): the argument-less options. */
static inline int moon_gc(lua_State *L, int what) { return lua_gc(L, what); }
/* lua_pushfstring / luaL_error are variadic: a plain-string error raiser for C code. */
static inline int moon_L_error(lua_State *L, const char *message) { return luaL_error(L, "%s", message); }
/* The luaL_check* / luaL_opt* family raises errors: call them only from C functions. */
static inline const char *moon_L_checkstring(lua_State *L, int arg) { return luaL_checkstring(L, arg); }
static inline const char *moon_L_optstring(lua_State *L, int arg, const char *d) {
    return luaL_optstring(L, arg, d);
}
static inline int moon_L_loadbuffer(lua_State *L, const char *buf, size_t size, const char *name) {
    return luaL_loadbuffer(L, buf, size, name);
}

#endif /* MOON_CLUA_SHIM_H */
