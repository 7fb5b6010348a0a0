#pragma once

#include <cmath>

namespace trail {

// A GPS track point: latitude and longitude in degrees, elevation in metres.
struct Point {
    double lat;
    double lon;
    double ele;
};

constexpr double kEarthRadiusM = 6371000.0;
constexpr double kPi = 3.14159265358979323846;

inline double deg2rad(double deg) { return deg * kPi / 180.0; }

// Great-circle distance in metres on a spherical Earth (haversine formula).
inline double distance_m(const Point& a, const Point& b) {
    const double lat1 = deg2rad(a.lat);
    const double lat2 = deg2rad(b.lat);
    const double dlat = lat2 - lat1;
    const double dlon = deg2rad(b.lon - a.lon);
    const double h = std::sin(dlat / 2) * std::sin(dlat / 2) +
                     std::cos(lat1) * std::cos(lat2) * std::sin(dlon / 2) * std::sin(dlon / 2);
    return 2 * kEarthRadiusM * std::asin(std::sqrt(h));
}

}  // namespace trail
