/*
 * The pool Lua's small blocks come from: sixteen size classes (16 to 256 bytes) carved from
 * 1 MB chunks mapped from the system, each class with a free list. Lua tells the allocator
 * every block's size when it frees or resizes it, so a block needs no header: taking one is
 * a pop or a bump, giving one back a push. A scene of 100,000 views makes some 800,000 such
 * blocks (tables, their parts, strings, userdata) while nothing is freed, which is malloc's
 * slowest path: it splits the top of the heap for each.
 *
 * Warning: this file is the only code that hands out or takes back pool memory. A block is
 * the pool's when its address lies in one of the pool's chunks (a hash set of chunk numbers),
 * never because of its size, so a block malloc made stays malloc's whatever Lua later resizes
 * it to. Under AddressSanitizer every byte not handed out (free blocks, a block's rounding,
 * the unused rest of a chunk) is poisoned, so overflows and uses after free inside the pool
 * are reported as they are for malloc's blocks.
 *
 * Bounds: the chunks a pool holds never exceed its limit (the state's heap cap, at least
 * MOON_POOL_MIN_LIMIT); past it small blocks come from malloc. Free blocks stay in their
 * class until the state closes, so what a state holds is at most its limit plus what is in
 * use.
 */
#include "moon_internal.h"

#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MOON_POOL_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(MOON_POOL_ASAN)
#define MOON_POOL_ASAN 1
#endif

#ifdef MOON_POOL_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/lsan_interface.h>
#define POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
/* LeakSanitizer looks for pointers in malloc's blocks, not in mapped memory: a chunk holds
   Lua's tables, whose larger parts are malloc's, so it is a root region while it exists. */
#define ROOT(p, n) __lsan_register_root_region((p), (n))
#define UNROOT(p, n) __lsan_unregister_root_region((p), (n))
#else
#define POISON(p, n) ((void)0)
#define UNPOISON(p, n) ((void)0)
#define ROOT(p, n) ((void)0)
#define UNROOT(p, n) ((void)0)
#endif

#define GRAIN 16
#define CLASSES (MOON_POOL_MAX_BLOCK / GRAIN)
#define CHUNK_SHIFT 20
#define CHUNK ((size_t)1 << CHUNK_SHIFT)

struct moon_pool {
    void *free[CLASSES];  /* free blocks of each class, linked through their first word */
    char *bump, *end;     /* the newest chunk's rest, not yet handed out */
    uintptr_t *chunks;    /* open-addressed set of chunk numbers (address >> CHUNK_SHIFT); 0 = empty */
    size_t slots;         /* its capacity, a power of two (0 before the first chunk) */
    size_t count;         /* chunks held */
    size_t handed;        /* bytes of the blocks handed out (whole classes) */
};

static inline size_t class_of(size_t n) { return (n - 1) / GRAIN; }
static inline size_t class_size(size_t c) { return (c + 1) * GRAIN; }

static inline size_t slot_of(uintptr_t number, size_t slots) {
    /* Fibonacci hashing (its high half): chunk numbers are consecutive more often than not. */
    return (size_t)(((uint64_t)number * 0x9E3779B97F4A7C15ull) >> 32) & (slots - 1);
}

static int owns(const moon_pool *p, const void *block) {
    if (p->slots == 0) return 0;
    uintptr_t number = (uintptr_t)block >> CHUNK_SHIFT;
    for (size_t i = slot_of(number, p->slots);; i = (i + 1) & (p->slots - 1)) {
        if (p->chunks[i] == number) return 1;
        if (p->chunks[i] == 0) return 0;
    }
}

static void insert(uintptr_t *chunks, size_t slots, uintptr_t number) {
    size_t i = slot_of(number, slots);
    while (chunks[i] != 0) i = (i + 1) & (slots - 1);
    chunks[i] = number;
}

/* Makes the set room for one more chunk (at most half full); 0 when out of memory. */
static int reserve_slot(moon_pool *p) {
    if ((p->count + 1) * 2 <= p->slots) return 1;
    size_t slots = p->slots == 0 ? 16 : p->slots * 2;
    uintptr_t *chunks = calloc(slots, sizeof *chunks);
    if (chunks == NULL) return 0;
    for (size_t i = 0; i < p->slots; i++) {
        if (p->chunks[i] != 0) insert(chunks, slots, p->chunks[i]);
    }
    free(p->chunks);
    p->chunks = chunks;
    p->slots = slots;
    return 1;
}

/* A chunk aligned to its size, so the chunk number of any address in it is its own; mapped
   from the system rather than malloc's (malloc's aligned blocks keep, and count, the slack
   before them); NULL when out of memory. */
static void *map_chunk(void) {
    size_t span = 2 * CHUNK;
    char *mapped = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0);
    if (mapped == MAP_FAILED) return NULL;
    char *chunk = (char *)(((uintptr_t)mapped + CHUNK - 1) & ~(uintptr_t)(CHUNK - 1));
    if (chunk > mapped) munmap(mapped, (size_t)(chunk - mapped));
    if (mapped + span > chunk + CHUNK) munmap(chunk + CHUNK, (size_t)(mapped + span - (chunk + CHUNK)));
    return chunk;
}

/* A new chunk to carve from; 0 when the pool is at its limit or out of memory. The old
   chunk's rest (less than one block of the class asked for) is left unused. */
static int grow(moon_pool *p, size_t limit) {
    if (limit < MOON_POOL_MIN_LIMIT) limit = MOON_POOL_MIN_LIMIT;
    if ((p->count + 1) * CHUNK > limit || !reserve_slot(p)) return 0;
    void *chunk = map_chunk();
    if (chunk == NULL) return 0;
    ROOT(chunk, CHUNK);
    insert(p->chunks, p->slots, (uintptr_t)chunk >> CHUNK_SHIFT);
    p->count += 1;
    POISON(chunk, CHUNK);
    p->bump = chunk;
    p->end = (char *)chunk + CHUNK;
    return 1;
}

/* A block of n bytes (1 ≤ n ≤ MOON_POOL_MAX_BLOCK) from the pool, or NULL when it cannot grow. */
static void *take(moon_pool *p, size_t n, size_t limit) {
    size_t c = class_of(n);
    void *block = p->free[c];
    if (block != NULL) {
        UNPOISON(block, sizeof(void *));
        p->free[c] = *(void **)block;
        POISON(block, sizeof(void *));
    } else {
        size_t size = class_size(c);
        if ((size_t)(p->end - p->bump) < size && !grow(p, limit)) return NULL;
        block = p->bump;
        p->bump += size;
    }
    p->handed += class_size(c);
    UNPOISON(block, n);
    return block;
}

/* Gives back a pool block of n bytes. */
static void put(moon_pool *p, void *block, size_t n) {
    size_t c = class_of(n);
    POISON(block, class_size(c));
    UNPOISON(block, sizeof(void *));
    *(void **)block = p->free[c];
    POISON(block, sizeof(void *));
    p->free[c] = block;
    p->handed -= class_size(c);
}

moon_pool *moon_pool_new(void) { return calloc(1, sizeof(moon_pool)); }

size_t moon_pool_reserved(const moon_pool *p) { return p == NULL ? 0 : p->count * CHUNK; }
size_t moon_pool_idle(const moon_pool *p) { return p == NULL ? 0 : p->count * CHUNK - p->handed; }

void moon_pool_delete(moon_pool *p) {
    if (p == NULL) return;
    for (size_t i = 0; i < p->slots; i++) {
        if (p->chunks[i] == 0) continue;
        void *chunk = (void *)(p->chunks[i] << CHUNK_SHIFT);
        /* Its poison is the pool's: the addresses may be mapped again for anything. */
        UNPOISON(chunk, CHUNK);
        UNROOT(chunk, CHUNK);
        munmap(chunk, CHUNK);
    }
    free(p->chunks);
    free(p);
}

void *moon_pool_malloc(moon_pool *p, size_t n, size_t limit) {
    if (n <= MOON_POOL_MAX_BLOCK) {
        void *block = take(p, n, limit);
        if (block != NULL) return block;
    }
    return malloc(n);
}

void moon_pool_free(moon_pool *p, void *block, size_t n) {
    if (n <= MOON_POOL_MAX_BLOCK && owns(p, block)) {
        put(p, block, n);
    } else {
        free(block);
    }
}

void *moon_pool_realloc(moon_pool *p, void *block, size_t old, size_t n, size_t limit) {
    if (old > MOON_POOL_MAX_BLOCK || !owns(p, block)) {
        /* malloc's block. Growing, or shrinking to a size the pool has no room for, stays
           with malloc; shrinking into the pool moves it. */
        void *moved = n <= MOON_POOL_MAX_BLOCK ? take(p, n, limit) : NULL;
        if (moved == NULL) return realloc(block, n);
        memcpy(moved, block, n < old ? n : old);
        free(block);
        return moved;
    }
    if (n <= MOON_POOL_MAX_BLOCK && class_of(n) == class_of(old)) {
        /* Same class: the block already has room; only what is handed out changes. */
        POISON(block, class_size(class_of(old)));
        UNPOISON(block, n);
        return block;
    }
    void *moved = moon_pool_malloc(p, n, limit);
    /* NULL: like realloc, the old block stays as it was (Lua 5.4 copes, shrinking too). */
    if (moved == NULL) return NULL;
    memcpy(moved, block, n < old ? n : old);
    put(p, block, old);
    return moved;
}
