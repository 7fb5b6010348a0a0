#pragma once

#include "glass.hpp"
#include "schedule.hpp"

namespace glassanneal {

struct Project {
    GlassFamily glass;
    double thickness_mm;
    Process process;
};

// Soak at the slump point so trapped air can escape before the layers seal.
constexpr double kBubbleSqueezeMin = 30.0;
constexpr double kProcessRate = 333.0;
constexpr double kRoomC = 20.0;
constexpr double kLidSafeC = 38.0;

// Hold at the process temperature: a slump needs longer to drape over the mould.
double process_hold_min(Process process);

// The whole firing for a project: first ramp and bubble squeeze, process
// temperature, crash to the anneal point, anneal soak and three controlled
// cools down to the temperature at which the lid may be opened.
Schedule plan_firing(const Project& project);

}  // namespace glassanneal
