#include "kelp/growth.hpp"

#include <algorithm>

namespace kelp {

double temperatureFactor(const GrowthModel& model, double tempC) {
    const double off = (tempC - model.optimumTempC) / model.toleranceC;
    return std::max(0.0, 1.0 - off * off);
}

double lightFactor(const GrowthModel& model, double light) {
    if (light <= 0.0) {
        return 0.0;
    }
    return light / (light + model.halfSaturationLight);
}

double grow(const GrowthModel& model, double kgPerM, double tempC, double light) {
    const double rate = model.maxRatePerDay * temperatureFactor(model, tempC) * lightFactor(model, light);
    return kgPerM + rate * kgPerM * (1.0 - kgPerM / model.capacityKgPerM);
}

}  // namespace kelp
