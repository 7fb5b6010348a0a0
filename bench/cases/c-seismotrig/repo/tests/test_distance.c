#include "check.h"
#include "seismo.h"

static void distance_grows_with_sp_interval(void)
{
    CHECK_NEAR(distance_from_sp(1.0), 8.4, 1e-9);
    CHECK_NEAR(distance_from_sp(10.0), 84.0, 1e-9);
    CHECK_NEAR(distance_from_sp(0.0), 0.0, 0.0);
}

static void two_stations_fix_two_candidates(void)
{
    point_t a = {0.0, 0.0}, b = {6.0, 0.0}, out[2];
    CHECK(circles_intersect(a, 5.0, b, 5.0, out) == 2);
    CHECK_NEAR(out[0].x_km, 3.0, 1e-9);
    CHECK_NEAR(out[0].y_km, -4.0, 1e-9);
    CHECK_NEAR(out[1].y_km, 4.0, 1e-9);
}

static void circles_that_miss(void)
{
    point_t a = {0.0, 0.0}, b = {20.0, 0.0}, out[2];
    CHECK(circles_intersect(a, 5.0, b, 5.0, out) == 0);
    CHECK(circles_intersect(a, 30.0, b, 5.0, out) == 0);
    CHECK(circles_intersect(a, 10.0, b, 10.0, out) == 1);
    CHECK_NEAR(out[0].x_km, 10.0, 1e-9);
}

void run_distance_tests(void)
{
    RUN(distance_grows_with_sp_interval);
    RUN(two_stations_fix_two_candidates);
    RUN(circles_that_miss);
}
