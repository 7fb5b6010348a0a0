#include "hive/daily.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "hive/calibrate.hpp"

namespace hive {

DaySummary summarise(const std::vector<Reading>& day) {
    if (day.empty()) throw std::invalid_argument("no readings");
    DaySummary s{};
    s.morning_kg = weigh(day.front());
    s.evening_kg = weigh(day.back());
    s.gain_kg = std::round((s.evening_kg - s.morning_kg) * 100.0) / 100.0;
    s.peak_kg = s.morning_kg;
    for (const Reading& r : day) s.peak_kg = std::max(s.peak_kg, weigh(r));
    return s;
}

std::string describe(const DaySummary& summary) {
    char text[96];
    std::snprintf(text, sizeof text, "%+.2f kg (%.2f -> %.2f, peak %.2f)", summary.gain_kg, summary.morning_kg,
                  summary.evening_kg, summary.peak_kg);
    return text;
}

} // namespace hive
