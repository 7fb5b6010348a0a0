#include "caldate.h"

int cal_is_leap(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int cal_days_in_month(int year, int month)
{
    switch (month) {
    case 1: case 3: case 5: case 7: case 8: case 10: case 12:
        return 31;
    case 4: case 6: case 9: case 11:
        return 30;
    case 2:
        return cal_is_leap(year) ? 29 : 28;
    default:
        return 0;
    }
}

int cal_valid(struct cal_date date)
{
    if (date.year < 1 || date.year > 9999)
        return 0;
    int last = cal_days_in_month(date.year, date.month);
    return last != 0 && date.day >= 1 && date.day <= last;
}

struct cal_date cal_add_days(struct cal_date date, long days)
{
    return cal_from_days(cal_to_days(date) + days);
}

long cal_days_between(struct cal_date from, struct cal_date to)
{
    return cal_to_days(to) - cal_to_days(from);
}
