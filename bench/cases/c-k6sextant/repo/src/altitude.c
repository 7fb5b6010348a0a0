#include "sextant.h"

#include <math.h>

static const double DEG = M_PI / 180.0;

double sx_dip_min(double height_eye_ft)
{
    if (height_eye_ft <= 0)
        return 0.0;
    return 0.97 * sqrt(height_eye_ft);
}

double sx_refraction_min(double apparent_altitude)
{
    double h = apparent_altitude;
    return 1.0 / tan((h + 7.31 / (h + 4.4)) * DEG);
}

double sx_apparent_altitude(const sx_sight *sight)
{
    double minutes = sight->index_corr_min - sx_dip_min(sight->height_eye_ft);
    return sight->hs + minutes / 60.0;
}

double sx_observed_altitude(const sx_sight *sight)
{
    double ha = sx_apparent_altitude(sight);
    double minutes = -sx_refraction_min(ha);
    switch (sight->body) {
    case SX_SUN_LOWER_LIMB:
        minutes += SX_SUN_SEMIDIAMETER_MIN;
        break;
    case SX_SUN_UPPER_LIMB:
        minutes -= SX_SUN_SEMIDIAMETER_MIN;
        break;
    case SX_STAR:
        break;
    }
    return ha + minutes / 60.0;
}
