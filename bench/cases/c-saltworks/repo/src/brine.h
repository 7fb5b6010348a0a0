#ifndef SALTWORKS_BRINE_H
#define SALTWORKS_BRINE_H

/*
 * Sodium chloride brine. Salinity is grams of salt per litre of brine,
 * which is the same number as kilograms per cubic metre.
 */

#define SEAWATER_GPL 35.0
#define SATURATION_GPL 317.0 /* NaCl saturation at about 25 C */

typedef struct {
    double volume_m3;
    double salinity_gpl;
} Brine;

/* Density of the brine in kg/L (specific gravity). */
double brine_density(double salinity_gpl);

/* Degrees Baume, as read off the hydrometer at the pond edge. */
double brine_baume(double salinity_gpl);
double brine_salinity_from_baume(double baume);

/* Kilograms of salt dissolved in the brine. */
double brine_salt_kg(Brine b);

/* Two brines run together. */
Brine brine_mix(Brine a, Brine b);

/*
 * Takes water_m3 of fresh water out of the brine (a negative amount adds
 * rain). Salt above saturation comes out of solution and is added to
 * *precipitated_kg when that is not NULL.
 */
Brine brine_concentrate(Brine b, double water_m3, double *precipitated_kg);

/* Brine evaporates more slowly than fresh water; 1.0 for fresh water. */
double brine_evaporation_factor(double salinity_gpl);

#endif
