#include "rally/clock.hpp"

#include <cstdio>

namespace rally {

namespace {

std::optional<int> twoDigits(std::string_view s) {
    if (s.size() != 2 || s[0] < '0' || s[0] > '9' || s[1] < '0' || s[1] > '9') {
        return std::nullopt;
    }
    return (s[0] - '0') * 10 + (s[1] - '0');
}

}  // namespace

std::optional<ClockTime> ClockTime::parse(std::string_view text) {
    if (text.size() != 5 && text.size() != 8) {
        return std::nullopt;
    }
    if (text[2] != ':' || (text.size() == 8 && text[5] != ':')) {
        return std::nullopt;
    }
    auto h = twoDigits(text.substr(0, 2));
    auto m = twoDigits(text.substr(3, 2));
    std::optional<int> s = 0;
    if (text.size() == 8) {
        s = twoDigits(text.substr(6, 2));
    }
    if (!h || !m || !s || *m > 59 || *s > 59) {
        return std::nullopt;
    }
    return ClockTime::at(*h, *m, *s);
}

std::string ClockTime::str() const {
    char buf[32];
    long h = seconds_ / 3600;
    long m = seconds_ / 60 % 60;
    long s = seconds_ % 60;
    if (s == 0) {
        std::snprintf(buf, sizeof buf, "%02ld:%02ld", h, m);
    } else {
        std::snprintf(buf, sizeof buf, "%02ld:%02ld:%02ld", h, m, s);
    }
    return buf;
}

}  // namespace rally
