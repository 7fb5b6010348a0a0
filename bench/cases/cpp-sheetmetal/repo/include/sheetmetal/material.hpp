// The sheet stock the shop keeps, with what the brake needs to know about it.
#pragma once

#include <string>
#include <vector>

namespace sheetmetal {

struct Material {
    std::string name;
    double thickness;          // mm
    double k_factor;           // where the neutral axis lies, as a fraction of the thickness from the inside
    double density;            // g/cm3
    double min_radius_factor;  // the smallest inside radius, in thicknesses, before the outside cracks
};

// The stock by its name: "steel-18ga", "steel-16ga", "steel-14ga", "alu-2mm", "alu-3mm", "stainless-1.5mm".
// Throws std::out_of_range for a name the shop does not keep.
const Material& material(const std::string& name);

// Every stock the shop keeps, thinnest first.
std::vector<Material> stock();

// The smallest inside bend radius for the material, in mm.
double min_inside_radius(const Material& m);

}  // namespace sheetmetal
