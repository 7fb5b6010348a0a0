#include "geo/route.hpp"

namespace geo {

double route_km(const std::vector<LatLon>& stops, bool closed)
{
    double total = 0.0;
    for (std::size_t i = 1; i < stops.size(); ++i)
        total += distance_km(stops[i - 1], stops[i]);
    if (closed && stops.size() > 2)
        total += distance_km(stops.back(), stops.front());
    return total;
}

}  // namespace geo
