#include "milkyield/alerts.hpp"

#include <algorithm>

namespace milkyield {

double baseline_yield(const Herd& herd, const std::string& cow, const Date& day,
                      const AlertSettings& settings) {
    double total = 0.0;
    int days = 0;
    for (int back = 1; back <= settings.window_days; ++back) {
        const Date earlier = add_days(day, -back);
        if (!herd.milked_on(cow, earlier)) continue;
        total += herd.daily_yield(cow, earlier);
        ++days;
    }
    if (days < settings.min_days) return 0.0;
    return total / days;
}

std::vector<YieldAlert> yield_drops(const Herd& herd, const Date& day, const AlertSettings& settings) {
    std::vector<YieldAlert> alerts;
    for (const auto& cow : herd.cows()) {
        if (!herd.milked_on(cow, day)) continue;
        const double baseline = baseline_yield(herd, cow, day, settings);
        if (baseline <= 0.0) continue;
        const double litres = herd.daily_yield(cow, day);
        const double drop = 1.0 - litres / baseline;
        if (drop > settings.max_drop) alerts.push_back({cow, litres, baseline, drop});
    }
    std::stable_sort(alerts.begin(), alerts.end(),
                     [](const YieldAlert& a, const YieldAlert& b) { return a.drop > b.drop; });
    return alerts;
}

std::vector<SccAlert> scc_alerts(const Herd& herd, const Date& day, const AlertSettings& settings) {
    std::vector<SccAlert> alerts;
    for (const auto& cow : herd.cows()) {
        auto list = herd.milkings(cow);
        list.erase(std::remove_if(list.begin(), list.end(), [&](const Milking& m) { return day < m.date; }),
                   list.end());
        if (list.size() < 2 || list.back().date != day) continue;
        const auto& previous = list[list.size() - 2];
        const auto& latest = list.back();
        if (previous.scc > settings.scc_limit && latest.scc > settings.scc_limit) {
            alerts.push_back({cow, previous.scc, latest.scc});
        }
    }
    return alerts;
}

}  // namespace milkyield
