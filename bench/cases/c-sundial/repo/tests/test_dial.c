#include "sundial.h"
#include "unit.h"

#define DUBLIN_LAT 53.35

void test_hour_lines(void)
{
    EXPECT_NEAR(sd_hour_line(DUBLIN_LAT, 0), 0.0, 1e-9);
    EXPECT_NEAR(sd_hour_line(DUBLIN_LAT, 1), 12.1325, 1e-4);
    EXPECT_NEAR(sd_hour_line(DUBLIN_LAT, 3), 38.7400, 1e-4);
    EXPECT_NEAR(sd_hour_line(DUBLIN_LAT, -3), -38.7400, 1e-4);
    EXPECT_NEAR(sd_hour_line(DUBLIN_LAT, 7), 180.0 - 71.5318, 1e-4);
    EXPECT_NEAR(sd_hour_line(90.0, 2), 30.0, 1e-9); /* at the pole the lines are evenly spaced */
}

void test_six_oclock(void)
{
    EXPECT_NEAR(sd_hour_line(DUBLIN_LAT, 6), 90.0, 1e-9);
    EXPECT_NEAR(sd_hour_line(DUBLIN_LAT, -6), -90.0, 1e-9);
    EXPECT_NEAR(sd_gnomon_angle(DUBLIN_LAT), 53.35, 1e-12);
    EXPECT_NEAR(sd_gnomon_angle(-33.9), 33.9, 1e-12);
}

void test_dial_table(void)
{
    double a[16];
    size_t n = sd_dial_table(DUBLIN_LAT, 9, 15, a, 16);
    EXPECT_INT(n, 7);
    EXPECT_NEAR(a[0], -38.7400, 1e-4);
    EXPECT_NEAR(a[3], 0.0, 1e-9);
    EXPECT_NEAR(a[5], 24.8539, 1e-4);
    EXPECT_INT(sd_dial_table(DUBLIN_LAT, 4, 20, a, 5), 5);
}
