#include <gtest/gtest.h>

#include "rain/series.hpp"

namespace {
constexpr std::int64_t kDay = 24 * 60;
}

TEST(Series, DayOfUtc) {
    EXPECT_EQ(rain::day_of(0, 0), 0);
    EXPECT_EQ(rain::day_of(kDay - 1, 0), 0);
    EXPECT_EQ(rain::day_of(kDay, 0), 1);
    EXPECT_EQ(rain::day_of(-1, 0), -1);
}

TEST(Series, DailyTotalsUtc) {
    std::vector<rain::Reading> r = {{100 * kDay + 60, 1.5}, {100 * kDay + 600, 2.0}, {101 * kDay + 5, 0.4}};
    auto t = rain::daily_totals(r, 0);
    ASSERT_EQ(t.size(), 2u);
    EXPECT_DOUBLE_EQ(t[100], 3.5);
    EXPECT_DOUBLE_EQ(t[101], 0.4);
}
