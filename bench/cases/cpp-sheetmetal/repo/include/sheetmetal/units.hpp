// Lengths on the shop floor: drawings come in millimetres or inches, the brake and the laser work in mm.
#pragma once

#include <string>

namespace sheetmetal {

constexpr double kMmPerInch = 25.4;

// Reads a length with its unit, "40mm", "4cm", "2.5in" or "2.5\"", into millimetres. A bare number is in mm.
// Throws std::invalid_argument for anything else.
double parse_length_mm(const std::string& text);

// A length in millimetres with two decimals: "12.70 mm".
std::string format_mm(double mm);

}  // namespace sheetmetal
