#include "revalue.h"

pence_t revalue(pence_t pension, const int *cpi_bp, int years, int cap_bp)
{
    int y;
    for (y = 0; y < years; y++) {
        int rate = cpi_bp[y];
        if (rate > cap_bp)
            rate = cap_bp;
        if (rate < 0)
            rate = 0; /* pensions are never revalued downwards */
        pension += percent_of(pension, rate);
    }
    return pension;
}
