#include "solarpv/stringing.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace solarpv {

namespace {

constexpr double kMaxDcAcRatio = 1.5;
constexpr double kMinDcAcRatio = 0.8;

// Hottest working cell: full sun on the hottest afternoon.
double hot_cell_temp(const SiteConditions& site) {
  return cell_temperature(site.max_ambient_c, kStcIrradiance);
}

// Coldest working cell: first light on the coldest morning, cells at air temperature.
double cold_cell_temp(const SiteConditions& site) { return site.min_ambient_c; }

std::string volts(double v) {
  std::ostringstream out;
  out.setf(std::ios::fixed);
  out.precision(1);
  out << v << " V";
  return out.str();
}

}  // namespace

StringRange string_length_range(const PanelSpec& panel, const InverterSpec& inverter,
                                const SiteConditions& site) {
  if (site.min_ambient_c > site.max_ambient_c) {
    throw std::invalid_argument("site minimum temperature above maximum");
  }
  const double voc_cold = voc_at(panel, cold_cell_temp(site));
  const double vmp_cold = vmp_at(panel, cold_cell_temp(site));
  const double vmp_hot = vmp_at(panel, hot_cell_temp(site));

  StringRange range;
  const int by_dc_limit = static_cast<int>(std::floor(inverter.max_dc_voltage_v / voc_cold));
  const int by_mppt_max = static_cast<int>(std::floor(inverter.mppt_max_v / vmp_cold));
  range.max_panels = std::min(by_dc_limit, by_mppt_max);
  range.min_panels = static_cast<int>(std::ceil(inverter.mppt_min_v / vmp_hot));
  return range;
}

StringCheck check_layout(const PanelSpec& panel, const InverterSpec& inverter,
                         const SiteConditions& site, const ArrayLayout& layout) {
  StringCheck check;
  const int n = layout.panels_per_string;
  if (n <= 0 || layout.strings_per_mppt <= 0 || layout.mppts_used <= 0) {
    check.problems.push_back("layout needs at least one panel, string and MPPT");
    return check;
  }

  const double voc_cold = n * voc_at(panel, cold_cell_temp(site));
  if (voc_cold > inverter.max_dc_voltage_v) {
    check.problems.push_back("string Voc " + volts(voc_cold) + " at " +
                             std::to_string(static_cast<int>(cold_cell_temp(site))) +
                             " C exceeds the inverter's " + volts(inverter.max_dc_voltage_v));
  }
  const double vmp_hot = n * vmp_at(panel, hot_cell_temp(site));
  if (vmp_hot < inverter.mppt_min_v) {
    check.problems.push_back("string Vmp " + volts(vmp_hot) + " when hot is below the MPPT window");
  }
  const double vmp_cold = n * vmp_at(panel, cold_cell_temp(site));
  if (vmp_cold > inverter.mppt_max_v) {
    check.warnings.push_back("string Vmp " + volts(vmp_cold) + " when cold is above the MPPT window");
  }

  const double current = layout.strings_per_mppt * panel.imp_a;
  if (current > inverter.max_input_current_a) {
    check.problems.push_back("MPPT input current " + std::to_string(current) +
                             " A exceeds the inverter's limit");
  }
  if (layout.mppts_used > inverter.mppt_count) {
    check.problems.push_back("layout uses " + std::to_string(layout.mppts_used) +
                             " MPPT inputs, the inverter has " + std::to_string(inverter.mppt_count));
  }

  const double ratio = dc_ac_ratio(panel, inverter, layout);
  if (ratio > kMaxDcAcRatio) {
    check.warnings.push_back("DC/AC ratio above 1.5: expect clipping");
  } else if (ratio < kMinDcAcRatio) {
    check.warnings.push_back("DC/AC ratio below 0.8: inverter oversized");
  }
  return check;
}

double dc_ac_ratio(const PanelSpec& panel, const InverterSpec& inverter, const ArrayLayout& layout) {
  if (inverter.ac_rated_w <= 0.0) {
    throw std::invalid_argument("inverter AC rating must be positive");
  }
  return layout.total_panels() * panel.pmax_w / inverter.ac_rated_w;
}

}  // namespace solarpv
