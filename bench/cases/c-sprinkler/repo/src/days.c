#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "sprinkler.h"

static const char *const NAMES[7] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};

static int day_bits(const char *word, size_t len, unsigned *bits)
{
    if (len == 5 && strncasecmp(word, "daily", len) == 0) {
        *bits = DAYS_ALL;
        return 0;
    }
    if (len == 8 && strncasecmp(word, "weekdays", len) == 0) {
        *bits = 0x1Fu;
        return 0;
    }
    if (len == 8 && strncasecmp(word, "weekends", len) == 0) {
        *bits = 0x60u;
        return 0;
    }
    for (int i = 0; i < 7; i++) {
        if (len == 3 && strncasecmp(word, NAMES[i], 3) == 0) {
            *bits = 1u << i;
            return 0;
        }
    }
    return -1;
}

int days_parse(const char *text, unsigned *mask)
{
    unsigned out = 0;
    const char *p = text;
    for (;;) {
        while (isspace((unsigned char)*p))
            p++;
        const char *start = p;
        while (*p && *p != ',' && !isspace((unsigned char)*p))
            p++;
        unsigned bits;
        if (day_bits(start, (size_t)(p - start), &bits) != 0)
            return -1;
        out |= bits;
        while (isspace((unsigned char)*p))
            p++;
        if (*p == '\0')
            break;
        if (*p != ',')
            return -1;
        p++;
    }
    *mask = out;
    return 0;
}

int days_runs_on(unsigned mask, struct date d)
{
    return date_valid(d) && (mask & (1u << date_weekday(d))) != 0;
}
