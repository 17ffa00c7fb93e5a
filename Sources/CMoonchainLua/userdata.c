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
    if (lua_type(L, idx) != LUA_TTABLE) return 0;
    return moon_holdsuserdata_inline(L, lua_absindex(L, idx), blocks, count, meta);
}

/*
 * A touch handler passing its `touches` on (`self.super:touchesMoved(touches, event)`), checked
 * in one crossing: whether the value at idx is the table `table` (lua_topointer) holding exactly
 * `blocks` as moon_tableholdsuserdata checks, and the value at idx + 1 is the full userdata
 * whose block is `event`.
 */
int moon_touchargs(lua_State *L, int idx, const void *table, const void *const *blocks, size_t count,
                   const void *meta, const void *event) {
    idx = lua_absindex(L, idx);
    if (lua_type(L, idx) != LUA_TTABLE || lua_topointer(L, idx) != table) return 0;
    if (lua_type(L, idx + 1) != LUA_TUSERDATA || lua_touserdata(L, idx + 1) != event) return 0;
    return moon_holdsuserdata_inline(L, idx, blocks, count, meta);
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
