#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "shelf/digits.hpp"

TEST(Digits, ParsesLeftToRight) {
    EXPECT_EQ(shelf::parse_digits("4006"), (std::vector<int>{4, 0, 0, 6}));
    EXPECT_TRUE(shelf::parse_digits("").empty());
}

TEST(Digits, RefusesOtherCharacters) {
    EXPECT_THROW(shelf::parse_digits("40 06"), std::invalid_argument);
    EXPECT_THROW(shelf::parse_digits("4x"), std::invalid_argument);
}

TEST(Digits, RoundTrips) {
    EXPECT_EQ(shelf::digits_to_string(shelf::parse_digits("0123456789")), "0123456789");
}
