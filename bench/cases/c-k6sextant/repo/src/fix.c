#include "sextant.h"

#include <math.h>
#include <stdio.h>

sx_intercept sx_intercept_of(double ho, const sx_computed *computed)
{
    double miles = (ho - computed->hc) * 60.0;
    sx_intercept in = {fabs(miles), miles >= 0, computed->zn};
    return in;
}

void sx_format_intercept(const sx_intercept *in, char *buf, size_t size)
{
    snprintf(buf, size, "%.1f nm %s %03.0f", in->miles, in->toward ? "toward" : "away", in->zn);
}
