#ifndef VELODROME_H
#define VELODROME_H

#include <stddef.h>

#define MAX_STAMPS 64
#define TRACK_M 250

/* A rider's transponder stamps, in milliseconds from the gun; the first is the start line. */
struct race_entry {
    int bib;
    char name[24];
    int nstamps;
    long stamps_ms[MAX_STAMPS];
};

struct result {
    int bib;
    const char *name;
    int laps;
    long total_ms;    /* first stamp to last */
    long best_lap_ms; /* -1 before a lap is done */
};

/* laps.c */
int lap_times(const struct race_entry *e, long *out);
long best_lap(const long *laps, int n);

/* results.c */
void compute_result(const struct race_entry *e, struct result *r);
int compare_results(const struct result *a, const struct result *b);

/* standings.c */
void build_standings(const struct race_entry *entries, int n, struct result *out);
void standings_line(const struct result *r, int place, const struct result *leader, char *buf, size_t size);

/* timefmt.c */
void format_time(long ms, char *buf, size_t size);

#endif
