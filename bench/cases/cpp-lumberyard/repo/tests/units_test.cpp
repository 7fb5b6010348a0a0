#include <gtest/gtest.h>

#include "units.h"

using namespace lumber;

TEST(Units, BoardVolume) {
    EXPECT_NEAR(boardVolumeM3(50, 150, 3.0), 0.0225, 1e-12);
    EXPECT_NEAR(boardVolumeM3(27, 200, 2.4), 0.01296, 1e-12);
}

TEST(Units, BoardFeet) {
    // A 1" x 12" board one foot long is one board foot.
    EXPECT_NEAR(boardFeet(25.4, 304.8, 0.3048), 1.0, 1e-9);
    // 2" x 6" x 10': 10 board feet.
    EXPECT_NEAR(boardFeet(50.8, 152.4, 3.048), 10.0, 1e-9);
}

TEST(Units, CubicMetresAndBoardFeet) {
    EXPECT_NEAR(cubicMetresToBoardFeet(1.0), 423.776, 1e-3);
    EXPECT_NEAR(boardFeetToCubicMetres(cubicMetresToBoardFeet(0.75)), 0.75, 1e-12);
}

TEST(Units, StockLengths) {
    EXPECT_DOUBLE_EQ(roundUpToStockLength(1.2), 1.8);
    EXPECT_DOUBLE_EQ(roundUpToStockLength(1.8), 1.8);
    EXPECT_DOUBLE_EQ(roundUpToStockLength(1.85), 2.1);
    EXPECT_DOUBLE_EQ(roundUpToStockLength(2.4), 2.4);
    EXPECT_DOUBLE_EQ(roundUpToStockLength(4.75), 4.8);
}

TEST(Units, RoundTo) {
    EXPECT_DOUBLE_EQ(roundTo(3.14159, 2), 3.14);
    EXPECT_DOUBLE_EQ(roundTo(2.5, 0), 3.0);
}
