#include "draft.h"

#include <string.h>

void draft_init(struct draft *d, int shafts, int treadles)
{
    memset(d, 0, sizeof *d);
    d->shafts = shafts;
    d->treadles = treadles;
}

static int digit_value(char c)
{
    if (c >= '1' && c <= '9')
        return c - '0';
    return -1;
}

enum draft_error parse_sequence(const char *text, int max_value, uint8_t *out, size_t cap, size_t *count)
{
    size_t n = 0;
    size_t repeat_from = 0;
    int in_repeat = 0;

    for (const char *p = text; *p; p++) {
        if (*p == ' ')
            continue;
        if (*p == '[') {
            if (in_repeat)
                return DRAFT_BAD_REPEAT;
            in_repeat = 1;
            repeat_from = n;
            continue;
        }
        if (*p == ']') {
            if (!in_repeat || p[1] != 'x')
                return DRAFT_BAD_REPEAT;
            p += 2;
            int times = 0;
            while (*p >= '0' && *p <= '9')
                times = times * 10 + (*p++ - '0');
            p--;
            if (times < 1)
                return DRAFT_BAD_REPEAT;
            size_t len = n - repeat_from;
            for (int t = 1; t < times; t++) {
                if (n + len > cap)
                    return DRAFT_TOO_LONG;
                memcpy(out + n, out + repeat_from, len);
                n += len;
            }
            in_repeat = 0;
            continue;
        }
        int v = digit_value(*p);
        if (v < 0)
            return DRAFT_BAD_CHAR;
        if (v > max_value)
            return DRAFT_OUT_OF_RANGE;
        if (n >= cap)
            return DRAFT_TOO_LONG;
        out[n++] = (uint8_t)v;
    }
    if (in_repeat)
        return DRAFT_BAD_REPEAT;
    *count = n;
    return DRAFT_OK;
}

enum draft_error draft_threading(struct draft *d, const char *text)
{
    return parse_sequence(text, d->shafts, d->threading, MAX_ENDS, &d->ends);
}

enum draft_error draft_treadling(struct draft *d, const char *text)
{
    return parse_sequence(text, d->treadles, d->treadling, MAX_PICKS, &d->picks);
}

enum draft_error draft_tieup(struct draft *d, const char *text)
{
    const char *p = text;
    memset(d->tieup, 0, sizeof d->tieup);
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        int t = digit_value(*p++);
        if (t < 0 || *p++ != ':')
            return DRAFT_BAD_CHAR;
        if (t > d->treadles)
            return DRAFT_OUT_OF_RANGE;
        while (*p && *p != ' ') {
            int s = digit_value(*p++);
            if (s < 0)
                return DRAFT_BAD_CHAR;
            if (s > d->shafts)
                return DRAFT_OUT_OF_RANGE;
            d->tieup[t - 1] |= (uint16_t)(1u << (s - 1));
        }
    }
    return DRAFT_OK;
}

const char *draft_error_text(enum draft_error e)
{
    switch (e) {
    case DRAFT_OK: return "ok";
    case DRAFT_BAD_CHAR: return "not a shaft or treadle number";
    case DRAFT_OUT_OF_RANGE: return "more shafts or treadles than the loom has";
    case DRAFT_TOO_LONG: return "too many ends or picks";
    case DRAFT_BAD_REPEAT: return "a repeat must be [..]xN";
    }
    return "unknown error";
}
