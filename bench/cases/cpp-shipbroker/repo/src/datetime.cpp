#include "datetime.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace laytime {

namespace {

// Days from 1970-01-01 to a proleptic Gregorian date.
long long days_from_civil(int y, int m, int d) {
    y -= m <= 2;
    const long long era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<long long>(doe) - 719468;
}

void civil_from_days(long long z, int& y, int& m, int& d) {
    z += 719468;
    const long long era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = static_cast<unsigned>(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
    m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
    y = static_cast<int>(yoe + era * 400 + (m <= 2));
}

long long floor_div(long long a, long long b) {
    long long q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) {
        --q;
    }
    return q;
}

bool valid_date(int y, int m, int d) {
    static const int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (m < 1 || m > 12 || d < 1) {
        return false;
    }
    bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    int limit = kDays[m - 1] + (m == 2 && leap ? 1 : 0);
    return d <= limit;
}

}  // namespace

DateTime DateTime::from_civil(int year, int month, int day, int hour, int minute) {
    if (!valid_date(year, month, day) || hour < 0 || hour > 23 || minute < 0 || minute > 59) {
        throw std::invalid_argument("no such date or time");
    }
    return DateTime{days_from_civil(year, month, day) * kMinutesPerDay + hour * 60 + minute};
}

DateTime DateTime::parse(const std::string& text) {
    int y, mo, d, h, mi;
    char tail;
    if (text.size() != 16 ||
        std::sscanf(text.c_str(), "%4d-%2d-%2d %2d:%2d%c", &y, &mo, &d, &h, &mi, &tail) != 5) {
        throw std::invalid_argument("expected YYYY-MM-DD HH:MM, got '" + text + "'");
    }
    return from_civil(y, mo, d, h, mi);
}

std::string DateTime::date_string() const {
    int y, m, d;
    civil_from_days(floor_div(minutes, kMinutesPerDay), y, m, d);
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", y, m, d);
    return buf;
}

std::string DateTime::to_string() const {
    long long in_day = minutes - floor_div(minutes, kMinutesPerDay) * kMinutesPerDay;
    char buf[8];
    std::snprintf(buf, sizeof buf, "%02d:%02d", static_cast<int>(in_day / 60), static_cast<int>(in_day % 60));
    return date_string() + " " + buf;
}

int DateTime::weekday() const {
    long long days = floor_div(minutes, kMinutesPerDay);
    // 1970-01-01 was a Thursday
    return static_cast<int>(((days + 4) % 7 + 7) % 7);
}

DateTime DateTime::start_of_day() const {
    return DateTime{floor_div(minutes, kMinutesPerDay) * kMinutesPerDay};
}

DateTime DateTime::plus_hours(double h) const {
    return DateTime{minutes + static_cast<long long>(std::llround(h * 60.0))};
}

long long overlap_minutes(const Interval& a, const Interval& b) {
    long long from = std::max(a.from.minutes, b.from.minutes);
    long long to = std::min(a.to.minutes, b.to.minutes);
    return to > from ? to - from : 0;
}

}  // namespace laytime
