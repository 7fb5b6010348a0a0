#pragma once

#include <string>
#include <vector>

#include "kelp/growth.hpp"
#include "kelp/line.hpp"
#include "kelp/site.hpp"

namespace kelp {

// Dry matter as a share of the wet weight landed.
constexpr double kDryFraction = 0.12;

struct LineState {
    std::string id;
    double kgPerM = 0.0;
    double wetKg = 0.0;
};

struct HarvestPlan {
    int day = 0;
    std::vector<LineState> cut;   // heaviest first
    std::vector<LineState> left;  // in the order given
    double wetTonnes = 0.0;
    double dryTonnes = 0.0;
};

// Days from the seeding day to `dayOfYear`, across the new year if need be.
int daysSinceSeeding(const Longline& line, int dayOfYear);

// Which lines to cut on `dayOfYear`: those carrying at least readyKgPerM.
HarvestPlan planHarvest(const std::vector<Longline>& lines, const Site& site, const GrowthModel& model,
                        int dayOfYear, double readyKgPerM = 8.0);

}  // namespace kelp
