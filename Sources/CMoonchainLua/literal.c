/*
 * Building a data-only scene file's tables without compiling it (literal.c).
 *
 * MoonchainHost's literal reader parses a scene file written in the data-only subset of Lua
 * (constructor calls, table constructors, literals) into a list of operations; this runs them.
 * It must leave exactly the tables Lua's own chunk would have built, so it does what Lua's
 * virtual machine does for that chunk, in the same order:
 *   - OP_NEWTABLE presizes a table with the constructor's array and hash counts
 *     (lua_createtable with the same counts gives the same sizes);
 *   - record fields are set as they are met, positional items go to the presized array part;
 *   - when the last positional item is a call, the compiler leaves it out of the array count
 *     and OP_SETLIST grows the array once the call has returned (luaH_resizearray): that
 *     re-inserts the hash part, in node order, into a fresh node vector of the same size, and
 *     where keys collided the new layout (and so the order `next` visits them in) can differ.
 *     Lua's API has no such resize, so MOON_LIT_LASTCALL copies the table into one made with
 *     the final sizes, visiting the old one with lua_next (which walks the nodes in order):
 *     the same insertions, in the same order, into the same sizes;
 *   - a scene constructor's table is then tagged by moon_tag_constructor, the one function the
 *     constructors themselves tag with (a data-only file calls constructors from itself only,
 *     so no file tag is ever needed).
 * Any memory error raises from here, inside the protected call, never through Swift.
 */
#include "moon_internal.h"

/* The node vector size Lua gives a hash part asked to hold `n` keys (0, or 2^ceil(log2 n)). */
static int moon_nodesize(lua_Integer n) {
    if (n <= 0) return 0;
    int size = 1;
    while (size < n) size <<= 1;
    return size;
}

/* Pushes constant #k (0-based) from the constants table at `consts`. */
#define PUSHK(L, consts, k) lua_rawgeti((L), (consts), (lua_Integer)(k) + 1)

static int moon_literal_run(lua_State *L) {
    const moon_literal *p = (const moon_literal *)lua_touserdata(L, 1);
    if (!lua_checkstack(L, 3 * MOON_LITERAL_MAXDEPTH + 16)) return luaL_error(L, "stack overflow");
    /* The constants, each made once. */
    lua_createtable(L, (int)p->nconstants, 0);
    int consts = lua_gettop(L);
    for (size_t k = 0; k < p->nconstants; k++) {
        int64_t offset = p->constants[2 * k], length = p->constants[2 * k + 1];
        const char *base = offset >= 0 ? p->source + offset : p->extra + (-1 - offset);
        lua_pushlstring(L, base, (size_t)length);
        lua_rawseti(L, consts, (lua_Integer)k + 1);
    }
    int base = consts;
    const int64_t *op = p->ops, *end = p->ops + p->nops;
    while (op < end) {
        switch (*op++) {
        case MOON_LIT_NIL: lua_pushnil(L); break;
        case MOON_LIT_TRUE: lua_pushboolean(L, 1); break;
        case MOON_LIT_FALSE: lua_pushboolean(L, 0); break;
        case MOON_LIT_INT: lua_pushinteger(L, (lua_Integer)*op++); break;
        case MOON_LIT_FLOAT: {
            double d;
            memcpy(&d, op++, sizeof d);
            lua_pushnumber(L, (lua_Number)d);
            break;
        }
        case MOON_LIT_STRING: PUSHK(L, consts, *op++); break;
        case MOON_LIT_TABLE: {
            int na = (int)op[0], nh = (int)op[1];
            op += 2;
            lua_createtable(L, na, nh);
            break;
        }
        case MOON_LIT_FIELD: /* table, value -> table[key] = value */
            PUSHK(L, consts, *op++);
            lua_insert(L, -2);
            lua_rawset(L, -3);
            break;
        case MOON_LIT_ITEM: /* table, value -> table[i] = value */
            lua_rawseti(L, -2, (lua_Integer)*op++);
            break;
        case MOON_LIT_LASTCALL: { /* table T, value v -> U with T's contents and U[count] = v */
            lua_Integer count = op[0], nh = op[1];
            op += 2;
            lua_createtable(L, (int)count, moon_nodesize(nh)); /* T v U */
            lua_pushnil(L);
            while (lua_next(L, -4)) { /* T v U k val */
                lua_pushvalue(L, -2);
                lua_insert(L, -2);
                lua_rawset(L, -4);
            }
            lua_pushvalue(L, -2);
            lua_rawseti(L, -2, count); /* T v U */
            lua_replace(L, -3);        /* U v */
            lua_pop(L, 1);
            break;
        }
        case MOON_LIT_TAG: { /* table -> table tagged as a constructor `kind` called at `line` */
            lua_Integer kind = op[0], line = op[1];
            op += 2;
            moon_tag_constructor(L, -1, (int)kind, line, 0);
            break;
        }
        default: return luaL_error(L, "bad literal operation");
        }
    }
    if (lua_gettop(L) != base + 1) return luaL_error(L, "unbalanced literal operations");
    return 1;
}

int moon_build_literal(lua_State *L, const moon_literal *program) {
    int base = lua_gettop(L);
    moon_pushtraceback(L);
    lua_pushcfunction(L, moon_literal_run);
    lua_pushlightuserdata(L, (void *)program);
    int status = moon_protected_call(L, 1, 1, base + 1);
    lua_remove(L, base + 1);
    return status;
}

void moon_tag_constructor(lua_State *L, int table, int kind, lua_Integer line, int file) {
    table = lua_absindex(L, table);
    if (file != 0) file = lua_absindex(L, file);
    lua_pushstring(L, MOON_TAG_KEY);
    lua_pushinteger(L, (lua_Integer)((lua_Unsigned)line << 5) | kind);
    lua_rawset(L, table);
    if (file != 0) {
        lua_pushstring(L, MOON_TAG_FILE);
        lua_pushvalue(L, file);
        lua_rawset(L, table);
    }
}
