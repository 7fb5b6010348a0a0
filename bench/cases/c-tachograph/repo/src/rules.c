#include "rules.h"

#include <stdio.h>

#include "timefmt.h"

int total_driving(const struct daylog *log)
{
    int total = 0;
    for (int i = 0; i < log->count; i++)
        if (log->items[i].kind == DRIVE)
            total += activity_minutes(&log->items[i]);
    return total;
}

int longest_driving_stretch(const struct daylog *log)
{
    int current = 0, longest = 0;
    for (int i = 0; i < log->count; i++) {
        const struct activity *a = &log->items[i];
        if (a->kind == DRIVE) {
            current += activity_minutes(a);
            if (current > longest)
                longest = current;
        } else if (a->kind == REST && activity_minutes(a) >= FULL_BREAK) {
            current = 0;
        }
    }
    return longest;
}

static void add(struct violation *out, int max, int *n, const char *what, int minutes, int limit)
{
    if (*n < max) {
        char got[16], allowed[16];
        format_duration(minutes, got, sizeof got);
        format_duration(limit, allowed, sizeof allowed);
        snprintf(out[*n].text, sizeof out[*n].text, "%s: %s, limit %s", what, got, allowed);
    }
    (*n)++;
}

int check_day(const struct daylog *log, struct violation *out, int max)
{
    int n = 0;
    int stretch = longest_driving_stretch(log);
    if (stretch > MAX_CONTINUOUS_DRIVE)
        add(out, max, &n, "driving without a break", stretch, MAX_CONTINUOUS_DRIVE);
    int daily = total_driving(log);
    if (daily > MAX_DAILY_DRIVE)
        add(out, max, &n, "daily driving", daily, MAX_DAILY_DRIVE);
    return n;
}
