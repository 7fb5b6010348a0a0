#include "shelf/gtin.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

TEST(Ean13, AcceptsValidCodes) {
    EXPECT_TRUE(shelf::is_valid_ean13("4006381333931"));
    EXPECT_TRUE(shelf::is_valid_ean13("5901234123457"));
    EXPECT_TRUE(shelf::is_valid_ean13("0012345678905"));
}

TEST(Ean13, RefusesWrongCheckDigitOrLength) {
    EXPECT_FALSE(shelf::is_valid_ean13("4006381333932"));
    EXPECT_FALSE(shelf::is_valid_ean13("400638133393"));
    EXPECT_FALSE(shelf::is_valid_ean13("40063813339x1"));
}

TEST(Ean13, CompletesABody) {
    EXPECT_EQ(shelf::complete_ean13("590123412345"), "5901234123457");
    EXPECT_EQ(shelf::complete_ean13("001234567890"), "0012345678905");
    EXPECT_THROW(shelf::complete_ean13("5901234"), std::invalid_argument);
}

TEST(Ean13, PrintsInGroups) {
    EXPECT_EQ(shelf::printed_groups("4006381333931"), "4 006381 333931");
}
