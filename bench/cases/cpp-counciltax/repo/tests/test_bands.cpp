#include <gtest/gtest.h>

#include <stdexcept>

#include "ctax/bands.hpp"

using namespace ctax;

TEST(Bands, NinthsOfBandD) {
    EXPECT_EQ(band_ninths('A'), 6);
    EXPECT_EQ(band_ninths('D'), 9);
    EXPECT_EQ(band_ninths('E'), 11);
    EXPECT_EQ(band_ninths('H'), 18);
}

TEST(Bands, UnknownBand) {
    EXPECT_THROW(band_ninths('Z'), std::out_of_range);
    EXPECT_THROW(band_ninths('a'), std::out_of_range);
}

TEST(Bands, ChargeRoundsToTheNearestPenny) {
    EXPECT_EQ(band_charge(220717, 'D'), 220717);
    EXPECT_EQ(band_charge(220717, 'A'), 147145);  // 147144.67
    EXPECT_EQ(band_charge(220717, 'B'), 171669);  // 171668.78
    EXPECT_EQ(band_charge(220717, 'H'), 441434);
}
