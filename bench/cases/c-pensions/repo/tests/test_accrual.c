#include "check.h"
#include "../src/accrual.h"

static void test_sixtieths(void)
{
    struct scheme s = {60, 40};
    /* 20 years on 36,000: 20/60 = 12,000 */
    CHECK_EQ(annual_pension(&s, 3600000, 20 * 365), 1200000);
    CHECK_EQ(automatic_lump_sum(&s, 3600000, 20 * 365), 0);
}

static void test_eightieths(void)
{
    struct scheme s = {80, 40};
    CHECK_EQ(annual_pension(&s, 4000000, 30 * 365), 1500000);
    CHECK_EQ(automatic_lump_sum(&s, 4000000, 30 * 365), 4500000);
}

static void test_cap(void)
{
    struct scheme s = {60, 40};
    CHECK_EQ(annual_pension(&s, 6000000, 45 * 365), 4000000);
}

static void test_part_year(void)
{
    struct scheme s = {60, 40};
    /* 10 years 3 days on 30,000 */
    CHECK_EQ(annual_pension(&s, 3000000, 3653), 500411);
}

int main(void)
{
    test_sixtieths();
    test_eightieths();
    test_cap();
    test_part_year();
    return CHECK_REPORT("test_accrual");
}
