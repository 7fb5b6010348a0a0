#include <gtest/gtest.h>

#include <vector>

#include "kelp/harvest.hpp"

using namespace kelp;

namespace {

Site creran() { return Site{"Loch Creran", 56.5, 0.25, 10.0, 4.0, 228}; }

std::vector<Longline> lines() {
    return {
        {"A1", 120.0, 2.0, 305, 0.01},
        {"A2", 120.0, 4.0, 305, 0.01},
        {"B1", 80.0, 2.0, 320, 0.01},
        {"B2", 80.0, 1.5, 290, 0.01},
    };
}

}  // namespace

TEST(Harvest, DaysSinceSeedingCrossTheNewYear) {
    Longline line{"A1", 120.0, 2.0, 305, 0.01};
    EXPECT_EQ(daysSinceSeeding(line, 305), 0);
    EXPECT_EQ(daysSinceSeeding(line, 365), 60);
    EXPECT_EQ(daysSinceSeeding(line, 120), 180);
}

TEST(Harvest, EarlyAprilOnlyTheFirstSeededLine) {
    HarvestPlan plan = planHarvest(lines(), creran(), GrowthModel{}, 100);
    ASSERT_EQ(plan.cut.size(), 1u);
    EXPECT_EQ(plan.cut[0].id, "B2");
    EXPECT_NEAR(plan.wetTonnes, 0.667, 0.001);
    EXPECT_EQ(plan.left.size(), 3u);
}

TEST(Harvest, EndOfAprilCutsHeaviestFirst) {
    HarvestPlan plan = planHarvest(lines(), creran(), GrowthModel{}, 120);
    ASSERT_EQ(plan.cut.size(), 2u);
    EXPECT_EQ(plan.cut[0].id, "B2");
    EXPECT_EQ(plan.cut[1].id, "A1");
    EXPECT_NEAR(plan.cut[1].wetKg, 1157.0, 1.0);
    EXPECT_NEAR(plan.wetTonnes, 2.379, 0.001);
    EXPECT_NEAR(plan.dryTonnes, 0.2855, 0.0001);
}

TEST(Harvest, ALowerThresholdCutsMore) {
    HarvestPlan plan = planHarvest(lines(), creran(), GrowthModel{}, 120, 5.0);
    EXPECT_EQ(plan.cut.size(), 3u);
    ASSERT_EQ(plan.left.size(), 1u);
    EXPECT_EQ(plan.left[0].id, "A2");
}
