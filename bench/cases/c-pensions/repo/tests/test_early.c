#include "check.h"
#include "../src/early.h"

static const struct early_terms terms = {25, 50, 120};

static struct date D(int y, int m, int d)
{
    struct date r = {y, m, d};
    return r;
}

static void test_on_time(void)
{
    CHECK_EQ(adjust_for_retirement_date(&terms, 1200000, D(2030, 5, 14), D(2030, 5, 14)), 1200000);
}

static void test_early(void)
{
    /* 24 complete months early: 6% off */
    CHECK_EQ(adjust_for_retirement_date(&terms, 1200000, D(2030, 5, 14), D(2028, 5, 14)), 1128000);
    /* 23 complete months and a few days: 5.75% off */
    CHECK_EQ(adjust_for_retirement_date(&terms, 1200000, D(2030, 5, 14), D(2028, 5, 20)), 1131000);
    CHECK_EQ(adjust_for_retirement_date(&terms, 1200000, D(2030, 5, 14), D(2019, 1, 1)), -1);
}

static void test_late(void)
{
    /* 12 months late: 6% on */
    CHECK_EQ(adjust_for_retirement_date(&terms, 1200000, D(2030, 5, 14), D(2031, 5, 14)), 1272000);
}

int main(void)
{
    test_on_time();
    test_early();
    test_late();
    return CHECK_REPORT("test_early");
}
