#pragma once

#include <string>

namespace laytime {

// A local time at the port, to the minute, counted from 1970-01-01 00:00.
struct DateTime {
    long long minutes = 0;

    // "YYYY-MM-DD HH:MM"; throws std::invalid_argument on anything else.
    static DateTime parse(const std::string& text);
    static DateTime from_civil(int year, int month, int day, int hour = 0, int minute = 0);

    std::string to_string() const;
    std::string date_string() const;

    // 0 = Sunday ... 6 = Saturday
    int weekday() const;
    DateTime start_of_day() const;
    DateTime plus_minutes(long long m) const { return DateTime{minutes + m}; }
    DateTime plus_hours(double h) const;

    friend bool operator<(DateTime a, DateTime b) { return a.minutes < b.minutes; }
    friend bool operator<=(DateTime a, DateTime b) { return a.minutes <= b.minutes; }
    friend bool operator>(DateTime a, DateTime b) { return a.minutes > b.minutes; }
    friend bool operator==(DateTime a, DateTime b) { return a.minutes == b.minutes; }
    friend bool operator!=(DateTime a, DateTime b) { return a.minutes != b.minutes; }
};

constexpr long long kMinutesPerDay = 24 * 60;

// A half-open period [from, to).
struct Interval {
    DateTime from;
    DateTime to;

    long long minutes() const { return to.minutes > from.minutes ? to.minutes - from.minutes : 0; }
    bool empty() const { return minutes() == 0; }
};

// Minutes that two periods have in common.
long long overlap_minutes(const Interval& a, const Interval& b);

}  // namespace laytime
