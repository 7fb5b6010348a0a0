#include <math.h>

#include "blend.h"
#include "proof.h"

struct vatting blend_casks(const struct cask *casks, size_t n)
{
    struct vatting v = { 0.0, 0.0 };
    double alcohol = 0.0;
    for (size_t i = 0; i < n; i++) {
        v.litres += casks[i].litres;
        alcohol += cask_lpa(&casks[i]);
    }
    if (v.litres > 0.0)
        v.abv = alcohol / v.litres * 100.0;
    return v;
}

double water_to_reduce(struct vatting v, double target_abv)
{
    if (target_abv <= 0.0)
        return 0.0;
    return lpa(v.litres, v.abv) * 100.0 / target_abv - v.litres;
}

long bottles_at(struct vatting v, double target_abv, int bottle_ml)
{
    double water = water_to_reduce(v, target_abv);
    double total = v.litres + (water > 0.0 ? water : 0.0);
    return (long)floor(total * 1000.0 / bottle_ml);
}
