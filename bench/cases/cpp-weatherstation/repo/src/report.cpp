#include "report.h"

#include <cmath>
#include <cstdio>
#include <sstream>

#include "derived.h"
#include "logger.h"
#include "units.h"

namespace wx {

namespace {

std::string fixed1(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    std::string out = buf;
    if (out == "-0.0") {
        out = "0.0";
    }
    return out;
}

std::string whole(double v) {
    return std::to_string(static_cast<long>(std::lround(v)));
}

}  // namespace

std::string dailyReport(const Station& station, const std::string& date, const DailySummary& s) {
    std::ostringstream out;
    out << station.name << " (" << whole(station.altitudeM) << " m), " << date << "\n";
    out << "Temperature: min " << fixed1(s.minTemp.value) << " C at " << formatClock(s.minTemp.minute)
        << ", max " << fixed1(s.maxTemp.value) << " C at " << formatClock(s.maxTemp.minute)
        << ", mean " << fixed1(s.meanTempC) << " C\n";
    out << "Dew point: min " << fixed1(s.minDewPointC) << " C\n";
    out << "Rain: " << fixed1(s.rainMm) << " mm";
    if (s.rainMm > 0.0) {
        out << ", peak rate " << fixed1(s.peakRainRateMmH) << " mm/h";
    }
    out << "\n";
    out << "Wind: mean " << whole(msToKmh(s.meanWindMs)) << " km/h (force " << beaufort(s.meanWindMs)
        << "), gust " << whole(msToKmh(s.peakGust.value)) << " km/h from "
        << compassPoint(s.peakGustDirDeg) << " at " << formatClock(s.peakGust.minute) << "\n";
    const double msl = seaLevelPressureHPa(s.lastPressureHPa, station.altitudeM, s.lastTempC);
    out << "Pressure: " << fixed1(msl) << " hPa at sea level\n";
    return out.str();
}

}  // namespace wx
