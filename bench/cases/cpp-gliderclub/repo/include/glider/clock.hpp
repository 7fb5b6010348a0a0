#pragma once

#include <string>

namespace glider {

// Minutes since midnight from "HH:MM" (24-hour); throws std::invalid_argument on anything else.
int parse_clock(const std::string& text);

// "HH:MM" from minutes since midnight.
std::string format_clock(int minutes);

// "1h05" for 65 minutes, "45m" under an hour.
std::string format_duration(int minutes);

}  // namespace glider
