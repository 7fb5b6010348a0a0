#include "kiln.hpp"

#include <cmath>
#include <sstream>

namespace glassanneal {

namespace {

std::string whole(double value) {
    std::ostringstream out;
    out << static_cast<long>(std::lround(value));
    return out.str();
}

}  // namespace

bool can_fire(const Kiln& kiln, const Schedule& schedule) {
    return schedule.peak_c() <= kiln.max_c;
}

double estimate_kwh(const Kiln& kiln, const Schedule& schedule) {
    double kwh = 0.0;
    double from = schedule.start_c();
    for (const auto& seg : schedule.segments()) {
        const double ramp_h = Schedule::ramp_minutes(from, seg) / 60.0;
        const double mean_c = (from + seg.target_c) / 2.0;
        if (seg.target_c > from) {
            kwh += kiln.element_kw * ramp_h * (0.5 + 0.5 * mean_c / kiln.max_c);
        } else if (seg.rate_c_per_h > 0) {
            kwh += kiln.element_kw * ramp_h * 0.2 * mean_c / kiln.max_c;
        }
        kwh += kiln.element_kw * (seg.hold_min / 60.0) * 0.6 * seg.target_c / kiln.max_c;
        from = seg.target_c;
    }
    return kwh;
}

std::vector<std::string> program_lines(const Schedule& schedule) {
    std::vector<std::string> lines;
    int number = 1;
    for (const auto& seg : schedule.segments()) {
        std::string rate = seg.rate_c_per_h == 0 ? "FULL" : whole(seg.rate_c_per_h) + " C/h";
        std::string line = std::to_string(number++) + ": " + rate + " to " + whole(seg.target_c) + " C";
        if (seg.hold_min > 0) {
            line += ", hold " + whole(seg.hold_min) + " min";
        }
        lines.push_back(line);
    }
    return lines;
}

}  // namespace glassanneal
