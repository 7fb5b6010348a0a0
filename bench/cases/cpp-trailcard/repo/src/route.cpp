#include "trail/route.hpp"

#include <cmath>

namespace trail {

RouteStats route_stats(const std::vector<Point>& track) {
    RouteStats stats;
    if (track.empty()) {
        return stats;
    }
    double kept = track.front().ele;
    for (std::size_t i = 1; i < track.size(); ++i) {
        stats.distance_m += distance_m(track[i - 1], track[i]);
        const double delta = track[i].ele - kept;
        if (delta >= kElevationNoiseM) {
            stats.ascent_m += delta;
            kept = track[i].ele;
        } else if (-delta >= kElevationNoiseM) {
            stats.descent_m += -delta;
            kept = track[i].ele;
        }
    }
    return stats;
}

int naismith_minutes(const RouteStats& stats) {
    const double flat = stats.distance_m / 5000.0 * 60.0;
    const double climb = stats.ascent_m / 100.0 * 10.0;
    return static_cast<int>(std::lround(flat + climb));
}

}  // namespace trail
