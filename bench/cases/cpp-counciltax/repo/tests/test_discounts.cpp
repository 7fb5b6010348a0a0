#include <gtest/gtest.h>

#include "ctax/discounts.hpp"

using namespace ctax;

TEST(Discounts, Percentages) {
    EXPECT_EQ(occupancy_percent(Occupancy::Standard), 100);
    EXPECT_EQ(occupancy_percent(Occupancy::SinglePerson), 75);
    EXPECT_EQ(occupancy_percent(Occupancy::AllStudents), 0);
    EXPECT_EQ(occupancy_percent(Occupancy::EmptyLongTerm), 200);
}

TEST(Discounts, SinglePersonRoundsDown) {
    EXPECT_EQ(apply_occupancy(147145, Occupancy::SinglePerson), 110358);  // 110358.75
    EXPECT_EQ(apply_occupancy(147145, Occupancy::AllStudents), 0);
}
