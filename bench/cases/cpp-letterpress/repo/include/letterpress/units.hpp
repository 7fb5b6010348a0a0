#pragma once

#include <string>

namespace letterpress {

// Printers' measures: 12 points to the pica (the Anglo-American point, 1/72.27 in).
constexpr double kPointsPerPica = 12.0;

// A measure written as picas and points: "24p6" is 24 picas and 6 points, "30p" 30 picas,
// "p9" 9 points. Returns the length in points; throws std::invalid_argument when unreadable.
double parseMeasure(const std::string& text);

// Writes a length in points as picas and points, "24p6"; fractions of a point are rounded to
// the nearest half point, "p4.5".
std::string formatMeasure(double points);

// Points to millimetres and back (1 pt = 0.3514598 mm).
double pointsToMm(double points);
double mmToPoints(double mm);

}  // namespace letterpress
