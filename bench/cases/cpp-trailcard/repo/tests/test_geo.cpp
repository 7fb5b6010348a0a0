#include <gtest/gtest.h>

#include "trail/geo.hpp"

using trail::Point;

TEST(Geo, DegreesToRadians) {
    EXPECT_DOUBLE_EQ(trail::deg2rad(180.0), trail::kPi);
    EXPECT_DOUBLE_EQ(trail::deg2rad(-90.0), -trail::kPi / 2);
}

TEST(Geo, SamePointIsZero) {
    const Point p{51.5, -0.12, 10};
    EXPECT_DOUBLE_EQ(trail::distance_m(p, p), 0.0);
}

TEST(Geo, OneDegreeOfLatitude) {
    EXPECT_NEAR(trail::distance_m({0, 0, 0}, {1, 0, 0}), 111195.0, 1.0);
    EXPECT_NEAR(trail::distance_m({54.45, -3.21, 0}, {54.48, -3.21, 0}), 3335.8, 0.5);
}

TEST(Geo, AlongTheEquator) {
    EXPECT_NEAR(trail::distance_m({0, 10, 0}, {0, 11, 0}), 111195.0, 1.0);
}
