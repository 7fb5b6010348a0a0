#pragma once

#include <string>
#include <vector>

namespace weldshop {

// Cast analysis in weight percent, as printed on the mill certificate.
struct Composition {
    double c = 0;
    double mn = 0;
    double cr = 0;
    double mo = 0;
    double v = 0;
    double ni = 0;
    double cu = 0;
};

struct SteelGrade {
    std::string name;
    double yield_mpa;
    Composition typical;
};

// IIW carbon equivalent: C + Mn/6 + (Cr+Mo+V)/5 + (Ni+Cu)/15.
double carbonEquivalent(const Composition& c);

// The grades the shop stocks. Throws std::out_of_range for others.
const SteelGrade& gradeByName(const std::string& name);

std::vector<std::string> gradeNames();

}  // namespace weldshop
