#pragma once

#include <functional>
#include <vector>

#include "snowpack/reading.hpp"

namespace snowpack {

int max_depth(const std::vector<Reading>& readings);
int new_snow_total(const std::vector<Reading>& readings);

// A day whose high was above freezing.
bool is_thaw(const Reading& r);

// The longest run of consecutive readings for which pred holds.
int longest_run(const std::vector<Reading>& readings, const std::function<bool(const Reading&)>& pred);

}  // namespace snowpack
