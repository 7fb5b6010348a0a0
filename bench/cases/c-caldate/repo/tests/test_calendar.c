#include "caldate.h"
#include "check.h"

static struct cal_date d(int y, int m, int dd) { struct cal_date date = { y, m, dd }; return date; }

static void check_date(struct cal_date got, int y, int m, int dd, int line)
{
    if (got.year != y || got.month != m || got.day != dd) {
        printf("%s:%d: got %04d-%02d-%02d, expected %04d-%02d-%02d\n", __FILE__, line, got.year, got.month,
               got.day, y, m, dd);
        check_failures++;
    }
}

int main(void)
{
    CHECK(cal_is_leap(2024));
    CHECK(!cal_is_leap(1900));
    CHECK(cal_is_leap(2000));
    CHECK(!cal_is_leap(2026));

    CHECK_INT(cal_days_in_month(2026, 1), 31);
    CHECK_INT(cal_days_in_month(2026, 4), 30);
    CHECK_INT(cal_days_in_month(2026, 2), 28);
    CHECK_INT(cal_days_in_month(2026, 13), 0);

    CHECK(cal_valid(d(2026, 12, 31)));
    CHECK(!cal_valid(d(2026, 2, 29)));
    CHECK(cal_valid(d(2000, 2, 29)));
    CHECK(!cal_valid(d(2026, 4, 31)));
    CHECK(!cal_valid(d(2026, 0, 10)));
    CHECK(!cal_valid(d(0, 1, 1)));

    check_date(cal_add_days(d(2026, 12, 4), 30), 2027, 1, 3, __LINE__);
    check_date(cal_add_days(d(2024, 3, 1), -1), 2024, 2, 29, __LINE__);
    CHECK_INT(cal_days_between(d(2026, 1, 1), d(2027, 1, 1)), 365);
    CHECK_INT(cal_days_between(d(2024, 3, 1), d(2024, 2, 1)), -29);
    CHECK_DONE();
}
