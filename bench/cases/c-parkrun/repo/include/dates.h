#ifndef FIVEK_DATES_H
#define FIVEK_DATES_H

struct date {
    int year;
    int month; /* 1-12 */
    int day;   /* 1-31 */
};

/* Parses "YYYY-MM-DD". Returns 0 on success, -1 if malformed or not a real date. */
int date_parse(const char *text, struct date *out);

int date_is_leap(int year);
int date_days_in_month(int year, int month);

/* Whole years of age on the given day (birthday counted on the day itself). */
int date_age_on(const struct date *born, const struct date *on);

/* -1, 0 or 1 as a is before, the same as or after b. */
int date_compare(const struct date *a, const struct date *b);

#endif
