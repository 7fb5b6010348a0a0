#include "velodrome.h"

/* Lap times between consecutive stamps; returns how many were written to out. */
int lap_times(const struct race_entry *e, long *out)
{
    int n = 0;
    for (int i = 1; i < e->nstamps; i++)
        out[n++] = e->stamps_ms[i] - e->stamps_ms[i - 1];
    return n;
}

long best_lap(const long *laps, int n)
{
    long best = -1;
    for (int i = 0; i < n; i++)
        if (best < 0 || laps[i] < best)
            best = laps[i];
    return best;
}
