#include "yield.h"

#include <string.h>

#include "scale.h"

void breakdown_init(struct breakdown *b, enum species species, int carcass_g, long cost)
{
    memset(b, 0, sizeof *b);
    b->species = species;
    b->carcass_g = carcass_g;
    b->cost = cost;
}

int breakdown_add(struct breakdown *b, int plu, int grams)
{
    const struct cut *cut = cut_find(plu);
    if (cut == NULL || cut->species != b->species || cut->sold_by != BY_WEIGHT)
        return -1;
    if (b->count >= BREAKDOWN_MAX_CUTS || grams <= 0)
        return -1;
    b->cuts[b->count].plu = plu;
    b->cuts[b->count].grams = grams;
    return b->count++;
}

int breakdown_cut_total_g(const struct breakdown *b)
{
    int total = 0;
    for (int i = 0; i < b->count; i++)
        total += b->cuts[i].grams;
    return total;
}

int breakdown_waste_g(const struct breakdown *b)
{
    return b->carcass_g - breakdown_cut_total_g(b);
}

int yield_tenths(int grams, int carcass_g)
{
    if (carcass_g <= 0)
        return 0;
    return (int)(((long)grams * 1000 + carcass_g / 2) / carcass_g);
}

long breakdown_retail_value(const struct breakdown *b)
{
    long value = 0;
    for (int i = 0; i < b->count; i++)
        value += price_for_weight(b->cuts[i].grams, cut_find(b->cuts[i].plu)->price);
    return value;
}

int breakdown_margin_tenths(const struct breakdown *b)
{
    long value = breakdown_retail_value(b);
    if (value <= 0)
        return 0;
    long scaled = (value - b->cost) * 1000;
    /* round halves away from zero: a loss is as worth reporting as a gain */
    if (scaled < 0)
        return (int)((scaled - value / 2) / value);
    return (int)((scaled + value / 2) / value);
}
