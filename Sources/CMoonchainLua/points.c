#include "moon_internal.h"

/*
 * Point values: a pair of coordinates that costs no allocation in the common case.
 *
 * A point whose two coordinates are exactly representable as 32-bit floats (integers up
 * to 2^24, halves, quarters...: nearly every coordinate a scene or timeline names) is a
 * light userdata holding both floats in its 64 bits, so passing one to a script allocates
 * nothing and two equal points are equal (==) without a metamethod. Any other point is a
 * full userdata holding two doubles, with the same metatable and an __eq. Points are
 * immutable values, as CGPoint is a value: a script makes a new one with point(x, y).
 *
 * Scripts cannot make other light userdata, so every light userdata they hold is a point.
 */

#include <float.h>
#include <math.h>
#include <stdint.h>

#define MOON_POINT_METATABLE "moonchain.point"

/* Whole numbers reach scripts as integers (print(p.x) prints 10, not 10.0). */
void moon_pushcoordinate(lua_State *L, double v) {
    if (v == trunc(v) && fabs(v) < 9.0e15) lua_pushinteger(L, (lua_Integer)v);
    else lua_pushnumber(L, v);
}

void moon_pushpoint(lua_State *L, double x, double y) {
    if (moon_pushlightpoint(L, x, y)) return;
    if (x == 0) x = 0; /* -0 and 0 are the same coordinate: one representation */
    if (y == 0) y = 0;
    double *box = (double *)lua_newuserdatauv(L, 2 * sizeof(double), 0);
    box[0] = x;
    box[1] = y;
    luaL_setmetatable(L, MOON_POINT_METATABLE);
}

/* Reads a point value (not a table) at idx. Returns 0 if the value is not one. */
int moon_topoint(lua_State *L, int idx, double *x, double *y) {
    int type = lua_type(L, idx);
    if (type == LUA_TLIGHTUSERDATA) {
        uint64_t packed = (uint64_t)(uintptr_t)lua_touserdata(L, idx);
        uint32_t bx = (uint32_t)(packed >> 32), by = (uint32_t)packed;
        float fx, fy;
        memcpy(&fx, &bx, sizeof fx);
        memcpy(&fy, &by, sizeof fy);
        *x = fx;
        *y = fy;
        return 1;
    }
    if (type == LUA_TUSERDATA) {
        const double *box = (const double *)moon_testudata(L, idx, MOON_POINT_METATABLE);
        if (box == NULL) return 0;
        *x = box[0];
        *y = box[1];
        return 1;
    }
    return 0;
}

/* __index: x and y, else the methods table (upvalue 1). */
static int moon_point_index(lua_State *L) {
    double x, y;
    if (!moon_topoint(L, 1, &x, &y)) return 0;
    if (lua_type(L, 2) == LUA_TSTRING) {
        size_t length;
        const char *key = lua_tolstring(L, 2, &length);
        if (length == 1 && key[0] == 'x') { moon_pushcoordinate(L, x); return 1; }
        if (length == 1 && key[0] == 'y') { moon_pushcoordinate(L, y); return 1; }
    }
    lua_pushvalue(L, 2);
    lua_rawget(L, lua_upvalueindex(1));
    return 1;
}

static int moon_point_newindex(lua_State *L) {
    const char *key = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2);
    return luaL_error(L, "a point is a value and cannot be changed (setting '%s'): "
                         "make a new one with point(x, y) or p:offsetBy(dx, dy)", key);
}

static int moon_point_tostring(lua_State *L) {
    double x = 0, y = 0;
    moon_topoint(L, 1, &x, &y);
    char text[64];
    snprintf(text, sizeof text, "(%g, %g)", x, y);
    lua_pushstring(L, text);
    return 1;
}

/* Only reached for two full userdata (boxed points): light ones compare by value already. */
static int moon_point_eq(lua_State *L) {
    double ax, ay, bx, by;
    lua_pushboolean(L, moon_topoint(L, 1, &ax, &ay) && moon_topoint(L, 2, &bx, &by) && ax == bx && ay == by);
    return 1;
}

/* point(x, y) */
static int moon_point_new(lua_State *L) {
    if (lua_type(L, 1) != LUA_TNUMBER || lua_type(L, 2) != LUA_TNUMBER)
        return luaL_error(L, "point(x, y) expects two numbers, got %s and %s", luaL_typename(L, 1),
                          luaL_typename(L, 2));
    moon_pushpoint(L, lua_tonumber(L, 1), lua_tonumber(L, 2));
    return 1;
}

void moon_pushpointconstructor(lua_State *L) { lua_pushcfunction(L, moon_point_new); }

/*
 * Makes the point metatable, with the methods table at `methods` behind __index, and gives
 * it to light userdata (all of them share one metatable) and to boxed points.
 */
void moon_installpoints(lua_State *L, int methods) {
    methods = lua_absindex(L, methods);
    luaL_newmetatable(L, MOON_POINT_METATABLE);
    lua_pushvalue(L, methods);
    lua_pushcclosure(L, moon_point_index, 1);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, moon_point_newindex);
    lua_setfield(L, -2, "__newindex");
    lua_pushcfunction(L, moon_point_tostring);
    lua_setfield(L, -2, "__tostring");
    lua_pushcfunction(L, moon_point_eq);
    lua_setfield(L, -2, "__eq");
    lua_pushstring(L, "point");
    lua_setfield(L, -2, "__name");
    lua_pushstring(L, "point"); /* getmetatable(p) must not hand scripts the table */
    lua_setfield(L, -2, "__metatable");
    lua_pushlightuserdata(L, NULL);
    lua_pushvalue(L, -2);
    lua_setmetatable(L, -2);
    lua_pop(L, 2);
}

