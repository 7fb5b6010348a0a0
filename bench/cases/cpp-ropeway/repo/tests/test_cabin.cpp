#include <gtest/gtest.h>

#include <stdexcept>

#include "ropeway/cabin.hpp"

using ropeway::Cabin;

TEST(Cabin, StartsEmpty) {
    Cabin cabin("C1", 8);
    EXPECT_EQ(cabin.riders(), 0);
    EXPECT_EQ(cabin.spare(), 8);
    EXPECT_DOUBLE_EQ(cabin.loadFactor(), 0.0);
}

TEST(Cabin, BoardsAGroup) {
    Cabin cabin("C1", 8);
    cabin.board(3);
    EXPECT_EQ(cabin.riders(), 3);
    EXPECT_EQ(cabin.spare(), 5);
    EXPECT_DOUBLE_EQ(cabin.loadFactor(), 0.375);
}

TEST(Cabin, RefusesAGroupTooBig) {
    Cabin cabin("C1", 4);
    cabin.board(2);
    EXPECT_FALSE(cabin.canBoard(3));
    EXPECT_THROW(cabin.board(3), std::logic_error);
}

TEST(Cabin, RefusesAnEmptyGroup) {
    Cabin cabin("C1", 4);
    EXPECT_FALSE(cabin.canBoard(0));
}

TEST(Cabin, UnloadsAtTheTop) {
    Cabin cabin("C1", 4);
    cabin.board(2);
    cabin.unload();
    EXPECT_EQ(cabin.spare(), 4);
}

TEST(Cabin, NeedsASeat) { EXPECT_THROW(Cabin("C0", 0), std::invalid_argument); }
