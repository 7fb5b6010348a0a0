#include "greenhouse/climate_log.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "greenhouse/psychro.h"

namespace greenhouse {

ClimateLog::ClimateLog(int interval_minutes) : interval_minutes_(interval_minutes) {
    if (interval_minutes <= 0) {
        throw std::invalid_argument("interval must be positive");
    }
}

void ClimateLog::add(const ClimateReading& reading) {
    if (!readings_.empty() && reading.time.minutes() <= readings_.back().time.minutes()) {
        throw std::invalid_argument("readings must be in time order");
    }
    readings_.push_back(reading);
}

void ClimateLog::load_csv(const std::string& text) {
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string time;
        std::string temp;
        std::string rh;
        if (!std::getline(fields, time, ',') || !std::getline(fields, temp, ',') || !std::getline(fields, rh)) {
            throw std::invalid_argument("bad climate line: " + line);
        }
        add({TimeOfDay::parse(time), std::stod(temp), std::stod(rh)});
    }
}

DaySummary ClimateLog::summary() const {
    DaySummary s;
    if (readings_.empty()) return s;
    s.min_c = readings_.front().temp_c;
    s.max_c = readings_.front().temp_c;
    double temp_sum = 0.0;
    double vpd_sum = 0.0;
    for (const auto& r : readings_) {
        s.min_c = std::min(s.min_c, r.temp_c);
        s.max_c = std::max(s.max_c, r.temp_c);
        temp_sum += r.temp_c;
        vpd_sum += vapour_pressure_deficit(r.temp_c, r.rh_percent);
    }
    s.readings = static_cast<int>(readings_.size());
    s.mean_c = temp_sum / s.readings;
    s.mean_vpd_kpa = vpd_sum / s.readings;
    return s;
}

double ClimateLog::degree_hours_above(double base_c) const {
    double sum = 0.0;
    for (const auto& r : readings_) {
        if (r.temp_c > base_c) {
            sum += (r.temp_c - base_c) * interval_minutes_ / 60.0;
        }
    }
    return sum;
}

int ClimateLog::minutes_humid(double rh_limit) const {
    int minutes = 0;
    for (const auto& r : readings_) {
        if (r.rh_percent >= rh_limit) minutes += interval_minutes_;
    }
    return minutes;
}

}  // namespace greenhouse
