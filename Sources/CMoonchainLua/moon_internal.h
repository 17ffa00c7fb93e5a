/*
 * What the .c files of CMoonchainLua share and Swift does not see: Lua's full C API and the
 * helpers one concern's file calls in another's. Not under include/, so not part of the module.
 */
#ifndef MOONCHAIN_LUA_INTERNAL_H
#define MOONCHAIN_LUA_INTERNAL_H

#include "moonchain_lua.h"

#include <lauxlib.h>
#include <lualib.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* The runtime record in the thread's extra space (moon_runtime_of without a call). */
#define MOON_RUNTIME(L) (*(moon_runtime **)lua_getextraspace(L))

/* pool.c: the pool of Lua's small blocks (a block is the pool's when it lies in a pool chunk).
   The allocator (allocator.c) is its only caller; `limit` is the most chunk bytes the pool may
   hold (at least MOON_POOL_MIN_LIMIT), past which small blocks come from malloc. */
#define MOON_POOL_MAX_BLOCK 256
#define MOON_POOL_MIN_LIMIT ((size_t)4 << 20)
typedef struct moon_pool moon_pool;
moon_pool *moon_pool_new(void);
void moon_pool_delete(moon_pool *p);
size_t moon_pool_reserved(const moon_pool *p);
size_t moon_pool_idle(const moon_pool *p);
void *moon_pool_malloc(moon_pool *p, size_t n, size_t limit);
void moon_pool_free(moon_pool *p, void *block, size_t n);
void *moon_pool_realloc(moon_pool *p, void *block, size_t old, size_t n, size_t limit);

/* hook.c: the count hook, and stopping the current top-level call for a reason. */
void moon_budget_hook(lua_State *L, lua_Debug *ar);
void moon_push_stop_message(lua_State *L, moon_runtime *rt);
void moon_stop_all(lua_State *L, moon_runtime *rt, int reason);

/* userdata.c and calls.c: the touches-table check (issue 41, `touchlua`). Whether the table at
   the absolute index `t` holds exactly the `count` full userdata whose blocks are `blocks`, in
   order, with no other key and the metatable `meta` (lua_topointer; NULL: none). Raw reads
   only (nothing runs); whatever it pushes is dropped with one lua_settop at the end. */
static inline int moon_holdsuserdata_inline(lua_State *L, int t, const void *const *blocks, size_t count,
                                            const void *meta) {
    int base = lua_gettop(L);
    int ok = lua_getmetatable(L, t) ? lua_topointer(L, -1) == meta : meta == NULL;
    ok = ok && lua_rawlen(L, t) == count;
    /* A full userdata's block is its own: no other value can show that address. */
    for (size_t i = 0; ok && i < count; i++)
        ok = lua_rawgeti(L, t, (lua_Integer)(i + 1)) == LUA_TUSERDATA && lua_touserdata(L, -1) == blocks[i];
    if (ok) {
        /* No key after the last element: no other key at all (keys 1...count were just read). */
        if (count == 0) lua_pushnil(L); else lua_pushinteger(L, (lua_Integer)count);
        ok = lua_next(L, t) == 0;
    }
    lua_settop(L, base);
    return ok;
}

/* calls.c: runs the Swift closure whose index is upvalue 1 (the fast __index falls back to it). */
int moon_closure_trampoline(lua_State *L);

/* boundedlib.c: string.rep, installed with the pattern functions (patterns.c). */
int moon_str_rep(lua_State *L);


/*
 * The common case of moon_pushpoint (points.c), inline for the hot calls that pass a point: a
 * point whose coordinates 32-bit floats hold exactly is a light userdata packing both. Returns
 * 0, having pushed nothing, for any other point (moon_pushpoint boxes it).
 */
static inline int moon_fitsfloat(double v, float *out) {
    if (!(v >= -FLT_MAX && v <= FLT_MAX)) { /* NaN, infinities, out of float range */
        if (isinf(v)) { *out = (float)v; return 1; }
        return 0;
    }
    float f = (float)v;
    if ((double)f != v) return 0;
    *out = f;
    return 1;
}

static inline int moon_pushlightpoint(lua_State *L, double x, double y) {
    float fx, fy;
    if (x == 0) x = 0; /* -0 and 0 are the same coordinate: one representation */
    if (y == 0) y = 0;
    if (!moon_fitsfloat(x, &fx) || !moon_fitsfloat(y, &fy)) return 0;
    uint32_t bx, by;
    memcpy(&bx, &fx, sizeof bx);
    memcpy(&by, &fy, sizeof by);
    uint64_t packed = ((uint64_t)bx << 32) | (uint64_t)by;
    lua_pushlightuserdata(L, (void *)(uintptr_t)packed);
    return 1;
}

#endif /* MOONCHAIN_LUA_INTERNAL_H */
