#include <math.h>

#include "rate.h"

double rate_monthly(int annual_bp)
{
    return annual_bp / 10000.0 / 12.0;
}

double rate_apr(int annual_bp)
{
    return (pow(1.0 + rate_monthly(annual_bp), 12.0) - 1.0) * 100.0;
}

int rate_adjust(int annual_bp, int delta_bp, int floor_bp)
{
    int r = annual_bp + delta_bp;
    return r < floor_bp ? floor_bp : r;
}
