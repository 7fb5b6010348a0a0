#include "derived.h"

#include <array>
#include <cmath>

#include "units.h"

namespace wx {

double dewPointC(double tempC, double humidityPct) {
    constexpr double a = 17.62;
    constexpr double b = 243.12;
    const double gamma = std::log(humidityPct / 100.0) + a * tempC / (b + tempC);
    return b * gamma / (a - gamma);
}

double windChillC(double tempC, double windKmh) {
    if (tempC > 10.0 || windKmh <= 4.8) {
        return tempC;
    }
    const double v = std::pow(windKmh, 0.16);
    return 13.12 + 0.6215 * tempC - 11.37 * v + 0.3965 * tempC * v;
}

double heatIndexC(double tempC, double humidityPct) {
    const double t = cToF(tempC);
    if (t < 80.0) {
        return tempC;
    }
    const double r = humidityPct;
    const double hi = -42.379 + 2.04901523 * t + 10.14333127 * r - 0.22475541 * t * r -
                      0.00683783 * t * t - 0.05481717 * r * r + 0.00122874 * t * t * r +
                      0.00085282 * t * r * r - 0.00000199 * t * t * r * r;
    return fToC(hi);
}

double seaLevelPressureHPa(double stationHPa, double altitudeM, double tempC) {
    const double lapse = 0.0065 * altitudeM;
    return stationHPa * std::pow(1.0 - lapse / (tempC + lapse + 273.15), -5.257);
}

int beaufort(double windMs) {
    static const std::array<double, 12> upper = {0.5,  1.5,  3.3,  5.5,  7.9,  10.7,
                                                 13.8, 17.1, 20.7, 24.4, 28.4, 32.6};
    for (std::size_t force = 0; force < upper.size(); ++force) {
        if (windMs < upper[force]) {
            return static_cast<int>(force);
        }
    }
    return 12;
}

std::string compassPoint(int degrees) {
    static const std::array<const char*, 16> names = {"N",  "NNE", "NE", "ENE", "E",  "ESE",
                                                      "SE", "SSE", "S",  "SSW", "SW", "WSW",
                                                      "W",  "WNW", "NW", "NNW"};
    int d = degrees % 360;
    if (d < 0) {
        d += 360;
    }
    const int index = static_cast<int>((d + 11.25) / 22.5) % 16;
    return names[index];
}

}  // namespace wx
