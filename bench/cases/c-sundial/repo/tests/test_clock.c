#include "sundial.h"
#include "unit.h"

#define DUBLIN_LON -6.26
#define VIENNA_LON 16.37

void test_clock_dublin(void)
{
    char buf[8];
    /* 3 November: the sun is fast, but Dublin is 6.26 degrees west of Greenwich */
    EXPECT_NEAR(sd_solar_to_clock(720, DUBLIN_LON, 0, 307), 728.69, 0.01);
    EXPECT_STR(sd_fmt_hhmm(sd_solar_to_clock(720, DUBLIN_LON, 0, 307), buf, sizeof buf), "12:09");
    /* 14 February: both push the dial's noon later */
    EXPECT_STR(sd_fmt_hhmm(sd_solar_to_clock(720, DUBLIN_LON, 0, 45), buf, sizeof buf), "12:40");
}

void test_clock_vienna(void)
{
    char buf[8];
    EXPECT_NEAR(sd_solar_to_clock(720, VIENNA_LON, 15, 172), 716.02, 0.01);
    EXPECT_STR(sd_fmt_hhmm(sd_solar_to_clock(9 * 60, VIENNA_LON, 15, 172), buf, sizeof buf), "08:56");
}

void test_clock_round_trip(void)
{
    for (int doy = 1; doy <= 365; doy += 17) {
        double clock = sd_solar_to_clock(600, DUBLIN_LON, 0, doy);
        EXPECT_NEAR(sd_clock_to_solar(clock, DUBLIN_LON, 0, doy), 600, 1e-9);
    }
}
