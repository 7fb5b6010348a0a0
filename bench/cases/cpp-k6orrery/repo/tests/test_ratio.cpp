#include <gtest/gtest.h>

#include <stdexcept>

#include "orrery/ratio.hpp"

using orrery::Ratio;

TEST(Ratio, KeepsLowestTerms) {
  Ratio r(30, 72);
  EXPECT_EQ(r.num(), 5);
  EXPECT_EQ(r.den(), 12);
  EXPECT_EQ(r.str(), "5:12");
}

TEST(Ratio, MovesTheSignToTheNumerator) {
  Ratio r(3, -9);
  EXPECT_EQ(r.num(), -1);
  EXPECT_EQ(r.den(), 3);
}

TEST(Ratio, Multiplies) {
  EXPECT_EQ(Ratio(30, 72) * Ratio(16, 64), Ratio(5, 48));
  EXPECT_DOUBLE_EQ((Ratio(30, 72) * Ratio(16, 64)).value(), 5.0 / 48.0);
}

TEST(Ratio, RefusesAZeroDenominator) { EXPECT_THROW(Ratio(1, 0), std::invalid_argument); }
