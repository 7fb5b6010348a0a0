#include "check.hpp"
#include "geo/angles.hpp"

int main()
{
    CHECK_NEAR(3.141592653589793, geo::deg2rad(180.0), 1e-12);
    CHECK_NEAR(90.0, geo::rad2deg(geo::deg2rad(90.0)), 1e-9);
    CHECK_NEAR(350.0, geo::normalize_degrees(-10.0), 1e-9);
    CHECK_NEAR(10.0, geo::normalize_degrees(730.0), 1e-9);
    return CHECK_DONE();
}
