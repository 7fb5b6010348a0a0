#pragma once

#include "rally/clock.hpp"
#include "rally/duration.hpp"

namespace rally {

// Penalties at time controls on the road sections between stages. A crew is
// on time if it checks in during its due minute.
struct ControlRules {
    // For each minute late.
    Duration latePerMinute = Duration::fromSeconds(10);
    // For each minute early.
    Duration earlyPerMinute = Duration::fromMinutes(1);
};

// The penalty for checking in at `actual` at a control where the crew was
// due at `due`.
Duration controlPenalty(ClockTime due, ClockTime actual, const ControlRules& rules = {});

}  // namespace rally
