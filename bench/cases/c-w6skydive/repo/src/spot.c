#include <math.h>

#include "spot.h"
#include "units.h"

double ground_speed_ms(double airspeed_kt, double headwind_kt)
{
    double gs = kt_to_ms(airspeed_kt - headwind_kt);
    return gs < MIN_GROUND_SPEED_MS ? MIN_GROUND_SPEED_MS : gs;
}

int exit_separation_s(double airspeed_kt, double headwind_kt, double gap_m)
{
    return (int)ceil(gap_m / ground_speed_ms(airspeed_kt, headwind_kt));
}
