#include <gtest/gtest.h>

#include <stdexcept>

#include "infusion/library.hpp"
#include "ward_library.hpp"

using namespace infusion;

TEST(Library, FindsEntries) {
    Library lib = icu_library();
    EXPECT_EQ(lib.size(), 4u);
    ASSERT_NE(lib.find("propofol"), nullptr);
    EXPECT_EQ(lib.find("propofol")->unit, DoseUnit::mg_per_kg_per_h);
    EXPECT_EQ(lib.find("ketamine"), nullptr);
}

TEST(Library, AlertsAgainstTheLimits) {
    Library lib = icu_library();
    EXPECT_EQ(lib.check({"morphine", 2, DoseUnit::mg_per_h, 0}), Alert::none);
    EXPECT_EQ(lib.check({"morphine", 0.2, DoseUnit::mg_per_h, 0}), Alert::soft_low);
    EXPECT_EQ(lib.check({"morphine", 6, DoseUnit::mg_per_h, 0}), Alert::soft_high);
    EXPECT_EQ(lib.check({"morphine", 12, DoseUnit::mg_per_h, 0}), Alert::hard_high);
    EXPECT_EQ(lib.check({"heparin", 1000, DoseUnit::units_per_h, 0}), Alert::none);
}

TEST(Library, WeightBasedDoseIsCheckedPerKilo) {
    Library lib = icu_library();
    EXPECT_EQ(lib.check({"noradrenaline", 0.3, DoseUnit::mcg_per_kg_per_min, 95}), Alert::none);
    EXPECT_EQ(lib.check({"noradrenaline", 0.7, DoseUnit::mcg_per_kg_per_min, 95}), Alert::soft_high);
    EXPECT_EQ(lib.check({"propofol", 5.5, DoseUnit::mg_per_kg_per_h, 60}), Alert::hard_high);
}

TEST(Library, UnknownDrugOrOtherUnitIsRefused) {
    Library lib = icu_library();
    EXPECT_THROW(lib.check({"ketamine", 1, DoseUnit::mg_per_h, 0}), std::invalid_argument);
    EXPECT_THROW(lib.check({"morphine", 1, DoseUnit::units_per_h, 0}), std::invalid_argument);
}

TEST(Library, RejectsDuplicatesAndInvertedLimits) {
    Library lib = icu_library();
    EXPECT_THROW(lib.add({"morphine", DoseUnit::mg_per_h, {0.5, 5, 10}}), std::invalid_argument);
    EXPECT_THROW(lib.add({"fentanyl", DoseUnit::mg_per_h, {0.01, 0.3, 0.2}}), std::invalid_argument);
    EXPECT_STREQ(to_string(Alert::hard_high), "hard high");
}
