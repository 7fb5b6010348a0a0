#include "check.hpp"
#include "sheetmetal/material.hpp"

using namespace sheetmetal;

int main() {
    const Material& steel = material("steel-16ga");
    CHECK_NEAR(steel.thickness, 1.519, 1e-9);
    CHECK_NEAR(steel.k_factor, 0.44, 1e-9);
    CHECK_NEAR(min_inside_radius(steel), 1.519, 1e-9);
    CHECK_NEAR(min_inside_radius(material("alu-2mm")), 3.0, 1e-9);

    CHECK_THROWS(material("steel-20ga"));

    std::vector<Material> all = stock();
    CHECK_EQ(all.size(), static_cast<size_t>(6));
    CHECK_EQ(all.front().name, std::string("steel-18ga"));
    CHECK_EQ(all.back().name, std::string("alu-3mm"));
    CHECK_EQ(all[3].name, std::string("steel-14ga"));

    return check_report("material");
}
