#ifndef YARDSTICK_SERIES_H
#define YARDSTICK_SERIES_H

#include "results.h"

#define SERIES_MAX_BOATS 32
#define SERIES_MAX_RACES 16

/* A series of races: each boat's points per race, kept by sail number. */
struct series {
    int boats;
    int races;
    char sail[SERIES_MAX_BOATS][8];
    double points[SERIES_MAX_BOATS][SERIES_MAX_RACES];
    int sailed[SERIES_MAX_BOATS][SERIES_MAX_RACES];  /* 1 if the boat came to the race */
};

void series_init(struct series *s);

/* Records a race's results; returns the race's index or -1 if full. Boats
 * that missed the race (DNC) score the series' boats plus one. */
int series_add(struct series *s, const struct result *res, int n);

/* The number of worst scores each boat drops: one for every four races. */
int series_discards(const struct series *s);

/* A boat's total with its discards dropped; -1 for an unknown sail. */
double series_total(const struct series *s, const char *sail);

/* Fills order[] with boat indexes, best total first (ties by sail number). */
void series_standings(const struct series *s, int *order);

#endif
