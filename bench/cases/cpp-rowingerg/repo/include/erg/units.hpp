#pragma once
#include <string>

namespace erg {

constexpr double kSplitMetres = 500.0;
constexpr double kMetresPerKm = 1000.0;

// "m:ss.t" (tenths optional) as seconds; throws std::invalid_argument on bad text.
double parse_time(const std::string& text);

// Seconds as "m:ss.t", rounded to the tenth.
std::string format_time(double seconds);

}  // namespace erg
