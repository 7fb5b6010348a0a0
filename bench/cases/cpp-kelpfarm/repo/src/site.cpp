#include "kelp/site.hpp"

#include <cmath>

#include "kelp/astro.hpp"

namespace kelp {

double seaTempC(const Site& site, int dayOfYear) {
    return site.meanTempC + site.tempRangeC * std::cos(2.0 * kPi * (dayOfYear - site.warmestDay) / 365.0);
}

double lightAtDepth(const Site& site, int dayOfYear, double depthM) {
    const double elevation = noonElevationDeg(site.latitudeDeg, dayOfYear);
    if (elevation <= 0.0) {
        return 0.0;
    }
    // surface dose: about 2.2 mol/m^2 for each hour of daylight with the sun overhead
    const double surface = 2.2 * dayLengthHours(site.latitudeDeg, dayOfYear) * std::sin(elevation * kPi / 180.0);
    return surface * std::exp(-site.attenuationPerM * depthM);
}

}  // namespace kelp
