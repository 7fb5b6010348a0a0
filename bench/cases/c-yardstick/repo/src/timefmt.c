#include "timefmt.h"

#include <ctype.h>
#include <stdio.h>

#define DAY_SECONDS 86400L

static int read_field(const char **p, int digits_max, long *out)
{
    long v = 0;
    int n = 0;
    while (isdigit((unsigned char)**p) && n < digits_max) {
        v = v * 10 + (**p - '0');
        (*p)++;
        n++;
    }
    if (n == 0)
        return 0;
    *out = v;
    return n;
}

long time_parse(const char *text)
{
    const char *p = text;
    long h, m, s;

    if (!text)
        return -1;
    if (!read_field(&p, 2, &h) || *p++ != ':')
        return -1;
    if (read_field(&p, 2, &m) != 2 || *p++ != ':')
        return -1;
    if (read_field(&p, 2, &s) != 2 || *p != '\0')
        return -1;
    if (h > 23 || m > 59 || s > 59)
        return -1;
    return h * 3600 + m * 60 + s;
}

char *time_format(long seconds, char *buf, unsigned size)
{
    const char *sign = "";
    if (seconds < 0) {
        sign = "-";
        seconds = -seconds;
    }
    snprintf(buf, size, "%s%ld:%02ld:%02ld", sign, seconds / 3600, (seconds / 60) % 60, seconds % 60);
    return buf;
}

long time_elapsed(long start, long finish)
{
    long d = finish - start;
    if (d < 0)
        d += DAY_SECONDS;
    return d;
}
