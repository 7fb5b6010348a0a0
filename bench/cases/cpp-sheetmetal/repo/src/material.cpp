#include "sheetmetal/material.hpp"

#include <algorithm>
#include <stdexcept>

namespace sheetmetal {

namespace {

const std::vector<Material>& table() {
    // Steel by manufacturers' standard gauge; aluminium 5052-H32; stainless 304.
    static const std::vector<Material> materials = {
        {"steel-18ga", 1.214, 0.44, 7.85, 1.0},
        {"steel-16ga", 1.519, 0.44, 7.85, 1.0},
        {"steel-14ga", 1.897, 0.44, 7.85, 1.0},
        {"alu-2mm", 2.0, 0.40, 2.68, 1.5},
        {"alu-3mm", 3.0, 0.40, 2.68, 1.5},
        {"stainless-1.5mm", 1.5, 0.45, 8.00, 1.5},
    };
    return materials;
}

}  // namespace

const Material& material(const std::string& name) {
    for (const Material& m : table()) {
        if (m.name == name) {
            return m;
        }
    }
    throw std::out_of_range("no stock called '" + name + "'");
}

std::vector<Material> stock() {
    std::vector<Material> all = table();
    std::stable_sort(all.begin(), all.end(),
                     [](const Material& a, const Material& b) { return a.thickness < b.thickness; });
    return all;
}

double min_inside_radius(const Material& m) {
    return m.min_radius_factor * m.thickness;
}

}  // namespace sheetmetal
