#ifndef BUTCHERY_DATES_H
#define BUTCHERY_DATES_H

struct date {
    int year;
    int month; /* 1..12 */
    int day;   /* 1..31 */
};

int is_leap(int year);
int days_in_month(int year, int month);
int date_valid(struct date d);

/* Parses "YYYY-MM-DD"; returns 0 on success, -1 if the text is not a date. */
int date_parse(const char *text, struct date *out);

/* Writes "DD/MM/YYYY" (11 bytes with the terminator) into buf. */
void date_format(struct date d, char *buf, unsigned long size);

/* Negative, zero or positive as a is before, on or after b. */
int date_compare(struct date a, struct date b);

struct date date_add_days(struct date d, int days);

#endif
