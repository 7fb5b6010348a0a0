#include "glider/clock.hpp"

#include <cctype>
#include <cstdio>
#include <stdexcept>

namespace glider {

int parse_clock(const std::string& text) {
    if (text.size() != 5 || text[2] != ':') throw std::invalid_argument("bad time: " + text);
    for (int i : {0, 1, 3, 4}) {
        if (!std::isdigit(static_cast<unsigned char>(text[i]))) throw std::invalid_argument("bad time: " + text);
    }
    int hours = (text[0] - '0') * 10 + (text[1] - '0');
    int minutes = (text[3] - '0') * 10 + (text[4] - '0');
    if (hours > 23 || minutes > 59) throw std::invalid_argument("bad time: " + text);
    return hours * 60 + minutes;
}

std::string format_clock(int minutes) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "%02d:%02d", minutes / 60 % 24, minutes % 60);
    return buf;
}

std::string format_duration(int minutes) {
    char buf[16];
    if (minutes < 60) {
        std::snprintf(buf, sizeof buf, "%dm", minutes);
    } else {
        std::snprintf(buf, sizeof buf, "%dh%02d", minutes / 60, minutes % 60);
    }
    return buf;
}

}  // namespace glider
