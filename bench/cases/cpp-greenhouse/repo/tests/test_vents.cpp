#include <gtest/gtest.h>

#include "greenhouse/vents.h"

using namespace greenhouse;

namespace {
Weather calm() { return Weather{12.0, 2.0, false}; }
}  // namespace

TEST(Vents, ShutBelowTheVentingTemperature) {
    VentController vents;
    EXPECT_DOUBLE_EQ(vents.target_opening(21.0, 20.0, calm()), 0.0);
    EXPECT_DOUBLE_EQ(vents.target_opening(22.0, 20.0, calm()), 0.0);
}

TEST(Vents, OpenAcrossTheProportionalBand) {
    VentController vents;
    EXPECT_DOUBLE_EQ(vents.target_opening(23.0, 20.0, calm()), 25.0);
    EXPECT_DOUBLE_EQ(vents.target_opening(24.0, 20.0, calm()), 50.0);
    EXPECT_DOUBLE_EQ(vents.target_opening(30.0, 20.0, calm()), 100.0);
}

TEST(Vents, LimitedInWindAndRain) {
    VentController vents;
    EXPECT_DOUBLE_EQ(vents.max_opening(Weather{12.0, 9.0, false}), 20.0);
    EXPECT_DOUBLE_EQ(vents.max_opening(Weather{12.0, 2.0, true}), 30.0);
    EXPECT_DOUBLE_EQ(vents.max_opening(Weather{12.0, 15.0, false}), 0.0);
    EXPECT_DOUBLE_EQ(vents.max_opening(Weather{1.0, 2.0, false}), 0.0);
    EXPECT_DOUBLE_EQ(vents.target_opening(30.0, 20.0, Weather{12.0, 2.0, true}), 30.0);
}

TEST(Vents, StepIgnoresSmallMoves) {
    VentController vents;
    EXPECT_DOUBLE_EQ(vents.step(24.0, 20.0, calm()), 50.0);
    EXPECT_DOUBLE_EQ(vents.step(24.05, 20.0, calm()), 50.0);
    EXPECT_EQ(vents.moves(), 1);
    EXPECT_DOUBLE_EQ(vents.step(25.0, 20.0, calm()), 75.0);
    EXPECT_DOUBLE_EQ(vents.step(20.0, 20.0, calm()), 0.0);
    EXPECT_EQ(vents.moves(), 3);
}
