#ifndef SALTWORKS_HARVEST_H
#define SALTWORKS_HARVEST_H

#include "pond.h"

typedef enum { GRADE_FINE, GRADE_MEDIUM, GRADE_COARSE, GRADE_COUNT } Grade;

/* Mass fractions off the sieves, one for each grade, adding up to 1. */
typedef struct {
    double fraction[GRADE_COUNT];
} Sieve;

typedef struct {
    char pond[24];
    int day;
    double wet_kg;       /* as raked, with brine still in it */
    double dry_kg;
    double by_grade_kg[GRADE_COUNT]; /* dry */
} Lot;

/* Checks the fractions are each in 0..1 and add up to 1 (within 0.001). */
int sieve_valid(const Sieve *s);

/*
 * Rakes the salt bed off the pond on the given day. The bed is dry salt;
 * the raked salt carries moisture_pct of its wet weight as brine.
 */
Lot harvest_take(Pond *p, int day, double moisture_pct, const Sieve *sieve);

/* Whole bags of bag_kg that can be filled; the rest goes to *left_kg. */
int harvest_bags(double kg, double bag_kg, double *left_kg);

/* Value of the lot's dry salt at the given price per tonne of each grade. */
double harvest_value(const Lot *lot, const double price_per_tonne[GRADE_COUNT]);

const char *grade_name(Grade g);

#endif
