#include "sextant.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int sx_parse_dm(const char *text, double *degrees)
{
    int sign = 1;
    const char *p = text;
    char *end;

    while (*p == ' ')
        p++;
    if (*p == '-' || *p == '+') {
        sign = *p == '-' ? -1 : 1;
        p++;
    }
    long d = strtol(p, &end, 10);
    if (end == p || *end != ' ' || d < 0 || d > 360)
        return -1;
    p = end;
    double m = strtod(p, &end);
    if (end == p || m < 0 || m >= 60.0)
        return -1;
    while (*end == ' ')
        end++;
    if (*end != '\0')
        return -1;
    *degrees = sign * (d + m / 60.0);
    return 0;
}

void sx_format_dm(double degrees, char *buf, size_t size)
{
    const char *sign = degrees < 0 ? "-" : "";
    long tenths = lround(fabs(degrees) * 600.0); /* tenths of a minute */
    snprintf(buf, size, "%s%ld %04.1f", sign, tenths / 600, (tenths % 600) / 10.0);
}
