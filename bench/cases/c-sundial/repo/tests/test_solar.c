#include "sundial.h"
#include "unit.h"

void test_day_of_year(void)
{
    EXPECT_INT(sd_day_of_year(2026, 1, 1), 1);
    EXPECT_INT(sd_day_of_year(2023, 3, 1), 60);
    EXPECT_INT(sd_day_of_year(2024, 3, 1), 61);
    EXPECT_INT(sd_day_of_year(2024, 12, 31), 366);
    EXPECT_INT(sd_day_of_year(2000, 2, 29), 60);
    EXPECT_INT(sd_day_of_year(1900, 2, 29), 0);
    EXPECT_INT(sd_day_of_year(2026, 4, 31), 0);
    EXPECT_INT(sd_day_of_year(2026, 13, 1), 0);
}

void test_declination(void)
{
    EXPECT_NEAR(sd_declination(172), 23.45, 0.01);
    EXPECT_NEAR(sd_declination(81), 0.0, 0.01);
    EXPECT_NEAR(sd_declination(355), -23.45, 0.01);
}

void test_equation_of_time(void)
{
    EXPECT_NEAR(sd_equation_of_time(307), 16.35, 0.01); /* early November: the dial is fast */
    EXPECT_NEAR(sd_equation_of_time(45), -14.59, 0.01); /* mid February: the dial is slow */
    EXPECT_NEAR(sd_equation_of_time(172), -1.5, 0.01);
}
