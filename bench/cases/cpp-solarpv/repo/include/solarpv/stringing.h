#pragma once

#include <string>
#include <vector>

#include "solarpv/panel.h"

namespace solarpv {

struct InverterSpec {
  std::string model;
  double max_dc_voltage_v = 0.0;     // absolute limit, never to be exceeded
  double mppt_min_v = 0.0;           // tracking window
  double mppt_max_v = 0.0;
  double max_input_current_a = 0.0;  // per MPPT input
  int mppt_count = 1;
  double ac_rated_w = 0.0;
};

// Design temperatures for the site: the coldest dawn and the hottest afternoon.
struct SiteConditions {
  double min_ambient_c = -10.0;
  double max_ambient_c = 35.0;
};

// How many panels one string may hold.
struct StringRange {
  int min_panels = 0;
  int max_panels = 0;
  bool feasible() const { return min_panels <= max_panels && max_panels > 0; }
};

StringRange string_length_range(const PanelSpec& panel, const InverterSpec& inverter,
                                const SiteConditions& site);

// Equal strings spread over the inverter's MPPT inputs.
struct ArrayLayout {
  int panels_per_string = 0;
  int strings_per_mppt = 1;
  int mppts_used = 1;
  int total_panels() const { return panels_per_string * strings_per_mppt * mppts_used; }
};

struct StringCheck {
  std::vector<std::string> problems;
  std::vector<std::string> warnings;
  bool ok() const { return problems.empty(); }
};

StringCheck check_layout(const PanelSpec& panel, const InverterSpec& inverter,
                         const SiteConditions& site, const ArrayLayout& layout);

// DC peak power over AC rating; 1.1 to 1.3 is usual.
double dc_ac_ratio(const PanelSpec& panel, const InverterSpec& inverter, const ArrayLayout& layout);

}  // namespace solarpv
