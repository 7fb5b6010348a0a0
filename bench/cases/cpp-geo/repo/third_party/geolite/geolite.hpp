// geolite 0.3 (vendored, header-only). MIT License, see LICENSE in this folder.
#pragma once

#include <cmath>

namespace geolite {

constexpr double kPi = 3.14159265358979323846;

inline double deg2rad(double degrees) { return degrees * kPi / 180.0; }

inline double rad2deg(double radians) { return radians * 180.0 / kPi; }

inline double haversine_km(double lat1, double lon1, double lat2, double lon2)
{
    const double dlat = deg2rad(lat2 - lat1), dlon = deg2rad(lon2 - lon1);
    const double h = std::sin(dlat / 2) * std::sin(dlat / 2) +
                     std::cos(deg2rad(lat1)) * std::cos(deg2rad(lat2)) * std::sin(dlon / 2) * std::sin(dlon / 2);
    return 2 * 6371.0088 * std::asin(std::sqrt(h));
}

}  // namespace geolite
