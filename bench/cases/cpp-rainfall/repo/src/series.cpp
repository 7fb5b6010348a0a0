#include "rain/series.hpp"

namespace rain {

namespace {
constexpr std::int64_t kMinutesPerDay = 24 * 60;
}

std::int64_t day_of(std::int64_t utc_minutes, int utc_offset_minutes) {
    const std::int64_t local = utc_minutes + utc_offset_minutes;
    std::int64_t day = local / kMinutesPerDay;
    if (local % kMinutesPerDay < 0) {
        --day;  // floor, for instants before the epoch
    }
    return day;
}

std::map<std::int64_t, double> daily_totals(const std::vector<Reading>& readings, int utc_offset_minutes) {
    std::map<std::int64_t, double> totals;
    for (const Reading& r : readings) {
        totals[day_of(r.utc_minutes, utc_offset_minutes)] += r.mm;
    }
    return totals;
}

}  // namespace rain
