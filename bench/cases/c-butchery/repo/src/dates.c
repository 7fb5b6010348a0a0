#include "dates.h"

#include <stdio.h>

int is_leap(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int days_in_month(int year, int month)
{
    static const int lengths[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month == 2 && is_leap(year))
        return 29;
    return lengths[month - 1];
}

int date_valid(struct date d)
{
    if (d.year < 2000 || d.year > 2099)
        return 0;
    if (d.month < 1 || d.month > 12)
        return 0;
    return d.day >= 1 && d.day <= days_in_month(d.year, d.month);
}

int date_parse(const char *text, struct date *out)
{
    struct date d;
    int used = 0;
    if (sscanf(text, "%4d-%2d-%2d%n", &d.year, &d.month, &d.day, &used) != 3)
        return -1;
    if (used != 10 || text[used] != '\0' || !date_valid(d))
        return -1;
    *out = d;
    return 0;
}

void date_format(struct date d, char *buf, unsigned long size)
{
    snprintf(buf, size, "%02d/%02d/%04d", d.day, d.month, d.year);
}

int date_compare(struct date a, struct date b)
{
    if (a.year != b.year)
        return a.year - b.year;
    if (a.month != b.month)
        return a.month - b.month;
    return a.day - b.day;
}

struct date date_add_days(struct date d, int days)
{
    while (days > 0) {
        d.day++;
        if (d.day > days_in_month(d.year, d.month)) {
            d.day = 1;
            if (++d.month > 12) {
                d.month = 1;
                d.year++;
            }
        }
        days--;
    }
    while (days < 0) {
        d.day--;
        if (d.day < 1) {
            if (--d.month < 1) {
                d.month = 12;
                d.year--;
            }
            d.day = days_in_month(d.year, d.month);
        }
        days++;
    }
    return d;
}
