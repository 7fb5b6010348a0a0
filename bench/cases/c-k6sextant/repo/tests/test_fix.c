#include "expect.h"
#include "sextant.h"

/* The whole sight: the cockpit sun sight worked from 46 N with declination 8 12 S and LHA 353. */
static void works_a_morning_sun_sight(void)
{
    sx_sight s = {35.0 + 22.4 / 60.0, -1.8, 9.0, SX_SUN_LOWER_LIMB};
    sx_computed c = sx_reduce(46.0, -8.2, 353.0);
    sx_intercept in = sx_intercept_of(sx_observed_altitude(&s), &c);
    char buf[48];
    sx_format_intercept(&in, buf, sizeof buf);
    EXPECT_STR(buf, "6.0 nm toward 171");
    EXPECT_CLOSE(in.miles, 5.960, 0.001);
}

static void an_altitude_below_the_computed_is_away(void)
{
    sx_computed c = {40.0, 95.0};
    sx_intercept in = sx_intercept_of(39.9, &c);
    char buf[48];
    sx_format_intercept(&in, buf, sizeof buf);
    EXPECT_STR(buf, "6.0 nm away 095");
}

int main(void)
{
    works_a_morning_sun_sight();
    an_altitude_below_the_computed_is_away();
    return expect_summary("fix");
}
