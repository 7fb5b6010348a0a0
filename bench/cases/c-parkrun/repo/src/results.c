#include "results.h"

#include <stdlib.h>
#include <string.h>

#include "agegrade.h"
#include "category.h"
#include "timefmt.h"

void event_init(struct event *ev, const struct date *date)
{
    memset(ev, 0, sizeof *ev);
    ev->date = *date;
}

int event_add_time(struct event *ev, const char *line)
{
    char *end;
    long position = strtol(line, &end, 10);
    int seconds;

    if (end == line || *end != ',' || position != ev->time_count + 1 || position > EVENT_MAX) {
        return -1;
    }
    seconds = time_parse(end + 1);
    if (seconds <= 0) {
        return -1;
    }
    if (ev->time_count > 0 && seconds < ev->times[ev->time_count - 1]) {
        return -1; /* the stopwatch never runs backwards */
    }
    ev->times[ev->time_count++] = seconds;
    return 0;
}

int event_add_scan(struct event *ev, const char *line)
{
    char *end;
    long token;
    const char *id;
    size_t len;

    if (line[0] != 'P') {
        return -1;
    }
    token = strtol(line + 1, &end, 10);
    if (end == line + 1 || *end != ',' || token < 1 || token > EVENT_MAX) {
        return -1;
    }
    id = end + 1;
    len = strcspn(id, "\r\n");
    if (len == 0 || len >= ATHLETE_ID_MAX || id[0] != 'A') {
        return -1;
    }
    if (ev->scanned[token - 1][0] != '\0') {
        return -1;
    }
    memcpy(ev->scanned[token - 1], id, len);
    ev->scanned[token - 1][len] = '\0';
    return 0;
}

int event_results(const struct event *ev, const struct registry *reg, struct result *out, int max)
{
    int n = 0;
    int men = 0;
    int women = 0;

    for (int p = 1; p <= ev->time_count && n < max; p++) {
        struct result *r = &out[n++];
        const struct athlete *a = NULL;

        memset(r, 0, sizeof *r);
        r->position = p;
        r->seconds = ev->times[p - 1];
        r->age_grade = -1.0;
        if (ev->scanned[p - 1][0] != '\0') {
            a = registry_find(reg, ev->scanned[p - 1]);
        }
        r->athlete = a;
        if (a == NULL) {
            continue;
        }
        r->sex_position = a->sex == 'M' ? ++men : ++women;
        {
            int age = date_age_on(&a->born, &ev->date);
            if (category_code(a->sex, age, r->category, sizeof r->category) == NULL) {
                r->category[0] = '\0';
            }
            r->age_grade = agegrade_percent(a->sex, age, r->seconds);
        }
        if (a->runs == 0) {
            r->flags |= RESULT_FIRST_TIMER;
        } else if (r->seconds < a->best) {
            r->flags |= RESULT_PB;
        }
    }
    return n;
}

void results_summarise(const struct result *results, int n, struct summary *out)
{
    memset(out, 0, sizeof *out);
    out->finishers = n;
    for (int i = 0; i < n; i++) {
        const struct result *r = &results[i];
        if (r->athlete == NULL) {
            out->unknown++;
            continue;
        }
        if (r->flags & RESULT_FIRST_TIMER) {
            out->first_timers++;
        }
        if (r->flags & RESULT_PB) {
            out->pbs++;
        }
        if (r->athlete->sex == 'M' && out->fastest_m == 0) {
            out->fastest_m = r->seconds;
        }
        if (r->athlete->sex == 'W' && out->fastest_w == 0) {
            out->fastest_w = r->seconds;
        }
    }
}
