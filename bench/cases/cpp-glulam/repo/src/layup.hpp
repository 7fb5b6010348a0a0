#pragma once
#include <string>
#include <vector>

namespace glulam {

// A layup lists the lamella grades from the bottom (tension) face upwards.
struct Layup {
    double width_mm;
    double lamella_mm;
    std::vector<std::string> grades;

    int count() const { return static_cast<int>(grades.size()); }
    double depth_mm() const { return lamella_mm * count(); }
    bool balanced() const;
};

// Every lamella of one grade.
Layup homogeneous_layup(const std::string& grade, int lamellae, double width_mm, double lamella_mm = 40.0);

// The layup a beam class is made with.
Layup class_layup(const std::string& beam_class, int lamellae, double width_mm, double lamella_mm = 40.0);

// Height of the neutral axis above the bottom face, mm (transformed section).
double neutral_axis_mm(const Layup& layup);

// Bending stiffness EI about the neutral axis, N mm2.
double bending_stiffness(const Layup& layup);

// Mass per metre run, kg/m.
double mass_per_metre(const Layup& layup);

}  // namespace glulam
