#pragma once

#include <vector>

#include "geo/distance.hpp"

namespace geo {

/* Total length of a route through the stops, in km; closed routes return to the start. */
double route_km(const std::vector<LatLon>& stops, bool closed = false);

}  // namespace geo
