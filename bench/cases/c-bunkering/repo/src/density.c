#include "density.h"

#include <math.h>

/* Table 54B constants by product class: alpha = K0 / rho^2 + K1 / rho,
 * except the transition zone, where alpha = A + B / rho^2. */
#define GASOLINE_K0 346.4228
#define GASOLINE_K1 0.4388
#define TRANSITION_A (-0.00336312)
#define TRANSITION_B 2680.3206
#define JET_K0 594.5418
#define JET_K1 0.0
#define FUEL_OIL_K0 186.9696
#define FUEL_OIL_K1 0.4862

/* Air buoyancy deduction of Table 56, in t/m3. */
#define AIR_BUOYANCY 0.0011

static double round_to(double x, double places)
{
    double scale = pow(10.0, places);
    return floor(x * scale + 0.5) / scale;
}

double expansion_coefficient(double rho15)
{
    double rho2 = rho15 * rho15;

    if (rho15 < DENSITY15_MIN || rho15 > DENSITY15_MAX)
        return 0.0;
    if (rho15 >= 838.5)
        return FUEL_OIL_K0 / rho2 + FUEL_OIL_K1 / rho15;
    if (rho15 >= 787.5)
        return JET_K0 / rho2 + JET_K1 / rho15;
    if (rho15 >= 770.5)
        return TRANSITION_A + TRANSITION_B / rho2;
    return GASOLINE_K0 / rho2 + GASOLINE_K1 / rho15;
}

double vcf_54b(double rho15, double t_obs)
{
    double alpha = expansion_coefficient(rho15);
    double dt = t_obs - 15.0;

    if (alpha == 0.0)
        return -1.0;
    return round_to(exp(-alpha * dt * (1.0 + 0.8 * alpha * dt)), 4);
}

double wcf_56(double rho15)
{
    return rho15 / 1000.0 - AIR_BUOYANCY;
}

double observed_density(double rho15, double t_obs)
{
    double vcf = vcf_54b(rho15, t_obs);

    if (vcf < 0.0)
        return -1.0;
    return rho15 * vcf;
}

double fahrenheit_to_celsius(double f)
{
    return (f - 32.0) * 5.0 / 9.0;
}
