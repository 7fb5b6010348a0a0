#include <gtest/gtest.h>

#include "derived.h"

namespace wx {
namespace {

TEST(DewPoint, Magnus) {
    EXPECT_NEAR(dewPointC(20.0, 50.0), 9.26, 0.01);
    EXPECT_NEAR(dewPointC(0.0, 100.0), 0.0, 1e-9);
    EXPECT_NEAR(dewPointC(30.0, 80.0), 26.17, 0.01);
}

TEST(WindChill, ColdAndWindy) {
    EXPECT_NEAR(windChillC(-5.0, 30.0), -13.0, 0.01);
    EXPECT_NEAR(windChillC(0.0, 20.0), -5.24, 0.01);
}

TEST(WindChill, OutsideTheFormula) {
    EXPECT_DOUBLE_EQ(windChillC(5.0, 4.0), 5.0);
    EXPECT_DOUBLE_EQ(windChillC(12.0, 40.0), 12.0);
}

TEST(HeatIndex, HotAndHumid) {
    EXPECT_NEAR(heatIndexC(32.0, 60.0), 37.07, 0.01);
    EXPECT_NEAR(heatIndexC(30.0, 40.0), 29.69, 0.01);
    EXPECT_DOUBLE_EQ(heatIndexC(25.0, 90.0), 25.0);
}

TEST(SeaLevelPressure, Reduction) {
    EXPECT_NEAR(seaLevelPressureHPa(970.0, 312.0, 5.0), 1007.76, 0.01);
    EXPECT_DOUBLE_EQ(seaLevelPressureHPa(1013.25, 0.0, 15.0), 1013.25);
}

TEST(Beaufort, Boundaries) {
    EXPECT_EQ(beaufort(0.0), 0);
    EXPECT_EQ(beaufort(0.5), 1);
    EXPECT_EQ(beaufort(5.4), 3);
    EXPECT_EQ(beaufort(5.5), 4);
    EXPECT_EQ(beaufort(20.7), 9);
    EXPECT_EQ(beaufort(32.6), 12);
    EXPECT_EQ(beaufort(45.0), 12);
}

TEST(Compass, SixteenPoints) {
    EXPECT_EQ(compassPoint(0), "N");
    EXPECT_EQ(compassPoint(11), "N");
    EXPECT_EQ(compassPoint(12), "NNE");
    EXPECT_EQ(compassPoint(260), "W");
    EXPECT_EQ(compassPoint(250), "WSW");
    EXPECT_EQ(compassPoint(350), "N");
    EXPECT_EQ(compassPoint(360), "N");
    EXPECT_EQ(compassPoint(-90), "W");
}

}  // namespace
}  // namespace wx
