#pragma once

#include <string>
#include <vector>

#include "schedule.hpp"

namespace glassanneal {

struct Kiln {
    std::string name;
    double element_kw;
    double max_c;
};

// True if the kiln can reach every target of the schedule.
bool can_fire(const Kiln& kiln, const Schedule& schedule);

// Rough electricity use: heating ramps draw more the hotter the kiln is,
// holds draw a share of full power that grows with temperature, controlled
// cooling draws a little to slow the fall, and free cooling draws nothing.
double estimate_kwh(const Kiln& kiln, const Schedule& schedule);

// The program as it is keyed into the controller, one line per segment:
// "1: 222 C/h to 677 C, hold 30 min", with FULL for an as-fast-as-possible rate.
std::vector<std::string> program_lines(const Schedule& schedule);

}  // namespace glassanneal
