#pragma once

#include <string>

namespace weldshop {

// Welding processes by their ISO 4063 reference numbers.
enum class Process { MMA = 111, SAW = 121, MAG = 135, FCAW = 136, TIG = 141 };

struct ProcessInfo {
    Process process;
    const char* name;
    // Thermal efficiency k of EN 1011-1, from arc energy to heat input.
    double thermal_efficiency;
    // Fraction of the filler bought that ends up in the joint.
    double deposition_efficiency;
    // Fraction of a welder's time with the arc struck.
    double operator_factor;
    bool shielding_gas;
};

const ProcessInfo& info(Process p);

// Throws std::invalid_argument for numbers the shop does not weld with.
Process processByIso(int iso_number);

// One welding run as set on the machine and measured on the job.
struct Run {
    Process process = Process::MMA;
    double volts = 0;
    double amps = 0;
    double travel_mm_per_min = 0;
    double length_mm = 0;
};

// Arc energy in kJ/mm: V * I * 60 / (1000 * travel speed in mm/min).
double arcEnergy(const Run& run);

// Heat input in kJ/mm: the process's thermal efficiency times arc energy.
double heatInput(const Run& run);

// Minutes with the arc struck to lay the run.
double arcMinutes(const Run& run);

std::string describe(const Run& run);

}  // namespace weldshop
