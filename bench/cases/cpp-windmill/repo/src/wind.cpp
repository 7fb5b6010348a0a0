#include "wind.h"

#include <stdexcept>

namespace windmill {

namespace {
// Upper limit (m/s, exclusive) of forces 0..11; 12 is anything above.
const double kBeaufortLimits[] = {0.5, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7};
}  // namespace

double knots_to_ms(double knots) {
    return knots * 0.514444;
}

int beaufort(double ms) {
    if (ms < 0) throw std::invalid_argument("negative wind speed");
    int force = 0;
    for (double limit : kBeaufortLimits) {
        if (ms < limit) return force;
        ++force;
    }
    return 12;
}

std::vector<int> working_hours(const std::vector<WindReading>& readings, double cut_in, double cut_out) {
    std::vector<int> hours;
    for (const auto& r : readings) {
        if (r.ms >= cut_in && r.ms < cut_out) hours.push_back(r.hour);
    }
    return hours;
}

}  // namespace windmill
