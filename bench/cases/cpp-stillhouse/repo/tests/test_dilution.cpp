#include <stdexcept>
#include <vector>

#include "check.hpp"
#include "stillhouse/dilution.hpp"

using namespace stillhouse;

int main() {
    // 100 L at 60% down to 40%: 150 L in all, so 50 L of water
    CHECK_NEAR(water_to_reduce(100.0, 60.0, 40.0), 50.0, 1e-9);
    CHECK_NEAR(water_to_reduce(250.0, 63.5, 46.0), 95.108695652, 1e-6);
    // already weak enough
    CHECK_NEAR(water_to_reduce(100.0, 40.0, 46.0), 0.0, 1e-12);
    CHECK_NEAR(water_to_reduce(100.0, 46.0, 46.0), 0.0, 1e-12);
    CHECK_THROWS(water_to_reduce(100.0, 60.0, 0.0), std::invalid_argument);

    std::vector<Part> parts{{100.0, 60.0}, {50.0, 45.0}};
    CHECK_NEAR(blend_litres(parts), 150.0, 1e-9);
    CHECK_NEAR(blend_abv(parts), 55.0, 1e-9);
    CHECK_NEAR(blend_abv({}), 0.0, 1e-12);
    CHECK_NEAR(blend_abv({{200.0, 63.5}}), 63.5, 1e-9);
    return check_report("dilution");
}
