#include "shelf/gtin.hpp"

#include <stdexcept>
#include <vector>

#include "shelf/digits.hpp"

namespace shelf {
namespace {

int ean13_check(const std::vector<int>& body) {
    int sum = 0;
    for (std::size_t i = 0; i < 12; ++i) {
        sum += body[i] * (i % 2 == 0 ? 1 : 3);
    }
    return (10 - sum % 10) % 10;
}

bool all_digits(std::string_view code) {
    for (char c : code) {
        if (c < '0' || c > '9') return false;
    }
    return true;
}

}  // namespace

bool is_valid_ean13(std::string_view code) {
    if (code.size() != 13 || !all_digits(code)) return false;
    std::vector<int> digits = parse_digits(code);
    return ean13_check(digits) == digits[12];
}

std::string complete_ean13(std::string_view body) {
    if (body.size() != 12) throw std::invalid_argument("an EAN-13 body has 12 digits");
    std::vector<int> digits = parse_digits(body);
    digits.push_back(ean13_check(digits));
    return digits_to_string(digits);
}

std::string printed_groups(std::string_view code) {
    std::string text(code);
    if (text.size() != 13) return text;
    return text.substr(0, 1) + " " + text.substr(1, 6) + " " + text.substr(7);
}

}  // namespace shelf
