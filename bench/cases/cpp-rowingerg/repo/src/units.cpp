#include "erg/units.hpp"

#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace erg {

double parse_time(const std::string& text) {
    auto colon = text.find(':');
    if (colon == std::string::npos || colon == 0) {
        throw std::invalid_argument("time needs m:ss: " + text);
    }
    std::size_t used = 0;
    int minutes = std::stoi(text.substr(0, colon), &used);
    if (used != colon || minutes < 0) {
        throw std::invalid_argument("bad minutes: " + text);
    }
    std::string rest = text.substr(colon + 1);
    if (rest.size() < 2) {
        throw std::invalid_argument("bad seconds: " + text);
    }
    double secs = std::stod(rest, &used);
    if (used != rest.size() || secs < 0 || secs >= 60) {
        throw std::invalid_argument("bad seconds: " + text);
    }
    return minutes * 60 + secs;
}

std::string format_time(double seconds) {
    long tenths = std::lround(seconds * 10);
    long minutes = tenths / 600;
    long rest = tenths % 600;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%ld:%02ld.%ld", minutes, rest / 10, rest % 10);
    return buf;
}

}  // namespace erg
