#include "report.h"

#include <stdio.h>
#include <string.h>

#include "timefmt.h"

static const char *plural(int n, const char *one, const char *many)
{
    return n == 1 ? one : many;
}

char *report_line(const struct result *r, char *buf, size_t size)
{
    char t[16];
    const char *note = "";

    time_format(r->seconds, t, sizeof t);
    if (r->athlete == NULL) {
        snprintf(buf, size, "%3d  %s  Unknown", r->position, t);
        return buf;
    }
    if (r->flags & RESULT_FIRST_TIMER) {
        note = "  First timer";
    } else if (r->flags & RESULT_PB) {
        note = "  PB";
    }
    snprintf(buf, size, "%3d  %s  %-22s %-8s %6.2f%%  %s%s", r->position, t, r->athlete->name,
             r->category, r->age_grade, r->athlete->club[0] ? r->athlete->club : "-", note);
    return buf;
}

char *report_summary(const struct summary *s, char *buf, size_t size)
{
    char m[16];
    char w[16];
    int len;

    len = snprintf(buf, size, "%d %s", s->finishers, plural(s->finishers, "finisher", "finishers"));
    if (s->unknown > 0 && len >= 0 && (size_t)len < size) {
        len += snprintf(buf + len, size - len, " (%d unknown)", s->unknown);
    }
    if (len >= 0 && (size_t)len < size) {
        len += snprintf(buf + len, size - len, ", %d first %s, %d %s.", s->first_timers,
                        plural(s->first_timers, "timer", "timers"), s->pbs, plural(s->pbs, "PB", "PBs"));
    }
    if ((s->fastest_m || s->fastest_w) && len >= 0 && (size_t)len < size) {
        snprintf(buf + len, size - len, " Fastest: %s (M), %s (W).",
                 s->fastest_m ? time_format(s->fastest_m, m, sizeof m) : "-",
                 s->fastest_w ? time_format(s->fastest_w, w, sizeof w) : "-");
    }
    return buf;
}
