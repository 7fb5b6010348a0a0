#include "solarpv/savings.h"

#include <limits>
#include <stdexcept>

namespace solarpv {

double annual_savings_gbp(const Tariff& tariff, double self_used_kwh, double exported_kwh) {
  if (self_used_kwh < 0.0 || exported_kwh < 0.0) {
    throw std::invalid_argument("energy cannot be negative");
  }
  return (self_used_kwh * tariff.import_p_per_kwh + exported_kwh * tariff.export_p_per_kwh) / 100.0;
}

double simple_payback_years(double cost_gbp, double annual_savings_gbp) {
  if (cost_gbp < 0.0) {
    throw std::invalid_argument("cost cannot be negative");
  }
  if (annual_savings_gbp <= 0.0) {
    return std::numeric_limits<double>::infinity();
  }
  return cost_gbp / annual_savings_gbp;
}

}  // namespace solarpv
