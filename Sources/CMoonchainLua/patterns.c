/*
 * Derived from the pattern matcher of Lua 5.4's lstrlib.c,
 * Copyright (C) 1994-2024 Lua.org, PUC-Rio, used under Lua's MIT license
 * (the notice is in LICENSE, "Third-party notice: Lua").
 */
#include "moon_internal.h"
/*
 * Lua 5.4's pattern matching (string.find, match, gmatch, gsub), written again with its work
 * counted: Lua's own matcher backtracks in C, so a pathological pattern such as
 * ("a?"):rep(1e4) .. ("a"):rep(1e4) against ("a"):rep(1e5) runs for hours without one Lua
 * instruction, out of reach of the count hook. Here every matcher step counts as one
 * instruction toward the call's budget, and every MOON_MATCH_CHUNK steps the budget and the
 * deadline are checked (moon_charge), so such a call stops with the usual budget or time error.
 * Plain searches are charged per candidate position in proportion to the needle's length.
 * Semantics, messages and limits (32 captures, 200 nested pattern items) are Lua 5.4's.
 * moon_install_bounded_string (LuaState+Libraries) puts these in the `string` table.
 */

#include <ctype.h>

#define MOON_MAXCAPTURES 32
#define MOON_CAP_UNFINISHED (-1)
#define MOON_CAP_POSITION (-2)
#define MOON_MATCH_MAXCCALLS 200
#define MOON_L_ESC '%'
#define MOON_SPECIALS "^$*+?.([%-"
/* Steps between two looks at the budget and the clock. */
#define MOON_MATCH_CHUNK 4096

typedef struct moon_matchstate {
    const char *src_init;
    const char *src_end;
    const char *p_end;
    lua_State *L;
    int matchdepth;
    unsigned char level;
    long long steps; /* uncharged steps */
    struct { const char *init; ptrdiff_t len; } capture[MOON_MAXCAPTURES];
} moon_matchstate;

static const char *moon_match(moon_matchstate *ms, const char *s, const char *p);

static void moon_match_step(moon_matchstate *ms, long long n) {
    ms->steps += n;
    if (ms->steps >= MOON_MATCH_CHUNK) {
        long long steps = ms->steps;
        ms->steps = 0;
        moon_charge(ms->L, steps);
    }
}

/* Charges what is left at the end of a call, without looking at the clock. */
static void moon_match_settle(moon_matchstate *ms) {
    moon_runtime *rt = MOON_RUNTIME(ms->L);
    if (rt->depth > 0 && rt->budget > 0) rt->used += ms->steps;
    ms->steps = 0;
}

static int moon_check_capture(moon_matchstate *ms, int l) {
    l -= '1';
    if (l < 0 || l >= ms->level || ms->capture[l].len == MOON_CAP_UNFINISHED)
        return luaL_error(ms->L, "invalid capture index %%%d", l + 1);
    return l;
}

static int moon_capture_to_close(moon_matchstate *ms) {
    int level = ms->level;
    for (level--; level >= 0; level--)
        if (ms->capture[level].len == MOON_CAP_UNFINISHED) return level;
    return luaL_error(ms->L, "invalid pattern capture");
}

static const char *moon_classend(moon_matchstate *ms, const char *p) {
    switch (*p++) {
    case MOON_L_ESC:
        if (p == ms->p_end) luaL_error(ms->L, "malformed pattern (ends with '%%')");
        return p + 1;
    case '[':
        if (*p == '^') p++;
        do { /* look for a ']' */
            if (p == ms->p_end) luaL_error(ms->L, "malformed pattern (missing ']')");
            if (*(p++) == MOON_L_ESC && p < ms->p_end) p++; /* skip escapes (e.g. '%]') */
        } while (*p != ']');
        return p + 1;
    default:
        return p;
    }
}

static int moon_match_class(int c, int cl) {
    int res;
    switch (tolower(cl)) {
    case 'a': res = isalpha(c); break;
    case 'c': res = iscntrl(c); break;
    case 'd': res = isdigit(c); break;
    case 'g': res = isgraph(c); break;
    case 'l': res = islower(c); break;
    case 'p': res = ispunct(c); break;
    case 's': res = isspace(c); break;
    case 'u': res = isupper(c); break;
    case 'w': res = isalnum(c); break;
    case 'x': res = isxdigit(c); break;
    default: return (cl == c);
    }
    if (isupper(cl)) res = !res;
    return res;
}

static int moon_matchbracketclass(int c, const char *p, const char *ec) {
    int sig = 1;
    if (*(p + 1) == '^') {
        sig = 0;
        p++; /* skip the '^' */
    }
    while (++p < ec) {
        if (*p == MOON_L_ESC) {
            p++;
            if (moon_match_class(c, (unsigned char)*p)) return sig;
        } else if (*(p + 1) == '-' && (p + 2 < ec)) {
            p += 2;
            if ((unsigned char)*(p - 2) <= c && c <= (unsigned char)*p) return sig;
        } else if ((unsigned char)*p == c) {
            return sig;
        }
    }
    return !sig;
}

static int moon_singlematch(moon_matchstate *ms, const char *s, const char *p, const char *ep) {
    if (s >= ms->src_end) return 0;
    int c = (unsigned char)*s;
    switch (*p) {
    case '.': return 1;
    case MOON_L_ESC: return moon_match_class(c, (unsigned char)*(p + 1));
    case '[': return moon_matchbracketclass(c, p, ep - 1);
    default: return ((unsigned char)*p == c);
    }
}

static const char *moon_matchbalance(moon_matchstate *ms, const char *s, const char *p) {
    if (p >= ms->p_end - 1) luaL_error(ms->L, "malformed pattern (missing arguments to '%%b')");
    if (s >= ms->src_end || *s != *p) return NULL;
    int b = *p, e = *(p + 1), cont = 1;
    const char *start = s;
    while (++s < ms->src_end) {
        if (*s == e) {
            if (--cont == 0) {
                moon_match_step(ms, s - start);
                return s + 1;
            }
        } else if (*s == b) {
            cont++;
        }
    }
    moon_match_step(ms, s - start);
    return NULL;
}

static const char *moon_max_expand(moon_matchstate *ms, const char *s, const char *p, const char *ep) {
    ptrdiff_t i = 0; /* counts maximum expand for item */
    while (moon_singlematch(ms, s + i, p, ep)) i++;
    moon_match_step(ms, i);
    /* keeps trying to match with the maximum repetitions */
    while (i >= 0) {
        const char *res = moon_match(ms, (s + i), ep + 1);
        if (res) return res;
        i--; /* else didn't match; reduce 1 repetition to try again */
    }
    return NULL;
}

static const char *moon_min_expand(moon_matchstate *ms, const char *s, const char *p, const char *ep) {
    for (;;) {
        const char *res = moon_match(ms, s, ep + 1);
        if (res != NULL) return res;
        if (moon_singlematch(ms, s, p, ep)) s++; /* try with one more repetition */
        else return NULL;
    }
}

static const char *moon_start_capture(moon_matchstate *ms, const char *s, const char *p, int what) {
    int level = ms->level;
    if (level >= MOON_MAXCAPTURES) luaL_error(ms->L, "too many captures");
    ms->capture[level].init = s;
    ms->capture[level].len = what;
    ms->level = (unsigned char)(level + 1);
    const char *res = moon_match(ms, s, p);
    if (res == NULL) ms->level--; /* match failed: undo capture */
    return res;
}

static const char *moon_end_capture(moon_matchstate *ms, const char *s, const char *p) {
    int l = moon_capture_to_close(ms);
    ms->capture[l].len = s - ms->capture[l].init; /* close capture */
    const char *res = moon_match(ms, s, p);
    if (res == NULL) ms->capture[l].len = MOON_CAP_UNFINISHED; /* undo capture */
    return res;
}

static const char *moon_match_capture(moon_matchstate *ms, const char *s, int l) {
    l = moon_check_capture(ms, l);
    size_t len = (size_t)ms->capture[l].len;
    moon_match_step(ms, (long long)(len >> 4));
    if ((size_t)(ms->src_end - s) >= len && memcmp(ms->capture[l].init, s, len) == 0)
        return s + len;
    return NULL;
}

static const char *moon_match(moon_matchstate *ms, const char *s, const char *p) {
    if (ms->matchdepth-- == 0) luaL_error(ms->L, "pattern too complex");
init: /* using goto to optimize tail recursion */
    moon_match_step(ms, 1);
    if (p != ms->p_end) {
        switch (*p) {
        case '(':
            if (*(p + 1) == ')') s = moon_start_capture(ms, s, p + 2, MOON_CAP_POSITION);
            else s = moon_start_capture(ms, s, p + 1, MOON_CAP_UNFINISHED);
            break;
        case ')':
            s = moon_end_capture(ms, s, p + 1);
            break;
        case '$':
            if ((p + 1) != ms->p_end) goto dflt; /* not the end of the pattern */
            s = (s == ms->src_end) ? s : NULL;
            break;
        case MOON_L_ESC:
            switch (*(p + 1)) {
            case 'b':
                s = moon_matchbalance(ms, s, p + 2);
                if (s != NULL) {
                    p += 4;
                    goto init;
                }
                break;
            case 'f': {
                p += 2;
                if (*p != '[') luaL_error(ms->L, "missing '[' after '%%f' in pattern");
                const char *ep = moon_classend(ms, p);
                char previous = (s == ms->src_init) ? '\0' : *(s - 1);
                if (!moon_matchbracketclass((unsigned char)previous, p, ep - 1) &&
                    moon_matchbracketclass((unsigned char)*s, p, ep - 1)) {
                    p = ep;
                    goto init;
                }
                s = NULL;
                break;
            }
            case '0': case '1': case '2': case '3': case '4':
            case '5': case '6': case '7': case '8': case '9':
                s = moon_match_capture(ms, s, (unsigned char)*(p + 1));
                if (s != NULL) {
                    p += 2;
                    goto init;
                }
                break;
            default:
                goto dflt;
            }
            break;
        default:
        dflt: {
            const char *ep = moon_classend(ms, p);
            if (!moon_singlematch(ms, s, p, ep)) {
                if (*ep == '*' || *ep == '?' || *ep == '-') { /* accept empty? */
                    p = ep + 1;
                    goto init;
                }
                s = NULL;
            } else {
                switch (*ep) {
                case '?': {
                    const char *res = moon_match(ms, s + 1, ep + 1);
                    if (res != NULL) {
                        s = res;
                    } else {
                        p = ep + 1;
                        goto init;
                    }
                    break;
                }
                case '+': s = moon_max_expand(ms, s + 1, p, ep); break;
                case '*': s = moon_max_expand(ms, s, p, ep); break;
                case '-': s = moon_min_expand(ms, s, p, ep); break;
                default:
                    s++;
                    p = ep;
                    goto init;
                }
            }
            break;
        }
        }
    }
    ms->matchdepth++;
    return s;
}

static ptrdiff_t moon_get_onecapture(moon_matchstate *ms, int i, const char *s, const char *e, const char **cap) {
    if (i >= ms->level) {
        if (i != 0) luaL_error(ms->L, "invalid capture index %%%d", i + 1);
        *cap = s;
        return e - s;
    }
    ptrdiff_t capl = ms->capture[i].len;
    *cap = ms->capture[i].init;
    if (capl == MOON_CAP_UNFINISHED) luaL_error(ms->L, "unfinished capture");
    else if (capl == MOON_CAP_POSITION) lua_pushinteger(ms->L, (ms->capture[i].init - ms->src_init) + 1);
    return capl;
}

static void moon_push_onecapture(moon_matchstate *ms, int i, const char *s, const char *e) {
    const char *cap;
    ptrdiff_t l = moon_get_onecapture(ms, i, s, e, &cap);
    if (l != MOON_CAP_POSITION) lua_pushlstring(ms->L, cap, (size_t)l);
}

static int moon_push_captures(moon_matchstate *ms, const char *s, const char *e) {
    int nlevels = (ms->level == 0 && s) ? 1 : ms->level;
    luaL_checkstack(ms->L, nlevels, "too many captures");
    for (int i = 0; i < nlevels; i++) moon_push_onecapture(ms, i, s, e);
    return nlevels;
}

static int moon_nospecials(const char *p, size_t l) {
    size_t upto = 0;
    do {
        if (strpbrk(p + upto, MOON_SPECIALS)) return 0;
        upto += strlen(p + upto) + 1; /* may have more after \0 */
    } while (upto <= l);
    return 1;
}

static void moon_prepstate(moon_matchstate *ms, lua_State *L, const char *s, size_t ls, const char *p, size_t lp) {
    ms->L = L;
    ms->matchdepth = MOON_MATCH_MAXCCALLS;
    ms->src_init = s;
    ms->src_end = s + ls;
    ms->p_end = p + lp;
    ms->steps = 0;
}

static void moon_reprepstate(moon_matchstate *ms) {
    ms->level = 0;
    ms->matchdepth = MOON_MATCH_MAXCCALLS; /* an error may have left it lower */
}

static size_t moon_posrelat(lua_Integer pos, size_t len) {
    if (pos > 0) return (size_t)pos;
    else if (pos == 0) return 1;
    else if (pos < -(lua_Integer)len) return 1;
    else return len + (size_t)pos + 1;
}

/* A plain search, charged per candidate in proportion to the needle. */
static const char *moon_lmemfind(lua_State *L, const char *s1, size_t l1, const char *s2, size_t l2) {
    if (l2 == 0) return s1;
    if (l2 > l1) return NULL;
    moon_matchstate ms;
    ms.L = L;
    ms.steps = 0;
    long long cost = 1 + (long long)(l2 >> 4);
    const char *init;
    l2--; /* 1st char will be checked by memchr */
    l1 = l1 - l2;
    const char *result = NULL;
    while (l1 > 0 && (init = (const char *)memchr(s1, *s2, l1)) != NULL) {
        init++;
        moon_match_step(&ms, cost);
        if (memcmp(init, s2 + 1, l2) == 0) {
            result = init - 1;
            break;
        }
        l1 -= (size_t)(init - s1);
        s1 = init;
    }
    moon_match_settle(&ms);
    return result;
}

static int moon_str_find_aux(lua_State *L, int find) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = moon_posrelat(luaL_optinteger(L, 3, 1), ls) - 1;
    if (init > ls) {
        luaL_pushfail(L);
        return 1;
    }
    if (find && (lua_toboolean(L, 4) || moon_nospecials(p, lp))) {
        const char *s2 = moon_lmemfind(L, s + init, ls - init, p, lp);
        if (s2) {
            lua_pushinteger(L, (s2 - s) + 1);
            lua_pushinteger(L, (lua_Integer)((size_t)(s2 - s) + lp));
            return 2;
        }
    } else {
        moon_matchstate ms;
        const char *s1 = s + init;
        int anchor = (*p == '^');
        if (anchor) {
            p++;
            lp--;
        }
        moon_prepstate(&ms, L, s, ls, p, lp);
        do {
            moon_reprepstate(&ms);
            const char *res = moon_match(&ms, s1, p);
            if (res != NULL) {
                moon_match_settle(&ms);
                if (find) {
                    lua_pushinteger(L, (s1 - s) + 1);
                    lua_pushinteger(L, res - s);
                    return moon_push_captures(&ms, NULL, 0) + 2;
                }
                return moon_push_captures(&ms, s1, res);
            }
        } while (s1++ < ms.src_end && !anchor);
        moon_match_settle(&ms);
    }
    luaL_pushfail(L);
    return 1;
}

static int moon_str_find(lua_State *L) { return moon_str_find_aux(L, 1); }
static int moon_str_match(lua_State *L) { return moon_str_find_aux(L, 0); }

typedef struct moon_gmatchstate {
    const char *src;
    const char *p;
    const char *lastmatch;
    moon_matchstate ms;
} moon_gmatchstate;

static int moon_gmatch_aux(lua_State *L) {
    moon_gmatchstate *gm = (moon_gmatchstate *)lua_touserdata(L, lua_upvalueindex(3));
    gm->ms.L = L;
    gm->ms.steps = 0;
    for (const char *src = gm->src; src <= gm->ms.src_end; src++) {
        moon_reprepstate(&gm->ms);
        const char *e = moon_match(&gm->ms, src, gm->p);
        if (e != NULL && e != gm->lastmatch) {
            gm->src = gm->lastmatch = e;
            moon_match_settle(&gm->ms);
            return moon_push_captures(&gm->ms, src, e);
        }
    }
    moon_match_settle(&gm->ms);
    return 0;
}

static int moon_str_gmatch(lua_State *L) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = moon_posrelat(luaL_optinteger(L, 3, 1), ls) - 1;
    lua_settop(L, 2); /* keep strings on closure to avoid being collected */
    moon_gmatchstate *gm = (moon_gmatchstate *)lua_newuserdatauv(L, sizeof(moon_gmatchstate), 0);
    if (init > ls) init = ls + 1; /* start after string's end */
    moon_prepstate(&gm->ms, L, s, ls, p, lp);
    gm->src = s + init;
    gm->p = p;
    gm->lastmatch = NULL;
    lua_pushcclosure(L, moon_gmatch_aux, 3);
    return 1;
}

static void moon_add_s(moon_matchstate *ms, luaL_Buffer *b, const char *s, const char *e) {
    size_t l;
    lua_State *L = ms->L;
    const char *news = lua_tolstring(L, 3, &l);
    const char *p;
    while ((p = (const char *)memchr(news, MOON_L_ESC, l)) != NULL) {
        luaL_addlstring(b, news, (size_t)(p - news));
        p++; /* skip ESC */
        if (*p == MOON_L_ESC) {
            luaL_addchar(b, *p);
        } else if (*p == '0') {
            luaL_addlstring(b, s, (size_t)(e - s));
        } else if (isdigit((unsigned char)*p)) {
            const char *cap;
            ptrdiff_t resl = moon_get_onecapture(ms, *p - '1', s, e, &cap);
            if (resl == MOON_CAP_POSITION) luaL_addvalue(b);
            else luaL_addlstring(b, cap, (size_t)resl);
        } else {
            luaL_error(L, "invalid use of '%c' in replacement string", MOON_L_ESC);
        }
        l -= (size_t)(p + 1 - news);
        news = p + 1;
    }
    luaL_addlstring(b, news, l);
}

static int moon_add_value(moon_matchstate *ms, luaL_Buffer *b, const char *s, const char *e, int tr) {
    lua_State *L = ms->L;
    switch (tr) {
    case LUA_TFUNCTION: {
        lua_pushvalue(L, 3);
        int n = moon_push_captures(ms, s, e);
        lua_call(L, n, 1);
        break;
    }
    case LUA_TTABLE:
        moon_push_onecapture(ms, 0, s, e);
        lua_gettable(L, 3);
        break;
    default:
        moon_add_s(ms, b, s, e);
        return 1;
    }
    if (!lua_toboolean(L, -1)) { /* nil or false? */
        lua_pop(L, 1);
        luaL_addlstring(b, s, (size_t)(e - s)); /* keep original text */
        return 0;
    }
    if (!lua_isstring(L, -1))
        return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    luaL_addvalue(b);
    return 1;
}

static int moon_str_gsub(lua_State *L) {
    size_t srcl, lp;
    const char *src = luaL_checklstring(L, 1, &srcl);
    const char *p = luaL_checklstring(L, 2, &lp);
    const char *lastmatch = NULL;
    int tr = lua_type(L, 3);
    lua_Integer max_s = luaL_optinteger(L, 4, (lua_Integer)srcl + 1);
    int anchor = (*p == '^');
    lua_Integer n = 0;
    int changed = 0;
    moon_matchstate ms;
    luaL_Buffer b;
    luaL_argexpected(L, tr == LUA_TNUMBER || tr == LUA_TSTRING || tr == LUA_TFUNCTION || tr == LUA_TTABLE, 3,
                     "string/function/table");
    luaL_buffinit(L, &b);
    if (anchor) {
        p++;
        lp--;
    }
    moon_prepstate(&ms, L, src, srcl, p, lp);
    while (n < max_s) {
        moon_reprepstate(&ms);
        const char *e = moon_match(&ms, src, p);
        if (e != NULL && e != lastmatch) { /* match? */
            n++;
            changed = moon_add_value(&ms, &b, src, e, tr) | changed;
            src = lastmatch = e;
        } else if (src < ms.src_end) {
            luaL_addchar(&b, *src++);
        } else {
            break;
        }
        if (anchor) break;
    }
    moon_match_settle(&ms);
    if (!changed) {
        lua_pushvalue(L, 1);
    } else {
        luaL_addlstring(&b, src, (size_t)(ms.src_end - src));
        luaL_pushresult(&b);
    }
    lua_pushinteger(L, n);
    return 2;
}

void moon_install_bounded_string(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    const struct { const char *name; lua_CFunction fn; } functions[] = {
        { "rep", moon_str_rep }, { "find", moon_str_find }, { "match", moon_str_match },
        { "gmatch", moon_str_gmatch }, { "gsub", moon_str_gsub },
    };
    for (size_t i = 0; i < sizeof functions / sizeof functions[0]; i++) {
        lua_pushcfunction(L, functions[i].fn);
        lua_setfield(L, idx, functions[i].name);
    }
}

