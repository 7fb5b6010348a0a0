#include "sundial.h"
#include "unit.h"

void test_rad_deg(void)
{
    EXPECT_NEAR(sd_rad(180.0), SD_PI, 1e-12);
    EXPECT_NEAR(sd_deg(SD_PI / 2), 90.0, 1e-12);
    EXPECT_NEAR(sd_deg(sd_rad(-53.35)), -53.35, 1e-12);
}

void test_norm(void)
{
    EXPECT_NEAR(sd_norm360(370.0), 10.0, 1e-12);
    EXPECT_NEAR(sd_norm360(-10.0), 350.0, 1e-12);
    EXPECT_NEAR(sd_norm360(360.0), 0.0, 1e-12);
    EXPECT_NEAR(sd_norm180(190.0), -170.0, 1e-12);
    EXPECT_NEAR(sd_norm180(180.0), 180.0, 1e-12);
    EXPECT_NEAR(sd_norm180(-45.0), -45.0, 1e-12);
}
