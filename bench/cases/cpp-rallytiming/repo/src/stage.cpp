#include "rally/stage.hpp"

#include <algorithm>

namespace rally {

const StageTime* Stage::find(int car) const {
    for (const auto& t : times) {
        if (t.car == car) {
            return &t;
        }
    }
    return nullptr;
}

double averageSpeed(const Stage& stage, Duration time) {
    if (time.tenths() <= 0) {
        return 0;
    }
    double hours = static_cast<double>(time.tenths()) / 36000.0;
    return stage.km / hours;
}

std::vector<StageTime> stageOrder(const Stage& stage) {
    std::vector<StageTime> out;
    for (const auto& t : stage.times) {
        if (!t.retired) {
            out.push_back(t);
        }
    }
    std::sort(out.begin(), out.end(), [](const StageTime& a, const StageTime& b) {
        Duration ta = a.time + a.penalty;
        Duration tb = b.time + b.penalty;
        if (ta != tb) {
            return ta < tb;
        }
        return a.car < b.car;
    });
    return out;
}

}  // namespace rally
