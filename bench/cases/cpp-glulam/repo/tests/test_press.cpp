#include <stdexcept>

#include "check.hpp"
#include "press.hpp"

using namespace glulam;

int main() {
    CHECK_EQ(adhesive("MUF").clamp_hours_20c, 6.0);
    CHECK_THROWS(adhesive("PVA"), std::invalid_argument);

    CHECK_NEAR(clamp_hours(adhesive("MUF"), 20), 6.0, 1e-9);
    CHECK_NEAR(clamp_hours(adhesive("MUF"), 15), 8.4853, 1e-4);
    CHECK_NEAR(clamp_hours(adhesive("PUR"), 30), 1.25, 1e-9);
    CHECK_NEAR(clamp_hours(adhesive("PRF"), 40), 4.0, 1e-9);  // at most twice as fast
    CHECK_THROWS(clamp_hours(adhesive("PRF"), 16), std::domain_error);

    CHECK_NEAR(clamp_force_kn(adhesive("MUF"), 140, 6.0), 672.0, 1e-9);
    CHECK_EQ(clamps_needed(6.0, 400), 16);
    CHECK_EQ(clamps_needed(6.1, 400), 17);
    CHECK_THROWS(clamps_needed(6.0, 0), std::invalid_argument);
    CHECK_DONE();
}
