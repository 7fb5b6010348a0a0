#pragma once
#include <cstdint>
#include <map>
#include <vector>

namespace rain {

struct Reading {
    std::int64_t utc_minutes;  // minutes since 1970-01-01T00:00Z
    double mm;                 // rain since the previous reading
};

// day_of returns the local day number (days since 1970-01-01 in local time) of a
// UTC instant, for a station whose clock is utc_offset_minutes ahead of UTC.
std::int64_t day_of(std::int64_t utc_minutes, int utc_offset_minutes);

// daily_totals sums the readings by local day.
std::map<std::int64_t, double> daily_totals(const std::vector<Reading>& readings, int utc_offset_minutes);

}  // namespace rain
