/*
 * CMoonchainLua: Moonchain's own C beside the system Lua 5.4, declarations only (the code is in
 * the .c files of this target, one per concern).
 *
 * Lua reports errors with longjmp, and a longjmp must never unwind a Swift frame (Swift would
 * skip releases and corrupt its runtime state). So everything that may raise a Lua error on
 * behalf of Swift is C, here:
 *   - the capped allocator, which fails allocations so that Lua raises from C (allocator.c),
 *   - the instruction-budget / deadline count hook, which raises from C (hook.c),
 *   - the protected-call wrapper, the traceback message handler, and the trampolines through
 *     which Lua calls Swift functions: the Swift code returns a status and the trampoline
 *     raises after the Swift frame is gone (calls.c),
 *   - the sandbox's replacements of load, xpcall, setmetatable, coroutine.close/wrap and
 *     collectgarbage (sandbox.c),
 *   - string.rep and the table functions with bounded work (boundedlib.c), and Lua's pattern
 *     matcher with its steps counted against the budget (patterns.c).
 * Beside them sit the C fast paths of the host's values: points (points.c), rect copies
 * (rects.c), the one-key __index answered in C (fastindex.c) and userdata checks without
 * lookups (userdata.c).
 *
 * Every symbol is prefixed `moon_` (types and functions) or `MOON_` (constants). The wrappers
 * of Lua's own function-like macros are in CLua, not here.
 */
#ifndef MOONCHAIN_LUA_H
#define MOONCHAIN_LUA_H

#include <lua.h>
#include <stddef.h>
#include <stdint.h>

/* ------------------------------------------------------------------------ */
/* Status and stop codes                                                     */
/* ------------------------------------------------------------------------ */

/* Status returned by moon_protected_call when the instruction budget stopped the call. */
static const int MOON_ERRBUDGET = 100;
/* ... when the call ran past its wall-clock deadline. */
static const int MOON_ERRTIME = 101;
/* ... when too many nested script calls failed inside it (a failure storm). */
static const int MOON_ERRSTORM = 102;

/* Status of the whole-call entry points (moon_call_point_bool, moon_call_refs) when the stack
   cannot grow: nothing was pushed or called. */
static const int MOON_NOROOM = 103;

/* Why a top-level call was stopped (moon_runtime.exceeded). */
enum { MOON_STOP_BUDGET = 1, MOON_STOP_TIME = 2, MOON_STOP_STORM = 3 };

/* ------------------------------------------------------------------------ */
/* Per-state runtime record (allocator.c)                                    */
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

    /* Where the allocator takes Lua's small blocks from (pool.c); made by moon_newstate,
       freed by moon_closestate. */
    struct moon_pool *pool;
} moon_runtime;

/* The runtime record of the state that owns `L` (any of its threads). */
moon_runtime *moon_runtime_of(lua_State *L);

/* A new state whose allocator is capped by `rt` and whose threads all reach `rt`; NULL when
   out of memory. */
lua_State *moon_newstate(moon_runtime *rt);

/* Closes a state moon_newstate made (lua_close), then frees its pool of small blocks. */
void moon_closestate(lua_State *L);

/* Bytes of the chunks the state's pool of small blocks has mapped (pool.c); they are not
   malloc's, so malloc's statistics do not count them. */
size_t moon_memory_pooled(const moon_runtime *rt);

/* Of moon_memory_pooled, the bytes not handed to Lua: freed blocks kept for reuse and the
   newest chunk's unused rest. */
size_t moon_memory_held_for_reuse(const moon_runtime *rt);

/* Installs a panic handler that names an unprotected error as a host bug before Lua aborts. */
void moon_install_panic(lua_State *L);

/* ------------------------------------------------------------------------ */
/* Instruction budget, deadline and failure storms (hook.c)                  */
/* ------------------------------------------------------------------------ */

/* (Re)installs the count hook with the runtime's current period (moon_runtime.granularity). */
void moon_install_budget_hook(lua_State *L);

/*
 * For C functions that do long work (pattern matching, big copies): charges `steps` units of
 * work to the instruction budget and checks the deadline; raises when either is spent.
 * Outside a protected call (no budget running) it does nothing.
 */
void moon_charge(lua_State *L, long long steps);

/* ------------------------------------------------------------------------ */
/* Protected calls and calls into Swift (calls.c)                            */
/* ------------------------------------------------------------------------ */

/* Pushes the message handler that turns an error into "message\nstack traceback:\n...". */
void moon_pushtraceback(lua_State *L);

/*
 * lua_pcall plus the bookkeeping LuaVM needs: resets the budget, the deadline and the failure
 * count at depth 0, enforces the memory cap while Lua runs, restores the previous state after.
 * A nested call that fails counts toward the failure-storm limit; one failure too many stops
 * the whole top-level call (its callers raise at their next instruction).
 * Returns a lua status, or MOON_ERRBUDGET / MOON_ERRTIME / MOON_ERRSTORM when the top-level
 * call was stopped.
 */
int moon_protected_call(lua_State *L, int nargs, int nresults, int msgh);

/*
 * The memory a call takes of Lua's own (CallInfos, stack) is the host's, not the script's: when
 * the heap is within MOON_CALL_RESERVE bytes of the cap, moon_protected_call called from the
 * host makes it before the call (MOON_CALL_DEPTH levels of calls, MOON_CALL_STACK stack slots),
 * uncapped, so that a script keeping the heap at the cap does not make every other call fail.
 */
#define MOON_CALL_RESERVE ((size_t)64 << 10)
#define MOON_CALL_DEPTH 16
#define MOON_CALL_STACK (8 * LUA_MINSTACK)

/*
 * A method call's set-up in one crossing: room for `room` more values, then the message
 * handler, the function `fnref` and the receiver `objref` (registry references) pushed.
 * Returns the handler's absolute index, or 0 (nothing pushed) when the stack cannot grow.
 */
int moon_begincall(lua_State *L, int room, int fnref, int objref);

/*
 * moon_protected_call for one boolean result, read in the same crossing: *answer is 1 or 0
 * (the stack reset to below the handler at `msgh`), or -1 when the call failed (the error on
 * top) or returned something else (that value on top).
 */
int moon_protected_call_bool(lua_State *L, int nargs, int msgh, int *answer);

/*
 * A whole method call in one crossing: room for `room` more values, the message handler, the
 * function `fnref`, the receiver `objref`, the point (x, y) as moon_pushpoint makes it and the
 * value `argref` (a registry reference; LUA_REFNIL or LUA_NOREF for nil), called as
 * moon_protected_call does for one boolean result. Returns MOON_NOROOM (nothing pushed) when the
 * stack cannot grow, else a lua status with *handler the handler's index and *answer as
 * moon_protected_call_bool sets it: 1 or 0 (the stack reset to below the handler), or -1 with the
 * error or the non-boolean answer on top.
 */
int moon_call_point_bool(lua_State *L, int room, int fnref, int objref, double x, double y, int argref,
                         int *answer, int *handler);

/*
 * A whole method call with no result in one crossing: room, handler, function `fnref`, receiver
 * `objref` and `nargs` (0 to 2) values given by registry reference (`arg1`, `arg2`; LUA_REFNIL for
 * nil). Returns MOON_NOROOM (nothing pushed) when the stack cannot grow, else a lua status with
 * *handler the handler's index: on success the stack is reset to below the handler, on failure
 * the error is on top.
 */
int moon_call_refs(lua_State *L, int room, int fnref, int objref, int nargs, int arg1, int arg2, int *handler);

/* Status of moon_call_touches when the touches table no longer holds what the host gave it:
   nothing was called and the stack is as it was (issue 41, `touchlua`). */
static const int MOON_STALE = 104;

/*
 * A touch handler's call in one crossing: moon_call_refs with the touches table `setref` and the
 * event `eventref`, the table checked in place as moon_tableholdsuserdata checks (`blocks`,
 * `count`, `meta`) unless the runtime's epoch is still `checked`. Returns MOON_STALE (nothing
 * called, the stack as it was) when the table fails the check, else as moon_call_refs. With
 * `host` (may be NULL), a call at the top level uses the handler kept on the main thread's stack
 * (moon_callhost_init); *handler is then one above the stack's top before the call, as it is
 * for a call that pushes its own.
 */
struct moon_callhost;
int moon_call_touches(lua_State *L, const struct moon_callhost *host, int room, int fnref, int objref, int setref,
                      const void *const *blocks, size_t count, const void *meta, unsigned long long checked,
                      int eventref, int *handler);

/* ------------------------------------------------------------------------ */
/* A view's pointInside called from C with no Swift frame (calls.c)          */
/* ------------------------------------------------------------------------ */

/*
 * What every such call of one host shares: the thread scripts run on now (a coroutine while
 * one calls into the host), the message handler kept on the main thread's stack for the host's
 * life (no handler pushed per call there), and the touch event's userdata. Owned by the host.
 */
typedef struct moon_callhost {
    lua_State *thread;  /* the thread the host runs scripts on now (the main thread, or a coroutine) */
    lua_State *main;    /* the thread whose stack keeps the message handler at `handler` */
    int handler;        /* absolute index of moon_traceback on main's stack, below all else */
    int eventref;       /* registry reference of the touch event's userdata; 0: not made yet */
    const void *event;  /* the touch event that userdata holds (unretained; the userdata keeps it) */
} moon_callhost;

/* Pushes the message handler on `main` to stay there (at the index it records) and fills
   `host` for `main`. Call once, before the host calls any script. */
void moon_callhost_init(moon_callhost *host, lua_State *main);

/* The answers of moon_pointcall_run, as ResponderKit's PointInsideShortcut codes them. */
static const int MOON_POINT_OUTSIDE = 0;       /* the script answered false */
static const int MOON_POINT_INSIDE = 1;        /* the script answered true */
static const int MOON_POINT_FAILED = -1;       /* it could not answer; the host has reported why */
static const int MOON_POINT_NOTOVERRIDDEN = 2; /* the behaviour has no pointInside (any more) */

/* moon_pointcall.fallback's `why` (besides MOON_NOROOM and a lua status): the event is not the
   touch event whose userdata has a reference (callhost.event): the host makes the whole call. */
static const int MOON_POINT_OTHEREVENT = 105;

/*
 * The host's side of a point call, for whatever C cannot do alone; returns the answer (a
 * MOON_POINT_ code). `why` is MOON_NOROOM (the stack cannot grow: nothing was pushed) or
 * MOON_POINT_OTHEREVENT, and the host makes the whole call itself; LUA_OK, the script answered
 * something other than a boolean, on top of the stack; or the failed call's status, the error
 * on top. In the last two cases the host reports it, leaving the stack as it is (the caller
 * resets it), and returns MOON_POINT_FAILED; x and y are then 0.
 */
typedef int (*moon_pointcall_fallback)(void *owner, int why, double x, double y, void *event);

/*
 * One behaviour's pointInside, called from C: the function and the receiver (registry
 * references), where `self.super` starts while it runs (and the proxy for that, once the host
 * has made it: the host fills it in), and the host's fallback. Owned by the behaviour, which
 * updates it when its methods change (a reload).
 */
typedef struct moon_pointcall {
    moon_callhost *host;
    struct moon_fastslot *slot; /* the receiver's userdata block: `start` and `ref` set for the call */
    int fnref;              /* registry reference of pointInside; 0: not overridden */
    int objref;             /* registry reference of the receiver's userdata */
    int32_t superref;       /* moon_fastslot.ref for the call: the `self.super` proxy for `start`
                               (0 until the host knows it: it is asked then) */
    int32_t start;          /* moon_fastslot.start for the call: the method's definer's parent
                               (the pair in the slot's order, so C swaps them as one) */
    moon_pointcall_fallback fallback;
    void *owner;            /* passed to `fallback` as it is */
} moon_pointcall;

/*
 * Calls the pointInside `call` (a moon_pointcall) describes with the receiver, the point (x, y)
 * (as moon_pushpoint makes it) and `event` (nil when NULL), on the host's current thread, as
 * moon_protected_call does (budget, deadline, memory cap), and reads the boolean answer: the
 * whole call with no Swift frame. Anything else goes to the fallback. Returns a MOON_POINT_
 * code; the stack is as it was.
 */
int moon_pointcall_run(void *call, double x, double y, void *event);

/*
 * A C function implemented in Swift (@convention(c)). Returns the number of
 * results, or a negative value meaning "error: the message is on top of the stack".
 */
typedef int (*moon_swift_fn)(lua_State *L);

/* Pushes Swift closure #index (run through moon_runtime.dispatch); the top `nup` values
   become its upvalues 2...nup+1. */
void moon_pushswiftclosure(lua_State *L, lua_Integer index, int nup);

/* Pushes a function-pointer Swift function; the top `nup` values become upvalues 2...nup+1. */
void moon_pushswiftfunction(lua_State *L, moon_swift_fn fn, int nup);

/* ------------------------------------------------------------------------ */
/* `self.super:touchesX(touches, event)` answered in C (calls.c; issue 41)    */
/* ------------------------------------------------------------------------ */

/*
 * The host's default of a touch method for the responder whose binding index is `binding`, run
 * with the touches table handed out last and the touch event (the caller checked that the script
 * passed exactly those). Returns 0 (no results).
 */
typedef int (*moon_supertouches_deliver)(void *owner, int32_t binding, int method);

/*
 * What the C answer of `self.super:touchesX` needs, owned by the host and kept up to date by it:
 * the proxies' metatable, the touches table handed out last with what it holds, the touch
 * event's userdata block and the host's default. `host->thread` is set to the calling thread
 * while the default runs, as the host's own callbacks do.
 */
typedef struct moon_supertouches {
    moon_callhost *host;
    const void *proxymeta;     /* the `self.super` proxies' metatable (lua_topointer) */
    const void *table;         /* the touches table handed out last (lua_topointer); NULL: none */
    const void *const *blocks; /* its touches' userdata blocks, in order (`count` of them) */
    size_t count;
    const void *listmeta;      /* the table's metatable (NULL: none) */
    const void *event;         /* the touch event userdata's block; NULL: not made yet */
    moon_supertouches_deliver deliver;
    void *owner;               /* passed to `deliver` as it is */
} moon_supertouches;

/*
 * Pushes `self.super:NAME` for a touch method: the function-pointer Swift function `fn` (as
 * moon_pushswiftfunction pushes it, the top 2 values, the name and the method's number, its
 * upvalues 2 and 3) behind a C test. When the receiver is a proxy whose start is -1 (no behaviour
 * left above the definer) and the arguments are `supertouches`' table, still holding its
 * touches, and event, the host's default runs through `deliver` with no other crossing; any
 * other call goes to `fn` unchanged.
 */
void moon_pushsupertouches(lua_State *L, moon_swift_fn fn, moon_supertouches *supertouches);

/* A zeroed moon_supertouches in a userdata of `L`'s, which the registry keeps for the state's
   life (so a function kept by a script outlives the host safely: the host clears `table` when it
   goes, and every call then takes the Swift function, which reports that the host is gone). */
moon_supertouches *moon_newsupertouches(lua_State *L);

/*
 * Pushes the metatable `name`, creating it with the __gc that releases a Swift object held in
 * a userdata when new. Returns 1 when the table is (or was just made) an object metatable,
 * 0 when a metatable of that name exists without the object __gc (a host bug).
 */
int moon_pushobjectmetatable(lua_State *L, const char *name);

/* ------------------------------------------------------------------------ */
/* Sandbox replacements (sandbox.c)                                          */
/* ------------------------------------------------------------------------ */

/* load with text chunks only. Pops upvalues: the real load, then the sandbox (default env). */
void moon_pushsafeload(lua_State *L);
/* xpcall whose handler is skipped once the budget is spent. Pops the real xpcall. */
void moon_pushsafexpcall(lua_State *L);
/* setmetatable that refuses __gc. Pops the real setmetatable. */
void moon_pushsafesetmetatable(lua_State *L);
/* coroutine.close that leaves a coroutine killed by the budget unclosed. Pops the real close. */
void moon_pushsafeclose(lua_State *L);
/* coroutine.wrap with the same rule as moon_pushsafeclose. */
void moon_pushsafewrap(lua_State *L);
/* collectgarbage with "count" only. */
void moon_pushsafecollectgarbage(lua_State *L);

/* ------------------------------------------------------------------------ */
/* Bounded libraries (boundedlib.c, patterns.c)                              */
/* ------------------------------------------------------------------------ */

/* Puts the bounded string.rep and the step-counted find/match/gmatch/gsub in the `string`
   table at idx. */
void moon_install_bounded_string(lua_State *L, int idx);
/* Puts the bounded move/concat/sort/insert/remove in the `table` table at idx. */
void moon_install_bounded_table(lua_State *L, int idx);

/* ------------------------------------------------------------------------ */
/* Userdata checks (userdata.c)                                              */
/* ------------------------------------------------------------------------ */

/* The block of the full userdata at idx if its metatable is the one at `metatable` (an
   address from lua_topointer, found once by name), else NULL: the check without any lookup. */
void *moon_testudataat(lua_State *L, int idx, const void *metatable);

/* Whether the table at idx is exactly the array of the `count` full userdata whose blocks are
   `blocks`, in order, with no other key, and with the metatable `meta` (NULL: none). */
int moon_tableholdsuserdata(lua_State *L, int idx, const void *const *blocks, size_t count,
                            const void *meta);

/* Whether the value at idx is the table `table` (lua_topointer) holding exactly `blocks` as
   moon_tableholdsuserdata checks, and the value at idx + 1 the full userdata whose block is
   `event`: a touch handler's `(touches, event)` passed on, checked in one crossing. */
int moon_touchargs(lua_State *L, int idx, const void *table, const void *const *blocks, size_t count,
                   const void *meta, const void *event);

/* luaL_testudata with the metatable looked up by name once per name. */
void *moon_testudata(lua_State *L, int idx, const char *name);

/* ------------------------------------------------------------------------ */
/* Points, rect copies, the one-key __index (points.c, rects.c, fastindex.c) */
/* ------------------------------------------------------------------------ */

/* Pushes a coordinate: whole numbers as integers (print(p.x) prints 10, not 10.0). */
void moon_pushcoordinate(lua_State *L, double v);
/* Pushes the point (x, y): a light userdata when both fit a float exactly, else boxed. */
void moon_pushpoint(lua_State *L, double x, double y);
/* Reads a point value (not a table) at idx. Returns 0 if the value is not one. */
int moon_topoint(lua_State *L, int idx, double *x, double *y);
/* Pushes the point(x, y) constructor. */
void moon_pushpointconstructor(lua_State *L);
/* Makes the point metatable, with the methods table at `methods` behind __index. */
void moon_installpoints(lua_State *L, int methods);

/* Pushes the metatable of rect copies read from `field`, with the methods at `methods`. */
void moon_pushrectcopymeta(lua_State *L, int methods, const char *field);
/* Pushes a rect copy with the metatable whose registry reference is `meta`. */
void moon_pushrectcopy(lua_State *L, int meta, double x, double y, double w, double h);
/* Reads the rect a table at idx gives ({x=, y=, width=, height=} or exactly {x, y, w, h}, raw,
   numbers only). Returns 1, or 0 when the value there is no such table. */
int moon_torecttable(lua_State *L, int idx, double *x, double *y, double *w, double *h);

/*
 * The head of a host object's userdata block for moon_pushfastindex: the host's index of the
 * object, and a registry reference to the current value of its one fast key (0: ask the host).
 */
typedef struct moon_fastslot {
    int32_t index; /* the host's index of the object */
    int32_t ref;   /* registry reference to the key's value; 0 = ask the host */
    int32_t start; /* where the running method's `self.super` starts (the host's number for it),
                      MOON_NOT_RUNNING when no method of the object runs: set and restored with
                      `ref` around each call, by the host or by moon_pointcall_run (beside `ref`,
                      so C swaps both at once; the userdata's size class is the same with it) */
    int32_t state; /* registry reference to the object's state table; 0 = ask the host */
} moon_fastslot;

/* moon_fastslot.start when no method of the object is running. */
#define MOON_NOT_RUNNING (-2)

/* Pushes an __index over Swift closure #index that answers the key on top of the stack (which
   it pops) from the object's moon_fastslot without leaving C. */
void moon_pushfastindex(lua_State *L, lua_Integer index);

/* Pushes a __newindex over Swift closure #index that sets instance state (a string key that
   is no member, in the table at `members`, and is judged already, in the table at `judged`)
   in the state table of the object's moon_fastslot without leaving C, for objects with the
   metatable at `metatable`; anything else goes to the closure. */
void moon_pushstatenewindex(lua_State *L, lua_Integer index, int members, int judged, int metatable);

/* Makes a host object's userdata, a moon_fastslot for host index `index` with the metatable
   the registry reference `metatable` holds, and its empty state table (slot->state) with room
   for `statekeys` keys; returns the block and sets *object to a registry reference to the
   userdata. Pushes nothing. */
moon_fastslot *moon_newfastslot(lua_State *L, int32_t index, int metatable, int statekeys, int *object);

/* ------------------------------------------------------------------------ */
/* Walking a table's keys once (tablescan.c)                                 */
/* ------------------------------------------------------------------------ */

/* What moon_scankeys found in a table. The strings it points at belong to the table: they
   stay valid while the table is alive and unchanged. */
typedef struct moon_keyscan {
    uint64_t present;         /* bit i: keys[i] (i < tagkey) is a key of the table */
    const char *value;        /* the value of keys[valuekey] when it is a string, else NULL */
    size_t valuelength;
    const char *value2;       /* the value of keys[valuekey2] when it is a string, else NULL */
    size_t value2length;
    double rect[4];           /* the value of keys[rectkey] as moon_torecttable reads it (hasrect) */
    int hasrect;              /* 1 when moon_torecttable read it; 0 otherwise (absent, not a rect) */
    lua_Integer tag;          /* the value of keys[tagkey] when it is an integer (hastag) */
    int hastag;
    const char *file;         /* the value of keys[tagkey + 1] when it is a string, else NULL */
    size_t filelength;
    uintptr_t fileid;         /* that string's address (the same string: the same address) */
    int others;               /* string keys not in keys[], leaving out those starting "__" */
} moon_keyscan;

/* Walks the keys of the table at `table` once (lua_next), matching each string key by address
   against keys[0 ..< nkeys] (strings the caller keeps alive; at most 64 before `tagkey`):
   keys[tagkey] is an integer tag and keys[tagkey + 1] a string. The string values of
   keys[valuekey] and keys[valuekey2], and the rect keys[rectkey] holds, are read on the way
   (-1: none; the rect only when the stack has room for it). Leaves the stack as it was. */
void moon_scankeys(lua_State *L, int table, const uintptr_t *keys, int nkeys, int valuekey, int valuekey2,
                   int rectkey, int tagkey, moon_keyscan *out);

/* ------------------------------------------------------------------------ */
/* Data-only scene files built without compiling (literal.c)                 */
/* ------------------------------------------------------------------------ */

/* The operations of a literal program. Operands follow each code in the same int64 stream. */
enum {
    MOON_LIT_NIL = 0, MOON_LIT_TRUE = 1, MOON_LIT_FALSE = 2,
    MOON_LIT_INT = 3,      /* value */
    MOON_LIT_FLOAT = 4,    /* the double's bits */
    MOON_LIT_STRING = 5,   /* constant */
    MOON_LIT_TABLE = 6,    /* array count, hash count (as Lua's compiler presizes) */
    MOON_LIT_FIELD = 7,    /* key constant: pops the value into the table below it */
    MOON_LIT_ITEM = 8,     /* position: pops the value into the table's array */
    MOON_LIT_LASTCALL = 9, /* position, hash count: a call's result as the last item (see literal.c) */
    MOON_LIT_TAG = 10      /* kind, line: tags the table on top as a constructor's (the scene's own file) */
};

/* The keys a scene constructor tags its table with: MOON_TAG_KEY = line * 32 + kind (the kind's
   index in MoonchainHost's ConstructorTag.kinds; line 0: no Lua caller), and MOON_TAG_FILE =
   the caller's file, only when it is not the scene file itself. */
#define MOON_TAG_KEY "__tag"
#define MOON_TAG_FILE "__file"

/* Tags the table at `table` as a scene constructor called at `line` from the file whose name
   is the string at `file` (0: the scene file). The one place the tag format is written: the
   constructors and the literal programs both tag through here. */
void moon_tag_constructor(lua_State *L, int table, int kind, lua_Integer line, int file);

/* Deepest nesting of tables a literal program may have (the reader refuses deeper files). */
enum { MOON_LITERAL_MAXDEPTH = 100 };

/* A literal program: operations, and constants as (offset, length) pairs into `source`, or
   into `extra` at -1-offset when the offset is negative. */
typedef struct moon_literal {
    const int64_t *ops;
    size_t nops;
    const char *source;
    const char *extra;
    const int64_t *constants;
    size_t nconstants;
} moon_literal;

/* Runs `program` in a protected call (the memory cap in force) and leaves the one value it
   builds on the stack; on failure, returns the status and leaves the error message instead. */
int moon_build_literal(lua_State *L, const moon_literal *program);

#endif /* MOONCHAIN_LUA_H */
