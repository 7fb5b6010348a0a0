#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "glazier/cutting.hpp"

using namespace glazier;

namespace {

const Sheet kSheet{};  // 2550 x 1605

}  // namespace

TEST(Cutting, ShelvesAcrossTheSheet) {
    std::vector<Pane> panes{
        {"B", 500, 400, GlassKind::Float4, 3},
        {"A", 1000, 600, GlassKind::Float4, 2},
        {"C", 1200, 900, GlassKind::Toughened6, 1},
    };
    CutPlan plan = plan_cuts(panes, kSheet);
    ASSERT_EQ(plan.placements.size(), 5u);
    EXPECT_EQ(plan.sheets, 1);
    // the two tallest first, then a B beside them on the same shelf
    EXPECT_EQ(plan.placements[0].ref, "A");
    EXPECT_EQ(plan.placements[1].x_mm, 1002);
    EXPECT_EQ(plan.placements[2].ref, "B");
    EXPECT_EQ(plan.placements[2].x_mm, 2004);
    EXPECT_EQ(plan.placements[2].y_mm, 0);
    // the other two Bs on a second shelf below
    EXPECT_EQ(plan.placements[3].y_mm, 602);
    EXPECT_EQ(plan.placements[4].x_mm, 502);
    EXPECT_EQ(plan.placements[4].y_mm, 602);
    ASSERT_EQ(plan.to_order.size(), 1u);
    EXPECT_EQ(plan.to_order[0].ref, "C");
    EXPECT_NEAR(plan.waste_percent(kSheet), 56.02, 0.01);
}

TEST(Cutting, OpensANewSheetWhenFull) {
    std::vector<Pane> panes{{"P", 2500, 800, GlassKind::Float6, 3}};
    CutPlan plan = plan_cuts(panes, kSheet);
    EXPECT_EQ(plan.sheets, 2);
    EXPECT_EQ(plan.placements[1].sheet, 0);
    EXPECT_EQ(plan.placements[1].y_mm, 802);
    EXPECT_EQ(plan.placements[2].sheet, 1);
    EXPECT_EQ(plan.placements[2].y_mm, 0);
}

TEST(Cutting, KerfDecidesWhetherTwoFitSideBySide) {
    std::vector<Pane> panes{{"H", 1274, 500, GlassKind::Float4, 2}};
    CutPlan tight = plan_cuts(panes, kSheet);
    EXPECT_EQ(tight.placements[1].x_mm, 1276);
    EXPECT_EQ(tight.placements[1].y_mm, 0);
    CutPlan wide = plan_cuts(panes, kSheet, CutOptions{3});
    EXPECT_EQ(wide.placements[1].x_mm, 0);
    EXPECT_EQ(wide.placements[1].y_mm, 503);
}

TEST(Cutting, RejectsPanesLargerThanTheSheet) {
    std::vector<Pane> panes{{"Big", 2600, 1000, GlassKind::Float4, 1}};
    EXPECT_THROW(plan_cuts(panes, kSheet), std::invalid_argument);
}

TEST(Cutting, NothingToCut) {
    std::vector<Pane> panes{{"T", 700, 1900, GlassKind::Toughened4, 2}};
    CutPlan plan = plan_cuts(panes, kSheet);
    EXPECT_EQ(plan.sheets, 0);
    EXPECT_TRUE(plan.placements.empty());
    EXPECT_DOUBLE_EQ(plan.waste_percent(kSheet), 0.0);
}
