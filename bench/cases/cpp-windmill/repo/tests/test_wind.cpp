#include "check.h"
#include "wind.h"

using namespace windmill;

TEST(knots_convert_to_metres_per_second) {
    CHECK_NEAR(knots_to_ms(10), 5.144, 0.001);
    CHECK_NEAR(knots_to_ms(0), 0.0, 1e-9);
}

TEST(beaufort_forces_at_the_limits) {
    CHECK_EQ(beaufort(0.0), 0);
    CHECK_EQ(beaufort(0.5), 1);
    CHECK_EQ(beaufort(3.3), 2);
    CHECK_EQ(beaufort(5.5), 4);
    CHECK_EQ(beaufort(7.9), 4);
    CHECK_EQ(beaufort(8.0), 5);
    CHECK_EQ(beaufort(17.2), 8);
    CHECK_EQ(beaufort(40.0), 12);
}

TEST(negative_speed_is_rejected) {
    CHECK_THROWS(beaufort(-1.0));
}

TEST(working_hours_between_cut_in_and_cut_out) {
    std::vector<WindReading> day = {{6, 2.0}, {7, 4.0}, {8, 6.5}, {9, 12.0}, {10, 17.2}, {11, 3.9}};
    auto hours = working_hours(day, 4.0, 17.2);
    CHECK_EQ(hours.size(), 3u);
    CHECK_EQ(hours[0], 7);
    CHECK_EQ(hours[1], 8);
    CHECK_EQ(hours[2], 9);
}

int main() { return check::run_all(); }
