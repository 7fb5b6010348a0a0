#include "velodrome.h"

void compute_result(const struct race_entry *e, struct result *r)
{
    long laps[MAX_STAMPS];
    int n = lap_times(e, laps);

    r->bib = e->bib;
    r->name = e->name;
    r->laps = n;
    r->total_ms = n > 0 ? e->stamps_ms[e->nstamps - 1] - e->stamps_ms[0] : 0;
    r->best_lap_ms = best_lap(laps, n);
}

/* More laps first; on equal laps the shorter time; then the lower bib, so the order is total. */
int compare_results(const struct result *a, const struct result *b)
{
    if (a->laps != b->laps)
        return b->laps - a->laps;
    if (a->total_ms != b->total_ms)
        return a->total_ms < b->total_ms ? -1 : 1;
    return a->bib - b->bib;
}
