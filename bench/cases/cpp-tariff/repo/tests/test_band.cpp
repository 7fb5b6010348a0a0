#include <gtest/gtest.h>

#include <stdexcept>

#include "tariff/band.hpp"

using tariff::Band;
using tariff::band_at;

TEST(Band, NightIsOffPeak) {
    EXPECT_EQ(band_at(0), Band::OffPeak);
    EXPECT_EQ(band_at(6 * 60 + 30), Band::OffPeak);
    EXPECT_EQ(band_at(23 * 60), Band::OffPeak);
}

TEST(Band, DayIsPeak) {
    EXPECT_EQ(band_at(7 * 60), Band::Peak);
    EXPECT_EQ(band_at(12 * 60), Band::Peak);
    EXPECT_EQ(band_at(22 * 60 + 30), Band::Peak);
}

TEST(Band, OutOfRangeMinuteThrows) {
    EXPECT_THROW(band_at(24 * 60), std::out_of_range);
    EXPECT_THROW(band_at(-1), std::out_of_range);
}

TEST(Band, Names) {
    EXPECT_EQ(tariff::band_name(Band::OffPeak), "off-peak");
    EXPECT_EQ(tariff::band_name(Band::Peak), "peak");
}
