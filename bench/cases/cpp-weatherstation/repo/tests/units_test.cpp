#include <gtest/gtest.h>

#include "units.h"

namespace wx {
namespace {

TEST(Units, Temperature) {
    EXPECT_DOUBLE_EQ(cToF(100.0), 212.0);
    EXPECT_DOUBLE_EQ(cToF(-40.0), -40.0);
    EXPECT_NEAR(fToC(80.0), 26.6667, 1e-4);
}

TEST(Units, WindSpeeds) {
    EXPECT_DOUBLE_EQ(msToKmh(10.0), 36.0);
    EXPECT_DOUBLE_EQ(kmhToMs(36.0), 10.0);
    EXPECT_NEAR(msToKnots(10.0), 19.4384, 1e-4);
    EXPECT_NEAR(msToMph(10.0), 22.3694, 1e-4);
}

TEST(Units, PressureAndRain) {
    EXPECT_NEAR(hPaToInHg(1013.25), 29.921, 1e-3);
    EXPECT_DOUBLE_EQ(mmToInches(25.4), 1.0);
}

}  // namespace
}  // namespace wx
