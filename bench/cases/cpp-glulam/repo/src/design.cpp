#include "design.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "grades.hpp"
#include "section.hpp"

namespace glulam {

namespace {

// Rows: service classes 1 and 2; columns: permanent, long, medium, short, instantaneous.
const double kKmod12[5] = {0.60, 0.70, 0.80, 0.90, 1.10};

}  // namespace

double kmod(int service_class, Duration d) {
    const int col = static_cast<int>(d);
    if (service_class == 1 || service_class == 2) return kKmod12[col];
    throw std::invalid_argument("unknown service class " + std::to_string(service_class));
}

double depth_factor(double h_mm) {
    if (h_mm <= 0) throw std::invalid_argument("bad depth");
    if (h_mm >= 600.0) return 1.0;
    return std::min(std::pow(600.0 / h_mm, 0.1), 1.1);
}

double design_bending_strength(const std::string& beam_class_name, double h_mm, int service_class, Duration d) {
    const BeamClass& bc = beam_class(beam_class_name);
    return kmod(service_class, d) * depth_factor(h_mm) * bc.f_m_k / kGammaM;
}

BeamCheck check_beam(const std::string& beam_class_name, const Layup& layup, double span_m,
                     double w_d, double w_k, int service_class, Duration d) {
    if (span_m <= 0) throw std::invalid_argument("bad span");
    const Section s{layup.width_mm, layup.depth_mm()};
    BeamCheck c{};
    c.moment_knm = w_d * span_m * span_m / 8.0;
    const double f_md = design_bending_strength(beam_class_name, s.h, service_class, d);
    c.capacity_knm = f_md * s.modulus() * 1e-6;
    c.utilisation = c.moment_knm / c.capacity_knm;
    const double span_mm = span_m * 1000.0;
    // w_k in kN/m is N/mm
    c.deflection_mm = 5.0 * w_k * std::pow(span_mm, 4) / (384.0 * bending_stiffness(layup));
    c.deflection_limit_mm = span_mm / 300.0;
    return c;
}

}  // namespace glulam
