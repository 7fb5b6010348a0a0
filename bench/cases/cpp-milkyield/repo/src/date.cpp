#include "milkyield/date.hpp"

#include <cstdio>
#include <stdexcept>

namespace milkyield {

bool is_leap_year(int year) {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int days_in_month(int year, int month) {
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12) throw std::invalid_argument("month out of range");
    return month == 2 && is_leap_year(year) ? 29 : days[month - 1];
}

Date parse_date(const std::string& text) {
    int y = 0, m = 0, d = 0;
    char tail = 0;
    if (text.size() != 10 || std::sscanf(text.c_str(), "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3) {
        throw std::invalid_argument("not a date: " + text);
    }
    if (m < 1 || m > 12 || d < 1 || d > days_in_month(y, m)) {
        throw std::invalid_argument("no such day: " + text);
    }
    return Date{y, m, d};
}

std::string format_date(const Date& date) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", date.year, date.month, date.day);
    return buf;
}

Date add_days(const Date& date, int days) {
    Date result = date;
    while (days > 0) {
        if (result.day < days_in_month(result.year, result.month)) {
            ++result.day;
        } else {
            result.day = 1;
            if (++result.month > 12) {
                result.month = 1;
                ++result.year;
            }
        }
        --days;
    }
    while (days < 0) {
        if (result.day > 1) {
            --result.day;
        } else {
            if (--result.month < 1) {
                result.month = 12;
                --result.year;
            }
            result.day = days_in_month(result.year, result.month);
        }
        ++days;
    }
    return result;
}

int days_between(const Date& from, const Date& to) {
    int count = 0;
    Date cursor = from;
    while (cursor < to) {
        cursor = add_days(cursor, 1);
        ++count;
    }
    while (to < cursor) {
        cursor = add_days(cursor, -1);
        --count;
    }
    return count;
}

}  // namespace milkyield
