#include "sheetmetal/bend.hpp"

#include <cmath>
#include <stdexcept>

namespace sheetmetal {

double deg_to_rad(double deg) {
    return deg * kPi / 180.0;
}

void check_bend(const Bend& b) {
    if (!(b.angle_deg > 0.0 && b.angle_deg < 180.0)) {
        throw std::invalid_argument("bend angle must be over 0 and under 180 degrees");
    }
    if (b.inside_radius < 0.0) {
        throw std::invalid_argument("inside radius cannot be negative");
    }
}

double bend_allowance(const Bend& b, const Material& m) {
    check_bend(b);
    return deg_to_rad(b.angle_deg) * (b.inside_radius + m.k_factor * m.thickness);
}

double outside_setback(const Bend& b, const Material& m) {
    check_bend(b);
    return std::tan(deg_to_rad(b.angle_deg) / 2.0) * (b.inside_radius + m.thickness);
}

double bend_deduction(const Bend& b, const Material& m) {
    return 2.0 * outside_setback(b, m) - bend_allowance(b, m);
}

}  // namespace sheetmetal
