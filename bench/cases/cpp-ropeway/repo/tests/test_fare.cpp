#include <gtest/gtest.h>

#include "ropeway/fare.hpp"

using ropeway::Party;
using ropeway::Trip;

TEST(Fare, AdultAndChild) {
    EXPECT_EQ(ropeway::fareCents(Trip::Up, false), 1800);
    EXPECT_EQ(ropeway::fareCents(Trip::Return, false), 2900);
    EXPECT_EQ(ropeway::fareCents(Trip::Return, true), 1450);
}

TEST(Fare, AParty) {
    EXPECT_EQ(ropeway::partyCents(Trip::Up, Party{2, 1}), 4500);
    EXPECT_EQ(ropeway::partyCents(Trip::Return, Party{0, 0}), 0);
}
