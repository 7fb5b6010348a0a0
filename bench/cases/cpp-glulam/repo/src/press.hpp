#pragma once
#include <string>

namespace glulam {

struct Adhesive {
    std::string name;
    double open_minutes;       // spread to press, at 20 C
    double clamp_hours_20c;    // minimum time under pressure at 20 C
    double min_shop_c;         // lowest shop temperature the maker allows
    double pressure_mpa;       // clamping pressure
};

const Adhesive& adhesive(const std::string& name);

// Minimum clamp time at a shop temperature: the cure slows by half for every
// 10 C below 20 C and speeds up likewise above (at most twice as fast).
double clamp_hours(const Adhesive& a, double shop_c);

// Total clamping force for a beam, kN: pressure over the glue line (width x length).
double clamp_force_kn(const Adhesive& a, double width_mm, double length_m);

// Clamps needed at a spacing along the beam, both ends clamped.
int clamps_needed(double length_m, double spacing_mm);

}  // namespace glulam
