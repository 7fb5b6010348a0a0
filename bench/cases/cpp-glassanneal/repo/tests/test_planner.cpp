#include <gtest/gtest.h>

#include "planner.hpp"

using namespace glassanneal;

TEST(Planner, FullFuseOfTwoLayers) {
    Schedule s = plan_firing(Project{GlassFamily::Coe90, 6, Process::FullFuse});
    ASSERT_EQ(s.segments().size(), 6u);
    EXPECT_DOUBLE_EQ(s.segments()[0].rate_c_per_h, 222);
    EXPECT_DOUBLE_EQ(s.segments()[0].target_c, 677);
    EXPECT_DOUBLE_EQ(s.segments()[0].hold_min, 30);
    EXPECT_DOUBLE_EQ(s.segments()[1].target_c, 804);
    EXPECT_DOUBLE_EQ(s.segments()[1].hold_min, 10);
    EXPECT_DOUBLE_EQ(s.segments()[2].rate_c_per_h, 0);
    EXPECT_DOUBLE_EQ(s.segments()[2].target_c, 482);
    EXPECT_DOUBLE_EQ(s.segments()[2].hold_min, 60);
    EXPECT_DOUBLE_EQ(s.segments()[3].target_c, 427);
    EXPECT_DOUBLE_EQ(s.segments()[4].target_c, 372);
    EXPECT_DOUBLE_EQ(s.segments()[5].target_c, 38);
    EXPECT_DOUBLE_EQ(s.peak_c(), 804);
}

TEST(Planner, SlumpGoesStraightToTheSlumpPoint) {
    Schedule s = plan_firing(Project{GlassFamily::Coe96, 9, Process::Slump});
    ASSERT_EQ(s.segments().size(), 5u);
    EXPECT_DOUBLE_EQ(s.segments()[0].rate_c_per_h, 167);
    EXPECT_DOUBLE_EQ(s.segments()[0].target_c, 663);
    EXPECT_DOUBLE_EQ(s.segments()[0].hold_min, 20);
    EXPECT_DOUBLE_EQ(s.segments()[1].target_c, 510);
    EXPECT_DOUBLE_EQ(s.segments()[1].hold_min, 90);
}

TEST(Planner, ThickPiecesTakeLonger) {
    double thin = plan_firing(Project{GlassFamily::Coe90, 6, Process::Tack}).total_minutes();
    double thick = plan_firing(Project{GlassFamily::Coe90, 19, Process::Tack}).total_minutes();
    EXPECT_GT(thick, 2 * thin);
}

TEST(Planner, TackFuseTimings) {
    Schedule s = plan_firing(Project{GlassFamily::Coe90, 6, Process::Tack});
    // 657 degrees at 222/h, 30 min squeeze, 55 at 333/h, 15 min, 60 min anneal,
    // 55 at 83/h, 55 at 150/h, 334 at 333/h.
    double expected = 657.0 / 222 * 60 + 30 + 55.0 / 333 * 60 + 15 + 60 + 55.0 / 83 * 60 + 55.0 / 150 * 60 +
                      334.0 / 333 * 60;
    EXPECT_NEAR(s.total_minutes(), expected, 1e-9);
    EXPECT_NEAR(s.total_minutes(), 414.4, 0.1);
}

TEST(Planner, AnnealSoakIsHeldAtTheAnnealPoint) {
    Schedule s = plan_firing(Project{GlassFamily::Coe90, 6, Process::FullFuse});
    double soak_start = 657.0 / 222 * 60 + 30 + 127.0 / 333 * 60 + 10;
    EXPECT_DOUBLE_EQ(s.temperature_at(soak_start + 1), 482);
    EXPECT_DOUBLE_EQ(s.temperature_at(soak_start + 59), 482);
    EXPECT_EQ(s.segment_at(soak_start + 30), 2);
}
