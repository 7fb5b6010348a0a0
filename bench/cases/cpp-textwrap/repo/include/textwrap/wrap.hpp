#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace textwrap {

// Greedy wrap on spaces: no line wider than `width` unless one word alone is.
std::vector<std::string> wrap(std::string_view text, std::size_t width);

}  // namespace textwrap
