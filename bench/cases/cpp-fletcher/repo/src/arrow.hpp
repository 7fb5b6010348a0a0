// An arrow as the fletcher builds it: a carbon shaft cut to length with
// an insert and field point at the front, a nock at the back and vanes
// glued on near the nock. Weights are in grains, lengths in inches.
#pragma once
#include <string>

namespace fletcher {

struct Arrow {
    double length_in = 28.0;  // carbon to carbon
    double shaft_gpi = 8.0;   // grains per inch of shaft
    double point_gr = 100.0;
    double insert_gr = 15.0;
    double nock_gr = 9.0;
    int vanes = 3;
    double vane_gr = 6.0;
};

// Where the middle of the vanes sits, measured from the nock end.
constexpr double kVaneCentreIn = 1.75;

double shaft_grains(const Arrow& a);
double total_grains(const Arrow& a);

// Balance point in inches from the nock end.
double balance_point(const Arrow& a);

// Front of centre: how far the balance point lies ahead of the middle,
// as a percent of the length.
double foc_percent(const Arrow& a);

std::string validate(const Arrow& a);  // empty when the arrow can be built

}  // namespace fletcher
