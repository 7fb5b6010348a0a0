#ifndef STILL_BLEND_H
#define STILL_BLEND_H

#include <stddef.h>

#include "cask.h"

struct vatting {
    double litres;
    double abv;
};

/* marry the current contents of n casks */
struct vatting blend_casks(const struct cask *casks, size_t n);

/* litres of water to bring a vatting down to `target_abv` (volume contraction
 * ignored); negative when it is already below */
double water_to_reduce(struct vatting v, double target_abv);

/* whole bottles of `bottle_ml` that a vatting fills once reduced */
long bottles_at(struct vatting v, double target_abv, int bottle_ml);

#endif
