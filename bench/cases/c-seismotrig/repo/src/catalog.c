#include <stdlib.h>
#include <string.h>
#include "seismo.h"

void catalog_init(catalog_t *c)
{
    c->events = NULL;
    c->n = 0;
    c->cap = 0;
}

void catalog_free(catalog_t *c)
{
    free(c->events);
    catalog_init(c);
}

/* Insert keeping origin-time order; an event at the same time as one
 * already listed goes after it. Returns 0, or -1 if out of memory. */
int catalog_add(catalog_t *c, const event_t *e)
{
    size_t pos;
    if (c->n == c->cap) {
        size_t cap = c->cap ? c->cap * 2 : 8;
        event_t *grown = realloc(c->events, cap * sizeof *grown);
        if (!grown) return -1;
        c->events = grown;
        c->cap = cap;
    }
    pos = c->n;
    while (pos > 0 && c->events[pos - 1].origin_s > e->origin_s) pos--;
    memmove(&c->events[pos + 1], &c->events[pos], (c->n - pos) * sizeof *c->events);
    c->events[pos] = *e;
    c->n++;
    return 0;
}

size_t catalog_count_at_least(const catalog_t *c, double min_magnitude)
{
    size_t i, count = 0;
    for (i = 0; i < c->n; i++)
        if (c->events[i].magnitude >= min_magnitude) count++;
    return count;
}

/* Events with from_s <= origin < to_s, in time order. */
size_t catalog_between(const catalog_t *c, double from_s, double to_s,
                       const event_t **out, size_t max_out)
{
    size_t i, count = 0;
    for (i = 0; i < c->n && count < max_out; i++) {
        double t = c->events[i].origin_s;
        if (t >= from_s && t < to_s) out[count++] = &c->events[i];
    }
    return count;
}

/* Magnitude counts in nbins bins of width `bin` from `lo`; magnitudes
 * outside the bins are not counted. */
void catalog_histogram(const catalog_t *c, double lo, double bin, size_t nbins, size_t *counts)
{
    size_t i;
    memset(counts, 0, nbins * sizeof *counts);
    for (i = 0; i < c->n; i++) {
        double m = c->events[i].magnitude;
        double k;
        if (m < lo) continue;
        k = (m - lo) / bin;
        if (k >= (double)nbins) continue;
        counts[(size_t)k]++;
    }
}
