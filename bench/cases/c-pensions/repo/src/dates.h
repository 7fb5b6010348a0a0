#ifndef PENSIONS_DATES_H
#define PENSIONS_DATES_H

struct date {
    int year;
    int month; /* 1-12 */
    int day;   /* 1-31 */
};

int date_valid(struct date d);
/* Days since 1970-01-01 (proleptic Gregorian). */
long days_from_civil(struct date d);
/* Days from a to b inclusive of both ends (a service period). */
long days_inclusive(struct date a, struct date b);
/* Complete calendar months from a to b (0 if b is before a). */
int complete_months(struct date a, struct date b);
int date_compare(struct date a, struct date b);

#endif
