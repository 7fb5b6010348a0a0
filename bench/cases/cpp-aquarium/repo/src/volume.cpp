#include "aquarium/volume.hpp"

#include <stdexcept>

namespace aquarium {

namespace {
constexpr double kCm3PerLitre = 1000.0;

void check(const Tank& t) {
    if (t.length_cm <= 0 || t.width_cm <= 0 || t.height_cm <= 0) {
        throw std::invalid_argument("tank sides must be positive");
    }
    if (t.substrate_cm < 0 || t.lid_gap_cm < 0 || t.substrate_cm + t.lid_gap_cm >= t.height_cm) {
        throw std::invalid_argument("substrate and lid gap leave no water");
    }
}
}  // namespace

double gross_litres(const Tank& tank) {
    check(tank);
    return tank.length_cm * tank.width_cm * tank.height_cm / kCm3PerLitre;
}

double net_litres(const Tank& tank) {
    check(tank);
    const double water_cm = tank.height_cm - tank.substrate_cm - tank.lid_gap_cm;
    return tank.length_cm * tank.width_cm * water_cm / kCm3PerLitre;
}

}  // namespace aquarium
