#include "aquarium/stocking.hpp"

#include <stdexcept>

namespace aquarium {

double stocking_percent(const std::vector<Fish>& fish, double net_litres) {
    if (net_litres <= 0) throw std::invalid_argument("no water");
    double cm = 0.0;
    for (const auto& f : fish) {
        if (f.count < 0 || f.adult_cm <= 0) throw std::invalid_argument(f.species + ": bad count or size");
        cm += f.adult_cm * f.count;
    }
    return cm / net_litres * 100.0;
}

Stocking classify(double percent) {
    if (percent < 70.0) return Stocking::Light;
    if (percent <= 100.0) return Stocking::Full;
    return Stocking::Over;
}

const char* describe(Stocking s) {
    switch (s) {
        case Stocking::Light: return "lightly stocked";
        case Stocking::Full: return "fully stocked";
        case Stocking::Over: return "overstocked";
    }
    return "?";
}

}  // namespace aquarium
