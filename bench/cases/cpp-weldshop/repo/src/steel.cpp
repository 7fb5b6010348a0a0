#include "weldshop/steel.hpp"

#include <stdexcept>

namespace weldshop {

namespace {

const std::vector<SteelGrade>& grades() {
    static const std::vector<SteelGrade> table = {
        {"S235JR", 235, {0.12, 0.60, 0.05, 0.01, 0.00, 0.05, 0.10}},
        {"S275JR", 275, {0.16, 0.90, 0.05, 0.02, 0.00, 0.05, 0.15}},
        {"S355J2", 355, {0.18, 1.40, 0.05, 0.02, 0.01, 0.05, 0.20}},
        {"S355K2", 355, {0.20, 1.50, 0.10, 0.03, 0.02, 0.10, 0.25}},
        {"S460ML", 460, {0.16, 1.60, 0.20, 0.15, 0.08, 0.45, 0.30}},
    };
    return table;
}

}  // namespace

double carbonEquivalent(const Composition& c) {
    return c.c + c.mn / 6.0 + (c.cr + c.mo + c.v) / 5.0 + (c.ni + c.cu) / 15.0;
}

const SteelGrade& gradeByName(const std::string& name) {
    for (const auto& g : grades()) {
        if (g.name == name) {
            return g;
        }
    }
    throw std::out_of_range("unknown steel grade: " + name);
}

std::vector<std::string> gradeNames() {
    std::vector<std::string> names;
    for (const auto& g : grades()) {
        names.push_back(g.name);
    }
    return names;
}

}  // namespace weldshop
