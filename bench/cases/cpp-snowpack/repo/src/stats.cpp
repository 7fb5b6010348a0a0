#include "snowpack/stats.hpp"

#include <algorithm>

namespace snowpack {

int max_depth(const std::vector<Reading>& readings) {
    int deepest = 0;
    for (const auto& r : readings) {
        deepest = std::max(deepest, r.depth_cm);
    }
    return deepest;
}

int new_snow_total(const std::vector<Reading>& readings) {
    int total = 0;
    for (const auto& r : readings) {
        total += r.new_snow_cm;
    }
    return total;
}

bool is_thaw(const Reading& r) {
    return r.high_c > 0.0;
}

int longest_run(const std::vector<Reading>& readings, const std::function<bool(const Reading&)>& pred) {
    int best = 0;
    int run = 0;
    for (const auto& r : readings) {
        run = pred(r) ? run + 1 : 0;
        best = std::max(best, run);
    }
    return best;
}

}  // namespace snowpack
