#include <gtest/gtest.h>

#include <stdexcept>

#include "tide/window.hpp"

TEST(Window, ShorterThanWindowGivesNothing) {
    EXPECT_TRUE(tide::moving_average({1.0, 2.0}, 3).empty());
    EXPECT_TRUE(tide::moving_average({}, 1).empty());
}

TEST(Window, WholeSeriesIsOneMean) {
    const auto out = tide::moving_average({1.0, 2.0, 6.0}, 3);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_DOUBLE_EQ(out[0], 3.0);
}

TEST(Window, ZeroWidthThrows) {
    EXPECT_THROW(tide::moving_average({1.0}, 0), std::invalid_argument);
}
