#ifndef LAPTIMER_H
#define LAPTIMER_H

#include <stddef.h>

#define RACE_MAX_LAPS 64
#define RACE_NAME_LEN 32

/* Times are whole tenths of a second. */

/* Read "s.t", "m:ss.t" or "h:mm:ss.t" (the tenth optional) into *tenths. 0 on success, -1 if malformed. */
int parse_time(const char *s, int *tenths);

/* Write a time as "m:ss.t" under an hour, "h:mm:ss.t" from an hour; negative times get a leading '-'.
   Writes at most n bytes (always NUL-terminated); returns what snprintf returns. */
int format_time(int tenths, char *out, size_t n);

/* Append formatted text to a buffer of size n holding a string; returns -1 when it did not fit. */
int buf_appendf(char *buf, size_t n, const char *fmt, ...);

struct race {
    char name[RACE_NAME_LEN];
    int laps[RACE_MAX_LAPS];
    int n;
};

void race_init(struct race *r, const char *name);
/* 0 on success, -1 for a malformed time, -2 when the race has RACE_MAX_LAPS laps already. */
int race_add(struct race *r, const char *lap);
int race_total(const struct race *r);
/* Index of the fastest lap (the first of equals), -1 for no laps. */
int race_best(const struct race *r);
/* Mean lap in tenths, rounded half up; 0 for no laps. */
int race_mean(const struct race *r);
/* Elapsed time at the end of lap i (0-based). */
int race_split(const struct race *r, int i);
/* The lap sheet; returns 0, or -1 when it does not fit in n bytes. */
int race_sheet(const struct race *r, char *out, size_t n);

#endif
