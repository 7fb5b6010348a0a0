#include <gtest/gtest.h>

#include <stdexcept>

#include "cutlist.h"

using namespace lumber;

TEST(CutList, FirstFitDecreasing) {
    // A bookcase: two sides, five shelves and a top, from 2.4 m lengths with a 3 mm kerf.
    const std::vector<Piece> pieces{{"shelf", 760, 5}, {"side", 1800, 2}, {"top", 800, 1}};
    const CutPlan plan = planCuts(pieces, 2400, 3);
    ASSERT_EQ(plan.bars.size(), 4u);
    // Sides first, each on its own bar with room for a shelf after it.
    EXPECT_EQ(plan.bars[0].cuts.size(), 1u);
    EXPECT_EQ(plan.bars[0].cuts[0].label, "side");
    EXPECT_EQ(plan.bars[0].offcutMm(), 597);
    EXPECT_EQ(plan.bars[2].cuts.size(), 3u);  // top and two shelves: 800 + 3 + 760 + 3 + 760 + 3
    EXPECT_EQ(plan.bars[2].offcutMm(), 71);
    EXPECT_EQ(plan.piecesMm(), 3600 + 3800 + 800);
}

TEST(CutList, LastCutNeedsNoKerf) {
    const CutPlan plan = planCuts({{"rail", 1197, 2}}, 2400, 3);
    ASSERT_EQ(plan.bars.size(), 1u);
    EXPECT_EQ(plan.bars[0].offcutMm(), 0);
    EXPECT_DOUBLE_EQ(plan.wastePct(), 0.0);
}

TEST(CutList, Waste) {
    const CutPlan plan = planCuts({{"post", 1000, 3}}, 2400, 3);
    ASSERT_EQ(plan.bars.size(), 2u);
    // 2400 - 2 x 1003 = 394 and 2400 - 1003 = 1397 out of 4800.
    EXPECT_NEAR(plan.wastePct(), 100.0 * (394 + 1397) / 4800, 1e-9);
}

TEST(CutList, RejectsOverlongPiece) {
    EXPECT_THROW(planCuts({{"beam", 3000, 1}}, 2400, 3), std::invalid_argument);
    EXPECT_DOUBLE_EQ(CutPlan{}.wastePct(), 0.0);
}
