#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace shelf {

// The digits of a code, left to right; throws std::invalid_argument on anything but 0-9.
std::vector<int> parse_digits(std::string_view text);

std::string digits_to_string(const std::vector<int>& digits);

}  // namespace shelf
