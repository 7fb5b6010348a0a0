#include <gtest/gtest.h>

#include <stdexcept>

#include "weldshop/preheat.hpp"

using namespace weldshop;

TEST(Preheat, LeanSteelNeedsNoneUntilThick) {
    EXPECT_EQ(minimumPreheat(0.30, 20), 0);
    EXPECT_EQ(minimumPreheat(0.30, 60), 0);
    EXPECT_EQ(minimumPreheat(0.30, 90), 50);
}

TEST(Preheat, RisesWithCarbonEquivalentAndThickness) {
    EXPECT_EQ(minimumPreheat(0.38, 60), 50);
    EXPECT_EQ(minimumPreheat(0.43, 40), 50);
    EXPECT_EQ(minimumPreheat(0.48, 60), 100);
    EXPECT_EQ(minimumPreheat(0.55, 100), 150);
}

TEST(Preheat, ByGrade) {
    EXPECT_EQ(minimumPreheat("S235JR", 100), 50);
    EXPECT_EQ(minimumPreheat("S355J2", 40), 50);
    EXPECT_EQ(minimumPreheat("S460ML", 30), 100);
}

TEST(Preheat, RejectsNonsense) {
    EXPECT_THROW(minimumPreheat(0.0, 20), std::invalid_argument);
    EXPECT_THROW(minimumPreheat(0.4, -1), std::invalid_argument);
    EXPECT_THROW(minimumPreheat("S690QL", 20), std::out_of_range);
}
