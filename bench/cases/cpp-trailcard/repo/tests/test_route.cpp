#include <gtest/gtest.h>

#include "track.hpp"
#include "trail/route.hpp"

TEST(Route, EmptyTrack) {
    const trail::RouteStats stats = trail::route_stats({});
    EXPECT_EQ(stats.distance_m, 0.0);
    EXPECT_EQ(stats.ascent_m, 0.0);
}

TEST(Route, DistanceAlongTheTrack) {
    const trail::RouteStats stats = trail::route_stats(hill_track());
    EXPECT_NEAR(stats.distance_m, 4846.6, 2.0);
}

TEST(Route, AscentAndDescentIgnoreNoise) {
    const trail::RouteStats stats = trail::route_stats(hill_track());
    EXPECT_DOUBLE_EQ(stats.ascent_m, 60.0 + 160.0 + 75.0);
    EXPECT_DOUBLE_EQ(stats.descent_m, 5.0 + 110.0);
}

TEST(Route, NaismithTime) {
    const trail::RouteStats stats = trail::route_stats(hill_track());
    EXPECT_EQ(trail::naismith_minutes(stats), 88);
}
