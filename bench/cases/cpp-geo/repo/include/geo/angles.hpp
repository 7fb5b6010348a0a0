#pragma once

namespace geo {

double deg2rad(double degrees);
double rad2deg(double radians);
/* An angle in degrees brought into [0, 360). */
double normalize_degrees(double degrees);

}  // namespace geo
