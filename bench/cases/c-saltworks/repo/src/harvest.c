#include "harvest.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

int sieve_valid(const Sieve *s)
{
    double total = 0.0;
    int g;

    for (g = 0; g < GRADE_COUNT; g++) {
        if (s->fraction[g] < 0.0 || s->fraction[g] > 1.0)
            return 0;
        total += s->fraction[g];
    }
    return fabs(total - 1.0) <= 0.001;
}

Lot harvest_take(Pond *p, int day, double moisture_pct, const Sieve *sieve)
{
    Lot lot;
    int g;

    memset(&lot, 0, sizeof lot);
    snprintf(lot.pond, sizeof lot.pond, "%s", p->name);
    lot.day = day;
    lot.dry_kg = p->salt_bed_kg;
    lot.wet_kg = lot.dry_kg / (1.0 - moisture_pct / 100.0);
    for (g = 0; g < GRADE_COUNT; g++)
        lot.by_grade_kg[g] = lot.dry_kg * sieve->fraction[g];
    p->salt_bed_kg = 0.0;
    return lot;
}

int harvest_bags(double kg, double bag_kg, double *left_kg)
{
    int bags;

    if (bag_kg <= 0.0 || kg <= 0.0) {
        if (left_kg)
            *left_kg = kg > 0.0 ? kg : 0.0;
        return 0;
    }
    bags = (int)floor(kg / bag_kg);
    if (left_kg)
        *left_kg = kg - bags * bag_kg;
    return bags;
}

double harvest_value(const Lot *lot, const double price_per_tonne[GRADE_COUNT])
{
    double value = 0.0;
    int g;

    for (g = 0; g < GRADE_COUNT; g++)
        value += lot->by_grade_kg[g] / 1000.0 * price_per_tonne[g];
    return value;
}

const char *grade_name(Grade g)
{
    switch (g) {
    case GRADE_FINE:
        return "fine";
    case GRADE_MEDIUM:
        return "medium";
    case GRADE_COARSE:
        return "coarse";
    default:
        return "?";
    }
}
