#include "aquarium/dosing.hpp"

#include <cmath>
#include <stdexcept>

namespace aquarium {

namespace {
double nearest_half(double x) { return std::round(x * 2.0) / 2.0; }
}  // namespace

double dose_ml(const Label& label, double litres) {
    if (label.ml <= 0 || label.per_litres <= 0) {
        throw std::invalid_argument(label.product + ": the label's dose must be positive");
    }
    if (litres < 0) throw std::invalid_argument("negative volume");
    return nearest_half(label.ml * litres / label.per_litres);
}

int water_change_litres(double net_litres, int percent) {
    if (percent < 0 || percent > 100) throw std::invalid_argument("percent out of range");
    return static_cast<int>(std::lround(net_litres * percent / 100.0));
}

}  // namespace aquarium
