#include "check.h"
#include "../src/service.h"

static struct period P(int y1, int m1, int d1, int y2, int m2, int d2)
{
    struct period p = {{y1, m1, d1}, {y2, m2, d2}};
    return p;
}

static void test_one_period(void)
{
    struct period p[] = {P(2015, 4, 6, 2025, 4, 5)};
    CHECK_EQ(service_days(p, 1), 3653);
}

static void test_two_periods(void)
{
    struct period p[] = {P(2001, 9, 1, 2006, 8, 31), P(2010, 1, 1, 2010, 12, 31)};
    CHECK_EQ(service_days(p, 2), 1826 + 365);
}

static void test_invalid(void)
{
    struct period backwards[] = {P(2010, 1, 1, 2009, 12, 31)};
    struct period bad_date[] = {P(2010, 2, 30, 2011, 1, 1)};
    CHECK_EQ(service_days(backwards, 1), -1);
    CHECK_EQ(service_days(bad_date, 1), -1);
    CHECK_EQ(service_days(NULL, 0), 0);
}

static void test_years_days(void)
{
    int years, rest;
    service_years_days(3653, &years, &rest);
    CHECK_EQ(years, 10);
    CHECK_EQ(rest, 3);
}

int main(void)
{
    test_one_period();
    test_two_periods();
    test_invalid();
    test_years_days();
    return CHECK_REPORT("test_service");
}
