#include "check.h"
#include "gearing.h"

using namespace windmill;

TEST(default_train_ratio) {
    Gearing g;  // 80/32 * 96/16 = 2.5 * 6
    CHECK_NEAR(g.ratio(), 15.0, 1e-9);
}

TEST(stone_speed_from_sail_speed) {
    Gearing g;
    CHECK_NEAR(stone_rpm(g, 8.0), 120.0, 1e-9);
}

TEST(a_wheel_without_cogs_is_rejected) {
    Gearing g;
    g.stone_nut = 0;
    CHECK_THROWS(g.ratio());
}

TEST(edge_speed_of_a_four_foot_stone) {
    CHECK_NEAR(peripheral_speed(120.0, 1.22), 7.665, 0.001);
    CHECK(!too_fast(120.0, 1.22));
    CHECK(too_fast(250.0, 1.22));
}

int main() { return check::run_all(); }
