#include <gtest/gtest.h>

#include <stdexcept>

#include "aquarium/volume.hpp"

using aquarium::Tank;

TEST(Volume, GrossIsTheGlassBox) {
    EXPECT_DOUBLE_EQ(aquarium::gross_litres({60, 30, 36}), 64.8);
    EXPECT_DOUBLE_EQ(aquarium::gross_litres({120, 40, 50}), 240.0);
}

TEST(Volume, NetLeavesOutSubstrateAndLidGap) {
    Tank tank{120, 40, 50, 6, 4};
    EXPECT_DOUBLE_EQ(aquarium::net_litres(tank), 192.0);
}

TEST(Volume, RefusesATankWithNoWater) {
    EXPECT_THROW(aquarium::net_litres({60, 30, 10, 6, 4}), std::invalid_argument);
    EXPECT_THROW(aquarium::gross_litres({0, 30, 36}), std::invalid_argument);
}
