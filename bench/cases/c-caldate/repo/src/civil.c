#include "caldate.h"

/* Howard Hinnant's days_from_civil / civil_from_days, years shifted to start in March. */

static long floor_div(long a, long b) { return (a >= 0 ? a : a - b + 1) / b; }

long cal_to_days(struct cal_date date)
{
    long y = date.year - (date.month <= 2);
    long era = floor_div(y, 400);
    long yoe = y - era * 400;
    long mp = (date.month + 9) % 12;
    long doy = (153 * mp + 2) / 5 + date.day - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

struct cal_date cal_from_days(long days)
{
    long z = days + 719468;
    long era = floor_div(z, 146097);
    long doe = z - era * 146097;
    long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long mp = (5 * doy + 2) / 153;
    struct cal_date date;
    date.day = (int)(doy - (153 * mp + 2) / 5 + 1);
    date.month = (int)(mp < 10 ? mp + 3 : mp - 9);
    date.year = (int)(yoe + era * 400 + (date.month <= 2));
    return date;
}

int cal_weekday(struct cal_date date)
{
    long days = cal_to_days(date); /* 1970-01-01 was a Thursday (3) */
    long wd = (days + 3) % 7;
    return (int)(wd < 0 ? wd + 7 : wd);
}
