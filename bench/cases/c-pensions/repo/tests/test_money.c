#include <string.h>

#include "check.h"
#include "../src/money.h"

static void test_round(void)
{
    CHECK_EQ(round_pence(12.5), 13);
    CHECK_EQ(round_pence(12.49), 12);
    CHECK_EQ(round_pence(-12.5), -13);
    CHECK_EQ(round_pence(0.0), 0);
}

static void test_percent(void)
{
    CHECK_EQ(percent_of(1000000, 250), 25000);
    CHECK_EQ(percent_of(333, 5000), 167);
    CHECK_EQ(percent_of(100, 1), 0);
}

static void test_format(void)
{
    char buf[64];
    format_money(buf, sizeof buf, 1234567);
    CHECK_STR(buf, "GBP 12,345.67");
    format_money(buf, sizeof buf, 5);
    CHECK_STR(buf, "GBP 0.05");
    format_money(buf, sizeof buf, -100000000);
    CHECK_STR(buf, "-GBP 1,000,000.00");
    format_money(buf, sizeof buf, 99999);
    CHECK_STR(buf, "GBP 999.99");
}

int main(void)
{
    test_round();
    test_percent();
    test_format();
    return CHECK_REPORT("test_money");
}
