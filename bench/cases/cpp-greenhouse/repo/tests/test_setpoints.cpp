#include <gtest/gtest.h>

#include <stdexcept>

#include "greenhouse/setpoints.h"

using namespace greenhouse;

TEST(TimeOfDay, ParsesAndPrints) {
    EXPECT_EQ(TimeOfDay::parse("06:30").minutes(), 390);
    EXPECT_EQ(TimeOfDay::parse("23:05").str(), "23:05");
    EXPECT_THROW(TimeOfDay::parse("24:00"), std::invalid_argument);
    EXPECT_THROW(TimeOfDay::parse("0630"), std::invalid_argument);
}

TEST(TimeOfDay, MinutesUntilWrapsPastMidnight) {
    EXPECT_EQ(TimeOfDay(6, 0).minutes_until(TimeOfDay(20, 0)), 840);
    EXPECT_EQ(TimeOfDay(20, 0).minutes_until(TimeOfDay(6, 0)), 600);
    EXPECT_EQ(TimeOfDay(6, 0).minutes_until(TimeOfDay(6, 0)), 0);
}

TEST(HeatingSchedule, DayAndNight) {
    HeatingSchedule s;
    EXPECT_TRUE(s.is_day(TimeOfDay(12, 0)));
    EXPECT_FALSE(s.is_day(TimeOfDay(2, 0)));
    EXPECT_DOUBLE_EQ(s.setpoint_at(TimeOfDay(12, 0)), 20.0);
    EXPECT_DOUBLE_EQ(s.setpoint_at(TimeOfDay(2, 0)), 16.0);
}

TEST(HeatingSchedule, RampsAtSunriseAndSunset) {
    HeatingSchedule s;
    EXPECT_DOUBLE_EQ(s.setpoint_at(TimeOfDay(6, 0)), 16.0);
    EXPECT_DOUBLE_EQ(s.setpoint_at(TimeOfDay(6, 30)), 18.0);
    EXPECT_DOUBLE_EQ(s.setpoint_at(TimeOfDay(20, 15)), 19.0);
    EXPECT_DOUBLE_EQ(s.setpoint_at(TimeOfDay(21, 0)), 16.0);
}

TEST(HeatingSchedule, DailyMean) {
    HeatingSchedule s;
    s.ramp_minutes = 1;
    // 14 hours at 20 and 10 at 16, less the two one-minute ramps.
    EXPECT_NEAR(s.daily_mean(), (840 * 20.0 + 600 * 16.0) / 1440.0, 0.01);
}
