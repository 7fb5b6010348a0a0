#include <gtest/gtest.h>

#include "rally/clock.hpp"

using rally::ClockTime;
using rally::Duration;

TEST(ClockTest, Parses) {
    EXPECT_EQ(ClockTime::parse("09:25")->seconds(), 9 * 3600 + 25 * 60);
    EXPECT_EQ(ClockTime::parse("10:05:30")->seconds(), 10 * 3600 + 5 * 60 + 30);
    EXPECT_EQ(ClockTime::parse("25:10")->seconds(), 25 * 3600 + 10 * 60);
    EXPECT_FALSE(ClockTime::parse("9:25"));
    EXPECT_FALSE(ClockTime::parse("09:60"));
    EXPECT_FALSE(ClockTime::parse("09-25"));
    EXPECT_FALSE(ClockTime::parse("09:25:7x"));
}

TEST(ClockTest, Formats) {
    EXPECT_EQ(ClockTime::at(9, 5).str(), "09:05");
    EXPECT_EQ(ClockTime::at(14, 0, 42).str(), "14:00:42");
}

TEST(ClockTest, MinuteAndArithmetic) {
    ClockTime t = ClockTime::at(10, 5, 59);
    EXPECT_EQ(t.minute(), 605);
    EXPECT_EQ((t + Duration::fromSeconds(1)).minute(), 606);
    EXPECT_EQ(ClockTime::at(10, 0) - ClockTime::at(9, 35), Duration::fromMinutes(25));
    EXPECT_TRUE(ClockTime::at(9, 0) < ClockTime::at(9, 0, 1));
}
