#include "check.h"
#include "spot.h"

int main(void)
{
    CHECK_NEAR(ground_speed_ms(80, 0), 41.1555, 0.0001);
    CHECK_NEAR(ground_speed_ms(80, 15), 33.4389, 0.0001);
    CHECK_NEAR(ground_speed_ms(80, -10), 46.2999, 0.0001); /* tailwind */
    CHECK_NEAR(ground_speed_ms(20, 35), MIN_GROUND_SPEED_MS, 1e-9);

    CHECK_INT(exit_separation_s(80, 0, 300), 8);
    CHECK_INT(exit_separation_s(80, 15, 300), 9);
    CHECK_INT(exit_separation_s(80, 30, 300), 12);
    CHECK_INT(exit_separation_s(20, 35, 300), 60);
    return check_done();
}
