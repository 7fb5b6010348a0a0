#pragma once
#include <string>

#include "layup.hpp"

namespace glulam {

enum class Duration { Permanent, Long, Medium, Short, Instant };

constexpr double kGammaM = 1.25;  // partial factor for glulam

// Modification factor for load duration and service class (1, 2 or 3).
double kmod(int service_class, Duration d);

// Depth factor for bending: (600 / h)^0.1 for beams shallower than 600 mm, at most 1.1.
double depth_factor(double h_mm);

// Design bending strength of a beam of a class and depth, N/mm2.
double design_bending_strength(const std::string& beam_class, double h_mm, int service_class, Duration d);

struct BeamCheck {
    double moment_knm;        // design moment, simply supported UDL
    double capacity_knm;      // design bending resistance
    double utilisation;       // moment / capacity
    double deflection_mm;     // instantaneous, characteristic load
    double deflection_limit_mm;
    bool ok() const { return utilisation <= 1.0 && deflection_mm <= deflection_limit_mm; }
};

// Checks a simply supported beam of span span_m under a uniform load: design
// load w_d (kN/m) for bending, characteristic load w_k (kN/m) for deflection (limit span/300).
BeamCheck check_beam(const std::string& beam_class, const Layup& layup, double span_m,
                     double w_d, double w_k, int service_class, Duration d);

}  // namespace glulam
