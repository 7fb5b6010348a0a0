#include "press.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace glulam {

namespace {

const std::vector<Adhesive> kAdhesives = {
    {"MUF", 45.0, 6.0, 15.0, 0.8},
    {"PRF", 40.0, 8.0, 18.0, 0.8},
    {"PUR", 25.0, 2.5, 10.0, 0.6},
};

}  // namespace

const Adhesive& adhesive(const std::string& name) {
    for (const auto& a : kAdhesives) {
        if (a.name == name) return a;
    }
    throw std::invalid_argument("unknown adhesive " + name);
}

double clamp_hours(const Adhesive& a, double shop_c) {
    if (shop_c < a.min_shop_c) {
        throw std::domain_error(a.name + " may not be pressed below " + std::to_string(a.min_shop_c) + " C");
    }
    const double factor = std::max(std::pow(2.0, (20.0 - shop_c) / 10.0), 0.5);
    return a.clamp_hours_20c * factor;
}

double clamp_force_kn(const Adhesive& a, double width_mm, double length_m) {
    const double glue_area_mm2 = width_mm * length_m * 1000.0;
    return a.pressure_mpa * glue_area_mm2 / 1000.0;
}

int clamps_needed(double length_m, double spacing_mm) {
    if (spacing_mm <= 0) throw std::invalid_argument("bad spacing");
    return static_cast<int>(std::ceil(length_m * 1000.0 / spacing_mm)) + 1;
}

}  // namespace glulam
