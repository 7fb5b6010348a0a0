#include "weldshop/process.hpp"

#include <array>
#include <cstdio>
#include <stdexcept>

namespace weldshop {

namespace {

const std::array<ProcessInfo, 5> kProcesses = {{
    {Process::MMA, "MMA", 0.8, 0.60, 0.30, false},
    {Process::SAW, "SAW", 1.0, 0.98, 0.50, false},
    {Process::MAG, "MAG", 0.8, 0.95, 0.40, true},
    {Process::FCAW, "FCAW", 0.8, 0.85, 0.40, true},
    {Process::TIG, "TIG", 0.6, 0.98, 0.35, true},
}};

void requireMoving(const Run& run) {
    if (run.travel_mm_per_min <= 0) {
        throw std::invalid_argument("travel speed must be positive");
    }
}

}  // namespace

const ProcessInfo& info(Process p) {
    for (const auto& pi : kProcesses) {
        if (pi.process == p) {
            return pi;
        }
    }
    throw std::invalid_argument("unknown process");
}

Process processByIso(int iso_number) {
    for (const auto& pi : kProcesses) {
        if (static_cast<int>(pi.process) == iso_number) {
            return pi.process;
        }
    }
    throw std::invalid_argument("process " + std::to_string(iso_number) + " is not used in this shop");
}

double arcEnergy(const Run& run) {
    requireMoving(run);
    return run.volts * run.amps * 60.0 / (1000.0 * run.travel_mm_per_min);
}

double heatInput(const Run& run) {
    return info(run.process).thermal_efficiency * arcEnergy(run);
}

double arcMinutes(const Run& run) {
    requireMoving(run);
    return run.length_mm / run.travel_mm_per_min;
}

std::string describe(const Run& run) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "%s %.0f A %.1f V %.0f mm/min, %.2f kJ/mm", info(run.process).name, run.amps,
                  run.volts, run.travel_mm_per_min, heatInput(run));
    return buf;
}

}  // namespace weldshop
