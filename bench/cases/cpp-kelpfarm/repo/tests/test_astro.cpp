#include <gtest/gtest.h>

#include "kelp/astro.hpp"

using namespace kelp;

TEST(Astro, DeclinationAtTheSolstices) {
    EXPECT_NEAR(declinationDeg(172), 23.44, 0.01);
    EXPECT_NEAR(declinationDeg(355), -23.44, 0.01);
}

TEST(Astro, TwelveHoursAtTheEquator) {
    EXPECT_NEAR(dayLengthHours(0.0, 100), 12.0, 1e-9);
    EXPECT_NEAR(dayLengthHours(0.0, 172), 12.0, 1e-9);
}

TEST(Astro, MidsummerAndMidwinterInArgyll) {
    EXPECT_NEAR(dayLengthHours(56.0, 172), 17.33, 0.01);
    EXPECT_NEAR(dayLengthHours(56.0, 355), 6.67, 0.01);
}

TEST(Astro, PolarDayAndNight) {
    EXPECT_DOUBLE_EQ(dayLengthHours(70.0, 172), 24.0);
    EXPECT_DOUBLE_EQ(dayLengthHours(70.0, 355), 0.0);
}

TEST(Astro, NoonElevation) {
    EXPECT_NEAR(noonElevationDeg(56.0, 172), 57.44, 0.01);
    EXPECT_NEAR(noonElevationDeg(56.0, 355), 10.56, 0.01);
}

TEST(Astro, AddDaysWrapsAtTheNewYear) {
    EXPECT_EQ(addDays(10, 5), 15);
    EXPECT_EQ(addDays(360, 10), 5);
    EXPECT_EQ(addDays(365, 1), 1);
}
