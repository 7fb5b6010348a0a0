#include <gtest/gtest.h>

#include "hive/calibrate.hpp"

using hive::raw_to_kg;
using hive::Reading;
using hive::temperature_correction_kg;
using hive::weigh;

TEST(Curve, KnotsReadTheirMass) {
    EXPECT_DOUBLE_EQ(raw_to_kg(8'000), 0.0);
    EXPECT_DOUBLE_EQ(raw_to_kg(48'000), 20.0);
    EXPECT_DOUBLE_EQ(raw_to_kg(128'000), 61.5);
}

TEST(Curve, StraightLinesBetweenKnots) {
    EXPECT_DOUBLE_EQ(raw_to_kg(28'000), 10.0);
    EXPECT_DOUBLE_EQ(raw_to_kg(68'000), 30.25);
    EXPECT_NEAR(raw_to_kg(100'000), 46.8, 1e-9);
}

TEST(Curve, HeldAtTheEnds) {
    EXPECT_DOUBLE_EQ(raw_to_kg(5'000), 0.0);
    EXPECT_DOUBLE_EQ(raw_to_kg(130'000), 61.5);
}

TEST(Temperature, NoCorrectionAtTwentyDegrees) {
    EXPECT_DOUBLE_EQ(temperature_correction_kg(20.0), 0.0);
}

TEST(Temperature, ColdReadsHeavy) {
    EXPECT_NEAR(temperature_correction_kg(5.0), 0.18, 1e-9);
}

TEST(Weigh, CorrectedAndRoundedToTenGrams) {
    EXPECT_DOUBLE_EQ(weigh(Reading{600, 68'000, 20.0}), 30.25);
    EXPECT_DOUBLE_EQ(weigh(Reading{600, 68'000, 5.0}), 30.43);
}
