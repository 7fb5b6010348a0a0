#include "shelf/digits.hpp"

#include <stdexcept>

namespace shelf {

std::vector<int> parse_digits(std::string_view text) {
    std::vector<int> digits;
    digits.reserve(text.size());
    for (char c : text) {
        if (c < '0' || c > '9') {
            throw std::invalid_argument("not a digit in code: " + std::string(text));
        }
        digits.push_back(c - '0');
    }
    return digits;
}

std::string digits_to_string(const std::vector<int>& digits) {
    std::string text;
    text.reserve(digits.size());
    for (int d : digits) {
        text.push_back(static_cast<char>('0' + d));
    }
    return text;
}

}  // namespace shelf
