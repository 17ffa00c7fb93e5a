/* Lua's C API for the benchmarks' raw baseline, plus a counting allocator wrapper so a
 * benchmark can tell Lua-heap allocations from Swift-side ones. */
#ifndef MOONCHAIN_CLUA_BENCH_H
#define MOONCHAIN_CLUA_BENCH_H
#include <lua.h>
#include <lauxlib.h>
#include <malloc.h>

static const int BENCH_REGISTRYINDEX = LUA_REGISTRYINDEX;

/* Bytes malloc has handed out and not had back (glibc's arena statistics). */
static inline size_t bench_malloc_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

static inline int bench_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    return lua_pcall(L, nargs, nresults, msgh);
}
static inline void bench_pop(lua_State *L, int n) { lua_pop(L, n); }

/* Wraps the state's allocator to count the calls that reach malloc or realloc (a malloc
 * counter that interposes libc counts each of those as one allocation). */
typedef struct bench_alloc_counter {
    lua_Alloc inner;
    void *inner_ud;
    long long allocations;
} bench_alloc_counter;

static inline void *bench_counting_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    bench_alloc_counter *c = (bench_alloc_counter *)ud;
    (void)osize;
    if (nsize != 0) c->allocations++;
    return c->inner(c->inner_ud, ptr, osize, nsize);
}

static inline void bench_install_counter(lua_State *L, bench_alloc_counter *c) {
    c->inner = lua_getallocf(L, &c->inner_ud);
    c->allocations = 0;
    lua_setallocf(L, bench_counting_alloc, c);
}

static inline void bench_remove_counter(lua_State *L, bench_alloc_counter *c) {
    lua_setallocf(L, c->inner, c->inner_ud);
}
#endif
