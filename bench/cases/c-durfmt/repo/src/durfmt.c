#include "durfmt.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

struct unit {
    char name;
    long seconds;
};

static const struct unit UNITS[] = {{'d', 86400}, {'h', 3600}, {'m', 60}, {'s', 1}};
#define N_UNITS (sizeof UNITS / sizeof UNITS[0])

static int unit_index(char name) {
    for (size_t i = 0; i < N_UNITS; i++) {
        if (UNITS[i].name == name) return (int)i;
    }
    return -1;
}

int dur_parse(const char *text, long *seconds) {
    const char *p = text;
    long total = 0;
    int last = -1;
    while (isspace((unsigned char)*p)) p++;
    if (*p == '\0') return DUR_EMPTY;
    while (*p != '\0') {
        char *end;
        errno = 0;
        long value = strtol(p, &end, 10);
        if (end == p || value < 0) return DUR_SYNTAX;
        if (errno == ERANGE) return DUR_RANGE;
        int unit = unit_index(*end);
        if (unit < 0) return DUR_SYNTAX;
        if (unit <= last) return DUR_ORDER;
        if (value > (LONG_MAX - total) / UNITS[unit].seconds) return DUR_RANGE;
        total += value * UNITS[unit].seconds;
        last = unit;
        p = end + 1;
    }
    *seconds = total;
    return DUR_OK;
}

int dur_format(long seconds, char *out, size_t cap) {
    size_t used = 0;
    unsigned long rest = seconds < 0 ? 0UL - (unsigned long)seconds : (unsigned long)seconds;
    if (seconds < 0) {
        if (cap < 2) return DUR_SPACE;
        out[used++] = '-';
    }
    if (rest == 0) {
        int n = snprintf(out + used, cap - used, "0s");
        return n < 0 || (size_t)n >= cap - used ? DUR_SPACE : DUR_OK;
    }
    for (size_t i = 0; i < N_UNITS; i++) {
        unsigned long count = rest / (unsigned long)UNITS[i].seconds;
        if (count == 0) continue;
        rest -= count * (unsigned long)UNITS[i].seconds;
        int n = snprintf(out + used, cap - used, "%lu%c", count, UNITS[i].name);
        if (n < 0 || (size_t)n >= cap - used) return DUR_SPACE;
        used += (size_t)n;
    }
    return DUR_OK;
}
