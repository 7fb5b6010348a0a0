#pragma once

#include <cstddef>
#include <string_view>

namespace textwrap {

// Terminal columns the UTF-8 text takes.
std::size_t display_width(std::string_view text);

}  // namespace textwrap
