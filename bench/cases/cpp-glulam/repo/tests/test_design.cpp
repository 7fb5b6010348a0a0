#include <stdexcept>

#include "check.hpp"
#include "design.hpp"

using namespace glulam;

int main() {
    CHECK_EQ(kmod(1, Duration::Permanent), 0.6);
    CHECK_EQ(kmod(2, Duration::Medium), 0.8);
    CHECK_EQ(kmod(1, Duration::Instant), 1.1);
    CHECK_THROWS(kmod(4, Duration::Short), std::invalid_argument);

    CHECK_NEAR(depth_factor(400), 1.04138, 1e-5);
    CHECK_EQ(depth_factor(200), 1.1);
    CHECK_EQ(depth_factor(600), 1.0);
    CHECK_EQ(depth_factor(900), 1.0);

    // GL24h, 400 deep, service class 1, medium term: 0.8 * 1.04138 * 24 / 1.25
    CHECK_NEAR(design_bending_strength("GL24h", 400, 1, Duration::Medium), 15.9956, 1e-4);

    // 140 x 400 GL24h over 6 m, 12 kN/m design, 8.5 kN/m characteristic
    const Layup l = class_layup("GL24h", 10, 140);
    const BeamCheck c = check_beam("GL24h", l, 6.0, 12.0, 8.5, 1, Duration::Medium);
    CHECK_NEAR(c.moment_knm, 54.0, 1e-9);
    CHECK_NEAR(c.capacity_knm, 59.7169, 1e-4);
    CHECK_NEAR(c.utilisation, 0.90427, 1e-5);
    CHECK_NEAR(c.deflection_mm, 17.4640, 1e-4);
    CHECK_EQ(c.deflection_limit_mm, 20.0);
    CHECK(c.ok());

    // the same beam over 6.5 m fails in deflection
    const BeamCheck c2 = check_beam("GL24h", l, 6.5, 10.0, 8.5, 1, Duration::Medium);
    CHECK(c2.deflection_mm > c2.deflection_limit_mm);
    CHECK(!c2.ok());
    CHECK_THROWS(check_beam("GL24h", l, 0.0, 1.0, 1.0, 1, Duration::Short), std::invalid_argument);
    CHECK_DONE();
}
