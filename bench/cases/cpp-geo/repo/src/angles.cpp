#include "geo/angles.hpp"

#include <cmath>

namespace geo {

namespace {
constexpr double kPi = 3.14159265358979323846;
}

double deg2rad(double degrees) { return degrees * kPi / 180.0; }

double rad2deg(double radians) { return radians * 180.0 / kPi; }

double normalize_degrees(double degrees)
{
    double d = std::fmod(degrees, 360.0);
    return d < 0 ? d + 360.0 : d;
}

}  // namespace geo
