#include <gtest/gtest.h>

#include "textwrap/utf8.hpp"

using textwrap::display_width;

TEST(DisplayWidth, AsciiIsOneColumnPerByte) {
    EXPECT_EQ(display_width(""), 0u);
    EXPECT_EQ(display_width("wrap me"), 7u);
}

TEST(DisplayWidth, AccentsAreOneColumn) {
    EXPECT_EQ(display_width("héllo"), 5u);
    EXPECT_EQ(display_width("naïve café"), 10u);
}
