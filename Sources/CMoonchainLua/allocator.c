/* The per-state runtime record, the capped allocator, the state it makes, and the panic
   handler. */
#include "moon_internal.h"

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
        free(ptr);
        rt->bytes_in_use -= old;
        return NULL;
    }
    if (rt->enforce_limit && rt->byte_limit != 0 && nsize > old &&
        rt->bytes_in_use - old + nsize > rt->byte_limit) {
        return NULL;
    }
    /* A new block (most of a scene's: its tables, userdata and strings) by malloc itself:
       realloc of NULL takes realloc's longer path to the same place. */
    void *block = (ptr == NULL) ? malloc(nsize) : realloc(ptr, nsize);
    if (block == NULL) return NULL;
    rt->bytes_in_use = rt->bytes_in_use - old + nsize;
    return block;
}

lua_State *moon_newstate(moon_runtime *rt) {
    lua_State *L = lua_newstate(moon_alloc, rt);
    if (L != NULL) MOON_RUNTIME(L) = rt;
    return L;
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
