#include <stdio.h>
#include <string.h>

#include "seedtray.h"

int is_leap_year(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int days_in_month(int year, int month)
{
    switch (month) {
    case 2:
        return is_leap_year(year) ? 29 : 28;
    case 4:
    case 6:
    case 9:
    case 11:
        return 30;
    default:
        return 31;
    }
}

int date_parse(const char *text, struct date *out)
{
    struct date d;
    char extra;

    if (sscanf(text, "%4d-%2d-%2d%c", &d.year, &d.month, &d.day, &extra) != 3)
        return -1;
    if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > days_in_month(d.year, d.month))
        return -1;
    *out = d;
    return 0;
}

void date_format(struct date d, char buf[11])
{
    snprintf(buf, 11, "%04d-%02d-%02d", d.year % 10000, d.month % 100, d.day % 100);
}

struct date date_add_days(struct date d, int days)
{
    while (days > 0) {
        if (d.day < days_in_month(d.year, d.month)) {
            d.day++;
        } else if (d.month < 12) {
            d.month++;
            d.day = 1;
        } else {
            d.year++;
            d.month = 1;
            d.day = 1;
        }
        days--;
    }
    while (days < 0) {
        if (d.day > 1) {
            d.day--;
        } else if (d.month > 1) {
            d.month--;
            d.day = days_in_month(d.year, d.month);
        } else {
            d.year--;
            d.month = 12;
            d.day = 31;
        }
        days++;
    }
    return d;
}

static int before(struct date a, struct date b)
{
    if (a.year != b.year)
        return a.year < b.year;
    if (a.month != b.month)
        return a.month < b.month;
    return a.day < b.day;
}

int date_diff(struct date from, struct date to)
{
    int n = 0;

    while (before(from, to)) {
        from = date_add_days(from, 1);
        n++;
    }
    while (before(to, from)) {
        from = date_add_days(from, -1);
        n--;
    }
    return n;
}
