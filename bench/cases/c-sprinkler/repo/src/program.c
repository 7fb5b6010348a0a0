#include "sprinkler.h"

int program_zone_minutes(const struct program *p, const struct zone *z)
{
    /* Round to the nearest minute; a zone the budget brings under half a minute is skipped. */
    return (z->base_minutes * p->budget + 50) / 100;
}

int program_day(const struct program *p, struct date d, struct run *out, int max)
{
    if (!days_runs_on(p->days, d))
        return 0;
    int n = 0;
    int clock = p->start;
    for (int i = 0; i < p->nzones && n < max; i++) {
        const struct zone *z = &p->zones[i];
        int minutes = program_zone_minutes(p, z);
        if (minutes == 0)
            continue;
        out[n].zone = z;
        out[n].start = clock;
        out[n].minutes = minutes;
        out[n].litres = minutes * z->flow_lpm;
        clock += minutes;
        n++;
    }
    return n;
}
