#include "snowpack/report.hpp"

#include <algorithm>
#include <sstream>

#include "snowpack/stats.hpp"

namespace snowpack {

namespace {
constexpr int kPowderCm = 20;
}

Report summarize(const std::vector<Reading>& readings) {
    Report report;
    report.days = static_cast<int>(readings.size());
    report.max_depth_cm = max_depth(readings);
    report.new_snow_cm = new_snow_total(readings);
    report.thaw_days = static_cast<int>(std::count_if(readings.begin(), readings.end(), is_thaw));
    report.longest_freeze = longest_run(readings, [](const Reading& r) { return !is_thaw(r); });
    report.powder_days = static_cast<int>(std::count_if(
        readings.begin(), readings.end(), [](const Reading& r) { return r.new_snow_cm >= kPowderCm; }));
    return report;
}

std::string summary_line(const Report& report) {
    std::ostringstream out;
    out << report.days << " days, deepest " << report.max_depth_cm << " cm, " << report.new_snow_cm
        << " cm new, " << report.powder_days << " powder days, " << report.thaw_days << " thaw days";
    return out.str();
}

}  // namespace snowpack
