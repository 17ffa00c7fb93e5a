/* Userdata and table checks that need no lookup (or one per metatable name). */
#include "moon_internal.h"
#include <string.h>

/*
 * The block of the full userdata at idx if its metatable is the one at `metatable` (an
 * address from lua_topointer, found once by name), else NULL: the check without any lookup.
 */
void *moon_testudataat(lua_State *L, int idx, const void *metatable) {
    if (lua_type(L, idx) != LUA_TUSERDATA || !lua_getmetatable(L, idx)) return NULL;
    const void *actual = lua_topointer(L, -1);
    lua_settop(L, -2);
    return actual == metatable ? lua_touserdata(L, idx) : NULL;
}

/*
 * Whether the table at idx is exactly the array of the `count` full userdata whose blocks
 * are `blocks` (lua_touserdata), in order, with no other key, and with the metatable `meta`
 * (lua_topointer; NULL: none).
 */
int moon_tableholdsuserdata(lua_State *L, int idx, const void *const *blocks, size_t count,
                                          const void *meta) {
    idx = lua_absindex(L, idx);
    if (lua_type(L, idx) != LUA_TTABLE) return 0;
    if (lua_getmetatable(L, idx)) {
        int same = lua_topointer(L, -1) == meta;
        lua_settop(L, -2);
        if (!same) return 0;
    } else if (meta != NULL) {
        return 0;
    }
    if (lua_rawlen(L, idx) != count) return 0;
    for (size_t i = 0; i < count; i++) {
        /* A full userdata's block is its own: no other value can show that address. */
        int same = lua_rawgeti(L, idx, (lua_Integer)(i + 1)) == LUA_TUSERDATA && lua_touserdata(L, -1) == blocks[i];
        lua_settop(L, -2);
        if (!same) return 0;
    }
    if (count == 0) lua_pushnil(L); else lua_pushinteger(L, (lua_Integer)count);
    if (lua_next(L, idx) != 0) {
        lua_settop(L, -3);
        return 0;
    }
    return 1;
}

/*
 * luaL_testudata with the metatable looked up by name once per name: the userdata at idx if
 * its metatable is the registry's `name`, else NULL. Metatables live in the registry for the
 * state's life and Lua's collector never moves objects, so a metatable's address identifies it.
 */
void *moon_testudata(lua_State *L, int idx, const char *name) {
    if (lua_type(L, idx) != LUA_TUSERDATA || !lua_getmetatable(L, idx)) return NULL;
    const void *actual = lua_topointer(L, -1);
    lua_pop(L, 1);
    moon_runtime *rt = MOON_RUNTIME(L);
    size_t length = strlen(name);
    if (length >= sizeof rt->metatables[0].name) return luaL_testudata(L, idx, name);
    /* By content: a Swift string's C pointer is often a stack copy, the same for every name. */
    unsigned hash = (unsigned)length;
    for (size_t i = length > 4 ? length - 4 : 0; i < length; i++) hash = hash * 31u + (unsigned char)name[i];
    unsigned slot = hash & 15u;
    if (strcmp(rt->metatables[slot].name, name) != 0) {
        if (luaL_getmetatable(L, name) != LUA_TTABLE) {
            lua_pop(L, 1);
            return NULL; /* not made yet: do not remember its absence */
        }
        memcpy(rt->metatables[slot].name, name, length + 1);
        rt->metatables[slot].metatable = lua_topointer(L, -1);
        lua_pop(L, 1);
    }
    return actual == rt->metatables[slot].metatable ? lua_touserdata(L, idx) : NULL;
}
