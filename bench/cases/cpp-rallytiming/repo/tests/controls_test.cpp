#include <gtest/gtest.h>

#include "rally/controls.hpp"

using rally::ClockTime;
using rally::controlPenalty;
using rally::ControlRules;
using rally::Duration;

TEST(ControlsTest, OnTimeWithinTheDueMinute) {
    EXPECT_EQ(controlPenalty(ClockTime::at(10, 5), ClockTime::at(10, 5)), Duration());
    EXPECT_EQ(controlPenalty(ClockTime::at(10, 5), ClockTime::at(10, 5, 59)), Duration());
}

TEST(ControlsTest, Late) {
    EXPECT_EQ(controlPenalty(ClockTime::at(10, 5), ClockTime::at(10, 8)), Duration::fromSeconds(30));
    EXPECT_EQ(controlPenalty(ClockTime::at(10, 5), ClockTime::at(10, 6, 1)), Duration::fromSeconds(10));
}

TEST(ControlsTest, Early) {
    EXPECT_EQ(controlPenalty(ClockTime::at(10, 5), ClockTime::at(10, 4, 59)), Duration::fromMinutes(1));
    EXPECT_EQ(controlPenalty(ClockTime::at(10, 5), ClockTime::at(10, 2)), Duration::fromMinutes(3));
}

TEST(ControlsTest, OwnRules) {
    ControlRules rules;
    rules.latePerMinute = Duration::fromSeconds(20);
    rules.earlyPerMinute = Duration::fromMinutes(2);
    EXPECT_EQ(controlPenalty(ClockTime::at(23, 58), ClockTime::at(24, 1), rules), Duration::fromMinutes(1));
    EXPECT_EQ(controlPenalty(ClockTime::at(23, 58), ClockTime::at(23, 57), rules), Duration::fromMinutes(2));
}
