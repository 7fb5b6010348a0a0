#include "dates.h"

static int is_leap(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

static int month_days(int y, int m)
{
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && is_leap(y) ? 29 : days[m - 1];
}

int date_valid(struct date d)
{
    return d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= month_days(d.year, d.month);
}

/* Howard Hinnant's days_from_civil. */
long days_from_civil(struct date d)
{
    long y = d.year - (d.month <= 2);
    long era = (y >= 0 ? y : y - 399) / 400;
    long yoe = y - era * 400;
    long mp = (d.month + 9) % 12;
    long doy = (153 * mp + 2) / 5 + d.day - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

long days_inclusive(struct date a, struct date b)
{
    return days_from_civil(b) - days_from_civil(a) + 1;
}

int date_compare(struct date a, struct date b)
{
    long da = days_from_civil(a), db = days_from_civil(b);
    return da < db ? -1 : da > db;
}

int complete_months(struct date a, struct date b)
{
    int months;
    if (date_compare(b, a) < 0)
        return 0;
    months = (b.year - a.year) * 12 + (b.month - a.month);
    if (b.day < a.day)
        months--;
    return months < 0 ? 0 : months;
}
