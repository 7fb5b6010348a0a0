#include "rating.h"

#include "numeric.h"

/* Gauged points of the curve, from the 2024 current-meter survey. */
static const double STAGE_M[] = {0.00, 0.10, 0.25, 0.50, 0.75, 1.00, 1.50, 2.00};
static const double FLOW_M3S[] = {0.0, 0.9, 3.6, 10.2, 18.7, 28.8, 52.9, 81.4};
#define POINTS (sizeof STAGE_M / sizeof STAGE_M[0])

double rating_flow(double stage_m)
{
    return num_interp(STAGE_M, FLOW_M3S, POINTS, stage_m);
}

double rating_stage(double flow_m3s)
{
    return num_interp(FLOW_M3S, STAGE_M, POINTS, flow_m3s);
}
