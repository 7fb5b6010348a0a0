#include "greenhouse/psychro.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace greenhouse {

namespace {
constexpr double kTetensA = 0.6108;
constexpr double kTetensB = 17.27;
constexpr double kTetensC = 237.3;
constexpr double kWaterGasConstant = 461.5;  // J/(kg K)

void check_rh(double rh_percent) {
    if (rh_percent < 0.0 || rh_percent > 100.0) {
        throw std::invalid_argument("relative humidity must be between 0 and 100");
    }
}
}  // namespace

double saturation_vapour_pressure(double temp_c) {
    return kTetensA * std::exp(kTetensB * temp_c / (temp_c + kTetensC));
}

double actual_vapour_pressure(double temp_c, double rh_percent) {
    check_rh(rh_percent);
    return saturation_vapour_pressure(temp_c) * rh_percent / 100.0;
}

double vapour_pressure_deficit(double temp_c, double rh_percent) {
    return saturation_vapour_pressure(temp_c) - actual_vapour_pressure(temp_c, rh_percent);
}

double absolute_humidity(double temp_c, double rh_percent) {
    const double pa = actual_vapour_pressure(temp_c, rh_percent) * 1000.0;
    const double kelvin = temp_c + 273.15;
    return pa / (kWaterGasConstant * kelvin) * 1000.0;
}

double rh_for_deficit(double temp_c, double vpd_kpa) {
    const double es = saturation_vapour_pressure(temp_c);
    const double rh = (es - vpd_kpa) / es * 100.0;
    return std::clamp(rh, 0.0, 100.0);
}

VpdBand classify_vpd(double vpd_kpa) {
    if (vpd_kpa < 0.4) return VpdBand::TooHumid;
    if (vpd_kpa > 1.2) return VpdBand::TooDry;
    return VpdBand::Ideal;
}

}  // namespace greenhouse
