#ifndef BUNKER_DENSITY_H
#define BUNKER_DENSITY_H

/*
 * Density and volume corrections for marine fuels, after ASTM D1250
 * (API MPMS 11.1) Table 54B, generalised products, and Table 56.
 *
 * Densities are in kg/m3 at 15 C, temperatures in degrees Celsius.
 */

/* Smallest and largest density at 15 C that Table 54B covers. */
#define DENSITY15_MIN 610.5
#define DENSITY15_MAX 1075.0

/* Thermal expansion coefficient (per degree C) for a product of the given
 * density at 15 C, or 0 when the density is outside the table. */
double expansion_coefficient(double rho15);

/* Volume correction factor from observed temperature to 15 C, rounded to
 * four decimals as the printed table is.  Returns -1 when the density is
 * outside the table. */
double vcf_54b(double rho15, double t_obs);

/* Weight correction factor (Table 56): tonnes in air per m3 at 15 C. */
double wcf_56(double rho15);

/* Density at the observed temperature, from the density at 15 C. */
double observed_density(double rho15, double t_obs);

/* Degrees Fahrenheit to Celsius. */
double fahrenheit_to_celsius(double f);

#endif
