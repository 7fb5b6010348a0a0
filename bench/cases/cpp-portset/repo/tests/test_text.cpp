#include <gtest/gtest.h>

#include <stdexcept>

#include "portset/portset.hpp"

TEST(Text, ParsesPortsAndRangesInAnyOrder) {
    portset::PortSet set = portset::parse("8080, 22, 80-89 ,443,81");
    EXPECT_EQ(portset::to_string(set), "22,80-89,443,8080");
    EXPECT_EQ(set.count(), 13u);
}

TEST(Text, EmptyItemsAreSkipped) {
    EXPECT_EQ(portset::to_string(portset::parse("22,,23,")), "22-23");
}

TEST(Text, GarbageIsRefused) {
    EXPECT_THROW(portset::parse("22,http"), std::invalid_argument);
    EXPECT_THROW(portset::parse("100-"), std::invalid_argument);
}
