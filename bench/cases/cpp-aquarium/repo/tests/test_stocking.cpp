#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "aquarium/stocking.hpp"

using aquarium::Fish;
using aquarium::Stocking;

TEST(Stocking, CentimetresPerLitre) {
    std::vector<Fish> community{{"neon tetra", 3.5, 12}, {"corydoras", 6.0, 6}, {"honey gourami", 5.0, 2}, {"otocinclus", 4.0, 2}};
    EXPECT_DOUBLE_EQ(aquarium::stocking_percent(community, 192.0), 50.0);
}

TEST(Stocking, Classes) {
    EXPECT_EQ(aquarium::classify(69.9), Stocking::Light);
    EXPECT_EQ(aquarium::classify(100.0), Stocking::Full);
    EXPECT_EQ(aquarium::classify(100.1), Stocking::Over);
    EXPECT_STREQ(aquarium::describe(Stocking::Over), "overstocked");
}
