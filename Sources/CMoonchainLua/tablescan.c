/*
 * One walk over a table's keys in C (moon_scankeys), for a reader that matches them against
 * strings it knows by address: a scene reader walks every constructor's table this way, and
 * a walk that crossed into C for each key, its type, its address and its value cost four
 * crossings a key, a tenth of reading a 100,000-view scene. The two string values and the
 * rect a view's table nearly always has (its name, its behaviour's, its frame) are read on the
 * same walk, each of which was a key pushed, a lookup and a crossing more.
 */
#include "moon_internal.h"

void moon_scankeys(lua_State *L, int table, const uintptr_t *keys, int nkeys, int valuekey, int valuekey2,
                   int rectkey, int tagkey, moon_keyscan *out) {
    table = lua_absindex(L, table);
    out->present = 0;
    out->value = NULL;
    out->valuelength = 0;
    out->value2 = NULL;
    out->value2length = 0;
    out->hasrect = 0;
    out->tag = 0;
    out->hastag = 0;
    out->file = NULL;
    out->filelength = 0;
    out->fileid = 0;
    out->others = 0;
    lua_pushnil(L);
    while (lua_next(L, table) != 0) {
        if (lua_type(L, -2) == LUA_TSTRING) {
            uintptr_t key = (uintptr_t)lua_topointer(L, -2);
            int found = -1;
            /* The tag first: every constructor's table has it, and it comes after all the fields. */
            if (tagkey < nkeys && keys[tagkey] == key) {
                found = tagkey;
            } else {
                for (int i = 0; i < nkeys; i++) {
                    if (keys[i] == key) { found = i; break; }
                }
            }
            if (found < 0) {
                /* A key the reader does not know; "__" keys are the host's own. */
                size_t length = 0;
                const char *text = lua_tolstring(L, -2, &length);
                if (length < 2 || text[0] != '_' || text[1] != '_') out->others++;
            } else if (found < 64 && found < tagkey) {
                out->present |= (uint64_t)1 << found;
                if (found == valuekey && lua_type(L, -1) == LUA_TSTRING) {
                    out->value = lua_tolstring(L, -1, &out->valuelength);
                } else if (found == valuekey2 && lua_type(L, -1) == LUA_TSTRING) {
                    out->value2 = lua_tolstring(L, -1, &out->value2length);
                } else if (found == rectkey && lua_checkstack(L, 1)) {
                    /* A view's frame, read here instead of by a lookup of its own later (the
                       reader's own path, for anything this does not read, is the same function). */
                    out->hasrect = moon_torecttable(L, -1, &out->rect[0], &out->rect[1], &out->rect[2], &out->rect[3]);
                }
            } else if (found == tagkey) {
                int isinteger = 0;
                lua_Integer tag = lua_type(L, -1) == LUA_TNUMBER ? lua_tointegerx(L, -1, &isinteger) : 0;
                if (isinteger) {
                    out->tag = tag;
                    out->hastag = 1;
                }
            } else if (found == tagkey + 1 && lua_type(L, -1) == LUA_TSTRING) {
                out->fileid = (uintptr_t)lua_topointer(L, -1);
                out->file = lua_tolstring(L, -1, &out->filelength);
            }
        }
        lua_pop(L, 1);
    }
}
