#include "gauge.h"

#include "numeric.h"
#include "rating.h"

void gauge_flows(const struct reading *r, size_t n, double *flows)
{
    for (size_t i = 0; i < n; i++)
        flows[i] = rating_flow(r[i].stage_m);
}

double gauge_volume_m3(const struct reading *r, size_t n)
{
    double seconds[GAUGE_MAX_READINGS];
    double flows[GAUGE_MAX_READINGS];
    if (n > GAUGE_MAX_READINGS)
        n = GAUGE_MAX_READINGS;
    for (size_t i = 0; i < n; i++)
        seconds[i] = r[i].minute * 60.0;
    gauge_flows(r, n, flows);
    return num_trapz(seconds, flows, n);
}

double gauge_mean_flow(const struct reading *r, size_t n)
{
    if (n < 2)
        return 0.0;
    double span_s = (r[n - 1].minute - r[0].minute) * 60.0;
    return gauge_volume_m3(r, n) / span_s;
}

size_t gauge_peak(const struct reading *r, size_t n, double *peak_m3s)
{
    double flows[GAUGE_MAX_READINGS];
    if (n > GAUGE_MAX_READINGS)
        n = GAUGE_MAX_READINGS;
    gauge_flows(r, n, flows);
    size_t i = num_argmax(flows, n);
    if (peak_m3s)
        *peak_m3s = n ? flows[i] : 0.0;
    return i;
}
