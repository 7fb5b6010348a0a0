#pragma once

// Psychrometrics for the glasshouse air: vapour pressures in kPa,
// temperatures in degrees Celsius, relative humidity in percent.
namespace greenhouse {

// Saturation vapour pressure over water (Tetens), kPa.
double saturation_vapour_pressure(double temp_c);

// Vapour pressure of air at the given temperature and relative humidity, kPa.
double actual_vapour_pressure(double temp_c, double rh_percent);

// Vapour pressure deficit, kPa: how hard the air pulls water from the leaves.
double vapour_pressure_deficit(double temp_c, double rh_percent);

// Absolute humidity, grams of water per cubic metre of air.
double absolute_humidity(double temp_c, double rh_percent);

// Relative humidity that gives the wanted deficit at this temperature, percent.
double rh_for_deficit(double temp_c, double vpd_kpa);

enum class VpdBand { TooHumid, Ideal, TooDry };

// Grower's bands: below 0.4 kPa disease risk, above 1.2 kPa stress.
VpdBand classify_vpd(double vpd_kpa);

}  // namespace greenhouse
