#include <stdexcept>

#include "check.hpp"
#include "layup.hpp"

using namespace glulam;

int main() {
    // 10 lamellae of 40 mm, 140 mm wide: a 140 x 400 beam
    const Layup l = class_layup("GL24h", 10, 140);
    CHECK_EQ(l.count(), 10);
    CHECK_EQ(l.depth_mm(), 400.0);
    CHECK(l.balanced());
    CHECK_NEAR(neutral_axis_mm(l), 200.0, 1e-9);
    // homogeneous: E * b h^3 / 12
    CHECK_NEAR(bending_stiffness(l), 11000.0 * 140.0 * 400.0 * 400.0 * 400.0 / 12.0, 1e3);
    CHECK_NEAR(mass_per_metre(l), 23.52, 1e-9);

    // a layup with its stiff lamellae only at the bottom sits its axis low
    const Layup u{140, 40, {"T18", "T18", "T14", "T14", "T14", "T14", "T14", "T14", "T14", "T18"}};
    CHECK(!u.balanced());
    CHECK_NEAR(neutral_axis_mm(u), 198.761, 1e-3);
    CHECK_NEAR(bending_stiffness(u), 8.687242e12, 1e7);

    CHECK_THROWS(homogeneous_layup("T14", 1, 140), std::invalid_argument);
    CHECK_THROWS(homogeneous_layup("T99", 8, 140), std::invalid_argument);
    CHECK_THROWS(class_layup("GL28c", 10, 140), std::invalid_argument);
    CHECK_DONE();
}
