#pragma once

#include <cstddef>
#include <string>

namespace textwrap {

// Widens the gaps between words so the line is exactly `width` columns; leftmost gaps get the extra spaces.
std::string justify(const std::string& line, std::size_t width);

}  // namespace textwrap
