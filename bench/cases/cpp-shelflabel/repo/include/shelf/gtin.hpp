#pragma once

#include <string>
#include <string_view>

namespace shelf {

// An EAN-13 number: 13 digits whose last is the check digit of the first 12.
bool is_valid_ean13(std::string_view code);

// The 12 digits of an EAN-13 body with their check digit appended.
std::string complete_ean13(std::string_view body);

// The code as printed under the bars: "4 006381 333931".
std::string printed_groups(std::string_view code);

}  // namespace shelf
