#pragma once

#include <string>
#include <vector>

#include "snowpack/reading.hpp"

namespace snowpack {

struct Report {
    int days = 0;
    int max_depth_cm = 0;
    int new_snow_cm = 0;
    int thaw_days = 0;
    int longest_freeze = 0;  // consecutive days that stayed at or below freezing
    int powder_days = 0;
};

Report summarize(const std::vector<Reading>& readings);

// "84 days, deepest 210 cm, 412 cm new, 9 powder days, 11 thaw days"
std::string summary_line(const Report& report);

}  // namespace snowpack
