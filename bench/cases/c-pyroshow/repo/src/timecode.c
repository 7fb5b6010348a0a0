#include "timecode.h"

#include <ctype.h>
#include <stdio.h>

/* Reads exactly `width` digits; -1 if any is missing. */
static long digits(const char **p, int width)
{
    long v = 0;
    for (int i = 0; i < width; i++) {
        if (!isdigit((unsigned char)**p))
            return -1;
        v = v * 10 + (**p - '0');
        (*p)++;
    }
    return v;
}

long tc_parse(const char *text)
{
    const char *p = text;
    long mm = digits(&p, 2);
    if (mm < 0 || *p++ != ':')
        return -1;
    long ss = digits(&p, 2);
    if (ss < 0 || ss > 59)
        return -1;
    long ms = 0;
    if (*p == '.') {
        p++;
        ms = digits(&p, 3);
        if (ms < 0)
            return -1;
    }
    if (*p != '\0')
        return -1;
    return (mm * 60 + ss) * 1000 + ms;
}

void tc_format(long ms, char *buf, size_t n)
{
    long s = ms / 1000;
    snprintf(buf, n, "%02ld:%02ld.%03ld", s / 60, s % 60, ms % 1000);
}
