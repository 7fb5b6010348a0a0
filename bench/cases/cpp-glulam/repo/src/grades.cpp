#include "grades.hpp"

#include <stdexcept>

namespace glulam {

namespace {

const std::vector<LamellaGrade> kLamellae = {
    {"T14", 11000.0, 14.0, 420.0},
    {"T18", 12000.0, 18.0, 440.0},
    {"T22", 13000.0, 22.0, 470.0},
};

const std::vector<BeamClass> kClasses = {
    {"GL24h", 24.0, "T14", "T14"},
    {"GL28h", 28.0, "T18", "T18"},
    {"GL28c", 28.0, "T18", "T14"},
    {"GL32c", 32.0, "T22", "T18"},
};

}  // namespace

const LamellaGrade& lamella_grade(const std::string& name) {
    for (const auto& g : kLamellae) {
        if (g.name == name) return g;
    }
    throw std::invalid_argument("unknown lamella grade " + name);
}

const BeamClass& beam_class(const std::string& name) {
    for (const auto& c : kClasses) {
        if (c.name == name) return c;
    }
    throw std::invalid_argument("unknown beam class " + name);
}

std::vector<std::string> beam_class_names() {
    std::vector<std::string> names;
    for (const auto& c : kClasses) names.push_back(c.name);
    return names;
}

}  // namespace glulam
