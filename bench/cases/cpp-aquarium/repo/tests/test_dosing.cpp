#include <gtest/gtest.h>

#include <stdexcept>

#include "aquarium/dosing.hpp"

using aquarium::Label;

TEST(Dosing, ScalesTheLabelToTheTank) {
    Label conditioner{"conditioner", 5.0, 50.0};
    EXPECT_DOUBLE_EQ(aquarium::dose_ml(conditioner, 192.0), 19.0);
    EXPECT_DOUBLE_EQ(aquarium::dose_ml(conditioner, 54.0), 5.5);
}

TEST(Dosing, RoundsToHalfMillilitres) {
    Label ferts{"all in one", 1.0, 40.0};
    EXPECT_DOUBLE_EQ(aquarium::dose_ml(ferts, 64.8), 1.5);
    EXPECT_DOUBLE_EQ(aquarium::dose_ml(ferts, 30.0), 1.0);
}

TEST(Dosing, ABadLabelIsRefused) {
    EXPECT_THROW(aquarium::dose_ml({"blank", 0.0, 50.0}, 100.0), std::invalid_argument);
}

TEST(Dosing, WaterChange) {
    EXPECT_EQ(aquarium::water_change_litres(192.0, 25), 48);
    EXPECT_EQ(aquarium::water_change_litres(64.8, 30), 19);
    EXPECT_THROW(aquarium::water_change_litres(64.8, 120), std::invalid_argument);
}
