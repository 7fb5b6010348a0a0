#pragma once

namespace geo {

struct LatLon {
    double lat;
    double lon;
};

constexpr double EARTH_RADIUS_KM = 6371.0088;

/* Great-circle distance in km (haversine). */
double distance_km(LatLon a, LatLon b);
/* Initial bearing from a to b, degrees clockwise from north. */
double bearing_deg(LatLon a, LatLon b);

}  // namespace geo
