/* The per-state runtime record, the capped allocator, the state it makes, and the panic
   handler. */
#include "moon_internal.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

moon_runtime *moon_runtime_of(lua_State *L) { return MOON_RUNTIME(L); }

/* ------------------------------------------------------------------------ */
/* Capped allocator                                                          */
/* ------------------------------------------------------------------------ */

/*
 * Returning NULL makes Lua run an emergency collection, retry, and then raise
 * "not enough memory" (LUA_ERRMEM) from C. The cap is only enforced while
 * Lua code runs inside moon_protected_call and no Swift callback is active,
 * so a failed allocation can only unwind C and Lua frames.
 */
static void *moon_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    moon_runtime *rt = (moon_runtime *)ud;
    size_t old = (ptr == NULL) ? 0 : osize; /* for new blocks osize is a type tag */
    if (nsize == 0) {
        if (ptr != NULL) moon_pool_free(rt->pool, ptr, old);
        rt->bytes_in_use -= old;
        return NULL;
    }
    if (rt->enforce_limit && rt->byte_limit != 0 && nsize > old &&
        rt->bytes_in_use - old + nsize > rt->byte_limit) {
        return NULL;
    }
    /* The pool holds at most the heap cap in chunks (see pool.c). */
    size_t limit = rt->byte_limit != 0 ? rt->byte_limit : SIZE_MAX;
    void *block = (ptr == NULL) ? moon_pool_malloc(rt->pool, nsize, limit)
                                : moon_pool_realloc(rt->pool, ptr, old, nsize, limit);
    if (block == NULL) return NULL;
    rt->bytes_in_use = rt->bytes_in_use - old + nsize;
    return block;
}

size_t moon_memory_pooled(const moon_runtime *rt) { return moon_pool_reserved(rt->pool); }
size_t moon_memory_held_for_reuse(const moon_runtime *rt) { return moon_pool_idle(rt->pool); }

lua_State *moon_newstate(moon_runtime *rt) {
    rt->pool = moon_pool_new();
    if (rt->pool == NULL) return NULL;
    lua_State *L = lua_newstate(moon_alloc, rt);
    if (L == NULL) {
        moon_pool_delete(rt->pool);
        rt->pool = NULL;
        return NULL;
    }
    MOON_RUNTIME(L) = rt;
    return L;
}

void moon_closestate(lua_State *L) {
    moon_runtime *rt = MOON_RUNTIME(L);
    /* Every block goes back (to the pool or to malloc) before the chunks themselves. */
    lua_close(L);
    moon_pool_delete(rt->pool);
    rt->pool = NULL;
}

/* An unprotected error means a host bug: say so clearly before Lua aborts. */
static int moon_panic(lua_State *L) {
    const char *msg = lua_tostring(L, -1);
    fprintf(stderr, "moonchain: PANIC: unprotected Lua error (host bug): %s\n",
            msg ? msg : "(error object is not a string)");
    fflush(stderr);
    return 0; /* Lua aborts after the panic handler returns */
}

void moon_install_panic(lua_State *L) { lua_atpanic(L, moon_panic); }
