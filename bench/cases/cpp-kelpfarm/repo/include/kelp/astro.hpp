#pragma once

namespace kelp {

constexpr double kPi = 3.14159265358979323846;

// Solar declination (degrees) on a day of the year (1 = 1 January).
double declinationDeg(int dayOfYear);

// Hours between sunrise and sunset at a latitude (degrees north) on a day of the year.
double dayLengthHours(double latitudeDeg, int dayOfYear);

// Height of the sun above the horizon at local noon, in degrees.
double noonElevationDeg(double latitudeDeg, int dayOfYear);

// Day of the year `days` after `dayOfYear`, wrapping past 31 December.
int addDays(int dayOfYear, int days);

}  // namespace kelp
