#include "rain/units.hpp"

#include <cctype>
#include <stdexcept>

namespace rain {

double inches_to_mm(double inches) { return inches * kMmPerInch; }

double mm_to_inches(double mm) { return mm / kMmPerInch; }

double parse_amount(const std::string& text) {
    std::size_t used = 0;
    double value = 0;
    try {
        value = std::stod(text, &used);
    } catch (const std::exception&) {
        throw std::invalid_argument("not an amount: " + text);
    }
    while (used < text.size() && std::isspace(static_cast<unsigned char>(text[used]))) {
        ++used;
    }
    const std::string unit = text.substr(used);
    if (unit == "mm") {
        return value;
    }
    if (unit == "in") {
        return inches_to_mm(value);
    }
    throw std::invalid_argument("unknown unit in: " + text);
}

}  // namespace rain
