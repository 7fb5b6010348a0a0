#pragma once

namespace kelp {

// Sugar kelp (Saccharina latissima) growth on a seeded line.
struct GrowthModel {
    double maxRatePerDay = 0.1;      // specific growth rate in ideal water and light
    double optimumTempC = 10.0;
    double toleranceC = 8.0;         // degrees either side of the optimum where growth stops
    double halfSaturationLight = 4.0;  // mol/m^2/day at which light limits growth by half
    double capacityKgPerM = 20.0;    // wet biomass a metre of line can carry
};

// Share of the maximum rate the temperature allows (0 to 1).
double temperatureFactor(const GrowthModel& model, double tempC);

// Share of the maximum rate the light allows (0 to 1).
double lightFactor(const GrowthModel& model, double light);

// Wet biomass per metre after one day starting from `kgPerM`.
double grow(const GrowthModel& model, double kgPerM, double tempC, double light);

}  // namespace kelp
