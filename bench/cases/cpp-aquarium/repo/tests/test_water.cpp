#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "aquarium/water.hpp"

TEST(Water, CleanWaterSaysNothing) {
    EXPECT_TRUE(aquarium::assess({0.0, 0.0, 20.0, 7.2}).empty());
}

TEST(Water, AmmoniaFirst) {
    auto lines = aquarium::assess({0.5, 0.5, 60.0, 7.0});
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0], "ammonia 0.50: change 50% today");
    EXPECT_EQ(lines[2], "nitrate 60.00: a larger water change this week");
}

TEST(Water, PhOutOfRange) {
    auto lines = aquarium::assess({0.0, 0.0, 10.0, 8.4});
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(lines[0], "pH 8.40: check the buffer");
}
