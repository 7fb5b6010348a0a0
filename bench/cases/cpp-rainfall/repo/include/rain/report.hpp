#pragma once
#include <cstdint>
#include <vector>

#include "rain/series.hpp"

namespace rain {

// A day with at least this much rain counts as a rainy day.
constexpr double kRainyDayMm = 0.2;

struct Summary {
    double total_mm = 0;
    int rainy_days = 0;
    std::int64_t wettest_day = -1;  // local day number, -1 when no rain fell
    double wettest_mm = 0;
};

Summary summarize(const std::vector<Reading>& readings, int utc_offset_minutes);

}  // namespace rain
