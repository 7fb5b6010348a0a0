#pragma once

namespace glulam {

// Gross rectangular section, dimensions in mm.
struct Section {
    double b;
    double h;

    double area() const { return b * h; }                      // mm2
    double second_moment() const { return b * h * h * h / 12.0; }  // mm4
    double modulus() const { return b * h * h / 6.0; }           // mm3
};

// Section after a charring depth on the exposed faces (fire): the top face is
// taken as protected by the deck, so the depth loses one char layer and the width two.
Section residual_section(const Section& s, double char_mm, bool three_sided = true);

// Depth of the section at a distance x along a single-tapered beam.
double tapered_depth(double h_start, double h_end, double length_mm, double x_mm);

}  // namespace glulam
