#include <gtest/gtest.h>

#include <stdexcept>

#include "greenhouse/psychro.h"

using namespace greenhouse;

TEST(Psychro, SaturationVapourPressure) {
    EXPECT_NEAR(saturation_vapour_pressure(0.0), 0.6108, 1e-4);
    EXPECT_NEAR(saturation_vapour_pressure(20.0), 2.3383, 1e-3);
    EXPECT_NEAR(saturation_vapour_pressure(25.0), 3.1678, 1e-3);
}

TEST(Psychro, VapourPressureDeficit) {
    EXPECT_NEAR(actual_vapour_pressure(20.0, 60.0), 1.4030, 1e-3);
    EXPECT_NEAR(vapour_pressure_deficit(25.0, 70.0), 0.9503, 1e-3);
    EXPECT_NEAR(vapour_pressure_deficit(20.0, 100.0), 0.0, 1e-9);
}

TEST(Psychro, AbsoluteHumidity) {
    EXPECT_NEAR(absolute_humidity(20.0, 70.0), 12.10, 0.01);
}

TEST(Psychro, RelativeHumidityForADeficit) {
    EXPECT_NEAR(rh_for_deficit(25.0, 0.9503), 70.0, 0.01);
    EXPECT_DOUBLE_EQ(rh_for_deficit(20.0, 5.0), 0.0);
}

TEST(Psychro, RejectsImpossibleHumidity) {
    EXPECT_THROW(actual_vapour_pressure(20.0, 101.0), std::invalid_argument);
    EXPECT_THROW(vapour_pressure_deficit(20.0, -1.0), std::invalid_argument);
}

TEST(Psychro, ClassifiesTheDeficit) {
    EXPECT_EQ(classify_vpd(0.2), VpdBand::TooHumid);
    EXPECT_EQ(classify_vpd(0.8), VpdBand::Ideal);
    EXPECT_EQ(classify_vpd(1.5), VpdBand::TooDry);
}
