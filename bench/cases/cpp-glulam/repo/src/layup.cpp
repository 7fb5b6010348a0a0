#include "layup.hpp"

#include <stdexcept>

#include "grades.hpp"

namespace glulam {

bool Layup::balanced() const {
    const int n = count();
    for (int i = 0; i < n / 2; ++i) {
        if (grades[i] != grades[n - 1 - i]) return false;
    }
    return true;
}

Layup homogeneous_layup(const std::string& grade, int lamellae, double width_mm, double lamella_mm) {
    if (lamellae < 2) throw std::invalid_argument("a glulam beam needs at least two lamellae");
    if (width_mm <= 0 || lamella_mm <= 0) throw std::invalid_argument("bad section");
    lamella_grade(grade);  // throws for an unknown grade
    return Layup{width_mm, lamella_mm, std::vector<std::string>(lamellae, grade)};
}

Layup class_layup(const std::string& beam_class_name, int lamellae, double width_mm, double lamella_mm) {
    const BeamClass& bc = beam_class(beam_class_name);
    if (bc.combined()) {
        throw std::invalid_argument("combined layups are not made yet: " + beam_class_name);
    }
    return homogeneous_layup(bc.outer_grade, lamellae, width_mm, lamella_mm);
}

double neutral_axis_mm(const Layup& layup) {
    double ea = 0.0, eay = 0.0;
    const double area = layup.width_mm * layup.lamella_mm;
    for (int i = 0; i < layup.count(); ++i) {
        const double e = lamella_grade(layup.grades[i]).e_mean;
        const double y = (i + 0.5) * layup.lamella_mm;
        ea += e * area;
        eay += e * area * y;
    }
    return eay / ea;
}

double bending_stiffness(const Layup& layup) {
    const double b = layup.width_mm, t = layup.lamella_mm;
    const double y0 = neutral_axis_mm(layup);
    double ei = 0.0;
    for (int i = 0; i < layup.count(); ++i) {
        const double e = lamella_grade(layup.grades[i]).e_mean;
        const double d = (i + 0.5) * t - y0;
        ei += e * (b * t * t * t / 12.0 + b * t * d * d);
    }
    return ei;
}

double mass_per_metre(const Layup& layup) {
    double kg = 0.0;
    const double area_m2 = layup.width_mm * layup.lamella_mm * 1e-6;
    for (const auto& g : layup.grades) kg += lamella_grade(g).density * area_m2;
    return kg;
}

}  // namespace glulam
