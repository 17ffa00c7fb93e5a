#include "moon_internal.h"

/*
 * Rect copies: the value a script reads from a responder's `frame` or `bounds`.
 *
 * As CGRect, a rect read from a view is a copy: changing one of its fields changes nothing
 * on the view. Rather than let `view.frame.width = 100` do nothing in silence, a copy refuses
 * field writes with a message saying what to do instead. A copy is a table holding x, y,
 * width, height at 1..4 (so anything that takes `{x, y, w, h}` takes it too) whose named
 * fields are answered by __index, and whose __newindex raises; the rect methods (contains,
 * insetBy, ...) come from the methods table behind __index, the same as `rect(...)` values'.
 */

/* __index: x, y, width, height from slots 1..4; anything else from the methods (upvalue 1). */
static int moon_rect_index(lua_State *L) {
    if (lua_type(L, 2) == LUA_TSTRING) {
        size_t length;
        const char *key = lua_tolstring(L, 2, &length);
        int slot = 0;
        if (length == 1 && key[0] == 'x') slot = 1;
        else if (length == 1 && key[0] == 'y') slot = 2;
        else if (length == 5 && memcmp(key, "width", 5) == 0) slot = 3;
        else if (length == 6 && memcmp(key, "height", 6) == 0) slot = 4;
        if (slot) {
            lua_rawgeti(L, 1, slot);
            return 1;
        }
    }
    lua_pushvalue(L, 2);
    lua_rawget(L, lua_upvalueindex(1));
    return 1;
}

/* __newindex: a copy cannot be changed. Upvalue 1: the field it was read from. */
static int moon_rect_newindex(lua_State *L) {
    const char *field = lua_tostring(L, lua_upvalueindex(1));
    const char *key = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2);
    return luaL_error(L, "%s is a copy: assign view.%s = rect(...) (setting '%s' changes nothing)", field, field, key);
}

/*
 * Pushes the metatable of copies read from `field`: the methods table at `methods`
 * (Rect, with its __tostring and __eq) behind __index.
 */
void moon_pushrectcopymeta(lua_State *L, int methods, const char *field) {
    methods = lua_absindex(L, methods);
    lua_createtable(L, 0, 6);
    lua_pushvalue(L, methods);
    lua_pushcclosure(L, moon_rect_index, 1);
    lua_setfield(L, -2, "__index");
    lua_pushstring(L, field);
    lua_pushcclosure(L, moon_rect_newindex, 1);
    lua_setfield(L, -2, "__newindex");
    lua_getfield(L, methods, "__tostring");
    lua_setfield(L, -2, "__tostring");
    lua_getfield(L, methods, "__eq");
    lua_setfield(L, -2, "__eq");
    lua_pushstring(L, "rect");
    lua_setfield(L, -2, "__name");
}

/* Pushes a copy with the metatable whose registry reference is `meta`. */
void moon_pushrectcopy(lua_State *L, int meta, double x, double y, double w, double h) {
    lua_createtable(L, 4, 0);
    moon_pushcoordinate(L, x);
    lua_rawseti(L, -2, 1);
    moon_pushcoordinate(L, y);
    lua_rawseti(L, -2, 2);
    moon_pushcoordinate(L, w);
    lua_rawseti(L, -2, 3);
    moon_pushcoordinate(L, h);
    lua_rawseti(L, -2, 4);
    lua_rawgeti(L, LUA_REGISTRYINDEX, meta);
    lua_setmetatable(L, -2);
}


/*
 * Reads the rect a table at idx gives: all four of x, y, width and height as numbers, else
 * exactly four numbers at 1..4 ({x, y, w, h}). Raw access, no coercion of strings; one
 * crossing from Swift instead of a call per field (a scene reads a rect for every view).
 * Returns 1 with *x, *y, *w, *h set, or 0.
 */
int moon_torecttable(lua_State *L, int idx, double *x, double *y, double *w, double *h) {
    static const char *const names[4] = {"x", "y", "width", "height"};
    double values[4];
    if (lua_type(L, idx) != LUA_TTABLE) return 0;
    idx = lua_absindex(L, idx);
    int i;
    for (i = 0; i < 4; i++) {
        lua_pushstring(L, names[i]);
        int type = lua_rawget(L, idx);
        if (type == LUA_TNUMBER) values[i] = lua_tonumber(L, -1);
        lua_pop(L, 1);
        if (type != LUA_TNUMBER) break;
    }
    if (i < 4) {
        for (i = 0; i < 4; i++) {
            int type = lua_rawgeti(L, idx, i + 1);
            if (type == LUA_TNUMBER) values[i] = lua_tonumber(L, -1);
            lua_pop(L, 1);
            if (type != LUA_TNUMBER) return 0;
        }
        if (lua_rawlen(L, idx) != 4) return 0;
    }
    *x = values[0];
    *y = values[1];
    *w = values[2];
    *h = values[3];
    return 1;
}
