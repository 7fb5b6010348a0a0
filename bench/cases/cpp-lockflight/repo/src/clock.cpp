#include "lockflight/clock.hpp"

#include <cctype>
#include <cstdio>
#include <stdexcept>

namespace lockflight {

int parse_clock(const std::string& text) {
    auto colon = text.find(':');
    if (colon == std::string::npos || colon == 0 || colon > 2 || text.size() != colon + 3) {
        throw std::invalid_argument("not a time of day: " + text);
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (i != colon && !std::isdigit(static_cast<unsigned char>(text[i]))) {
            throw std::invalid_argument("not a time of day: " + text);
        }
    }
    int hours = std::stoi(text.substr(0, colon));
    int minutes = std::stoi(text.substr(colon + 1));
    if (hours > 23 || minutes > 59) {
        throw std::invalid_argument("not a time of day: " + text);
    }
    return hours * 60 + minutes;
}

std::string format_clock(int minutes) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "%02d:%02d", (minutes / 60) % 100, minutes % 60);
    return buf;
}

}  // namespace lockflight
