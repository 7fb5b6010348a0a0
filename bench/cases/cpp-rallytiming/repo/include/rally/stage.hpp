#pragma once

#include <string>
#include <vector>

#include "rally/duration.hpp"

namespace rally {

// One crew's run through a special stage.
struct StageTime {
    int car = 0;
    Duration time;
    // Stage penalties such as a jump start, added on top of the time.
    Duration penalty;
    bool retired = false;
};

struct Stage {
    std::string name;
    double km = 0;
    std::vector<StageTime> times;

    // The crew's time on this stage, or nullptr if it has none.
    const StageTime* find(int car) const;
};

// Average speed in km/h over the stage for a time.
double averageSpeed(const Stage& stage, Duration time);

// The crews that finished the stage, fastest first (time plus penalty, then
// car number).
std::vector<StageTime> stageOrder(const Stage& stage);

}  // namespace rally
