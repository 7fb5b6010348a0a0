#include "harness.h"
#include "rate.h"

int main(void)
{
    CHECK_NEAR(rate_monthly(600), 0.005, 1e-12);
    CHECK_NEAR(rate_monthly(425), 0.0425 / 12, 1e-12);
    CHECK_NEAR(rate_apr(425), 4.3338, 0.0001);
    CHECK_NEAR(rate_apr(0), 0.0, 1e-12);

    CHECK_EQ(rate_adjust(425, 25, 0), 450);
    CHECK_EQ(rate_adjust(425, -50, 0), 375);
    CHECK_EQ(rate_adjust(125, -100, 50), 50);
    DONE("test_rate");
}
