#include "check.h"
#include "../src/revalue.h"

static void test_capped(void)
{
    int cpi[] = {310, 670, 1010, 170};
    /* 1,000.00 a year: +3.1%, +5% (cap), +5% (cap), +1.7% */
    CHECK_EQ(revalue(100000, cpi, 4, 500), 115600);
}

static void test_negative_cpi(void)
{
    int cpi[] = {-50, 200};
    CHECK_EQ(revalue(100000, cpi, 2, 500), 102000);
}

static void test_no_years(void)
{
    CHECK_EQ(revalue(123456, NULL, 0, 500), 123456);
}

int main(void)
{
    test_capped();
    test_negative_cpi();
    test_no_years();
    return CHECK_REPORT("test_revalue");
}
