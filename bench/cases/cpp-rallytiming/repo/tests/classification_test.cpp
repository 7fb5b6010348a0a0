#include <gtest/gtest.h>

#include "fixture.hpp"
#include "rally/classification.hpp"

using namespace rally;
using rally::testing::t;

TEST(ClassificationTest, Overall) {
    Classification c = classify(rally::testing::rhinnsRally());
    ASSERT_EQ(c.rows.size(), 4u);
    EXPECT_EQ(c.rows[0].car, 1);
    EXPECT_EQ(c.rows[1].car, 2);
    EXPECT_EQ(c.rows[2].car, 4);
    EXPECT_EQ(c.rows[3].car, 3);
    EXPECT_EQ(c.rows[0].total.str(), "22:56.4");
    EXPECT_EQ(c.rows[3].position, 4);
}

TEST(ClassificationTest, PenaltiesAddStageAndRoad) {
    Classification c = classify(rally::testing::rhinnsRally());
    ASSERT_EQ(c.rows.size(), 4u);
    // Car 2: 10s jump start on SS2 and 3 minutes late at TC2.
    EXPECT_EQ(c.rows[1].stages.str(), "22:55.9");
    EXPECT_EQ(c.rows[1].penalties.str(), "0:40.0");
    EXPECT_EQ(c.rows[1].total.str(), "23:35.9");
    // Car 3: a minute early at TC3.
    EXPECT_EQ(c.rows[3].penalties.str(), "1:00.0");
    EXPECT_EQ(c.rows[3].total.str(), "25:44.9");
}

TEST(ClassificationTest, GapsAndClassPositions) {
    Classification c = classify(rally::testing::rhinnsRally());
    ASSERT_EQ(c.rows.size(), 4u);
    EXPECT_EQ(c.rows[0].gapToLeader, Duration());
    EXPECT_EQ(c.rows[1].gapToLeader.str(), "0:39.5");
    EXPECT_EQ(c.rows[2].gapToLeader.str(), "2:04.7");
    EXPECT_EQ(c.rows[2].gapToPrevious.str(), "1:25.2");
    EXPECT_EQ(c.rows[3].gapToPrevious.str(), "0:43.8");
    EXPECT_EQ(c.rows[1].classPosition, 2);
    EXPECT_EQ(c.rows[2].classPosition, 1);
    EXPECT_EQ(c.rows[3].classPosition, 2);
}

TEST(ClassificationTest, Retirements) {
    Event e = rally::testing::rhinnsRally();
    Classification c = classify(e);
    ASSERT_EQ(c.retired.size(), 1u);
    EXPECT_EQ(c.retired[0], 5);
    // A crew with no time on a stage is out too.
    e.stages[2].times.pop_back();
    c = classify(e);
    ASSERT_EQ(c.retired.size(), 2u);
    EXPECT_EQ(c.retired[0], 4);
}

TEST(ClassificationTest, TieGoesToTheFasterFirstStage) {
    Event e;
    e.crews = {{11, "A", "R2"}, {12, "B", "R2"}, {10, "C", "R2"}};
    e.stages = {Stage{"SS1", 5, {{11, t("3:00.0"), {}, false}, {12, t("2:59.0"), {}, false}, {10, t("3:00.0"), {}, false}}},
                Stage{"SS2", 5, {{11, t("4:00.0"), {}, false}, {12, t("4:01.0"), {}, false}, {10, t("4:00.0"), {}, false}}}};
    Classification c = classify(e);
    ASSERT_EQ(c.rows.size(), 3u);
    EXPECT_EQ(c.rows[0].car, 12);
    EXPECT_EQ(c.rows[1].car, 10);
    EXPECT_EQ(c.rows[2].car, 11);
    EXPECT_EQ(c.rows[1].gapToLeader, Duration());
}
