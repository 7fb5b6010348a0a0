#include <gtest/gtest.h>

#include "kelp/growth.hpp"
#include "kelp/line.hpp"
#include "kelp/site.hpp"

using namespace kelp;

namespace {

Site creran() { return Site{"Loch Creran", 56.5, 0.25, 10.0, 4.0, 228}; }

}  // namespace

TEST(Growth, TemperatureFactor) {
    GrowthModel m;
    EXPECT_DOUBLE_EQ(temperatureFactor(m, 10.0), 1.0);
    EXPECT_DOUBLE_EQ(temperatureFactor(m, 6.0), 0.75);
    EXPECT_DOUBLE_EQ(temperatureFactor(m, 19.0), 0.0);
}

TEST(Growth, LightFactor) {
    GrowthModel m;
    EXPECT_DOUBLE_EQ(lightFactor(m, 0.0), 0.0);
    EXPECT_DOUBLE_EQ(lightFactor(m, 4.0), 0.5);
    EXPECT_NEAR(lightFactor(m, 5.0), 0.5556, 1e-4);
}

TEST(Growth, OneDayIsLogistic) {
    GrowthModel m;
    EXPECT_NEAR(grow(m, 2.0, 9.0, 12.0), 2.1329, 1e-4);
    EXPECT_DOUBLE_EQ(grow(m, 20.0, 10.0, 50.0), 20.0);
}

TEST(Site, SeaTemperatureFollowsTheSeason) {
    EXPECT_NEAR(seaTempC(creran(), 228), 14.0, 1e-9);
    EXPECT_NEAR(seaTempC(creran(), 46), 6.0, 1e-3);
}

TEST(Site, LightAtDepth) {
    EXPECT_NEAR(lightAtDepth(creran(), 172, 2.0), 19.52, 0.01);
    EXPECT_NEAR(lightAtDepth(creran(), 355, 2.0), 1.53, 0.01);
    EXPECT_LT(lightAtDepth(creran(), 172, 6.0), lightAtDepth(creran(), 172, 2.0));
}

TEST(Line, BiomassAfterAWinter) {
    Longline a1{"A1", 120.0, 2.0, 305, 0.01};
    EXPECT_NEAR(biomassKgPerM(a1, creran(), GrowthModel{}, 0), 0.01, 1e-12);
    EXPECT_NEAR(biomassKgPerM(a1, creran(), GrowthModel{}, 120), 0.4744, 1e-4);
    EXPECT_NEAR(biomassKgPerM(a1, creran(), GrowthModel{}, 180), 9.64, 0.01);
}
