#include "check.hpp"
#include "geo/distance.hpp"

int main()
{
    const geo::LatLon paris{48.8566, 2.3522}, london{51.5074, -0.1278};
    CHECK_NEAR(343.5, geo::distance_km(paris, london), 1.0);
    CHECK_NEAR(0.0, geo::distance_km(paris, paris), 1e-9);
    CHECK_NEAR(330.0, geo::bearing_deg(paris, london), 1.0);
    return CHECK_DONE();
}
