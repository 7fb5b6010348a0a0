#include <gtest/gtest.h>

#include "textwrap/justify.hpp"

using textwrap::justify;

TEST(Justify, SpreadsSpacesLeftFirst) {
    EXPECT_EQ(justify("the quick fox", 16), "the   quick  fox");
}

TEST(Justify, LeavesOneWordAlone) {
    EXPECT_EQ(justify("alone", 10), "alone");
}

TEST(Justify, LeavesAFullLineAlone) {
    EXPECT_EQ(justify("the quick fox", 13), "the quick fox");
}
