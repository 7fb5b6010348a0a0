#include "geo/distance.hpp"

#include <cmath>

#include "geo/angles.hpp"

namespace geo {

double distance_km(LatLon a, LatLon b)
{
    const double dlat = deg2rad(b.lat - a.lat);
    const double dlon = deg2rad(b.lon - a.lon);
    const double h = std::sin(dlat / 2) * std::sin(dlat / 2) +
                     std::cos(deg2rad(a.lat)) * std::cos(deg2rad(b.lat)) * std::sin(dlon / 2) * std::sin(dlat / 2);
    return 2 * EARTH_RADIUS_KM * std::asin(std::sqrt(h));
}

double bearing_deg(LatLon a, LatLon b)
{
    const double phi1 = deg2rad(a.lat), phi2 = deg2rad(b.lat);
    const double dlon = deg2rad(b.lon - a.lon);
    const double y = std::sin(dlon) * std::cos(phi2);
    const double x = std::cos(phi1) * std::sin(phi2) - std::sin(phi1) * std::cos(phi2) * std::cos(dlon);
    return normalize_degrees(rad2deg(std::atan2(y, x)));
}

}  // namespace geo
