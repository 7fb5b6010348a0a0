#include "check.h"
#include "dates.h"
#include "tests.h"

void test_leap_years(void)
{
    CHECK(is_leap(2024));
    CHECK(!is_leap(2023));
    CHECK(!is_leap(2100));
    CHECK(is_leap(2000));
    CHECK_INT(days_in_month(2024, 2), 29);
    CHECK_INT(days_in_month(2025, 2), 28);
    CHECK_INT(days_in_month(2025, 9), 30);
}

void test_date_parse(void)
{
    struct date d;
    CHECK_INT(date_parse("2024-05-10", &d), 0);
    CHECK_INT(d.year, 2024);
    CHECK_INT(d.month, 5);
    CHECK_INT(d.day, 10);
    CHECK_INT(date_parse("2023-02-29", &d), -1);
    CHECK_INT(date_parse("2024-13-01", &d), -1);
    CHECK_INT(date_parse("2024-05-10x", &d), -1);
    CHECK_INT(date_parse("10/05/2024", &d), -1);
}

void test_date_format_and_compare(void)
{
    char buf[16];
    date_format(D("2024-05-09"), buf, sizeof buf);
    CHECK_STR(buf, "09/05/2024");
    CHECK(date_compare(D("2024-05-09"), D("2024-05-10")) < 0);
    CHECK(date_compare(D("2025-01-01"), D("2024-12-31")) > 0);
    CHECK_INT(date_compare(D("2024-05-09"), D("2024-05-09")), 0);
}

void test_add_days(void)
{
    CHECK_STR(plus_days("2024-05-10", 0), "10/05/2024");
    CHECK_STR(plus_days("2024-05-10", 5), "15/05/2024");
    CHECK_STR(plus_days("2024-05-29", 3), "01/06/2024");
    CHECK_STR(plus_days("2024-02-28", 1), "29/02/2024");
    CHECK_STR(plus_days("2024-02-29", 1), "01/03/2024");
    CHECK_STR(plus_days("2025-02-28", 1), "01/03/2025");
    CHECK_STR(plus_days("2024-12-30", 3), "02/01/2025");
    CHECK_STR(plus_days("2024-01-01", 366), "01/01/2025");
}

void test_add_days_backwards(void)
{
    CHECK_STR(plus_days("2024-03-01", -1), "29/02/2024");
    CHECK_STR(plus_days("2025-01-02", -3), "30/12/2024");
    CHECK_STR(plus_days("2025-06-01", -365), "01/06/2024");
}
