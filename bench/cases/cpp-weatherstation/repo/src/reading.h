#pragma once

namespace wx {

// One row from the station logger, after calibration. Times are minutes
// after local midnight; rain is what fell since the previous row.
struct Reading {
    int minute = 0;
    double tempC = 0.0;
    double humidityPct = 0.0;
    double pressureHPa = 0.0;  // at the station, not reduced to sea level
    double windMs = 0.0;       // mean over the logging interval
    double gustMs = 0.0;
    int windDirDeg = 0;
    double rainMm = 0.0;
};

}  // namespace wx
