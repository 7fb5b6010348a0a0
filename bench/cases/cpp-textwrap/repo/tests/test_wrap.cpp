#include <gtest/gtest.h>

#include "textwrap/wrap.hpp"

using textwrap::wrap;
using Lines = std::vector<std::string>;

TEST(Wrap, BreaksOnSpaces) {
    EXPECT_EQ(wrap("the quick brown fox", 10), (Lines{"the quick", "brown fox"}));
}

TEST(Wrap, CollapsesRunsOfSpaces) {
    EXPECT_EQ(wrap("  a   b  ", 10), (Lines{"a b"}));
}

TEST(Wrap, KeepsALongWordWhole) {
    EXPECT_EQ(wrap("see antidisestablishmentarianism", 10), (Lines{"see", "antidisestablishmentarianism"}));
}

TEST(Wrap, CountsColumnsNotBytes) {
    // "café crème" is 10 columns but 12 bytes
    EXPECT_EQ(wrap("café crème brûlée", 10), (Lines{"café crème", "brûlée"}));
}
