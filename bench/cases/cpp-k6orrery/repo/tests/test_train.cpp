#include <gtest/gtest.h>

#include <stdexcept>

#include "orrery/train.hpp"

using orrery::Ratio;
using orrery::Train;

TEST(Train, MultipliesItsStages) {
  Train t({{30, 72}, {16, 64}});
  EXPECT_EQ(t.ratio(), Ratio(5, 48));
  EXPECT_EQ(t.str(), "30:72 x 16:64");
}

TEST(Train, TwoMeshesTurnTheOutputTheSameWay) {
  EXPECT_TRUE(Train({{30, 72}, {16, 64}}).same_direction());
  EXPECT_FALSE(Train({{33, 62}}).same_direction());
}

TEST(Train, RefusesATinyPinion) {
  EXPECT_THROW(Train({{5, 40}}), std::invalid_argument);
  EXPECT_THROW(Train({}), std::invalid_argument);
}
