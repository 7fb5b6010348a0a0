#include "rain/report.hpp"

namespace rain {

Summary summarize(const std::vector<Reading>& readings, int utc_offset_minutes) {
    Summary s;
    for (const auto& [day, mm] : daily_totals(readings, utc_offset_minutes)) {
        s.total_mm += mm;
        if (mm >= kRainyDayMm) {
            ++s.rainy_days;
        }
        if (mm > s.wettest_mm) {
            s.wettest_mm = mm;
            s.wettest_day = day;
        }
    }
    return s;
}

}  // namespace rain
