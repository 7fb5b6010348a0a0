#include <gtest/gtest.h>

#include <vector>

#include "greenhouse/irrigation.h"

using namespace greenhouse;

namespace {
// A bright day: 500 W/m² every five minutes from 06:00 to 18:00.
std::vector<RadiationSample> bright_day() {
    std::vector<RadiationSample> day;
    for (int m = 6 * 60 + 5; m <= 18 * 60; m += 5) {
        day.push_back({TimeOfDay(m / 60, m % 60), 500.0, 300});
    }
    return day;
}
}  // namespace

TEST(Irrigation, JoulesPerSquareCentimetre) {
    EXPECT_DOUBLE_EQ(joules_per_cm2({TimeOfDay(12, 0), 500.0, 300}), 15.0);
    EXPECT_DOUBLE_EQ(light_sum(bright_day()), 144 * 15.0);
}

TEST(Irrigation, ShotsFollowTheLightSum) {
    IrrigationSettings settings;
    const auto shots = plan_shots(bright_day(), settings);
    // Light from 06:00 builds up before the first shot at 07:00.
    ASSERT_FALSE(shots.empty());
    EXPECT_EQ(shots.front().time.str(), "07:00");
    EXPECT_EQ(shots[1].time.str(), "07:10");
    EXPECT_EQ(shots.back().time.str(), "16:35");
    // 1980 J/cm² fall by 17:00: 19 shots, with 80 J/cm² left over.
    EXPECT_EQ(shots.size(), 19u);
    EXPECT_NEAR(total_litres(shots), 5.7, 1e-9);
}

TEST(Irrigation, StopsAtTheMaximumShots) {
    IrrigationSettings settings;
    settings.max_shots = 4;
    const auto shots = plan_shots(bright_day(), settings);
    ASSERT_EQ(shots.size(), 4u);
    EXPECT_EQ(shots.back().time.str(), "08:15");
}

TEST(Irrigation, NoShotsOnADarkDay) {
    std::vector<RadiationSample> day = {{TimeOfDay(12, 0), 20.0, 300}, {TimeOfDay(12, 5), 20.0, 300}};
    EXPECT_TRUE(plan_shots(day, IrrigationSettings{}).empty());
}
