#include <gtest/gtest.h>

#include "fixture.hpp"
#include "rally/stage.hpp"

using namespace rally;
using rally::testing::t;

TEST(StageTest, Find) {
    Event e = rally::testing::rhinnsRally();
    const StageTime* st = e.stages[1].find(2);
    ASSERT_NE(st, nullptr);
    EXPECT_EQ(st->penalty, Duration::fromSeconds(10));
    EXPECT_EQ(e.stages[2].find(5), nullptr);
}

TEST(StageTest, AverageSpeed) {
    Stage s{"SS1", 12.0, {}};
    EXPECT_DOUBLE_EQ(averageSpeed(s, t("8:00.0")), 90.0);
    EXPECT_DOUBLE_EQ(averageSpeed(s, Duration()), 0.0);
}

TEST(StageTest, OrderCountsPenaltiesAndLeavesOutRetirements) {
    Event e = rally::testing::rhinnsRally();
    auto order = stageOrder(e.stages[1]);
    ASSERT_EQ(order.size(), 4u);
    EXPECT_EQ(order[0].car, 1);
    EXPECT_EQ(order[1].car, 2);  // 6:05.9 + 10s = 6:15.9
    EXPECT_EQ(order[2].car, 4);
    EXPECT_EQ(order[3].car, 3);
}

TEST(StageTest, OrderTiesByCarNumber) {
    Stage s{"SS9", 3.0, {{8, t("2:00.0"), {}, false}, {6, t("1:59.0"), t("1.0"), false}}};
    auto order = stageOrder(s);
    ASSERT_EQ(order.size(), 2u);
    EXPECT_EQ(order[0].car, 6);
    EXPECT_EQ(order[1].car, 8);
}
