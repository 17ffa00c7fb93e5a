/*
 * What the .c files of CMoonchainLua share and Swift does not see: Lua's full C API and the
 * helpers one concern's file calls in another's. Not under include/, so not part of the module.
 */
#ifndef MOONCHAIN_LUA_INTERNAL_H
#define MOONCHAIN_LUA_INTERNAL_H

#include "moonchain_lua.h"

#include <lauxlib.h>
#include <lualib.h>
#include <string.h>

/* The runtime record in the thread's extra space (moon_runtime_of without a call). */
#define MOON_RUNTIME(L) (*(moon_runtime **)lua_getextraspace(L))

/* hook.c: the count hook, and stopping the current top-level call for a reason. */
void moon_budget_hook(lua_State *L, lua_Debug *ar);
void moon_push_stop_message(lua_State *L, moon_runtime *rt);
void moon_stop_all(lua_State *L, moon_runtime *rt, int reason);

/* calls.c: runs the Swift closure whose index is upvalue 1 (the fast __index falls back to it). */
int moon_closure_trampoline(lua_State *L);

/* boundedlib.c: string.rep, installed with the pattern functions (patterns.c). */
int moon_str_rep(lua_State *L);

#endif /* MOONCHAIN_LUA_INTERNAL_H */
