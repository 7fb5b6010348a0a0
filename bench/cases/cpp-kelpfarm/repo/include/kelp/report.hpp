#pragma once

#include <string>

#include "kelp/harvest.hpp"

namespace kelp {

// The skipper's harvest sheet: one row per line, cut lines first, then the totals.
std::string formatPlan(const HarvestPlan& plan);

}  // namespace kelp
