#include "check.h"
#include "../src/dates.h"

static struct date D(int y, int m, int d)
{
    struct date r = {y, m, d};
    return r;
}

static void test_valid(void)
{
    CHECK(date_valid(D(2024, 2, 29)));
    CHECK(!date_valid(D(2023, 2, 29)));
    CHECK(!date_valid(D(2023, 13, 1)));
    CHECK(!date_valid(D(2023, 4, 31)));
}

static void test_days(void)
{
    CHECK_EQ(days_from_civil(D(1970, 1, 1)), 0);
    CHECK_EQ(days_from_civil(D(2000, 3, 1)), 11017);
    CHECK_EQ(days_inclusive(D(2020, 4, 6), D(2021, 4, 5)), 365);
    CHECK_EQ(days_inclusive(D(2023, 4, 6), D(2024, 4, 5)), 366);
    CHECK_EQ(days_inclusive(D(2024, 1, 1), D(2024, 1, 1)), 1);
}

static void test_months(void)
{
    CHECK_EQ(complete_months(D(2024, 1, 15), D(2024, 3, 15)), 2);
    CHECK_EQ(complete_months(D(2024, 1, 15), D(2024, 3, 14)), 1);
    CHECK_EQ(complete_months(D(2020, 6, 1), D(2025, 6, 1)), 60);
    CHECK_EQ(complete_months(D(2025, 6, 1), D(2020, 6, 1)), 0);
}

int main(void)
{
    test_valid();
    test_days();
    test_months();
    CHECK_EQ(date_compare(D(2024, 1, 1), D(2024, 1, 2)), -1);
    return CHECK_REPORT("test_dates");
}
