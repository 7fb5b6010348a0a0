#pragma once

#include "solarpv/panel.h"
#include "solarpv/stringing.h"
#include "solarpv/yield.h"

namespace solarpv::testing {

// A 405 W half-cut mono module.
inline PanelSpec helio405() {
  PanelSpec p;
  p.model = "Helio HC-405M";
  p.pmax_w = 405.0;
  p.voc_v = 36.4;
  p.vmp_v = 30.6;
  p.isc_a = 13.9;
  p.imp_a = 13.1;
  p.temp_coeff_voc_pct = -0.26;
  p.temp_coeff_pmax_pct = -0.34;
  p.area_m2 = 1.95;
  return p;
}

// A 6 kW hybrid inverter with two MPPT inputs.
inline InverterSpec sunbridge6k() {
  InverterSpec inv;
  inv.model = "Sunbridge SB6000H";
  inv.max_dc_voltage_v = 600.0;
  inv.mppt_min_v = 90.0;
  inv.mppt_max_v = 520.0;
  inv.max_input_current_a = 16.0;
  inv.mppt_count = 2;
  inv.ac_rated_w = 6000.0;
  return inv;
}

// Southern England design temperatures.
inline SiteConditions southern_england() { return SiteConditions{-10.0, 35.0}; }

// Peak sun hours on a 35 degree south-facing roof near Bristol.
inline MonthlySunHours bristol_south_35() {
  return {0.9, 1.6, 2.6, 3.8, 4.6, 4.9, 4.8, 4.2, 3.2, 2.1, 1.1, 0.8};
}

}  // namespace solarpv::testing
