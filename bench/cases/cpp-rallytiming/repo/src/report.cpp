#include "rally/report.hpp"

#include <cstdio>

namespace rally {

std::string formatGap(Duration gap) {
    if (gap.tenths() <= 0) {
        return "";
    }
    if (gap < Duration::fromMinutes(1)) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "+%lld.%lld", gap.tenths() / 10, gap.tenths() % 10);
        return buf;
    }
    return "+" + gap.str();
}

std::string formatClassification(const Classification& c) {
    std::string out;
    char buf[160];
    std::snprintf(buf, sizeof buf, "%3s %3s  %-16s %-5s %10s %8s %10s %9s %9s\n", "Pos", "No", "Driver", "Class",
                  "Stages", "Pen", "Total", "Gap", "Diff");
    out += buf;
    for (const Row& r : c.rows) {
        std::snprintf(buf, sizeof buf, "%3d %3d  %-16s %-5s %10s %8s %10s %9s %9s\n", r.position, r.car,
                      r.driver.c_str(), r.carClass.c_str(), r.stages.str().c_str(), r.penalties.str().c_str(),
                      r.total.str().c_str(), formatGap(r.gapToLeader).c_str(), formatGap(r.gapToPrevious).c_str());
        out += buf;
    }
    if (!c.retired.empty()) {
        out += "Retired:";
        for (int car : c.retired) {
            out += " " + std::to_string(car);
        }
        out += "\n";
    }
    return out;
}

}  // namespace rally
