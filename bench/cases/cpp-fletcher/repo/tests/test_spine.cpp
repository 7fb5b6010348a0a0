#include "check.hpp"
#include "spine.hpp"

using namespace fletcher;

TEST(dynamic_weight_adjustments) {
    CHECK_NEAR(dynamic_weight(60, 28, 100), 60.0, 1e-9);
    CHECK_NEAR(dynamic_weight(60, 30, 100), 66.0, 1e-9);
    CHECK_NEAR(dynamic_weight(60, 28, 150), 66.0, 1e-9);
    CHECK_NEAR(dynamic_weight(60, 27, 75), 54.0, 1e-9);
}

TEST(chart_edges) {
    CHECK_EQ(spine_for_weight(30), 600);
    CHECK_EQ(spine_for_weight(35), 600);
    CHECK_EQ(spine_for_weight(35.5), 500);
    CHECK_EQ(spine_for_weight(55), 400);
    CHECK_EQ(spine_for_weight(70), 300);
    CHECK_EQ(spine_for_weight(80), 250);
}

TEST(spine_for_setups) {
    CHECK_EQ(spine_for(65, 28.5, 125), 300);
    CHECK_EQ(spine_for(40, 27, 100), 500);
    CHECK_EQ(spine_for(50, 29, 100), 400);
}

TEST_MAIN
