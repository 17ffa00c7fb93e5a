/* Protected calls, the traceback handler, the trampolines through which Lua calls Swift,
   and the __gc of Swift objects in userdata. */
#include "moon_internal.h"

#if defined(__SSE2__) && defined(__x86_64__)
#include <emmintrin.h>
#endif

/* ------------------------------------------------------------------------ */
/* Protected calls                                                           */
/* ------------------------------------------------------------------------ */

/*
 * Message handler: turns the error into "message\nstack traceback:\n...".
 * __tostring of a non-string error runs under the cap; the traceback itself is
 * built uncapped so that a script at the memory limit still gets a report.
 */
static int moon_traceback(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    moon_runtime *rt = MOON_RUNTIME(L);
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

void moon_pushtraceback(lua_State *L) { lua_pushcfunction(L, moon_traceback); }

/*
 * lua_pcall plus the bookkeeping LuaVM needs: resets the budget, the deadline and the failure
 * count at depth 0, enforces the memory cap while Lua runs, restores the previous state after.
 * A nested call that fails counts toward the failure-storm limit; one failure too many stops
 * the whole top-level call (its callers raise at their next instruction).
 * Returns a lua status, or MOON_ERRBUDGET / MOON_ERRTIME / MOON_ERRSTORM when the top-level
 * call was stopped.
 */
/* ------------------------------------------------------------------------ */
/* The call's own memory                                                     */
/* ------------------------------------------------------------------------ */

/*
 * Calling a script needs memory of Lua's own besides whatever the script allocates: a CallInfo
 * for each level of calls beyond the deepest the thread keeps (Lua frees half of its spare ones
 * after every failed protected call and at collections) and stack room (which Lua grows without
 * an emergency collection). Under the cap, a script that keeps the heap full (one that catches
 * its own out-of-memory error and keeps what it made) would make those fail for every other
 * script's call, even a handler that only prints a string. So when the heap is within
 * MOON_CALL_RESERVE of the cap, the host makes them before the call, in its own (uncapped)
 * window: MOON_CALL_DEPTH nested calls' CallInfos and MOON_CALL_STACK stack slots. A script's
 * own allocations still meet the cap.
 */
static int moon_extend_calls(lua_State *L) {
    lua_Integer levels = lua_tointeger(L, 1);
    if (levels > 1) {
        lua_pushcfunction(L, moon_extend_calls);
        lua_pushinteger(L, levels - 1);
        lua_call(L, 1, 0);
    }
    return 0;
}

/* Inlined (forced) into every protected call: its test is the whole of the usual case. */
static inline __attribute__((always_inline)) void moon_prepare_call(lua_State *L, moon_runtime *rt) {
    if (rt->enforce_limit || rt->byte_limit == 0 || rt->bytes_in_use + MOON_CALL_RESERVE <= rt->byte_limit) return;
    /* Room for the frames of a few nested calls (a C function's frame alone takes
       LUA_MINSTACK), made now so that Lua need not grow the stack under the cap. */
    lua_checkstack(L, MOON_CALL_STACK);
    lua_pushcfunction(L, moon_extend_calls);
    lua_pushinteger(L, MOON_CALL_DEPTH);
    if (lua_pcall(L, 1, 0, 0) != LUA_OK) lua_pop(L, 1); /* out of memory outside the cap: the call itself will say */
}

/* moon_protected_call's body, inlined into the whole-call entry points below (forced: clang
   keeps a function of this size out of line when it has three callers). */
static inline __attribute__((always_inline)) int moon_protected_call_inline(lua_State *L, int nargs, int nresults,
                                                                           int msgh) {
    moon_runtime *rt = MOON_RUNTIME(L);
    moon_prepare_call(L, rt);
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

int moon_protected_call(lua_State *L, int nargs, int nresults, int msgh) {
    return moon_protected_call_inline(L, nargs, nresults, msgh);
}

/*
 * The set-up of a call into a behaviour method in one crossing from Swift (the hot path of
 * every call into a script): makes sure of room for `room` more values, then pushes the
 * message handler, the function `fnref` and the receiver `objref` (registry references).
 * Returns the handler's absolute index, or 0, having pushed nothing, when the stack cannot grow.
 */
int moon_begincall(lua_State *L, int room, int fnref, int objref) {
    if (room > 0 && !lua_checkstack(L, room)) return 0;
    lua_pushcfunction(L, moon_traceback);
    int handler = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, fnref);
    lua_rawgeti(L, LUA_REGISTRYINDEX, objref);
    return handler;
}

/*
 * moon_protected_call for one result that must be a boolean, read in the same crossing. On
 * success *answer is 1 or 0 for true or false, with the stack reset to below the handler at
 * `msgh`; or -1 for any other value, left on top for the caller to report. On failure the
 * error is on top, as moon_protected_call leaves it, and *answer is -1.
 */
int moon_protected_call_bool(lua_State *L, int nargs, int msgh, int *answer) {
    int status = moon_protected_call(L, nargs, 1, msgh);
    *answer = -1;
    if (status == LUA_OK && lua_type(L, -1) == LUA_TBOOLEAN) {
        *answer = lua_toboolean(L, -1);
        lua_settop(L, msgh - 1);
    }
    return status;
}

/* ------------------------------------------------------------------------ */
/* Whole calls into behaviour methods                                        */
/* ------------------------------------------------------------------------ */

/*
 * The hottest calls into scripts, each made in one crossing from Swift: room, the message
 * handler, the function and the receiver (registry references), the arguments, the protected
 * call under the budget, the deadline and the memory cap (moon_protected_call), and the answer.
 * Each returns MOON_NOROOM, having pushed nothing, when the stack cannot grow (the caller takes
 * the step-by-step path, which reports it); otherwise a lua status, *handler set to the
 * handler's index. On failure the error is on top, as moon_protected_call leaves it.
 */

/* Pushes the value `ref` refers to; LUA_REFNIL (and LUA_NOREF) push nil without a lookup. */
static inline void moon_pushref(lua_State *L, int ref) {
    if (ref > 0) lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    else lua_pushnil(L);
}

/* Room, handler, function and receiver; the handler's index, or 0 with nothing pushed. */
static inline int moon_begincall_inline(lua_State *L, int room, int fnref, int objref) {
    if (room > 0 && !lua_checkstack(L, room)) return 0;
    lua_pushcfunction(L, moon_traceback);
    int handler = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, fnref);
    lua_rawgeti(L, LUA_REGISTRYINDEX, objref);
    return handler;
}

int moon_call_point_bool(lua_State *L, int room, int fnref, int objref, double x, double y, int argref,
                         int *answer, int *handler) {
    *answer = -1;
    int h = moon_begincall_inline(L, room, fnref, objref);
    *handler = h;
    if (h == 0) return MOON_NOROOM;
    if (!moon_pushlightpoint(L, x, y)) moon_pushpoint(L, x, y);
    moon_pushref(L, argref);
    int status = moon_protected_call_inline(L, 3, 1, h);
    if (status == LUA_OK && lua_type(L, -1) == LUA_TBOOLEAN) {
        *answer = lua_toboolean(L, -1);
        lua_settop(L, h - 1);
    }
    return status;
}

int moon_call_refs(lua_State *L, int room, int fnref, int objref, int nargs, int arg1, int arg2, int *handler) {
    int h = moon_begincall_inline(L, room, fnref, objref);
    *handler = h;
    if (h == 0) return MOON_NOROOM;
    if (nargs > 0) moon_pushref(L, arg1);
    if (nargs > 1) moon_pushref(L, arg2);
    int status = moon_protected_call_inline(L, nargs + 1, 0, h);
    if (status == LUA_OK) lua_settop(L, h - 1);
    return status;
}

/* The most values moon_call_touches pushes: a handler, the function, the receiver, the table,
   the event, and its check's three (the metatable, an element, the key after the last). */
#define MOON_TOUCHCALL_ROOM 8

/*
 * A touch handler's call (issue 41, `touchlua`): moon_call_refs with the touches table `setref`
 * and the event `eventref`, where the table is the one the host handed out last and is checked
 * in place, as the call's argument, to still hold exactly `blocks` (moon_tableholdsuserdata's
 * check) unless no Lua code has run since it was last seen to (`checked` is the runtime's epoch
 * then). Returns MOON_STALE, having called nothing and left the stack as it was, when it no
 * longer does (the host makes a new table); otherwise as moon_call_refs.
 *
 * A call the host makes at the top level (`host` given, no script running, the main thread, a
 * stack holding few values) uses the message handler kept on the main thread's stack and needs
 * no room check: the thread's base frame always has LUA_MINSTACK slots (as moon_pointcall_run).
 * Either way *handler is one above the stack's top before the call, where a step-by-step call's
 * handler would be, so the caller resets the stack to below it as for moon_call_refs.
 */
int moon_call_touches(lua_State *L, const moon_callhost *host, int room, int fnref, int objref, int setref,
                      const void *const *blocks, size_t count, const void *meta, unsigned long long checked,
                      int eventref, int *handler) {
    int top = lua_gettop(L);
    int h;
    if (host != NULL && L == host->main && MOON_RUNTIME(L)->depth == 0 && top <= LUA_MINSTACK - MOON_TOUCHCALL_ROOM) {
        h = host->handler;
    } else {
        if (room > 0 && !lua_checkstack(L, room)) {
            *handler = 0;
            return MOON_NOROOM;
        }
        lua_pushcfunction(L, moon_traceback);
        h = top + 1;
    }
    *handler = top + 1;
    lua_rawgeti(L, LUA_REGISTRYINDEX, fnref);
    lua_rawgeti(L, LUA_REGISTRYINDEX, objref);
    lua_rawgeti(L, LUA_REGISTRYINDEX, setref);
    if (MOON_RUNTIME(L)->epoch != checked && !moon_holdsuserdata_inline(L, lua_gettop(L), blocks, count, meta)) {
        lua_settop(L, top);
        return MOON_STALE;
    }
    moon_pushref(L, eventref);
    int status = moon_protected_call_inline(L, 3, 0, h);
    if (status == LUA_OK) lua_settop(L, top);
    return status;
}

/* ------------------------------------------------------------------------ */
/* A view's pointInside called from C with no Swift frame                    */
/* ------------------------------------------------------------------------ */

/*
 * The hit test asks pointInside of every view it visits, and a view whose behaviour overrides
 * it calls moon_pointcall_run directly (ResponderKit's PointInsideShortcut): the host's Swift
 * is entered only for what C cannot do alone (moon_pointcall.fallback: the stack cannot grow,
 * an event other than the touch event, a failure or a wrong answer to report). What the
 * step-by-step call costs beyond a bare lua_pcall is kept out of the usual case:
 *   - the message handler stays on the main thread's stack for the host's life
 *     (moon_callhost_init), so none is pushed per call (one is on a coroutine);
 *   - the stack's room is checked only when the frame is not known to have it: Lua gives every
 *     C frame (and the thread's base) LUA_MINSTACK slots that no stack shrink takes back, so a
 *     frame holding few values has room for the call's without lua_checkstack;
 *   - the running method's `self.super` start and proxy are set in the receiver's userdata
 *     block and restored here, as the host's run(as:)/restore do.
 */

/* The most values the call pushes: a handler (on a coroutine), the function, the receiver, the
   point (a boxed one takes its metatable for a moment) and the event. */
#define MOON_POINTCALL_ROOM 6

void moon_callhost_init(moon_callhost *host, lua_State *main) {
    lua_pushcfunction(main, moon_traceback);
    host->handler = lua_gettop(main);
    host->main = main;
    host->thread = main;
    host->eventref = 0;
    host->event = NULL;
}

/*
 * The point as a light point's bits (*packed), or 0 when it needs a box: moon_pushlightpoint's
 * test and packing, the same answer for every point (-0 becomes 0; a coordinate a float does not
 * hold exactly, or NaN, is boxed; an infinite one is light). With SSE2, both coordinates at once:
 * its conversions are IEEE's (a double beyond a float's range becomes an infinity, which then
 * differs from the double), where C's conversion of such a double is undefined.
 */
static inline __attribute__((always_inline)) int moon_packpoint(double x, double y, uint64_t *packed) {
#if defined(__SSE2__) && defined(__x86_64__)
    __m128d xy = _mm_add_pd(_mm_set_pd(x, y), _mm_setzero_pd()); /* -0 + 0 is +0 */
    __m128 f = _mm_cvtpd_ps(xy);                                 /* y in lane 0, x in lane 1 */
    if (_mm_movemask_pd(_mm_cmpeq_pd(_mm_cvtps_pd(f), xy)) != 3) return 0;
    *packed = (uint64_t)_mm_cvtsi128_si64(_mm_castps_si128(f)); /* x's bits high, y's low */
    return 1;
#else
    float fx, fy;
    if (x == 0) x = 0;
    if (y == 0) y = 0;
    if (!moon_fitsfloat(x, &fx) || !moon_fitsfloat(y, &fy)) return 0;
    uint32_t bx, by;
    memcpy(&bx, &fx, sizeof bx);
    memcpy(&by, &fy, sizeof by);
    *packed = ((uint64_t)bx << 32) | (uint64_t)by;
    return 1;
#endif
}

/* A coordinate of a light point, from its bits (exactly the coordinate packed, -0 aside). */
static inline double moon_unpackcoordinate(uint32_t bits) {
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* moon_pointcall.fallback for a failure or a wrong answer (on top of the stack, which the host
   reads and leaves as it is), then the stack reset to `top`. */
static __attribute__((noinline)) int moon_pointcall_report(moon_pointcall *call, lua_State *L, int status, int top,
                                                           void *event) {
    int code = call->fallback(call->owner, status, 0, 0, event); /* the report needs no point */
    lua_settop(L, top);
    return code;
}

/* The `self.super` proxy and start of a moon_fastslot and of a moon_pointcall, in the same order
   next to each other: swapped as one. */
_Static_assert(offsetof(moon_fastslot, start) == offsetof(moon_fastslot, ref) + sizeof(int32_t),
               "moon_fastslot's start follows ref");
_Static_assert(offsetof(moon_pointcall, start) == offsetof(moon_pointcall, superref) + sizeof(int32_t),
               "moon_pointcall's start follows superref");

/*
 * The call itself, from the pushing of the function to the answer: `h` is the handler's index,
 * `top` the stack's top to reset to after it (lua_settop's argument). The point is pushed by the
 * caller's `push` step: `light` with `packed`, else boxed from x and y.
 */
static inline __attribute__((always_inline)) int moon_pointcall_make(moon_pointcall *call, lua_State *L, int h,
                                                                    int top, void *event, int light,
                                                                    uint64_t packed, double x, double y) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, call->fnref);
    lua_rawgeti(L, LUA_REGISTRYINDEX, call->objref);
    if (light) lua_pushlightuserdata(L, (void *)(uintptr_t)packed);
    else moon_pushpoint(L, x, y);
    if (event != NULL) lua_rawgeti(L, LUA_REGISTRYINDEX, call->host->eventref);
    else lua_pushnil(L);
    /* run(as:): the method's definer is running on the receiver (`self.super` starts from its
       parent, with the proxy for that once known); restored below. */
    moon_fastslot *slot = call->slot;
    uint64_t saved;
    memcpy(&saved, &slot->ref, sizeof saved);
    memcpy(&slot->ref, &call->superref, sizeof saved);
    int status = moon_protected_call_inline(L, 3, 1, h);
    memcpy(&slot->ref, &saved, sizeof saved);
    if (status != LUA_OK || lua_type(L, -1) != LUA_TBOOLEAN) return moon_pointcall_report(call, L, status, top, event);
    int inside = lua_toboolean(L, -1); /* 1 or 0: MOON_POINT_INSIDE or MOON_POINT_OUTSIDE */
    lua_settop(L, top);
    return inside;
}

/*
 * moon_pointcall_run where the usual case does not hold (a point that needs a box, a call from a
 * script, a crowded stack): the room checked, and the call made with a handler of its own when
 * the frame is not the main thread's base.
 */
static __attribute__((noinline)) int moon_pointcall_general(moon_pointcall *call, void *event, double x, double y) {
    moon_callhost *host = call->host;
    lua_State *L = host->thread;
    if (!lua_checkstack(L, MOON_POINTCALL_ROOM)) return call->fallback(call->owner, MOON_NOROOM, x, y, event);
    int top = lua_gettop(L);
    int h;
    if (L == host->main && MOON_RUNTIME(L)->depth == 0) {
        h = host->handler;
    } else {
        /* Called from a script (through the host, maybe on a coroutine): the frame is that C
           function's, so the kept handler's index means nothing here; one of its own. */
        lua_pushcfunction(L, moon_traceback);
        h = top + 1;
    }
    uint64_t packed;
    if (moon_packpoint(x, y, &packed)) return moon_pointcall_make(call, L, h, top, event, 1, packed, 0, 0);
    return moon_pointcall_make(call, L, h, top, event, 0, 0, x, y);
}

/* moon_pointcall_general for a light point on a crowded stack, from the point's bits (so x and y
   need not be kept across the check). */
static __attribute__((noinline)) int moon_pointcall_crowded(moon_pointcall *call, void *event, uint64_t packed) {
    return moon_pointcall_general(call, event, moon_unpackcoordinate((uint32_t)(packed >> 32)),
                                  moon_unpackcoordinate((uint32_t)packed));
}

int moon_pointcall_run(void *context, double x, double y, void *event) {
    moon_pointcall *call = (moon_pointcall *)context;
    if (call->fnref == 0) return MOON_POINT_NOTOVERRIDDEN;
    moon_callhost *host = call->host;
    if (event != NULL && event != host->event) return call->fallback(call->owner, MOON_POINT_OTHEREVENT, x, y, event);
    lua_State *L = host->thread;
    uint64_t packed;
    /* The usual case: no script running (so this is the main thread's base frame, where the
       kept handler's index is valid and LUA_MINSTACK slots are always there), a stack holding
       few values, a light point. */
    if (L != host->main || MOON_RUNTIME(L)->depth != 0 || !moon_packpoint(x, y, &packed))
        return moon_pointcall_general(call, event, x, y);
    if (lua_gettop(L) > LUA_MINSTACK - MOON_POINTCALL_ROOM) return moon_pointcall_crowded(call, event, packed);
    /* The kept handler stays: the stack is reset by popping the one value the call leaves. */
    return moon_pointcall_make(call, L, host->handler, -2, event, 1, packed, 0, 0);
}

/* ------------------------------------------------------------------------ */
/* Calling Swift from Lua                                                    */
/* ------------------------------------------------------------------------ */

/*
 * A C function implemented in Swift (@convention(c)). Returns the number of
 * results, or a negative value meaning "error: the message is on top of the stack".
 */
typedef int (*moon_swift_fn)(lua_State *L);

static int moon_raise_if_failed(lua_State *L, int n) {
    if (n < 0) return lua_error(L); /* raised here, after the Swift frame has returned */
    return n;
}

/* Closure trampoline: upvalue 1 is the index of a Swift closure in its LuaState. */
int moon_closure_trampoline(lua_State *L) {
    moon_runtime *rt = MOON_RUNTIME(L);
    lua_Integer index = lua_tointegerx(L, lua_upvalueindex(1), NULL);
    int saved = rt->enforce_limit;
    rt->enforce_limit = 0; /* Swift is on the stack: allocation failures must not longjmp */
    int n = rt->dispatch(rt->owner, L, index);
    rt->enforce_limit = saved;
    rt->epoch++;
    return moon_raise_if_failed(L, n);
}

/* Function-pointer trampoline: upvalue 1 is a light userdata holding a moon_swift_fn. */
static int moon_function_trampoline(lua_State *L) {
    moon_runtime *rt = MOON_RUNTIME(L);
    moon_swift_fn fn = (moon_swift_fn)lua_touserdata(L, lua_upvalueindex(1));
    int saved = rt->enforce_limit;
    rt->enforce_limit = 0;
    int n = fn(L);
    rt->enforce_limit = saved;
    rt->epoch++;
    return moon_raise_if_failed(L, n);
}

/* Pushes closure #index; the top `nup` values become its upvalues 2...nup+1. */
void moon_pushswiftclosure(lua_State *L, lua_Integer index, int nup) {
    lua_pushinteger(L, index);
    if (nup > 0) lua_rotate(L, -(nup + 1), 1);
    lua_pushcclosure(L, moon_closure_trampoline, nup + 1);
}

/* Pushes a function-pointer Swift function; the top `nup` values become upvalues 2...nup+1. */
void moon_pushswiftfunction(lua_State *L, moon_swift_fn fn, int nup) {
    lua_pushlightuserdata(L, (void *)fn);
    if (nup > 0) lua_rotate(L, -(nup + 1), 1);
    lua_pushcclosure(L, moon_function_trampoline, nup + 1);
}

/* ------------------------------------------------------------------------ */
/* `self.super:touchesX(touches, event)` answered in C (issue 41)           */
/* ------------------------------------------------------------------------ */

/*
 * A handler forwarding its touches to `super` with no behaviour left above its definer (the
 * usual `self.super:touchesMoved(touches, event)`) reaches the host's default directly: the
 * proxy, the table and the event are checked here, and the Swift function (upvalue 1), which
 * searches the behaviours and reports misuse, is not entered. Upvalues: 1 the Swift function
 * (moon_function_trampoline's), 2 the name, 3 the method's number, 4 the moon_supertouches.
 */
static int moon_super_touches(lua_State *L) {
    moon_supertouches *st = (moon_supertouches *)lua_touserdata(L, lua_upvalueindex(4));
    const int32_t *slot = NULL; /* the proxy's block: the binding's index, then the start */
    if (lua_type(L, 1) == LUA_TUSERDATA && lua_getmetatable(L, 1)) {
        if (lua_topointer(L, -1) == st->proxymeta) slot = (const int32_t *)lua_touserdata(L, 1);
        lua_settop(L, -2);
    }
    /* Only the host default is left (start -1), and the arguments are what the host gave. */
    if (slot == NULL || slot[1] != -1 || st->table == NULL || lua_type(L, 2) != LUA_TTABLE ||
        lua_topointer(L, 2) != st->table || lua_type(L, 3) != LUA_TUSERDATA || lua_touserdata(L, 3) != st->event ||
        !moon_holdsuserdata_inline(L, 2, st->blocks, st->count, st->listmeta))
        return moon_function_trampoline(L);
    int method = (int)lua_tointegerx(L, lua_upvalueindex(3), NULL);
    moon_runtime *rt = MOON_RUNTIME(L);
    moon_callhost *host = st->host;
    /* As moon_function_trampoline around Swift, and the host's enter/leave of the thread. */
    lua_State *thread = host->thread;
    host->thread = L;
    int saved = rt->enforce_limit;
    rt->enforce_limit = 0;
    int n = st->deliver(st->owner, slot[0], method);
    rt->enforce_limit = saved;
    host->thread = thread;
    rt->epoch++;
    return moon_raise_if_failed(L, n);
}

moon_supertouches *moon_newsupertouches(lua_State *L) {
    moon_supertouches *st = (moon_supertouches *)lua_newuserdatauv(L, sizeof *st, 0);
    memset(st, 0, sizeof *st);
    luaL_ref(L, LUA_REGISTRYINDEX);
    return st;
}

void moon_pushsupertouches(lua_State *L, moon_swift_fn fn, moon_supertouches *supertouches) {
    lua_pushlightuserdata(L, (void *)fn);
    lua_rotate(L, -3, 1);
    lua_pushlightuserdata(L, supertouches);
    lua_pushcclosure(L, moon_super_touches, 4);
}

/* ------------------------------------------------------------------------ */
/* Swift objects in userdata                                                 */
/* ------------------------------------------------------------------------ */

/* __gc of object userdata: releases the retained Swift object exactly once. */
static int moon_object_gc(lua_State *L) {
    void **slot = (void **)lua_touserdata(L, 1);
    if (slot != NULL && *slot != NULL) {
        void *object = *slot;
        *slot = NULL; /* a resurrected userdata must not release twice */
        MOON_RUNTIME(L)->release(object);
    }
    return 0;
}

/*
 * Pushes the metatable `name`, creating it with the object __gc when new.
 * Returns 1 when the table is (or was just made) an object metatable, 0 when a
 * metatable of that name exists without the object __gc (a host bug).
 */
int moon_pushobjectmetatable(lua_State *L, const char *name) {
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
