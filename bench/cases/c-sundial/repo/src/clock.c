#include "sundial.h"

/*
 * Clock (mean, zone) time from the time a dial shows. The sun crosses the standard meridian four minutes
 * later for each degree west of it, and the equation of time is apparent minus mean solar time.
 */
double sd_solar_to_clock(double solar_min, double lon_deg, double std_meridian_deg, int doy)
{
    double longitude_min = 4.0 * (std_meridian_deg - lon_deg);
    return solar_min + longitude_min - sd_equation_of_time(doy);
}

double sd_clock_to_solar(double clock_min, double lon_deg, double std_meridian_deg, int doy)
{
    double longitude_min = 4.0 * (std_meridian_deg - lon_deg);
    return clock_min - longitude_min + sd_equation_of_time(doy);
}
