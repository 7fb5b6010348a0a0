#include "shelf/label.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using Lines = std::vector<std::string>;

TEST(Label, NamePriceAndCode) {
    shelf::Item item{"Whole milk 1L", 119, "4006381333931"};
    EXPECT_EQ(shelf::render_label(item, 16), (Lines{
        "Whole milk 1L   ",
        "           €1.19",
        "4 006381 333931 ",
    }));
}

TEST(Label, LongNameIsCut) {
    shelf::Item item{"Organic rolled oats", 249, "5901234123457"};
    EXPECT_EQ(shelf::render_label(item, 16)[0], "Organic rolled ~");
}

TEST(Label, MistypedCodeIsFlagged) {
    shelf::Item item{"Eggs", 329, "5901234123456"};
    EXPECT_EQ(shelf::render_label(item, 16)[2], "CHECK CODE      ");
}
