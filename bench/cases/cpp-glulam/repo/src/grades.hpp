#pragma once
#include <string>
#include <vector>

namespace glulam {

// Strength grade of a single lamella (tensile class).
struct LamellaGrade {
    std::string name;
    double e_mean;     // mean modulus of elasticity, N/mm2
    double f_t_k;      // characteristic tensile strength, N/mm2
    double density;    // mean density, kg/m3
};

// Beam strength class: homogeneous (h) or combined (c).
struct BeamClass {
    std::string name;
    double f_m_k;             // characteristic bending strength, N/mm2
    std::string outer_grade;  // lamellae in the outer zones
    std::string inner_grade;  // lamellae in between (the same as outer for "h")
    bool combined() const { return outer_grade != inner_grade; }
};

const LamellaGrade& lamella_grade(const std::string& name);
const BeamClass& beam_class(const std::string& name);
std::vector<std::string> beam_class_names();

}  // namespace glulam
