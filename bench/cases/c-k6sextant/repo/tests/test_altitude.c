#include "expect.h"
#include "sextant.h"

/* A noon-ish sun sight from the cockpit: Hs 35 22.4, index correction -1.8', eye 9 ft, lower limb. */
static sx_sight cockpit_sun(void)
{
    sx_sight s = {35.0 + 22.4 / 60.0, -1.8, 9.0, SX_SUN_LOWER_LIMB};
    return s;
}

static void dip_grows_with_the_root_of_the_height(void)
{
    EXPECT_CLOSE(sx_dip_min(9.0), 2.91, 1e-9);
    EXPECT_CLOSE(sx_dip_min(36.0), 5.82, 1e-9);
    EXPECT_CLOSE(sx_dip_min(0.0), 0.0, 1e-12);
}

static void refraction_is_larger_near_the_horizon(void)
{
    EXPECT_CLOSE(sx_refraction_min(30.0), 1.7173, 1e-4);
    EXPECT_CLOSE(sx_refraction_min(10.0), 5.3915, 1e-4);
}

static void apparent_altitude_takes_index_and_dip(void)
{
    sx_sight s = cockpit_sun();
    EXPECT_CLOSE(sx_apparent_altitude(&s), 35.294833, 1e-6);
}

static void observed_altitude_of_the_lower_limb(void)
{
    sx_sight s = cockpit_sun();
    EXPECT_CLOSE(sx_observed_altitude(&s), 35.538116, 1e-6);
    s.body = SX_SUN_UPPER_LIMB;
    EXPECT_CLOSE(sx_observed_altitude(&s), 35.538116 - 32.0 / 60.0, 1e-6);
}

int main(void)
{
    dip_grows_with_the_root_of_the_height();
    refraction_is_larger_near_the_horizon();
    apparent_altitude_takes_index_and_dip();
    observed_altitude_of_the_lower_limb();
    return expect_summary("altitude");
}
