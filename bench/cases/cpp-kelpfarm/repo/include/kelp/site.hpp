#pragma once

#include <string>

namespace kelp {

// A licensed seaweed site: where it is and what its water is like.
struct Site {
    std::string name;
    double latitudeDeg = 56.0;
    double attenuationPerM = 0.25;  // Kd, diffuse light attenuation of the water
    double meanTempC = 10.0;        // yearly mean sea temperature
    double tempRangeC = 4.0;        // half the gap between the warmest and coldest weeks
    int warmestDay = 228;           // mid August
};

// Sea temperature at the site on a day of the year.
double seaTempC(const Site& site, int dayOfYear);

// Daily light reaching the kelp at a depth, mol photons per m^2 per day.
double lightAtDepth(const Site& site, int dayOfYear, double depthM);

}  // namespace kelp
