#include <math.h>

#include "sundial.h"

/*
 * Angle of an hour line on a horizontal dial, measured from the noon line: tan(a) = sin(lat) tan(15 h).
 * Morning lines (h < 0) fall west of the noon line and come out negative. Beyond six hours from noon the
 * line continues below the 90-degree line.
 */
double sd_hour_line(double lat_deg, double hours_from_noon)
{
    double h = hours_from_noon * 15.0;
    double a;
    if (fabs(fabs(h) - 90.0) < 1e-9) {
        return h > 0 ? 90.0 : -90.0;
    }
    a = sd_deg(atan(sin(sd_rad(lat_deg)) * tan(sd_rad(h))));
    if (h > 90.0) {
        a += 180.0;
    } else if (h < -90.0) {
        a -= 180.0;
    }
    return a;
}

/* The gnomon's style rises at the latitude's angle. */
double sd_gnomon_angle(double lat_deg) { return fabs(lat_deg); }

size_t sd_dial_table(double lat_deg, int first_hour, int last_hour, double *angles, size_t max)
{
    size_t n = 0;
    for (int hour = first_hour; hour <= last_hour && n < max; hour++) {
        angles[n++] = sd_hour_line(lat_deg, hour - 12);
    }
    return n;
}
