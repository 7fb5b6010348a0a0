#include <gtest/gtest.h>

#include "orrery/dial.hpp"

using orrery::Dial;
using orrery::Train;

namespace {
constexpr double kYear = 365.256;
}

TEST(Dial, EarthArmTurnsOnceAYear) {
  Dial earth(Train({{40, 40}}), kYear);
  EXPECT_NEAR(earth.period_days(), kYear, 1e-9);
  EXPECT_NEAR(earth.angle_at(kYear / 4), 90.0, 1e-9);
  EXPECT_NEAR(earth.angle_at(kYear * 2.5), 180.0, 1e-9);
}

TEST(Dial, MarsArmOnAThirtyThreeSixtyTwoTrain) {
  Dial mars(Train({{33, 62}}), kYear);
  EXPECT_NEAR(mars.period_days(), 686.24, 0.01);
  EXPECT_NEAR(mars.angle_at(kYear), 191.61, 0.01);
}

TEST(Dial, AnglesBeforeTheSettingDayWrapAround) {
  Dial earth(Train({{40, 40}}), kYear);
  EXPECT_NEAR(earth.angle_at(-kYear / 4), 270.0, 1e-9);
}

TEST(Dial, NormalisesDegrees) {
  EXPECT_DOUBLE_EQ(orrery::normalise_degrees(-30.0), 330.0);
  EXPECT_DOUBLE_EQ(orrery::normalise_degrees(725.0), 5.0);
  EXPECT_DOUBLE_EQ(orrery::normalise_degrees(0.0), 0.0);
}
