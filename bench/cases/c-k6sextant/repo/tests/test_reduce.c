#include "expect.h"
#include "sextant.h"

static void west_of_the_meridian(void)
{
    sx_computed c = sx_reduce(48.0, 15.0, 40.0);
    EXPECT_CLOSE(c.hc, 43.429219, 1e-6);
    EXPECT_CLOSE(c.zn, 238.754179, 1e-6);
}

static void east_of_the_meridian(void)
{
    sx_computed c = sx_reduce(48.0, 15.0, 320.0);
    EXPECT_CLOSE(c.hc, 43.429219, 1e-6);
    EXPECT_CLOSE(c.zn, 121.245821, 1e-6);
}

static void on_the_meridian_the_sun_bears_south(void)
{
    sx_computed c = sx_reduce(50.0, 10.0, 0.0);
    EXPECT_CLOSE(c.hc, 50.0, 1e-9);
    EXPECT_CLOSE(c.zn, 180.0, 1e-6);
}

int main(void)
{
    west_of_the_meridian();
    east_of_the_meridian();
    on_the_meridian_the_sun_bears_south();
    return expect_summary("reduce");
}
