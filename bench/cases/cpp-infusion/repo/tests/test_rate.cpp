#include <gtest/gtest.h>

#include <stdexcept>

#include "infusion/rate.hpp"

using namespace infusion;

TEST(Rate, NoradrenalineSyringe) {
    // 4 mg in 50 ml is 0.08 mg/ml; 0.42 mg/h runs at 5.25 ml/h.
    Bag syringe{4, AmountUnit::mg, 50};
    EXPECT_NEAR(rate_ml_h({"noradrenaline", 0.1, DoseUnit::mcg_per_kg_per_min, 70}, syringe), 5.25, 1e-9);
}

TEST(Rate, HeparinInUnits) {
    Bag bag{25000, AmountUnit::units, 500};
    EXPECT_DOUBLE_EQ(bag.concentration(), 50.0);
    EXPECT_NEAR(rate_ml_h({"heparin", 1000, DoseUnit::units_per_h, 0}, bag), 20.0, 1e-9);
}

TEST(Rate, UnitsMustMatchTheBag) {
    Bag bag{25000, AmountUnit::units, 500};
    EXPECT_THROW(rate_ml_h({"morphine", 2, DoseUnit::mg_per_h, 0}, bag), std::invalid_argument);
}

TEST(Rate, GravityDrops) {
    EXPECT_NEAR(drops_per_min(125, 20), 41.6667, 1e-4);
    EXPECT_NEAR(drops_per_min(30, 60), 30.0, 1e-12);
    EXPECT_THROW(drops_per_min(30, 0), std::invalid_argument);
}

TEST(Rate, EmptyBagHasNoConcentration) {
    EXPECT_THROW((Bag{10, AmountUnit::mg, 0}).concentration(), std::invalid_argument);
}
