#include "wingload.h"

static const struct {
    int below_jumps;
    double loading;
} LIMITS[] = {
    {200, 1.0},
    {500, 1.2},
    {1000, 1.4},
};

static const int SIZES[] = {97, 107, 120, 135, 150, 170, 190, 210, 230, 260, 290};

double wing_loading(double exit_weight_lb, int canopy_sqft)
{
    return exit_weight_lb / canopy_sqft;
}

double max_loading(int jumps)
{
    for (unsigned i = 0; i < sizeof LIMITS / sizeof LIMITS[0]; i++)
        if (jumps < LIMITS[i].below_jumps)
            return LIMITS[i].loading;
    return 0;
}

int canopy_ok(int jumps, double exit_weight_lb, int canopy_sqft)
{
    double limit = max_loading(jumps);
    return limit == 0 || wing_loading(exit_weight_lb, canopy_sqft) <= limit;
}

int smallest_canopy(int jumps, double exit_weight_lb)
{
    for (unsigned i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++)
        if (canopy_ok(jumps, exit_weight_lb, SIZES[i]))
            return SIZES[i];
    return 0;
}
