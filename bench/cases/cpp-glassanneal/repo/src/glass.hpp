#pragma once

#include <string>

namespace glassanneal {

// Glass families that do not mix: each has its own expansion (COE) and its own
// firing temperatures. Temperatures are in degrees Celsius.
enum class GlassFamily { Coe90, Coe96, Borosilicate };

enum class Process { Tack, Contour, FullFuse, Slump };

struct GlassSpec {
    GlassFamily family;
    std::string name;
    double anneal_c;   // held here so the piece relaxes its stress
    double strain_c;   // below this no stress can be removed or added
    double slump_c;
    double tack_c;
    double contour_c;
    double full_fuse_c;
};

const GlassSpec& glass_spec(GlassFamily family);

double process_temperature(const GlassSpec& spec, Process process);

std::string process_name(Process process);

// Anneal soak and the three controlled cooling rates (degrees per hour) for a
// piece of the given thickness, from the thick-slumping chart the studio uses.
struct AnnealPlan {
    double hold_min;
    double cool1_rate;
    double cool2_rate;
    double cool3_rate;
};

AnnealPlan anneal_for_thickness(double thickness_mm);

// How fast the first ramp may heat a piece of this thickness without thermal shock.
double initial_ramp_rate(double thickness_mm);

}  // namespace glassanneal
