#pragma once

#include <string>

namespace trail {

// 125 -> "2h05", 45 -> "0h45".
std::string format_duration(int minutes);

// 12345.0 -> "12.3 km" (one decimal, rounded).
std::string format_km(double metres);

}  // namespace trail
