#include "sextant.h"

#include <math.h>

static const double DEG = M_PI / 180.0;

sx_computed sx_reduce(double latitude, double declination, double lha)
{
    double lat = latitude * DEG, dec = declination * DEG, t = lha * DEG;
    double sin_hc = sin(lat) * sin(dec) + cos(lat) * cos(dec) * cos(t);
    double hc = asin(sin_hc);
    double cos_z = (sin(dec) - sin(lat) * sin_hc) / (cos(lat) * cos(hc));
    if (cos_z > 1.0)
        cos_z = 1.0;
    if (cos_z < -1.0)
        cos_z = -1.0;
    double z = acos(cos_z) / DEG;
    /* east of the meridian (LHA over 180) the azimuth is Z, west of it 360 - Z */
    double lha_n = fmod(fmod(lha, 360.0) + 360.0, 360.0);
    sx_computed out = {hc / DEG, lha_n > 180.0 ? z : 360.0 - z};
    if (out.zn >= 360.0)
        out.zn -= 360.0;
    return out;
}
