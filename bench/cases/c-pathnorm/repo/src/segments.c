#include <string.h>

#include "segments.h"

void segs_init(struct segs *s, int absolute)
{
    s->absolute = absolute;
    s->count = 0;
}

static int is_dotdot(const char *seg, size_t len)
{
    return len == 2 && seg[0] == '.' && seg[1] == '.';
}

int segs_push(struct segs *s, const char *seg, size_t len)
{
    if (len == 1 && seg[0] == '.') {
        return PATH_OK;
    }
    if (is_dotdot(seg, len)) {
        if (s->count > 0 && !is_dotdot(s->start[s->count - 1], s->len[s->count - 1])) {
            s->count--;
            return PATH_OK;
        }
        if (s->absolute) {
            return PATH_OK; /* "/.." is "/" */
        }
    }
    if (s->count == PATH_MAX_SEGMENTS) {
        return PATH_TOO_DEEP;
    }
    s->start[s->count] = seg;
    s->len[s->count] = len;
    s->count++;
    return PATH_OK;
}

int segs_format(const struct segs *s, char *out, size_t outsz)
{
    size_t used = 0;
    if (outsz == 0) {
        return PATH_TOO_LONG;
    }
    if (s->absolute) {
        if (used + 1 >= outsz) {
            return PATH_TOO_LONG;
        }
        out[used++] = '/';
    }
    for (int i = 0; i < s->count; i++) {
        size_t need = s->len[i] + (i > 0 ? 1 : 0);
        if (used + need >= outsz) {
            return PATH_TOO_LONG;
        }
        if (i > 0) {
            out[used++] = '/';
        }
        memcpy(out + used, s->start[i], s->len[i]);
        used += s->len[i];
    }
    if (used == 0) {
        if (outsz < 2) {
            return PATH_TOO_LONG;
        }
        out[used++] = '.';
    }
    out[used] = '\0';
    return PATH_OK;
}

int segs_equal(const struct segs *a, int i, const struct segs *b, int j)
{
    return a->len[i] == b->len[j] && memcmp(a->start[i], b->start[j], a->len[i]) == 0;
}
