#include "kelp/astro.hpp"

#include <algorithm>
#include <cmath>

namespace kelp {

double declinationDeg(int dayOfYear) {
    return 23.44 * std::sin(2.0 * kPi * (284 + dayOfYear) / 365.0);
}

double dayLengthHours(double latitudeDeg, int dayOfYear) {
    const double phi = latitudeDeg * kPi / 180.0;
    const double delta = declinationDeg(dayOfYear) * kPi / 180.0;
    // cosine of the sun's hour angle at sunset; past +-1 the sun never sets or never rises
    const double cosH = std::clamp(-std::tan(phi) * std::tan(delta), -1.0, 1.0);
    return 24.0 / kPi * std::acos(cosH);
}

double noonElevationDeg(double latitudeDeg, int dayOfYear) {
    return 90.0 - std::fabs(latitudeDeg - declinationDeg(dayOfYear));
}

int addDays(int dayOfYear, int days) {
    return (dayOfYear - 1 + days) % 365 + 1;
}

}  // namespace kelp
