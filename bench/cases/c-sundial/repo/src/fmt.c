#include <math.h>
#include <stdio.h>

#include "sundial.h"

/* Nearest minute, wrapped into the day. */
const char *sd_fmt_hhmm(double minutes, char *buf, size_t len)
{
    long m = lround(minutes);
    m = ((m % 1440) + 1440) % 1440;
    snprintf(buf, len, "%02ld:%02ld", m / 60, m % 60);
    return buf;
}

/* One decimal, e.g. "-41.3". */
const char *sd_fmt_angle(double deg, char *buf, size_t len)
{
    double r = round(deg * 10.0) / 10.0;
    if (r == 0.0) {
        r = 0.0; /* no "-0.0" */
    }
    snprintf(buf, len, "%.1f", r);
    return buf;
}
