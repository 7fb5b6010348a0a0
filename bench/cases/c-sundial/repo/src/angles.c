#include <math.h>

#include "sundial.h"

double sd_rad(double deg) { return deg * SD_PI / 180.0; }

double sd_deg(double rad) { return rad * 180.0 / SD_PI; }

/* [0, 360) */
double sd_norm360(double deg)
{
    double r = fmod(deg, 360.0);
    return r < 0 ? r + 360.0 : r;
}

/* (-180, 180] */
double sd_norm180(double deg)
{
    double r = sd_norm360(deg);
    return r > 180.0 ? r - 360.0 : r;
}
