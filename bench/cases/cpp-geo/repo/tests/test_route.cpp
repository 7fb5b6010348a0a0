#include "check.hpp"
#include "geo/route.hpp"

int main()
{
    const std::vector<geo::LatLon> stops{{48.8566, 2.3522}, {51.5074, -0.1278}, {52.3676, 4.9041}};
    const double open = geo::route_km(stops);
    CHECK_NEAR(343.5 + 357.9, open, 2.0);
    CHECK_NEAR(open + 430.0, geo::route_km(stops, true), 3.0);
    CHECK_NEAR(0.0, geo::route_km({}), 1e-9);
    return CHECK_DONE();
}
