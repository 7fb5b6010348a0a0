#include "loom/render.h"

static void put(char *out, size_t size, size_t at, char c)
{
    if (at + 1 < size)
        out[at] = c;
}

size_t loom_render(const loom_draft *d, char *out, size_t size)
{
    size_t n = 0;
    for (size_t p = 0; p < d->picks; p++) {
        for (size_t e = 0; e < d->ends; e++)
            put(out, size, n++, loom_warp_up(d, p, e) ? '#' : '.');
        put(out, size, n++, '\n');
    }
    if (size > 0)
        out[n < size ? n : size - 1] = '\0';
    return n;
}
