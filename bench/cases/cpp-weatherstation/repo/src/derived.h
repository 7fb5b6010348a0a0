#pragma once

#include <string>

// Quantities worked out from the raw sensor values.
namespace wx {

// Dew point by the Magnus formula (Sonntag constants), in degrees C.
double dewPointC(double tempC, double humidityPct);

// Wind chill index (the JAG/TI formula used by the Met Office and Environment
// Canada). Wind is the 10 m wind in km/h. Outside the formula's range
// (above 10 C, or wind of 4.8 km/h or less) the air temperature is returned.
double windChillC(double tempC, double windKmh);

// Heat index (Rothfusz regression, computed in Fahrenheit). Below 26.7 C
// (80 F) the air temperature is returned.
double heatIndexC(double tempC, double humidityPct);

// Station pressure reduced to mean sea level (hypsometric approximation).
double seaLevelPressureHPa(double stationHPa, double altitudeM, double tempC);

// Beaufort force 0-12 for a mean wind in m/s.
int beaufort(double windMs);

// Sixteen-point compass name for a bearing in degrees ("N", "NNE", ... "NNW").
std::string compassPoint(int degrees);

}  // namespace wx
