#include <stdio.h>

#include "sprinkler.h"

#define APPEND(...)                                                                 \
    do {                                                                            \
        int w_ = snprintf(buf + (len < size ? len : size), len < size ? size - len : 0, __VA_ARGS__); \
        if (w_ < 0)                                                                 \
            return w_;                                                              \
        len += (size_t)w_;                                                          \
    } while (0)

int report_day(const struct program *p, struct date d, char *buf, size_t size)
{
    static const char *const DAY[7] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    struct run runs[SPRINKLER_MAX_RUNS];
    size_t len = 0;
    int n = program_day(p, d, runs, SPRINKLER_MAX_RUNS);

    if (size > 0)
        buf[0] = '\0';
    APPEND("%s %s %04d-%02d-%02d, budget %d%%\n", p->name, date_valid(d) ? DAY[date_weekday(d)] : "???",
           d.year, d.month, d.day, p->budget);
    if (n == 0) {
        APPEND("  no watering\n");
        return (int)len;
    }
    int minutes = 0;
    double litres = 0;
    for (int i = 0; i < n; i++) {
        APPEND("  %02d:%02d %-12s %3d min %6.1f L\n", runs[i].start / 60, runs[i].start % 60, runs[i].zone->name,
               runs[i].minutes, runs[i].litres);
        minutes += runs[i].minutes;
        litres += runs[i].litres;
    }
    int end = runs[n - 1].start + runs[n - 1].minutes;
    APPEND("  done %02d:%02d, %d min, %.1f L\n", end / 60, end % 60, minutes, litres);
    return (int)len;
}
