#include "brine.h"

/* Linear fit for NaCl brine between fresh water and saturation. */
#define DENSITY_FRESH 0.998
#define DENSITY_PER_GPL 0.000694

double brine_density(double salinity_gpl)
{
    return DENSITY_FRESH + DENSITY_PER_GPL * salinity_gpl;
}

double brine_baume(double salinity_gpl)
{
    return 145.0 - 145.0 / brine_density(salinity_gpl);
}

double brine_salinity_from_baume(double baume)
{
    double density = 145.0 / (145.0 - baume);
    double s = (density - DENSITY_FRESH) / DENSITY_PER_GPL;

    return s < 0.0 ? 0.0 : s;
}

double brine_salt_kg(Brine b)
{
    return b.volume_m3 * b.salinity_gpl;
}

Brine brine_mix(Brine a, Brine b)
{
    Brine out;

    out.volume_m3 = a.volume_m3 + b.volume_m3;
    if (out.volume_m3 <= 0.0) {
        out.volume_m3 = 0.0;
        out.salinity_gpl = 0.0;
        return out;
    }
    out.salinity_gpl = (brine_salt_kg(a) + brine_salt_kg(b)) / out.volume_m3;
    return out;
}

Brine brine_concentrate(Brine b, double water_m3, double *precipitated_kg)
{
    double salt = brine_salt_kg(b);
    double excess = 0.0;

    b.volume_m3 -= water_m3;
    if (b.volume_m3 <= 0.0) {
        /* dried out: everything left crystallises */
        b.volume_m3 = 0.0;
        b.salinity_gpl = 0.0;
        excess = salt;
    } else {
        b.salinity_gpl = salt / b.volume_m3;
        if (b.salinity_gpl > SATURATION_GPL) {
            excess = salt - SATURATION_GPL * b.volume_m3;
            b.salinity_gpl = SATURATION_GPL;
        }
    }
    if (precipitated_kg)
        *precipitated_kg += excess;
    return b;
}

double brine_evaporation_factor(double salinity_gpl)
{
    double f = 1.0 - 0.00095 * salinity_gpl;

    return f < 0.0 ? 0.0 : f;
}
