#pragma once

#include <string>
#include <vector>

#include "greenhouse/setpoints.h"

namespace greenhouse {

struct ClimateReading {
    TimeOfDay time;
    double temp_c = 0.0;
    double rh_percent = 0.0;
};

struct DaySummary {
    double min_c = 0.0;
    double max_c = 0.0;
    double mean_c = 0.0;
    double mean_vpd_kpa = 0.0;
    int readings = 0;
};

// A day's climate readings, taken at a fixed interval.
class ClimateLog {
public:
    explicit ClimateLog(int interval_minutes = 5);

    void add(const ClimateReading& reading);
    // Reads "HH:MM,temp,rh" lines; blank lines and lines starting with # are skipped.
    void load_csv(const std::string& text);

    const std::vector<ClimateReading>& readings() const { return readings_; }
    DaySummary summary() const;

    // Degree-hours above base_c: how long and how far the house ran hot.
    double degree_hours_above(double base_c) const;
    // Minutes with relative humidity at or above the limit (botrytis risk).
    int minutes_humid(double rh_limit) const;

private:
    int interval_minutes_;
    std::vector<ClimateReading> readings_;
};

}  // namespace greenhouse
