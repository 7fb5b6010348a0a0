#include <stdio.h>
#include <stdlib.h>

#include "velodrome.h"

static int by_result(const void *a, const void *b)
{
    return compare_results(a, b);
}

void build_standings(const struct race_entry *entries, int n, struct result *out)
{
    for (int i = 0; i < n; i++)
        compute_result(&entries[i], &out[i]);
    qsort(out, (size_t)n, sizeof out[0], by_result);
}

/* "2. #14 Bea Moss        12 laps  3:01.250  best 0:14.620  +1.100" */
void standings_line(const struct result *r, int place, const struct result *leader, char *buf, size_t size)
{
    char total[16], best[16], gap[32];

    format_time(r->total_ms, total, sizeof total);
    format_time(r->best_lap_ms, best, sizeof best);
    if (r->laps < leader->laps)
        snprintf(gap, sizeof gap, "-%d lap%s", leader->laps - r->laps, leader->laps - r->laps == 1 ? "" : "s");
    else
        snprintf(gap, sizeof gap, "+%ld.%03ld", (r->total_ms - leader->total_ms) / 1000,
                 (r->total_ms - leader->total_ms) % 1000);
    snprintf(buf, size, "%d. #%d %-16s %2d laps  %s  best %s  %s", place, r->bib, r->name, r->laps, total, best, gap);
}
