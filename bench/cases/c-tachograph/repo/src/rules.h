#ifndef TACHO_RULES_H
#define TACHO_RULES_H

#include "activity.h"

#define MAX_CONTINUOUS_DRIVE 270 /* 4h30 of driving, then a break */
#define FULL_BREAK 45            /* a break of 45 minutes ends a driving stretch */
#define MAX_DAILY_DRIVE 540      /* 9h of driving a day */

struct violation {
    char text[96];
};

/* Minutes of driving in the day. */
int total_driving(const struct daylog *log);

/* The most driving done between two breaks that end a stretch. */
int longest_driving_stretch(const struct daylog *log);

/* Writes up to max violations of the day's log; returns how many there are. */
int check_day(const struct daylog *log, struct violation *out, int max);

#endif
