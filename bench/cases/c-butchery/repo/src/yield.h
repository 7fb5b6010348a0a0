#ifndef BUTCHERY_YIELD_H
#define BUTCHERY_YIELD_H

#include "cuts.h"

#define BREAKDOWN_MAX_CUTS 24

/* What came off one carcass (or primal) on the block. */
struct breakdown {
    enum species species;
    int carcass_g;
    long cost; /* pence paid for the carcass */
    int count;
    struct {
        int plu;
        int grams;
    } cuts[BREAKDOWN_MAX_CUTS];
};

void breakdown_init(struct breakdown *b, enum species species, int carcass_g, long cost);

/* Record a cut; -1 for an unknown PLU, a cut of another species or a full list. */
int breakdown_add(struct breakdown *b, int plu, int grams);

int breakdown_cut_total_g(const struct breakdown *b);

/* Bone, fat and trim: what is left of the carcass after the cuts. */
int breakdown_waste_g(const struct breakdown *b);

/* grams as a share of the carcass, in tenths of a percent (rounded). */
int yield_tenths(int grams, int carcass_g);

/* Value of the cuts at counter prices, in pence. */
long breakdown_retail_value(const struct breakdown *b);

/* Retail value less cost, as tenths of a percent of the retail value. */
int breakdown_margin_tenths(const struct breakdown *b);

#endif
