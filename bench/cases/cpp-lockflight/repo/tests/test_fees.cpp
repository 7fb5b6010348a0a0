#include <gtest/gtest.h>

#include "lockflight/fees.hpp"

using namespace lockflight;

TEST(Fees, ChargesPerWholeOrPartMetre) {
    Tariff tariff;
    EXPECT_EQ(passage_fee(Boat{"a", 1850, 208, Direction::Up, 0}, tariff), 19 * 45);
    EXPECT_EQ(passage_fee(Boat{"b", 1800, 208, Direction::Up, 0}, tariff), 18 * 45);
}

TEST(Fees, HasAMinimum) {
    Tariff tariff;
    EXPECT_EQ(passage_fee(Boat{"dinghy", 350, 150, Direction::Up, 0}, tariff), 300);
}
