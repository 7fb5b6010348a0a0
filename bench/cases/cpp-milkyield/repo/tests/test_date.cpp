#include <gtest/gtest.h>

#include <stdexcept>

#include "milkyield/date.hpp"

using namespace milkyield;

TEST(Date, LeapYears) {
    EXPECT_TRUE(is_leap_year(2024));
    EXPECT_FALSE(is_leap_year(2026));
    EXPECT_FALSE(is_leap_year(1900));
    EXPECT_TRUE(is_leap_year(2000));
    EXPECT_EQ(days_in_month(2024, 2), 29);
    EXPECT_EQ(days_in_month(2026, 2), 28);
    EXPECT_EQ(days_in_month(2026, 4), 30);
}

TEST(Date, ParseAndFormat) {
    EXPECT_EQ(parse_date("2026-03-01"), (Date{2026, 3, 1}));
    EXPECT_EQ(format_date(Date{2026, 3, 1}), "2026-03-01");
    EXPECT_THROW(parse_date("2026-02-29"), std::invalid_argument);
    EXPECT_THROW(parse_date("2026-13-01"), std::invalid_argument);
    EXPECT_THROW(parse_date("1/3/2026"), std::invalid_argument);
    EXPECT_THROW(parse_date("2026-03-01x"), std::invalid_argument);
}

TEST(Date, AddDaysWithinAMonth) {
    EXPECT_EQ(add_days(Date{2026, 3, 10}, 5), (Date{2026, 3, 15}));
    EXPECT_EQ(add_days(Date{2026, 3, 10}, -9), (Date{2026, 3, 1}));
    EXPECT_EQ(add_days(Date{2026, 3, 10}, 0), (Date{2026, 3, 10}));
}

TEST(Date, AddDaysOverAYearEnd) {
    EXPECT_EQ(add_days(Date{2025, 12, 30}, 3), (Date{2026, 1, 2}));
    EXPECT_EQ(add_days(Date{2026, 1, 2}, -3), (Date{2025, 12, 30}));
}

TEST(Date, AddDaysOverMonthEnds) {
    EXPECT_EQ(add_days(Date{2026, 4, 30}, 1), (Date{2026, 5, 1}));
    EXPECT_EQ(add_days(Date{2026, 5, 1}, -1), (Date{2026, 4, 30}));
    EXPECT_EQ(add_days(Date{2026, 1, 31}, 31), (Date{2026, 3, 3}));
}

TEST(Date, DaysBetween) {
    EXPECT_EQ(days_between(Date{2026, 3, 1}, Date{2026, 3, 8}), 7);
    EXPECT_EQ(days_between(Date{2026, 3, 8}, Date{2026, 3, 1}), -7);
    EXPECT_EQ(days_between(Date{2025, 12, 25}, Date{2026, 1, 1}), 7);
}
