#include <gtest/gtest.h>

#include <vector>

#include "tariff/bill.hpp"

using tariff::Reading;

namespace {
const tariff::Rates kRates{120, 300, 450};  // 12.0c, 30.0c per kWh; 45.0c a day
}

TEST(Bill, StandingChargeOnly) {
    EXPECT_EQ(tariff::day_bill_cents({}, kRates), 45);
}

TEST(Bill, OffPeakNight) {
    std::vector<Reading> night{{0, 500}, {30, 500}, {60, 1000}};  // 2 kWh at 12c
    EXPECT_EQ(tariff::day_bill_cents(night, kRates), 45 + 24);
}

TEST(Bill, PeakEvening) {
    std::vector<Reading> evening{{20 * 60, 1500}, {20 * 60 + 30, 1500}};  // 3 kWh at 30c
    EXPECT_EQ(tariff::day_bill_cents(evening, kRates), 45 + 90);
}

TEST(Bill, RoundsHalfUp) {
    std::vector<Reading> small{{0, 125}};  // 0.125 kWh at 12c = 1.5c
    EXPECT_EQ(tariff::day_bill_cents(small, kRates), 45 + 2);
}
