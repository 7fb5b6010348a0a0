#pragma once

#include <string>

#include "kelp/growth.hpp"
#include "kelp/site.hpp"

namespace kelp {

// A seeded longline: a rope held at a depth between two anchored buoys.
struct Longline {
    std::string id;
    double lengthM = 100.0;
    double depthM = 2.0;
    int seededDay = 305;          // day of the year the seeded twine went out
    double seedKgPerM = 0.01;     // wet weight of the juveniles at seeding
};

// Wet biomass per metre of a line `days` after it was seeded.
double biomassKgPerM(const Longline& line, const Site& site, const GrowthModel& model, int days);

}  // namespace kelp
