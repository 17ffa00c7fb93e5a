#include "moon_internal.h"

/*
 * One key of a host object answered without leaving C.
 *
 * A script reads some keys of a host object on nearly every call (`self.super` in a
 * handler that forwards). Going through the host's __index for them costs a call into
 * Swift each time. An object whose userdata block begins with a moon_fastslot keeps, in
 * `ref`, a registry reference to the current value of that one key (0: the host must
 * answer); the host updates it as that value changes. moon_fastindex is then the object's
 * __index: the key is answered from `ref`; any other key, or that key while `ref` is 0, goes
 * to the host's Swift closure.
 *
 * Upvalue 1 is the index of the host's Swift closure (as for moon_closure_trampoline,
 * which runs it); upvalue 2 is the key.
 */

static int moon_fastindex(lua_State *L) {
    if (lua_type(L, 1) == LUA_TUSERDATA && lua_rawequal(L, 2, lua_upvalueindex(2))) {
        const moon_fastslot *slot = (const moon_fastslot *)lua_touserdata(L, 1);
        if (slot->ref > 0) {
            lua_rawgeti(L, LUA_REGISTRYINDEX, slot->ref);
            return 1;
        }
    }
    return moon_closure_trampoline(L);
}

/* Pushes moon_fastindex over Swift closure #index, answering the key on top of the stack
   (which it pops). */
void moon_pushfastindex(lua_State *L, lua_Integer index) {
    lua_pushinteger(L, index);
    lua_rotate(L, -2, 1);
    lua_pushcclosure(L, moon_fastindex, 2);
}

