#include <math.h>

#include "duty.h"
#include "proof.h"

static const struct duty_band bands[] = {
    { 3.5, 1000 },
    { 8.5, 2450 },
    { 22.0, 2927 },
    { 100.01, 3187 },
};

long duty_rate(double abv)
{
    if (abv < 1.2)
        return 0;
    for (unsigned i = 0; i < sizeof bands / sizeof bands[0]; i++)
        if (abv < bands[i].below_abv)
            return bands[i].pence_per_lpa;
    return -1;
}

long duty_pence(double litres, double abv)
{
    long rate = duty_rate(abv);
    if (rate < 0)
        return -1;
    return (long)floor(lpa(litres, abv) * rate + 1e-9);
}
