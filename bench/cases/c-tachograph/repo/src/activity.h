#ifndef TACHO_ACTIVITY_H
#define TACHO_ACTIVITY_H

#include <stdio.h>

/* What the driver's card records for a stretch of the day. */
enum kind { DRIVE, REST, WORK, AVAILABLE };

struct activity {
    enum kind kind;
    int start; /* minutes since midnight */
    int end;
};

#define DAYLOG_MAX 64

/* One driver's day, in time order. Gaps between activities are rest. */
struct daylog {
    struct activity items[DAYLOG_MAX];
    int count;
};

int activity_minutes(const struct activity *a);

/* Parses "D 06:00 10:30" (D drive, R rest, W other work, A available); 0 on success. */
int activity_parse_line(const char *line, struct activity *out);

/* Appends an activity after the last one, with a rest for any gap; 0 on success,
 * -1 if it starts before the last one ends or the log is full. */
int daylog_add(struct daylog *log, struct activity a);

/* Reads activity lines, skipping blank lines and '#' comments; 0 on success, or
 * the number of the first bad line. */
int daylog_load(struct daylog *log, FILE *in);

#endif
