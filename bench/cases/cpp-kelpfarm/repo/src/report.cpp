#include "kelp/report.hpp"

#include <cstdio>

namespace kelp {

namespace {

std::string row(const LineState& line, const char* action) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "%-6s %6.2f kg/m %8.0f kg  %s\n", line.id.c_str(), line.kgPerM, line.wetKg, action);
    return buf;
}

}  // namespace

std::string formatPlan(const HarvestPlan& plan) {
    std::string out = "Harvest, day " + std::to_string(plan.day) + "\n";
    for (const LineState& line : plan.cut) {
        out += row(line, "cut");
    }
    for (const LineState& line : plan.left) {
        out += row(line, "leave");
    }
    char buf[96];
    std::snprintf(buf, sizeof buf, "Landed: %.2f t wet, %.2f t dry\n", plan.wetTonnes, plan.dryTonnes);
    return out + buf;
}

}  // namespace kelp
