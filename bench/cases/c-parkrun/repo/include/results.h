#ifndef FIVEK_RESULTS_H
#define FIVEK_RESULTS_H

#include "athletes.h"
#include "dates.h"

#define EVENT_MAX 400

/* Flags on a result. */
#define RESULT_FIRST_TIMER 0x1 /* first run here */
#define RESULT_PB 0x2          /* faster than the athlete's best before today */

/* One week's run: the timekeeper's stopwatch (a time for each finish
 * position) and the barcode scanner (finish token number to athlete id). */
struct event {
    struct date date;
    int times[EVENT_MAX];        /* times[p - 1] is the time of position p */
    int time_count;
    char scanned[EVENT_MAX][ATHLETE_ID_MAX]; /* by position; "" if no scan */
};

struct result {
    int position;
    int seconds;
    const struct athlete *athlete; /* NULL for an unknown runner */
    int sex_position;              /* 0 for unknown runners */
    char category[12];             /* "" for unknown runners */
    double age_grade;              /* -1.0 for unknown runners */
    int flags;
};

void event_init(struct event *ev, const struct date *date);

/* Stopwatch export line "position,MM:SS". Positions must arrive in order
 * from 1. Returns 0 or -1. */
int event_add_time(struct event *ev, const char *line);

/* Scanner export line "P0042,A48211": finish token 42 was handed to the
 * athlete. Returns 0 or -1 (bad line, token out of range, scanned twice). */
int event_add_scan(struct event *ev, const char *line);

/* Joins times and scans into results by position. A scan for a token with no
 * time is ignored. Returns the number of results written (at most max). */
int event_results(const struct event *ev, const struct registry *reg, struct result *out, int max);

struct summary {
    int finishers;
    int unknown;
    int first_timers;
    int pbs;
    int fastest_m; /* seconds, 0 if none */
    int fastest_w;
};

void results_summarise(const struct result *results, int n, struct summary *out);

#endif
