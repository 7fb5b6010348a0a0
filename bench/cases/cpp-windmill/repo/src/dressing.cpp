#include "dressing.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace windmill {

bool needs_dressing(const Stone& s, double limit_t) {
    return s.tonnes_since_dressing >= limit_t;
}

int days_until_dressing(const Stone& s, double tonnes_per_day, double limit_t) {
    if (tonnes_per_day <= 0) throw std::invalid_argument("tonnes per day must be positive");
    double left = limit_t - s.tonnes_since_dressing;
    if (left <= 0) return 0;
    return static_cast<int>(std::floor(left / tonnes_per_day));
}

std::vector<Stone> dressing_order(std::vector<Stone> stones) {
    std::sort(stones.begin(), stones.end(), [](const Stone& a, const Stone& b) {
        if (a.tonnes_since_dressing != b.tonnes_since_dressing)
            return a.tonnes_since_dressing > b.tonnes_since_dressing;
        return a.name < b.name;
    });
    return stones;
}

void dressed(Stone& s) {
    s.tonnes_since_dressing = 0;
}

}  // namespace windmill
