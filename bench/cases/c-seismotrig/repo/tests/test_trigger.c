#include <math.h>
#include "check.h"
#include "seismo.h"

#define N 1000

/* Low background noise, then an emergent arrival at sample 400: it builds
 * up over a few dozen samples and decays away. */
static void synthetic_quake(double *x)
{
    size_t i;
    for (i = 0; i < N; i++) {
        double noise = 0.2 * sin(0.9 * (double)i) + 0.1 * cos(2.3 * (double)i);
        double quake = 0.0;
        if (i >= 400) {
            double t = (double)i - 400.0;
            quake = 8.0 * (1.0 - exp(-t / 15.0)) * exp(-t / 80.0) * sin(0.7 * (double)i);
        }
        x[i] = noise + quake;
    }
}

static const trigger_cfg_t cfg = {20, 200, 4.0, 1.5};

static void config_is_checked(void)
{
    trigger_cfg_t bad = cfg;
    CHECK(trigger_cfg_valid(&cfg));
    bad.lta_len = 10;
    CHECK(!trigger_cfg_valid(&bad));
    bad = cfg;
    bad.off_ratio = 5.0;
    CHECK(!trigger_cfg_valid(&bad));
}

static void ratio_is_zero_while_warming_up(void)
{
    double x[N];
    synthetic_quake(x);
    CHECK_NEAR(sta_lta_at(x, 198, &cfg), 0.0, 0.0);
    CHECK_NEAR(sta_lta_at(x, 300, &cfg), 1.0, 0.3);
}

static void quake_is_picked_once(void)
{
    double x[N];
    pick_t picks[4];
    size_t n;
    synthetic_quake(x);
    n = sta_lta_detect(x, N, &cfg, picks, 4);
    CHECK_EQ_SIZE(n, 1);
    CHECK_EQ_SIZE(picks[0].on, 405);
    CHECK_EQ_SIZE(picks[0].off, 485);
    CHECK(picks[0].peak_ratio > 8.0);
}

static void quiet_trace_has_no_picks(void)
{
    double x[N];
    pick_t picks[4];
    size_t i;
    for (i = 0; i < N; i++) x[i] = 0.2 * sin(0.9 * (double)i);
    CHECK_EQ_SIZE(sta_lta_detect(x, N, &cfg, picks, 4), 0);
}

static void trigger_still_on_at_the_end(void)
{
    double x[N];
    pick_t picks[4];
    size_t i;
    for (i = 0; i < N; i++) x[i] = i < 900 ? 0.2 * sin(0.9 * (double)i) : 5.0 * sin(0.7 * (double)i);
    CHECK_EQ_SIZE(sta_lta_detect(x, N, &cfg, picks, 4), 1);
    CHECK_EQ_SIZE(picks[0].off, N);
}

void run_trigger_tests(void)
{
    RUN(config_is_checked);
    RUN(ratio_is_zero_while_warming_up);
    RUN(quake_is_picked_once);
    RUN(quiet_trace_has_no_picks);
    RUN(trigger_still_on_at_the_end);
}
