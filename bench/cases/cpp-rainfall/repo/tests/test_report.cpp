#include <gtest/gtest.h>

#include "rain/report.hpp"

namespace {
constexpr std::int64_t kDay = 24 * 60;
constexpr int kAest = 10 * 60;  // UTC+10
}

TEST(Report, EmptyMonth) {
    rain::Summary s = rain::summarize({}, 0);
    EXPECT_EQ(s.rainy_days, 0);
    EXPECT_EQ(s.wettest_day, -1);
}

TEST(Report, CountsRainyDaysAndWettest) {
    std::vector<rain::Reading> r = {
        {200 * kDay + 60, 0.1}, {201 * kDay + 60, 4.0}, {201 * kDay + 120, 3.0}, {203 * kDay, 0.2},
    };
    rain::Summary s = rain::summarize(r, 0);
    EXPECT_DOUBLE_EQ(s.total_mm, 7.3);
    EXPECT_EQ(s.rainy_days, 2);
    EXPECT_EQ(s.wettest_day, 201);
    EXPECT_DOUBLE_EQ(s.wettest_mm, 7.0);
}

TEST(Report, LocalDaysAheadOfUtc) {
    // 15:00Z on day 300 is 01:00 on day 301 in UTC+10; 13:00Z is 23:00 on day 300.
    std::vector<rain::Reading> r = {{300 * kDay + 13 * 60, 1.0}, {300 * kDay + 15 * 60, 6.0}};
    rain::Summary s = rain::summarize(r, kAest);
    EXPECT_EQ(s.rainy_days, 2);
    EXPECT_EQ(s.wettest_day, 301);
}
