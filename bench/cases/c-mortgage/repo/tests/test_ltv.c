#include "harness.h"
#include "ltv.h"

static const struct band bands[] = {
    { 6000, 399 },
    { 7500, 425 },
    { 8500, 459 },
    { 9000, 489 },
};

int main(void)
{
    CHECK_EQ(ltv_bp(18750000, 25000000), 7500);
    CHECK_EQ(ltv_bp(18750001, 25000000), 7501);
    CHECK_EQ(ltv_bp(1, 0), -1);

    CHECK_EQ(ltv_rate(bands, 4, 15000000, 25000000), 399);
    CHECK_EQ(ltv_rate(bands, 4, 18750000, 25000000), 425);
    CHECK_EQ(ltv_rate(bands, 4, 18750001, 25000000), 459);
    CHECK_EQ(ltv_rate(bands, 4, 22500000, 25000000), 489);
    CHECK_EQ(ltv_rate(bands, 4, 23000000, 25000000), -1);

    CHECK_EQ(ltv_max_loan(25000000, 7500), 18750000);
    CHECK_EQ(ltv_max_loan(23333333, 9000), 20999900);
    DONE("test_ltv");
}
