#include "rally/duration.hpp"

#include <cstdio>
#include <vector>

namespace rally {

namespace {

std::optional<long long> parseNumber(std::string_view s) {
    if (s.empty()) {
        return std::nullopt;
    }
    long long n = 0;
    for (char c : s) {
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
        n = n * 10 + (c - '0');
    }
    return n;
}

}  // namespace

std::optional<Duration> Duration::parse(std::string_view text) {
    long long tenths = 0;
    auto dot = text.find('.');
    if (dot != std::string_view::npos) {
        auto frac = text.substr(dot + 1);
        if (frac.size() != 1) {
            return std::nullopt;
        }
        auto t = parseNumber(frac);
        if (!t) {
            return std::nullopt;
        }
        tenths = *t;
        text = text.substr(0, dot);
    }

    std::vector<long long> parts;
    std::size_t start = 0;
    while (true) {
        auto colon = text.find(':', start);
        auto field = text.substr(start, colon == std::string_view::npos ? std::string_view::npos : colon - start);
        auto n = parseNumber(field);
        if (!n) {
            return std::nullopt;
        }
        parts.push_back(*n);
        if (colon == std::string_view::npos) {
            break;
        }
        start = colon + 1;
    }
    if (parts.size() > 3) {
        return std::nullopt;
    }
    // Every field after the first is minutes or seconds and stays under 60.
    for (std::size_t i = 1; i < parts.size(); ++i) {
        if (parts[i] >= 60) {
            return std::nullopt;
        }
    }
    long long seconds = 0;
    for (long long p : parts) {
        seconds = seconds * 60 + p;
    }
    return Duration::fromTenths(seconds * 10 + tenths);
}

std::string Duration::str() const {
    long long t = tenths_;
    std::string sign;
    if (t < 0) {
        sign = "-";
        t = -t;
    }
    long long tenth = t % 10;
    long long seconds = t / 10;
    long long h = seconds / 3600;
    long long m = seconds / 60 % 60;
    long long s = seconds % 60;
    char buf[48];
    if (h > 0) {
        std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld.%lld", h, m, s, tenth);
    } else {
        std::snprintf(buf, sizeof buf, "%lld:%02lld.%lld", m, s, tenth);
    }
    return sign + buf;
}

}  // namespace rally
