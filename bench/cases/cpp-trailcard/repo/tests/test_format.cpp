#include <gtest/gtest.h>

#include <stdexcept>

#include "trail/format.hpp"

TEST(Format, Duration) {
    EXPECT_EQ(trail::format_duration(125), "2h05");
    EXPECT_EQ(trail::format_duration(45), "0h45");
    EXPECT_THROW(trail::format_duration(-1), std::invalid_argument);
}

TEST(Format, Kilometres) {
    EXPECT_EQ(trail::format_km(12345.0), "12.3 km");
    EXPECT_EQ(trail::format_km(4854.0), "4.9 km");
    EXPECT_EQ(trail::format_km(40.0), "0.0 km");
}
