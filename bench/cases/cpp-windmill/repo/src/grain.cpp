#include "grain.h"

#include <stdexcept>
#include <vector>

namespace windmill {

namespace {
const std::vector<Grain>& table() {
    static const std::vector<Grain> grains = {
        {"wheat", 0.78, 27.2},
        {"barley", 0.65, 21.8},
        {"oats", 0.55, 17.2},
        {"maize", 0.80, 25.4},
    };
    return grains;
}
}  // namespace

const Grain& grain(const std::string& name) {
    for (const auto& g : table()) {
        if (g.name == name) return g;
    }
    throw std::out_of_range("unknown grain: " + name);
}

double flour_kg(const Grain& g, double grain_kg) {
    return grain_kg * g.extraction;
}

double bran_kg(const Grain& g, double grain_kg) {
    return grain_kg * (1.0 - g.extraction - kMillingLoss);
}

double bushels(const Grain& g, double grain_kg) {
    return grain_kg / g.kg_per_bushel;
}

double grind_rate_kg_h(double stone_rpm, double diameter_m) {
    double area_ratio = (diameter_m / 1.22) * (diameter_m / 1.22);
    return 150.0 * (stone_rpm / 120.0) * area_ratio;
}

int sacks(double flour_kg, double sack_kg) {
    if (sack_kg <= 0) throw std::invalid_argument("sack weight must be positive");
    return static_cast<int>(flour_kg / sack_kg);
}

}  // namespace windmill
