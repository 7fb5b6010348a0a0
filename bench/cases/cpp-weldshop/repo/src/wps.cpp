#include "weldshop/wps.hpp"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "weldshop/preheat.hpp"

namespace weldshop {

namespace {

std::string fmt(const char* format, double a, double b, double c) {
    char buf[128];
    std::snprintf(buf, sizeof buf, format, a, b, c);
    return buf;
}

}  // namespace

ThicknessRange qualifiedThickness(double t) {
    if (t <= 0) {
        throw std::invalid_argument("test piece thickness must be positive");
    }
    if (t <= 3) {
        return {0.7 * t, 1.3 * t};
    }
    if (t <= 12) {
        return {std::max(3.0, 0.5 * t), 2 * t};
    }
    if (t <= 100) {
        return {0.5 * t, 2 * t};
    }
    return {50, 2 * t};
}

int requiredPreheat(const Wps& wps, const Workpiece& piece) {
    return std::max(wps.preheat_c, minimumPreheat(piece.grade.c_str(), piece.combined_thickness_mm));
}

std::vector<Deviation> check(const Wps& wps, const Run& run, const Workpiece& piece) {
    std::vector<Deviation> out;
    if (run.process != wps.process) {
        out.push_back({"process", std::string("welded ") + info(run.process).name + ", WPS is " +
                                      info(wps.process).name});
    }
    if (piece.grade != wps.grade) {
        out.push_back({"grade", piece.grade + " is not " + wps.grade});
    }
    const ThicknessRange range = qualifiedThickness(wps.test_thickness_mm);
    if (piece.thickness_mm < range.min_mm || piece.thickness_mm > range.max_mm) {
        out.push_back({"thickness", fmt("%.1f mm outside %.1f to %.1f mm", piece.thickness_mm, range.min_mm,
                                        range.max_mm)});
    }
    if (run.amps < wps.amps_min || run.amps > wps.amps_max) {
        out.push_back({"current", fmt("%.0f A outside %.0f to %.0f A", run.amps, wps.amps_min, wps.amps_max)});
    }
    if (run.volts < wps.volts_min || run.volts > wps.volts_max) {
        out.push_back({"voltage", fmt("%.1f V outside %.1f to %.1f V", run.volts, wps.volts_min, wps.volts_max)});
    }
    const double hi = heatInput(run);
    const double lo_hi = 0.75 * wps.heat_input_kj_mm;
    const double hi_hi = 1.25 * wps.heat_input_kj_mm;
    if (hi < lo_hi || hi > hi_hi) {
        out.push_back({"heat input", fmt("%.2f kJ/mm outside %.2f to %.2f kJ/mm", hi, lo_hi, hi_hi)});
    }
    const int need = requiredPreheat(wps, piece);
    if (piece.measured_preheat_c < need) {
        out.push_back({"preheat", std::to_string(piece.measured_preheat_c) + " C below " + std::to_string(need) + " C"});
    }
    return out;
}

std::string summary(const Wps& wps, const std::vector<Deviation>& deviations) {
    if (deviations.empty()) {
        return "within WPS " + wps.ref;
    }
    std::string text;
    for (const auto& d : deviations) {
        if (!text.empty()) {
            text += "\n";
        }
        text += wps.ref + " " + d.field + ": " + d.detail;
    }
    return text;
}

}  // namespace weldshop
