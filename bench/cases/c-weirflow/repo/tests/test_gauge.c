#include "check.h"
#include "gauge.h"
#include "rating.h"

/* A small spate on the morning of 9 March: readings every 15 minutes from 06:00 to 08:00. */
static const struct reading SPATE[] = {
    {360, 0.20}, {375, 0.25}, {390, 0.50}, {405, 0.90}, {420, 1.00},
    {435, 0.75}, {450, 0.50}, {465, 0.40}, {480, 0.25},
};
#define SPATE_N (sizeof SPATE / sizeof SPATE[0])

int main(void)
{
    /* the rating curve at its gauged points, between them, and beyond the table */
    CHECK_NEAR(rating_flow(0.50), 10.2, 1e-9);
    CHECK_NEAR(rating_flow(0.20), 2.7, 1e-9);
    CHECK_NEAR(rating_flow(2.50), 81.4, 1e-9);
    CHECK_NEAR(rating_stage(28.8), 1.00, 1e-9);
    CHECK_NEAR(rating_stage(rating_flow(0.62)), 0.62, 1e-9);

    double flows[SPATE_N];
    gauge_flows(SPATE, SPATE_N, flows);
    CHECK_NEAR(flows[0], 2.7, 1e-9);
    CHECK_NEAR(flows[3], 24.76, 1e-9);

    /* a steady flow of 10.2 m3/s for an hour is 36720 m3 */
    const struct reading steady[] = {{0, 0.50}, {15, 0.50}, {30, 0.50}, {45, 0.50}, {60, 0.50}};
    CHECK_NEAR(gauge_volume_m3(steady, 5), 36720.0, 1e-6);
    CHECK_NEAR(gauge_mean_flow(steady, 5), 10.2, 1e-9);

    /* the spate: 900 s * (2.7/2 + 3.6 + 10.2 + 24.76 + 28.8 + 18.7 + 10.2 + 7.56 + 3.6/2) */
    CHECK_NEAR(gauge_volume_m3(SPATE, SPATE_N), 96273.0, 1e-6);
    CHECK_NEAR(gauge_mean_flow(SPATE, SPATE_N), 96273.0 / 7200.0, 1e-9);

    double peak = 0.0;
    CHECK_INT(gauge_peak(SPATE, SPATE_N, &peak), 4);
    CHECK_NEAR(peak, 28.8, 1e-9);

    /* one reading: no volume, no mean */
    CHECK_NEAR(gauge_volume_m3(SPATE, 1), 0.0, 1e-12);
    CHECK_NEAR(gauge_mean_flow(SPATE, 1), 0.0, 1e-12);
    return CHECK_DONE();
}
