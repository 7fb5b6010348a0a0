#include "check.h"
#include "freefall.h"

int main(void)
{
    CHECK_NEAR(freefall_distance_ft(0), 0, 1e-9);
    CHECK_NEAR(freefall_distance_ft(-1), 0, 1e-9);
    CHECK_NEAR(freefall_distance_ft(1), 16, 1e-9);
    CHECK_NEAR(freefall_distance_ft(2.5), 100, 1e-9);
    CHECK_NEAR(freefall_distance_ft(12), 1483, 1e-9);
    CHECK_NEAR(freefall_distance_ft(20), 1483 + 8 * 176, 1e-9);

    /* a full altitude load: 13,500 ft exit, open at 3,000 ft */
    CHECK_NEAR(freefall_seconds(13500, 3000), 63.23, 0.01);
    /* a hop and pop: 1,000 ft of freefall */
    CHECK_NEAR(freefall_seconds(4000, 3000), 9.174, 0.001);
    CHECK_NEAR(freefall_seconds(3000, 3000), 0, 1e-9);
    CHECK_NEAR(freefall_seconds(2500, 3000), 0, 1e-9);

    for (double t = 0.5; t < 30; t += 1.75)
        CHECK_NEAR(freefall_seconds(5000 + freefall_distance_ft(t), 5000), t, 1e-9);
    return check_done();
}
