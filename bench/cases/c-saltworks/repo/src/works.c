#include "works.h"

#include <string.h>

void works_init(Works *w)
{
    memset(w, 0, sizeof *w);
    w->refill_fraction = 0.6;
    w->harvest_kg_m2 = 20.0;
    w->moisture_pct = 3.0;
    w->sieve.fraction[GRADE_FINE] = 0.25;
    w->sieve.fraction[GRADE_MEDIUM] = 0.55;
    w->sieve.fraction[GRADE_COARSE] = 0.20;
}

int works_add_pond(Works *w, const Pond *p)
{
    if (w->npond == WORKS_MAX_PONDS)
        return -1;
    w->ponds[w->npond] = *p;
    return w->npond++;
}

static void top_up_reservoir(Works *w)
{
    Pond *res = &w->ponds[0];
    Brine sea;

    if (res->kind != POND_RESERVOIR)
        return;
    sea.volume_m3 = pond_room_m3(res);
    sea.salinity_gpl = SEAWATER_GPL;
    if (sea.volume_m3 <= 0.0)
        return;
    res->brine = brine_mix(res->brine, sea);
    w->intake_m3 += sea.volume_m3;
    w->intake_salt_kg += brine_salt_kg(sea);
}

static void feed_ponds(Works *w)
{
    int i;

    /*
     * Downstream first: a pond that has just fed the next one may then
     * be low enough to be refilled from the one above it.
     */
    for (i = w->npond - 1; i > 0; i--) {
        Pond *down = &w->ponds[i];
        Pond *up = &w->ponds[i - 1];
        double spare;
        Brine moved;

        if (pond_depth_m(down) >= w->refill_fraction * down->max_depth_m)
            continue;
        if (brine_baume(up->brine.salinity_gpl) < down->intake_baume)
            continue;
        spare = up->brine.volume_m3 - WORKS_KEEP_DEPTH_M * up->area_m2;
        if (spare <= 0.0)
            continue;
        moved.volume_m3 = pond_room_m3(down);
        if (moved.volume_m3 > spare)
            moved.volume_m3 = spare;
        moved.salinity_gpl = up->brine.salinity_gpl;
        up->brine.volume_m3 -= moved.volume_m3;
        down->brine = brine_mix(down->brine, moved);
    }
    top_up_reservoir(w);
}

static void rake_crystallisers(Works *w, int day)
{
    int i;

    for (i = 0; i < w->npond; i++) {
        Pond *p = &w->ponds[i];

        if (p->kind != POND_CRYSTALLISER || w->nlots == WORKS_MAX_LOTS)
            continue;
        if (p->salt_bed_kg < w->harvest_kg_m2 * p->area_m2)
            continue;
        w->lots[w->nlots++] = harvest_take(p, day, w->moisture_pct, &w->sieve);
    }
}

void works_day(Works *w, const DayWeather *day)
{
    int i;

    for (i = 0; i < w->npond; i++)
        pond_day(&w->ponds[i], day);
    feed_ponds(w);
    rake_crystallisers(w, day->day);
    w->day = day->day;
}

int works_run(Works *w, const DayWeather *days, int ndays)
{
    int before = w->nlots;
    int d;

    for (d = 0; d < ndays; d++)
        works_day(w, &days[d]);
    return w->nlots - before;
}

double works_harvested_kg(const Works *w)
{
    double kg = 0.0;
    int i;

    for (i = 0; i < w->nlots; i++)
        kg += w->lots[i].dry_kg;
    return kg;
}

double works_salt_kg(const Works *w)
{
    double kg = works_harvested_kg(w);
    int i;

    for (i = 0; i < w->npond; i++)
        kg += brine_salt_kg(w->ponds[i].brine) + w->ponds[i].salt_bed_kg;
    return kg;
}
