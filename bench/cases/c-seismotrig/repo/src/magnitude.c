#include <math.h>
#include "seismo.h"

/*
 * Richter's local magnitude from the nomogram: the largest trace amplitude
 * on a Wood-Anderson seismograph in millimetres and the S-P interval in
 * seconds: ML = log10(A) + 3 log10(8 dt) - 2.92.
 */
double local_magnitude(double amplitude_mm, double s_minus_p_s)
{
    if (amplitude_mm <= 0.0 || s_minus_p_s <= 0.0) return NAN;
    return log10(amplitude_mm) + 3.0 * log10(8.0 * s_minus_p_s) - 2.92;
}

/*
 * The displacement (mm) a Wood-Anderson instrument (gain 2080) would have
 * drawn for a ground velocity peak (micrometres per second) at a period.
 */
double wood_anderson_mm(double velocity_um_s, double period_s)
{
    const double gain = 2080.0;
    const double two_pi = 6.283185307179586;
    double displacement_um = velocity_um_s * period_s / two_pi;
    return displacement_um * gain / 1000.0;
}
