#include "check.h"
#include "waymark.h"

static void test_one_degree_of_latitude(void)
{
    wm_point a = {54.0, -3.0, 0, 0}, b = {55.0, -3.0, 0, 0};
    CHECK_NEAR(wm_distance(&a, &b), 111195.1, 1.0);
}

static void test_longitude_shrinks_with_latitude(void)
{
    wm_point a = {60.0, 0.0, 0, 0}, b = {60.0, 1.0, 0, 0};
    CHECK_NEAR(wm_distance(&a, &b), 55597.5, 1.0);
}

static void test_same_point(void)
{
    wm_point a = {54.5, -3.1, 10, 0};
    CHECK_NEAR(wm_distance(&a, &a), 0.0, 1e-9);
}

static void test_track_length(void)
{
    static wm_track t;
    t.n = 3;
    t.pts[0] = (wm_point){54.0, -3.0, 0, 0};
    t.pts[1] = (wm_point){54.001, -3.0, 0, 60};
    t.pts[2] = (wm_point){54.002, -3.0, 0, 120};
    CHECK_NEAR(wm_track_length(&t), 222.39, 0.05);
}

int main(void)
{
    RUN(test_one_degree_of_latitude);
    RUN(test_longitude_shrinks_with_latitude);
    RUN(test_same_point);
    RUN(test_track_length);
    return CHECK_DONE();
}
