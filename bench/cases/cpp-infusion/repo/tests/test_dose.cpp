#include <gtest/gtest.h>

#include <stdexcept>

#include "infusion/dose.hpp"

using namespace infusion;

TEST(Dose, PlainUnitsPerHourAreTheDose) {
    EXPECT_DOUBLE_EQ(amount_per_hour({"morphine", 2.5, DoseUnit::mg_per_h, 0}), 2.5);
    EXPECT_DOUBLE_EQ(amount_per_hour({"heparin", 1200, DoseUnit::units_per_h, 0}), 1200);
}

TEST(Dose, MicrogramsPerKiloPerMinute) {
    // 0.1 mcg/kg/min for 70 kg: 7 mcg/min, 420 mcg/h.
    EXPECT_NEAR(amount_per_hour({"noradrenaline", 0.1, DoseUnit::mcg_per_kg_per_min, 70}), 0.42, 1e-12);
}

TEST(Dose, MilligramsPerKiloPerHour) {
    EXPECT_NEAR(amount_per_hour({"propofol", 2.0, DoseUnit::mg_per_kg_per_h, 82.5}), 165.0, 1e-12);
}

TEST(Dose, WeightBasedNeedsAWeight) {
    EXPECT_THROW(amount_per_hour({"propofol", 2.0, DoseUnit::mg_per_kg_per_h, 0}), std::invalid_argument);
    EXPECT_NO_THROW(amount_per_hour({"morphine", 2.0, DoseUnit::mg_per_h, 0}));
}

TEST(Dose, AmountUnits) {
    EXPECT_EQ(amount_unit(DoseUnit::units_per_h), AmountUnit::units);
    EXPECT_EQ(amount_unit(DoseUnit::mcg_per_kg_per_min), AmountUnit::mg);
    EXPECT_STREQ(to_string(DoseUnit::mcg_per_kg_per_min), "mcg/kg/min");
}
