#include <gtest/gtest.h>

#include <stdexcept>

#include "tide/gauge.hpp"

namespace {

// A rising tide sampled every ten minutes, with a little swell on top.
tide::Gauge flood() {
    tide::Gauge g;
    const double levels[] = {1.0, 1.4, 1.2, 1.8, 2.2, 2.0, 2.6, 3.0};
    int minute = 0;
    for (double m : levels) {
        g.add(minute, m);
        minute += 10;
    }
    return g;
}

}  // namespace

TEST(Gauge, RejectsReadingsOutOfOrder) {
    tide::Gauge g;
    g.add(10, 1.0);
    EXPECT_THROW(g.add(5, 1.1), std::invalid_argument);
}

TEST(Gauge, TidalRangeOfSmoothedLevels) {
    // windows of two: 1.2 1.3 1.5 2.0 2.1 2.3 2.8
    EXPECT_NEAR(flood().tidal_range(2), 1.6, 1e-9);
}

TEST(Gauge, HighWaterAtTheLastWindow) {
    EXPECT_EQ(flood().high_water_minute(2), 60);
}

TEST(Gauge, ShortRecordHasNoHighWater) {
    tide::Gauge g;
    g.add(0, 1.0);
    EXPECT_THROW(g.high_water_minute(2), std::logic_error);
    EXPECT_DOUBLE_EQ(g.tidal_range(2), 0.0);
}
