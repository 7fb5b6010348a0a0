#include "check.h"
#include "seismo.h"

static void demean_centres_the_trace(void)
{
    double s[] = {10.0, 12.0, 8.0, 10.0};
    trace_t t = {"HOLY", 100.0, 0.0, s, 4};
    trace_demean(&t);
    CHECK_NEAR(s[0], 0.0, 1e-12);
    CHECK_NEAR(s[1], 2.0, 1e-12);
    CHECK_NEAR(s[2], -2.0, 1e-12);
}

static void times_and_samples_convert(void)
{
    double s[500] = {0};
    trace_t t = {"HOLY", 50.0, 3600.0, s, 500};
    CHECK_NEAR(trace_time_of(&t, 100), 3602.0, 1e-9);
    CHECK_EQ_SIZE(trace_sample_at(&t, 3602.0), 100);
    CHECK_EQ_SIZE(trace_sample_at(&t, 3602.011), 101);
    CHECK_EQ_SIZE(trace_sample_at(&t, 3500.0), 0);
    CHECK_EQ_SIZE(trace_sample_at(&t, 4000.0), 499);
}

static void peak_finds_the_largest_swing(void)
{
    double s[] = {0.1, -0.4, 3.0, -5.5, 2.0, 0.0};
    trace_t t = {"HOLY", 100.0, 0.0, s, 6};
    size_t at = 0;
    CHECK_NEAR(trace_peak_abs(&t, 0, 6, &at), 5.5, 1e-12);
    CHECK_EQ_SIZE(at, 3);
    CHECK_NEAR(trace_peak_abs(&t, 0, 3, &at), 3.0, 1e-12);
    CHECK_EQ_SIZE(at, 2);
}

void run_trace_tests(void)
{
    RUN(demean_centres_the_trace);
    RUN(times_and_samples_convert);
    RUN(peak_finds_the_largest_swing);
}
