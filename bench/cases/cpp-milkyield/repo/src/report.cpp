#include "milkyield/report.hpp"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace milkyield {

namespace {

std::string litres(double value) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f l", value);
    return buf;
}

std::string percent(double share) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.0f%%", share * 100.0);
    return buf;
}

}  // namespace

std::string morning_report(const Herd& herd, const Date& day, const AlertSettings& settings) {
    std::ostringstream out;
    out << "Morning report " << format_date(day) << "\n";
    const double today = herd.herd_yield(day);
    const double before = herd.herd_yield(add_days(day, -1));
    out << "Herd: " << litres(today);
    if (before > 0.0) out << " (" << percent(today / before - 1.0) << " on " << format_date(add_days(day, -1)) << ")";
    out << "\n";

    const auto drops = yield_drops(herd, day, settings);
    const auto scc = scc_alerts(herd, day, settings);
    if (drops.empty() && scc.empty()) {
        out << "No alerts\n";
        return out.str();
    }
    for (const auto& alert : drops) {
        out << "YIELD " << alert.cow << " " << litres(alert.litres) << " against " << litres(alert.baseline)
            << " (" << percent(-alert.drop) << ")\n";
    }
    for (const auto& alert : scc) {
        out << "SCC   " << alert.cow << " " << alert.previous << " then " << alert.latest << "\n";
    }
    return out.str();
}

}  // namespace milkyield
