#include <gtest/gtest.h>

#include <vector>

#include "kelp/harvest.hpp"
#include "kelp/report.hpp"

using namespace kelp;

TEST(Report, HarvestSheet) {
    Site site{"Loch Creran", 56.5, 0.25, 10.0, 4.0, 228};
    std::vector<Longline> lines{
        {"A1", 120.0, 2.0, 305, 0.01},
        {"A2", 120.0, 4.0, 305, 0.01},
        {"B1", 80.0, 2.0, 320, 0.01},
        {"B2", 80.0, 1.5, 290, 0.01},
    };
    const std::string want =
        "Harvest, day 135\n"
        "B2      18.38 kg/m     1470 kg  cut\n"
        "A1      15.12 kg/m     1814 kg  cut\n"
        "B1      12.28 kg/m      983 kg  cut\n"
        "A2       6.68 kg/m      802 kg  leave\n"
        "Landed: 4.27 t wet, 0.51 t dry\n";
    EXPECT_EQ(formatPlan(planHarvest(lines, site, GrowthModel{}, 135)), want);
}

TEST(Report, NothingReady) {
    HarvestPlan plan;
    plan.day = 20;
    plan.left.push_back(LineState{"C1", 0.5, 40.0});
    EXPECT_EQ(formatPlan(plan), "Harvest, day 20\nC1       0.50 kg/m       40 kg  leave\nLanded: 0.00 t wet, 0.00 t dry\n");
}
