#include <gtest/gtest.h>

#include <stdexcept>

#include "fixture_day.h"
#include "summary.h"

namespace wx {
namespace {

TEST(Summary, TemperatureExtremesAndMean) {
    const DailySummary s = summarise(testing::hawesMoorDay());
    EXPECT_EQ(s.readings, 12u);
    EXPECT_DOUBLE_EQ(s.minTemp.value, -2.3);
    EXPECT_EQ(s.minTemp.minute, 400);
    EXPECT_DOUBLE_EQ(s.maxTemp.value, 4.1);
    EXPECT_EQ(s.maxTemp.minute, 840);
    EXPECT_NEAR(s.meanTempC, 0.633, 1e-3);
    EXPECT_NEAR(s.minDewPointC, -2.71, 0.01);
}

TEST(Summary, RainAndRate) {
    const DailySummary s = summarise(testing::hawesMoorDay());
    EXPECT_NEAR(s.rainMm, 3.4, 1e-9);
    EXPECT_NEAR(s.peakRainRateMmH, 1.2, 1e-9);
}

TEST(Summary, WindAndGust) {
    const DailySummary s = summarise(testing::hawesMoorDay());
    EXPECT_NEAR(s.meanWindMs, 6.5167, 1e-4);
    EXPECT_DOUBLE_EQ(s.peakGust.value, 17.2);
    EXPECT_EQ(s.peakGust.minute, 720);
    EXPECT_EQ(s.peakGustDirDeg, 260);
}

TEST(Summary, FirstTimeAnExtremeIsReachedIsKept) {
    std::vector<Reading> day(3);
    day[0] = {0, 2.0, 80, 1000, 3, 5, 90, 0};
    day[1] = {60, 1.0, 80, 1000, 3, 8, 180, 0};
    day[2] = {120, 1.0, 80, 1000, 3, 8, 270, 0};
    const DailySummary s = summarise(day);
    EXPECT_EQ(s.minTemp.minute, 60);
    EXPECT_EQ(s.peakGust.minute, 60);
    EXPECT_EQ(s.peakGustDirDeg, 180);
}

TEST(Summary, EmptyDay) {
    EXPECT_THROW(summarise({}), std::invalid_argument);
}

}  // namespace
}  // namespace wx
