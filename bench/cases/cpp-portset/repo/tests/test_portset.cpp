#include <gtest/gtest.h>

#include <stdexcept>

#include "portset/portset.hpp"

using portset::PortSet;
using portset::Range;

TEST(PortSet, OverlappingAndAdjacentRangesMerge) {
    PortSet set;
    set.add(Range{80, 89});
    set.add(Range{85, 95});
    set.add(Range{96, 100});
    ASSERT_EQ(set.ranges().size(), 1u);
    EXPECT_EQ(set.ranges()[0], (Range{80, 100}));
    EXPECT_EQ(set.count(), 21u);
}

TEST(PortSet, ContainsOnlyWhatWasAdded) {
    PortSet set;
    set.add(443);
    set.add(Range{8000, 8080});
    EXPECT_TRUE(set.contains(443));
    EXPECT_TRUE(set.contains(8042));
    EXPECT_FALSE(set.contains(444));
    EXPECT_FALSE(set.contains(22));
}

TEST(PortSet, RemoveSplitsARange) {
    PortSet set;
    set.add(Range{1000, 2000});
    set.remove(Range{1500, 1599});
    ASSERT_EQ(set.ranges().size(), 2u);
    EXPECT_EQ(set.ranges()[0], (Range{1000, 1499}));
    EXPECT_EQ(set.ranges()[1], (Range{1600, 2000}));
}

TEST(PortSet, BadRangesAreRefused) {
    PortSet set;
    EXPECT_THROW(set.add(Range{90, 80}), std::invalid_argument);
    EXPECT_THROW(set.add(70000), std::invalid_argument);
}
