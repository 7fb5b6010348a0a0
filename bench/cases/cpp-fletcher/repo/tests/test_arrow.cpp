#include "arrow.hpp"
#include "check.hpp"
#include "fixtures.hpp"

using namespace fletcher;

TEST(weights_add_up) {
    Arrow a = hunter();
    CHECK_NEAR(shaft_grains(a), 236.55, 1e-9);
    CHECK_NEAR(total_grains(a), 404.55, 1e-9);
}

TEST(balance_point_and_foc) {
    Arrow a = hunter();
    CHECK_NEAR(balance_point(a), 7420.8375 / 404.55, 1e-9);
    CHECK_NEAR(foc_percent(a), 14.3629, 1e-4);
}

TEST(bare_shaft_balances_in_the_middle) {
    Arrow a = hunter();
    a.point_gr = a.insert_gr = a.nock_gr = a.vane_gr = 0;
    CHECK_NEAR(balance_point(a), a.length_in / 2, 1e-9);
    CHECK_NEAR(foc_percent(a), 0.0, 1e-9);
}

TEST(heavier_point_moves_balance_forward) {
    Arrow light = hunter();
    Arrow heavy = hunter();
    heavy.point_gr = 150;
    CHECK(foc_percent(heavy) > foc_percent(light));
}

TEST(validation) {
    CHECK_EQ(validate(hunter()), std::string());
    Arrow a = hunter();
    a.length_in = 36;
    CHECK_EQ(validate(a), std::string("length out of range"));
    a = hunter();
    a.vanes = 1;
    CHECK_EQ(validate(a), std::string("vane count"));
    a = hunter();
    a.point_gr = 40;
    CHECK_EQ(validate(a), std::string("point too light"));
}

TEST_MAIN
