#include "summary.h"

#include <stdexcept>

#include "derived.h"

namespace wx {

DailySummary summarise(const std::vector<Reading>& day) {
    if (day.empty()) {
        throw std::invalid_argument("no readings to summarise");
    }
    DailySummary s;
    s.readings = day.size();
    s.minTemp = {day.front().tempC, day.front().minute};
    s.maxTemp = s.minTemp;
    s.peakGust = {day.front().gustMs, day.front().minute};
    s.peakGustDirDeg = day.front().windDirDeg;
    s.minDewPointC = dewPointC(day.front().tempC, day.front().humidityPct);

    double tempSum = 0.0;
    double windSum = 0.0;
    for (std::size_t i = 0; i < day.size(); ++i) {
        const Reading& r = day[i];
        tempSum += r.tempC;
        windSum += r.windMs;
        s.rainMm += r.rainMm;

        if (r.tempC < s.minTemp.value) {
            s.minTemp = {r.tempC, r.minute};
        }
        if (r.tempC > s.maxTemp.value) {
            s.maxTemp = {r.tempC, r.minute};
        }
        if (r.gustMs > s.peakGust.value) {
            s.peakGust = {r.gustMs, r.minute};
            s.peakGustDirDeg = r.windDirDeg;
        }
        const double dew = dewPointC(r.tempC, r.humidityPct);
        if (dew < s.minDewPointC) {
            s.minDewPointC = dew;
        }
        if (i > 0) {
            const int interval = r.minute - day[i - 1].minute;
            const double rate = r.rainMm * 60.0 / interval;
            if (rate > s.peakRainRateMmH) {
                s.peakRainRateMmH = rate;
            }
        }
    }
    s.meanTempC = tempSum / static_cast<double>(day.size());
    s.meanWindMs = windSum / static_cast<double>(day.size());
    s.lastPressureHPa = day.back().pressureHPa;
    s.lastTempC = day.back().tempC;
    return s;
}

}  // namespace wx
