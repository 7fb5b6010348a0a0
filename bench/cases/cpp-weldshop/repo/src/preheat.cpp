#include "weldshop/preheat.hpp"

#include <array>
#include <stdexcept>

#include "weldshop/steel.hpp"

namespace weldshop {

namespace {

constexpr std::array<double, 4> kCeLimits = {0.35, 0.40, 0.45, 0.50};
constexpr std::array<double, 3> kThicknessLimits = {25, 50, 75};

// Preheat in degrees C by carbon equivalent band (rows) and combined
// thickness band (columns).
constexpr int kTable[5][4] = {
    {0, 0, 0, 50},
    {0, 0, 50, 75},
    {0, 50, 75, 100},
    {50, 75, 100, 125},
    {75, 100, 125, 150},
};

}  // namespace

int minimumPreheat(double carbon_equivalent, double combined_thickness_mm) {
    if (carbon_equivalent <= 0 || combined_thickness_mm <= 0) {
        throw std::invalid_argument("carbon equivalent and thickness must be positive");
    }
    std::size_t row = 0;
    while (row < kCeLimits.size() && carbon_equivalent > kCeLimits[row]) {
        ++row;
    }
    std::size_t col = 0;
    while (col < kThicknessLimits.size() && combined_thickness_mm > kThicknessLimits[col]) {
        ++col;
    }
    return kTable[row][col];
}

int minimumPreheat(const char* grade, double combined_thickness_mm) {
    return minimumPreheat(carbonEquivalent(gradeByName(grade).typical), combined_thickness_mm);
}

}  // namespace weldshop
