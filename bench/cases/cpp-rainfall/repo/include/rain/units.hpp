#pragma once
#include <string>

namespace rain {

constexpr double kMmPerInch = 25.4;

double inches_to_mm(double inches);
double mm_to_inches(double mm);

// parse_amount reads "7mm", "7.5 mm" or "0.3in" and returns millimetres.
// Throws std::invalid_argument on anything else.
double parse_amount(const std::string& text);

}  // namespace rain
