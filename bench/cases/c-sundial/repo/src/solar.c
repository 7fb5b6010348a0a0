#include <math.h>

#include "sundial.h"

static const int days_before[12] = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
static const int month_days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

int sd_day_of_year(int year, int month, int day)
{
    int leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    if (month < 1 || month > 12 || day < 1) {
        return 0;
    }
    if (day > month_days[month - 1] + (month == 2 && leap)) {
        return 0;
    }
    return days_before[month - 1] + day + (month > 2 && leap);
}

/* Cooper's formula. */
double sd_declination(int doy)
{
    return 23.45 * sin(sd_rad(360.0 / 365.0 * (284 + doy)));
}

/* A common three-term fit, good to about a minute. */
double sd_equation_of_time(int doy)
{
    double b = sd_rad(360.0 / 364.0 * (doy - 81));
    return 9.87 * sin(2 * b) - 7.53 * cos(b) - 1.5 * sin(b);
}
