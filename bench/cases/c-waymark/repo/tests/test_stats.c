#include "check.h"
#include "waymark.h"

static wm_track track;

/* Points 0.001 degrees of latitude (111.2 m) apart, with the given
   elevations and times. */
static void build(const double *ele, const long *t, size_t n)
{
    track.n = n;
    for (size_t i = 0; i < n; i++)
        track.pts[i] = (wm_point){54.0 + 0.001 * (double)i, -3.0, ele[i], t[i]};
}

static void test_empty_track(void)
{
    wm_stats s;
    track.n = 0;
    wm_summarise(&track, &s);
    CHECK(s.elapsed == 0);
    CHECK_NEAR(s.length, 0.0, 1e-9);
}

static void test_length_and_times(void)
{
    double ele[] = {100, 100, 100, 100};
    long t[] = {0, 60, 600, 660};
    wm_stats s;
    build(ele, t, 4);
    wm_summarise(&track, &s);
    CHECK_NEAR(s.length, 333.6, 0.1);
    CHECK(s.elapsed == 660);
    CHECK(s.moving == 120); /* 111 m in 540 s is a stop */
    CHECK_NEAR(s.max_speed, 1.853, 0.001);
}

static void test_climb_and_descent(void)
{
    double ele[] = {100, 130, 160, 150, 170, 120};
    long t[] = {0, 60, 120, 180, 240, 300};
    wm_stats s;
    build(ele, t, 6);
    wm_summarise(&track, &s);
    CHECK_NEAR(s.gain, 80.0, 1e-9);
    CHECK_NEAR(s.loss, 60.0, 1e-9);
}

int main(void)
{
    RUN(test_empty_track);
    RUN(test_length_and_times);
    RUN(test_climb_and_descent);
    return CHECK_DONE();
}
