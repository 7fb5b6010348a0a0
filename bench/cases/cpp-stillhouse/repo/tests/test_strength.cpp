#include "check.hpp"
#include "stillhouse/strength.hpp"

using namespace stillhouse;

int main() {
    CHECK_NEAR(us_proof(40.0), 80.0, 1e-9);
    CHECK_NEAR(us_proof(63.5), 127.0, 1e-9);
    CHECK_NEAR(abv_from_us_proof(100.0), 50.0, 1e-9);
    CHECK_NEAR(abv_from_us_proof(us_proof(57.1)), 57.1, 1e-9);

    CHECK_NEAR(pure_alcohol(200.0, 63.5), 127.0, 1e-9);
    CHECK_NEAR(pure_alcohol(0.7, 40.0), 0.28, 1e-9);
    CHECK_NEAR(pure_alcohol(10.0, 0.0), 0.0, 1e-9);

    CHECK(bottleable_whisky(40.0));
    CHECK(bottleable_whisky(63.5));
    CHECK(!bottleable_whisky(39.9));
    CHECK(!bottleable_whisky(96.0));
    return check_report("strength");
}
