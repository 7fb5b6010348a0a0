#pragma once

#include <string>

#include "rally/classification.hpp"
#include "rally/duration.hpp"

namespace rally {

// A gap as shown on the results board: "+12.3" under a minute, "+1:02.3"
// from a minute, empty for none.
std::string formatGap(Duration gap);

// The classification as a fixed-width results table, retirements last.
std::string formatClassification(const Classification& c);

}  // namespace rally
