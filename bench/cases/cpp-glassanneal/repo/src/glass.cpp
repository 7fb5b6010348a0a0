#include "glass.hpp"

#include <array>
#include <stdexcept>

namespace glassanneal {

namespace {

const GlassSpec kCoe90{GlassFamily::Coe90, "COE 90", 482, 427, 677, 732, 766, 804};
const GlassSpec kCoe96{GlassFamily::Coe96, "COE 96", 510, 449, 663, 718, 752, 796};
const GlassSpec kBoro{GlassFamily::Borosilicate, "Borosilicate 3.3", 565, 510, 720, 780, 815, 850};

struct ThicknessRow {
    double up_to_mm;
    double initial_rate;
    AnnealPlan anneal;
};

// Rows in order of thickness; a piece uses the first row it fits.
const std::array<ThicknessRow, 5> kChart{{
    {6.0, 222, {60, 83, 150, 333}},
    {9.0, 167, {90, 55, 100, 330}},
    {12.0, 120, {120, 44, 80, 264}},
    {19.0, 83, {180, 24, 44, 145}},
    {25.0, 55, {240, 14, 25, 83}},
}};

const ThicknessRow& row_for(double thickness_mm) {
    if (!(thickness_mm > 0)) {
        throw std::invalid_argument("thickness must be positive");
    }
    for (const auto& row : kChart) {
        if (thickness_mm <= row.up_to_mm) {
            return row;
        }
    }
    throw std::out_of_range("pieces over 25 mm need a custom schedule");
}

}  // namespace

const GlassSpec& glass_spec(GlassFamily family) {
    switch (family) {
        case GlassFamily::Coe90:
            return kCoe90;
        case GlassFamily::Coe96:
            return kCoe96;
        case GlassFamily::Borosilicate:
            return kBoro;
    }
    throw std::invalid_argument("unknown glass family");
}

double process_temperature(const GlassSpec& spec, Process process) {
    switch (process) {
        case Process::Slump:
            return spec.slump_c;
        case Process::Tack:
            return spec.tack_c;
        case Process::Contour:
            return spec.contour_c;
        case Process::FullFuse:
            return spec.full_fuse_c;
    }
    throw std::invalid_argument("unknown process");
}

std::string process_name(Process process) {
    switch (process) {
        case Process::Slump:
            return "slump";
        case Process::Tack:
            return "tack fuse";
        case Process::Contour:
            return "contour fuse";
        case Process::FullFuse:
            return "full fuse";
    }
    return "?";
}

AnnealPlan anneal_for_thickness(double thickness_mm) {
    return row_for(thickness_mm).anneal;
}

double initial_ramp_rate(double thickness_mm) {
    return row_for(thickness_mm).initial_rate;
}

}  // namespace glassanneal
