/*
 * Drives a Lua state's allocator (lua_getallocf: the capped allocator and its pool of small
 * blocks, CMoonchainLua's allocator.c and pool.c) directly with a sequence of operations the
 * bytes choose, exactly as Lua calls it: every block freed or resized with the size it has.
 */
#ifndef MOONCHAIN_FUZZ_ALLOCATOR_CHECK_H
#define MOONCHAIN_FUZZ_ALLOCATOR_CHECK_H

#include <stddef.h>
#include <stdint.h>

/* Runs the operations `data` encodes on the allocator of the state `L` (a lua_State *) and
   frees every block it made. Each block is filled with a pattern when made and checked when
   it is resized (the bytes it keeps) and freed; returns 0, or 1 at the first block whose
   contents changed (AddressSanitizer reports any access outside a block first). */
int moonfuzz_check_allocator(void *L, const uint8_t *data, size_t size);

#endif
