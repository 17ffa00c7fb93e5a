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


/*
 * A host object's commonest write answered without leaving C: instance state
 * (`self.count = 0`, often in every handler and every `didLoad`), which would otherwise
 * cost a call into Swift each time. The write is taken here only when all of these hold,
 * and then it is exactly what the host does for it (a raw set in the object's state table,
 * with the heap cap off as it is while the host runs):
 *   - the object has the host's metatable (upvalue 4) and its slot holds the registry
 *     reference of its state table (`state` > 0);
 *   - the key is a string that is no member of every object (upvalue 2, the members table:
 *     not a field, which the host sets, nor a method, which it refuses);
 *   - the host has judged the key already (upvalue 3, the keys it has checked for a
 *     misspelt field and warned about once).
 * Anything else goes to the host's Swift closure (upvalue 1), which answers it as before.
 */
static int moon_statenewindex(lua_State *L) {
    if (lua_type(L, 2) == LUA_TSTRING && lua_type(L, 1) == LUA_TUSERDATA && lua_getmetatable(L, 1)) {
        int ours = lua_rawequal(L, -1, lua_upvalueindex(4));
        lua_pop(L, 1);
        const moon_fastslot *slot = (const moon_fastslot *)lua_touserdata(L, 1);
        if (ours && slot->state > 0) {
            lua_pushvalue(L, 2);
            int member = lua_rawget(L, lua_upvalueindex(2));
            lua_pushvalue(L, 2);
            int judged = lua_rawget(L, lua_upvalueindex(3));
            lua_pop(L, 2);
            if (member == LUA_TNIL && judged != LUA_TNIL) {
                moon_runtime *rt = MOON_RUNTIME(L);
                lua_rawgeti(L, LUA_REGISTRYINDEX, slot->state);
                lua_pushvalue(L, 2);
                lua_pushvalue(L, 3);
                int saved = rt->enforce_limit;
                rt->enforce_limit = 0;
                lua_rawset(L, -3);
                rt->enforce_limit = saved;
                rt->epoch++; /* as after any call into the host */
                return 0;
            }
        }
    }
    return moon_closure_trampoline(L);
}

/* Pushes moon_statenewindex over Swift closure #index, with the members table at `members`,
   the judged keys at `judged` and the metatable at `metatable`. */
void moon_pushstatenewindex(lua_State *L, lua_Integer index, int members, int judged, int metatable) {
    members = lua_absindex(L, members);
    judged = lua_absindex(L, judged);
    metatable = lua_absindex(L, metatable);
    lua_pushinteger(L, index);
    lua_pushvalue(L, members);
    lua_pushvalue(L, judged);
    lua_pushvalue(L, metatable);
    lua_pushcclosure(L, moon_statenewindex, 4);
}

moon_fastslot *moon_newfastslot(lua_State *L, int32_t index, int metatable, int statekeys, int *object) {
    moon_fastslot *slot = (moon_fastslot *)lua_newuserdatauv(L, sizeof(moon_fastslot), 0);
    slot->index = index;
    slot->ref = 0;
    slot->state = 0;
    slot->start = MOON_NOT_RUNNING;
    lua_rawgeti(L, LUA_REGISTRYINDEX, metatable);
    lua_setmetatable(L, -2);
    *object = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_createtable(L, 0, statekeys);
    slot->state = luaL_ref(L, LUA_REGISTRYINDEX);
    return slot;
}
