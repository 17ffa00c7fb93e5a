/*
 * CLua: the system Lua 5.4 C API as seen from Swift.
 *
 * Swift cannot import function-like macros, so every macro a host needs is
 * re-exported here as a `moon_` static inline function, and the macro constants
 * as `MOON_` constants.
 *
 * The second half holds the small amount of C that must be C: Lua reports
 * errors with longjmp, and a longjmp must never unwind a Swift frame (Swift
 * would skip releases and corrupt its runtime state). So everything that may
 * raise a Lua error on behalf of Swift lives here:
 *   - the capped allocator (fails allocations; Lua then raises from C),
 *   - the instruction-budget hook (raises from C),
 *   - the trampoline through which Lua calls Swift closures (the Swift code
 *     returns a status and the trampoline raises the error after the Swift
 *     frame is gone),
 *   - the protected-call wrapper and traceback message handler,
 *   - the sandbox's `load` and `collectgarbage` replacements.
 */
#ifndef MOON_CLUA_SHIM_H
#define MOON_CLUA_SHIM_H

#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <time.h>

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

/* Status returned by moon_protected_call when the instruction budget stopped the call. */
static const int MOON_ERRBUDGET = 100;
/* ... when the call ran past its wall-clock deadline. */
static const int MOON_ERRTIME = 101;
/* ... when too many nested script calls failed inside it (a failure storm). */
static const int MOON_ERRSTORM = 102;

/* Why a top-level call was stopped (moon_runtime.exceeded). */
enum { MOON_STOP_BUDGET = 1, MOON_STOP_TIME = 2, MOON_STOP_STORM = 3 };

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

/* ------------------------------------------------------------------------ */
/* Per-state runtime record                                                  */
/* ------------------------------------------------------------------------ */

/*
 * One record per lua_State, owned by the Swift LuaState. Its address is the
 * allocator's userdata and is also stored in the main thread's extra space,
 * which Lua copies into every new thread (coroutine): any lua_State* reaches it
 * in O(1) without a table lookup.
 */
typedef struct moon_runtime {
    /* Heap accounting (bytes). */
    size_t bytes_in_use;
    size_t byte_limit;        /* 0 = unlimited */
    int enforce_limit;        /* the cap applies only while this is nonzero */

    /* Instruction budget. */
    long long budget;         /* instructions per top-level call; 0 = unlimited */
    long long used;           /* instructions counted in the current top-level call */
    int exceeded;             /* set once the budget is spent, until the top-level call returns */
    int granularity;          /* count-hook period (instructions) */
    int depth;                /* nesting of protected calls made through moon_protected_call */
    lua_State *root;          /* the thread running the outermost protected call */

    /* Bumped whenever control may pass to Lua code: at the start and the end of every
       protected call, and when a Swift function called from Lua returns to it. Two equal
       readings from Swift mean no Lua code ran in between. */
    unsigned long long epoch;

    /* The Swift side. */
    void *owner;                                                  /* unretained LuaState */
    void *context;                                                /* unretained, the embedder's (LuaState.context) */
    int (*dispatch)(void *owner, lua_State *L, lua_Integer index); /* runs Swift closure #index */
    void (*release)(void *object);                                /* releases an attached Swift object */

    /* Metatables by name, for moon_testudata: a registry lookup by name costs more than the
       rest of a typical check. Entries are verified by name, so two names sharing a slot
       can only miss, never answer for each other. */
    struct { char name[48]; const void *metatable; } metatables[16];

    /* Added last so that the fields above keep their offsets. */

    /* Wall-clock bound: each top-level call must end by its deadline. */
    long long time_limit_ns;  /* per top-level call; 0 = unlimited */
    long long deadline_ns;    /* moon_now_ns() value the current top-level call must end by; 0 = none */

    /* Failure storms: nested protected calls that failed in the current top-level call. */
    int failures;
    int failure_limit;        /* more nested failures than this stop the whole call; 0 = unlimited */
} moon_runtime;

static inline moon_runtime *moon_runtime_of(lua_State *L) {
    return *(moon_runtime **)lua_getextraspace(L);
}

static inline void moon_set_runtime(lua_State *L, moon_runtime *rt) {
    *(moon_runtime **)lua_getextraspace(L) = rt;
}

/* ------------------------------------------------------------------------ */
/* Capped allocator                                                          */
/* ------------------------------------------------------------------------ */

/*
 * Returning NULL makes Lua run an emergency collection, retry, and then raise
 * "not enough memory" (LUA_ERRMEM) from C. The cap is only enforced while
 * Lua code runs inside moon_protected_call and no Swift callback is active,
 * so a failed allocation can only unwind C and Lua frames.
 */
static inline void *moon_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    moon_runtime *rt = (moon_runtime *)ud;
    size_t old = (ptr == NULL) ? 0 : osize; /* for new blocks osize is a type tag */
    if (nsize == 0) {
        free(ptr);
        rt->bytes_in_use -= old;
        return NULL;
    }
    if (rt->enforce_limit && rt->byte_limit != 0 && nsize > old &&
        rt->bytes_in_use - old + nsize > rt->byte_limit) {
        return NULL;
    }
    void *block = realloc(ptr, nsize);
    if (block == NULL) return NULL;
    rt->bytes_in_use = rt->bytes_in_use - old + nsize;
    return block;
}

static inline lua_State *moon_newstate(moon_runtime *rt) {
    lua_State *L = lua_newstate(moon_alloc, rt);
    if (L != NULL) moon_set_runtime(L, rt);
    return L;
}

/* An unprotected error means a host bug: say so clearly before Lua aborts. */
static inline int moon_panic(lua_State *L) {
    const char *msg = lua_tostring(L, -1);
    fprintf(stderr, "moonchain: PANIC: unprotected Lua error (host bug): %s\n",
            msg ? msg : "(error object is not a string)");
    fflush(stderr);
    return 0; /* Lua aborts after the panic handler returns */
}

static inline void moon_install_panic(lua_State *L) { lua_atpanic(L, moon_panic); }

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
static inline int moon_past_deadline(moon_runtime *rt) {
    if (rt->time_limit_ns <= 0) return 0;
    long long now = moon_now_ns();
    if (rt->deadline_ns == 0) {
        rt->deadline_ns = now + rt->time_limit_ns;
        return 0;
    }
    return now > rt->deadline_ns;
}

/* Pushes why the current top-level call was stopped (without a position). */
static inline void moon_push_stop_message(lua_State *L, moon_runtime *rt) {
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

static inline void moon_budget_hook(lua_State *L, lua_Debug *ar);

/* Makes every further Lua instruction of the current top-level call raise: on `L` and on the
   thread that started the call (which may be another one when `L` is a coroutine). */
static inline void moon_stop_all(lua_State *L, moon_runtime *rt, int reason) {
    if (!rt->exceeded) rt->exceeded = reason;
    if (rt->root != NULL && rt->root != L) lua_sethook(rt->root, moon_budget_hook, LUA_MASKCOUNT, 1);
    if (lua_gethookcount(L) != 1) lua_sethook(L, moon_budget_hook, LUA_MASKCOUNT, 1);
}

/* From a C function called by Lua: stops the current top-level call for `reason` (the first
   reason wins) and raises at the calling Lua line. Never returns. */
static inline int moon_raise_stop(lua_State *L, int reason) {
    moon_runtime *rt = moon_runtime_of(L);
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
static inline void moon_charge(lua_State *L, long long steps) {
    moon_runtime *rt = moon_runtime_of(L);
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
static inline void moon_budget_hook(lua_State *L, lua_Debug *ar) {
    moon_runtime *rt = moon_runtime_of(L);
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

static inline void moon_install_budget_hook(lua_State *L) {
    moon_runtime *rt = moon_runtime_of(L);
    lua_sethook(L, moon_budget_hook, LUA_MASKCOUNT, rt->granularity);
}

/* ------------------------------------------------------------------------ */
/* Protected calls                                                           */
/* ------------------------------------------------------------------------ */

/*
 * Message handler: turns the error into "message\nstack traceback:\n...".
 * __tostring of a non-string error runs under the cap; the traceback itself is
 * built uncapped so that a script at the memory limit still gets a report.
 */
static inline int moon_traceback(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    moon_runtime *rt = moon_runtime_of(L);
    if (msg == NULL && rt->exceeded) {
        /* No Lua code (__tostring) once the budget is spent: it could run with hooks off. */
        moon_push_stop_message(L, rt);
        msg = lua_tostring(L, -1);
    } else if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) {
            msg = lua_tostring(L, -1);
        } else {
            msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
        }
    }
    int saved = rt->enforce_limit;
    rt->enforce_limit = 0;
    luaL_traceback(L, L, msg, 1);
    rt->enforce_limit = saved;
    return 1;
}

static inline void moon_pushtraceback(lua_State *L) { lua_pushcfunction(L, moon_traceback); }

/*
 * lua_pcall plus the bookkeeping LuaVM needs: resets the budget, the deadline and the failure
 * count at depth 0, enforces the memory cap while Lua runs, restores the previous state after.
 * A nested call that fails counts toward the failure-storm limit; one failure too many stops
 * the whole top-level call (its callers raise at their next instruction).
 * Returns a lua status, or MOON_ERRBUDGET / MOON_ERRTIME / MOON_ERRSTORM when the top-level
 * call was stopped.
 */
static inline int moon_protected_call(lua_State *L, int nargs, int nresults, int msgh) {
    moon_runtime *rt = moon_runtime_of(L);
    if (rt->depth == 0) {
        rt->used = 0;
        rt->exceeded = 0;
        rt->failures = 0;
        rt->root = L;
        rt->deadline_ns = 0; /* set at the first look (moon_past_deadline) */
    }
    int saved = rt->enforce_limit;
    rt->enforce_limit = 1;
    rt->depth++;
    rt->epoch++;
    int status = lua_pcall(L, nargs, nresults, msgh);
    rt->epoch++;
    rt->depth--;
    rt->enforce_limit = saved;
    if (status != LUA_OK && status != LUA_ERRMEM && rt->exceeded)
        status = rt->exceeded == MOON_STOP_TIME ? MOON_ERRTIME
               : rt->exceeded == MOON_STOP_STORM ? MOON_ERRSTORM : MOON_ERRBUDGET;
    /* The failure that goes over the limit is reported as itself; its caller then raises the
       storm error at its next instruction. */
    else if (status != LUA_OK && rt->depth > 0 && rt->failure_limit > 0 && ++rt->failures > rt->failure_limit)
        moon_stop_all(L, rt, MOON_STOP_STORM);
    if (rt->depth == 0) {
        rt->root = NULL;
        rt->deadline_ns = 0;
        if (rt->exceeded) {
            rt->exceeded = 0;
            lua_sethook(L, moon_budget_hook, LUA_MASKCOUNT, rt->granularity);
        }
    }
    return status;
}

/* ------------------------------------------------------------------------ */
/* Calling Swift from Lua                                                    */
/* ------------------------------------------------------------------------ */

/*
 * A C function implemented in Swift (@convention(c)). Returns the number of
 * results, or a negative value meaning "error: the message is on top of the stack".
 */
typedef int (*moon_swift_fn)(lua_State *L);

static inline int moon_raise_if_failed(lua_State *L, int n) {
    if (n < 0) return lua_error(L); /* raised here, after the Swift frame has returned */
    return n;
}

/* Closure trampoline: upvalue 1 is the index of a Swift closure in its LuaState. */
static inline int moon_closure_trampoline(lua_State *L) {
    moon_runtime *rt = moon_runtime_of(L);
    lua_Integer index = lua_tointegerx(L, lua_upvalueindex(1), NULL);
    int saved = rt->enforce_limit;
    rt->enforce_limit = 0; /* Swift is on the stack: allocation failures must not longjmp */
    int n = rt->dispatch(rt->owner, L, index);
    rt->enforce_limit = saved;
    rt->epoch++;
    return moon_raise_if_failed(L, n);
}

/* Function-pointer trampoline: upvalue 1 is a light userdata holding a moon_swift_fn. */
static inline int moon_function_trampoline(lua_State *L) {
    moon_runtime *rt = moon_runtime_of(L);
    moon_swift_fn fn = (moon_swift_fn)lua_touserdata(L, lua_upvalueindex(1));
    int saved = rt->enforce_limit;
    rt->enforce_limit = 0;
    int n = fn(L);
    rt->enforce_limit = saved;
    rt->epoch++;
    return moon_raise_if_failed(L, n);
}

/* Pushes closure #index; the top `nup` values become its upvalues 2...nup+1. */
static inline void moon_pushswiftclosure(lua_State *L, lua_Integer index, int nup) {
    lua_pushinteger(L, index);
    if (nup > 0) lua_rotate(L, -(nup + 1), 1);
    lua_pushcclosure(L, moon_closure_trampoline, nup + 1);
}

/* Pushes a function-pointer Swift function; the top `nup` values become upvalues 2...nup+1. */
static inline void moon_pushswiftfunction(lua_State *L, moon_swift_fn fn, int nup) {
    lua_pushlightuserdata(L, (void *)fn);
    if (nup > 0) lua_rotate(L, -(nup + 1), 1);
    lua_pushcclosure(L, moon_function_trampoline, nup + 1);
}

/* ------------------------------------------------------------------------ */
/* Swift objects in userdata                                                 */
/* ------------------------------------------------------------------------ */

/* __gc of object userdata: releases the retained Swift object exactly once. */
static inline int moon_object_gc(lua_State *L) {
    void **slot = (void **)lua_touserdata(L, 1);
    if (slot != NULL && *slot != NULL) {
        void *object = *slot;
        *slot = NULL; /* a resurrected userdata must not release twice */
        moon_runtime_of(L)->release(object);
    }
    return 0;
}

/*
 * Pushes the metatable `name`, creating it with the object __gc when new.
 * Returns 1 when the table is (or was just made) an object metatable, 0 when a
 * metatable of that name exists without the object __gc (a host bug).
 */
static inline int moon_pushobjectmetatable(lua_State *L, const char *name) {
    if (luaL_newmetatable(L, name)) {
        lua_pushcfunction(L, moon_object_gc);
        lua_setfield(L, -2, "__gc");
        return 1;
    }
    lua_getfield(L, -1, "__gc");
    int ok = lua_tocfunction(L, -1) == moon_object_gc;
    lua_pop(L, 1);
    return ok;
}

/* ------------------------------------------------------------------------ */
/* Sandbox replacements                                                      */
/* ------------------------------------------------------------------------ */

/*
 * load(chunk [, chunkname [, mode [, env]]]) for sandboxes. Upvalue 1: the real
 * load; upvalue 2: the sandbox (default env). Mode is always "t".
 */
static inline int moon_safe_load(lua_State *L) {
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

static inline void moon_pushsafeload(lua_State *L) { lua_pushcclosure(L, moon_safe_load, 2); }

/*
 * Lua runs message handlers for errors raised inside a hook with hooks disabled
 * (and finalizers always run with hooks disabled), so a looping xpcall handler
 * or __gc would escape the instruction budget and hang the host. The sandbox
 * therefore gets an xpcall whose handler is skipped once the budget is spent,
 * and a setmetatable that refuses __gc.
 */
static inline int moon_xpcall_handler(lua_State *L) {
    if (moon_runtime_of(L)->exceeded) return 1; /* pass the budget error through untouched */
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static inline int moon_xpcall_continue(lua_State *L, int status, lua_KContext base) {
    (void)status;
    return lua_gettop(L) - (int)base;
}

/* xpcall(f, msgh, ...): upvalue 1 is the real xpcall. Yieldable like the original. */
static inline int moon_safe_xpcall(lua_State *L) {
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

static inline void moon_pushsafexpcall(lua_State *L) { lua_pushcclosure(L, moon_safe_xpcall, 1); }

/* setmetatable(t, mt): upvalue 1 is the real setmetatable; mt must not have __gc. */
static inline int moon_safe_setmetatable(lua_State *L) {
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

static inline void moon_pushsafesetmetatable(lua_State *L) {
    lua_pushcclosure(L, moon_safe_setmetatable, 1);
}

/*
 * A coroutine killed by the budget hook keeps Lua's internal "hooks allowed"
 * flag off (the error left the hook and no pcall inside the coroutine restored
 * it). Closing it would run its __close metamethods with hooks off, beyond the
 * budget's reach. So coroutine.close and coroutine.wrap never close a coroutine
 * whose error is a budget error: its to-be-closed variables are not closed.
 */
static inline int moon_is_budget_error(lua_State *L, int idx) {
    const char *s = (lua_type(L, idx) == LUA_TSTRING) ? lua_tostring(L, idx) : NULL;
    return s != NULL && (strstr(s, "instruction budget of ") != NULL ||
                         strstr(s, "script call took longer than ") != NULL ||
                         strstr(s, "call chain stopped: ") != NULL);
}

static inline int moon_died_by_budget(lua_State *co) {
    int status = lua_status(co);
    return status != LUA_OK && status != LUA_YIELD && lua_gettop(co) > 0 &&
           moon_is_budget_error(co, -1);
}

/* coroutine.close(co): upvalue 1 is the real close. */
static inline int moon_safe_close(lua_State *L) {
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

static inline void moon_pushsafeclose(lua_State *L) { lua_pushcclosure(L, moon_safe_close, 1); }

/* The function coroutine.wrap returns: upvalue 1 is the coroutine. */
static inline int moon_wrap_resume(lua_State *L) {
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
static inline int moon_safe_wrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    lua_pushcclosure(L, moon_wrap_resume, 1);
    return 1;
}

static inline void moon_pushsafewrap(lua_State *L) { lua_pushcfunction(L, moon_safe_wrap); }

/* collectgarbage for sandboxes: only "count" (KiB in use) is available. */
static inline int moon_safe_collectgarbage(lua_State *L) {
    const char *opt = luaL_optstring(L, 1, "collect");
    if (strcmp(opt, "count") != 0)
        return luaL_error(L, "collectgarbage: only \"count\" is available (got \"%s\")", opt);
    int kb = lua_gc(L, LUA_GCCOUNT);
    int b = lua_gc(L, LUA_GCCOUNTB);
    lua_pushnumber(L, (lua_Number)kb + ((lua_Number)b / 1024));
    return 1;
}

static inline void moon_pushsafecollectgarbage(lua_State *L) {
    lua_pushcfunction(L, moon_safe_collectgarbage);
}

/*
 * The block of the full userdata at idx if its metatable is the one at `metatable` (an
 * address from lua_topointer, found once by name), else NULL: the check without any lookup.
 */
static inline void *moon_testudataat(lua_State *L, int idx, const void *metatable) {
    if (lua_type(L, idx) != LUA_TUSERDATA || !lua_getmetatable(L, idx)) return NULL;
    const void *actual = lua_topointer(L, -1);
    lua_settop(L, -2);
    return actual == metatable ? lua_touserdata(L, idx) : NULL;
}

/*
 * Whether the table at idx is exactly the array of the `count` full userdata whose blocks
 * are `blocks` (lua_touserdata), in order, with no metatable and no other key.
 */
static inline int moon_tableholdsuserdata(lua_State *L, int idx, const void *const *blocks, size_t count) {
    idx = lua_absindex(L, idx);
    if (lua_type(L, idx) != LUA_TTABLE) return 0;
    if (lua_getmetatable(L, idx)) {
        lua_settop(L, -2);
        return 0;
    }
    if (lua_rawlen(L, idx) != count) return 0;
    for (size_t i = 0; i < count; i++) {
        /* A full userdata's block is its own: no other value can show that address. */
        int same = lua_rawgeti(L, idx, (lua_Integer)(i + 1)) == LUA_TUSERDATA && lua_touserdata(L, -1) == blocks[i];
        lua_settop(L, -2);
        if (!same) return 0;
    }
    if (count == 0) lua_pushnil(L); else lua_pushinteger(L, (lua_Integer)count);
    if (lua_next(L, idx) != 0) {
        lua_settop(L, -3);
        return 0;
    }
    return 1;
}

/*
 * luaL_testudata with the metatable looked up by name once per name: the userdata at idx if
 * its metatable is the registry's `name`, else NULL. Metatables live in the registry for the
 * state's life and Lua's collector never moves objects, so a metatable's address identifies it.
 */
static inline void *moon_testudata(lua_State *L, int idx, const char *name) {
    if (lua_type(L, idx) != LUA_TUSERDATA || !lua_getmetatable(L, idx)) return NULL;
    const void *actual = lua_topointer(L, -1);
    lua_pop(L, 1);
    moon_runtime *rt = moon_runtime_of(L);
    size_t length = strlen(name);
    if (length >= sizeof rt->metatables[0].name) return luaL_testudata(L, idx, name);
    /* By content: a Swift string's C pointer is often a stack copy, the same for every name. */
    unsigned hash = (unsigned)length;
    for (size_t i = length > 4 ? length - 4 : 0; i < length; i++) hash = hash * 31u + (unsigned char)name[i];
    unsigned slot = hash & 15u;
    if (strcmp(rt->metatables[slot].name, name) != 0) {
        if (luaL_getmetatable(L, name) != LUA_TTABLE) {
            lua_pop(L, 1);
            return NULL; /* not made yet: do not remember its absence */
        }
        memcpy(rt->metatables[slot].name, name, length + 1);
        rt->metatables[slot].metatable = lua_topointer(L, -1);
        lua_pop(L, 1);
    }
    return actual == rt->metatables[slot].metatable ? lua_touserdata(L, idx) : NULL;
}

#include "points.h"
#include "fastindex.h"
#include "boundedlib.h"
#include "patterns.h"

#endif /* MOON_CLUA_SHIM_H */
