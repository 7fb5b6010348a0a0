#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "hive/daily.hpp"

using hive::describe;
using hive::Reading;
using hive::summarise;

namespace {

const std::vector<Reading> kJuneDay = {
    {360, 56'000, 12.0},
    {720, 60'000, 24.0},
    {1020, 62'000, 22.0},
    {1200, 61'000, 15.0},
};

} // namespace

TEST(Daily, MorningEveningAndGain) {
    hive::DaySummary s = summarise(kJuneDay);
    EXPECT_DOUBLE_EQ(s.morning_kg, 24.2);
    EXPECT_DOUBLE_EQ(s.evening_kg, 26.72);
    EXPECT_DOUBLE_EQ(s.gain_kg, 2.52);
    EXPECT_DOUBLE_EQ(s.peak_kg, 27.15);
}

TEST(Daily, Describe) {
    EXPECT_EQ(describe(summarise(kJuneDay)), "+2.52 kg (24.20 -> 26.72, peak 27.15)");
}

TEST(Daily, ALosingDay) {
    std::vector<Reading> wet = {{420, 48'000, 20.0}, {1260, 46'000, 20.0}};
    EXPECT_EQ(describe(summarise(wet)), "-1.00 kg (20.00 -> 19.00, peak 20.00)");
}

TEST(Daily, NoReadingsIsAnError) {
    EXPECT_THROW(summarise({}), std::invalid_argument);
}
