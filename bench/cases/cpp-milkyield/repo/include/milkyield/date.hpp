#pragma once

#include <string>

namespace milkyield {

// A calendar day (proleptic Gregorian).
struct Date {
    int year = 1970;
    int month = 1;
    int day = 1;

    friend bool operator==(const Date& a, const Date& b) {
        return a.year == b.year && a.month == b.month && a.day == b.day;
    }
    friend bool operator!=(const Date& a, const Date& b) { return !(a == b); }
    friend bool operator<(const Date& a, const Date& b) {
        if (a.year != b.year) return a.year < b.year;
        if (a.month != b.month) return a.month < b.month;
        return a.day < b.day;
    }
};

bool is_leap_year(int year);
int days_in_month(int year, int month);

// "2026-03-01"; throws std::invalid_argument for anything else or an impossible day.
Date parse_date(const std::string& text);
std::string format_date(const Date& date);

// The day `days` after (or, when negative, before) `date`.
Date add_days(const Date& date, int days);

// Days from `from` to `to` (negative when `to` is earlier).
int days_between(const Date& from, const Date& to);

}  // namespace milkyield
