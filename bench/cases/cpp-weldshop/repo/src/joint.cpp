#include "weldshop/joint.hpp"

#include <cmath>
#include <stdexcept>

namespace weldshop {

namespace {

constexpr double kPi = 3.14159265358979323846;

double vArea(double depth, double included_angle_deg) {
    const double half = included_angle_deg / 2.0 * kPi / 180.0;
    return depth * depth * std::tan(half);
}

}  // namespace

double crossSection(const ButtJoint& j) {
    if (j.thickness_mm <= 0 || j.root_face_mm < 0 || j.root_face_mm > j.thickness_mm) {
        throw std::invalid_argument("bad butt joint preparation");
    }
    const double prepared = j.thickness_mm - j.root_face_mm;
    const double gap = j.gap_mm * j.thickness_mm;
    if (j.double_sided) {
        return gap + 2.0 * vArea(prepared / 2.0, j.included_angle_deg);
    }
    return gap + vArea(prepared, j.included_angle_deg);
}

double crossSection(const FilletJoint& j) {
    if (j.leg_mm <= 0) {
        throw std::invalid_argument("fillet leg must be positive");
    }
    return j.leg_mm * j.leg_mm / 2.0;
}

double combinedThickness(const ButtJoint& j) {
    return 2.0 * j.thickness_mm;
}

double combinedThickness(const FilletJoint& j) {
    // The flange runs on past the weld on both sides of the web.
    return j.web_mm + 2.0 * j.flange_mm;
}

double depositedMassKg(double area_mm2, double length_mm, double reinforcement) {
    return area_mm2 * reinforcement * length_mm * kSteelDensityKgPerMm3;
}

}  // namespace weldshop
