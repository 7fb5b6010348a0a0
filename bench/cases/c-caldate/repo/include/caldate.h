#ifndef CALDATE_H
#define CALDATE_H

#include <stddef.h>

struct cal_date {
    int year;
    int month; /* 1..12 */
    int day;   /* 1..31 */
};

/* civil.c: day numbers (days since 1970-01-01, negative before) and weekdays. */
long cal_to_days(struct cal_date date);
struct cal_date cal_from_days(long days);
int cal_weekday(struct cal_date date); /* 0 = Monday .. 6 = Sunday */

/* calendar.c: the calendar's rules. */
int cal_is_leap(int year);
int cal_days_in_month(int year, int month); /* 0 for a month outside 1..12 */
int cal_valid(struct cal_date date);
struct cal_date cal_add_days(struct cal_date date, long days);
long cal_days_between(struct cal_date from, struct cal_date to);

/* text.c: ISO 8601 calendar dates. */
#define CAL_TEXT_SIZE 11
int cal_parse(const char *text, struct cal_date *out); /* 0 on success, -1 when not a valid date */
void cal_format(struct cal_date date, char out[CAL_TEXT_SIZE]);

#endif
