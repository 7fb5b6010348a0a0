#include "ganache.h"

#include <math.h>

/* cream : chocolate by weight; milk and white chocolate set softer, so they take less cream */
static const double RATIOS[CHOC_KINDS][USE_USES] = {
    /* glaze  piping  slab */
    {1.00, 0.80, 0.60}, /* dark */
    {0.60, 0.50, 0.40}, /* milk */
    {0.45, 0.33, 0.25}, /* white */
};

double cream_ratio(choc_kind kind, ganache_use use) { return RATIOS[kind][use]; }

int cream_for(choc_kind kind, ganache_use use, int chocolate_g) {
    return (int)lround(chocolate_g * RATIOS[kind][use]);
}

double ganache_fat(int chocolate_g, double choc_fat, int cream_g, double cream_fat) {
    int total = chocolate_g + cream_g;
    if (total <= 0) return 0.0;
    return (chocolate_g * choc_fat + cream_g * cream_fat) / total;
}
