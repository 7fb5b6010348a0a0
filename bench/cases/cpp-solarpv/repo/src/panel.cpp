#include "solarpv/panel.h"

#include <stdexcept>

namespace solarpv {

double cell_temperature(double ambient_c, double irradiance_w_m2, double noct_c) {
  if (irradiance_w_m2 < 0.0) {
    throw std::invalid_argument("irradiance cannot be negative");
  }
  return ambient_c + (noct_c - 20.0) / 800.0 * irradiance_w_m2;
}

double voc_at(const PanelSpec& panel, double cell_temp_c) {
  return panel.voc_v * (1.0 + panel.temp_coeff_voc_pct / 100.0 * (cell_temp_c - kStcTempC));
}

double vmp_at(const PanelSpec& panel, double cell_temp_c) {
  return panel.vmp_v * (1.0 + panel.temp_coeff_voc_pct / 100.0 * (cell_temp_c - kStcTempC));
}

double pmax_at(const PanelSpec& panel, double cell_temp_c) {
  return panel.pmax_w * (1.0 + panel.temp_coeff_pmax_pct / 100.0 * (cell_temp_c - kStcTempC));
}

double efficiency(const PanelSpec& panel) {
  if (panel.area_m2 <= 0.0) {
    throw std::invalid_argument("panel area must be positive: " + panel.model);
  }
  return panel.pmax_w / (kStcIrradiance * panel.area_m2);
}

}  // namespace solarpv
