#pragma once

#include <vector>

#include "trail/geo.hpp"

namespace trail {

struct RouteStats {
    double distance_m = 0;
    double ascent_m = 0;
    double descent_m = 0;
};

// Climbs and drops smaller than this, between two kept elevations, are GPS noise and are not counted.
constexpr double kElevationNoiseM = 3.0;

RouteStats route_stats(const std::vector<Point>& track);

// Naismith's rule: 5 km an hour on the flat, plus ten minutes for every 100 m of ascent; whole minutes,
// rounded to the nearest.
int naismith_minutes(const RouteStats& stats);

}  // namespace trail
