#pragma once

#include <string>
#include <vector>

namespace snowpack {

struct Reading {
    int day = 0;          // day of the season, from 1
    int depth_cm = 0;     // total depth at the stake
    int new_snow_cm = 0;  // fallen in the last 24 hours
    double high_c = 0.0;  // the day's highest temperature
};

// "12 145 18 -4.5": day, depth, new snow, high. Throws std::invalid_argument on a bad line.
Reading parse_reading(const std::string& line);

// One reading a line; blank lines and lines starting with '#' are skipped. Days must increase.
std::vector<Reading> parse_readings(const std::string& text);

}  // namespace snowpack
