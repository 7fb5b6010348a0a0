#include <stdexcept>

#include "check.hpp"
#include "section.hpp"

using namespace glulam;

int main() {
    const Section s{140, 400};
    CHECK_EQ(s.area(), 56000.0);
    CHECK_NEAR(s.modulus(), 140.0 * 400.0 * 400.0 / 6.0, 1e-6);
    CHECK_NEAR(s.second_moment(), 7.466667e8, 1e3);

    const Section r = residual_section(s, 25);
    CHECK_EQ(r.b, 90.0);
    CHECK_EQ(r.h, 375.0);
    const Section r4 = residual_section(s, 25, false);
    CHECK_EQ(r4.h, 350.0);
    CHECK_THROWS(residual_section(s, 80), std::domain_error);
    CHECK_THROWS(residual_section(s, -1), std::invalid_argument);

    CHECK_NEAR(tapered_depth(300, 600, 12000, 0), 300.0, 1e-9);
    CHECK_NEAR(tapered_depth(300, 600, 12000, 4000), 400.0, 1e-9);
    CHECK_NEAR(tapered_depth(300, 600, 12000, 12000), 600.0, 1e-9);
    CHECK_THROWS(tapered_depth(300, 600, 12000, 12001), std::out_of_range);
    CHECK_DONE();
}
