#include <gtest/gtest.h>

#include <stdexcept>

#include "schedule.hpp"

using namespace glassanneal;

namespace {

// A small slump: up at 300 C/h to 620 with a 20 minute hold, crash to 480,
// anneal 60 minutes, then 100 C/h down to 380.
Schedule slump() {
    Schedule s(20);
    s.add(300, 620, 20).add(0, 480, 60).add(100, 380);
    return s;
}

}  // namespace

TEST(Schedule, RampMinutesFromRateAndDistance) {
    EXPECT_DOUBLE_EQ(Schedule::ramp_minutes(20, Segment{300, 620, 0}), 120.0);
    EXPECT_DOUBLE_EQ(Schedule::ramp_minutes(480, Segment{100, 380, 0}), 60.0);
    EXPECT_DOUBLE_EQ(Schedule::ramp_minutes(620, Segment{0, 480, 60}), 0.0);
}

TEST(Schedule, TotalMinutesAddsRampsAndHolds) {
    EXPECT_DOUBLE_EQ(slump().total_minutes(), 120 + 20 + 0 + 60 + 60);
    EXPECT_DOUBLE_EQ(Schedule(25).total_minutes(), 0.0);
}

TEST(Schedule, TemperatureDuringTheFirstRamp) {
    Schedule s = slump();
    EXPECT_DOUBLE_EQ(s.temperature_at(0), 20);
    EXPECT_DOUBLE_EQ(s.temperature_at(60), 320);
    EXPECT_DOUBLE_EQ(s.temperature_at(90), 470);
}

TEST(Schedule, TemperatureDuringHolds) {
    Schedule s = slump();
    EXPECT_DOUBLE_EQ(s.temperature_at(120), 620);
    EXPECT_DOUBLE_EQ(s.temperature_at(139), 620);
    EXPECT_DOUBLE_EQ(s.temperature_at(140), 480);
    EXPECT_DOUBLE_EQ(s.temperature_at(199), 480);
}

TEST(Schedule, TemperatureDuringControlledCooling) {
    Schedule s = slump();
    EXPECT_DOUBLE_EQ(s.temperature_at(230), 430);
    EXPECT_DOUBLE_EQ(s.temperature_at(260), 380);
    EXPECT_DOUBLE_EQ(s.temperature_at(400), 380);
}

TEST(Schedule, SegmentAtMinute) {
    Schedule s = slump();
    EXPECT_EQ(s.segment_at(0), 0);
    EXPECT_EQ(s.segment_at(139), 0);
    EXPECT_EQ(s.segment_at(140), 1);
    EXPECT_EQ(s.segment_at(259), 2);
    EXPECT_EQ(s.segment_at(260), -1);
}

TEST(Schedule, PeakIsTheHighestTarget) {
    EXPECT_DOUBLE_EQ(slump().peak_c(), 620);
    EXPECT_DOUBLE_EQ(Schedule(25).peak_c(), 25);
}

TEST(Schedule, RefusesNegativeRateOrHold) {
    Schedule s;
    EXPECT_THROW(s.add(-100, 400), std::invalid_argument);
    EXPECT_THROW(s.add(100, 400, -5), std::invalid_argument);
    EXPECT_TRUE(s.segments().empty());
}
