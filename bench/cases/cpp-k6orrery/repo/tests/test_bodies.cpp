#include <gtest/gtest.h>

#include "orrery/bodies.hpp"

using orrery::find_body;

TEST(Bodies, ListsThePlanetsInnermostFirst) {
  ASSERT_EQ(orrery::planets().size(), 6u);
  EXPECT_EQ(orrery::planets().front().name, "Mercury");
  EXPECT_EQ(orrery::planets().back().name, "Saturn");
}

TEST(Bodies, FindsABodyByName) {
  auto mars = find_body("Mars");
  ASSERT_TRUE(mars.has_value());
  EXPECT_DOUBLE_EQ(mars->period_days, 686.980);
  EXPECT_FALSE(find_body("Pluto").has_value());
}

TEST(Bodies, RatioToTheEarthArbor) {
  EXPECT_NEAR(orrery::ratio_to_earth(*find_body("Venus")), 1.62552, 1e-5);
  EXPECT_NEAR(orrery::ratio_to_earth(*find_body("Earth")), 1.0, 1e-12);
}
