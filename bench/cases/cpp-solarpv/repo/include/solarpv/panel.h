#pragma once

#include <string>

namespace solarpv {

// Standard test conditions: 1000 W/m2 at a cell temperature of 25 C.
constexpr double kStcTempC = 25.0;
constexpr double kStcIrradiance = 1000.0;

// A module's datasheet values at STC.
struct PanelSpec {
  std::string model;
  double pmax_w = 0.0;
  double voc_v = 0.0;
  double vmp_v = 0.0;
  double isc_a = 0.0;
  double imp_a = 0.0;
  double temp_coeff_voc_pct = 0.0;   // % per C, negative
  double temp_coeff_pmax_pct = 0.0;  // % per C, negative
  double area_m2 = 0.0;
};

// Cell temperature from the NOCT model: cells run (NOCT - 20) C above the air
// at 800 W/m2, scaling with irradiance.
double cell_temperature(double ambient_c, double irradiance_w_m2, double noct_c = 45.0);

// Open-circuit voltage at a cell temperature.
double voc_at(const PanelSpec& panel, double cell_temp_c);

// Maximum power point voltage at a cell temperature (datasheets rarely give a
// Vmp coefficient; the Voc one is used, as most string tools do).
double vmp_at(const PanelSpec& panel, double cell_temp_c);

// Maximum power at a cell temperature and full sun.
double pmax_at(const PanelSpec& panel, double cell_temp_c);

// Module efficiency at STC, 0..1.
double efficiency(const PanelSpec& panel);

}  // namespace solarpv
