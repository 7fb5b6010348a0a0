#include "letterpress/units.hpp"

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace letterpress {

namespace {
constexpr double kMmPerPoint = 0.3514598;

double readNumber(const std::string& text, const std::string& whole) {
    if (text.empty()) return 0.0;
    size_t used = 0;
    double value = 0.0;
    try {
        value = std::stod(text, &used);
    } catch (const std::exception&) {
        throw std::invalid_argument("measure '" + whole + "': not a number");
    }
    if (used != text.size() || value < 0) {
        throw std::invalid_argument("measure '" + whole + "': not a number");
    }
    return value;
}
}  // namespace

double parseMeasure(const std::string& text) {
    const auto p = text.find('p');
    if (p == std::string::npos || text.find('p', p + 1) != std::string::npos || text.size() == 1) {
        throw std::invalid_argument("measure '" + text + "': expected picas 'p' points");
    }
    const double picas = readNumber(text.substr(0, p), text);
    const double points = readNumber(text.substr(p + 1), text);
    if (points >= kPointsPerPica) {
        throw std::invalid_argument("measure '" + text + "': 12 points or more");
    }
    return picas * kPointsPerPica + points;
}

std::string formatMeasure(double points) {
    const double halves = std::round(points * 2.0);
    const long whole = static_cast<long>(halves) / 2;
    const bool half = static_cast<long>(halves) % 2 != 0;
    const long picas = whole / static_cast<long>(kPointsPerPica);
    const long rest = whole % static_cast<long>(kPointsPerPica);
    std::ostringstream out;
    if (picas > 0) out << picas;
    out << 'p';
    if (rest > 0 || half) {
        out << rest;
        if (half) out << ".5";
    }
    return out.str();
}

double pointsToMm(double points) { return points * kMmPerPoint; }

double mmToPoints(double mm) { return mm / kMmPerPoint; }

}  // namespace letterpress
