#include "harness.h"
#include "money.h"

int main(void)
{
    char buf[32];

    CHECK_EQ(money_round(1234.5), 1235);
    CHECK_EQ(money_round(1234.49), 1234);
    CHECK_EQ(money_round(-0.5), -1);
    CHECK_EQ(money_round(-2.4), -2);
    CHECK_EQ(money_from_pounds(250000, 0), 25000000);
    CHECK_EQ(money_from_pounds(12, 5), 1205);

    CHECK_STR(money_format(123456, buf, sizeof buf), "£1,234.56");
    CHECK_STR(money_format(5, buf, sizeof buf), "£0.05");
    CHECK_STR(money_format(-5, buf, sizeof buf), "-£0.05");
    CHECK_STR(money_format(25000000, buf, sizeof buf), "£250,000.00");
    CHECK_STR(money_format(100000000000LL, buf, sizeof buf), "£1,000,000,000.00");
    DONE("test_money");
}
