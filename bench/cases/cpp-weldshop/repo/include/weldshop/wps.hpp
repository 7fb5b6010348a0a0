#pragma once

#include <string>
#include <vector>

#include "weldshop/process.hpp"

namespace weldshop {

struct ThicknessRange {
    double min_mm;
    double max_mm;
};

// Parent metal thickness a procedure test piece qualifies (ISO 15614-1).
ThicknessRange qualifiedThickness(double test_piece_mm);

// A welding procedure specification, as approved from its qualification
// record.
struct Wps {
    std::string ref;
    Process process = Process::MMA;
    std::string grade;
    double test_thickness_mm = 0;
    double amps_min = 0;
    double amps_max = 0;
    double volts_min = 0;
    double volts_max = 0;
    // Heat input of the test piece; production may go 25% either side.
    double heat_input_kj_mm = 0;
    int preheat_c = 0;
};

struct Deviation {
    std::string field;
    std::string detail;
};

// What a production weld is about to be made on.
struct Workpiece {
    std::string grade;
    double thickness_mm = 0;
    double combined_thickness_mm = 0;
    int measured_preheat_c = 20;
};

// Preheat a production weld needs: the WPS's own, or the shop table's for
// the workpiece when that is higher.
int requiredPreheat(const Wps& wps, const Workpiece& piece);

// Everything about a run and its workpiece that the WPS does not cover.
std::vector<Deviation> check(const Wps& wps, const Run& run, const Workpiece& piece);

// One line per deviation, or "within WPS <ref>".
std::string summary(const Wps& wps, const std::vector<Deviation>& deviations);

}  // namespace weldshop
