#pragma once

#include <string>
#include <vector>

#include "milkyield/date.hpp"
#include "milkyield/herd.hpp"

namespace milkyield {

struct YieldAlert {
    std::string cow;
    double litres = 0.0;    // the day's yield
    double baseline = 0.0;  // mean daily yield over the window before it
    double drop = 0.0;      // 1 - litres / baseline
};

struct SccAlert {
    std::string cow;
    int previous = 0;  // thousands of cells/ml at the milking before
    int latest = 0;
};

struct AlertSettings {
    int window_days = 7;     // days before the day that make the baseline
    int min_days = 4;        // fewer milked days in the window: no baseline, no alert
    double max_drop = 0.20;  // alert above this share below the baseline
    int scc_limit = 200;     // thousands of cells/ml
};

// Mean daily yield of the cow over the `window_days` days before `day`, counting only days she
// was milked; 0 when fewer than `min_days` of them.
double baseline_yield(const Herd& herd, const std::string& cow, const Date& day,
                      const AlertSettings& settings = {});

// Cows milked on `day` whose yield is more than `max_drop` below their baseline, largest drop first.
std::vector<YieldAlert> yield_drops(const Herd& herd, const Date& day, const AlertSettings& settings = {});

// Cows whose last two milkings up to `day` (the last one on `day`) are both over the SCC limit.
std::vector<SccAlert> scc_alerts(const Herd& herd, const Date& day, const AlertSettings& settings = {});

}  // namespace milkyield
