#pragma once

#include <string>
#include <vector>

#include "hive/reading.hpp"

namespace hive {

struct DaySummary {
    double morning_kg;  // first reading of the day
    double evening_kg;  // last reading of the day
    double gain_kg;     // evening less morning: the day's nectar flow, less what the bees ate
    double peak_kg;
};

DaySummary summarise(const std::vector<Reading>& day);

// "+1.25 kg (24.10 -> 25.35, peak 25.60)"
std::string describe(const DaySummary& summary);

} // namespace hive
