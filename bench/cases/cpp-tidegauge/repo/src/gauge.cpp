#include "tide/gauge.hpp"

#include <algorithm>
#include <stdexcept>

#include "tide/window.hpp"

namespace tide {

void Gauge::add(int minute, double metres) {
    if (!readings_.empty() && minute < readings_.back().minute) {
        throw std::invalid_argument("Gauge::add: reading out of time order");
    }
    readings_.push_back({minute, metres});
}

std::vector<double> Gauge::smoothed(std::size_t width) const {
    std::vector<double> levels;
    levels.reserve(readings_.size());
    for (const auto& r : readings_) levels.push_back(r.metres);
    return moving_average(levels, width);
}

double Gauge::tidal_range(std::size_t width) const {
    const auto s = smoothed(width);
    if (s.empty()) return 0.0;
    const auto [lo, hi] = std::minmax_element(s.begin(), s.end());
    return *hi - *lo;
}

int Gauge::high_water_minute(std::size_t width) const {
    const auto s = smoothed(width);
    if (s.empty()) throw std::logic_error("Gauge::high_water_minute: record shorter than the window");
    const auto hi = std::max_element(s.begin(), s.end());
    return readings_[static_cast<std::size_t>(hi - s.begin())].minute;
}

}  // namespace tide
