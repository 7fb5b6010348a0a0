#ifndef SALTWORKS_WORKS_H
#define SALTWORKS_WORKS_H

#include "harvest.h"
#include "pond.h"
#include "weather.h"

#define WORKS_MAX_PONDS 8
#define WORKS_MAX_LOTS 64

/* Brine left in a pond when it feeds the next one, so the floor stays wet. */
#define WORKS_KEEP_DEPTH_M 0.02

typedef struct {
    /* in the order the brine flows: the reservoir first, crystallisers last */
    Pond ponds[WORKS_MAX_PONDS];
    int npond;

    double refill_fraction;  /* refill a pond once below this much of full */
    double harvest_kg_m2;    /* rake a crystalliser once its bed is this thick */
    double moisture_pct;     /* of the raked salt */
    Sieve sieve;

    int day;                 /* last day run */
    double intake_m3;        /* seawater pumped into the reservoir */
    double intake_salt_kg;
    Lot lots[WORKS_MAX_LOTS];
    int nlots;
} Works;

void works_init(Works *w);

/* Adds a pond at the downstream end; returns its index, or -1 when full. */
int works_add_pond(Works *w, const Pond *p);

/* Weather on every pond, then brine moved on, then any raking. */
void works_day(Works *w, const DayWeather *day);

/* Runs the days in order; returns the number of lots raked. */
int works_run(Works *w, const DayWeather *days, int ndays);

/* Salt harvested so far, dry kg. */
double works_harvested_kg(const Works *w);

/* All the salt in the works: in the brine, on the beds and harvested. */
double works_salt_kg(const Works *w);

#endif
