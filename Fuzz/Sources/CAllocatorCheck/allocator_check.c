/* See allocator_check.h. */
#include "allocator_check.h"

#include <lua.h>
#include <stdlib.h>

#define SLOTS 64
/* Sizes up to here: both sides of the pool's largest class (256 bytes) and malloc's blocks. */
#define MAX_SIZE 700
/* A burst: this many blocks of one size at once, then freed (crosses 1 MB chunks, and the
   pool's smallest limit after a few). */
#define BURST 6007 /* prime: any stride below it visits each block once */

typedef struct { unsigned char *p; size_t n; unsigned seed; } block;

static unsigned char pattern(unsigned seed, size_t i) { return (unsigned char)(seed * 131u + i * 7u + (i >> 8)); }

static void fill(block *b, size_t from) {
    for (size_t i = from; i < b->n; i++) b->p[i] = pattern(b->seed, i);
}

static int intact(const block *b) {
    for (size_t i = 0; i < b->n; i++) {
        if (b->p[i] != pattern(b->seed, i)) return 0;
    }
    return 1;
}

typedef struct { const uint8_t *data; size_t size, at; } reader;

static unsigned next_byte(reader *r) { return r->at < r->size ? r->data[r->at++] : 0; }
static size_t next_size(reader *r) {
    unsigned v = next_byte(r) | (next_byte(r) << 8);
    return 1 + v % MAX_SIZE;
}

int moonfuzz_check_allocator(void *state, const uint8_t *data, size_t size) {
    lua_State *L = state;
    void *ud = NULL;
    lua_Alloc alloc = lua_getallocf(L, &ud);
    block live[SLOTS] = {{0}};
    reader r = {data, size, 0};
    unsigned seed = 1;
    int failed = 0;
    while (!failed && r.at < r.size) {
        unsigned op = next_byte(&r);
        block *b = &live[next_byte(&r) % SLOTS];
        switch (op % 5) {
        case 0: /* make (a new block's osize is a type tag, as Lua passes) */
        case 1:
            if (b->p != NULL) break;
            b->n = next_size(&r);
            b->p = alloc(ud, NULL, op % 9, b->n);
            if (b->p == NULL) { b->n = 0; break; }
            b->seed = seed++;
            fill(b, 0);
            break;
        case 2: { /* resize: the bytes both sizes have must survive */
            if (b->p == NULL) break;
            size_t n = next_size(&r);
            size_t kept = n < b->n ? n : b->n;
            block before = *b;
            before.n = kept;
            if (!intact(&before)) { failed = 1; break; }
            unsigned char *p = alloc(ud, b->p, b->n, n);
            if (p == NULL) break; /* the block stays as it was */
            b->p = p;
            b->n = kept;
            if (!intact(b)) { failed = 1; break; }
            b->n = n;
            fill(b, kept);
            break;
        }
        case 3: /* free */
            if (b->p == NULL) break;
            if (!intact(b)) { failed = 1; break; }
            alloc(ud, b->p, b->n, 0);
            b->p = NULL;
            b->n = 0;
            break;
        case 4: { /* a burst of one size, freed in an order the bytes choose */
            size_t n = next_size(&r);
            unsigned stride = 1 + next_byte(&r) % 16;
            unsigned char **burst = malloc(BURST * sizeof *burst);
            if (burst == NULL) break;
            size_t made = 0;
            while (made < BURST) {
                unsigned char *p = alloc(ud, NULL, 0, n);
                if (p == NULL) break;
                p[n - 1] = (unsigned char)(made >> 3);
                p[0] = (unsigned char)made; /* the same byte when n is 1 */
                burst[made++] = p;
            }
            for (size_t k = 0; k < made; k++) {
                size_t i = made == BURST ? (k * stride) % BURST : k;
                unsigned char *p = burst[i];
                if (p[0] != (unsigned char)i || (n > 1 && p[n - 1] != (unsigned char)(i >> 3))) failed = 1;
                alloc(ud, p, n, 0);
            }
            free(burst);
            break;
        }
        }
    }
    for (int i = 0; i < SLOTS; i++) {
        if (live[i].p == NULL) continue;
        if (!failed && !intact(&live[i])) failed = 1;
        alloc(ud, live[i].p, live[i].n, 0);
    }
    return failed;
}
