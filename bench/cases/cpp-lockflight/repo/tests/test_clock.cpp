#include <gtest/gtest.h>

#include <stdexcept>

#include "lockflight/clock.hpp"

using namespace lockflight;

TEST(Clock, ParsesTimesOfDay) {
    EXPECT_EQ(parse_clock("00:00"), 0);
    EXPECT_EQ(parse_clock("9:05"), 545);
    EXPECT_EQ(parse_clock("17:30"), 1050);
}

TEST(Clock, RejectsWhatIsNotATime) {
    EXPECT_THROW(parse_clock("24:00"), std::invalid_argument);
    EXPECT_THROW(parse_clock("10:7"), std::invalid_argument);
    EXPECT_THROW(parse_clock("ten"), std::invalid_argument);
    EXPECT_THROW(parse_clock(":30"), std::invalid_argument);
}

TEST(Clock, FormatsMinutes) {
    EXPECT_EQ(format_clock(0), "00:00");
    EXPECT_EQ(format_clock(545), "09:05");
    EXPECT_EQ(format_clock(1439), "23:59");
}
