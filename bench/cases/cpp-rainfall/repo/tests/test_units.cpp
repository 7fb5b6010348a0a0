#include <gtest/gtest.h>

#include <stdexcept>

#include "rain/units.hpp"

TEST(Units, InchesRoundTrip) {
    EXPECT_DOUBLE_EQ(rain::inches_to_mm(1.0), 25.4);
    EXPECT_DOUBLE_EQ(rain::mm_to_inches(50.8), 2.0);
}

TEST(Units, ParsesMillimetresAndInches) {
    EXPECT_DOUBLE_EQ(rain::parse_amount("7mm"), 7.0);
    EXPECT_DOUBLE_EQ(rain::parse_amount("7.5 mm"), 7.5);
    EXPECT_NEAR(rain::parse_amount("0.3in"), 7.62, 1e-9);
}

TEST(Units, RejectsUnknownUnits) {
    EXPECT_THROW(rain::parse_amount("3ft"), std::invalid_argument);
    EXPECT_THROW(rain::parse_amount("mm"), std::invalid_argument);
}
