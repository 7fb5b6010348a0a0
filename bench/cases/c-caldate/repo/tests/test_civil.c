#include "caldate.h"
#include "check.h"

static struct cal_date d(int y, int m, int dd) { struct cal_date date = { y, m, dd }; return date; }

int main(void)
{
    CHECK_INT(cal_to_days(d(1970, 1, 1)), 0);
    CHECK_INT(cal_to_days(d(2000, 3, 1)), 11017);
    CHECK_INT(cal_to_days(d(1969, 12, 31)), -1);
    CHECK_INT(cal_to_days(d(2024, 2, 29)), 19782);

    struct cal_date back = cal_from_days(19782);
    CHECK_INT(back.year, 2024);
    CHECK_INT(back.month, 2);
    CHECK_INT(back.day, 29);
    back = cal_from_days(-719162);
    CHECK_INT(back.year, 1);
    CHECK_INT(back.month, 1);
    CHECK_INT(back.day, 1);

    CHECK_INT(cal_weekday(d(1970, 1, 1)), 3);
    CHECK_INT(cal_weekday(d(2026, 12, 4)), 4);
    CHECK_INT(cal_weekday(d(1969, 12, 29)), 0);
    CHECK_DONE();
}
