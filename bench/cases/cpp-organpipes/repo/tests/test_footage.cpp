#include <gtest/gtest.h>

#include <stdexcept>

#include "organ/footage.hpp"

using namespace organ;

TEST(Footage, ParsesWholeFeet) {
    EXPECT_DOUBLE_EQ(parseFootage("8'").feet, 8.0);
    EXPECT_DOUBLE_EQ(parseFootage("16").feet, 16.0);
    EXPECT_DOUBLE_EQ(parseFootage(" 4 ft").feet, 4.0);
}

TEST(Footage, RejectsNonsense) {
    EXPECT_THROW(parseFootage("eight"), std::invalid_argument);
    EXPECT_THROW(parseFootage("0'"), std::invalid_argument);
    EXPECT_THROW(parseFootage("128'"), std::invalid_argument);
}

TEST(Footage, PitchRatioAgainstUnison) {
    EXPECT_DOUBLE_EQ(pitchRatio(parseFootage("8'")), 1.0);
    EXPECT_DOUBLE_EQ(pitchRatio(parseFootage("4'")), 2.0);
    EXPECT_DOUBLE_EQ(pitchRatio(parseFootage("16'")), 0.5);
}

TEST(Footage, Prints) {
    EXPECT_EQ(toString(Footage{8.0}), "8'");
    EXPECT_EQ(toString(Footage{32.0}), "32'");
}
