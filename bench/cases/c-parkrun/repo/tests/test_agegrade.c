#include "agegrade.h"
#include "check.h"

void test_agegrade_factor(void)
{
    CHECK_NEAR(agegrade_factor(25), 1.0, 1e-9);
    CHECK_NEAR(agegrade_factor(43), 1.05, 1e-9);
    CHECK_NEAR(agegrade_factor(45), 1.09, 1e-9);
    CHECK_NEAR(agegrade_factor(11), 1.06, 1e-9);
    CHECK_NEAR(agegrade_factor(3), 1.45, 1e-9);
}

void test_agegrade_standard(void)
{
    CHECK_INT(agegrade_standard('M', 25), 755);
    CHECK_INT(agegrade_standard('W', 25), 846);
    CHECK_INT(agegrade_standard('M', 43), 793);
    CHECK_INT(agegrade_standard('W', 71), 1176);
    CHECK_INT(agegrade_standard('Q', 30), -1);
}

void test_agegrade_percent(void)
{
    CHECK_NEAR(agegrade_percent('M', 43, 1019), 77.82, 0.01);
    CHECK_NEAR(agegrade_percent('W', 25, 846), 100.0, 1e-9);
    CHECK_NEAR(agegrade_percent('W', 40, 0), -1.0, 1e-9);
}
