#include "stillhouse/dilution.hpp"

#include <stdexcept>

#include "stillhouse/strength.hpp"

namespace stillhouse {

double water_to_reduce(double litres, double from_abv, double to_abv) {
    if (to_abv <= 0.0) throw std::invalid_argument("target strength must be positive");
    if (from_abv <= to_abv) return 0.0;
    return litres * (from_abv / to_abv - 1.0);
}

double blend_litres(const std::vector<Part>& parts) {
    double total = 0.0;
    for (const Part& p : parts) total += p.litres;
    return total;
}

double blend_abv(const std::vector<Part>& parts) {
    double litres = blend_litres(parts);
    if (litres <= 0.0) return 0.0;
    double lpa = 0.0;
    for (const Part& p : parts) lpa += pure_alcohol(p.litres, p.abv);
    return lpa / litres * 100.0;
}

}  // namespace stillhouse
