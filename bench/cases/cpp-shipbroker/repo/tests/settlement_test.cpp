#include <gtest/gtest.h>

#include "fixtures.h"
#include "settlement.h"

using namespace laytime;

TEST(Settlement, AllowedHours) {
    EXPECT_DOUBLE_EQ(99.0, fixtures::immingham_terms().allowed_hours());
    CharterTerms bad = fixtures::immingham_terms();
    bad.rate_tonnes_per_day = 0;
    EXPECT_THROW(bad.allowed_hours(), std::invalid_argument);
}

TEST(Settlement, DemurrageAtImmingham) {
    Settlement s = settle(fixtures::immingham_terms(), fixtures::immingham_call());
    EXPECT_DOUBLE_EQ(99.0, s.allowed_hours);
    EXPECT_DOUBLE_EQ(110.0, s.used_hours);
    EXPECT_TRUE(s.on_demurrage());
    EXPECT_DOUBLE_EQ(8250.0, s.demurrage);  // 11 h at USD 18,000 a day
    EXPECT_DOUBLE_EQ(0.0, s.despatch);
}

TEST(Settlement, DespatchAtHalfRate) {
    CharterTerms terms = fixtures::immingham_terms();
    terms.holidays = {"2024-03-12"};
    Settlement s = settle(terms, fixtures::immingham_call());
    EXPECT_DOUBLE_EQ(86.0, s.used_hours);
    EXPECT_FALSE(s.on_demurrage());
    EXPECT_DOUBLE_EQ(0.0, s.demurrage);
    EXPECT_DOUBLE_EQ(4875.0, s.despatch);  // 13 h at USD 9,000 a day
}

TEST(Settlement, AgreedDespatchRate) {
    CharterTerms terms = fixtures::immingham_terms();
    terms.despatch_per_day = 6000;
    Settlement s = balance(99.0, 87.0, terms);
    EXPECT_DOUBLE_EQ(3000.0, s.despatch);
}

TEST(Settlement, RoundsToTheCent) {
    CharterTerms terms = fixtures::immingham_terms();
    terms.demurrage_per_day = 17250;
    Settlement s = balance(99.0, 99.0 + 1.0 / 3.0, terms);
    EXPECT_DOUBLE_EQ(239.58, s.demurrage);
}

TEST(Settlement, ExactlyOnTime) {
    Settlement s = balance(72.0, 72.0, fixtures::immingham_terms());
    EXPECT_FALSE(s.on_demurrage());
    EXPECT_DOUBLE_EQ(0.0, s.demurrage);
    EXPECT_DOUBLE_EQ(0.0, s.despatch);
}
