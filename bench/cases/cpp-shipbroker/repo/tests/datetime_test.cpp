#include <gtest/gtest.h>

#include <stdexcept>

#include "datetime.h"

using laytime::DateTime;
using laytime::Interval;

TEST(DateTime, ParsesAndPrints) {
    DateTime t = DateTime::parse("2024-03-07 14:05");
    EXPECT_EQ("2024-03-07 14:05", t.to_string());
    EXPECT_EQ("2024-03-07", t.date_string());
    EXPECT_EQ(DateTime::from_civil(2024, 3, 7, 14, 5), t);
}

TEST(DateTime, Epoch) {
    EXPECT_EQ(0, DateTime::parse("1970-01-01 00:00").minutes);
    EXPECT_EQ(4, DateTime::parse("1970-01-01 00:00").weekday());  // Thursday
}

TEST(DateTime, Weekdays) {
    EXPECT_EQ(0, DateTime::parse("2024-03-10 23:59").weekday());
    EXPECT_EQ(6, DateTime::parse("2024-03-09 00:00").weekday());
    EXPECT_EQ(1, DateTime::parse("2024-03-11 12:00").weekday());
    EXPECT_EQ(4, DateTime::parse("2024-02-29 08:00").weekday());
}

TEST(DateTime, RejectsBadInput) {
    EXPECT_THROW(DateTime::parse("2024-03-07"), std::invalid_argument);
    EXPECT_THROW(DateTime::parse("2024-03-07T14:00"), std::invalid_argument);
    EXPECT_THROW(DateTime::parse("2023-02-29 10:00"), std::invalid_argument);
    EXPECT_THROW(DateTime::parse("2024-03-07 24:00"), std::invalid_argument);
    EXPECT_NO_THROW(DateTime::parse("2024-02-29 10:00"));
}

TEST(DateTime, Arithmetic) {
    DateTime t = DateTime::parse("2024-03-07 14:00");
    EXPECT_EQ("2024-03-07 20:00", t.plus_hours(6).to_string());
    EXPECT_EQ("2024-03-08 02:30", t.plus_hours(12.5).to_string());
    EXPECT_EQ("2024-03-07 00:00", t.start_of_day().to_string());
    EXPECT_EQ("2024-03-08 14:00", t.plus_minutes(laytime::kMinutesPerDay).to_string());
}

TEST(Interval, Overlap) {
    Interval a{DateTime::parse("2024-03-10 00:00"), DateTime::parse("2024-03-11 00:00")};
    Interval b{DateTime::parse("2024-03-10 22:00"), DateTime::parse("2024-03-11 02:00")};
    Interval c{DateTime::parse("2024-03-11 09:00"), DateTime::parse("2024-03-11 13:30")};
    EXPECT_EQ(120, laytime::overlap_minutes(a, b));
    EXPECT_EQ(120, laytime::overlap_minutes(b, a));
    EXPECT_EQ(0, laytime::overlap_minutes(a, c));
    EXPECT_EQ(270, c.minutes());
    EXPECT_TRUE((Interval{c.to, c.from}).empty());
}
