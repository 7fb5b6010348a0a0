#include "sprinkler.h"

static int leap(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

int date_valid(struct date d)
{
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (d.year < 1900 || d.month < 1 || d.month > 12 || d.day < 1)
        return 0;
    return d.day <= days[d.month - 1] + (d.month == 2 && leap(d.year));
}

int date_weekday(struct date d)
{
    /* Sakamoto's method gives 0 = Sunday; shift to 0 = Monday. */
    static const int t[12] = {0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4};
    int y = d.year - (d.month < 3);
    int w = (y + y / 4 - y / 100 + y / 400 + t[d.month - 1] + d.day) % 7;
    return (w + 6) % 7;
}
