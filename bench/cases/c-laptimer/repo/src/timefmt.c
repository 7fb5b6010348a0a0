#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

#include "laptimer.h"

/* Reads up to max digits; returns how many were read (0 when none). */
static int read_digits(const char **p, int max, int *value)
{
    int count = 0;
    *value = 0;
    while (count < max && isdigit((unsigned char)**p)) {
        *value = *value * 10 + (**p - '0');
        (*p)++;
        count++;
    }
    return count;
}

int parse_time(const char *s, int *tenths)
{
    int fields[3];
    int nfields = 0;
    int frac = 0;
    const char *p = s;

    for (;;) {
        if (nfields == 3) {
            return -1;
        }
        if (read_digits(&p, 4, &fields[nfields]) == 0) {
            return -1;
        }
        nfields++;
        if (*p != ':') {
            break;
        }
        p++;
    }
    if (*p == '.') {
        p++;
        if (read_digits(&p, 1, &frac) != 1) {
            return -1;
        }
    }
    if (*p != '\0') {
        return -1;
    }
    /* every field but the first is at most 59 */
    for (int i = 1; i < nfields; i++) {
        if (fields[i] > 59) {
            return -1;
        }
    }
    int seconds = 0;
    for (int i = 0; i < nfields; i++) {
        seconds = seconds * 60 + fields[i];
    }
    *tenths = seconds * 10 + frac;
    return 0;
}

int format_time(int tenths, char *out, size_t n)
{
    const char *sign = tenths < 0 ? "-" : "";
    int t = abs(tenths);
    int h = t / 36000;
    int m = t / 600 % 60;
    int s = t / 10 % 60;
    int f = t % 10;

    if (h > 0) {
        return snprintf(out, n, "%s%d:%02d:%02d.%d", sign, h, m, s, f);
    }
    return snprintf(out, n, "%s%d:%02d.%d", sign, m, s, f);
}
