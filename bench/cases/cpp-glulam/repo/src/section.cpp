#include "section.hpp"

#include <stdexcept>

namespace glulam {

Section residual_section(const Section& s, double char_mm, bool three_sided) {
    if (char_mm < 0) throw std::invalid_argument("negative char depth");
    const double b = s.b - 2.0 * char_mm;
    const double h = s.h - (three_sided ? 1.0 : 2.0) * char_mm;
    if (b <= 0 || h <= 0) throw std::domain_error("section burnt through");
    return Section{b, h};
}

double tapered_depth(double h_start, double h_end, double length_mm, double x_mm) {
    if (length_mm <= 0) throw std::invalid_argument("bad length");
    if (x_mm < 0 || x_mm > length_mm) throw std::out_of_range("x outside the beam");
    return h_start + (h_end - h_start) * (x_mm / length_mm);
}

}  // namespace glulam
