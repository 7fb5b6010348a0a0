#pragma once

#include <string>

namespace lockflight {

// Minutes since midnight. A day at the locks never crosses midnight.
int parse_clock(const std::string& text);
std::string format_clock(int minutes);

}  // namespace lockflight
