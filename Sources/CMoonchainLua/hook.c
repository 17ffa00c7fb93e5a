/* The instruction budget, the wall-clock deadline and failure storms: the count hook and
   moon_charge, which raise from C. */
#include "moon_internal.h"
#include <stdio.h>
#include <time.h>

/* ------------------------------------------------------------------------ */
/* Instruction budget, deadline and failure storms                           */
/* ------------------------------------------------------------------------ */

/* A monotonic clock in nanoseconds. The coarse clock (a few ms resolution) costs a memory
   read, so the count hook can look at it every period without a measurable cost. */
static inline long long moon_now_ns(void) {
    struct timespec ts;
#ifdef CLOCK_MONOTONIC_COARSE
    clock_gettime(CLOCK_MONOTONIC_COARSE, &ts);
#else
    clock_gettime(CLOCK_MONOTONIC, &ts);
#endif
    return (long long)ts.tv_sec * 1000000000LL + (long long)ts.tv_nsec;
}

/*
 * Whether the current top-level call has run past its deadline. The clock starts at the first
 * look (the first hook period or bounded library call), not in moon_protected_call, so a call
 * that ends before its first hook period reads no clock at all.
 */
static int moon_past_deadline(moon_runtime *rt) {
    if (rt->time_limit_ns <= 0) return 0;
    long long now = moon_now_ns();
    if (rt->deadline_ns == 0) {
        rt->deadline_ns = now + rt->time_limit_ns;
        return 0;
    }
    return now > rt->deadline_ns;
}

/* Pushes why the current top-level call was stopped (without a position). */
void moon_push_stop_message(lua_State *L, moon_runtime *rt) {
    switch (rt->exceeded) {
    case MOON_STOP_TIME: {
        char seconds[32];
        snprintf(seconds, sizeof seconds, "%g", (double)rt->time_limit_ns / 1e9);
        lua_pushfstring(L, "script call took longer than %s s", seconds);
        break;
    }
    case MOON_STOP_STORM:
        lua_pushfstring(L, "call chain stopped: more than %d nested script calls failed in it", rt->failure_limit);
        break;
    default:
        lua_pushfstring(L, "instruction budget of %I exceeded", (LUAI_UACINT)rt->budget);
        break;
    }
}


/* Makes every further Lua instruction of the current top-level call raise: on `L` and on the
   thread that started the call (which may be another one when `L` is a coroutine). */
void moon_stop_all(lua_State *L, moon_runtime *rt, int reason) {
    if (!rt->exceeded) rt->exceeded = reason;
    if (rt->root != NULL && rt->root != L) lua_sethook(rt->root, moon_budget_hook, LUA_MASKCOUNT, 1);
    if (lua_gethookcount(L) != 1) lua_sethook(L, moon_budget_hook, LUA_MASKCOUNT, 1);
}

/* From a C function called by Lua: stops the current top-level call for `reason` (the first
   reason wins) and raises at the calling Lua line. Never returns. */
static int moon_raise_stop(lua_State *L, int reason) {
    moon_runtime *rt = MOON_RUNTIME(L);
    moon_stop_all(L, rt, reason);
    luaL_where(L, 1);
    moon_push_stop_message(L, rt);
    lua_concat(L, 2);
    return lua_error(L);
}

/*
 * For C functions that do long work (pattern matching, big copies): charges `steps` units of
 * work to the instruction budget and checks the deadline; raises when either is spent.
 * Outside a protected call (no budget running) it does nothing.
 */
void moon_charge(lua_State *L, long long steps) {
    moon_runtime *rt = MOON_RUNTIME(L);
    if (rt->depth == 0) return;
    if (rt->exceeded) moon_raise_stop(L, rt->exceeded);
    if (rt->budget > 0) {
        rt->used += steps;
        if (rt->used > rt->budget) moon_raise_stop(L, MOON_STOP_BUDGET);
    }
    if (moon_past_deadline(rt)) moon_raise_stop(L, MOON_STOP_TIME);
}

/*
 * Count hook. Adds the elapsed period to the current top-level call's count and looks at the
 * clock; once the budget or the time is spent it raises from C and shortens its own period to
 * one instruction, so every further Lua instruction (in any thread, even inside a script's
 * pcall) raises again until the top-level call returns. A thread left at period 1 heals itself
 * the next time the hook runs.
 */
void moon_budget_hook(lua_State *L, lua_Debug *ar) {
    moon_runtime *rt = MOON_RUNTIME(L);
    int period = lua_gethookcount(L);
    if (!rt->exceeded) {
        int reason = 0;
        if (rt->budget > 0) {
            rt->used += period;
            if (rt->used > rt->budget) reason = MOON_STOP_BUDGET;
        }
        if (!reason && moon_past_deadline(rt)) reason = MOON_STOP_TIME;
        if (!reason) {
            if (period != rt->granularity)
                lua_sethook(L, moon_budget_hook, LUA_MASKCOUNT, rt->granularity);
            return;
        }
        moon_stop_all(L, rt, reason);
    }
    if (period != 1) lua_sethook(L, moon_budget_hook, LUA_MASKCOUNT, 1);
    if (lua_getinfo(L, "Sl", ar) && ar->currentline > 0) {
        lua_pushfstring(L, "%s:%d: ", ar->short_src, ar->currentline);
        moon_push_stop_message(L, rt);
        lua_concat(L, 2);
    } else {
        moon_push_stop_message(L, rt);
    }
    lua_error(L);
}

void moon_install_budget_hook(lua_State *L) {
    moon_runtime *rt = MOON_RUNTIME(L);
    lua_sethook(L, moon_budget_hook, LUA_MASKCOUNT, rt->granularity);
}
