#pragma once

#include <cstddef>
#include <vector>

#include "reading.h"

namespace wx {

// A value and the minute it was logged.
struct Extreme {
    double value = 0.0;
    int minute = 0;
};

// The figures for the day's climate return.
struct DailySummary {
    std::size_t readings = 0;
    Extreme minTemp;
    Extreme maxTemp;
    double meanTempC = 0.0;
    double minDewPointC = 0.0;
    double rainMm = 0.0;
    double peakRainRateMmH = 0.0;
    Extreme peakGust;  // m/s
    int peakGustDirDeg = 0;
    double meanWindMs = 0.0;
    double lastPressureHPa = 0.0;  // station pressure of the last row
    double lastTempC = 0.0;
};

// Summarises a day of readings in time order. Extremes keep the first time
// they were reached. Throws std::invalid_argument for an empty day.
DailySummary summarise(const std::vector<Reading>& day);

}  // namespace wx
