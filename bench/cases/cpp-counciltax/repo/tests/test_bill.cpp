#include <gtest/gtest.h>

#include <numeric>
#include <stdexcept>

#include "ctax/bill.hpp"

using namespace ctax;

namespace {

const Precepts kAshby{21456, 158712, 27153, 8876, 4520};

}  // namespace

TEST(Bill, BandDFromThePrecepts) {
    EXPECT_EQ(kAshby.band_d(), 220717);
}

TEST(Bill, TenInstalmentsFirstTakesTheOddPennies) {
    auto parts = instalments(147145, 10);
    ASSERT_EQ(parts.size(), 10u);
    EXPECT_EQ(parts.front(), 14719);
    EXPECT_EQ(parts.back(), 14714);
    EXPECT_EQ(std::accumulate(parts.begin(), parts.end(), Pence{0}), 147145);
}

TEST(Bill, InstalmentCountIsChecked) {
    EXPECT_THROW(instalments(1000, 0), std::invalid_argument);
    EXPECT_THROW(instalments(1000, 13), std::invalid_argument);
}

TEST(Bill, SinglePersonBandC) {
    Bill bill = make_bill("40012345", 'C', kAshby, Occupancy::SinglePerson);
    EXPECT_EQ(bill.annual, 147144);  // 196193 for band C, less 25%, rounded down
    EXPECT_EQ(bill.instalments.front(), 14718);
}

TEST(Bill, EmptyHomePremium) {
    Bill bill = make_bill("40012346", 'E', kAshby, Occupancy::EmptyLongTerm, 12);
    EXPECT_EQ(bill.annual, 539530);
    EXPECT_EQ(bill.instalments.size(), 12u);
}
